# Naming the players of a new game (bot/messages.py).
bot-messages-no-mention = `{ $part }` non inizia con la @menzione di un giocatore. Esempio: `{ $example }`.
