# Each seat's private thread (bot/threads.py). $option: the option's name, as typed.
bot-threads-need-text-channel = `{ $option }` richiede un canale testuale in cui creare i thread dei posti, e questo { $what }: crea la partita in un canale testuale, oppure togli `{ $option }`.
bot-threads-a-thread = è un thread
bot-threads-not-one = non lo è
bot-threads-name = { $seat }: partita { $game }
bot-threads-reason = messaggi privati del posto { $seat }
