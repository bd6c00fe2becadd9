core-listing = { $rest } i { $last }
core-rule-cited = { $message } ({ $rule })
core-unknown-command = Nieznane polecenie `{ $word }`.
core-tokens = { $count ->
    [one] { $count } żeton
    [few] { $count } żetony
   *[many] { $count } żetonów
}
core-spice = { $count ->
    [one] { $count } jednostka przyprawy
    [few] { $count } jednostki przyprawy
   *[many] { $count } jednostek przyprawy
}
