# DUNE di Santini: le carte, le spie, i leaders e gli scambi (Carte, Nota sulle Spie, Nota sui Leaders).

## Titoli del regolamento citati
santini-rule-carte = Carte
santini-rule-nota-sulle-spie = Nota sulle Spie
santini-rule-nota-sui-leaders = Nota sui Leaders

## Comandi
santini-command-play = Gioca una carta dalla tua mano durante la tua attività (Carte), con ciò su cui agisce.
santini-command-play-card = il nome di una carta
santini-command-play-unit = l'identificativo di una pedina, come `H12`
santini-command-play-target = l'identificativo di una pedina, come `H12`
santini-command-play-second = l'identificativo di una pedina, come `H12`
santini-command-play-hex = un esagono della mappa, come `0512`
santini-command-play-seat = il posto di un giocatore
santini-command-play-other = il nome di una carta
santini-command-play-work = fortification (fortificazione) o platform (piattaforma)
santini-command-play-by = l'identificativo di una pedina, come `H12`
santini-command-auto = Imposta in segreto una reazione permanente: `karama <carta>|any|off`, `cancel-spy <carta>|any|off`, `cover on|off`.
santini-command-auto-reaction = karama, cancel-spy o cover
santini-command-auto-answer = il nome di una carta, any, on oppure off
santini-command-keep = Tieni una delle carte pescate con Bene Gesserit (le altre si scartano).
santini-command-keep-card = il nome di una carta
santini-command-give = Cedi una carta della tua mano a un altro giocatore (Carte), in qualsiasi momento.
santini-command-give-gift = il nome di una carta
santini-command-give-seat = il posto di un giocatore
santini-command-send = Versa spezia dal tuo pianeta di origine a un altro giocatore, in qualsiasi momento.
santini-command-send-amount = spezia
santini-command-send-seat = il posto di un giocatore

## Giocare una carta
santini-card-played = { $seat } gioca { $card }.
santini-card-as = Viene giocata come { $card }.
santini-card-not-held = Non hai in mano { $card }.
santini-hand-is = Hai in mano { $count ->
    [one] una carta
   *[other] { $count } carte
}: guarda la tua mano.
santini-card-other-faction = { $card } è una carta di un'altra fazione: può giocarla solamente quella fazione.
santini-mentat-needs-card = Mentat vale come un'altra carta: indicala con `other=` (non un evento, non Mentat).
santini-card-not-by-play = { $card } non si gioca con `play`.
santini-card-standing = Risponde ad altre carte: impostala in anticipo con `auto` (karama, cancel-spy, cover).
santini-card-at-hand-check = Si gioca nella fase Controllo Carte.
santini-card-at-initiative = Si gioca con il versamento segreto dell'iniziativa.
santini-card-in-battle = Si gioca in battaglia.
santini-card-needs-own = { $card } richiede una tua pedina ({ $kinds }) come `unit=`, non { $unit }.
santini-card-needs-enemy = { $card } richiede una pedina nemica ({ $kinds }) come `target=`, non { $unit }.
santini-card-needs-hex = { $card } richiede un esagono della mappa, come `hex=0512`.
santini-card-needs-seat = { $card } richiede un altro giocatore come `seat=`: { $seats }.
santini-card-needs-city = { $card } agisce solamente in una città.
santini-card-not-in-hex = { $card }: { $unit } non è nell'esagono { $hex }.
santini-no-stacking = { $card } è già stata giocata lì: carte uguali non si cumulano.

## Reazioni permanenti
santini-auto-on-off = Rispondi `on` oppure `off`.
santini-auto-set = La tua reazione permanente: `auto { $reaction } { $answer }`.
santini-karama = { $seat } risponde con Karama: la carta è annullata.
santini-spy-cancelled = { $seat } gioca Annulla Azione Spia: { $card } è annullata.
santini-spy-cancelled-removed = { $seat } gioca Eliminazione Spie Nemiche: { $card } è annullata e la spia rimossa.
santini-cover = { $seat } gioca Copertura: il controspionaggio è annullato.

## Spie
santini-spy-used = Su { $spy } è già stata giocata una carta spia in questo turno.
santini-agent-veteran = Spia Agente Speciale si gioca su una spia veterana: { $spy } non lo è.
santini-spy-stands-for = { $card } vale come un'altra carta spia: indicala con `other=` ({ $cards }).
santini-spy-caught = Controspionaggio: { $spy } è eliminata.
santini-spy-escapes = Controspionaggio: la veterana { $spy } si salva (dado { $roll }).
santini-counter-spy-where = Contro Spionaggio richiede tue unità combattenti nell'esagono di { $spy }.
santini-needs-regular = { $unit } deve essere una pedina regolare (non veterana).
santini-spy-turned = { $spy } ora spia per { $seat }.
santini-two-spies = Indica due diverse spie nemiche: `target=` e `second=`.
santini-spy-not-in-storm = Nessuna spia può essere piazzata sotto una tempesta ({ $hex }).
santini-spy-placed = La spia { $spy } è piazzata in { $hex }.
santini-spy-aided = Una carta aiuta la prossima missione di { $spy }.
santini-decoded = { $seat } decodifica i codici di { $other }: in questo turno i test delle sue spie contro di lui sono più facili.
santini-poison-step = Veleno: { $unit } perde uno step (dado { $roll }).
santini-poison-dead = Veleno: { $unit } è eliminata (dado { $roll }).
santini-no-module-here = Nessun modulo estraniante a terra in { $hex }: indica la pedina nemica con `target=`.
santini-damage-what = Indica mietitrici o ali trasporto nemiche (`target=`, `second=`), oppure una pedina nemica che porta un modulo estraniante.
santini-unit-destroyed = { $unit } è distrutta.
santini-module-destroyed = Il modulo estraniante di { $unit } è distrutto.
santini-ground-module-destroyed = Un modulo estraniante in { $hex } è distrutto.
santini-zoc-cancelled = La zona di controllo di { $hex } è annullata in questo turno.
santini-module-stolen = { $seat } ruba il modulo estraniante di { $unit } e lo porta sul suo pianeta.
santini-thief-names-card = Indica la carta da rubare con `other=` e il giocatore con `seat=`.
santini-theft = { $seat } ruba una carta a { $victim }.
santini-theft-tried = { $seat } prova a rubare una carta a { $victim }: non era in mano.
santini-theft-card = La carta rubata: { $card }.
santini-theft-missed = La carta richiesta non era in mano: { $card }.
santini-sabotage-what = Indica `work=fortification` oppure `work=platform`: una nemica in { $hex }.
santini-fortification-destroyed = La fortificazione in { $hex } è distrutta.
santini-platform-destroyed = La piattaforma in { $hex } è distrutta.

## Carte comuni e di fazione
santini-made-veteran = { $unit } diventa veterana.
santini-units-home = Nuove unità sul pianeta di origine: { $units }.
santini-subsidy = { $seat } incassa 5 spezie.
santini-atomics-where = Cariche Atomiche richiede un esagono di città non ancora colpito.
santini-atomics = Cariche atomiche in { $hex }: la città non protegge più da vermi e tempeste.
santini-barriers-where = Ricostruzione Barriere Naturali richiede una città colpita: { $hexes }.
santini-barriers = Le barriere naturali di { $hex } sono ricostruite.
santini-plot = Complotto: i comandi di { $seat } non possono muovere o attaccare in questo turno.
santini-guild-rebate = In questo turno i trasferimenti della Gilda di { $seat } sono più economici.
santini-module-home = { $seat } piazza un modulo estraniante sul suo pianeta.
santini-needs-own-stack = Indica un esagono con tue pedine: in { $hex } non ce ne sono.
santini-boosted = Lo stack in { $hex } ha 2 punti movimento in più in questo turno.
santini-needs-reduced-in-city = { $unit } deve aver perso uno step e trovarsi in città.
santini-rebuilt = { $unit } è ricostruita a piena forza.
santini-scout-where = Uno scout si piazza su un tuo stack libero da zoc nemiche: non in { $hex }.
santini-scout-placed = Lo scout { $unit } si unisce allo stack in { $hex }.
santini-visions = { $seat } osserva le carte di { $other }.
santini-visions-hand = Le carte di { $other }: { $cards }.
santini-voice = { $seat } prende una carta a { $other }.
santini-voice-empty = { $other } non ha carte.
santini-voice-card = La carta presa: { $cards }.
santini-bribe-costs = Corruzione costa 2 spezie: hai { $spice ->
    [one] una spezia
   *[other] { $spice } spezie
}.
santini-bribed = { $unit } è corrotta e rimossa dalla mappa.
santini-keep-one = Bene Gesserit: tieni una tra { $cards } con `keep <carta>`.
santini-keep-which = Tieni una tra { $cards }.
santini-kept = { $seat } tiene una carta e ne scarta { $count }.
santini-kept-card = Tieni { $card }.

## Eventi
santini-fremen-activity = { $count ->
    [0] Nessuna fanteria Fremen arriva su Arrakis: tutte le pedine di fanteria del loro foglio sono in gioco.
   *[other] { $count } fanterie regolari Fremen arrivano su Arrakis: { $units }.
}
santini-security = { $seat } elimina la spia nemica { $spy }.
santini-initiative-card = Iniziativa { $faction }: veterane { $units }, una nuova spia { $spy }, due carte.
santini-no-worm = Nessuno stack Fremen in deserto chiaro può accogliere un verme: non ne appare nessuno.
santini-worm-called = Un verme ({ $unit }) emerge in { $hex } per { $turns ->
    [one] un turno
   *[other] { $turns } turni
}.
santini-worm-where = Il verme si chiama su uno stack Fremen con unità combattenti in deserto chiaro, senza verme, con meno di 3 vermi in mappa: { $hexes }.

## Leaders
santini-leader-enters = { $leader } ({ $unit }) entra sul pianeta di origine: { $faction }.
santini-muaddib-already = Paul Muad'Dib ed Alia sono già in gioco: si ignora.
santini-leader-dead = Il leader { $unit } è eliminato.
santini-ghola-needs-dead = { $unit } non è eliminato: Gholas recupera un leader eliminato.
santini-ghola = Gholas: { $unit } torna sul pianeta di origine.
santini-not-famous-leader = { $unit } non è un tuo personaggio famoso in mappa.
santini-leader-action-is = L'azione di { $leader } è { $card }.
santini-leader-acted = { $leader } ha già agito in questo turno.
santini-leader-acts = { $leader } di { $seat } agisce come { $card }.

## Scambi
santini-trade-to-whom = A quale giocatore? { $seats }
santini-card-given = { $seat } cede una carta a { $other }.
santini-card-given-was = La carta ceduta: { $card }.
santini-pay-how-much = Versa da 1 a { $spice } di spezia.
santini-spice-paid = { $seat } versa { $amount ->
    [one] una spezia
   *[other] { $amount } spezie
} a { $other }.

## Il verme di Paul Muad'Dib
santini-command-summon = Paul Muad'Dib prova a chiamare un verme nel suo esagono di pieno deserto (Attività).
santini-command-summon-leader = l'identificativo di una pedina, come `H12`
santini-summon-who = Solamente Paul Muad'Dib, in mappa, chiama così un verme.
santini-summon-where = Muad'Dib chiama un verme da un esagono di pieno deserto (chiaro, con sei esagoni chiari intorno) libero da zoc nemiche, senza verme, con meno di 3 vermi in mappa: non { $hex }.
santini-summon-failed = Muad'Dib chiama, ma nessun verme arriva (dado { $roll }).
santini-leader-hex-only = Un personaggio famoso agisce nel suo esagono: { $hex }.
santini-no-counter-left = Sul foglio della fazione { $faction } non resta nessuna pedina di { $kind }: sono tutte in gioco.
