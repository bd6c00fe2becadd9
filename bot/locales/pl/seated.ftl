# Seats held by bots: how the channel marks them, and the clock handing a seat over (bot/seated.py, bot/service.py).
bot-seats-marked = { $seat } (bot)
bot-seats-handed-over = Miejsce { $seat } w grze { $game } zostawiło decyzje bez odpowiedzi przez tyle terminów z rzędu: { $deadlines }. Od teraz gra na nim bot (moderator oddaje je osobie przez `/admin replace`).
