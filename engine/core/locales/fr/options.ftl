core-quiet-format = les heures calmes s'écrivent `<de>-<à>` en heures du jour, par exemple `23-08` ou `22:30-07:00`
core-quiet-times = les heures calmes sont des heures du jour, de 00:00 à 23:59
core-quiet-same = les heures calmes doivent finir à une autre heure que celle où elles commencent
core-timezone-unknown = ce n'est pas un fuseau horaire de la base tz ; écrivez-le comme `Europe/Rome` ou `UTC`
core-options-one-preset = Choisissez un seul préréglage, pas à la fois `{ $first }` et `{ $second }` ; ajoutez les options isolées après lui.
core-options-needs-value = `{ $name }` demande une valeur : `{ $name }={ $example }`.
core-options-not-an-option = `{ $typed }` n'est pas une option de ce jeu.
core-options-preset-needs-name = `preset` demande un nom : `preset=<nom>`.
core-options-presets = Préréglages : { $names }.
core-options-no-presets = Préréglages : aucun.
core-options-not-a-preset = `{ $typed }` n'est pas un préréglage de ce jeu.
core-options-yes-or-no = `{ $name }` vaut yes ou no, pas `{ $typed }`.
core-options-whole-number = `{ $name }` est un nombre entier, pas `{ $typed }`.
core-options-whole-number-between = `{ $name }` est un nombre entier de { $low } à { $high }, pas `{ $typed }`.
core-options-do-not-fit = Ces options ne vont pas ensemble.
core-options-invalid = `{ $name }` : { $error }.
core-options-must-be = `{ $name }` doit être { $kind }.
core-options-must-be-between = `{ $name }` doit être { $kind } de { $low } à { $high }.
core-kind-yes-or-no = yes ou no
core-kind-whole-number = un nombre entier
core-kind-text = un texte
core-options-usage = Options (nom=valeur) : { $options }.
core-options-none = Aucune option.
core-options-usage-presets = { $usage } Préréglages : { $presets } (les options isolées données après un préréglage l'emportent sur lui).
core-option-deadline-minutes = Jeu asynchrone : minutes qu'une décision peut attendre avant que son choix par défaut s'applique (des rappels partent à la moitié et aux neuf dixièmes du délai) ; none : on attend un modérateur.
core-option-bot-after = Confier une place à un bot après ce nombre de délais d'affilée passés sans réponse aux décisions de la place ; none : jamais.
core-option-private-threads = Envoyer les messages privés de chaque place dans un fil privé du salon de la partie (celui du joueur, vu par les modérateurs qui gèrent les fils) plutôt qu'en message privé.
core-option-quiet = Heures calmes, par exemple `23-08` (de 23:00 à 08:00 dans le `timezone` de la partie) : l'horloge des délais s'arrête, aucun délai n'expire pendant ces heures, et personne n'est mentionné ni relancé ; none : l'horloge tourne toujours.
core-option-timezone = Le fuseau horaire dans lequel on lit les heures calmes, tel que la base tz le nomme : `Europe/Rome`, `America/New_York`.
core-option-language = La langue de ce que la partie publie dans son salon : `en`, `it`, `fr` ou `pl` (chaque joueur lit ses propres messages dans sa langue). Une partie créée sans elle parle la langue du serveur, si le bot la parle.
