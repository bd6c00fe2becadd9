# A player's move from Discord (bot/play.py).
bot-play-moderator-command = `{ $command }` è un comando da moderatore: usa `/mod`.
