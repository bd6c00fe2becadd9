# DUNE Santiniego, fazy B: inicjatywa, Budowa, Kontrola kart.

## Inicjatywa (Attività)
santini-turn-now = Trwa tura { $turn }, { $phase }.
santini-prompt-initiative = Inicjatywa: zapłać w tajemnicy Gildii (`pay <przyprawa>`) albo, jako Fremeni, zmień swój wynik k8 (`initiative <+k|-k|0>`). Dodaj `landsraad=<frakcje po kolei>`, by zagrać Landsraad.
santini-command-pay = Tajna opłata dla Gildii za inicjatywę (Attività), także 0.
santini-command-pay-amount = przyprawa zapłacona Gildii
santini-command-pay-landsraad = frakcje w kolejności, w jakiej będą działać, np. `Fremen,Harkonnen,Atreides,Emperor`
santini-command-initiative = Fremeni: zmień swój tajny wynik k8 inicjatywy (Attività) najwyżej o liczbę swoich miast.
santini-command-initiative-modifier = zmiana wyniku k8, np. +2, -1 lub 0
santini-command-initiative-landsraad = frakcje w kolejności, w jakiej będą działać, np. `Fremen,Harkonnen,Atreides,Emperor`
santini-initiative-die = Twój rzut k8 na inicjatywę: { $face }; możesz go zmienić najwyżej o { $reach } (`initiative <+k|-k|0>`).
santini-initiative-not-now = Teraz nikt nie czeka na twoją odpowiedź w sprawie inicjatywy.
santini-initiative-wrong-command = To nie jest odpowiedź na inicjatywę twojej frakcji.
santini-initiative-use-modifier = Fremeni odpowiadają `initiative <+k|-k|0>`, od -{ $reach } do +{ $reach }.
santini-initiative-use-guild = Odpowiedz `pay <przyprawa>`, od 0 do { $spice }.
santini-landsraad-not-held = Nie masz karty Landsraad.
santini-landsraad-leave-out = Wyślij `{ $command }` bez `landsraad=`.
santini-landsraad-bad-order = Kolejność z karty Landsraad wymienia raz każdą z { $count } frakcji.
santini-landsraad-order-like = Zapisz ją jako `landsraad={ $example }`.
santini-guild-too-much = Nie możesz tyle zapłacić: masz { $spice } przyprawy.
santini-guild-between = Zapłać od 0 do { $spice }.
santini-guild-sealed = Twoja opłata { $amount } dla Gildii pozostaje tajna, dopóki wszyscy nie odpowiedzą.
santini-initiative-too-far = Wynik k8 można zmienić najwyżej o { $reach }.
santini-initiative-within = Wybierz zmianę od -{ $reach } do +{ $reach }.
santini-initiative-sealed = Twoja inicjatywa { $total } pozostaje tajna, dopóki wszyscy nie odpowiedzą.
santini-initiative-fremen = { $seat } (Fremeni): k8 { $face }, zmiana o { $modifier }: inicjatywa { $total }.
santini-initiative-payer = { $seat } ({ $faction }): zebrano { $harvested } + { $paid } zapłacone Gildii: inicjatywa { $total }.
santini-initiative-order = Kolejność działań: { $order }.
santini-initiative-tie = Remis: { $seat } wyrzuca { $face }.
santini-landsraad-played = { $seat } zagrywa { $card } i ustala kolejność działań.

## Costruzione
santini-prompt-construction = Budowa: twój tajny rozkaz, np. `build infantry=2 spy=1 rebuild=H3` (samo `build` nic nie buduje). Formularz ma pięć pól; pozostałe rodzaje wpisz tak samo (`wing=1`, `command=1`).
santini-command-build = Twój tajny rozkaz Budowy: nowe jednostki według rodzaju i jednostki do odbudowy.
santini-command-build-infantry = ile zbudować
santini-command-build-armour = ile zbudować
santini-command-build-artillery = ile zbudować
santini-command-build-guard = ile zbudować
santini-command-build-spy = ile zbudować
santini-command-build-command = ile zbudować
santini-command-build-wing = ile zbudować
santini-command-build-harvester = ile zbudować
santini-command-build-rebuild = jednostki, które straciły krok, np. `H3,H4`
santini-build-not-now = Teraz nikt nie czeka na twój rozkaz Budowy.
santini-build-sealed = Twój rozkaz ({ $order }) pozostaje tajny, dopóki wszyscy nie wydadzą swoich.
santini-rebuild-twice = Jednostkę odbudowuje się tylko raz.
santini-build-too-dear = To kosztuje { $price } przyprawy; masz { $spice }.
santini-build-costs = Piechota, szpieg, żniwiarka 1; pancerni, artyleria, skrzydło transportowe 2; dowództwo, gwardia 3. Krok: piechota 1, pancerni i artyleria 2, gwardia 3.
santini-rebuild-unknown = { $unit } nie jest twoją jednostką w grze.
santini-rebuild-which = Jednostki, które możesz odbudować ({ $count }): { $units }.
santini-rebuild-whole = { $unit } nie ma straconego kroku do odbudowy.
santini-rebuild-zoc = { $unit } jest w strefie kontroli wroga ({ $hex }).
santini-build-fremen-kind = Fremeni budują piechotę, dowództwa i szpiegów.
santini-build-fremen-kinds = Zbuduj do { $pieces } żetonów: piechotę, dowództwa lub szpiegów; gwardię dopiero po wejściu Paula Muad'Diba lub Alii.
santini-build-fremen-guards = Zbuduj do { $pieces } żetonów: piechotę, dowództwa, szpiegów lub gwardię.
santini-build-fremen-three-guards = Fremeni mają trzy jednostki gwardii: do zbudowania zostało { $left }.
santini-build-fremen-pieces = Możesz zbudować { $pieces } żetonów; { $built } zbudowanych i { $rebuilt } odbudowanych kroków to za dużo.
santini-build-fremen-trade = Każdy niezbudowany żeton odbudowuje dwa kroki.
santini-build-void = { $seat } ({ $faction }) nie może już wykonać rozkazu: nic nie buduje.
santini-built = { $seat } ({ $faction }) buduje: { $order }; zapłacona przyprawa { $spice }; nowe jednostki: { $units }.
santini-build-infantry = { $count ->
    [one] 1 piechota
    [few] { $count } piechoty
    *[other] { $count } piechot
}
santini-build-armour = { $count ->
    [one] 1 jednostka pancerna
    [few] { $count } jednostki pancerne
    *[other] { $count } jednostek pancernych
}
santini-build-artillery = { $count ->
    [one] 1 artyleria
    [few] { $count } artylerie
    *[other] { $count } artylerii
}
santini-build-guard = { $count ->
    [one] 1 gwardia
    [few] { $count } gwardie
    *[other] { $count } gwardii
}
santini-build-spy = { $count ->
    [one] 1 szpieg
    [few] { $count } szpiegów
    *[other] { $count } szpiegów
}
santini-build-command = { $count ->
    [one] 1 dowództwo
    [few] { $count } dowództwa
    *[other] { $count } dowództw
}
santini-build-wing = { $count ->
    [one] 1 skrzydło transportowe
    [few] { $count } skrzydła transportowe
    *[other] { $count } skrzydeł transportowych
}
santini-build-harvester = { $count ->
    [one] 1 żniwiarka
    [few] { $count } żniwiarki
    *[other] { $count } żniwiarek
}
santini-build-rebuild = odbudowane { $units }
santini-build-nothing = nic

## Controllo Carte
santini-prompt-discard = Kontrola kart: odrzuć karty do swojego limitu (`discard <karty>`; samo `discard` odrzuca ostatnio otrzymane karty).
santini-command-discard = Odrzuć karty odkryte (Kontrola kart lub twoje działania); samo polecenie odrzuca nadmiar, ostatnio otrzymane karty.
santini-command-discard-cards = karty, np. `Karama, Movimento`
santini-command-recover = Stały rozkaz dla Recupero Informazioni: odzyskaj tę kartę (lub dowolną), gdy inny gracz ją odrzuci; off, by przestać.
santini-command-recover-card = nazwa karty, `any` lub `off`
santini-discard-not-held = Nie masz na ręce karty { $card }.
santini-discard-hand = Na ręce masz ({ $count }): { $cards }.
santini-discard-not-now = Karty odrzuca się w Kontroli kart lub podczas własnych działań.
santini-discard-nothing = Nie masz czego odrzucić.
santini-discard-name = Wymień karty do odrzucenia; twój limit to { $limit }.
santini-discarded = { $seat } odrzuca { $cards }.
santini-recovery-played = { $seat } zagrywa Recupero Informazioni po kartę { $card }.
santini-recovery-die = Rzut kością daje kartę graczowi { $seat } spośród { $among }.
santini-recovered = { $seat } odzyskuje kartę { $card }.
santini-recover-unknown = { $card } nie jest kartą, którą można trzymać na ręce.
santini-recover-how = Napisz `recover <karta>` (jedna z { $count } kart, które można trzymać na ręce), `recover any` lub `recover off`.
santini-recover-off = wyłączony
santini-recover-any = dowolna karta
santini-recover-set = Recupero Informazioni, stały rozkaz: { $order }.

santini-build-mix = Zamówiono { $count } ({ $kind }); na twoim arkuszu zostało { $left } takich żetonów, reszta jest w grze.
santini-build-mix-left = Żetony pozostałe na twoim arkuszu: { $left }.
santini-mix-left = { $kind } { $count }
