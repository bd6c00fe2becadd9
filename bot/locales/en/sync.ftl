# Registering the slash commands (bot/sync.py).
bot-sync-not-invited = Discord refused the slash commands for server { $guild } (DUNE_GUILD_ID): { $reason }. Add the bot to that server with this link: { $link }
