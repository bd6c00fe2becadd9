# DUNE di Santini: ciò che dice il gioco (eventi, rifiuti, richieste, stato, schede).
santini-none = nessuno
santini-side-label = fazione
santini-side-label-plural = Fazioni
santini-seated = { $seat } gioca con { $faction }.
santini-not-now = `{ $command }` non si gioca ora ({ $phase }).
santini-turn-begins = Inizia il turno { $turn } di { $turns }.
santini-activity-of = Attività: { $seat } ({ $faction }) muove e attacca.
santini-not-your-activity = Non è la tua attività ora.
santini-status-turn = Turno { $turn } di { $turns }, { $phase }
santini-status-over = La partita è finita (turno { $turn }).
santini-prompt-activity = La tua attività: muovi, attacca, poi `done`.
santini-end-fremen = Vincono i Fremen: in tre turni tutti i giocatori insieme hanno raccolto al massimo 12 spezie.
santini-end-points = Vittoria con 6 punti: { $winners }.
santini-end-partial = Il 30° turno è finito: vittoria parziale per { $winners }.

## Fazioni
santini-faction-harkonnen = Harkonnen
santini-faction-atreides = Atreides
santini-faction-fremen = Fremen
santini-faction-emperor = Impero

## Fasi
santini-phase-setup = piazzamento iniziale
santini-phase-cards = carte
santini-phase-storms = tempeste
santini-phase-spice = spezia
santini-phase-initiative = iniziativa
santini-phase-activity = attività
santini-phase-construction = costruzione
santini-phase-harvest = raccolta spezia
santini-phase-hand = controllo carte
santini-phase-worms = vermi
santini-phase-victory = controllo condizioni vittoria
santini-phase-ended = partita finita

## File di dati
santini-map-file = file della mappa
santini-map-file-noun = una mappa
santini-map-file-shape = Indica un file JSON con la forma di MapData in engine/rulesets/santini/data/hexmap.py: il terreno di ogni esagono, le città e i dodici esagoni nascita spezia di ogni mappa.
santini-counters-file = pedine
santini-counters-file-noun = un insieme di pedine
santini-counters-file-shape = Indica un file JSON con la forma di CounterSet in engine/rulesets/santini/data/counters.py: i valori delle pedine di ogni fazione e i leader.

## Il mazzo
santini-draws = { $seat } pesca una carta.
santini-drawn = Peschi { $card }.
santini-event = { $seat } pesca l'evento { $card }.
santini-event-again = { $seat } pesca di nuovo { $card } in questo turno: si trascura.

## Opzioni
santini-option-map-file = Il percorso di un file JSON con la mappa del tuo gioco stampato (con la forma di MapData in engine/rulesets/santini/data/hexmap.py), letto una volta alla creazione della partita e conservato nella partita; nessuno: la mappa ricostruita.
