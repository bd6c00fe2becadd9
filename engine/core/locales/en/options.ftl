# A game's options (options.py). `$name` is an option's name and `$typed` what was typed:
# they stay as they are (`deadline_minutes=30`).
core-quiet-format = quiet hours are `<from>-<to>` in hours of the day, e.g. `23-08` or `22:30-07:00`
core-quiet-times = quiet hours are times of the day, from 00:00 to 23:59
core-quiet-same = quiet hours must end at another time than they begin
core-timezone-unknown = not a time zone of the tz database; write it as `Europe/Rome` or `UTC`
core-options-one-preset = Choose one preset, not both `{ $first }` and `{ $second }`; add single options after it.
core-options-needs-value = `{ $name }` needs a value: `{ $name }={ $example }`.
core-options-not-an-option = `{ $typed }` is not an option of this game.
core-options-preset-needs-name = `preset` needs a name: `preset=<name>`.
core-options-presets = Presets: { $names }.
core-options-no-presets = Presets: none.
core-options-not-a-preset = `{ $typed }` is not a preset of this game.
core-options-yes-or-no = `{ $name }` is yes or no, not `{ $typed }`.
core-options-whole-number = `{ $name }` is a whole number, not `{ $typed }`.
core-options-whole-number-between = `{ $name }` is a whole number from { $low } to { $high }, not `{ $typed }`.
core-options-do-not-fit = These options do not fit together.
core-options-invalid = `{ $name }`: { $error }.
core-options-must-be = `{ $name }` must be { $kind }.
core-options-must-be-between = `{ $name }` must be { $kind } from { $low } to { $high }.
core-kind-yes-or-no = yes or no
core-kind-whole-number = a whole number
core-kind-text = text
core-options-usage = Options (name=value): { $options }.
core-options-none = No options.
core-options-usage-presets = { $usage } Presets: { $presets } (single options after a preset go on top of it).

# The options every game shares, as `/game options` and the table's help describe them. A
# game's own options are `<game>-option-<field>` in the game's files (docs/translating.md).
core-option-deadline-minutes = Asynchronous play: minutes a decision may wait before its default is applied (reminders go out at a half and at nine tenths of it); none: wait for a moderator.
core-option-bot-after = Hand a seat to a bot once this many deadlines in a row have passed with the seat's decisions unanswered; none: never.
core-option-private-threads = Send each seat's private messages to a private thread of the game's channel (the player's, seen by moderators who manage threads) instead of by DM.
core-option-quiet = Quiet hours, e.g. `23-08` (from 23:00 to 08:00 in the game's `timezone`): the deadline clock stops, so no deadline passes in them, and nobody is pinged or reminded; none: the clock always runs.
core-option-timezone = The time zone the quiet hours are read in, as the tz database names it: `Europe/Rome`, `America/New_York`.
core-option-language = The language of what the game posts in its channel: `en`, `it`, `fr` or `pl` (each player reads their own messages in their own language). A game created without it speaks the server's language when the bot speaks it.
