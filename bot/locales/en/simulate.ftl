# The simulator and the demo on the command line (bot/simulate.py).
bot-simulate-options-refused = Options refused: { $reason }
bot-simulate-options-random = options: a random set per game
bot-simulate-options = options: { $rules }
bot-simulate-options-default = options: the defaults
bot-simulate-failed = game seed { $seed }: { $error }
bot-simulate-figures = { $games } games ({ $jobs } processes), { $failed } failed, { $elapsed }s: { $rate } games/s; commands per game: mean { $mean }, max { $most }
bot-simulate-winners = winners: { $winners }
bot-simulate-ended-at = ended at: { $ended }
bot-simulate-players = players: { $players }
bot-simulate-turns = { $count ->
    [one] { $count } turn
   *[other] { $count } turns
}
bot-simulate-steps = { $count ->
    [one] { $count } step
   *[other] { $count } steps
}
bot-simulate-demo-stopped = (demo stopped after { $played } of play; `{ $command }` to play)
bot-simulate-threats = could win at a turn's end: { $threatened } turns, { $stopped } of them stopped ({ $share }%)
bot-simulate-shares = wins: bots { $bots }% (holding { $bot_seats }% of the seats), random agents { $agents }% ({ $agent_seats }%), a side no seat held { $unseated }%; bot moves refused: { $fallbacks }
bot-simulate-sides = each side's wins, of the games a seat held it:
bot-simulate-side = { "  " }{ $side }: { $won } of { $seated } ({ $share }%)
bot-simulate-side-bots = { $line }; held by a bot: { $won } of { $seated }
