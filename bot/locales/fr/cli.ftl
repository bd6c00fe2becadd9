# The command line, `dune-moderator` (bot/cli.py).
bot-cli-unknown-ruleset = Jeu inconnu { $ruleset } ; connus : { $known }
bot-cli-demo-instead = DISCORD_TOKEN n'est pas défini : une partie de démonstration locale est jouée à la place.
bot-cli-token-refused = Discord a refusé le jeton de DISCORD_TOKEN ; copiez-le à nouveau depuis le portail des développeurs (votre application, Bot, Reset Token).
bot-cli-discord-answered = Discord a répondu { $status } au démarrage : { $reason }.
bot-cli-no-reason = aucune raison donnée
bot-cli-unreachable = impossible de joindre Discord ({ $error }) ; vérifiez le réseau et réessayez.
