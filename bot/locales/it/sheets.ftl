# A seat's sheet, the moderators' table and a seat's history (bot/sheets.py).
bot-sheets-continued = { $title } (continua)
bot-sheets-nothing = niente
bot-sheets-told-only = Detto solo a questo posto, ultimi messaggi
bot-sheets-seat-title = Partita { $game }: { $title }
bot-sheets-deadline = Scadenza
bot-sheets-no-deadline = Nessuna: la partita aspetta te, o il `force` di un moderatore.
bot-sheets-deadline-at = { $when }, poi si applica la scelta predefinita.
bot-sheets-awaited = { $seat } ({ $kind }): { $prompt }
bot-sheets-now = Ora
bot-sheets-seats = Posti
bot-sheets-waiting-for = In attesa di
bot-sheets-nobody = nessuno
bot-sheets-table-title = Partita { $game } ({ $title }), per i moderatori
bot-sheets-to-you = (a te) { $text }
bot-sheets-no-history = La partita { $game } non ha ancora una cronologia.
bot-sheets-history-pages = { $count ->
    [one] La partita { $game } ha 1 pagina di cronologia: chiedi la pagina 1.
   *[other] La partita { $game } ha { $count } pagine di cronologia: chiedi una pagina da 1 (la più recente) a { $count }.
}
bot-sheets-history-head = Partita { $game }, cronologia del posto { $seat }, pagina { $page } di { $count } (1 è la più recente; `{ $to_you }` indica ciò che è stato detto solo a questo posto, `{ $taken_back }` ciò che l'annullamento di un moderatore ha ritirato):
