# The summary a game's channel gets when the game ends (bot/ending.py).
bot-ending-won = Game { $game } is over: won by { $winners }.
bot-ending-by-moderator = Game { $game } was ended by a moderator, with no winner.
bot-ending-no-winner = Game { $game } is over, with no winner.
bot-ending-ended-on = Ended on: { $when }.
bot-ending-freed = This channel is free again: `/game create` starts a new game here.
