bot-cmd-game-start-bots = ile miejsc więcej zajmą boty, oprócz zapisanych graczy
bot-lobby-with-bots-count = Zapisani: { $players }, boty: { $bots }; gra { $title } wymaga łącznie od { $least } do { $most } miejsc.
