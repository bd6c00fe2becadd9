# The local table in the terminal (bot/table.py). Table words (`view <seat>`, `board`) and
# commands stay as typed.
bot-table-whose = Say whose command it is, `<seat>: <command>`; seats: { $seats }.
bot-table-no-seat = No seat `{ $seat }`; seats: { $seats }.
bot-table-waiting-for = waiting for { $seat }: { $prompt }
bot-table-unknown-word = `{ $word }` is neither `<seat>: <command>` nor a table word ({ $words }, help, quit).
bot-table-moderator-commands = moderator:
bot-table-may-now-use = { $seat } may now use: { $commands }
bot-table-moderator-may-use = { $seat } (moderator) may use: { $commands }
bot-table-help-more = `help <seat>` shows their usage and moves now; `help all` every command of the game.
bot-table-words = table: { $words }
bot-table-no-command-now = { $seat } may use no command now. { $waiting }
bot-table-rules-chosen = Rules chosen: { $rules }.
bot-table-rules-default = Rules chosen: the defaults.
bot-table-unknown-ruleset = Unknown ruleset { $ruleset }; known: { $known }
bot-table-cannot-resume = Cannot resume game { $game } from { $db }: { $reason }
bot-table-no-database = there is no such database file. Give the --db the game was played in.
bot-table-seats-required = --seats is required for a new game (or --game ID to resume)
bot-table-cannot-start = Cannot start the game: { $reason }
bot-table-bad-seed = --seed takes a whole number from 0 to { $most }, not { $seed }.
bot-table-header = Game { $game } ({ $db }), seed { $seed }
