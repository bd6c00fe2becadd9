# IL DUELLO (1984): l'Arena del Duello, le Carte Duello e uno scontro dall'inizio alla fine
# (phases/arena*.py, play/table_arena.py, protocol/arena_commands.py).

## Le Carte Duello (III.3)
classic-arena-card-attack-in = Attacco dall'Interno
classic-arena-card-attack-out = Attacco dall'Esterno
classic-arena-card-attack-right = Attacco a Destra
classic-arena-card-attack-left = Attacco a Sinistra
classic-arena-card-throwing-knife = Pugnale da Lancio
classic-arena-card-poison-attacker-from-out = Avvelena l'Attaccante dall'Esterno
classic-arena-card-poison-attacker-from-in = Avvelena l'Attaccante dall'Interno
classic-arena-card-poison-attacker-from-right = Avvelena l'Attaccante da Destra
classic-arena-card-poison-attacker-from-left = Avvelena l'Attaccante da Sinistra
classic-arena-card-place-block = Piazza Blocco
classic-arena-card-jump-block = Salta Blocco
classic-arena-card-pick-up-block = Rimuovi Blocco
classic-arena-card-move-or-attack-three = Muovi o Attacca Tre Volte
classic-arena-card-flee-arena-with-honor = Fuga Onorevole dall'Arena
classic-arena-a-card = Carta Duello
classic-arena-none = nessuno

## Lati di un settore e fasi dello scontro
classic-arena-side-in = Interno
classic-arena-side-out = Esterno
classic-arena-side-left = Sinistro
classic-arena-side-right = Destro
classic-arena-step-leaders = i duellanti stanno scegliendo i loro leader
classic-arena-step-place = i leader vengono piazzati
classic-arena-step-backing = i duellanti stanno scegliendo la protezione
classic-arena-step-seconds = gli altri giocatori stanno scegliendo da che parte stare
classic-arena-step-duel = il duello è in corso
classic-arena-hint-leaders = Un duellante invia `duel_leader <leader>`.
classic-arena-hint-place = Il duellante di turno invia `duel_place <settore>`.
classic-arena-hint-backing = Un duellante del Kanly invia `duel_back <spezia>` (0 per nessuna).
classic-arena-hint-seconds = Ogni altro giocatore invia `second <parte> <leader>` (o `second none` se gli resta solo il personaggio principale).
classic-arena-hint-duel = Nel tuo turno: `duel_move <settore>`, `duel_card <carta> [settore] [settore]` o `duel_done`.

## Si apre lo scontro (V.1-2, VI)
classic-arena-kanly = Kanly! { $faction } e { $target } si sfidano a duello nell'arena; il gioco è sospeso.
classic-arena-no-leader = Il Kanly non ha luogo: un giocatore non ha leader da mandare nell'arena.
classic-arena-war = Guerra di Assassini! { $factions } mandano i loro leader nell'arena.
classic-arena-no-war = Nessuna Guerra di Assassini: meno di due giocatori hanno un leader da mandare.
classic-arena-no-fight = Nessuno scontro è in corso nell'arena.
classic-arena-not-now = Non ora: { $step }.
classic-arena-not-fighter = Solo i duellanti mandano un leader nell'arena.
classic-arena-you-choose = Mandi { $leader } nell'arena, coperto.
classic-arena-chose = { $faction } { $faction_gender ->
    [pl] hanno
   *[other] ha
} scelto un leader.
classic-arena-leaders-free = Leader che puoi mandare: { $leaders }.
classic-arena-to-place = I leader vengono piazzati coperti nei settori esterni, in ordine.
classic-arena-places-now = Ora piazza un leader: { $faction }.
classic-arena-not-entry = { $sector } non è un settore libero in cui entrare.
classic-arena-sectors-free = Settori liberi: { $sectors }.
classic-arena-enters = { $faction } { $faction_gender ->
    [pl] piazzano
   *[other] piazza
} un leader coperto in { $sector }.
classic-arena-to-back = I duellanti mettono in segreto spezia a protezione dei loro leader, da 0 a { $most }.
classic-arena-backing-range = Puoi proteggere il tuo leader con 0-{ $most } di spezia.
classic-arena-you-back = Proteggi il tuo leader con { $count } di spezia.
classic-arena-backed = { $faction } { $faction_gender ->
    [pl] proteggono
   *[other] protegge
} il proprio leader con { $count } di spezia.
classic-arena-to-second = Ogni altro giocatore manda in segreto un leader coperto a sostegno di una parte.
classic-arena-fighter-no-second = Un duellante non fa da sostenitore.
classic-arena-seconded = Hai già risposto per questo duello.
classic-arena-must-second = Devi mandare un sostenitore: può non mandarne solo chi ha ancora soltanto il personaggio principale.
classic-arena-second-needs-leader = Indica il leader che mandi come sostenitore.
classic-arena-not-a-side = { $faction } non { $faction_gender ->
    [pl] combattono
   *[other] combatte
} questo duello.
classic-arena-hint-second = `second <parte> <leader>`: parti { $sides }; i tuoi leader { $leaders }{ $decline ->
    [yes] ; oppure `second none`
   *[no] {""}
}.
classic-arena-you-decline = Non mandi alcun sostenitore.
classic-arena-you-second = Mandi { $leader } a sostenere { $side }.
classic-arena-second-shown = { $faction } { $faction_gender ->
    [pl] sostengono
   *[other] sostiene
} { $side } con un leader coperto.

## Il duello (V.4-11)
classic-arena-begins = Il duello comincia: muove per primo { $faction }.
classic-arena-wait-defence = Attendi: { $faction } { $faction_gender ->
    [pl] stanno
   *[other] sta
} rispondendo a un attacco.
classic-arena-turn-of = Nell'arena è il turno di { $faction }.
classic-arena-cannot-step = Non puoi muovere in { $sector }.
classic-arena-hint-steps = Settori in cui puoi muovere: { $sectors }.
classic-arena-moves = { $faction } { $faction_gender ->
    [pl] muovono
   *[other] muove
} il proprio leader in { $sector }.
classic-arena-draws = { $faction } { $faction_gender ->
    [pl] pescano
   *[other] pesca
} una Carta Duello.
classic-arena-you-draw = Peschi { $card }.
classic-arena-reshuffled = Il mazzo Carte Duello è esaurito: gli scarti vengono rimescolati in un nuovo mazzo.
classic-arena-ends-turn = { $faction } { $faction_gender ->
    [pl] terminano
   *[other] termina
} il turno nell'arena.
classic-arena-forfeits = { $faction } non { $faction_gender ->
    [pl] possono
   *[other] può
} né muovere né giocare una carta e { $faction_gender ->
    [pl] perdono
   *[other] perde
} le mosse.
classic-arena-defence-only = Una carta difesa si gioca solo in risposta a un attacco.
classic-arena-hint-defend = Se attaccato, rispondi con `defend <carta>` o `defend none`.
classic-arena-not-playable = { $card } non si può giocare ora.
classic-arena-hint-held = Le tue Carte Duello: { $cards }.
classic-arena-plays = { $faction } { $faction_gender ->
    [pl] giocano
   *[other] gioca
} { $card }.
classic-arena-attacks = { $faction } { $faction_gender ->
    [pl] attaccano
   *[other] attacca
} { $target }.
classic-arena-knife-target = Il Pugnale da Lancio richiede un leader a uno o due settori di distanza, senza blocchi in mezzo.
classic-arena-hint-sectors = Settori: { $sectors }.
classic-arena-block-where = Indica un confine rettilineo senza blocchi: due settori vicini dello stesso anello.
classic-arena-hint-borders = Confini: { $borders }.
classic-arena-block-placed = Un gettone di blocco è piazzato tra { $first } e { $second }.
classic-arena-no-block-there = Su quel confine non c'è un blocco.
classic-arena-block-removed = Il blocco tra { $first } e { $second } è tolto dall'arena.
classic-arena-cannot-jump = Indica un settore libero oltre un blocco dal tuo.
classic-arena-three-more = { $faction } { $faction_gender ->
    [pl] possono
   *[other] può
} fare altre { $count } mosse in questo turno.
classic-arena-flees = { $faction } { $faction_gender ->
    [pl] fuggono
   *[other] fugge
} dall'arena con onore.

## Attacchi e difese (V.7-8)
classic-arena-revealed = Il leader di { $faction } è rivelato: { $leader }, valore { $count }.
classic-arena-no-attack-on-you = Nessun attacco al tuo leader attende risposta.
classic-arena-wrong-side = { $card } non risponde a un attacco da quel lato.
classic-arena-hint-side = L'attacco viene dal tuo lato { $side }.
classic-arena-defends = { $faction } { $faction_gender ->
    [pl] si difendono
   *[other] si difende
} con { $card }.
classic-arena-paid = { $faction } { $faction_gender ->
    [pl] prendono
   *[other] prende
} { $backing } di spezia di protezione e { $worth } di valore da { $target }, il cui leader ora vale { $count }.
classic-arena-leader-killed = { $leader } ({ $faction }) muore nell'arena e va alle vasche.

## La fine (V.3, V.9, VI)
classic-arena-wins = { $faction } { $faction_gender ->
    [pl] vincono
   *[other] vince
} lo scontro con { $leader }.
classic-arena-no-winner = Lo scontro finisce senza vincitori.
classic-arena-second-was = { $faction } { $faction_gender ->
    [pl] sostenevano
   *[other] sosteneva
} { $side } con { $leader }.
classic-arena-second-paid = { $faction } { $faction_gender ->
    [pl] riprendono
   *[other] riprende
} il proprio sostenitore con { $count } di spezia dalla banca.
classic-arena-backing-back = { $faction } { $faction_gender ->
    [pl] riprendono
   *[other] riprende
} { $count } di spezia di protezione.
classic-arena-restored = I leader sopravvissuti riacquistano il loro pieno valore.

## Che cosa attende il gioco
classic-arena-prompt-leader = Scegli in segreto il leader da mandare nell'arena: `duel_leader <leader>`.
classic-arena-prompt-place = Piazza il tuo leader coperto: `duel_place <settore>` ({ $sectors }).
classic-arena-prompt-back = Proteggi in segreto il tuo leader con 0-{ $most } di spezia: `duel_back <spezia>`.
classic-arena-prompt-second = Sostieni in segreto una parte: `second <parte> <leader>` (o `second none` se ti resta solo il personaggio principale).
classic-arena-prompt-defend = Sei attaccato: `defend <carta>` o `defend none`.
classic-arena-prompt-turn = Il tuo turno nell'arena ({ $count } mossa/e rimaste): `duel_move <settore>`, `duel_card <carta> [settore] [settore]` o `duel_done`.

## Opzione e comandi
classic-arena-file-kind = arena
classic-arena-file-noun = un'arena
classic-arena-file-shape = La sua forma è quella dell'arena ricostruita: engine/rulesets/classic/data/arena.py, ARENA.
classic-option-arena-file = IL DUELLO, III.2-3: il percorso di un file JSON con l'Arena del Duello e i numeri di Carte Duello di un gruppo (stessa forma di ARENA in engine/rulesets/classic/data/arena.py), al posto di quella ricostruita; letto una volta alla creazione della partita e conservato nella partita.
classic-command-duel-leader = Duellante: scegli in segreto il leader da mandare nell'arena (V.2).
classic-command-duel-leader-leader = uno dei tuoi leader vivi e liberi
classic-command-duel-place = Duellante: piazza il tuo leader coperto in un settore esterno libero dell'arena (V.2).
classic-command-duel-place-sector = un settore libero (O1-O5; un sesto duellante I1-I5)
classic-command-duel-back = Duellante del Kanly: metti in segreto spezia a protezione del tuo leader, da 0 a 10 (V.2).
classic-command-duel-back-amount = spezia a protezione del tuo leader
classic-command-second = Kanly: manda in segreto uno dei tuoi leader a sostenere una parte (`second <parte> <leader>`), o `second none` se ti resta solo il personaggio principale (V.3).
classic-command-second-side = la fazione di un duellante, o none
classic-command-second-leader = il leader che mandi
classic-command-duel-move = Duellante: muovi il tuo leader oltre un confine in un settore vicino libero; una mossa verso il centro fa pescare una Carta Duello (V.4).
classic-command-duel-move-sector = un settore vicino libero
classic-command-duel-card = Duellante: gioca una Carta Duello come mossa: un attacco, il pugnale (`duel_card knife <settore>`), un blocco (`duel_card place block O1 O2`), salta o rimuovi un blocco, Muovi o Attacca Tre Volte, Fuga Onorevole (V.5-11).
classic-command-duel-card-card = una Carta Duello che hai
classic-command-duel-card-target = il settore preso di mira o raggiunto, o il primo settore di un confine
classic-command-duel-card-other = il secondo settore di un confine
classic-command-defend = Attaccato: rispondi in segreto con una carta difesa dal lato dell'attacco (`defend poison attacker from left`), o `defend none` (V.8).
classic-command-defend-card = una carta difesa che hai, o none
classic-command-duel-done = Duellante: termina il tuo turno nell'arena (V.4).

## Il foglio (carte Duello e le proprie scelte in un duello)
classic-arena-sheet-title = Carte Duello ({ $count }, al massimo 4)
classic-arena-sheet-leader = Il tuo leader nell'arena, coperto: { $leader }
classic-arena-sheet-pledge = La tua protezione: { $count } spezia
classic-arena-sheet-second = Il tuo padrino: { $leader }, a fianco di { $side }
classic-arena-play-suspended = `{ $command }` deve attendere: il gioco è sospeso finché dura il duello nell'arena, e riprende da dove si era fermato.
