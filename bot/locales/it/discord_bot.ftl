# The bot on Discord (bot/discord_bot.py): an offer by DM names its game.
bot-discord-bot-game-prefix = Partita { $game }: { $text }
