# What every game shares (base.py): the core moderator commands' refusals and events, where
# the game stands, the default seat sheet. `$seat` is a seat's (player's) name, `$kind` a
# decision's kind and `$command` a command, as typed.
core-moderator-does-not-play = The moderator does not play `{ $command }` for a seat.
core-use-force = Use `force` to apply a seat's default choice.
core-game-over = The game is over.
core-no-seat = `{ $seat }` has no seat in this game.
core-seats = Seats: { $seats }
core-forced-by-moderator = Moderator applies the default for { $seat } (`{ $kind }`).
core-forced-by-deadline = The deadline passed: default for { $seat } (`{ $kind }`).
core-undo-elsewhere = Undo is done by the table or the bot, which keep the history.
core-not-waiting = The game is not waiting for anyone.
core-not-waiting-for = The game is not waiting for { $seat }.
core-waiting-for = Waiting for: { $seats }.
# `$line` is the game's status line.
core-now = Now: { $line }.
core-now-waiting = Now: { $line }; waiting for { $waiting }.
# `$label` is what the game calls a side (faction, colour): a message with a `.gender`
# for Italian and French (`$label_gender`).
core-not-seat-nor-side = `{ $typed }` is neither a seat nor a { $label } in this game.
core-seats-sides = Seats: { $seats }.
core-seat-side = { $seat } ({ $side })
core-not-a-side = `{ $typed }` is not a { $label } of this game.
core-sides-are = { $label }: { $sides }.
core-sheet-spectator = Spectator
core-sheet-private = Known only to you
core-sheet-nothing = nothing
core-sheet-public = Yours, seen by all
core-sheet-waiting = Waiting for you
core-sheet-field = { $key }: { $value }
core-decision = `{ $kind }`: { $prompt }
core-decision-default = default if nobody answers: `{ $command }`
core-no-topic = This game has no `{ $topic }` to look up.
core-topics = Topics: { $topics }.
core-deadline-set = Moderator sets the deadline: { $minutes } minute(s) per decision, then the default applies.
core-deadline-removed = Moderator removes the deadline: the game waits for every decision (or a moderator).
core-sheet-none = none
core-sheet-yes = yes
core-sheet-no = no
