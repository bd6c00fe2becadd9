# Karta miejsca (/game view, /mod view), stół moderatorów i historia miejsca
# (/game history): części pisane przez bota.

bot-sheet-continued = { $title } (ciąg dalszy)
bot-sheet-nothing = nic
bot-sheet-title = Gra { $game }: { $title }
bot-sheet-told = Powiedziane tylko temu miejscu, najnowsze
bot-sheet-deadline = Termin
bot-sheet-no-deadline = Brak: gra czeka na ciebie albo na `force` moderatora.
bot-sheet-deadline-due = { $when }, potem działa wybór domyślny.
bot-sheet-now = Teraz
bot-sheet-seats = Miejsca
bot-sheet-waiting = Czekamy na
bot-sheet-nobody = nikogo
bot-sheet-table-title = Gra { $game } ({ $title }), dla moderatorów
bot-sheet-to-you = (do ciebie)
bot-sheet-no-history = Gra { $game } nie ma jeszcze historii.
bot-sheet-history-pages = Gra { $game } ma { $count ->
    [one] { $count } stronę historii: poproś o stronę 1.
    [few] { $count } strony historii: poproś o stronę od 1 (najnowszej) do { $count }.
   *[many] { $count } stron historii: poproś o stronę od 1 (najnowszej) do { $count }.
}
bot-sheet-history = Gra { $game }, historia miejsca { $seat }, strona { $page } z { $count } (1 to najnowsza; `{ $private }` oznacza to, co powiedziano tylko temu miejscu, `{ $undone }` to, co cofnął moderator):
