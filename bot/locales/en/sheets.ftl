# A seat's sheet, the moderators' table and a seat's history (bot/sheets.py).
bot-sheets-continued = { $title } (continued)
bot-sheets-nothing = nothing
bot-sheets-told-only = Told only to this seat, latest
bot-sheets-seat-title = Game { $game }: { $title }
bot-sheets-deadline = Deadline
bot-sheets-no-deadline = None: the game waits for you, or for a moderator's `force`.
bot-sheets-deadline-at = { $when }, then the default applies.
bot-sheets-awaited = { $seat } ({ $kind }): { $prompt }
bot-sheets-now = Now
bot-sheets-seats = Seats
bot-sheets-waiting-for = Waiting for
bot-sheets-nobody = nobody
bot-sheets-table-title = Game { $game } ({ $title }), for moderators
bot-sheets-to-you = (to you) { $text }
bot-sheets-no-history = Game { $game } has no history yet.
bot-sheets-history-pages = Game { $game } has { $count } page(s) of history: ask for page 1 (the latest) to { $count }.
bot-sheets-history-head = Game { $game }, history of seat { $seat }, page { $page } of { $count } (1 is the latest; `{ $to_you }` marks what only this seat was told, `{ $taken_back }` what a moderator's undo took back):
