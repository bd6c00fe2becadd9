# A player's move from Discord (bot/play.py).
bot-play-moderator-command = `{ $command }` is a moderator command: use `/mod`.
