# Dune classico: le fasi del turno (preparazione, Tempesta, Esplosione di Spezia, Asta,
# Rigenerazione e spostamenti, Accumulo di Spezia), le alleanze, la vittoria.
# Termini: regolamento italiano del 1979 (classic-1979-rules-it.txt).

## Passi comuni (common.py)
classic-you-receive-card = Ricevi { $card }.
classic-top-bid-needs-spice = La tua offerta più alta di { $bid } sulla carta all'asta ha bisogno di quella spezia.
classic-move-at-most-until-sold = Sposta al massimo { $count } finché la carta non è venduta.
classic-spans-sectors-end-in = { $territory } si estende sui settori { $sectors }; puoi fermarti in { $open }: di' quale.
classic-spans-sectors = { $territory } si estende sui settori { $sectors }: di' quale.
classic-add-a-sector = Aggiungi un settore, per esempio `... { $territory } { $sector }`.
classic-lies-in-sectors = { $territory } si trova nei settori { $sectors }, non nel { $sector }.
classic-sector = settore { $sector }
classic-or = { $rest } o { $last }
classic-no-tokens-in = Non hai armate in { $territory }.
classic-count-in-sector = { $count } nel settore { $sector }
classic-tokens-in-several-sectors = Le tue armate in { $territory } sono in più settori ({ $where }); si spostano come gruppi separati.
classic-name-the-sector = Indica il settore con `from_sector=N`.
classic-tokens-in-sector-not = Hai { $count ->
        [one] { $count } armata
       *[other] { $count } armate
    } in { $territory } settore { $sector }, non { $n }.
classic-sector-in-storm = { $territory } settore { $sector } è sotto la tempesta.
classic-holds-two-others = { $territory } ospita già altre due fazioni.
classic-ally-already-in = Il tuo alleato ha già armate in { $territory }.

## Preparazione (setup.py)
classic-seating = { $seat } ({ $faction }, punto { $dot })
classic-game-begins = Inizia una partita di Dune. Posti: { $seats }.
classic-no-sietches = Le fortezze sietch sono per una partita di { $needed } giocatori (XVIII.C): questa partita di { $count } si gioca senza.
classic-no-weather = Nessuno gioca i Fremen, che pescano i segnali del tempo: la tempesta si sposta con le ruote, come nel gioco base (XVI.D).
classic-players-2-to-6 = Dune si gioca da 2 a 6 giocatori.
classic-got-players = Sono { $count }.
classic-seat-names = Ogni posto ha bisogno di un nome suo (e `mod` è del moderatore).
classic-same-faction-twice = Due posti hanno scelto la stessa fazione.
classic-no-opponent-leaders = nessun leader dei tuoi avversari
classic-your-traitors = I tuoi traditori: { $leaders }.
classic-keep-a-traitor = Tieni un leader avversario come tuo traditore ({ $leaders }): `traitor <leader>`.
classic-no-opponent-drawn = Nessuno è di un avversario: rispondi `traitor none`.
classic-you-drew = Hai pescato { $leaders }. { $ask }
classic-no-traitor-to-choose = Non hai un traditore da scegliere ora.
classic-choose-one-of = Scegline uno fra: { $leaders }.
classic-answer-traitor-none = Rispondi `traitor none`.
classic-must-keep-traitor = Hai pescato un leader avversario: tienine uno come traditore.
classic-own-leader = { $leader } è un tuo leader.
classic-traitor-in-your-pay = { $leader } è al tuo soldo come traditore.
classic-you-have-no-traitor = Non hai traditori.
classic-traitor-chosen = { $faction } { $faction_gender ->
        [pl] hanno scelto il loro traditore.
       *[other] ha scelto il suo traditore.
    }
classic-rule-bg-shield = scudo Bene Gesserit
classic-rule-fremen-shield = scudo Fremen
classic-only-bg-predict = Solo le Bene Gesserit fanno una predizione.
classic-prediction-written = Hai già scritto la tua predizione.
classic-predict-another = Predici una delle altre fazioni di questa partita: { $factions }.
classic-game-lasts = La partita dura { $count } turni.
classic-choose-turn = Scegli un turno da 1 a { $count }.
classic-you-predict = La tua predizione: { $faction } { $faction_gender ->
        [pl] vincono
       *[other] vince
    } al turno { $turn }.
classic-prediction-made = Le Bene Gesserit hanno scritto la loro predizione segreta.
classic-bg-place-after-fremen = Le Bene Gesserit piazzano la loro armata dopo i Fremen.
classic-only-fremen-place = Solo i Fremen piazzano armate durante la preparazione, e solo finché non le hanno piazzate tutte e dieci.
classic-fremen-start-in = I Fremen partono da { $home }, non da { $territory }.
classic-left-to-place = Restano da piazzare solo { $count ->
        [one] { $count } armata
       *[other] { $count } armate
    }, non { $n }.
classic-place-or-less = `place { $count } <territory> [sector]` o meno.
classic-fremen-places = I Fremen piazzano { $n }{ $starred } in { $territory } (settore { $sector }); ne restano { $count } da piazzare.
classic-ask-traitor = Scegli il tuo traditore: `traitor <leader>` (`traitor none` se hai pescato solo leader tuoi).
classic-ask-prediction = Scrivi la tua predizione: `predict <faction> <turn>`.
classic-ask-fremen-place = Piazza { $count ->
        [one] { $count } armata
       *[other] { $count } armate
    }: `place <count> <territory> [sector]`.
classic-ask-advisor-place = Piazza la tua armata iniziale in un territorio qualsiasi: `place 1 <territory> [sector]` (XV.B.1).

## Tempesta (storm.py)
classic-storm-round = Turno { $turn }: fase della Tempesta. { $dialers } compongono ciascuno in segreto un numero da { $low } a { $high } (`dial N`).
classic-no-dials-weather = Niente ruote in questa fase della Tempesta: la sposta il segnale della tempesta dei Fremen (XVI.C).
classic-not-dialing = Ora non stai componendo la Tempesta.
classic-already-dialed = Hai già composto la Tempesta in questo turno.
classic-dial-from-to = Componi un numero da { $low } a { $high }.
classic-you-dialed = Hai composto { $number } per la Tempesta.
classic-has-dialed = { $faction } { $faction_gender ->
        [pl] hanno
       *[other] ha
    } composto la Tempesta.
classic-fremen-move-by-marker = I Fremen spostano la tempesta secondo il segnale rivelato con `storm`.
classic-dialing = Compongono: { $factions }.
classic-in-phase-setup = La partita è nella fase di preparazione.
classic-in-phase-storm = La partita è nella fase della Tempesta.
classic-in-phase-spice-blow = La partita è nella fase dell'Esplosione di Spezia.
classic-in-phase-bidding = La partita è nella fase dell'Asta.
classic-in-phase-revival = La partita è nella fase della Rigenerazione.
classic-in-phase-movement = La partita è nella fase degli spostamenti.
classic-in-phase-battle = La partita è nella fase delle Battaglie.
classic-in-phase-collection = La partita è nella fase dell'Accumulo di Spezia.
classic-in-phase-ended = La partita è finita.
classic-no-weather-rule = `storm` sposta la tempesta secondo il segnale dei Fremen, una regola che questa partita non usa (XVI): la tempesta si compone con le ruote.
classic-only-fremen-marker = Solo i Fremen spostano la tempesta con il loro segnale.
classic-no-revealed-marker = Ora non c'è un segnale della tempesta rivelato con cui spostarla.
classic-weather-marker-hint = Con la regola del tempo, ogni fase della Tempesta dopo la prima si apre con il segnale dei Fremen rivelato.
classic-marker-shows = Il segnale della tempesta dei Fremen mostra { $number }
classic-faction-number = { $faction } { $number }
classic-dials-revealed = Ruote della Tempesta rivelate: { $dials }
classic-storm-moves = { $why }. La tempesta si sposta di { $count ->
        [one] { $count } settore
       *[other] { $count } settori
    } fino al settore { $sector }.
classic-storm-kills = La tempesta uccide { $count ->
        [one] { $count } armata
       *[other] { $count } armate
    } di { $faction }{ $starred } in { $territory } (settore { $sector }).
classic-storm-scatters = La tempesta disperde { $count } spezia in { $territory }.

## Esplosione di Spezia (spice_blow.py)
classic-pile = { " " }(mazzo { $pile })
classic-spice-reshuffled = Il mazzo Spezia è esaurito: tutte le carte Spezia vengono rimescolate in un nuovo mazzo.
classic-blow-in-storm = Esplosione di Spezia{ $pile }: { $territory }, ma il settore { $sector } è sotto la tempesta: niente spezia in questo turno (VII.A.1).
classic-blow = Esplosione di Spezia{ $pile }: { $count } spezia in { $territory } (settore { $sector }).
classic-worm-reshuffled = Shai-Hulud appare al primo turno e viene rimescolato nel mazzo Spezia (VII.D, XXI.A.3).
classic-worm-to-place = Un altro Shai-Hulud{ $pile }: i Fremen lo piazzano in un territorio qualsiasi (`place_worm <territory>`; divora solo nel deserto; XV, scheda Fremen 2).
classic-worm-ignored = Un altro Shai-Hulud{ $pile }: ignorato in questo turno (VII.C).
classic-worm-no-nexus = Shai-Hulud{ $pile }! Nessun Legame: questa partita è senza alleanze (XVIII.A.1).
classic-worm-nexus = Shai-Hulud{ $pile }! Un Legame (VII.B).
classic-no-worm-to-place = Ora non c'è un verme da piazzare.
classic-rule-pad-fremen-2 = XV, scheda Fremen 2
classic-fremen-place-worms = Con le abilità aggiuntive i Fremen piazzano ogni verme di un'Esplosione di Spezia dopo il primo.
classic-worm-placed-not-desert = I Fremen piazzano Shai-Hulud in { $territory }: non è deserto, non divora nulla (XV, scheda Fremen 2).
classic-worm-placed = I Fremen piazzano Shai-Hulud in { $territory } (XV, scheda Fremen 2).
classic-worm-nothing = Shai-Hulud non trova ancora un'Esplosione di Spezia da divorare.
classic-may-ride = I Fremen in { $territory } possono cavalcare Shai-Hulud fino a un altro territorio (`ride <territory> [sector]`, o `ride` per restare).
classic-worm-devours = Shai-Hulud divora { $count ->
        [one] { $count } armata
       *[other] { $count } armate
    } di { $faction } in { $territory }.
classic-worm-swallows = Shai-Hulud inghiotte { $count } spezia in { $territory }.
classic-shelter-offer = Shai-Hulud emerge in { $territory }: i Fremen possono salvare dal verme le armate dei loro alleati che vi si trovano ({ $allies }) (`protect yes` o `protect no`, scudo Fremen, XII.E.6).
classic-no-worm-threatens = Ora nessun verme minaccia i tuoi alleati.
classic-rule-fremen-shield-xii-e-6 = scudo Fremen, XII.E.6
classic-shelter-hint = I Fremen vengono interpellati quando un verme sta per divorare un territorio dove si trovano i loro alleati.
classic-shelter-yes = I Fremen proteggono da Shai-Hulud i loro alleati in { $territory } (XII.E.6).
classic-shelter-no = I Fremen lasciano a Shai-Hulud i loro alleati in { $territory }.
classic-no-worm-to-ride = Ora non c'è un verme da cavalcare.
classic-fremen-stay = I Fremen restano in { $territory }.
classic-riders-already-in = I tuoi cavalieri sono già in { $territory }.
classic-ride-to-stay = Usa `ride` per restare.
classic-fremen-ride = I Fremen cavalcano Shai-Hulud: { $count ->
        [one] { $count } armata
       *[other] { $count } armate
    } da { $origin } a { $territory } (settore { $sector }).

## Spezia degli alleati (support.py)
classic-sets-aside = { $giver } { $giver_gender ->
        [pl] mettono
       *[other] mette
    } da parte { $count } spezia per le carte e gli sbarchi di { $ally }.
classic-not-your-ally = { $faction } { $faction_gender ->
        [pl] non sono tuoi alleati.
       *[other] non è tuo alleato.
    }
classic-only-spice-to-pledge = Hai solo { $count } spezia in più da impegnare.
classic-pledge-backs-bid = Il tuo impegno copre l'offerta in corso di { $bid } di { $faction }.
classic-rule-deals-honoured = XIII.C: gli accordi vanno rispettati
classic-pledged-from = { $count } da { $faction }
classic-means-pledged = { $count } spezia ({ $own } tue, { $given } impegnate)
classic-means-none-pledged = { $count } spezia (i tuoi alleati non ti hanno impegnato nulla, XII.E.3)
classic-means = { $count } spezia
classic-ally-pays = { $giver } { $giver_gender ->
        [pl] pagano { $count } spezia per il loro alleato
       *[other] paga { $count } spezia per il suo alleato
    } { $ally } (XII.E.3-4).
## Asta (bidding.py)
classic-bidding-skipped = Asta: nessun giocatore può fare offerte (mani piene), quindi non si pescano carte (VIII.A).
classic-bidding-round = Asta: { $count ->
        [one] { $count } carta all'asta
       *[other] { $count } carte all'asta
    }. Carte in mano: { $held } (VIII.F).
classic-charity = Carità della CHOAM: { $faction } { $faction_gender ->
        [pl] ricevono
       *[other] riceve
    } 2 spezia{ $why }.
classic-card-up = Carta { $index } di { $count } all'asta. { $opener } { $opener_gender ->
        [pl] aprono
       *[other] apre
    } le offerte.
classic-prescience-card = Prescienza: la carta { $index } all'asta è { $card }.
classic-bid-more-or-pass = L'offerta è { $bid }: offri di più o passa.
classic-bid-from-to = Offri da { $low } a { $high }.
classic-you-have-pass = Hai { $means }: passa.
classic-you-have-only = Hai solo { $means }.
classic-bid-at-most = Offri al massimo { $count }, o passa.
classic-pass = Passa.
classic-bids = { $faction } { $faction_gender ->
        [pl] offrono
       *[other] offre
    } { $amount }.
classic-passes = { $faction } { $faction_gender ->
        [pl] passano
       *[other] passa
    }.
classic-no-card-up = Ora nessuna carta è all'asta.
classic-hand-full = Hai la mano piena: devi passare su ogni carta.
classic-turn-to-bid = Tocca a { $faction } fare un'offerta.
classic-standing-bid-hint = Puoi lasciare un'offerta permanente segreta: `auto <max>` o `auto pass`.
classic-paid-to-nobody = a nessuno (Karama)
classic-paid-to-emperor = all'Imperatore
classic-paid-to-bank = alla Banca della Spezia
classic-card-sold = { $faction } { $faction_gender ->
        [pl] comprano
       *[other] compra
    } la carta { $index } per { $count } spezia, pagate { $paid_to }.
classic-you-bought = Hai comprato { $card }.
classic-no-bonus-card = Karama: gli Harkonnen non prendono la carta in più.
classic-bonus-card = Gli Harkonnen prendono una carta in più dal mazzo.
classic-every-hand-full = tutte le mani sono piene
classic-passed-by-everyone = tutti hanno passato sulla carta (VIII.E)
classic-bidding-ends = L'asta finisce: { $why }; { $count ->
        [one] { $count } carta torna
       *[other] { $count } carte tornano
    } in cima al mazzo Tradimento.
classic-bidding-over = L'asta è finita.
classic-hand-full-no-bid = { $faction } { $faction_gender ->
        [pl] hanno
       *[other] ha
    } la mano piena: nessuna offerta (VIII.G).
classic-standing-during-bidding = Le offerte permanenti si danno durante l'asta.
classic-standing-cleared = Istruzione permanente annullata.
classic-standing-pass = Passerai su tutte le carte rimaste in quest'asta.
classic-standing-round = Offrirai fino a { $limit } su ogni carta rimasta in quest'asta.
classic-standing-card = Offrirai fino a { $limit } su questa carta.
classic-not-standing = `{ $instruction }` non è un'istruzione permanente.
classic-standing-usage = Usa `auto <max bid>` (questa carta), `auto <max bid> round` (ogni carta di quest'asta), `auto pass` o `auto off`.

## Spostamenti (movement.py)
classic-guild-waits = La Gilda può fare il suo turno prima di quello di qualsiasi giocatore: viene interpellata prima di ognuno (`move_now yes|no`) e muove per ultima se non dice mai sì (XV, scheda Gilda 1).
classic-shai-hulud = Shai-Hulud
classic-next-spice-card = la prossima carta Spezia è { $card }
classic-spice-deck-reshuffled = il mazzo Spezia sarà rimescolato
classic-prescience = Prescienza: { $what }.
classic-guild-asked = La Gilda: muove ora, prima di { $faction }? (`move_now yes|no`, XV, scheda Gilda 1)
classic-movement-turn = { $faction }: sbarca e muovi (raggio { $reach }), poi `done`.
classic-ornithopters = ornitotteri: hai armate ad Arrakeen o a Carthag
classic-no-ornithopters = niente ornitotteri: nessuna tua armata ad Arrakeen o a Carthag
classic-move-offer = Muovi un gruppo fino a { $count ->
        [one] { $count } territorio
       *[other] { $count } territori
    } ({ $why }): `move N <from> <to> [sector]`.
classic-storm-over = La tempesta è sul settore { $sector }: nulla vi entra, ne esce o lo attraversa. Poi `done`.
classic-price-fremen = gratis, in { $territory } o entro due territori da lì
classic-price-half = a metà prezzo, arrotondato per eccesso: 1 spezia ogni 2 armate in una fortezza, 1 per armata altrove (la tariffa della Gilda)
classic-price-full = 1 spezia per armata in una fortezza, 2 altrove
classic-ship-offer = Sbarca fino a { $count ->
        [one] { $count } armata
       *[other] { $count } armate
    } dalle riserve, { $price }: `ship N <territory> [sector]`.
classic-cross-ship-offer = Puoi anche sbarcare da un territorio: `ship N <territory> from=<territory>`.
classic-not-movement-round = Non è la fase degli spostamenti.
classic-first-advise = Prima di' se parte un consigliere spirituale: `advise yes` o `advise no`.
classic-waiting-advisor = Si attende che le Bene Gesserit decidano su un consigliere spirituale.
classic-first-coexist = Prima annuncia dove coesisti: `coexist yes|no [territory]`.
classic-waiting-coexist = Si attende che le Bene Gesserit annuncino dove coesistono.
classic-first-move-now = Prima di' se muovi ora: `move_now yes` o `move_now no`.
classic-waiting-guild = Si attende che la Gilda dica se muove ora.
classic-rule-pad-guild-1 = XV, scheda Gilda 1
classic-their-move = È il turno di { $faction }.
classic-not-asked-move-now = Ora non ti si chiede se muovere.
classic-move-now-hint = Con le abilità aggiuntive la Gilda viene interpellata prima del turno di ogni altro giocatore, finché non fa il suo.
classic-guild-steps-in = La Gilda fa ora il suo turno (XV, scheda Gilda 1).
classic-guild-turn-passed = Il turno della Gilda nella sequenza degli spostamenti è passato.
classic-rule-pad-b6a6-xv = scheda B.6.A.6, XV
classic-guild-turn-hint = Giocala prima che arrivi il loro posto nell'ordine.
classic-already-shipped = Hai già sbarcato in questo turno.
classic-karama-stopped-shipment = La Karama della Gilda ha fermato il tuo sbarco da fuori pianeta in questo turno.
classic-rule-xvii-pad-b6b3 = XVII, scheda B.6.B.3
classic-shipping-costs = Sbarcare { $n ->
        [one] { $n } armata
       *[other] { $n } armate
    } in { $territory } costa { $cost } spezia; hai { $means }.
classic-can-ship = Puoi pagare lo sbarco di { $count } lì.
classic-cannot-ship = Non puoi pagare lo sbarco di nessuna armata lì.
classic-no-ship-to-reserves = Le armate non possono tornare dal tabellone alle riserve.
classic-only-guild-to-reserves-hint = Solo la Gilda può: `ship N reserves from=<territory>`.
classic-in-reserve-not = Hai { $count ->
        [one] { $count } armata
       *[other] { $count } armate
    } in riserva, non { $n }.
classic-ship-at-most = Sbarcane al massimo { $count }.
classic-revive-first = Prima rigenera delle armate (IX.B).
classic-only-guild-cross-ship = Solo la Gilda e i suoi alleati possono sbarcare da un territorio a un altro.
classic-rule-guild-shield-xii-e-6 = scudo Gilda, XII.E.6
classic-ship-from-reserves = Sbarca invece dalle tue riserve.
classic-only-guild-to-reserves = Solo la Gilda rimanda armate dal tabellone alle riserve; i suoi alleati possono sbarcare fra territori.
classic-cross-ship-usage = `ship N <territory> from=<territory>`.
classic-tokens-in-storm = Le tue armate in { $territory } sono sotto la tempesta.
classic-ship-elsewhere = Sbarca in un territorio diverso.
classic-fremen-reserves-only = I Fremen portano le riserve solo in { $flat } o in un territorio entro due da lì, non in { $territory }.
classic-rule-fremen-shield-qa-e7 = scudo Fremen, D&R E.7
classic-for-example = Per esempio: { $territories }.
classic-storm-toll = La tempesta uccide { $dead } delle { $count } armate di { $faction }{ $starred } che arrivano in { $territory } (settore { $sector }; XV, scheda Fremen 3).
classic-reserves = riserva
classic-their-reserves = riserva
classic-territory-sector = { $territory } (settore { $sector })
classic-paid-to-guild = per { $count } spezia alla Gilda
classic-paid-to-the-bank = per { $count } spezia alla Banca
classic-free = gratis
classic-ships = { $faction } { $faction_gender ->
        [pl] sbarcano
       *[other] sbarca
    } { $count ->
        [one] { $count } armata
       *[other] { $count } armate
    }{ $starred } da { $source } a { $target }, { $price }.
classic-advisor-offer = Le Bene Gesserit possono mandare un consigliere spirituale in { $territory } (`advise yes` o `advise no`).
classic-no-shipment-to-accompany = Ora non c'è uno sbarco da accompagnare.
classic-advisor-sent = Le Bene Gesserit mandano un consigliere spirituale in { $territory }.
classic-no-advisor-sent = Le Bene Gesserit non mandano consiglieri.
classic-already-moved = Hai già mosso un gruppo in questo turno.
classic-move-elsewhere = Uno spostamento va da un territorio a un altro.
classic-group-in-storm = Le tue armate in { $territory } settore { $sector } sono sotto la tempesta e non possono muovere.
classic-moves = { $faction } { $faction_gender ->
        [pl] muovono
       *[other] muove
    } { $count ->
        [one] { $count } armata
       *[other] { $count } armate
    }{ $starred } da { $origin } a { $territory } (settore { $sector }).
classic-nowhere = nessun luogo
classic-out-of-reach = { $territory } (settore { $sector }) è fuori portata: questo gruppo muove di { $count ->
        [one] { $count } territorio
       *[other] { $count } territori
    }, non attraverso la tempesta né fortezze piene. Raggiungibili: { $reachable }.
classic-cannot-revive = { $leader } non può essere rigenerato ora.
classic-leader-revival-costs = Rigenerare { $leader } costa { $cost } spezia; ne hai { $count }.
classic-leader-revived = { $faction } { $faction_gender ->
        [pl] rigenerano
       *[other] rigenera
    } { $leader } per { $count } spezia.
classic-revivable-now = Rigenerabili ora: { $leaders }.
classic-leader-revival-rule = Un leader può essere rigenerato solo quando tutti i tuoi leader sono nelle Vasche (IX.D.1).
classic-ends-move = { $faction } { $faction_gender ->
        [pl] terminano il loro
       *[other] termina il suo
    } turno di spostamento.
## Rigenerazione (revival.py)
classic-revival-gift-offer = Rigenerazione: i Fremen possono permettere { $count ->
        [one] al loro alleato
       *[other] ai loro alleati
    } { $allies } di rigenerare gratis tre armate in questo turno (`free_revival <ally> yes|no`, scudo Fremen, XII.E.6).
classic-revival-round = Rigenerazione: { $factions } { $factions_gender ->
        [m] può
        [f] può
       *[other] possono
    } pagare 2 spezia per ogni armata in più (`revive N`, `revive 0` per nessuna).
classic-revives-free = { $faction } { $faction_gender ->
        [pl] rigenerano
       *[other] rigenera
    } gratis { $count ->
        [one] { $count } armata
       *[other] { $count } armate
    }{ $starred }.
classic-revives-free-gift = { $faction } { $faction_gender ->
        [pl] rigenerano
       *[other] rigenera
    } gratis altre { $count ->
        [one] { $count } armata
       *[other] { $count } armate
    }{ $starred }, un dono dei Fremen (XII.E.6).
classic-emperor-may-give = Il tuo alleato Imperatore può prima darti spezia (`grant`).
classic-revivals-left = ti restano { $count } delle tue tre rigenerazioni di questo turno
classic-revivable-from-tanks = puoi rigenerare ora { $count ->
        [one] { $count } armata
       *[other] { $count } armate
    } dalle Vasche
classic-spice-pays-for = le tue { $spice } spezia ne pagano { $count } a 2 l'una
classic-paid-revival-refused = Puoi pagare per rigenerare al massimo { $count ->
        [one] { $count } armata
       *[other] { $count } armate
    } ora, non { $n }: { $why }.
classic-no-gift-to-decide = Ora non c'è una rigenerazione gratuita di un alleato da decidere.
classic-waiting-for = In attesa di: { $factions }.
classic-fremen-decide-at-revival = I Fremen decidono all'inizio della Rigenerazione.
classic-gift-refused = I Fremen non estendono la rigenerazione gratuita di { $faction }.
classic-no-revival-to-decide = Ora non hai una rigenerazione da decidere.
classic-revive-or-less = `revive { $count }` o meno.
classic-pays-to-revive = { $faction } { $faction_gender ->
        [pl] pagano
       *[other] paga
    } { $cost } spezia per rigenerare { $count ->
        [one] { $count } armata
       *[other] { $count } armate
    }{ $starred }.
## Accumulo di Spezia (collection.py)
classic-collects = { $faction } { $faction_gender ->
        [pl] accumulano
       *[other] accumula
    } { $count } spezia in { $territory }.
classic-spice-flow = { $faction } { $faction_gender ->
        [pl] ricevono
       *[other] riceve
    } { $count } spezia per l'occupazione di { $territory } (XIX).
## Coesistenza (coexist.py)
classic-bg-place-one = Le Bene Gesserit piazzano una sola armata.
classic-place-one-usage = `place 1 <territory> [sector]`.
classic-bg-placed-advisor = Le Bene Gesserit piazzano un'armata in { $territory } (settore { $sector }), come consigliere (XV.B.1).
classic-bg-placed-fighter = Le Bene Gesserit piazzano un'armata in { $territory } (settore { $sector }), come combattente (XV.B.1).
classic-the-polar-sink = il Pozzo Polare
classic-fighters-no-advisors = Le tue armate in { $territory } sono combattenti in questo turno: i consiglieri non possono unirsi a loro.
classic-advise-no = `advise no`.
classic-coexist-announce = Bene Gesserit: prima di ogni spostamento, annunciate dove i vostri consiglieri diventano combattenti (`coexist no <territory>`), poi `coexist yes` (consiglieri in { $advisors }).
classic-coexist-ask = Bene Gesserit: coesistete in { $territory }? `coexist yes` (consiglieri) o `coexist no` (combattenti) (XV.B.5).
classic-only-bg-coexist = Solo le Bene Gesserit coesistono.
classic-no-coexistence = Ora non c'è una coesistenza da annunciare.
classic-coexistence-hint = Le Bene Gesserit annunciano prima del primo spostamento della fase e quando delle armate arrivano dove incontrano altri.
classic-asked-about = Ti si chiede di { $territory }.
classic-coexist-yes-or-no = `coexist yes` o `coexist no`.
classic-bg-coexist = Le Bene Gesserit coesistono (consiglieri) in { $territory } per il resto del turno.
classic-bg-not-coexist = Le Bene Gesserit non coesistono (combattenti) in { $territory } per il resto del turno.
classic-advisors-stay = I consiglieri restano tali se non li nomini: `coexist yes` da solo chiude l'annuncio.
classic-coexist-no-hint = `coexist no <territory>` li rende combattenti.
classic-bg-coexist-in = Le Bene Gesserit coesistono in { $territories } per il resto del turno.
classic-no-territory = nessun territorio
classic-name-the-territory = Indica il territorio: `coexist no <territory>`.
classic-advisors-in = Consiglieri in: { $territories }.
classic-none = nessuno
classic-no-advisors-in = Non hai consiglieri in { $territory }.
classic-bg-fighters-in = Le Bene Gesserit in { $territory } sono combattenti in questo turno.

## Tempo (weather.py)
classic-you-draw-marker = Peschi il segnale della tempesta { $number }: al prossimo turno la tempesta si sposta di { $number } settori (XVI.B).
classic-weather-drawn = I Fremen pescano il segnale della tempesta del prossimo turno e lo tengono coperto (XVI.B).
classic-weather-revealed = Turno { $turn }: fase della Tempesta. Il segnale della tempesta dei Fremen mostra { $number }: la tempesta si sposterà di { $number } settori (XVI.C). { $control } e { $atomics } si possono giocare prima che i Fremen la spostino (`storm`).

## Dietro lo scudo (shield.py)
classic-shows-spice = { $faction } { $faction_gender ->
        [pl] mostrano la loro
       *[other] mostra la sua
    } spezia: { $count }.
classic-shows-card-count = { $faction } { $faction_gender ->
        [pl] mostrano
       *[other] mostra
    } di avere { $count ->
        [one] { $count } carta Tradimento
       *[other] { $count } carte Tradimento
    }.
classic-no-cards = nessuna carta
classic-shows-hand = { $faction } { $faction_gender ->
        [pl] mostrano la loro
       *[other] mostra la sua
    } mano: { $cards }.
classic-no-traitor = nessun traditore
classic-shows-traitors = { $faction } { $faction_gender ->
        [pl] mostrano i traditori al loro
       *[other] mostra i traditori al suo
    } soldo: { $traitors }.
## Corruzione (bribery.py)
classic-pay-yourself = Non puoi pagare te stesso.
classic-only-spice = Hai solo { $count } spezia.
classic-bribe = { $faction } { $faction_gender ->
        [pl] pagano
       *[other] paga
    } { $count } spezia a { $target }{ $terms }.
## Alleanze (alliances.py)
classic-nexus-open = Legame: si possono stringere, allargare e rompere alleanze (XII.B): `ally <faction>` (chiedono entrambe le parti; per entrare in un'alleanza, ogni membro deve chiedere te), `unally`, poi `ready`.
classic-no-alliances = Questa partita si gioca senza alleanze.
classic-no-alliances-hint = La sua opzione `no_alliances` è stata scelta alla creazione.
classic-only-at-nexus = Le alleanze si stringono e si rompono solo durante un Legame.
classic-nexus-hint = Il prossimo Shai-Hulud pescato in un'Esplosione di Spezia ne apre uno (XII.A).
classic-ally-yourself = Non puoi allearti con te stesso.
classic-already-ally = { $faction } { $faction_gender ->
        [pl] sono già tuoi alleati.
       *[other] è già tuo alleato.
    }
classic-in-another-alliance = Sei in un'alleanza e { $faction } in un'altra; nessun giocatore può far parte di più di una.
classic-unally-first = Esci dalla tua con `unally`, poi chiedi di entrare nella loro (XII.D.2).
classic-already-asked = Hai già chiesto a { $faction }.
classic-still-to-ask = Devono ancora chiedere: { $factions }.
classic-pairs-only = In questa partita le alleanze hanno al massimo due giocatori; questa ne avrebbe { $size }.
classic-rule-italian-edition = { $section } (edizione italiana)
classic-pairs-only-hint = Possono allearsi solo due giocatori entrambi fuori da ogni alleanza.
classic-table-no-alliance = La tabella della vittoria non prevede un'alleanza di { $size } in una partita di { $players }: comprenderebbe tutti i giocatori.
classic-ally-with-fewer = Alleati con meno giocatori.
classic-asks-alliance = { $faction } { $faction_gender ->
        [pl] chiedono
       *[other] chiede
    } a { $target } un'alleanza.
classic-asks-to-join-us = { $faction } { $faction_gender ->
        [pl] chiedono
       *[other] chiede
    } a { $target } di entrare nell'alleanza di { $group } (ogni membro deve chiedere, XII.C.2; devono ancora chiedere: { $missing }).
classic-asks-to-join = { $faction } { $faction_gender ->
        [pl] chiedono
       *[other] chiede
    } di entrare nell'alleanza di { $group } (ogni membro deve accettare, XII.C.2; devono ancora chiedere: { $missing }).
classic-alliance-formed = Alleanza: { $members } (XII.C.2-3).
classic-not-in-alliance = Non sei in un'alleanza.
classic-breaks-alliance = { $faction } { $faction_gender ->
        [pl] escono
       *[other] esce
    } dall'alleanza (XII.D).
classic-still-allied = Ancora alleati: { $factions }.
classic-nexus-prompt-awaiting = Legame: attendono la tua risposta (`ally`): { $factions }. `ally <faction>`, `unally`, poi `ready` (XII.C-D).
classic-nexus-prompt = Legame: `ally <faction>`, `unally`, poi `ready` (XII.C-D).
classic-already-ready = Hai già detto di essere pronto.
classic-nexus-closed = Il Legame è finito (XII.C.5).

## Poteri delle alleanze (alliance_powers.py)
classic-emperor-grants = L'Imperatore dà { $count } spezia al suo alleato { $ally } (scudo Imperatore, XII.E.6).
classic-only-emperor-grants = Solo l'Imperatore può dare spezia agli alleati in questo modo.
classic-grant-hint = Gli alleati si pagano a vicenda carte e sbarchi con `support`; chiunque può pagare una tangente con `bribe`.
classic-your-allies = I tuoi alleati: { $factions }.
classic-no-ally = Non hai alleati.
classic-give-from-1 = Dai da 1 alle { $count } spezia che hai.

## Leader catturati (capture.py)
classic-rule-pad-harkonnen-1 = XV, scheda Harkonnen 1
classic-capture-return = Gli Harkonnen restituiscono { $leader } a { $faction } dopo una battaglia (XV, scheda Harkonnen 1).
classic-capture = Gli Harkonnen catturano { $leader } a { $faction } (XV, scheda Harkonnen 1): `capture kill` (2 spezia), `capture keep` (per una battaglia) o `capture free`.
classic-captured-go-home = Tutti i leader Harkonnen sono morti: { $leaders } tornano a casa (XV, scheda Harkonnen 1).
classic-no-capture = Ora non hai un leader catturato su cui decidere.
classic-capture-hint = Gli Harkonnen decidono subito dopo una battaglia vinta.
classic-capture-kill = Gli Harkonnen mandano { $leader } nelle Vasche di { $faction } e prendono { $count } spezia (XV, scheda Harkonnen 1).
classic-capture-free = Gli Harkonnen lasciano tornare a casa { $leader } (XV, scheda Harkonnen 1).
classic-capture-keep = Gli Harkonnen tengono { $leader } per una battaglia (XV, scheda Harkonnen 1).

## Il Kwisatz Haderach (kwisatz.py)
classic-rule-pad-atreides-1 = XV, scheda Atreides 1
classic-rule-ix-d-2-pad-atreides-1 = IX.D.2, XV, scheda Atreides 1
classic-kwisatz-atreides-only = Solo gli Atreides hanno il Kwisatz Haderach, con le abilità aggiuntive.
classic-leave-out-kwisatz = Togli `kwisatz=yes`.
classic-kwisatz-not-alone = Il Kwisatz Haderach non può combattere da solo: si unisce a un leader o a un Eroe (Eroina) da Poco.
classic-kwisatz-in-tanks = Il Kwisatz Haderach è nelle Vasche: prima rigeneralo come un leader.
classic-kwisatz-karama = Una carta Karama ferma il Kwisatz Haderach in questa battaglia (XVII.B).
classic-kwisatz-fought = Il Kwisatz Haderach ha già combattuto in questo turno (un leader per turno).
classic-kwisatz-asleep = Il Kwisatz Haderach si risveglia quando hai perso { $needed } armate in battaglia; ne hai perse { $count }.
classic-kwisatz-killed = L'esplosione uccide il Kwisatz Haderach: va nelle Vasche (XV, scheda Atreides 1).
classic-kwisatz-awake = Gli Atreides hanno perso { $count } armate in battaglia: il Kwisatz Haderach può unirsi a uno dei loro leader una volta per turno (`kwisatz=yes` in un piano, XV, scheda Atreides 1).
classic-kwisatz-revival-costs = Rigenerare il Kwisatz Haderach costa { $cost } spezia; ne hai { $count }.
classic-kwisatz-revived = Gli Atreides rigenerano il Kwisatz Haderach per { $count } spezia.

## Vittoria (victory.py)
classic-won-strongholds = { $count } fortezze alla fine del turno { $turn } (IV)
classic-team-count = { $team } { $count } su { $needed }
classic-won-enough = abbastanza fortezze alla fine del turno { $turn } ({ $counts }; IV, opzioni)
classic-won-guild-default = nessuno controllava Dune all'ultimo turno (scudo Gilda)
classic-won-fremen-default = nessuno ha vinto e la Gilda non è in gioco (D&R E.3)
classic-won-most = il maggior numero di fortezze (D&R E.3)
classic-won-prediction = avevano predetto che { $faction } { $faction_gender ->
        [pl] avrebbero
       *[other] avrebbe
    } vinto al turno { $turn } (scudo Bene Gesserit)
classic-prediction-revealed = Le Bene Gesserit rivelano la loro predizione: { $faction }, turno { $turn }.
classic-game-over = { $count ->
        [one] Vince { $winners }: { $why }.
       *[other] Vincono { $winners }: { $why }.
    }

## Ordini permanenti (orders.py)
classic-auto-is-standing-bid = `auto { $instruction }` è un'offerta permanente; le offerte permanenti si danno durante l'asta.
classic-auto-not-order = `auto { $instruction }` non è un ordine permanente che puoi dare.
classic-order-call-off = Ordine permanente annullato: risponderai tu a ogni domanda sui traditori.
classic-order-call = Ordine permanente: ogni domanda sui traditori riceve subito risposta per te: `call_traitor yes` quando il leader che ti affronta (o affronta il tuo alleato) è al tuo soldo, altrimenti `call_traitor no` (`auto call off` per annullare).
classic-order-advise-yes = Ordine permanente: dopo ogni sbarco mandi un consigliere spirituale (`advise yes`; `advise no` dove non può andare). `auto advise off` per annullare.
classic-order-advise-no = Ordine permanente: dopo ogni sbarco non mandi consiglieri (`advise no`). `auto advise off` per annullare.
classic-order-advise-off = Ordine permanente annullato: ti si chiederà di ogni consigliere.
classic-order-move-later = Ordine permanente: prima di ogni spostamento rispondi `move_now no` e muovi per ultima (`auto move_now off` per annullare).
classic-order-move-later-off = Ordine permanente annullato: risponderai tu a `move_now` prima di ogni spostamento.
classic-orders-usage = Ordini permanenti che puoi dare ora: { $orders }.
