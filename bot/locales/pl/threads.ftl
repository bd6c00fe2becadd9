# Each seat's private thread (bot/threads.py). $option: the option's name, as typed.
bot-threads-need-text-channel = `{ $option }` wymaga kanału tekstowego, w którym powstaną wątki miejsc, a ten { $what }: utwórz grę na kanale tekstowym albo pomiń `{ $option }`.
bot-threads-a-thread = jest wątkiem
bot-threads-not-one = nim nie jest
bot-threads-name = { $seat }: gra { $game }
bot-threads-reason = prywatne wiadomości miejsca { $seat }
