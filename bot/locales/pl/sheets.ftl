# A seat's sheet, the moderators' table and a seat's history (bot/sheets.py).
bot-sheets-continued = { $title } (ciąg dalszy)
bot-sheets-nothing = nic
bot-sheets-told-only = Powiedziane tylko temu miejscu, najnowsze
bot-sheets-seat-title = Gra { $game }: { $title }
bot-sheets-deadline = Termin
bot-sheets-no-deadline = Brak: gra czeka na ciebie albo na `force` moderatora.
bot-sheets-deadline-at = { $when }, potem obowiązuje wybór domyślny.
bot-sheets-awaited = { $seat } ({ $kind }): { $prompt }
bot-sheets-now = Teraz
bot-sheets-seats = Miejsca
bot-sheets-waiting-for = Czekamy na
bot-sheets-nobody = nikogo
bot-sheets-table-title = Gra { $game } ({ $title }), dla moderatorów
bot-sheets-to-you = (do ciebie) { $text }
bot-sheets-no-history = Gra { $game } nie ma jeszcze historii.
bot-sheets-history-pages = { $count ->
    [one] Gra { $game } ma 1 stronę historii: poproś o stronę 1.
    [few] Gra { $game } ma { $count } strony historii: poproś o stronę od 1 (najnowszej) do { $count }.
   *[many] Gra { $game } ma { $count } stron historii: poproś o stronę od 1 (najnowszej) do { $count }.
}
bot-sheets-history-head = Gra { $game }, historia miejsca { $seat }, strona { $page } z { $count } (1 to najnowsza; `{ $to_you }` oznacza to, co powiedziano tylko temu miejscu, `{ $taken_back }` to, co cofnął moderator):
