# /do (et un bouton, un menu ou un formulaire) : la réponse à un coup.

bot-play-done = ✓ `{ $command }`
bot-play-moderator-command = `{ $command }` est une commande de modérateur : utilisez `/mod`.
