# Game data files named by an option, read from the bot's data folder (bot/data_folder.py).
# $setting: the host's setting (DUNE_DATA_DIR); $option: the option's name, as typed.
bot-data-folder-where = On Discord: the name of a file in the bot's data folder ({ $setting }), put there by the bot's host; no other path is read.
bot-data-folder-none = This bot has no data folder, so `{ $option }` cannot name a file.
bot-data-folder-ask-to-set = Game data files are read only from the bot's data folder: ask the bot's host to set { $setting } and put { $wanted }; or leave `{ $option }` out for its default.
bot-data-folder-no-file = There is no file `{ $name }` in the bot's data folder.
bot-data-folder-ask-to-put = Ask the bot's host to put it there ({ $setting }), or leave `{ $option }` out for its default.
bot-data-folder-outside = `{ $option }` takes the name of a file in the bot's data folder, not a path out of it (`{ $name }`).
bot-data-folder-only-there = Game data files are read only from the bot's data folder ({ $setting }): ask the bot's host to put { $wanted }; or leave `{ $option }` out for its default.
bot-data-folder-any-file = the file there, then write `{ $option }=<its name>`
bot-data-folder-that-file = `{ $name }` there, then write `{ $option }={ $name }`
