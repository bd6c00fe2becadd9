# The local table in the terminal (bot/table.py). Table words (`view <seat>`, `board`) and
# commands stay as typed.
bot-table-whose = Podaj, czyje to polecenie, `<seat>: <command>`; miejsca: { $seats }.
bot-table-no-seat = Nie ma miejsca `{ $seat }`; miejsca: { $seats }.
bot-table-waiting-for = czekamy na { $seat }: { $prompt }
bot-table-unknown-word = `{ $word }` to ani `<seat>: <command>`, ani słowo stołu ({ $words }, help, quit).
bot-table-moderator-commands = moderator:
bot-table-may-now-use = { $seat } może teraz użyć: { $commands }
bot-table-moderator-may-use = { $seat } (moderator) może użyć: { $commands }
bot-table-help-more = `help <seat>` pokazuje ich składnię i obecnie dostępne ruchy; `help all` wszystkie polecenia gry.
bot-table-words = stół: { $words }
bot-table-no-command-now = { $seat } nie może teraz użyć żadnego polecenia. { $waiting }
bot-table-rules-chosen = Wybrane zasady: { $rules }.
bot-table-rules-default = Wybrane zasady: domyślne.
bot-table-unknown-ruleset = Nieznana gra { $ruleset }; znane: { $known }
bot-table-cannot-resume = Nie można wznowić gry { $game } z { $db }: { $reason }
bot-table-no-database = nie ma takiego pliku bazy danych. Podaj w --db plik, w którym toczyła się gra.
bot-table-seats-required = --seats jest wymagane dla nowej gry (albo --game ID, aby wznowić grę)
bot-table-cannot-start = Nie można rozpocząć gry: { $reason }
bot-table-bad-seed = --seed przyjmuje liczbę całkowitą od 0 do { $most }, a nie { $seed }.
bot-table-header = Gra { $game } ({ $db }), ziarno { $seed }
