bot-cmd-game-start-bots = how many more seats bots play, beside those signed up
bot-lobby-with-bots-count = Signed up: { $players }, bots: { $bots }; a game of { $title } needs { $least } to { $most } seats in all.
