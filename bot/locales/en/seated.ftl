# Seats held by bots: how the channel marks them, and the clock handing a seat over (bot/seated.py, bot/service.py).
bot-seats-marked = { $seat } (bot)
bot-seats-handed-over = Seat { $seat } of game { $game } left its decisions unanswered at this many deadlines in a row: { $deadlines }. A bot plays it from now on (a moderator gives it back to a person with `/admin replace`).
