bot-cmd-game-start-bots = quanti posti in più giocano i bot, oltre agli iscritti
bot-lobby-with-bots-count = Iscritti: { $players }, bot: { $bots }; una partita di { $title } richiede da { $least } a { $most } posti in tutto.
