# Naming the players of a new game (bot/messages.py).
bot-messages-no-mention = `{ $part }` ne commence pas par la @mention d'un joueur. Exemple : `{ $example }`.
