# Each seat's private thread (bot/threads.py). $option: the option's name, as typed.
bot-threads-need-text-channel = `{ $option }` needs a text channel to make the seats' threads in, and this is { $what }: create the game in a text channel, or leave `{ $option }` out.
bot-threads-a-thread = a thread
bot-threads-not-one = not one
bot-threads-name = { $seat }: game { $game }
bot-threads-reason = private messages of seat { $seat }
