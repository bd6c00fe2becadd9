# DUNE Santiniego: pytania, karty gracza, stan, wynik i naprawy moderatora.

## Pytania i formularze
santini-prompt-decide = Twoja decyzja: `{ $kind }`.
santini-prompt-keep = Bene Gesserit: zatrzymaj jedną z dobranych kart (`keep <karta>`); pozostałe idą na stos odrzuconych.
santini-prompt-initiative-facts = Masz { $spice } przyprawy; w poprzedniej turze zebrałeś { $harvested }.
santini-prompt-activity-units = Mogą jeszcze ruszyć się: { $moving }. Mogą jeszcze atakować: { $attacking }.
santini-listed = { $listed }
santini-listed-more = { $listed } i jeszcze { $more }
santini-form-title = Twoja tajna odpowiedź
santini-form-send = Wyślij

## Karty gracza
santini-seat-faction = { $seat } ({ $faction })
santini-sheet-spectator = Widz: żadnych tajemnic.
santini-sheet-known = Znane tylko tobie
santini-sheet-seen = Twoja sytuacja, jak widzi ją stół
santini-sheet-units = Twoje żetony
santini-sheet-waiting = Czekamy na ciebie
santini-sheet-hand = Ręka: { $cards }
santini-sheet-hex = { $hex }: { $units }
santini-sheet-home = Planeta macierzysta: { $units }
santini-sheet-dead = Wyeliminowane: { $units }
santini-sheet-faction = Frakcja
santini-sheet-spice = Przyprawa
santini-sheet-home-modules = Moduły dziwności na planecie macierzystej
santini-sheet-harvested = Przyprawa zebrana w poprzedniej turze
santini-sheet-initiative = Inicjatywa w tej turze
santini-sheet-charismatic-lost = Utracony charyzmatyczny przywódca
santini-sheet-kills = Zabici charyzmatyczni przywódcy wroga
santini-sheet-strategic-used = Wykorzystane ruchy strategiczne
santini-sheet-cards = Karty w ręce
santini-sheet-points = Punkty zwycięstwa
santini-sheet-payment = Tajna opłata dla Gildii
santini-sheet-die = Kość inicjatywy
santini-sheet-build = Tajny rozkaz budowy
santini-sheet-reactions = Stałe reakcje
santini-sheet-count-of = { $count } × { $kind }
santini-sheet-turn-of = { $seat } (tura { $turn })
santini-sheet-plan = dowództwo { $command }, przywódca { $leader }, karty { $cards }, szpieg { $spy }
santini-sheet-modifier = Tajna zmiana twojej k8
santini-sheet-landsraad = Wysłany porządek Landsraadu
santini-sheet-rebuild = Tajna odbudowa poziomów siły
santini-sheet-recover = Przygotowane Recupero Informazioni
santini-sheet-offered = Karty Bene Gesserit, z których zatrzymasz jedną
santini-sheet-decoded = Rozszyfrowane kody wroga
santini-sheet-reroll = Przygotowane Esito Incerto
santini-sheet-attack-plan = Twój tajny plan ataku
santini-sheet-commands-minus = Utracony modyfikator dowództw
santini-sheet-plotted = Complotto zagrany przeciw tobie (tura)
santini-unit = { $counter } { $kind } { $strength } { $marks }
santini-unit-veteran = weteran
santini-unit-reduced = osłabiona
santini-unit-split = rozdzielona
santini-unit-locked = nie może się już ruszyć
santini-unit-stormed = przetrwała burzę
santini-unit-modules = moduły dziwności: { $count }

## Stan i wynik
santini-status-order = Inicjatywa: { $order }
santini-status-active = Działania: { $seat } ({ $faction })
santini-status-player = { $seat } ({ $faction }): punkty za miasta { $points } ({ $final } w liczeniu tury 30), karty { $cards }, przyprawa { $spice }
santini-result-fremen = blokada Fremenów
santini-result-points = sześć punktów
santini-result-partial = częściowe zwycięstwo w 30. turze
santini-result-open = gra przerwana
santini-result-record = punkty: { $points } ({ $how }) { $won }
santini-result-won = zwycięzca

## Naprawy moderatora
santini-repair-not-under-way = Naprawy poprawiają toczącą się grę.
santini-repair-use-undo = Użyj `undo`, by cofnąć koniec gry.
santini-repair-no-player = `{ $typed }` nie jest miejscem ani frakcją tej gry.
santini-repair-players = Miejsca: { $players }
santini-repair-no-unit = Nie ma żetonu `{ $unit }`.
santini-repair-units-are = Żeton wskazuje się jego kodem, jak `H12`; wymieniają je karty graczy i plansza.
santini-repair-no-hex = `{ $hex }` nie jest heksem mapy.
santini-repair-hexes-are = Heks wskazuje się kolumną i rzędem, jak `0512`.
santini-repair-spice-of = przyprawa gracza { $seat }
santini-repair-place-of = miejsce żetonu { $unit }
santini-repair-one-step = { $unit } ma tylko jeden poziom siły.
santini-repair-use-put = Użyj `put`, by go usunąć lub przywrócić.
santini-repair-steps-of = poziomy siły żetonu { $unit }
santini-repair-a-free-card = karta z talii lub ze stosu odrzuconych
santini-repair-hand = ręka
santini-repair-a-card-held = karta z tej ręki
santini-repair-taken = { $card } zabrana na stos odrzuconych
santini-repair-spice-values = wartości żetonów przyprawy
santini-repair-spice-values-bad = `{ $typed }` to nie są wartości żetonów przyprawy.
santini-repair-spice-values-hint = Wpisz wartości od 1 do 3 oddzielone przecinkami, jak `2,3`, albo `none`.
santini-repair-spice-in = przyprawa w heksie { $hex }
santini-repair-storm = burza { $number }
santini-repair-turn = tura

## Komendy
santini-command-set-spice = Moderator: ustaw przyprawę frakcji na jej planecie macierzystej.
santini-command-set-spice-faction = frakcja albo jej miejsce
santini-command-set-spice-amount = przyprawa
santini-command-put = Moderator: postaw żeton w heksie, na planecie macierzystej (`home`) lub wśród wyeliminowanych (`dead`): przesuń, usuń albo przywróć go.
santini-command-put-unit = kod żetonu, jak `H12`
santini-command-put-place = heks jak 0512, home albo dead
santini-command-set-steps = Moderator: ustaw poziomy siły jednostki bojowej (2 pełna, 1 osłabiona).
santini-command-set-steps-unit = kod żetonu, jak `H12`
santini-command-set-steps-steps = jej poziomy siły
santini-command-give-card = Moderator: daj frakcji kartę z talii lub ze stosu odrzuconych (stół wie, że jej ręka się zmieniła, frakcja — jaka karta).
santini-command-give-card-faction = frakcja albo jej miejsce
santini-command-give-card-card = nazwa karty
santini-command-take-card = Moderator: zabierz potajemnie kartę z ręki frakcji na stos odrzuconych.
santini-command-take-card-faction = frakcja albo jej miejsce
santini-command-take-card-card = nazwa karty
santini-command-set-map-spice = Moderator: ustaw żetony przyprawy w heksie, ich wartościami (`set_map_spice 0512 2,3` albo `none`).
santini-command-set-map-spice-hex = heks mapy, jak `0512`
santini-command-set-map-spice-values = wartości 1-3 oddzielone przecinkami albo none
santini-command-set-storm = Moderator: postaw burzę (1-6) w heksie albo poza mapą (`off`); bez strat.
santini-command-set-storm-number = numer burzy
santini-command-set-storm-place = heks jak 0512 albo off
santini-command-set-turn = Moderator: ustaw turę (1-30).
santini-command-set-turn-turn = tura

## Pola zapieczętowanych formularzy (etykieta Discorda: najwyżej 45 znaków)
santini-form-pay-amount = Przyprawa zapłacona Gildii
santini-form-pay-landsraad = Landsraad: kolejność (jeśli ją masz)
santini-form-initiative-modifier = Zmiana twojej k8 (+2, -1, 0)
santini-form-initiative-landsraad = Landsraad: kolejność (jeśli ją masz)
santini-form-build-infantry = Piechota
santini-form-build-armour = Pancerni
santini-form-build-artillery = Artyleria
santini-form-build-guard = Gwardia
santini-form-build-spy = Szpiedzy
santini-form-build-command = Dowództwa
santini-form-build-wing = Skrzydła transportowe
santini-form-build-harvester = Żniwiarki
santini-form-build-rebuild = Jednostki do odbudowy kroku (id)
santini-form-defend-command = Twoje dowództwo (id)
santini-form-defend-leader = Twój przywódca (id)
santini-form-defend-cards = Twoje karty bitewne
santini-sheet-counters-left = Żetony pozostałe na twoim arkuszu
