# A game's record (record.py): reading a record file and replaying it. `$number` is a
# command's place in the log (from 1), `$actor` the seat that gave it, `$command` its words;
# `$recorded` and `$version` are rules versions, `$game` a game's name; `$field`, `$error`
# and `$problem` may be the JSON reader's or the schema checker's words (in English).
core-record-not-json = This file is not a game record: it is not JSON ({ $error }).
core-record-not-object = This file is not a game record: its JSON is not an object with the record's fields.
core-record-export-hint = Give the file exactly as `/mod export` or the table's `export` wrote it.
core-record-format = This record is in format { $format }; this release reads format { $known } only.
core-record-field = This record does not fit the record's schema at `{ $field }`: { $problem }.
core-record-unknown-game = This record is of a game this bot does not run: `{ $game }` (it runs { $games }).
core-record-rules = This record's commands were recorded by version { $recorded } of the { $game } rules; this release plays version { $version }, which does not replay them.
core-record-rules-hint = Import it with a release that plays version { $recorded }, or go on with the game where it was recorded.
core-record-file-path = This record names a file for `{ $option }` instead of keeping its contents, so it cannot be rebuilt here.
core-record-origin = This record's game cannot be set up: { $problem }.
core-record-seats = This record's seats ({ $listed }) are not the seats its game deals ({ $dealt }).
core-record-refused = Command { $number } of the record (`{ $command }`, by { $actor }) is refused by the rules: { $reason }
core-record-differs = The game differs from the record from command { $number } on (`{ $command }`, by { $actor }): the state after it is not the one recorded.
core-record-differs-hint = The record was edited or damaged after it was written: export it again from the game.
core-record-final-differs = The record's final state is not the state its { $count } commands reach.
core-record-not-replayable = This game's command log no longer rebuilds its state, so it has no record that could be checked.
