# /do (and a button, a menu or a form): the answer to a move.

bot-play-done = ✓ `{ $command }`
bot-play-moderator-command = `{ $command }` is a moderator command: use `/mod`.
