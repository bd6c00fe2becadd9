# /do (e un pulsante, un menu o un modulo): la risposta a una mossa.

bot-play-done = ✓ `{ $command }`
bot-play-moderator-command = `{ $command }` è un comando da moderatore: usa `/mod`.
