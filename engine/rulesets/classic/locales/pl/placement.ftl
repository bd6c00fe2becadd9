# THE SPICE HARVEST (1984), V.4-7 i VI.2: wymiana kart Dostępu, przyprawa wraca do rezerw,
# oddziały przydzielone do twierdz, twierdze odczytane po kolei.

classic-phase-placement = rozstawienie
classic-placement-troop-card = { $count ->
        [one] { $count } oddział
        [few] { $count } oddziały
       *[many] { $count } oddziałów
    }
classic-placement-no-access = brak kart Dostępu
classic-placement-card-names = Nazywaj karty Dostępu ich twierdzą (`Arrakeen`) lub liczbą oddziałów (`troops 5` albo `5`).
classic-placement-not-access = { $territory } nie ma karty Dostępu: karty twierdz to karty miast i siczy.
classic-placement-begins = Żniwa skończone. Gracze mogą teraz wymieniać karty Dostępu (V.4): `offer <frakcja> <twoje karty> for <jej karty>`, potem `done_trading`.
classic-placement-your-access = Twoje karty Dostępu: { $cards }.
classic-placement-not-now = Karty Dostępu wymienia się i przydziela po piątej Licytacji Władzy, przed główną grą.
classic-placement-spice-returned = Wszystkie wymiany ogłoszone: przyprawa, która została graczom, wraca do rezerw (V.5). Teraz w tajemnicy przydziel oddziały: `commit_troops <twierdza> <karty oddziałów>, ...` albo `commit_troops nothing`.
classic-placement-commit-after-trades = Oddziały przydziela się, gdy wszystkie wymiany się zakończą.
classic-placement-trading-hint = Wymieniaj albo zakończ: `done_trading`.
classic-placement-revealed = Twierdze zostały już odczytane.
classic-placement-you-commit = Przydzielasz: { $plan }.
classic-placement-committed = Frakcja { $faction } położyła karty Dostępu zakryte.
classic-placement-commit-no-troops = Połóż jedną lub więcej kart oddziałów obok twierdzy { $stronghold }.
classic-placement-commit-twice = Twierdza { $stronghold } podana dwa razy: jedna karta twierdzy bierze wszystkie swoje karty oddziałów.
classic-placement-no-stronghold-card = Nie masz karty twierdzy { $stronghold }.
classic-placement-no-troop-cards = Nie masz kart oddziałów { $cards }.
classic-placement-over-cap = To { $count } oddziałów: najwyżej { $cap } łącznie.
classic-placement-you-hold = Masz: { $cards }.
classic-placement-commit-usage = Przydzielaj tak: `commit_troops Arrakeen 5 3, Carthag 10` (karta twierdzy i liczby jej kart oddziałów) albo `commit_troops nothing`.
classic-placement-not-a-stronghold = { $territory } nie jest twierdzą w tej grze.
classic-placement-nothing = nic
classic-placement-claim = { $stronghold }: { $cards } ({ $count ->
        [one] { $count } oddział
        [few] { $count } oddziały
       *[many] { $count } oddziałów
    })
classic-placement-reveals = Frakcja { $faction } odkrywa: { $claim }.
classic-placement-collect = Nieprzydzielone karty oddziałów zamieniają się w przyprawę, jeden do jednego, a każdy gracz bierze przyprawę ze swojej zasłony (V.6.b).
classic-placement-converted = Nieprzydzielone karty oddziałów dają ci { $converted } przyprawy, a zasłona { $allotment }: masz { $spice } przyprawy.
classic-placement-vacant = { $stronghold }: twierdza pozostaje pusta.
classic-placement-cancelled = { $stronghold }: twierdza pozostaje pusta, roszczenia się znoszą.
classic-placement-occupies = Frakcja { $faction } zajmuje twierdzę { $stronghold }: { $count ->
        [one] { $count } żeton
        [few] { $count } żetony
       *[many] { $count } żetonów
    }.
classic-placement-positions-placed = Pozycje początkowe rozstawione; główna gra zaczyna się od burzy w turze 1 (V.7).
classic-placement-done-trading = Skończyłeś wymiany.
classic-placement-wait-for-traders = Poczekaj, aż inni skończą wymiany, potem przydziel oddziały.
classic-placement-traders = Wciąż wymieniają: { $factions }.
classic-placement-no-traders = Nikt inny już nie wymienia.
classic-placement-not-trading = Frakcja { $faction } już nie wymienia.
classic-placement-offer-usage = Proponuj tak: `offer harkonnen troops 5, troops 3 for Carthag`; zacznij od `shown`, by pokazać swoje karty.
classic-placement-offer-both-sides = Wymiana podaje karty z obu stron.
classic-placement-not-yours = Nie masz: { $cards }.
classic-placement-you-offer = Proponujesz frakcji { $partner }: { $gives } za { $takes }{ $shown ->
        [yes] , karty pokazane
       *[other] , w ciemno
    }.
classic-placement-offered-shown = { $gives } (pokazane)
classic-placement-offered-unseen = { $count ->
        [one] { $count } kartę Dostępu, w ciemno
        [few] { $count } karty Dostępu, w ciemno
       *[many] { $count } kart Dostępu, w ciemno
    }
classic-placement-offer-to-you = Frakcja { $proposer } proponuje ci { $offered } za { $takes }: `accept { $command }` albo `decline { $command }`.
classic-placement-offers-from = Otwarte propozycje od: { $factions }.
classic-placement-no-offers = Nie masz otwartych propozycji.
classic-placement-no-offer-from = Frakcja { $faction } nie ma dla ciebie otwartej propozycji.
classic-placement-you-traded = Wymiana z frakcją { $other }: oddajesz { $gave }, dostajesz { $got }. Twoje karty Dostępu: { $cards }.
classic-placement-trade = Frakcje { $first } i { $second } wymieniły karty Dostępu.
classic-placement-declined = Frakcja { $faction } odrzuca twoją propozycję.
classic-placement-you-declined = Odrzucasz propozycję frakcji { $faction }.
classic-placement-finished = Frakcja { $faction } kończy wymiany.
classic-placement-lapsed = Propozycja frakcji { $proposer } dla frakcji { $partner } wygasła.
classic-placement-prompt-trade = Wymieniaj karty Dostępu (`offer`, `accept`, `decline`) albo zakończ: `done_trading`.
classic-placement-prompt-commit = W tajemnicy przydziel oddziały: `commit_troops Arrakeen 5 3, Carthag 10` albo `commit_troops nothing`.
classic-sheet-access = Karty Dostępu
classic-sheet-commitment = Twój przydział: { $plan }
classic-command-offer = THE SPICE HARVEST, V.4: zaproponuj wymianę kart Dostępu, twoje za jej: `offer harkonnen troops 5, troops 3 for Carthag`; zacznij od `shown`, by pokazać swoje karty (inaczej w ciemno).
classic-command-offer-to = frakcja
classic-command-offer-cards = twoje karty, `for`, jej karty (przecinki między kartami); najpierw `shown`, by pokazać swoje
classic-command-accept = THE SPICE HARVEST, V.4: przyjmij wymianę zaproponowaną ci przez gracza.
classic-command-accept-proposer = frakcja
classic-command-decline = THE SPICE HARVEST, V.4: odrzuć wymianę zaproponowaną ci przez gracza.
classic-command-decline-proposer = frakcja
classic-command-done-trading = THE SPICE HARVEST, V.4: zakończ wymiany kart Dostępu (otwarte propozycje wygasają).
classic-command-commit-troops = THE SPICE HARVEST, V.6.a: w tajemnicy przydziel karty oddziałów do swoich kart twierdz, najwyżej 20 oddziałów: `commit_troops Arrakeen 5 3, Carthag 10` albo `commit_troops nothing`.
classic-command-commit-troops-plan = każda twierdza z liczbami swoich kart oddziałów, przecinki między twierdzami; albo nothing
classic-sheet-offer-from = Frakcja { $faction } proponuje ci { $offered } za { $takes }
classic-sheet-offer-to = Proponujesz frakcji { $faction }: { $gives } za { $takes }
classic-placement-status-trading = Przed turą 1: wymiana kart Dostępu (wciąż wymienia: { $count }).
classic-placement-status-committing = Przed turą 1: przydział oddziałów ({ $count } z { $players }).
classic-placement-status-prediction = Przed turą 1: pozycje początkowe rozstawione; Bene Gesserit przepowiadają.
