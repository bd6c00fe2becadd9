# A seat's sheet (/game view, /mod view), the moderators' table and a seat's history
# (/game history): the bot's own parts of them.

bot-sheet-continued = { $title } (continued)
bot-sheet-nothing = nothing
bot-sheet-title = Game { $game }: { $title }
bot-sheet-told = Told only to this seat, latest
bot-sheet-deadline = Deadline
bot-sheet-no-deadline = None: the game waits for you, or for a moderator's `force`.
bot-sheet-deadline-due = { $when }, then the default applies.
bot-sheet-now = Now
bot-sheet-seats = Seats
bot-sheet-waiting = Waiting for
bot-sheet-nobody = nobody
bot-sheet-table-title = Game { $game } ({ $title }), for moderators
bot-sheet-to-you = (to you)
bot-sheet-no-history = Game { $game } has no history yet.
bot-sheet-history-pages = Game { $game } has { $count } page(s) of history: ask for page 1 (the latest) to { $count }.
bot-sheet-history = Game { $game }, history of seat { $seat }, page { $page } of { $count } (1 is the latest; `{ $private }` marks what only this seat was told, `{ $undone }` what a moderator's undo took back):
