# The deadline clock's reminders (by DM) and notices (in the channel) (bot/deadlines.py).
bot-deadlines-reminder = Reminder (game { $game }): { $prompt } The default is applied <t:{ $when }:R> (<t:{ $when }:f>).
bot-deadlines-stale = Game { $game } has gone more than { $deadlines } deadlines ({ $deadlines } x { $minutes } minutes) with nothing played. It waits for { $seats }. Moderators: `/mod force` applies the defaults now (`/mod force <seat>` one seat's), `/admin replace` gives a seat to another player, `/admin pause` rests the game.
