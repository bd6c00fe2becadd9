core-moderator-does-not-play = Moderator nie wykonuje `{ $command }` za gracza.
core-use-force = Użyj `force`, aby zastosować domyślny wybór miejsca.
core-game-over = Gra się skończyła.
core-no-seat = `{ $seat }` nie ma miejsca w tej grze.
core-seats = Miejsca: { $seats }
core-forced-by-moderator = Moderator stosuje wybór domyślny dla { $seat } (`{ $kind }`).
core-forced-by-deadline = Termin minął: wybór domyślny dla { $seat } (`{ $kind }`).
core-undo-elsewhere = Cofanie wykonuje stół albo bot, które przechowują historię.
core-not-waiting = Gra nie czeka na nikogo.
core-not-waiting-for = Gra nie czeka na { $seat }.
core-waiting-for = Czekamy na: { $seats }.
core-now = Teraz: { $line }.
core-now-waiting = Teraz: { $line }; czekamy na { $waiting }.
core-not-seat-nor-side = `{ $typed }` nie jest ani miejscem, ani wyborem „{ $label }” w tej grze.
core-seats-sides = Miejsca: { $seats }.
core-seat-side = { $seat } ({ $side })
core-not-a-side = `{ $typed }` nie jest wyborem „{ $label }” w tej grze.
core-sides-are = { $label }: { $sides }.
core-sheet-spectator = Widz
core-sheet-private = Znane tylko tobie
core-sheet-nothing = nic
core-sheet-public = Twoje, widoczne dla wszystkich
core-sheet-waiting = Czeka na ciebie
core-sheet-field = { $key }: { $value }
core-decision = `{ $kind }`: { $prompt }
core-decision-default = domyślnie, jeśli nikt nie odpowie: `{ $command }`
core-no-topic = Ta gra nie ma `{ $topic }` do sprawdzenia.
core-topics = Tematy: { $topics }.
core-deadline-set = { $minutes ->
    [one] Moderator ustala termin: { $minutes } minuta na decyzję, potem stosuje się wybór domyślny.
    [few] Moderator ustala termin: { $minutes } minuty na decyzję, potem stosuje się wybór domyślny.
   *[other] Moderator ustala termin: { $minutes } minut na decyzję, potem stosuje się wybór domyślny.
}
core-deadline-removed = Moderator usuwa termin: gra czeka na każdą decyzję (albo na moderatora).
core-sheet-none = brak
core-sheet-yes = tak
core-sheet-no = nie
