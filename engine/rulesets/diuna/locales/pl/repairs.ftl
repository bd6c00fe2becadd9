# Naprawy Diuny: co mówią polecenia moderatora (repairs.py).
diuna-repair-setup = Trwa wybór kart zdrajców ({ $rule }); naprawy zaczynają się od pierwszej rundy.
diuna-repair-setup-hint = `force` kończy przygotowanie do gry.
diuna-repair-over = Gra się skończyła.
diuna-repair-over-hint = `undo` najpierw cofa koniec gry.
diuna-repair-not-playing = { $faction } nie biorą udziału w tej grze.
diuna-repair-playing = Grają: { $factions }.
diuna-repair-fighting = { $seat } toczy teraz bitwę w { $territory }.
diuna-repair-after-battle = Napraw to po rozstrzygnięciu bitwy.
diuna-repair-name-sector = { $territory } leży w sektorach { $sectors }: wskaż jeden.
diuna-repair-typed = `{ $command }`.
diuna-repair-tanks-via = Oddziały trafiają do kadzi z rezerwy.
diuna-repair-only-reserve = { $seat } ma w rezerwie tylko { $count } oddz.
diuna-repair-most-tanks = Ustaw najwyżej { $most } w kadziach.
diuna-repair-territory-or-tanks = Terytorium albo `tanks`.
diuna-repair-only-pool-reserve = { $seat } ma w rezerwie tylko { $count } oddz.
diuna-repair-only-pool-tanks = { $seat } ma w kadziach tylko { $count } oddz.
diuna-repair-most-there = Ustaw tam najwyżej { $most } albo użyj via={ $other }.
diuna-repair-held-by = Ma ją { $seats }.
diuna-repair-in-play = Jest w grze.
diuna-repair-not-in-battle-deck = Karty { $card } nie ma w talii kart bitwy ani wśród odrzuconych.
diuna-repair-not-in-market-deck = Karty { $card } nie ma w talii kart bazaru ani wśród odrzuconych.
diuna-repair-take-first = Najpierw zabierz ją z ręki przez `take_card`.
diuna-repair-full-hand = { $seat } ma { $count ->
    [one] { $count } kartę bazaru
    [few] { $count } karty bazaru
   *[many] { $count } kart bazaru
}, pełną rękę.
diuna-repair-take-one-first = Najpierw zabierz jedną przez `take_card`.
diuna-repair-gives-battle = Moderator daje { $seat } ({ $faction }) kartę bitwy.
diuna-repair-gives-market = Moderator daje { $seat } ({ $faction }) kartę bazaru.
diuna-repair-gives-you = Moderator daje ci { $card }.
diuna-repair-received = { $seat } otrzymuje { $card }.
diuna-repair-no-cards = { $seat } nie ma żadnych kart.
diuna-repair-holds-no = { $seat } nie ma karty { $card }.
diuna-repair-view-hand = `/mod view` pokazuje rękę gracza.
diuna-repair-card-in-battle = { $seat } zagrał { $card } w toczącej się bitwie.
diuna-repair-card-after-battle = Zabierz kartę po bitwie.
diuna-repair-discards = Moderator odrzuca { $card } z ręki { $seat }.
diuna-repair-every-in-play = Każda karta { $card } jest w grze.
diuna-repair-stacks-spice = Moderator układa talię kart przyprawy.
diuna-repair-stacks-battle = Moderator układa talię kart bitwy.
diuna-repair-stacks-market = Moderator układa talię kart bazaru.
diuna-repair-stacks-traitors = Moderator układa talię kart zdrajców.
diuna-repair-on-top-spice = { $card } leży teraz na wierzchu talii kart przyprawy.
diuna-repair-on-top-battle = { $card } leży teraz na wierzchu talii kart bitwy.
diuna-repair-on-top-market = { $card } leży teraz na wierzchu talii kart bazaru.
diuna-repair-on-top-traitors = { $card } leży teraz na wierzchu talii kart zdrajców.
diuna-repair-in-tanks-already = { $leader } jest już w kadziach.
diuna-repair-restore-hint = `{ $command }` go przywraca.
diuna-repair-leader-in-plan = { $leader } jest w planie toczącej się bitwy.
diuna-repair-wait-battle = Poczekaj na rozstrzygnięcie bitwy.
diuna-repair-kills = Moderator wysyła { $leader } ({ $faction }) do kadzi Tleilaxan.
diuna-repair-not-in-tanks = { $leader } nie jest w kadziach.
diuna-repair-leaders-in-tanks = Przywódcy { $seat } w kadziach: { $leaders }.
diuna-repair-restores = Moderator przywraca { $leader } ({ $faction }) z kadzi Tleilaxan.
diuna-repair-harkonnen-returning = { $seat } (Harkonnenowie) dobrał kartę zdrajcy i teraz zwraca jedną.
diuna-repair-wait-return = Poczekaj, aż ją zwróci.
diuna-repair-traitors-most = { $seat } może mieć najwyżej { $most ->
    [one] { $most } kartę zdrajcy
    [few] { $most } karty zdrajców
   *[many] { $most } kart zdrajców
}, każdą raz ({ $rule }).
diuna-repair-traitor-held = Karta { $leader } jest na ręce { $seat }.
diuna-repair-change-first = Najpierw zmień zdrajców { $seat }.
diuna-repair-no-blow = W { $territory } nie ma wybuchu przyprawy.
diuna-repair-no-blow-hint = Przyprawa leży na terytoriach z symbolem wybuchu przyprawy.
diuna-repair-first-when = Znacznik pierwszego gracza przenosi się w fazie burzy albo wybuchu przyprawy, przed fazami rozgrywanymi po kolei.
diuna-repair-first-when-hint = Ustaw go w fazie burzy następnej rundy albo cofnij przez `undo`.
diuna-repair-first-already = { $seat } ma już znacznik pierwszego gracza.
diuna-repair-first = Moderator daje znacznik pierwszego gracza { $seat }; kolejność rozgrywki: { $order }.
diuna-repair-blocked-two = Warownię zakrywa się tylko w rozgrywce 2-osobowej ({ $rule }).
diuna-repair-blocked-forces = W { $territory } są oddziały: zakryta warownia nie może ich mieć.
diuna-repair-blocked-forces-hint = Najpierw wyprowadź je przez `set_tokens`.
