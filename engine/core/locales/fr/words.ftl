core-listing = { $rest } et { $last }
core-rule-cited = { $message } ({ $rule })
core-unknown-command = Commande inconnue `{ $word }`.
core-tokens = { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
}
core-spice = { $count ->
    [one] { $count } épice
   *[other] { $count } épices
}
