# Zapis partii jako plik (bot/records.py): eksport i import.
bot-record-moving = Partia posunęła się dwa razy podczas pisania jej zapisu: wyeksportuj go ponownie.
bot-record-too-large = Ten plik ma { $size } KB; zapis partii ma najwyżej { $most } KB.
bot-record-channel-busy = Na tym kanale toczy się partia { $game }: kanał mieści jedną trwającą partię.
bot-record-channel-signup = Na tym kanale trwają zapisy: kanał mieści jedną partię naraz.
bot-record-channel-hint = Zaimportuj zapis na kanale bez trwającej partii i bez zapisów.
bot-record-not-downloaded = Nie udało się pobrać pliku `{ $file }` z Discorda (HTTP { $status }): załącz go ponownie.
bot-record-imported = { $count ->
    [one] Partia { $game } została zaimportowana na ten kanał: odtworzono { $count } polecenie, do stanu zapisanego w zapisie. Jej plansza i to, na co czeka, są publikowane teraz.
    [few] Partia { $game } została zaimportowana na ten kanał: odtworzono { $count } polecenia, każde do stanu zapisanego w zapisie. Jej plansza i to, na co czeka, są publikowane teraz.
   *[many] Partia { $game } została zaimportowana na ten kanał: odtworzono { $count } poleceń, każde do stanu zapisanego w zapisie. Jej plansza i to, na co czeka, są publikowane teraz.
}
bot-record-exported = Zapis partii { $game }: jej opcje, ziarno, miejsca i każde polecenie z jego godziną. `/admin import` na innym kanale lub serwerze albo `--import` stołu kontynuuje ją od tego miejsca.
bot-record-still-running = Partia { $game } wciąż trwa, a jej zapis zawiera wszystkie tajemnice (karty, plany, ziarno): udostępnia się go po zakończeniu partii.
bot-record-moderators-hint = Moderator może go wyeksportować teraz poleceniem `/mod export`, prywatnie.
bot-cmd-admin-import = Utwórz partię na tym kanale z pliku zapisu (`/mod export`), odtworzoną i sprawdzoną.
bot-cmd-admin-import-file = plik zapisu (JSON), taki, jaki zapisało `/mod export`
bot-cmd-game-export = Zapis zakończonej partii jako plik (moderatorzy: `/mod export`).
bot-table-export-where = Podaj plik, do którego zapisać zapis: `export partia.json`.
bot-table-export-failed = Nie udało się zapisać zapisu do `{ $file }` ({ $error }).
bot-table-exported = Zapis partii { $game } (w wersji { $version }) jest zapisany w { $file }; zawiera wszystkie tajemnice partii.
bot-table-cannot-import = Nie można zaimportować zapisu `{ $file }`: { $reason }
bot-table-import-unreadable = nie można odczytać pliku ({ $error }).
bot-table-import-alone = `--import` tworzy nową partię z jej zapisu: podaj go bez `--game` i `--seats`.
