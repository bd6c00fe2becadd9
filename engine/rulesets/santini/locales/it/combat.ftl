# DUNE di Santini: battaglie (Attività), carte battaglia, missioni delle spie.

## Comandi
santini-command-attack = Attacca un esagono adiacente alle tue unità (Attività): le unità combattenti che attaccano, il comando e il leader comandante che usi, le tue carte battaglia.
santini-command-attack-hex = un esagono della mappa, come `0512`
santini-command-attack-by = `with`, solo per leggere meglio
santini-command-attack-units = gli identificativi delle pedine separati da virgole, come `H3,H4`
santini-command-attack-command = l'identificativo di una pedina, come `H12`
santini-command-attack-leader = l'identificativo di una pedina, come `H12`
santini-command-attack-cards = carte battaglia separate da virgole
santini-command-attack-advance = se le tue unità superstiti avanzano nell'esagono liberato (sì, salvo che tu dica no)
santini-command-defend = La tua risposta sigillata a un attacco: il comando e il leader comandante che usi, le tue carte battaglia.
santini-command-defend-command = l'identificativo di una pedina, come `H12`
santini-command-defend-leader = l'identificativo di una pedina, come `H12`
santini-command-defend-cards = carte battaglia separate da virgole
santini-command-retreat = Ritira le tue unità battute con una r in un esagono adiacente al loro.
santini-command-retreat-hex = un esagono della mappa, come `0512`
santini-command-reroll = Prepara Esito Incerto: quando il risultato di una battaglia eliminerebbe la tua parte (eliminated), o anche la sconfiggerebbe (beaten), o mai (off).
santini-command-reroll-when = off, eliminated o beaten

## Prompts
santini-prompt-defend = Le tue unità sono attaccate: rispondi in segreto con `defend`, aggiungendo `command=`, `leader=` e `cards=` per quelli che usi.
santini-prompt-retreat = Le tue unità battute con una r devono ritirarsi: `retreat <esagono>`, un esagono adiacente al loro.

## Dichiarazione
santini-battle-declared = { $seat } attacca { $hex } con { $units } (forza { $attack } senza carte); difende { $defender }.
santini-battle-plan-sealed = Il tuo piano è sigillato: comando { $command }, leader { $leader }, carte { $cards }.
santini-battle-open = La battaglia in { $hex } non è ancora finita.
santini-battle-wait-defender = Attendi la risposta del difensore, poi dichiara il prossimo attacco.
santini-battle-no-hex = { $hex } non è un esagono della mappa.
santini-battle-hex-attacked = Hai già attaccato { $hex } in questo turno: un esagono può essere attaccato una sola volta.
santini-battle-target-storm = { $hex } è sotto una tempesta: lì non si combatte.
santini-battle-no-enemy = In { $hex } non c'è nessuna pedina nemica da attaccare (spie e scout non contano).
santini-battle-units-list = Indica ogni unità attaccante una sola volta, separate da virgole: `attack 0614 with H3,H4`.
santini-battle-not-yours = { $unit } non è una tua pedina in mappa.
santini-battle-not-combat = { $unit } non è né un'unità combattente né un verme: non può attaccare.
santini-battle-support-hint = Un comando o un leader aiuta con `command=` o `leader=`.
santini-battle-not-adjacent = { $unit } non è adiacente a { $hex }.
santini-battle-unit-attacked = { $unit } ha già partecipato a un attacco in questo turno.
santini-battle-in-storm = { $unit } è sotto una tempesta: non può combattere.
santini-battle-cannot-enter = { $unit } non potrebbe entrare in { $hex }, quindi non può attaccarlo.
santini-battle-needs-combat = Solo le unità combattenti iniziano un attacco: indicane almeno una.
santini-battle-not-your-command = { $unit } non è un tuo comando.
santini-battle-not-your-leader = { $unit } non è un tuo leader.
santini-battle-not-commander = { $unit } non è un comandante: in battaglia aiuta solo il modificatore di un comandante.
santini-battle-support-not-there = { $unit } non è dove potrebbe partecipare (adiacente all'esagono per l'attaccante, al suo interno per il difensore, fuori dalle tempeste).
santini-battle-plotted = Un Complotto blocca i tuoi comandi in questo turno: { $unit } non può attaccare.
santini-battle-odds-low = Forza { $attack } contro { $defence } è un rapporto inferiore a 1:3.
santini-battle-odds-hint = Contro quell'esagono ti serve almeno forza { $needed }.
santini-battle-may-attack = Puoi ancora attaccare { $hexes }.
santini-battle-nothing-to-attack = Ora nessun esagono è attaccabile: scrivi `done` quando la tua attività è finita.
santini-battle-may-attack-with = { $units } possono attaccare { $hex }.
santini-battle-undefended = { $hex } non aveva unità combattenti: { $units } distrutte.
santini-battle-no-defence-due = Nessun attacco attende la tua risposta.

## Carte
santini-battle-card-unknown = { $card } non è una carta battaglia.
santini-battle-cards-are = Carte battaglia: { $cards }.
santini-battle-card-twice = Carte uguali non si cumulano: { $card } una volta sola.
santini-battle-card-not-held = Non hai { $card }.
santini-battle-card-not-attack = { $card } la gioca il difensore, non l'attaccante.
santini-battle-card-not-defence = { $card } la gioca l'attaccante, non il difensore.
santini-battle-card-needs-command = { $card } richiede un comando nella battaglia (`command=`).
santini-battle-card-needs-city = { $card } ha effetto solo in una battaglia per una città.
santini-battle-card-needs-spy-attack = { $card } richiede una tua spia nell'esagono attaccato.
santini-battle-card-needs-spy-defence = { $card } richiede una tua spia in un esagono da cui parte l'attacco.
santini-battle-card-not-as = { $card } non può essere giocata come { $acts }: Mentat Computers Umani come qualsiasi carta battaglia, Spia Commando e Spia Agente Speciale come una carta spia.
santini-battle-card-needs-veteran = { $card } si gioca su una spia veterana.
santini-battle-card-as = { $card } (come { $acts })
santini-battle-one-spy-card = Una sola carta spia per battaglia: la tua spia ne gioca una.
santini-reroll-off = Esito Incerto: non la giocherai da solo.
santini-reroll-eliminated = Esito Incerto: la giocherai quando il risultato di una battaglia eliminerebbe la tua parte.
santini-reroll-beaten = Esito Incerto: la giocherai quando il risultato di una battaglia eliminerebbe la tua parte, le costerebbe tre quarti o la costringerebbe a ritirarsi.

## La battaglia
santini-battle-plan = { $seat } usa il comando { $command }, il leader { $leader }, le carte { $cards }.
santini-battle-overwhelmed = 5:1 in { $hex }: { $units } distrutte automaticamente, senza combattimento.
santini-battle-result = Battaglia in { $hex }: { $attack } contro { $defence } ({ $odds }), dado { $roll } modificato di { $modifier }: { $result }.
santini-battle-uncertain = { $seat } gioca Esito Incerto contro { $result }: si ritira il dado.
santini-battle-step-lost = { $unit } perde uno step.
santini-battle-unit-lost = { $unit } è eliminata.
santini-battle-worm-absorbs = Il verme { $unit } muore al posto delle unità che trasporta.
santini-battle-leader-dies = Il leader { $unit } viene eliminato nella disfatta (d8: { $roll }).
santini-battle-leader-lives = Il leader { $unit } sopravvive alla disfatta (d8: { $roll }).
santini-battle-retreats = { $units } si ritirano in { $hex }.
santini-battle-no-retreat = { $units } non possono ritirarsi: eliminate.
santini-battle-no-retreat-due = Ora non devi ritirarti.
santini-battle-retreat-not-there = { $hex } non è un esagono in cui le tue unità possono ritirarsi.
santini-battle-retreat-to = Possono ritirarsi in { $hexes }.
santini-battle-advances = { $units } avanzano in { $hex }.
santini-battle-veterans = { $units } diventano veterane.

## Spie
santini-spy-mission-full = La spia { $spy } di { $seat } gioca { $card } (d6 { $roll }, { $total }): Pieno Successo.
santini-spy-mission-partial = La spia { $spy } di { $seat } gioca { $card } (d6 { $roll }, { $total }): Successo Parziale; la spia viene scoperta ed eliminata.
santini-spy-mission-failure = La spia { $spy } di { $seat } gioca { $card } (d6 { $roll }, { $total }): Completo Fallimento; la spia viene eliminata e la carta annullata.
