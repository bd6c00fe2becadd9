# Seats held by bots: how the channel marks them, and the clock handing a seat over (bot/seated.py, bot/service.py).
bot-seats-marked = { $seat } (bot)
bot-seats-handed-over = La place { $seat } de la partie { $game } a laissé passer { $deadlines } délais d'affilée sans réponse : un bot la joue désormais (un modérateur la rend à une personne avec `/admin replace`).
