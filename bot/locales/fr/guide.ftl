# What a seat may type now (bot/guide.py). $moves: typed commands, `take 1`, `take 2`.
bot-guide-now = (maintenant : { $moves })
bot-guide-nobody = La partie n'attend personne pour l'instant.
bot-guide-waits-for = La partie attend { $seats }.
bot-guide-nothing-now = rien pour l'instant
bot-guide-accepted = Accepté ; rien n'est annoncé. { $waiting }
