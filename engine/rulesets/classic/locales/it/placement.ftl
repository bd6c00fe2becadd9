# THE SPICE HARVEST (1984), V.4-7 e VI.2: scambi di Carte Accesso, spezia restituita alle
# riserve, truppe impegnate nelle fortezze, le fortezze lette in ordine.

classic-phase-placement = piazzamento
classic-placement-troop-card = { $count ->
        [one] { $count } truppa
       *[other] { $count } truppe
    }
classic-placement-no-access = nessuna Carta Accesso
classic-placement-card-names = Indica le Carte Accesso con la loro fortezza (`Arrakeen`) o le loro truppe (`troops 5`, o `5`).
classic-placement-not-access = { $territory } non ha Carte Accesso: le carte fortezza sono delle città e dei sietch.
classic-placement-begins = Le raccolte sono finite. Ora i giocatori possono scambiarsi Carte Accesso (V.4): `offer <fazione> <tue carte> for <sue carte>`, poi `done_trading`.
classic-placement-your-access = Le tue Carte Accesso: { $cards }.
classic-placement-not-now = Le Carte Accesso si scambiano e si impegnano dopo la quinta Offerta per il Potere, prima della partita principale.
classic-placement-spice-returned = Tutti gli scambi sono annunciati: la spezia rimasta a ogni giocatore torna alle riserve (V.5). Ora impegna in segreto le tue truppe: `commit_troops <fortezza> <carte truppa>, ...` o `commit_troops nothing`.
classic-placement-commit-after-trades = Le truppe si impegnano quando tutti gli scambi sono conclusi.
classic-placement-trading-hint = Scambia, o concludi con `done_trading`.
classic-placement-revealed = Le fortezze sono già state lette.
classic-placement-you-commit = Impegni: { $plan }.
classic-placement-committed = { $faction } { $faction_gender ->
        [pl] hanno
       *[other] ha
    } posato le Carte Accesso coperte.
classic-placement-commit-no-troops = Metti una o più carte truppa accanto a { $stronghold }.
classic-placement-commit-twice = Hai indicato { $stronghold } due volte: una carta fortezza prende tutte le sue carte truppa.
classic-placement-no-stronghold-card = Non hai la carta { $stronghold }.
classic-placement-no-troop-cards = Non hai le carte truppa { $cards }.
classic-placement-over-cap = Così impegni { $count } truppe: al massimo { $cap } in tutto.
classic-placement-you-hold = Hai: { $cards }.
classic-placement-commit-usage = Impegna così: `commit_troops Arrakeen 5 3, Carthag 10` (una carta fortezza e le truppe delle sue carte truppa), o `commit_troops nothing`.
classic-placement-not-a-stronghold = { $territory } non è una fortezza in questa partita.
classic-placement-nothing = niente
classic-placement-claim = { $stronghold } con { $cards } ({ $count ->
        [one] { $count } truppa
       *[other] { $count } truppe
    })
classic-placement-reveals = { $faction } { $faction_gender ->
        [pl] rivelano
       *[other] rivela
    } { $claim }.
classic-placement-collect = Le carte truppa non impegnate diventano spezia, una per una, e ogni giocatore riceve la spezia del suo schermo (V.6.b).
classic-placement-converted = Le tue carte truppa non impegnate ti danno { $converted } di spezia e il tuo schermo { $allotment }: hai { $spice } di spezia.
classic-placement-vacant = { $stronghold } resta { $stronghold_gender ->
        [f] libera
        [pl] liberi
       *[other] libero
    }.
classic-placement-cancelled = { $stronghold } resta { $stronghold_gender ->
        [f] libera
        [pl] liberi
       *[other] libero
    }: le pretese si annullano.
classic-placement-occupies = { $faction } { $faction_gender ->
        [pl] occupano
       *[other] occupa
    } { $stronghold } con { $count ->
        [one] { $count } truppa
       *[other] { $count } truppe
    }.
classic-placement-positions-placed = Le posizioni iniziali sono piazzate; la partita principale comincia con la tempesta del turno 1 (V.7).
classic-placement-done-trading = Hai finito di scambiare.
classic-placement-wait-for-traders = Aspetta che gli altri finiscano di scambiare, poi impegna le tue truppe.
classic-placement-traders = Scambiano ancora: { $factions }.
classic-placement-no-traders = Nessun altro sta scambiando.
classic-placement-not-trading = { $faction } non { $faction_gender ->
        [pl] scambiano
       *[other] scambia
    } più.
classic-placement-offer-usage = Proponi così: `offer harkonnen troops 5, troops 3 for Carthag`; comincia con `shown` per mostrare le tue carte.
classic-placement-offer-both-sides = Uno scambio indica carte da entrambe le parti.
classic-placement-not-yours = Non hai { $cards }.
classic-placement-you-offer = Proponi a { $partner } { $gives } per { $takes }{ $shown ->
        [yes] , mostrando le tue carte
       *[other] , a scatola chiusa
    }.
classic-placement-offered-shown = { $gives } (mostrate)
classic-placement-offered-unseen = { $count ->
        [one] { $count } Carta Accesso, a scatola chiusa
       *[other] { $count } Carte Accesso, a scatola chiusa
    }
classic-placement-offer-to-you = { $proposer } ti { $proposer_gender ->
        [pl] propongono
       *[other] propone
    } { $offered } per { $takes }: `accept { $command }` o `decline { $command }`.
classic-placement-offers-from = Proposte aperte per te da: { $factions }.
classic-placement-no-offers = Non hai proposte aperte.
classic-placement-no-offer-from = { $faction } non ti { $faction_gender ->
        [pl] hanno
       *[other] ha
    } fatto proposte aperte.
classic-placement-you-traded = Hai scambiato con { $other }: hai dato { $gave } e ricevuto { $got }. Le tue Carte Accesso: { $cards }.
classic-placement-trade = { $first } e { $second } si sono scambiati Carte Accesso.
classic-placement-declined = { $faction } { $faction_gender ->
        [pl] hanno
       *[other] ha
    } rifiutato la tua proposta.
classic-placement-you-declined = Hai rifiutato la proposta di { $faction }.
classic-placement-finished = { $faction } { $faction_gender ->
        [pl] hanno
       *[other] ha
    } finito di scambiare.
classic-placement-lapsed = La proposta di { $proposer } a { $partner } è decaduta.
classic-placement-prompt-trade = Scambia Carte Accesso (`offer`, `accept`, `decline`) o concludi: `done_trading`.
classic-placement-prompt-commit = Impegna in segreto le tue truppe: `commit_troops Arrakeen 5 3, Carthag 10` o `commit_troops nothing`.
classic-sheet-access = Carte Accesso
classic-sheet-commitment = Il tuo impegno: { $plan }
classic-command-offer = THE SPICE HARVEST, V.4: proponi uno scambio di Carte Accesso, le tue per le sue: `offer harkonnen troops 5, troops 3 for Carthag`; comincia con `shown` per mostrare le tue carte (altrimenti a scatola chiusa).
classic-command-offer-to = una fazione
classic-command-offer-cards = le tue carte, `for`, le sue carte (virgole tra le carte); prima `shown` per mostrare le tue
classic-command-accept = THE SPICE HARVEST, V.4: accetta lo scambio che un giocatore ti ha proposto.
classic-command-accept-proposer = una fazione
classic-command-decline = THE SPICE HARVEST, V.4: rifiuta lo scambio che un giocatore ti ha proposto.
classic-command-decline-proposer = una fazione
classic-command-done-trading = THE SPICE HARVEST, V.4: concludi gli scambi di Carte Accesso (le proposte aperte decadono).
classic-command-commit-troops = THE SPICE HARVEST, V.6.a: impegna in segreto carte truppa accanto alle tue carte fortezza, al massimo 20 truppe: `commit_troops Arrakeen 5 3, Carthag 10`, o `commit_troops nothing`.
classic-command-commit-troops-plan = ogni fortezza con i numeri delle sue carte truppa, virgole tra le fortezze; o nothing
classic-sheet-offer-from = { $faction } ti { $faction_gender ->
        [pl] propongono
       *[other] propone
    } { $offered } per { $takes }
classic-sheet-offer-to = Proponi a { $faction } { $gives } per { $takes }
classic-placement-status-trading = Prima del turno 1: scambi di Carte Accesso ({ $count } ancora in corso).
classic-placement-status-committing = Prima del turno 1: truppe impegnate ({ $count } su { $players }).
classic-placement-status-prediction = Prima del turno 1: le posizioni iniziali sono piazzate; le Bene Gesserit fanno la predizione.
