# Naming the players of a new game (bot/messages.py).
bot-messages-no-mention = `{ $part }` does not start with a @mention of a player. Example: `{ $example }`.
