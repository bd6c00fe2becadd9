# Registering the slash commands (bot/sync.py).
bot-sync-not-invited = Discord ha rifiutato i comandi slash per il server { $guild } (DUNE_GUILD_ID): { $reason }. Aggiungi il bot a quel server con questo link: { $link }
