# What a game's channel is told when a message could not be delivered (bot/delivery.py).
bot-delivery-no-dm = Non riesco a scrivere in privato a { $seat }: apri i tuoi messaggi diretti, oppure usa qui `/game view` per leggere in privato i tuoi segreti.
bot-delivery-no-thread = Non riesco ad aprire o a scrivere nel thread privato di { $seat }: in questo canale mi servono i permessi Crea thread privati e Invia messaggi nei thread. Nel frattempo { $seat } legge tutto in privato con `/game view` e `/game history`.
bot-delivery-this-channel = questo canale
bot-delivery-set-aside = Moderatori: un messaggio per { $who } non è stato consegnato ed è stato messo da parte ({ $why }). La partita continua.
bot-delivery-refused = Discord lo ha rifiutato
bot-delivery-no-answer = Discord non ha risposto
bot-delivery-ours = un errore da parte mia
