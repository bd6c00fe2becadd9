# What a seat may type now (bot/guide.py). $moves: typed commands, `take 1`, `take 2`.
bot-guide-now = (ora: { $moves })
bot-guide-nobody = Ora la partita non aspetta nessuno.
bot-guide-waits-for = La partita aspetta { $seats }.
bot-guide-nothing-now = niente per ora
bot-guide-accepted = Accettato; non viene annunciato nulla. { $waiting }
