# DUNE Santiniego, fazy automatyczne: karty, burze, przyprawa, zbiór, czerwie.

## Carte
santini-cards-due = { $seat } ({ $faction }) dobiera { $count ->
    [one] 1 kartę
    [few] { $count } karty
   *[other] { $count } kart
}: { $reasons }.
santini-cards-base = { $count ->
    [one] 1 na turę
   *[other] { $count } na turę
}
santini-cards-major = 1 za { $city }
santini-cards-minor = { $count } za { $cities } miast mniejszych
santini-cards-witch = { $count } za { $leader } w { $city }

## Tempeste
santini-direction-1 = północ
santini-direction-2 = północny wschód
santini-direction-3 = południowy wschód
santini-direction-4 = południe
santini-direction-5 = południowy zachód
santini-direction-6 = północny zachód
santini-storm-turns = kierunek: { $direction }
santini-storm-keeps = utrzymuje kierunek: { $direction }
santini-storm-moves = Burza { $number }: k8 { $d8 }, { $course }; k4 { $d4 }: przesuwa się o { $hexes ->
    [one] 1 heks
    [few] { $hexes } heksy
   *[other] { $hexes } heksów
} do { $hex }.
santini-storm-violent = Burza { $number }: k8 { $d8 }, { $course }; k4 { $d4 }, podwojone przez Tempeste Violente: przesuwa się o { $hexes ->
    [one] 1 heks
    [few] { $hexes } heksy
   *[other] { $hexes } heksów
} do { $hex }.
santini-storm-off = Burza { $number }: k8 { $d8 }, { $course }; k4 { $d4 }: schodzi z mapy i wróci w następnej fazie burz.
santini-storm-returns = Burza { $number } wraca na arkusz { $sheet } (k12 { $face }) w { $hex }, kierunek { $direction }, ku środkowi mapy.
santini-storm-disperses = Burza { $number } rozwiewa przyprawę w { $hex } ({ $amounts }).
santini-storm-platform = Burza { $number } niszczy platformę ({ $faction }) w { $hex }.
santini-storm-destroys = Burza { $number } niszczy w { $hex }: { $units }.
santini-storm-saved = { $unit } pod burzą wyrzuca { $face } (razem { $total }): przetrwa.
santini-storm-step = { $unit } pod burzą wyrzuca { $face } (razem { $total }): traci jeden poziom.
santini-storm-lost = { $unit } pod burzą wyrzuca { $face } (razem { $total }): zostaje wyeliminowana.

## Spezia
santini-spice-abundance = Abbondanza Spezia: w tej turze po dwa żetony przyprawy na każdym arkuszu.
santini-spice-placed = Przyprawa na arkuszu { $sheet }: k6 { $d6 }, ilość { $amount }; k12 { $d12 }, w { $hex }.

## Raccolta Spezia
santini-harvest-dice = k8 { $face }, modyfikator { $modifier }: { $total }
santini-harvest-ok = { $unit } ({ $faction }) zbiera żeton { $amount } w { $hex } ({ $dice }): przyprawa { $gain }.
santini-harvest-air = { $unit } ({ $faction }) zbiera żeton { $amount } w { $hex } ({ $dice }): Aerea, ze skrzydłem transportowym na miejscu: przyprawa { $gain }.
santini-harvest-worm = { $unit } ({ $faction }) zbiera żeton { $amount } w { $hex } ({ $dice }): Verme, czerw pożera żniwiarkę i przyprawę.
santini-harvest-worm-air = { $unit } ({ $faction }) zbiera żeton { $amount } w { $hex } ({ $dice }): Aerea, bez skrzydła transportowego na miejscu: czerw pożera żniwiarkę i przyprawę.
santini-harvest-total = Przyprawa zebrana przez wszystkich graczy w turze { $turn }: { $total }.
santini-income = Dochód ({ $faction }): przyprawa { $count }: { $reasons }.
santini-income-emperor = { $count } co turę
santini-income-city = { $count } za { $city }
santini-harvest-not-yours = { $unit } nie jest twoją żniwiarką.
santini-harvest-yours = Twoje żniwiarki: { $units }.
santini-harvest-amount = Żeton przyprawy ma wartość 1, 2 lub 3, nie { $amount } (0: największy).
santini-harvest-chosen = { $amount ->
    [0] { $unit } zbiera największy żeton tam, gdzie leży ich kilka.
   *[other] { $unit } zbiera żeton { $amount } tam, gdzie leży ich kilka.
}
santini-command-harvest = Wybierz żeton przyprawy, który zbiera twoja żniwiarka tam, gdzie leży ich kilka (Raccolta Spezia): jego ilość 1-3, ważna, dopóki jej nie zmienisz; 0: znów największy.
santini-command-harvest-unit = numer żetonu, np. `H12`
santini-command-harvest-amount = ilość na żetonie, 1-3 (0: największy)

## Vermi
santini-worm-tires = Czerwiowi { $unit } w { $hex } { $turns ->
    [one] zostaje 1 tura
    [few] zostają { $turns } tury
   *[other] zostaje { $turns } tur
}.
santini-worm-gone = Czerw { $unit } w { $hex } nie ma już tur i schodzi z mapy.
santini-muaddib-veterans = Paul Muad'Dib czyni weteranami w { $hex }: { $units }.
santini-weirding-arrive = Fremeni otrzymują { $count } modułów dziwności na Arrakis (teraz { $total }).
santini-platform-razed = Platforma ({ $faction }) w { $hex } zniszczona przez jednostki bojowe ({ $by }).

## Controllo Condizioni Vittoria
santini-points-count = { $faction }: punkty zwycięstwa { $points } (miasta { $cities }, utrata własnego przywódcy charyzmatycznego { $lost }, zabici przywódcy charyzmatyczni wroga { $kills }, przyprawa { $spice }).
