# La scheda di un posto (/game view, /mod view), il tavolo dei moderatori e la cronologia
# di un posto (/game history): le parti del bot.

bot-sheet-continued = { $title } (continua)
bot-sheet-nothing = niente
bot-sheet-title = Partita { $game }: { $title }
bot-sheet-told = Detto solo a questo posto, i più recenti
bot-sheet-deadline = Scadenza
bot-sheet-no-deadline = Nessuna: la partita attende te, o il `force` di un moderatore.
bot-sheet-deadline-due = { $when }, poi si applica la scelta predefinita.
bot-sheet-now = Ora
bot-sheet-seats = Posti
bot-sheet-waiting = In attesa di
bot-sheet-nobody = nessuno
bot-sheet-table-title = Partita { $game } ({ $title }), per i moderatori
bot-sheet-to-you = (a te)
bot-sheet-no-history = La partita { $game } non ha ancora una cronologia.
bot-sheet-history-pages = La partita { $game } ha { $count ->
    [one] { $count } pagina di cronologia: chiedi la pagina 1.
   *[other] { $count } pagine di cronologia: chiedi una pagina da 1 (la più recente) a { $count }.
}
bot-sheet-history = Partita { $game }, cronologia del posto { $seat }, pagina { $page } di { $count } (1 è la più recente; `{ $private }` segna ciò che è stato detto solo a questo posto, `{ $undone }` ciò che l'annullamento di un moderatore ha ripreso):
