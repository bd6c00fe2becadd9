# The waiting line a game's channel is shown (bot/outbox.py). $seats: `@alice (bid), bob (vote)`.
bot-outbox-waiting = Waiting for { $seats }.
bot-outbox-waiting-until = Waiting for { $seats }. Deadline <t:{ $due }:R>, then the default applies.
