# Seats held by bots: how the channel marks them, and the clock handing a seat over (bot/seated.py, bot/service.py).
bot-seats-marked = { $seat } (bot)
bot-seats-handed-over = La place { $seat } de la partie { $game } a laissé ses décisions sans réponse à ce nombre de délais d'affilée : { $deadlines }. Un bot la joue désormais (un modérateur la rend à une personne avec `/admin replace`).
