# DUNE di Santini: movimenti, voli, trasferimenti, ingressi, movimento strategico, costruzioni (Attività).

## Comandi
santini-command-move = Muovi insieme le unità di un esagono lungo un percorso di esagoni adiacenti (Attività): `move H3,H4 0512 0513`; un percorso Fremen può finire con `off`, oltre il bordo della mappa.
santini-command-move-units = id delle pedine separati da virgole, come `H3,H4`
santini-command-move-path = gli esagoni in cui si entra, in ordine, come `0512 0513`
santini-command-fly = Fai volare un'ala trasporto lungo un percorso (Attività): `fly T1 +H3,H4 0513 0514 -H3 0515` raccoglie H3 e H4, vola, rilascia H3 in 0514 e atterra in 0515 con H4.
santini-command-fly-unit = l'id dell'ala trasporto, come `T1`
santini-command-fly-path = esagoni in ordine; `+id` raccoglie, `-id` rilascia, lì
santini-command-transfer = Fai trasferire dalla Gilda unità tra il tuo pianeta e Arrakis (Attività): `transfer H5,H6 0512` dal pianeta di origine, `transfer H5 home` dalla mappa.
santini-command-transfer-units = id delle pedine separati da virgole, come `H5,H6`
santini-command-transfer-to = un esagono della mappa, oppure `home`
santini-command-enter = Fremen: fai entrare unità da Arrakis in un esagono del bordo della mappa libero da zoc nemiche (Attività): `enter F3,F4 0101`.
santini-command-enter-units = id delle pedine separati da virgole, come `F3,F4`
santini-command-enter-hex = un esagono della mappa, come `0512`
santini-command-split = Fremen: dividi una fanteria veterana fuori da zoc nemiche in unità a forza 1 (Nota su Fanterie Veterane Fremen): `split F7`.
santini-command-split-unit = l'id di una pedina, come `H12`
santini-command-strategic = Fremen: muovi uno stack con il movimento strategico, fino a 16 punti lungo esagoni liberi da zoc nemiche (Attività): `strategic F3,F4 0512 0513 0514`.
santini-command-strategic-units = id delle pedine separati da virgole, come `F3,F4`
santini-command-strategic-path = gli esagoni in cui si entra, in ordine, come `0512 0513`
santini-command-fortify = Assegna una fanteria che non ha mosso, in città, alla costruzione di una fortificazione, per 3 spezie (il Fremen non paga) (Attività): `fortify H3`.
santini-command-fortify-unit = l'id di una pedina, come `H12`
santini-command-platform = Assegna una fanteria che non ha mosso, in città o in deserto chiaro, alla costruzione di una piattaforma, per 3 spezie (Attività): `platform H3`.
santini-command-platform-unit = l'id di una pedina, come `H12`

## Titoli del regolamento
santini-rule-attivita = Attività
santini-rule-tempeste = Tempeste
santini-rule-tempeste-spaziali = Tempeste Spaziali
santini-rule-complotto = Complotto
santini-rule-nota-su-fanterie-veterane-fremen = Nota su Fanterie Veterane Fremen

## Eventi
santini-moved = { $units } muovono: { $path }.
santini-flown = L'ala trasporto { $unit } vola: { $path }.
santini-shot-down = L'ala trasporto { $unit } è abbattuta dalle artiglierie in { $hex }, con il suo intero carico: { $units }.
santini-transferred = La Gilda trasferisce { $units } a { $to } per { $cost } spezie.
santini-home = il loro pianeta di origine
santini-entered = I Fremen fanno entrare { $units } in mappa in { $hex }.
santini-split = La veterana { $unit } si divide in { $units }{ $lost ->
    [0] .
   *[other] ; { $lost } punti forza persi per mancanza di spazio.
}
santini-strategic-moved = Movimento strategico { $used } di { $count }: { $units } vanno { $path }.
santini-scout-passes = Lo scout { $unit } in { $hex } passa sotto il controllo di { $faction }.
santini-worm-vanishes = Il verme { $unit } in { $hex } sparisce: non ha unità combattenti Fremen con sé.
santini-work-begun-fortify = { $unit } inizia una fortificazione in { $hex } ({ $cost } spezie).
santini-work-begun-platform = { $unit } inizia una piattaforma in { $hex } ({ $cost } spezie).
santini-work-done-fortify = La fortificazione in { $hex } è terminata.
santini-work-done-platform = La piattaforma in { $hex } è terminata.
santini-work-lost-fortify = La fortificazione in costruzione in { $hex } è perduta.
santini-work-lost-platform = La piattaforma in costruzione in { $hex } è perduta.

## Rifiuti
santini-activity-battle-open = La battaglia in { $hex } non è ancora finita.
santini-move-after-attacks = I tuoi attacchi sono iniziati: niente più movimenti in questa attività.
santini-move-no-units = Indica le pedine da muovere.
santini-move-not-yours = { $unit } non è una delle tue pedine.
santini-move-not-on-map = Non in mappa: { $units }.
santini-move-not-together = Le pedine di un ordine devono stare in un solo esagono: { $places }.
santini-move-locked = { $unit } non può più muovere in questo turno (trasferita, entrata, trasportata, mossa strategicamente o in costruzione).
santini-move-pinned = { $unit } è bloccata dalla tempesta in { $hex }.
santini-move-plotted = { $unit } è un comando colpito dal Complotto: non può muovere in questo turno.
santini-move-not-hex = { $word } non è un esagono della mappa.
santini-move-not-adjacent = { $there } non è adiacente a { $here }.
santini-move-storm = Nessuna unità può muovere volontariamente dentro la tempesta in { $hex }.
santini-move-enemy-hex = { $hex } è occupato dal nemico: solo le spie vi possono entrare.
santini-move-terrain = { $unit } ({ $kind }) non può entrare in { $hex }.
santini-move-no-points = { $unit } non ha i punti movimento per entrare in { $hex } (ne restano { $left }).
santini-move-zoc-stops = La zoc nemica interrompe il movimento in { $hex }.
santini-move-stack-full = { $hex } avrebbe più di tre unità combattenti o più di un verme.
santini-move-wing-flies = { $unit } è un'ala trasporto: vola.
santini-move-no-path = Indica gli esagoni in cui entrare, in ordine.
santini-move-worm-riders = Un verme trasporta fino a tre unità combattenti Fremen e quanti Comandi, Leaders e Spie si desidera, che non abbiano mosso in questa attività.
santini-move-off-refused = Solo unità Fremen in un esagono del bordo possono uscire dalla mappa, non da { $hex } (mai un verme o uno scout).
santini-fly-no-points = L'ala trasporto { $unit } non ha i punti movimento per proseguire da { $hex } ({ $left } in tutto).
santini-fly-no-landing = Un'ala trasporto non può atterrare in { $hex }: montagna, o unità nemiche.
santini-fly-cannot-load = { $unit } non può salire a bordo in { $hex }: deve essere tua, lì, non aver mosso in questa attività, e non essere un'ala né un verme.
santini-fly-overloaded = L'ala trasporto { $unit } trasporta al massimo { $capacity } step.
santini-fly-not-aboard = Quelle unità non sono a bordo in { $hex }.
santini-fly-not-wing = { $unit } non è un'ala trasporto in mappa.
santini-fly-grounded = Tempeste Bassa Quota: nessuna ala trasporto vola in questo turno.
santini-transfer-not-here = La Gilda non trasferisce { $unit } ({ $kind }) da o verso { $hex }: non montagna, non deserto scuro, mai scout o vermi.
santini-transfer-zoc = { $hex } è occupato o in zoc nemica: la Gilda vi trasferisce solo spie, al costo in parentesi.
santini-transfer-fremen = I Fremen non pagano la Gilda: entrano dal bordo della mappa.
santini-transfer-storms = Tempeste Spaziali: nessun trasferimento della Gilda in questo turno.
santini-transfer-where = Indica dove: un esagono, oppure `home`.
santini-transfer-moved = { $unit } ha mosso in questa attività: non può essere trasferita.
santini-transfer-not-home = { $unit } non è sul tuo pianeta di origine.
santini-transfer-spice = Il trasferimento costa { $cost } spezie; ne hai { $spice }.
santini-enter-fremen-only = Solo i Fremen entrano dal bordo della mappa.
santini-enter-not-waiting = { $unit } non è in attesa su Arrakis.
santini-enter-not-edge = { $hex } non è sul bordo della mappa.
santini-enter-zoc = { $hex } è occupato o in zoc nemica.
santini-split-not-veteran = { $unit } non è una fanteria veterana Fremen in mappa.
santini-split-zoc = { $unit } in { $hex } è in zoc nemica: non può dividersi.
santini-strategic-fremen-only = Solo i Fremen eseguono movimenti strategici.
santini-strategic-none-left = I Fremen hanno usato i loro { $count } movimenti strategici di questo turno.
santini-strategic-not-fresh = { $unit } non può muovere strategicamente: deve essere in mappa da almeno un turno e non avere mosso in questo turno.
santini-strategic-zoc = { $hex } è occupato o in zoc nemica: niente movimento strategico lì.
santini-strategic-too-far = { $hex } è oltre { $points } punti movimento.
santini-work-infantry = { $unit } non è una fanteria in mappa.
santini-work-moved = { $unit } ha mosso in questo turno: non può costruire.
santini-work-where-fortify = { $unit } in { $hex } non è in città.
santini-work-where-platform = { $unit } in { $hex } non è né in città né in deserto chiaro.
santini-work-exists = { $hex } ne ha già una.
santini-work-fremen-platform = Il Fremen non può costruire piattaforme.
santini-work-spice = La costruzione costa { $cost } spezie; ne hai { $spice }.

## Suggerimenti
santini-move-hint-done = Scrivi `done` quando hai eseguito i tuoi attacchi.
santini-move-hint-syntax = Per esempio `move H3,H4 0512 0513`.
santini-move-hint-yours = Le tue pedine in mappa: { $units }.
santini-move-hint-bring = Porta unità in mappa con `transfer` (i Fremen: `enter`).
santini-move-hint-one-hex = Dai un ordine per ciascun esagono.
santini-move-hint-others = Muovi altre pedine, oppure scrivi `done`.
santini-move-hint-neighbours = Adiacenti a { $hex }: { $hexes }.
santini-move-hint-open = Da { $hex } possono entrare in: { $hexes }.
santini-move-hint-attack = Attaccalo invece, dopo i tuoi movimenti.
santini-move-hint-zoc = Un movimento finisce nel primo esagono di zoc nemica.
santini-move-hint-stack = Lasciane qualcuna indietro, oppure fermati altrove.
santini-move-hint-fly = Per esempio `fly { $unit } 0513`.
santini-move-hint-off = Termina il percorso su un esagono del bordo con `off`.
santini-fly-hint-landing = Atterra, raccogli o rilascia in un esagono di città o deserto senza unità nemiche.
santini-fly-hint-load = Raccogli solo dove si trova l'ala: `+H3,H4`.
santini-fly-hint-aboard = A bordo: { $units }.
santini-transfer-hint = I trasferimenti vanno da o verso una città o il deserto chiaro fuori da zoc nemiche: `transfer H5 0512` oppure `transfer H5 home`.
santini-transfer-hint-enter = Per esempio `enter F3 0101`.
santini-enter-hint-waiting = In attesa su Arrakis: { $units }.
santini-enter-hint-edge = Scegli un esagono del bordo senza pedine nemiche adiacenti.
santini-split-no-counters = { $unit } non può dividersi: tutte le pedine a forza 1 del tuo foglio sono in gioco.
