# Dune classico: le dieci carte Tradimento delle espansioni del 1984 giocate fuori battaglia
# (THE SPICE HARVEST VII, THE DUEL VIII): la Raccoglitrice, il Martellatore, il Cono del
# Silenzio e il Veleno Residuo. Termini del regolamento italiano (classic-1979-rules-it.txt).

classic-cards-main-game = Le carte delle espansioni si giocano nella partita principale, dalla Tempesta del primo turno.

## Raccoglitrice (THE SPICE HARVEST VII.3)
classic-cards-harvester-when = La Raccoglitrice si gioca subito dopo un'Esplosione di Spezia, finché dura la fase dell'Esplosione di Spezia.
classic-cards-harvester-hint = Per giocarla sulla prossima Esplosione appena arriva: `auto harvester` (o `auto harvester 8`, su un'Esplosione di almeno 8 spezia).
classic-cards-harvester-not-blown = Nessuna Esplosione di questa fase si trova in { $territory }.
classic-cards-harvester-blows = Esplosioni da raddoppiare: { $territories }.
classic-cards-harvester = { $faction } { $faction_gender ->
    [pl] raddoppiano
   *[other] raddoppia
} l'Esplosione con la Raccoglitrice: { $count } spezia in più in { $territory } (settore { $sector }).
classic-cards-order-harvester = { $least ->
    [0] Ordine permanente: giochi la Raccoglitrice sulla prossima Esplosione di Spezia appena arriva.
   *[other] Ordine permanente: giochi la Raccoglitrice sulla prossima Esplosione di Spezia di almeno { $least } spezia.
}
classic-cards-order-harvester-off = Ordine permanente annullato: la Raccoglitrice la giochi tu.

## Martellatore (THE SPICE HARVEST VII.4)
classic-cards-thumper-first-turn = Nessun verme può comparire nell'Esplosione di Spezia del primo turno: il Martellatore aspetta una delle successive.
classic-cards-thumper-waiting = Un Martellatore aspetta già la prossima Esplosione di Spezia.
classic-cards-thumper = { $faction } { $faction_gender ->
    [pl] piantano
   *[other] pianta
} un Martellatore: al posto della prossima carta Spezia arriva un verme.
classic-cards-thumper-worm = Il Martellatore richiama Shai-Hulud{ $pile }: nessuna carta Spezia viene girata.

## Cono del Silenzio (THE DUEL VIII.3)
classic-cards-cone-whom = Indica gli avversari su cui cade il Cono del Silenzio.
classic-cards-cone-usage = `cone <opponents>`, tra: { $factions }.
classic-cards-cone-opponents = Il Cono del Silenzio cade solo sugli avversari, non su { $faction }.
classic-cards-cone-high-bidder = { $faction } { $faction_gender ->
    [pl] hanno
   *[other] ha
} l'offerta più alta sulla carta all'asta.
classic-cards-cone-after-sale = Giocalo quando la carta è venduta.
classic-cards-cone = Cono del Silenzio: fino alla fine del turno { $targets } non comprano carte, non minacciano Kanly e non stringono alleanze.
classic-cards-silenced-no-bid = Sei sotto un Cono del Silenzio: in questo turno non compri carte.
classic-cards-silenced-passed = { $faction } { $faction_gender ->
    [pl] sono
   *[other] è
} sotto un Cono del Silenzio: nessuna offerta.
classic-cards-silenced-no-alliance = { $faction } { $faction_gender ->
    [pl] sono
   *[other] è
} sotto un Cono del Silenzio: nessuna alleanza in questo turno.

## Veleno Residuo (THE DUEL VIII.4)
classic-cards-poison-not-yourself = Mettila davanti allo scudo di un altro giocatore.
classic-cards-poison-already = Hai già una carta davanti allo scudo di { $target }.
classic-cards-poison-retract-first = Prima riprendila, durante il tuo movimento: `retract { $target }`.
classic-cards-poison-bribe = La corruzione è da 1 a 4 spezia.
classic-cards-poison-cards = Carte che puoi mettere: { $cards }.
classic-cards-poison-no-card = Non hai né il Veleno Residuo né una carta senza valore.
classic-cards-poison-not-held = Non hai il Veleno Residuo: indica la carta senza valore con cui bluffi.
classic-cards-poison-not-worthless = { $card } non è né il Veleno Residuo né una carta senza valore.
classic-cards-poison-leaders = Leader di { $target }: { $leaders }.
classic-cards-poison-played = { $faction } { $faction_gender ->
    [pl] mettono
   *[other] mette
} una carta coperta davanti allo scudo di { $target } come Veleno Residuo: una corruzione di { $count } spezia ogni turno.
classic-cards-poison-played-card = Hai messo { $card } davanti allo scudo di { $target }; se rifiutano, ucciderebbe: { $victim }.
classic-cards-poison-strongest = il loro leader vivo più forte
classic-cards-poison-none-laid = Non hai carte davanti allo scudo di un altro giocatore.
classic-cards-poison-retract-when = Riprendi la tua carta durante il tuo movimento (IX).
classic-cards-poison-not-before = Non hai carte davanti allo scudo di { $target }.
classic-cards-poison-before = Le tue carte sono davanti a: { $targets }.
classic-cards-poison-retracted = { $faction } { $faction_gender ->
    [pl] riprendono
   *[other] riprende
} la carta davanti allo scudo di { $target }: è scartata senza essere vista.
classic-cards-poison-none-before-you = Nessuna carta davanti al tuo scudo.
classic-cards-poison-not-from = { $faction } non { $faction_gender ->
    [pl] hanno
   *[other] ha
} messo carte davanti al tuo scudo.
classic-cards-poison-will-pay = La corruzione di { $factions } è messa da parte: sarà pagata alla fine del turno.
classic-cards-poison-will-refuse = Alla fine del turno rifiuti la corruzione di { $factions }: la carta sarà mostrata.
classic-cards-poison-paid = { $target } { $target_gender ->
    [pl] pagano
   *[other] paga
} a { $faction } la corruzione del Veleno Residuo: { $count } spezia.
classic-cards-poison-refused = { $target } { $target_gender ->
    [pl] rifiutano
   *[other] rifiuta
} la corruzione di { $faction }: la carta è mostrata: { $card }.
classic-cards-poison-no-leader = { $target }: nessun leader vivo che il veleno possa uccidere.
classic-cards-poison-kills = Il Veleno Residuo uccide { $leader } ({ $target }); { $faction } { $faction_gender ->
    [pl] incassano
   *[other] incassa
} { $count } spezia.
classic-cards-poison-bluff = Un bluff: { $faction } deve a { $target } { $count } spezia, tre volte la corruzione.
classic-cards-poison-debt-paid = { $faction } { $faction_gender ->
    [pl] pagano
   *[other] paga
} a { $creditor } { $count } spezia di un debito{ $owed ->
    [0] : è saldato.
   *[other] ; ne restano { $owed }.
}

## Comandi
classic-command-harvester = Gioca la Raccoglitrice subito dopo un'Esplosione di Spezia: altrettanta spezia dove è caduta (THE SPICE HARVEST VII.3). `auto harvester [N]` la gioca sulla prossima Esplosione di almeno N spezia.
classic-command-harvester-territory = l'Esplosione da raddoppiare, dove ne sono cadute due (l'ultima se non indicata)
classic-command-thumper = Gioca il Martellatore prima di un'Esplosione di Spezia: al posto della prossima carta Spezia arriva un verme (THE SPICE HARVEST VII.4).
classic-command-cone = Gioca il Cono del Silenzio sugli avversari: fino alla fine del turno non comprano carte, non minacciano Kanly e non stringono alleanze (THE DUEL VIII.3).
classic-command-cone-factions = gli avversari, separati da virgole
classic-command-poison = Metti una carta coperta davanti allo scudo di un giocatore come Veleno Residuo, con una corruzione di 1-4 spezia a turno: il Veleno Residuo, o una carta senza valore per bluffare; indica il leader che uccide (THE DUEL VIII.4).
classic-command-poison-target = una fazione
classic-command-poison-bribe = la corruzione, 1-4 spezia a turno
classic-command-poison-card = la carta messa: il Veleno Residuo se non indicata, o una carta senza valore
classic-command-poison-victim = il leader che uccide se la corruzione è rifiutata (il più forte se non indicato)
classic-command-retract = Riprendi, durante il tuo movimento, la carta messa davanti allo scudo di un giocatore: è scartata senza essere vista (THE DUEL VIII.4).
classic-command-retract-target = una fazione
classic-command-poisoned = La tua risposta, segreta, alla corruzione di questo turno della carta davanti al tuo scudo: `poisoned pay` la mette da parte ora, pagata alla fine del turno; senza (o con `poisoned refuse`) la carta è mostrata (THE DUEL VIII.4).
classic-command-poisoned-answer = pay o refuse
classic-command-poisoned-by = il giocatore che l'ha messa (ogni carta davanti al tuo scudo se non indicato)

## La scheda (view/sheet.py)
classic-cards-sheet-poisons = Veleno Residuo
classic-cards-sheet-laid = Davanti allo scudo di { $target } hai messo { $card }; se rifiutano, uccide: { $victim }.
classic-cards-sheet-pay = Davanti al tuo scudo, da { $faction }: una corruzione di { $count } spezia, che paghi se puoi.
classic-cards-sheet-refuse = Davanti al tuo scudo, da { $faction }: una corruzione di { $count } spezia, che rifiuti.
classic-cards-sheet-owe = Devi { $count } spezia a { $creditor }.
classic-cards-sheet-owed = { $debtor } ti { $debtor_gender ->
    [pl] devono
   *[other] deve
} { $count } spezia.
classic-cards-poison-cannot-set-aside = Per pagare metti da parte ora le tangenti: { $count } spezia, più di quanta ne hai.
