core-listing = { $rest } e { $last }
core-rule-cited = { $message } ({ $rule })
core-unknown-command = Comando sconosciuto `{ $word }`.
core-tokens = { $count ->
    [one] { $count } gettone
   *[other] { $count } gettoni
}
core-spice = { $count } di spezia
