core-data-untypable = `{ $name }` nie da się wpisać z powrotem przy stole: nazwa to tylko litery, cyfry, spacje i { $marks }, zaczynająca się od litery lub cyfry
core-data-give-json = Podaj plik JSON w UTF-8 albo pomiń `{ $option }`, aby użyć domyślnego.
core-data-unreadable = Nie można odczytać pliku `{ $file }` opcji `{ $option }` ({ $error }).
core-data-not-utf8 = Plik `{ $file }` opcji `{ $option }` nie jest tekstem UTF-8 (bajt { $byte }).
core-data-altered = Plik „{ $kind }” przechowywany w tej grze (`{ $file }`) nie zgadza się ze swoim skrótem: zapisana gra została zmieniona.
core-data-restore = Przywróć grę z kopii zapasowej.
core-data-too-deep = Plik „{ $kind }” `{ $file }` nie jest { $noun }: jest zbyt głęboko zagnieżdżony.
core-data-invalid = Plik „{ $kind }” `{ $file }` nie jest { $noun }: { $problem }.
core-data-problem-at = { $where }: { $problem }
core-replay-version = Polecenia tej gry zapisała wersja { $recorded } zasad gry { $game }; wersja { $version } ich nie odtwarza.
core-replay-file-not-kept = Ta gra powstała, zanim jej plik `{ $option }` zaczął być przechowywany w grze, więc nie da się jej odtworzyć bez ponownego odczytania tego pliku, który mógł się od tego czasu zmienić: w tej grze nie można cofać.
core-mend-instead = Zamiast tego popraw pozycję poleceniami naprawczymi moderatora (`help` je wymienia).
core-undo-too-many = { $count ->
    [one] Nie można cofnąć { $count } polecenia: gra ma ich { $logged }.
   *[other] Nie można cofnąć { $count } poleceń: gra ma ich { $logged }.
}
core-undo-between = Cofnij od 1 do { $logged }.
core-undo-version = Ta gra zaczęła się w wersji { $recorded } zasad gry { $game }, która zapisała jej pierwsze polecenia; to wydanie gra w wersji { $version }, która ich nie odtwarza, więc w tej grze nie można cofać.
