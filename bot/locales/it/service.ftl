# The game service's refusals and notes (bot/service.py).
bot-service-db-busy = il database è occupato; non è cambiato nulla, riprova.
bot-service-db-read-only = il database è in sola lettura; non è cambiato nulla. Chiedi a chi ospita il bot di renderlo scrivibile.
bot-service-db-disk = il disco ha rifiutato la scrittura; non è cambiato nulla. Chiedi a chi ospita il bot di liberare spazio.
bot-service-db-refused = il database ha rifiutato la scrittura; non è cambiato nulla. Chiedi a chi ospita il bot di controllarne il log.
bot-service-not-saved = { $what }: { $reason }
bot-service-move-not-saved = La tua mossa non è stata salvata
bot-service-game-not-created = La partita non è stata creata
bot-service-unknown-game = `{ $name }` non è un gioco che conosco.
bot-service-games = Giochi: { $games }.
bot-service-paused = Un moderatore ha messo in pausa questa partita.
bot-service-wait-for-resume = Attendi `resume`.
bot-service-ended = Questa partita è finita.
bot-service-undo-the-end = Il comando `/mod undo` di un moderatore annulla il comando che l'ha conclusa.
bot-service-already-ended = La partita { $game } è già finita.
bot-service-create-anew = `/game create` inizia una nuova partita nel suo canale.
bot-service-channel-taken = Nel canale di questa partita è ora in corso la partita { $live }, quindi la partita { $game } resta conclusa.
bot-service-no-such-seat = Nessun posto `{ $seat }` nella partita { $game }.
bot-service-seats = Posti: { $seats }.
bot-service-holds-a-seat = Quel giocatore occupa già il posto `{ $seat }` in questa partita.
bot-service-cannot-load = { $ruleset } (non può essere caricata)
bot-service-taken-back = (annullato) { $text }
bot-service-undo-moderators = Solo un moderatore può annullare.
bot-service-undoes = { $count ->
    [one] Il moderatore annulla l'ultimo comando.
   *[other] Il moderatore annulla gli ultimi { $count } comandi.
}
bot-service-took-back = Annullato { $n }: { $actor }: `{ $command }`
bot-service-unknown-language = Non parlo `{ $language }`: scegli tra { $languages }.
