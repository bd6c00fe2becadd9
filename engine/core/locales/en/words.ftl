# Words every message may use: how a list ends.
core-listing = { $rest } and { $last }
# A refusal and the section of the rulebook that forbids it.
core-rule-cited = { $message } ({ $rule })
core-unknown-command = Unknown command `{ $word }`.
# Counts every game uses.
core-tokens = { $count ->
    [one] { $count } token
   *[other] { $count } tokens
}
core-spice = { $count } spice
