# The simulator and the demo on the command line (bot/simulate.py).
bot-simulate-options-refused = Options refusées : { $reason }
bot-simulate-options-random = options : un jeu d'options au hasard par partie
bot-simulate-options = options : { $rules }
bot-simulate-options-default = options : celles par défaut
bot-simulate-failed = partie de graine { $seed } : { $error }
bot-simulate-figures = { $games } parties ({ $jobs } processus), { $failed } en échec, { $elapsed } s : { $rate } parties/s ; commandes par partie : moyenne { $mean }, max { $most }
bot-simulate-winners = vainqueurs : { $winners }
bot-simulate-ended-at = terminées à : { $ended }
bot-simulate-players = joueurs : { $players }
bot-simulate-turns = { $count ->
    [one] { $count } tour
   *[other] { $count } tours
}
bot-simulate-steps = { $count ->
    [one] { $count } étape
   *[other] { $count } étapes
}
bot-simulate-demo-stopped = (démonstration arrêtée après { $played } de jeu ; `{ $command }` pour jouer)
bot-simulate-threats = auraient pu gagner en fin de tour : { $threatened } tours, dont { $stopped } arrêtés ({ $share } %)
bot-simulate-shares = victoires : bots { $bots } % (avec { $bot_seats } % des places), agents aléatoires { $agents } % ({ $agent_seats } %), une faction sans place { $unseated } % ; coups de bot refusés : { $fallbacks }
bot-simulate-sides = victoires de chaque faction, sur les parties où une place la tenait :
bot-simulate-side = { "  " }{ $side } : { $won } sur { $seated } ({ $share } %)
bot-simulate-side-bots = { $line } ; tenue par un bot : { $won } sur { $seated }
