core-log-unknown-command = Comando sconosciuto nel registro.
core-empty-command = Comando vuoto.
core-type-help = Scrivi `help` per l'elenco dei comandi.
core-unreadable = Impossibile leggere `{ $line }`.
core-usage = Uso: `{ $usage }`
core-must-be = Il valore { $where } deve essere { $expected }, non `{ $typed }`.
core-expected-whole-number = un numero intero
core-expected-yes-or-no = yes o no
core-expected-one-of = uno tra { $choices }
core-given-twice = `{ $key }` è indicato due volte.
core-no-such-argument = `{ $command }` non ha l'argomento `{ $key }`.
core-did-you-mean = Forse intendevi { $names }?
core-or = { $first } o { $second }
core-too-long = Questo comando è lungo { $length } caratteri; un comando ne ha al massimo { $limit }.
core-shorten = Accorcialo: i nomi si possono abbreviare fino a un prefisso univoco.
core-the-command = comando
core-must-be-at-least = Il valore { $where } deve essere almeno { $bound }.
core-must-be-at-most = Il valore { $where } deve essere al massimo { $bound }.
core-must-be-more-than = Il valore { $where } deve essere maggiore di { $bound }.
core-must-be-less-than = Il valore { $where } deve essere minore di { $bound }.
core-must-be-number = Il valore { $where } deve essere un numero, come 3 o 3,5.
core-must-be-number-not = Il valore { $where } deve essere un numero, come 3 o 3,5, non `{ $typed }`.
core-must-be-whole = Il valore { $where } deve essere un numero intero.
core-must-be-whole-not = Il valore { $where } deve essere un numero intero, non `{ $typed }`.
core-missing = Manca: { $where }.
core-not-an-argument = `{ $where }` non è un argomento di questo comando.
core-not-valid = Non valido qui: { $where }.
core-moderator-command = `{ $command }` è un comando del moderatore.
core-ask-moderator = Chiedi a un moderatore.
core-moderator-commands = Comandi del moderatore: { $names }.
core-moves-now = { $rest ->
    [0] Le tue mosse ora: { $moves }.
   *[other] Le tue mosse ora: { $moves } e altre { $rest }.
}
core-choices-now = { $rest ->
    [0] Le tue scelte ora: { $moves }.
   *[other] Le tue scelte ora: { $moves } e altre { $rest }.
}
core-sentence = { $text }.
