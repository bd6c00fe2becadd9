# The waiting line a game's channel is shown (bot/outbox.py). $seats: `@alice (bid), bob (vote)`.
bot-outbox-waiting = En attente de { $seats }.
bot-outbox-waiting-until = En attente de { $seats }. Échéance <t:{ $due }:R>, puis le choix par défaut s'applique.
