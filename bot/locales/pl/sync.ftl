# Registering the slash commands (bot/sync.py).
bot-sync-not-invited = Discord odrzucił polecenia slash dla serwera { $guild } (DUNE_GUILD_ID): { $reason }. Dodaj bota do tego serwera tym linkiem: { $link }
