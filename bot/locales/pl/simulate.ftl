# The simulator and the demo on the command line (bot/simulate.py).
bot-simulate-options-refused = Odrzucone opcje: { $reason }
bot-simulate-options-random = opcje: losowy zestaw dla każdej gry
bot-simulate-options = opcje: { $rules }
bot-simulate-options-default = opcje: domyślne
bot-simulate-failed = gra o ziarnie { $seed }: { $error }
bot-simulate-figures = { $games } gier ({ $jobs } procesów), nieudanych: { $failed }, { $elapsed } s: { $rate } gier/s; poleceń na grę: średnio { $mean }, najwięcej { $most }
bot-simulate-winners = zwycięzcy: { $winners }
bot-simulate-ended-at = zakończone na: { $ended }
bot-simulate-players = gracze: { $players }
bot-simulate-turns = { $count ->
    [one] { $count } turze
   *[other] { $count } turach
}
bot-simulate-steps = { $count ->
    [one] { $count } kroku
   *[other] { $count } krokach
}
bot-simulate-demo-stopped = (pokaz zatrzymany po { $played } gry; `{ $command }`, aby zagrać)
bot-simulate-threats = mogli wygrać na koniec tury: { $threatened } tur, z tego { $stopped } powstrzymanych ({ $share }%)
bot-simulate-shares = zwycięstwa: boty { $bots }% (przy { $bot_seats }% miejsc), losowi agenci { $agents }% ({ $agent_seats }%), frakcja bez miejsca { $unseated }%; odrzucone ruchy botów: { $fallbacks }
bot-simulate-sides = zwycięstwa każdej frakcji, w partiach, w których miała miejsce:
bot-simulate-side = { "  " }{ $side }: { $won } z { $seated } ({ $share }%)
bot-simulate-side-bots = { $line }; prowadzona przez bota: { $won } z { $seated }
