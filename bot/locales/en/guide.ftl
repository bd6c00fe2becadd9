# What a seat may type now (bot/guide.py). $moves: typed commands, `take 1`, `take 2`.
bot-guide-now = (now: { $moves })
bot-guide-nobody = The game waits for nobody now.
bot-guide-waits-for = The game waits for { $seats }.
bot-guide-nothing-now = nothing now
bot-guide-accepted = Accepted; nothing is announced. { $waiting }
