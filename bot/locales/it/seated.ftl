# Seats held by bots: how the channel marks them, and the clock handing a seat over (bot/seated.py, bot/service.py).
bot-seats-marked = { $seat } (bot)
bot-seats-handed-over = Il posto { $seat } della partita { $game } ha lasciato senza risposta le sue decisioni per questo numero di scadenze di fila: { $deadlines }. D'ora in poi lo gioca un bot (un moderatore lo restituisce a una persona con `/admin replace`).
