# Zapis partii (record.py): odczyt pliku zapisu i ponowne rozegranie.
core-record-not-json = Ten plik nie jest zapisem partii: to nie jest JSON ({ $error }).
core-record-not-object = Ten plik nie jest zapisem partii: jego JSON nie jest obiektem z polami zapisu.
core-record-export-hint = Podaj plik dokładnie taki, jaki zapisało `/mod export` lub polecenie `export` stołu.
core-record-format = Ten zapis jest w formacie { $format }; ta wersja czyta tylko format { $known }.
core-record-field = Ten zapis nie pasuje do schematu zapisu w `{ $field }`: { $problem }.
core-record-unknown-game = Ten zapis dotyczy gry, której ten bot nie prowadzi: `{ $game }` (prowadzi { $games }).
core-record-rules = Polecenia tego zapisu zostały zapisane przez wersję { $recorded } zasad gry { $game }; ta wersja stosuje wersję { $version }, która ich nie odtwarza.
core-record-rules-hint = Zaimportuj go wersją, która stosuje wersję { $recorded }, albo kontynuuj partię tam, gdzie została zapisana.
core-record-file-path = Ten zapis podaje plik dla `{ $option }` zamiast przechowywać jego treść, więc nie da się go tu odtworzyć.
core-record-origin = Nie da się przygotować partii z tego zapisu: { $problem }.
core-record-seats = Miejsca w tym zapisie ({ $listed }) nie są miejscami, które rozdaje jego partia ({ $dealt }).
core-record-refused = Polecenie { $number } zapisu (`{ $command }`, od { $actor }) zostało odrzucone przez zasady: { $reason }
core-record-differs = Partia różni się od zapisu od polecenia { $number } (`{ $command }`, od { $actor }): stan po nim nie jest stanem zapisanym.
core-record-differs-hint = Zapis został zmieniony lub uszkodzony po napisaniu: wyeksportuj go ponownie z partii.
core-record-final-differs = { $count ->
    [one] Stan końcowy zapisu nie jest stanem, do którego prowadzi jego { $count } polecenie.
    [few] Stan końcowy zapisu nie jest stanem, do którego prowadzą jego { $count } polecenia.
   *[many] Stan końcowy zapisu nie jest stanem, do którego prowadzi jego { $count } poleceń.
}
core-record-not-replayable = Dziennik poleceń tej partii nie odtwarza już jej stanu, więc nie ma ona zapisu, który można sprawdzić.
