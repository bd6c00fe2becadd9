bot-cmd-game-start-bots = combien de places de plus jouent des bots, en plus des inscrits
bot-lobby-with-bots-count = Inscrits : { $players }, bots : { $bots } ; une partie de { $title } demande de { $least } à { $most } places en tout.
