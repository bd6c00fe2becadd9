# The summary a game's channel gets when the game ends (bot/ending.py).
bot-ending-won = La partie { $game } est terminée. Victoire : { $winners }.
bot-ending-by-moderator = La partie { $game } a été terminée par un modérateur, sans vainqueur.
bot-ending-no-winner = La partie { $game } est terminée, sans vainqueur.
bot-ending-ended-on = Terminée : { $when }.
bot-ending-freed = Ce salon est de nouveau libre : `/game create` y lance une nouvelle partie.
