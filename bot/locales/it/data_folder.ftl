# Game data files named by an option, read from the bot's data folder (bot/data_folder.py).
# $setting: the host's setting (DUNE_DATA_DIR); $option: the option's name, as typed.
bot-data-folder-where = Su Discord: il nome di un file nella cartella dati del bot ({ $setting }), messo lì da chi ospita il bot; nessun altro percorso viene letto.
bot-data-folder-none = Questo bot non ha una cartella dati, quindi `{ $option }` non può indicare un file.
bot-data-folder-ask-to-set = I file di dati di gioco si leggono solo dalla cartella dati del bot: chiedi a chi ospita il bot di impostare { $setting } e di mettere { $wanted }; oppure togli `{ $option }` per il suo valore predefinito.
bot-data-folder-no-file = Nella cartella dati del bot non c'è nessun file `{ $name }`.
bot-data-folder-ask-to-put = Chiedi a chi ospita il bot di metterlo lì ({ $setting }), oppure togli `{ $option }` per il suo valore predefinito.
bot-data-folder-outside = `{ $option }` prende il nome di un file nella cartella dati del bot, non un percorso che ne esce (`{ $name }`).
bot-data-folder-only-there = I file di dati di gioco si leggono solo dalla cartella dati del bot ({ $setting }): chiedi a chi ospita il bot di mettere { $wanted }; oppure togli `{ $option }` per il suo valore predefinito.
bot-data-folder-any-file = lì il file, poi scrivi `{ $option }=<its name>`
bot-data-folder-that-file = lì `{ $name }`, poi scrivi `{ $option }={ $name }`
