# The summary a game's channel gets when the game ends (bot/ending.py).
bot-ending-won = La partita { $game } è finita. Vittoria: { $winners }.
bot-ending-by-moderator = La partita { $game } è stata conclusa da un moderatore, senza vincitori.
bot-ending-no-winner = La partita { $game } è finita, senza vincitori.
bot-ending-ended-on = Conclusa: { $when }.
bot-ending-freed = Questo canale è di nuovo libero: `/game create` inizia qui una nuova partita.
