# The waiting line a game's channel is shown (bot/outbox.py). $seats: `@alice (bid), bob (vote)`.
bot-outbox-waiting = In attesa di { $seats }.
bot-outbox-waiting-until = In attesa di { $seats }. Scadenza <t:{ $due }:R>, poi si applica la scelta predefinita.
