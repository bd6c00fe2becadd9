# The simulator and the demo on the command line (bot/simulate.py).
bot-simulate-options-refused = Opzioni rifiutate: { $reason }
bot-simulate-options-random = opzioni: un insieme casuale per partita
bot-simulate-options = opzioni: { $rules }
bot-simulate-options-default = opzioni: quelle predefinite
bot-simulate-failed = partita con seme { $seed }: { $error }
bot-simulate-figures = { $games } partite ({ $jobs } processi), { $failed } fallite, { $elapsed } s: { $rate } partite/s; comandi per partita: media { $mean }, massimo { $most }
bot-simulate-winners = vincitori: { $winners }
bot-simulate-ended-at = concluse a: { $ended }
bot-simulate-players = giocatori: { $players }
bot-simulate-turns = { $count ->
    [one] { $count } turno
   *[other] { $count } turni
}
bot-simulate-steps = { $count ->
    [one] { $count } fase
   *[other] { $count } fasi
}
bot-simulate-demo-stopped = (dimostrazione fermata dopo { $played } di gioco; `{ $command }` per giocare)
bot-simulate-threats = avrebbero potuto vincere a fine turno: { $threatened } turni, { $stopped } fermati ({ $share }%)
bot-simulate-shares = vittorie: bot { $bots }% (con il { $bot_seats }% dei posti), agenti casuali { $agents }% ({ $agent_seats }%), una fazione senza posto { $unseated }%; mosse dei bot rifiutate: { $fallbacks }
bot-simulate-sides = vittorie di ogni fazione, sulle partite in cui un posto la teneva:
bot-simulate-side = { "  " }{ $side }: { $won } su { $seated } ({ $share }%)
bot-simulate-side-bots = { $line }; tenuta da un bot: { $won } su { $seated }
