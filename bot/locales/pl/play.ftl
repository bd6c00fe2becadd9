# A player's move from Discord (bot/play.py).
bot-play-moderator-command = `{ $command }` to polecenie moderatora: użyj `/mod`.
