# The command line, `dune-moderator` (bot/cli.py).
bot-cli-unknown-ruleset = Gioco sconosciuto { $ruleset }; noti: { $known }
bot-cli-demo-instead = DISCORD_TOKEN non è impostato: al suo posto si gioca una partita dimostrativa locale.
bot-cli-token-refused = Discord ha rifiutato il token in DISCORD_TOKEN; copialo di nuovo dal portale degli sviluppatori (la tua applicazione, Bot, Reset Token).
bot-cli-discord-answered = Discord ha risposto { $status } all'avvio: { $reason }.
bot-cli-no-reason = nessun motivo indicato
bot-cli-unreachable = impossibile raggiungere Discord ({ $error }); controlla la rete e riprova.
