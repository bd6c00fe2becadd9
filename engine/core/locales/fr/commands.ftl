core-log-unknown-command = Commande inconnue dans le journal.
core-empty-command = Commande vide.
core-type-help = Tapez `help` pour la liste des commandes.
core-unreadable = Impossible de lire `{ $line }`.
core-usage = Usage : `{ $usage }`
core-must-be = La valeur { $where } doit être { $expected }, pas `{ $typed }`.
core-expected-whole-number = un nombre entier
core-expected-yes-or-no = yes ou no
core-expected-one-of = l'un de { $choices }
core-given-twice = `{ $key }` est donné deux fois.
core-no-such-argument = `{ $command }` n'a pas d'argument `{ $key }`.
core-did-you-mean = Vouliez-vous dire { $names } ?
core-or = { $first } ou { $second }
core-too-long = Cette commande fait { $length } caractères ; une commande en fait au plus { $limit }.
core-shorten = Raccourcissez-la : un nom peut être abrégé en un préfixe unique.
core-the-command = commande
core-must-be-at-least = La valeur { $where } doit être au moins { $bound }.
core-must-be-at-most = La valeur { $where } doit être au plus { $bound }.
core-must-be-more-than = La valeur { $where } doit être supérieure à { $bound }.
core-must-be-less-than = La valeur { $where } doit être inférieure à { $bound }.
core-must-be-number = La valeur { $where } doit être un nombre, comme 3 ou 3,5.
core-must-be-number-not = La valeur { $where } doit être un nombre, comme 3 ou 3,5, pas `{ $typed }`.
core-must-be-whole = La valeur { $where } doit être un nombre entier.
core-must-be-whole-not = La valeur { $where } doit être un nombre entier, pas `{ $typed }`.
core-missing = Il manque : { $where }.
core-not-an-argument = `{ $where }` n'est pas un argument de cette commande.
core-not-valid = Non valable ici : { $where }.
core-moderator-command = `{ $command }` est une commande du modérateur.
core-ask-moderator = Demandez à un modérateur.
core-moderator-commands = Commandes du modérateur : { $names }.
core-moves-now = { $rest ->
    [0] Vos coups possibles : { $moves }.
   *[other] Vos coups possibles : { $moves } et { $rest } de plus.
}
core-choices-now = { $rest ->
    [0] Vos choix possibles : { $moves }.
   *[other] Vos choix possibles : { $moves } et { $rest } de plus.
}
core-sentence = { $text }.
