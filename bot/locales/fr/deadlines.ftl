# The deadline clock's reminders (by DM) and notices (in the channel) (bot/deadlines.py).
bot-deadlines-reminder = Rappel (partie { $game }) : { $prompt } Le choix par défaut s'applique <t:{ $when }:R> (<t:{ $when }:f>).
bot-deadlines-stale = La partie { $game } a dépassé { $deadlines } échéances ({ $deadlines } x { $minutes } minutes) sans que personne ne joue. Elle attend { $seats }. Modérateurs : `/mod force` applique maintenant les choix par défaut (`/mod force <seat>` ceux d'une place), `/admin replace` donne une place à un autre joueur, `/admin pause` met la partie en pause.
