# DUNE di Santini, fasi B: l'iniziativa, la Costruzione, il Controllo Carte.

## Iniziativa (Attività)
santini-turn-now = Siamo al turno { $turn }, { $phase }.
santini-prompt-initiative = Iniziativa: versa in segreto alla Gilda Spaziale (`pay <spezia>`) oppure, se sei il Fremen, modifica il tuo dado da otto (`initiative <+k|-k|0>`). Aggiungi `landsraad=<fazioni in ordine>` per giocare la carta Landsraad.
santini-command-pay = Versamento segreto alla Gilda Spaziale per l'iniziativa (Attività), anche 0.
santini-command-pay-amount = spezia versata alla Gilda
santini-command-pay-landsraad = le fazioni nell'ordine in cui muoveranno, come `Fremen,Harkonnen,Atreides,Emperor`
santini-command-initiative = Fremen: modifica il dado da otto segreto dell'iniziativa (Attività) al massimo delle tue città.
santini-command-initiative-modifier = la modifica al dado da otto, come +2, -1 o 0
santini-command-initiative-landsraad = le fazioni nell'ordine in cui muoveranno, come `Fremen,Harkonnen,Atreides,Emperor`
santini-initiative-die = Il tuo dado da otto per l'iniziativa dà { $face }; puoi modificarlo al massimo di { $reach } (`initiative <+k|-k|0>`).
santini-initiative-not-now = Ora non si attende la tua risposta per l'iniziativa.
santini-initiative-wrong-command = Questa non è la risposta per l'iniziativa della tua fazione.
santini-initiative-use-modifier = Il Fremen risponde con `initiative <+k|-k|0>`, da -{ $reach } a +{ $reach }.
santini-initiative-use-guild = Rispondi con `pay <spezia>`, da 0 a { $spice }.
santini-landsraad-not-held = Non hai la carta Landsraad.
santini-landsraad-leave-out = Manda `{ $command }` senza `landsraad=`.
santini-landsraad-bad-order = L'ordine della carta Landsraad nomina una volta ciascuna delle { $count } fazioni.
santini-landsraad-order-like = Scrivilo come `landsraad={ $example }`.
santini-guild-too-much = Non puoi versare tanto: hai { $spice } spezie.
santini-guild-between = Versa da 0 a { $spice }.
santini-guild-sealed = Il tuo versamento di { $amount } alla Gilda resta segreto finché tutti non hanno risposto.
santini-initiative-too-far = Il dado da otto può cambiare al massimo di { $reach }.
santini-initiative-within = Scegli una modifica da -{ $reach } a +{ $reach }.
santini-initiative-sealed = La tua iniziativa di { $total } resta segreta finché tutti non hanno risposto.
santini-initiative-fremen = { $seat } (Fremen): dado da otto { $face }, modificato di { $modifier }: iniziativa { $total }.
santini-initiative-payer = { $seat } ({ $faction }): { $harvested } di spezia raccolta + { $paid } versate alla Gilda: iniziativa { $total }.
santini-initiative-order = Ordine delle attività: { $order }.
santini-initiative-tie = Parità: { $seat } tira { $face }.
santini-landsraad-played = { $seat } gioca { $card } e decide l'ordine delle attività.

## Costruzione
santini-prompt-construction = Costruzione: il tuo ordine segreto, come `build infantry=2 spy=1 rebuild=H3` (`build` da solo non costruisce nulla). Il modulo ha cinque campi; scrivi gli altri tipi allo stesso modo (`wing=1`, `command=1`).
santini-command-build = Il tuo ordine segreto per la Costruzione: unità nuove per tipo e unità da ricostruire.
santini-command-build-infantry = quante costruirne
santini-command-build-armour = quante costruirne
santini-command-build-artillery = quante costruirne
santini-command-build-guard = quante costruirne
santini-command-build-spy = quante costruirne
santini-command-build-command = quante costruirne
santini-command-build-wing = quante costruirne
santini-command-build-harvester = quante costruirne
santini-command-build-rebuild = unità che hanno perso uno step, come `H3,H4`
santini-build-not-now = Ora non si attende il tuo ordine di Costruzione.
santini-build-sealed = Il tuo ordine ({ $order }) resta segreto finché tutti non hanno ordinato.
santini-rebuild-twice = Un'unità si ricostruisce una volta sola.
santini-build-too-dear = Costa { $price } spezie; ne hai { $spice }.
santini-build-costs = Fanteria, spia, mietitrice 1; corazzato, artiglieria, ala trasporto 2; comando, guardia 3. Uno step: fanteria 1, corazzato e artiglieria 2, guardia 3.
santini-rebuild-unknown = { $unit } non è una tua unità in gioco.
santini-rebuild-which = Unità che puoi ricostruire ({ $count }): { $units }.
santini-rebuild-whole = { $unit } non ha step perduti da ricostruire.
santini-rebuild-zoc = { $unit } è in zoc nemica ({ $hex }).
santini-build-fremen-kind = Il Fremen costruisce fanterie, comandi e spie.
santini-build-fremen-kinds = Costruisci fino a { $pieces } pezzi tra fanterie, comandi o spie; la guardia solo dopo l'ingresso di Paul Muad'Dib o di Alia.
santini-build-fremen-guards = Costruisci fino a { $pieces } pezzi tra fanterie, comandi, spie o guardie.
santini-build-fremen-three-guards = Le guardie Fremen sono tre: ne restano { $left } da costruire.
santini-build-fremen-pieces = Puoi costruire { $pieces } pezzi; { $built } costruiti e { $rebuilt } step ricostruiti sono troppi.
santini-build-fremen-trade = Per ogni pezzo non costruito si reintegrano due step.
santini-build-void = { $seat } ({ $faction }) non può più eseguire l'ordine: non costruisce nulla.
santini-built = { $seat } ({ $faction }) costruisce: { $order }; spezia pagata { $spice }; unità nuove: { $units }.
santini-build-infantry = { $count ->
    [one] 1 fanteria
    *[other] { $count } fanterie
}
santini-build-armour = { $count ->
    [one] 1 corazzato
    *[other] { $count } corazzati
}
santini-build-artillery = { $count ->
    [one] 1 artiglieria
    *[other] { $count } artiglierie
}
santini-build-guard = { $count ->
    [one] 1 guardia
    *[other] { $count } guardie
}
santini-build-spy = { $count ->
    [one] 1 spia
    *[other] { $count } spie
}
santini-build-command = { $count ->
    [one] 1 comando
    *[other] { $count } comandi
}
santini-build-wing = { $count ->
    [one] 1 ala trasporto
    *[other] { $count } ali trasporto
}
santini-build-harvester = { $count ->
    [one] 1 mietitrice
    *[other] { $count } mietitrici
}
santini-build-rebuild = ricostruite { $units }
santini-build-nothing = nulla

## Controllo Carte
santini-prompt-discard = Controllo Carte: scarta fino al tuo limite (`discard <carte>`; `discard` da solo scarta le ultime carte ricevute).
santini-command-discard = Scarta carte scoperte (Controllo Carte, o nella tua attività); da solo, le carte in eccesso, le ultime ricevute.
santini-command-discard-cards = carte, come `Karama, Movimento`
santini-command-recover = Ordine permanente per Recupero Informazioni: recupera questa carta (o una qualsiasi) quando un altro giocatore la scarta; off per smettere.
santini-command-recover-card = il nome di una carta, `any` oppure `off`
santini-discard-not-held = Non hai { $card } in mano.
santini-discard-hand = In mano hai ({ $count }): { $cards }.
santini-discard-not-now = Si scartano carte nel Controllo Carte o nella propria attività.
santini-discard-nothing = Non hai nulla da scartare.
santini-discard-name = Nomina le carte da scartare; il tuo limite è { $limit }.
santini-discarded = { $seat } scarta { $cards }.
santini-recovery-played = { $seat } gioca Recupero Informazioni per { $card }.
santini-recovery-die = Il dado dà la carta a { $seat }, tra { $among }.
santini-recovered = { $seat } recupera { $card }.
santini-recover-unknown = { $card } non è una carta che si possa tenere in mano.
santini-recover-how = Scrivi `recover <carta>` (una delle { $count } carte che si possono tenere in mano), `recover any` oppure `recover off`.
santini-recover-off = spento
santini-recover-any = una carta qualsiasi
santini-recover-set = Recupero Informazioni, ordine permanente: { $order }.

santini-build-mix = Hai chiesto { $count } { $kind }; sul tuo foglio ne restano { $left } pedine, le altre sono in gioco.
santini-build-mix-left = Pedine rimaste sul tuo foglio: { $left }.
santini-mix-left = { $kind } { $count }
