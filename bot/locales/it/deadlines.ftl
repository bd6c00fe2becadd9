# The deadline clock's reminders (by DM) and notices (in the channel) (bot/deadlines.py).
bot-deadlines-reminder = Promemoria (partita { $game }): { $prompt } La scelta predefinita si applica <t:{ $when }:R> (<t:{ $when }:f>).
bot-deadlines-stale = La partita { $game } ha superato { $deadlines } scadenze ({ $deadlines } x { $minutes } minuti) senza che nessuno giocasse. Attende { $seats }. Moderatori: `/mod force` applica ora le scelte predefinite (`/mod force <seat>` quelle di un posto), `/admin replace` assegna un posto a un altro giocatore, `/admin pause` mette in pausa la partita.
