# A player's move from Discord (bot/play.py).
bot-play-moderator-command = `{ $command }` est une commande de modérateur : utilisez `/mod`.
