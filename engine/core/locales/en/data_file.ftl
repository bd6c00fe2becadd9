# Game data files (data_file.py) and replaying a game (session.py). `$option` is an option's
# name, `$file` a file's name, `$kind` and `$noun` the game's words for the file and what
# it should hold; `$error` and `$problem` may be the system's or the JSON reader's words.
core-data-untypable = `{ $name }` cannot be typed back at the table: a name is letters, digits, spaces and { $marks } only, beginning with a letter or a digit
core-data-give-json = Give a JSON file in UTF-8, or leave `{ $option }` out for its default.
core-data-unreadable = The `{ $option }` file `{ $file }` cannot be read ({ $error }).
core-data-not-utf8 = The `{ $option }` file `{ $file }` is not UTF-8 text (byte { $byte }).
core-data-altered = The { $kind } kept in this game (`{ $file }`) does not match its hash: the stored game was altered.
core-data-restore = Restore the game from a backup.
core-data-too-deep = The { $kind } file `{ $file }` is not { $noun }: it is nested too deeply.
core-data-invalid = The { $kind } file `{ $file }` is not { $noun }: { $problem }.
core-data-problem-at = { $where }: { $problem }
core-replay-version = This game's commands were recorded by version { $recorded } of the { $game } rules; version { $version } does not replay them.
core-replay-file-not-kept = This game was created before its `{ $option }` file was kept in the game, so it cannot be rebuilt without reading that file again, which may have changed since: undo cannot go back in this game.
core-mend-instead = Mend the position with the moderator's repair commands instead (`help` lists them).
core-undo-too-many = Cannot undo { $count } command(s): the game has { $logged }.
core-undo-between = Undo between 1 and { $logged }.
core-undo-version = This game was begun under version { $recorded } of the { $game } rules, which recorded its first commands; this release plays version { $version }, which does not replay them, so undo cannot go back in this game.
