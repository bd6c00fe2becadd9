# Each seat's private thread (bot/threads.py). $option: the option's name, as typed.
bot-threads-need-text-channel = `{ $option }` a besoin d'un salon textuel pour y créer les fils des places, et celui-ci { $what } : créez la partie dans un salon textuel, ou retirez `{ $option }`.
bot-threads-a-thread = est un fil
bot-threads-not-one = n'en est pas un
bot-threads-name = { $seat } : partie { $game }
bot-threads-reason = messages privés de la place { $seat }
