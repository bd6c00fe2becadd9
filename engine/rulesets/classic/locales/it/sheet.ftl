# Dietro lo scudo di una fazione: la scheda che un giocatore legge (view/sheet.py).
classic-sheet-title = { $faction } ({ $seat }): dietro il tuo scudo
classic-sheet-waiting = In attesa di te
classic-sheet-spice-and-tokens = Spezia e armate
classic-sheet-spice = Spezia: { $spice }
classic-sheet-reserves = Riserve: { $count ->
    [one] { $count } armata
   *[other] { $count } armate
}{ $starred ->
    [0] {""}
   *[other] , { $starred } con la stella
}
classic-sheet-tanks = Vasche: { $count ->
    [one] { $count } armata
   *[other] { $count } armate
}{ $starred ->
    [0] {""}
   *[other] , { $starred } con la stella
}
classic-sheet-pledged-to-you = Promessa a te da { $ally }: { $spice } spezia
classic-sheet-you-pledged = Hai promesso a { $ally }: { $spice } spezia
classic-sheet-allied = Alleato con { $allies }
classic-sheet-cards = Carte ({ $count } su { $limit })
classic-sheet-card = { $card } ({ $kind })
classic-sheet-no-cards = nessuna carta
classic-kind-weapon = arma
classic-kind-defense = difesa
classic-kind-leader-substitute = eroe
classic-kind-special = speciale
classic-kind-worthless = senza valore
classic-sheet-traitors = Traditori
classic-sheet-your-traitor = { $leader } (tuo traditore)
classic-sheet-to-choose-from = Da scegliere tra: { $leaders }
classic-sheet-none = nessuno
classic-sheet-leaders = Leader
classic-sheet-leader = { $leader } ({ $strength }): { $where }
classic-leader-in-tanks = nelle vasche
classic-leader-held-by-harkonnen = prigioniero degli Harkonnen
classic-leader-fought-in = ha combattuto in { $territory } in questo turno
classic-leader-ready = pronto
classic-leader-captured = catturato, per una battaglia
classic-sheet-kwisatz = Kwisatz Haderach (+2): { $where }
classic-sheet-kwisatz-asleep = dormiente, { $lost } su { $needed } armate perse in battaglia
classic-sheet-kwisatz-fought = ha combattuto in questo turno
classic-sheet-standing-orders = Ordini permanenti
classic-sheet-storm-dial = Ruota della tempesta: { $dial }
classic-sheet-standing-pass = Offerta permanente: passo per il resto di questa asta
classic-sheet-standing-round = Offerta permanente: fino a { $bid } su ogni carta di questa asta
classic-sheet-standing-card = Offerta permanente: fino a { $bid } su questa carta
classic-sheet-order = `{ $order }`: { $words }
classic-order-auto-call = ogni domanda sui traditori ha subito risposta, sì quando il leader è al tuo soldo
classic-order-auto-advise-yes = un consigliere spirituale accompagna ogni sbarco in cui può
classic-order-auto-advise-no = nessun consigliere accompagna gli sbarchi
classic-order-auto-move-now-later = rispondi `move_now no` prima di ogni spostamento
classic-sheet-plan = Piano di battaglia: ruota { $dial }, leader { $leader }, arma { $weapon }, difesa { $defense }
classic-sheet-plan-in = Piano di battaglia in { $territory }: ruota { $dial }, leader { $leader }, arma { $weapon }, difesa { $defense }
classic-sheet-prediction = Previsione
classic-sheet-predicted = { $faction } { $faction_gender ->
    [pl] vincono
   *[other] vince
} al turno { $turn }
classic-sheet-foresight = Prescienza
classic-sheet-card-up = Carta all'asta: { $card }
classic-sheet-next-spice = Prossima carta Spezia: { $card }
classic-sheet-next-storm = Prossimo segnale della tempesta: { $count ->
    [one] { $count } settore
   *[other] { $count } settori
}
