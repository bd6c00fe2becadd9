# Reading a typed command (commands.py, reading.py). `$where` is an argument's name as typed
# (`sector=9`), `$usage` a usage line (`bid <amount>`), `$line`, `$typed`, `$key` what the
# player typed; all stay as they are in every language.
core-log-unknown-command = Unknown command in the log.
core-empty-command = Empty command.
core-type-help = Type `help` for the commands.
core-unreadable = Could not read `{ $line }`.
core-usage = Usage: `{ $usage }`
core-must-be = The { $where } must be { $expected }, not `{ $typed }`.
core-expected-whole-number = a whole number
core-expected-yes-or-no = yes or no
core-expected-one-of = one of { $choices }
core-given-twice = `{ $key }` is given twice.
core-no-such-argument = `{ $command }` has no argument `{ $key }`.
core-did-you-mean = Did you mean { $names }?
core-or = { $first } or { $second }
core-too-long = That command is { $length } characters long; commands are at most { $limit }.
core-shorten = Shorten it: names may be abbreviated to a unique prefix.
core-the-command = command
core-must-be-at-least = The { $where } must be at least { $bound }.
core-must-be-at-most = The { $where } must be at most { $bound }.
core-must-be-more-than = The { $where } must be more than { $bound }.
core-must-be-less-than = The { $where } must be less than { $bound }.
core-must-be-number = The { $where } must be a number, like 3 or 3.5.
core-must-be-number-not = The { $where } must be a number, like 3 or 3.5, not `{ $typed }`.
core-must-be-whole = The { $where } must be a whole number.
core-must-be-whole-not = The { $where } must be a whole number, not `{ $typed }`.
core-missing = Missing: the { $where }.
core-not-an-argument = `{ $where }` is not an argument of this command.
core-not-valid = Not valid here: the { $where }.
core-moderator-command = `{ $command }` is a moderator command.
core-ask-moderator = Ask a moderator.
core-moderator-commands = Moderator commands: { $names }.
# `$moves`: typed commands in backticks; `$rest`: how many more are not shown (0: none).
core-moves-now = { $rest ->
    [0] Your moves now: { $moves }.
   *[other] Your moves now: { $moves } and { $rest } more.
}
core-choices-now = { $rest ->
    [0] Your choices now: { $moves }.
   *[other] Your choices now: { $moves } and { $rest } more.
}
# A part of a refusal that ends without a stop, made a sentence.
core-sentence = { $text }.
