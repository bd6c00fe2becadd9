core-log-unknown-command = Nieznane polecenie w dzienniku.
core-empty-command = Puste polecenie.
core-type-help = Wpisz `help`, aby zobaczyć polecenia.
core-unreadable = Nie można odczytać `{ $line }`.
core-usage = Użycie: `{ $usage }`
core-must-be = Wartość { $where } musi być { $expected }, a nie `{ $typed }`.
core-expected-whole-number = liczbą całkowitą
core-expected-yes-or-no = yes albo no
core-expected-one-of = jedną z: { $choices }
core-given-twice = `{ $key }` podano dwa razy.
core-no-such-argument = `{ $command }` nie ma argumentu `{ $key }`.
core-did-you-mean = Czy chodziło o { $names }?
core-or = { $first } lub { $second }
core-too-long = To polecenie ma { $length } znaków; polecenie może mieć najwyżej { $limit }.
core-shorten = Skróć je: nazwy można skracać do jednoznacznego początku.
core-the-command = polecenie
core-must-be-at-least = Wartość { $where } musi wynosić co najmniej { $bound }.
core-must-be-at-most = Wartość { $where } musi wynosić najwyżej { $bound }.
core-must-be-more-than = Wartość { $where } musi być większa niż { $bound }.
core-must-be-less-than = Wartość { $where } musi być mniejsza niż { $bound }.
core-must-be-number = Wartość { $where } musi być liczbą, np. 3 albo 3,5.
core-must-be-number-not = Wartość { $where } musi być liczbą, np. 3 albo 3,5, a nie `{ $typed }`.
core-must-be-whole = Wartość { $where } musi być liczbą całkowitą.
core-must-be-whole-not = Wartość { $where } musi być liczbą całkowitą, a nie `{ $typed }`.
core-missing = Brakuje: { $where }.
core-not-an-argument = `{ $where }` nie jest argumentem tego polecenia.
core-not-valid = Nieprawidłowe tutaj: { $where }.
core-moderator-command = `{ $command }` to polecenie moderatora.
core-ask-moderator = Poproś moderatora.
core-moderator-commands = Polecenia moderatora: { $names }.
core-moves-now = { $rest ->
    [0] Twoje ruchy teraz: { $moves }.
   *[other] Twoje ruchy teraz: { $moves } i { $rest } więcej.
}
core-choices-now = { $rest ->
    [0] Twoje wybory teraz: { $moves }.
   *[other] Twoje wybory teraz: { $moves } i { $rest } więcej.
}
core-sentence = { $text }.
