# Game data files named by an option, read from the bot's data folder (bot/data_folder.py).
# $setting: the host's setting (DUNE_DATA_DIR); $option: the option's name, as typed.
bot-data-folder-where = Na Discordzie: nazwa pliku w folderze danych bota ({ $setting }), umieszczonego tam przez gospodarza bota; żadna inna ścieżka nie jest czytana.
bot-data-folder-none = Ten bot nie ma folderu danych, więc `{ $option }` nie może wskazywać pliku.
bot-data-folder-ask-to-set = Pliki danych gry są czytane tylko z folderu danych bota: poproś gospodarza bota, aby ustawił { $setting } i umieścił tam { $wanted }; albo pomiń `{ $option }`, aby użyć wartości domyślnej.
bot-data-folder-no-file = W folderze danych bota nie ma pliku `{ $name }`.
bot-data-folder-ask-to-put = Poproś gospodarza bota, aby go tam umieścił ({ $setting }), albo pomiń `{ $option }`, aby użyć wartości domyślnej.
bot-data-folder-outside = `{ $option }` przyjmuje nazwę pliku z folderu danych bota, a nie ścieżkę prowadzącą poza niego (`{ $name }`).
bot-data-folder-only-there = Pliki danych gry są czytane tylko z folderu danych bota ({ $setting }): poproś gospodarza bota, aby umieścił tam { $wanted }; albo pomiń `{ $option }`, aby użyć wartości domyślnej.
bot-data-folder-any-file = plik, a potem wpisz `{ $option }=<its name>`
bot-data-folder-that-file = `{ $name }`, a potem wpisz `{ $option }={ $name }`
