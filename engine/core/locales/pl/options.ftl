core-quiet-format = godziny ciszy zapisuje się jako `<od>-<do>` w godzinach doby, np. `23-08` albo `22:30-07:00`
core-quiet-times = godziny ciszy to pory doby, od 00:00 do 23:59
core-quiet-same = godziny ciszy muszą kończyć się o innej porze, niż się zaczynają
core-timezone-unknown = to nie jest strefa czasowa z bazy tz; zapisz ją jak `Europe/Rome` albo `UTC`
core-options-one-preset = Wybierz jeden zestaw, nie jednocześnie `{ $first }` i `{ $second }`; pojedyncze opcje dodaj po nim.
core-options-needs-value = `{ $name }` wymaga wartości: `{ $name }={ $example }`.
core-options-not-an-option = `{ $typed }` nie jest opcją tej gry.
core-options-preset-needs-name = `preset` wymaga nazwy: `preset=<nazwa>`.
core-options-presets = Zestawy: { $names }.
core-options-no-presets = Zestawy: brak.
core-options-not-a-preset = `{ $typed }` nie jest zestawem tej gry.
core-options-yes-or-no = `{ $name }` przyjmuje yes albo no, a nie `{ $typed }`.
core-options-whole-number = `{ $name }` jest liczbą całkowitą, a nie `{ $typed }`.
core-options-whole-number-between = `{ $name }` jest liczbą całkowitą od { $low } do { $high }, a nie `{ $typed }`.
core-options-do-not-fit = Te opcje do siebie nie pasują.
core-options-invalid = `{ $name }`: { $error }.
core-options-must-be = `{ $name }` musi być: { $kind }.
core-options-must-be-between = `{ $name }` musi być: { $kind } od { $low } do { $high }.
core-kind-yes-or-no = yes albo no
core-kind-whole-number = liczba całkowita
core-kind-text = tekst
core-options-usage = Opcje (nazwa=wartość): { $options }.
core-options-none = Brak opcji.
core-options-usage-presets = { $usage } Zestawy: { $presets } (pojedyncze opcje po zestawie mają pierwszeństwo przed nim).
core-option-deadline-minutes = Gra asynchroniczna: ile minut decyzja może czekać, zanim zostanie zastosowany wybór domyślny (przypomnienia wychodzą w połowie i po dziewięciu dziesiątych czasu); none: czekamy na moderatora.
core-option-bot-after = Oddaj miejsce botowi, gdy tyle terminów z rzędu minie bez odpowiedzi na decyzje tego miejsca; none: nigdy.
core-option-private-threads = Wysyłaj prywatne wiadomości każdego miejsca do prywatnego wątku kanału gry (wątku gracza, widocznego dla moderatorów zarządzających wątkami) zamiast przez DM.
core-option-quiet = Godziny ciszy, np. `23-08` (od 23:00 do 08:00 w strefie `timezone` gry): zegar terminów staje, więc żaden termin w nich nie mija i nikt nie jest oznaczany ani ponaglany; none: zegar zawsze biegnie.
core-option-timezone = Strefa czasowa, w której czyta się godziny ciszy, tak jak nazywa ją baza tz: `Europe/Rome`, `America/New_York`.
core-option-language = Język tego, co gra publikuje na swoim kanale: `en`, `it`, `fr` albo `pl` (każdy gracz czyta swoje wiadomości we własnym języku). Gra utworzona bez tej opcji mówi językiem serwera, jeśli bot go zna.
