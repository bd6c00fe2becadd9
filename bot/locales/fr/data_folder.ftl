# Game data files named by an option, read from the bot's data folder (bot/data_folder.py).
# $setting: the host's setting (DUNE_DATA_DIR); $option: the option's name, as typed.
bot-data-folder-where = Sur Discord : le nom d'un fichier du dossier de données du bot ({ $setting }), déposé là par l'hébergeur du bot ; aucun autre chemin n'est lu.
bot-data-folder-none = Ce bot n'a pas de dossier de données : `{ $option }` ne peut donc pas nommer de fichier.
bot-data-folder-ask-to-set = Les fichiers de données de jeu ne sont lus que dans le dossier de données du bot : demandez à l'hébergeur du bot de définir { $setting } et d'y déposer { $wanted } ; ou retirez `{ $option }` pour sa valeur par défaut.
bot-data-folder-no-file = Il n'y a pas de fichier `{ $name }` dans le dossier de données du bot.
bot-data-folder-ask-to-put = Demandez à l'hébergeur du bot de l'y déposer ({ $setting }), ou retirez `{ $option }` pour sa valeur par défaut.
bot-data-folder-outside = `{ $option }` prend le nom d'un fichier du dossier de données du bot, pas un chemin qui en sort (`{ $name }`).
bot-data-folder-only-there = Les fichiers de données de jeu ne sont lus que dans le dossier de données du bot ({ $setting }) : demandez à l'hébergeur du bot d'y déposer { $wanted } ; ou retirez `{ $option }` pour sa valeur par défaut.
bot-data-folder-any-file = le fichier, puis écrivez `{ $option }=<its name>`
bot-data-folder-that-file = `{ $name }`, puis écrivez `{ $option }={ $name }`
