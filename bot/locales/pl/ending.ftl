# The summary a game's channel gets when the game ends (bot/ending.py).
bot-ending-won = Gra { $game } dobiegła końca. Wygrana: { $winners }.
bot-ending-by-moderator = Gra { $game } została zakończona przez moderatora, bez zwycięzcy.
bot-ending-no-winner = Gra { $game } dobiegła końca, bez zwycięzcy.
bot-ending-ended-on = Zakończona: { $when }.
bot-ending-freed = Ten kanał jest znów wolny: `/game create` rozpoczyna tu nową grę.
