# Registering the slash commands (bot/sync.py).
bot-sync-not-invited = Discord a refusé les commandes slash pour le serveur { $guild } (DUNE_GUILD_ID) : { $reason }. Ajoutez le bot à ce serveur avec ce lien : { $link }
