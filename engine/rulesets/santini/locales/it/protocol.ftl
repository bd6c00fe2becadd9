# DUNE di Santini: richieste, schede, stato, risultato e riparazioni del moderatore.

## Richieste e moduli
santini-prompt-decide = La tua decisione: `{ $kind }`.
santini-prompt-keep = Bene Gesserit: tieni una delle carte pescate (`keep <carta>`); le altre vanno negli scarti.
santini-prompt-initiative-facts = Hai { $spice } di spezia; il turno scorso ne hai raccolta { $harvested }.
santini-prompt-activity-units = Possono ancora muovere: { $moving }. Possono ancora attaccare: { $attacking }.
santini-listed = { $listed }
santini-listed-more = { $listed } e altre { $more }
santini-form-title = La tua risposta segreta
santini-form-send = Invia

## Schede
santini-seat-faction = { $seat } ({ $faction })
santini-sheet-spectator = Spettatore: nessun segreto.
santini-sheet-known = Noto solo a te
santini-sheet-seen = La tua situazione, come la vede il tavolo
santini-sheet-units = Le tue pedine
santini-sheet-waiting = Si attende te
santini-sheet-hand = Carte in mano: { $cards }
santini-sheet-hex = { $hex }: { $units }
santini-sheet-home = Pianeta natale: { $units }
santini-sheet-dead = Eliminate: { $units }
santini-sheet-faction = Fazione
santini-sheet-spice = Spezia
santini-sheet-home-modules = Moduli estranianti sul pianeta natale
santini-sheet-harvested = Spezia raccolta il turno scorso
santini-sheet-initiative = Iniziativa di questo turno
santini-sheet-charismatic-lost = Leader carismatico perduto
santini-sheet-kills = Leader carismatici nemici eliminati
santini-sheet-strategic-used = Movimenti strategici usati
santini-sheet-cards = Carte in mano
santini-sheet-points = Punti vittoria
santini-sheet-payment = Versamento segreto alla Gilda
santini-sheet-die = Dado dell'iniziativa
santini-sheet-build = Ordine segreto di costruzione
santini-sheet-reactions = Reazioni permanenti
santini-sheet-count-of = { $count } { $kind }
santini-sheet-turn-of = { $seat } (turno { $turn })
santini-sheet-plan = comando { $command }, leader { $leader }, carte { $cards }, spia { $spy }
santini-sheet-modifier = Modifica segreta al tuo d8
santini-sheet-landsraad = Ordine Landsraad inviato
santini-sheet-rebuild = Ricostruzione segreta di step
santini-sheet-recover = Recupero Informazioni predisposto
santini-sheet-offered = Carte Bene Gesserit di cui tenerne una
santini-sheet-decoded = Codici nemici decodificati
santini-sheet-reroll = Esito Incerto predisposto
santini-sheet-attack-plan = Il tuo piano d'attacco segreto
santini-sheet-commands-minus = Modificatore dei comandi perso
santini-sheet-plotted = Complotto giocato contro di te (turno)
santini-unit = { $counter } { $kind } { $strength } { $marks }
santini-unit-veteran = veterana
santini-unit-reduced = ridotta
santini-unit-split = divisa
santini-unit-locked = non può più muovere
santini-unit-stormed = sopravvissuta alla tempesta
santini-unit-modules = { $count } moduli estranianti

## Stato e risultato
santini-status-order = Iniziativa: { $order }
santini-status-active = Attività di { $seat } ({ $faction })
santini-status-player = { $seat } ({ $faction }): { $points } punti città ({ $final } nel conteggio del 30° turno), { $cards } carte, { $spice } spezia
santini-result-fremen = il blocco dei Fremen
santini-result-points = sei punti
santini-result-partial = la vittoria parziale del turno 30
santini-result-open = partita interrotta
santini-result-record = { $points } punti ({ $how }) { $won }
santini-result-won = vincitore

## Riparazioni del moderatore
santini-repair-not-under-way = Le riparazioni correggono una partita in corso.
santini-repair-use-undo = Usa `undo` per annullare la fine della partita.
santini-repair-no-player = `{ $typed }` non è un posto né una fazione di questa partita.
santini-repair-players = Posti: { $players }
santini-repair-no-unit = Non c'è la pedina `{ $unit }`.
santini-repair-units-are = Una pedina si indica col suo codice, come `H12`; le schede e la mappa le elencano.
santini-repair-no-hex = `{ $hex }` non è un esagono della mappa.
santini-repair-hexes-are = Un esagono si indica con colonna e riga, come `0512`.
santini-repair-spice-of = la spezia di { $seat }
santini-repair-place-of = la posizione di { $unit }
santini-repair-one-step = { $unit } ha un solo step.
santini-repair-use-put = Usa `put` per toglierla o rimetterla.
santini-repair-steps-of = gli step di { $unit }
santini-repair-a-free-card = una carta del mazzo o degli scarti
santini-repair-hand = mano
santini-repair-a-card-held = una carta di quella mano
santini-repair-taken = { $card } tolta e scartata
santini-repair-spice-values = i valori delle pedine di spezia
santini-repair-spice-values-bad = `{ $typed }` non sono valori di pedine di spezia.
santini-repair-spice-values-hint = Scrivi valori da 1 a 3 separati da virgole, come `2,3`, oppure `none`.
santini-repair-spice-in = la spezia in { $hex }
santini-repair-storm = la tempesta { $number }
santini-repair-turn = il turno

## Comandi
santini-command-set-spice = Moderatore: imposta la spezia di una fazione sul suo pianeta natale.
santini-command-set-spice-faction = una fazione, o il suo posto
santini-command-set-spice-amount = la spezia
santini-command-put = Moderatore: metti una pedina in un esagono, sul pianeta natale (`home`) o tra le eliminate (`dead`): spostala, toglila o rimettila.
santini-command-put-unit = il codice di una pedina, come `H12`
santini-command-put-place = un esagono come 0512, home o dead
santini-command-set-steps = Moderatore: imposta gli step di un'unità combattente (2 piena, 1 ridotta).
santini-command-set-steps-unit = il codice di una pedina, come `H12`
santini-command-set-steps-steps = i suoi step
santini-command-give-card = Moderatore: dai a una fazione una carta del mazzo o degli scarti (il tavolo sa che la sua mano è cambiata, la fazione quale carta).
santini-command-give-card-faction = una fazione, o il suo posto
santini-command-give-card-card = il nome di una carta
santini-command-take-card = Moderatore: togli in segreto una carta dalla mano di una fazione e scartala.
santini-command-take-card-faction = una fazione, o il suo posto
santini-command-take-card-card = il nome di una carta
santini-command-set-map-spice = Moderatore: imposta le pedine di spezia in un esagono, coi loro valori (`set_map_spice 0512 2,3`, o `none`).
santini-command-set-map-spice-hex = un esagono della mappa, come `0512`
santini-command-set-map-spice-values = valori 1-3 separati da virgole, o none
santini-command-set-storm = Moderatore: metti una tempesta (1-6) in un esagono, o fuori mappa (`off`); nessuna perdita.
santini-command-set-storm-number = il numero della tempesta
santini-command-set-storm-place = un esagono come 0512, o off
santini-command-set-turn = Moderatore: imposta il turno (1-30).
santini-command-set-turn-turn = il turno

## I campi dei moduli sigillati (un'etichetta Discord: al massimo 45 caratteri)
santini-form-pay-amount = Spezia versata alla Gilda
santini-form-pay-landsraad = Landsraad: l'ordine (se ce l'hai)
santini-form-initiative-modifier = Modifica al tuo d8 (+2, -1, 0)
santini-form-initiative-landsraad = Landsraad: l'ordine (se ce l'hai)
santini-form-build-infantry = Fanterie
santini-form-build-armour = Corazzati
santini-form-build-artillery = Artiglierie
santini-form-build-guard = Guardie
santini-form-build-spy = Spie
santini-form-build-command = Comandi
santini-form-build-wing = Ali trasporto
santini-form-build-harvester = Mietitrici
santini-form-build-rebuild = Unità da ricostruire di uno step (id)
santini-form-defend-command = Il tuo comando (id)
santini-form-defend-leader = Il tuo leader (id)
santini-form-defend-cards = Le tue carte battaglia
santini-sheet-counters-left = Pedine rimaste sul tuo foglio
