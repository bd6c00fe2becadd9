# Dune classico: le correzioni del moderatore e le riparazioni di una posizione
# (moderator.py, repairs.py).

## Correzioni del moderatore (moderator.py)
classic-mod-not-in-game = { $faction } { $faction_gender ->
    [pl] non sono
   *[other] non è
} in questa partita.
classic-mod-playing = In gioco: { $factions }.
classic-mod-top-bid-needs = L'offerta più alta di { $faction } sulla carta all'asta richiede { $count } di spezia propria.
classic-mod-set-at-least = Imposta almeno { $count }, o aspetta che la carta sia venduta.
classic-mod-sets-spice = Il moderatore porta la spezia di { $faction } da { $before } a { $after }.
classic-mod-corrects-spice = Il moderatore corregge la spezia di { $faction }.
classic-mod-the-reserves = le riserve
classic-mod-the-tanks = le vasche
classic-mod-only-tokens-in = { $faction } { $faction_gender ->
    [pl] hanno solo
   *[other] ha solo
} { $count ->
    [one] { $count } gettone
   *[other] { $count } gettoni
} in { $via }.
classic-mod-set-at-most = Imposta al massimo { $count } qui, o usa via=tanks/reserves.
classic-mod-sets-tokens = Il moderatore porta i gettoni di { $faction } in { $territory } (settore { $sector }) a { $count }, tramite { $via }.
classic-mod-treachery-piles = il mazzo delle Carte Tradimento o gli scarti
classic-mod-spice-piles = il mazzo della spezia o i suoi scarti
classic-mod-take-from-hand-first = Prima toglila da una mano con `take_card`.
classic-mod-gives-card = Il moderatore dà una Carta Tradimento a { $faction }.
classic-mod-gives-you = Il moderatore ti dà { $card }.
classic-mod-received = { $faction } { $faction_gender ->
    [pl] hanno ricevuto
   *[other] ha ricevuto
} { $card }.
classic-mod-up-for-bid = { $card } è all'asta in questa fase d'asta, non in { $piles }.
classic-mod-wait-until-sold = Aspetta che sia venduta (poi toglila al compratore con `take_card`) o che la fase finisca (le carte invendute tornano nel mazzo).
classic-mod-not-in-piles = { $card } non è in { $piles }.
classic-mod-not-in-piles-held = { $card } non è in { $piles }. Ce l'ha in mano: { $holders }.
classic-mod-holds-no-cards = { $faction } { $faction_gender ->
    [pl] non hanno
   *[other] non ha
} carte.
classic-mod-card-in-battle = { $faction } { $faction_gender ->
    [pl] hanno giocato
   *[other] ha giocato
} { $card } nella battaglia in corso; togli la carta dopo la battaglia.
classic-mod-discards-card = Il moderatore scarta { $card } dalla mano di { $faction }.
classic-mod-puts-storm = Il moderatore mette la tempesta nel settore { $sector }.
classic-mod-stacks-spice = Il moderatore prepara il mazzo della spezia.
classic-mod-stacks-treachery = Il moderatore prepara il mazzo delle Carte Tradimento.
classic-mod-on-top-spice = { $card } è ora in cima al mazzo della spezia.
classic-mod-on-top-treachery = { $card } è ora in cima al mazzo delle Carte Tradimento.

## Riparazioni (repairs.py)
classic-repair-none = nessuno
classic-repair-wait-battle = Aspetta che la battaglia sia risolta.
classic-repair-wait-sold = Aspetta che sia venduta.
classic-repair-already-in-tanks = { $leader } è già nelle vasche.
classic-repair-restore-brings-back = `restore_leader { $name }` riporta indietro questo leader.
classic-repair-leader-in-plan = { $leader } è in un piano della battaglia in corso.
classic-repair-sends-leader = Il moderatore manda { $leader } ({ $faction }) alle vasche.
classic-repair-not-in-tanks = { $leader } non è nelle vasche.
classic-repair-leaders-in-tanks = Leader di { $faction } nelle vasche: { $leaders }.
classic-repair-brings-leader = Il moderatore riporta { $leader } ({ $faction }) dalle vasche.
classic-repair-turn-not-now-setup = Il turno non si può impostare durante la preparazione.
classic-repair-turn-not-now-ended = Il turno non si può impostare a partita finita.
classic-repair-set-turn-when = Impostalo quando la partita è in corso e non finita.
classic-repair-game-lasts = Questa partita dura { $count } turni.
classic-repair-set-turn-from = Imposta un turno da 1 a { $last }.
classic-repair-choose-turn-from = Scegli un turno da 1 a { $last }.
classic-repair-sets-turn = Il moderatore porta il turno da { $before } a { $after }.
classic-repair-two-factions = Indica due fazioni diverse.
classic-repair-already-allies = { $first } e { $second } sono già alleati.
classic-repair-two-alliances = { $first } e { $second } sono in due alleanze.
classic-repair-break-one-first = Prima sciogline una: `break_alliance { $command }`.
classic-repair-fighting-each-other = { $first } e { $second } stanno combattendo tra loro ora e diventerebbero alleati; gli alleati non si combattono mai (XII.E.5).
classic-repair-forms-alliance = Il moderatore forma un'alleanza: { $factions }.
classic-repair-in-no-alliance = { $faction } { $faction_gender ->
    [pl] non sono
   *[other] non è
} in nessuna alleanza.
classic-repair-bid-backed = L'offerta più alta di { $faction } sulla carta all'asta è pagata col sostegno degli alleati (XII.E.3).
classic-repair-breaks-alliance = Il moderatore fa uscire { $faction } { $faction_gender ->
    [pl] dalla loro alleanza
   *[other] dalla sua alleanza
}.
classic-repair-name-traitors = Indica i traditori, separati da virgole, oppure `none`.
classic-repair-traitors-at-most = { $faction } { $faction_gender ->
    [pl] possono avere
   *[other] può avere
} al massimo { $count ->
    [one] { $count } traditore
   *[other] { $count } traditori
}, ciascuno una volta.
classic-repair-own-leader = { $leader } è un leader di { $faction }.
classic-repair-already-in-pay = { $leader } è già al soldo di { $faction }.
classic-repair-change-traitors-first = Prima cambia i traditori di { $faction }.
classic-repair-changes-traitors = Il moderatore cambia i traditori di { $faction }.
classic-repair-sets-your-traitors = Il moderatore imposta i tuoi traditori: { $leaders }.
classic-repair-traitors-are = Traditori di { $faction }: { $leaders }.
classic-repair-no-bene-gesserit = Le Bene Gesserit non sono in questa partita.
classic-repair-predict-another = Le Bene Gesserit predicono la vittoria di un'altra fazione.
classic-repair-changes-prediction = Il moderatore cambia la predizione delle Bene Gesserit.
classic-repair-sets-your-prediction = Il moderatore imposta la tua predizione: vittoria di { $faction } al turno { $turn }.
classic-repair-prediction-is = Predizione delle Bene Gesserit: vittoria di { $faction } al turno { $turn }.
classic-repair-bank-holds-only = La banca ha solo { $count } di spezia.
classic-repair-sets-board-spice = Il moderatore porta la spezia in { $territory } (settore { $sector }) da { $before } a { $after }.
classic-repair-shield-wall-stands = Il Muro Scudo è già in piedi.
classic-repair-shield-wall-destroyed = Il Muro Scudo è già distrutto.
classic-repair-raises-shield-wall = Il moderatore rialza il Muro Scudo.
classic-repair-destroys-shield-wall = Il moderatore distrugge il Muro Scudo.
classic-repair-kwisatz-needs-advantages = Lo Kwisatz Haderach è in gioco solo con i vantaggi degli Atreides.
classic-repair-kwisatz-option = L'opzione di partita `advantages` e gli Atreides in gioco.
classic-repair-kwisatz-dies-awake = Lo Kwisatz Haderach muore solo una volta risvegliato, dopo { $count } perdite.
classic-repair-kwisatz-set-losses = Imposta almeno { $count } perdite, oppure `dead=no`.
classic-repair-atreides-fighting = Gli Atreides combattono la battaglia in corso di risoluzione.
classic-repair-kwisatz-already = Lo Kwisatz Haderach è già così.
classic-repair-sets-kwisatz-dead = Il moderatore porta le perdite in battaglia degli Atreides a { $count }; lo Kwisatz Haderach è nelle vasche.
classic-repair-sets-kwisatz-alive = Il moderatore porta le perdite in battaglia degli Atreides a { $count }; lo Kwisatz Haderach non è nelle vasche.
classic-repair-no-storm-marker = I Fremen non hanno un segnalino tempesta ora (XVI.B).
classic-repair-storm-marker-drawn = Ne pescano uno dopo ogni movimento della tempesta in una partita col clima.
classic-repair-storm-marker-already = Il segnalino tempesta dei Fremen è già { $count }.
classic-repair-changes-storm-marker = Il moderatore cambia il segnalino tempesta dei Fremen.
classic-repair-sets-your-storm-marker = Il moderatore imposta il tuo segnalino tempesta: { $count ->
    [one] { $count } settore
   *[other] { $count } settori
}.
classic-repair-storm-marker-is = il segnalino tempesta dei Fremen: { $count ->
    [one] { $count } settore
   *[other] { $count } settori
}.
classic-repair-advisors-need-option = I consiglieri sono in gioco solo con le Bene Gesserit e l'opzione di partita `advantages` (XV.B).
classic-repair-no-bg-tokens-in = Nessun gettone delle Bene Gesserit è in { $territory }.
classic-repair-advisors-are = Consiglieri: { $territories }.
classic-repair-already-advisors = Le Bene Gesserit in { $territory } sono già consiglieri.
classic-repair-already-fighters = Le Bene Gesserit in { $territory } sono già combattenti.
classic-repair-battle-in = Si combatte una battaglia in { $territory }.
classic-repair-makes-advisors = Il moderatore rende consiglieri le Bene Gesserit in { $territory }.
classic-repair-makes-fighters = Il moderatore rende combattenti le Bene Gesserit in { $territory }.
classic-repair-capture-needs-advantages = I leader si catturano solo con i vantaggi degli Harkonnen (XV).
classic-repair-already-held = { $leader } è già { $leader_gender ->
    [f] prigioniera
   *[other] prigioniero
} degli Harkonnen.
classic-repair-already-not-held = { $leader } non è già { $leader_gender ->
    [f] prigioniera
   *[other] prigioniero
} degli Harkonnen.
classic-repair-captured-are = Prigionieri: { $leaders }.
classic-repair-harkonnen-own = { $leader } è un leader degli Harkonnen.
classic-repair-in-tanks = { $leader } è nelle vasche.
classic-repair-restore-first = Prima `restore_leader { $name }`.
classic-repair-gives-captured = Il moderatore consegna { $leader } ({ $faction }) agli Harkonnen come leader catturato.
classic-repair-takes-captured = Il moderatore toglie { $leader } ({ $faction }) agli Harkonnen come leader catturato.
