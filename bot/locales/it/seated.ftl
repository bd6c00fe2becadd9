# Seats held by bots: how the channel marks them, and the clock handing a seat over (bot/seated.py, bot/service.py).
bot-seats-marked = { $seat } (bot)
bot-seats-handed-over = Il posto { $seat } della partita { $game } ha lasciato scadere { $deadlines } termini di fila senza risposta: d'ora in poi lo gioca un bot (un moderatore lo restituisce a una persona con `/admin replace`).
