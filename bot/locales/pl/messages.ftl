# Naming the players of a new game (bot/messages.py).
bot-messages-no-mention = `{ $part }` nie zaczyna się od @wzmianki o graczu. Przykład: `{ $example }`.
