# The command line, `dune-moderator` (bot/cli.py).
bot-cli-unknown-ruleset = Gioco sconosciuto { $ruleset }; noti: { $known }
bot-cli-demo-instead = DISCORD_TOKEN non è impostato: al suo posto si gioca una partita dimostrativa locale.
bot-cli-token-refused = Discord ha rifiutato il token in DISCORD_TOKEN; copialo di nuovo dal portale degli sviluppatori (la tua applicazione, Bot, Reset Token).
bot-cli-discord-answered = Discord ha risposto { $status } all'avvio: { $reason }.
bot-cli-no-reason = nessun motivo indicato
bot-cli-unreachable = impossibile raggiungere Discord ({ $error }); controlla la rete e riprova.
bot-cli-postgres-running = PostgreSQL è in esecuzione in { $folder }: DUNE_DATABASE_URL={ $url }
bot-cli-postgres-failed = impossibile avviare PostgreSQL in { $folder }: { $reason }
bot-cli-postgres-stopped = Server PostgreSQL in { $folder } fermato.
bot-cli-postgres-not-running = Nessun server PostgreSQL è in esecuzione in { $folder }.
bot-cli-postgres-table = DISCORD_TOKEN non è impostato: inizia invece una partita al tavolo, conservata su questo server.
bot-cli-postgres-resume = La partita { $game } è conservata sul server, che resta in esecuzione. Per giocarla: .venv/bin/dune-moderator table --db { $url } --game { $game }; per fermare il server: .venv/bin/dune-moderator { $stop }
bot-cli-bots-count = `{ $given }` non è un numero di posti: indica un numero da 0, oppure `all`
