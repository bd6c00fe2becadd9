# The command line, `dune-moderator` (bot/cli.py).
bot-cli-unknown-ruleset = Unknown ruleset { $ruleset }; known: { $known }
bot-cli-demo-instead = DISCORD_TOKEN is not set: playing a local demo game instead.
bot-cli-token-refused = Discord refused the token in DISCORD_TOKEN; copy it again from the developer portal (your application, Bot, Reset Token).
bot-cli-discord-answered = Discord answered { $status } while starting: { $reason }.
bot-cli-no-reason = no reason given
bot-cli-unreachable = cannot reach Discord ({ $error }); check the network and try again.
bot-cli-postgres-running = PostgreSQL runs in { $folder }: DUNE_DATABASE_URL={ $url }
bot-cli-postgres-failed = cannot start PostgreSQL in { $folder }: { $reason }
bot-cli-postgres-stopped = Stopped the PostgreSQL server in { $folder }.
bot-cli-postgres-not-running = No PostgreSQL server runs in { $folder }.
bot-cli-postgres-table = DISCORD_TOKEN is not set: starting a game at the table instead, kept on this server.
bot-cli-postgres-resume = Game { $game } is kept on the server, which keeps running. Play it: .venv/bin/dune-moderator table --db { $url } --game { $game }; stop the server: .venv/bin/dune-moderator { $stop }
bot-cli-bots-count = `{ $given }` is not a number of seats: give a number from 0, or `all`
