# DUNE di Santini, le fasi automatiche: carte, tempeste, spezia, raccolta, vermi.

## Carte
santini-cards-due = { $seat } ({ $faction }) pesca { $count ->
    [one] 1 carta
   *[other] { $count } carte
}: { $reasons }.
santini-cards-base = { $count ->
    [one] 1 per il turno
   *[other] { $count } per il turno
}
santini-cards-major = 1 per il controllo di { $city }
santini-cards-minor = { $count } per { $cities } città minori controllate
santini-cards-witch = { $count } per { $leader } a { $city }

## Tempeste
santini-direction-1 = nord
santini-direction-2 = nord-est
santini-direction-3 = sud-est
santini-direction-4 = sud
santini-direction-5 = sud-ovest
santini-direction-6 = nord-ovest
santini-storm-turns = direzione { $direction }
santini-storm-keeps = mantiene la direzione { $direction }
santini-storm-moves = Tempesta { $number }: d8 { $d8 }, { $course }; d4 { $d4 }: avanza di { $hexes ->
    [one] 1 esagono
   *[other] { $hexes } esagoni
} fino a { $hex }.
santini-storm-violent = Tempesta { $number }: d8 { $d8 }, { $course }; d4 { $d4 }, raddoppiato da Tempeste Violente: avanza di { $hexes ->
    [one] 1 esagono
   *[other] { $hexes } esagoni
} fino a { $hex }.
santini-storm-off = Tempesta { $number }: d8 { $d8 }, { $course }; d4 { $d4 }: finisce fuori mappa e sarà ricollocata nella prossima fase Tempeste.
santini-storm-returns = La Tempesta { $number } torna sulla mappa { $sheet } (d12 { $face }) in { $hex }, in direzione { $direction } verso il centro mappa.
santini-storm-disperses = La Tempesta { $number } disperde la spezia in { $hex } ({ $amounts }).
santini-storm-platform = La Tempesta { $number } distrugge la piattaforma ({ $faction }) in { $hex }.
santini-storm-destroys = La Tempesta { $number } distrugge in { $hex }: { $units }.
santini-storm-saved = { $unit } sotto la tempesta tira { $face } (totale { $total }): salva.
santini-storm-step = { $unit } sotto la tempesta tira { $face } (totale { $total }): perde 1 step.
santini-storm-lost = { $unit } sotto la tempesta tira { $face } (totale { $total }): eliminata.

## Spezia
santini-spice-abundance = Abbondanza Spezia: due pedine di spezia per mappa in questo turno.
santini-spice-placed = Spezia sulla mappa { $sheet }: d6 { $d6 }, valore { $amount }; d12 { $d12 }, in { $hex }.

## Raccolta Spezia
santini-harvest-dice = d8 { $face }, modificatore { $modifier }: { $total }
santini-harvest-ok = { $unit } ({ $faction }) raccoglie la pedina da { $amount } in { $hex } ({ $dice }): { $gain } spezie.
santini-harvest-air = { $unit } ({ $faction }) raccoglie la pedina da { $amount } in { $hex } ({ $dice }): Aerea, con una unità aerea nell'esagono: { $gain } spezie.
santini-harvest-worm = { $unit } ({ $faction }) raccoglie la pedina da { $amount } in { $hex } ({ $dice }): Verme, mietitrice e spezia divorate dal verme.
santini-harvest-worm-air = { $unit } ({ $faction }) raccoglie la pedina da { $amount } in { $hex } ({ $dice }): Aerea, senza unità aerea nell'esagono: mietitrice e spezia divorate dal verme.
santini-harvest-total = Spezia raccolta da tutti i giocatori nel turno { $turn }: { $total }.
santini-income = Incasso ({ $faction }): { $count } spezie: { $reasons }.
santini-income-emperor = { $count } ogni turno
santini-income-city = { $count } per il controllo di { $city }
santini-harvest-not-yours = { $unit } non è una tua mietitrice.
santini-harvest-yours = Le tue mietitrici: { $units }.
santini-harvest-amount = Una pedina di spezia vale 1, 2 o 3, non { $amount } (0: la più grande).
santini-harvest-chosen = { $amount ->
    [0] { $unit } raccoglie la pedina più grande dove ce ne sono più d'una.
   *[other] { $unit } raccoglie una pedina da { $amount } dove ce ne sono più d'una.
}
santini-command-harvest = Scegli quale pedina di spezia raccoglie una tua mietitrice dove ce ne sono più d'una (Raccolta Spezia): il suo valore 1-3, valido finché non lo cambi; 0: di nuovo la più grande.
santini-command-harvest-unit = il numero di una pedina, come `H12`
santini-command-harvest-amount = il valore della pedina, 1-3 (0: la più grande)

## Vermi
santini-worm-tires = Al verme { $unit } in { $hex } { $turns ->
    [one] resta 1 turno
   *[other] restano { $turns } turni
}.
santini-worm-gone = Il verme { $unit } in { $hex } non ha più turni ed esce dalla mappa.
santini-muaddib-veterans = Paul Muad'Dib converte in veterane le unità regolari in { $hex }: { $units }.
santini-weirding-arrive = Il giocatore Fremen piazza { $count } Moduli Estranianti su Arrakis (ora { $total }).
santini-platform-razed = Piattaforma ({ $faction }) in { $hex } distrutta dalle unità combattenti ({ $by }).

## Controllo Condizioni Vittoria
santini-points-count = { $faction }: { $points } punti vittoria (città { $cities }, Leader carismatico perduto { $lost }, Leader carismatici avversari uccisi { $kills }, spezia accumulata { $spice }).
