# The deadline clock's reminders (by DM) and notices (in the channel) (bot/deadlines.py).
bot-deadlines-reminder = Przypomnienie (gra { $game }): { $prompt } Wybór domyślny zostanie zastosowany <t:{ $when }:R> (<t:{ $when }:f>).
bot-deadlines-stale = W grze { $game } minęło ponad { $deadlines } terminy ({ $deadlines } x { $minutes } min) bez żadnego ruchu. Gra czeka na: { $seats }. Moderatorzy: `/mod force` stosuje teraz wybory domyślne (`/mod force <seat>` dla jednego miejsca), `/admin replace` przekazuje miejsce innemu graczowi, `/admin pause` wstrzymuje grę.
