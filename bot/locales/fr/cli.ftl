# The command line, `dune-moderator` (bot/cli.py).
bot-cli-unknown-ruleset = Jeu inconnu { $ruleset } ; connus : { $known }
bot-cli-demo-instead = DISCORD_TOKEN n'est pas défini : une partie de démonstration locale est jouée à la place.
bot-cli-token-refused = Discord a refusé le jeton de DISCORD_TOKEN ; copiez-le à nouveau depuis le portail des développeurs (votre application, Bot, Reset Token).
bot-cli-discord-answered = Discord a répondu { $status } au démarrage : { $reason }.
bot-cli-no-reason = aucune raison donnée
bot-cli-unreachable = impossible de joindre Discord ({ $error }) ; vérifiez le réseau et réessayez.
bot-cli-postgres-running = PostgreSQL tourne dans { $folder } : DUNE_DATABASE_URL={ $url }
bot-cli-postgres-failed = impossible de démarrer PostgreSQL dans { $folder } : { $reason }
bot-cli-postgres-stopped = Serveur PostgreSQL de { $folder } arrêté.
bot-cli-postgres-not-running = Aucun serveur PostgreSQL ne tourne dans { $folder }.
bot-cli-postgres-table = DISCORD_TOKEN n'est pas défini : une partie commence à la table à la place, conservée sur ce serveur.
bot-cli-postgres-resume = La partie { $game } est conservée sur le serveur, qui continue de tourner. Pour la jouer : .venv/bin/dune-moderator table --db { $url } --game { $game } ; pour arrêter le serveur : .venv/bin/dune-moderator { $stop }
bot-cli-bots-count = `{ $given }` n'est pas un nombre de places : donnez un nombre à partir de 0, ou `all`
