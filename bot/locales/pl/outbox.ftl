# The waiting line a game's channel is shown (bot/outbox.py). $seats: `@alice (bid), bob (vote)`.
bot-outbox-waiting = Czekamy na: { $seats }.
bot-outbox-waiting-until = Czekamy na: { $seats }. Termin <t:{ $due }:R>, potem obowiązuje wybór domyślny.
