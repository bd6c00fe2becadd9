# What a seat may type now (bot/guide.py). $moves: typed commands, `take 1`, `take 2`.
bot-guide-now = (teraz: { $moves })
bot-guide-nobody = Gra nie czeka teraz na nikogo.
bot-guide-waits-for = Gra czeka na: { $seats }.
bot-guide-nothing-now = na razie nic
bot-guide-accepted = Przyjęto; nic nie jest ogłaszane. { $waiting }
