# A game's record as a file (bot/records.py): its export and import.
bot-record-moving = The game moved on twice while its record was being written: export it again.
bot-record-too-large = This file is { $size } KB; a game record is at most { $most } KB.
bot-record-channel-busy = This channel holds game { $game }, which is still going on: a channel holds one live game.
bot-record-channel-signup = This channel has a sign-up open: a channel holds one game at a time.
bot-record-channel-hint = Import the record in a channel without a live game or sign-up.
bot-record-not-downloaded = The file `{ $file }` could not be downloaded from Discord (HTTP { $status }): attach it again.
bot-record-imported = { $count ->
    [one] Game { $game } is imported in this channel: { $count } command replayed, reaching the state its record holds. Its board and what it waits for are posted now.
   *[other] Game { $game } is imported in this channel: { $count } commands replayed, each reaching the state its record holds. Its board and what it waits for are posted now.
}
bot-record-exported = The record of game { $game }: its options, seed, seats and every command with its time. `/admin import` in another channel or server, or the table's `--import`, plays it on from here.
bot-record-still-running = Game { $game } is still going on, and its record holds every secret (hands, plans, the seed): it is shared once the game has ended.
bot-record-moderators-hint = A moderator can export it now with `/mod export`, privately.
bot-cmd-admin-import = Create a game in this channel from a record file (`/mod export`), replayed and checked.
bot-cmd-admin-import-file = the record file (JSON), as `/mod export` wrote it
bot-cmd-game-export = The record of a game that has ended, as a file (moderators: `/mod export`).
bot-table-export-where = Name the file to write the record to: `export game.json`.
bot-table-export-failed = The record could not be written to `{ $file }` ({ $error }).
bot-table-exported = Game { $game }'s record (at version { $version }) is written to { $file }; it holds every secret of the game.
bot-table-cannot-import = The record `{ $file }` cannot be imported: { $reason }
bot-table-import-unreadable = the file cannot be read ({ $error }).
bot-table-import-alone = `--import` makes a new game from its record: give it without `--game` and `--seats`.
