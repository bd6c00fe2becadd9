# Diuna: ciò che dice il gioco (eventi, rifiuti, richieste, stato, schede). Termini del
# regolamento italiano del 1979 (classic-1979-rules-it.txt): spezia, truppe, leader,
# fortezza, settore, tempesta, Vasche Tleilaxu, carte tradimento, banca.
diuna-none = nessuno
diuna-forces = { $count ->
    [one] { $count } truppa
   *[other] { $count } truppe
}
diuna-typed-name-refused = `{ $typed }`: { $why }
diuna-forces-to-tanks = { $why }: { $count ->
    [one] { $count } truppa ({ $faction }) in { $territory } (settore { $sector }) finisce
   *[other] { $count } truppe ({ $faction }) in { $territory } (settore { $sector }) finiscono
} nelle Vasche Tleilaxu.
diuna-spice-to-pool = { $why }: { $amount } di spezia in { $territory } { $amount ->
    [one] torna
   *[other] tornano
} alla banca.

## La tempesta (Faza burzy)
diuna-why-storm = La tempesta
diuna-die-storm = tempesta
diuna-storm-weather = Controllo del Clima: nessun lancio; la tempesta avanza di { $sectors } settori.
diuna-storm-roll = { $seat } lancia il dado della tempesta: { $face }.
diuna-storm-symbol = Il simbolo della tempesta: { $seat } muove la tempesta da 0 a 6 settori (`storm <n>`).
diuna-storm-not-waiting = La tempesta non attende una scelta.
diuna-storm-not-waiting-hint = Solo il simbolo della tempesta sul dado lascia scegliere al primo giocatore ({ $rule }).
diuna-storm-first-moves = La tempesta la muove il primo giocatore, { $seat } ({ $rule }).
diuna-storm-choice = { $seat } muove la tempesta di { $sectors ->
    [one] { $sectors } settore
   *[other] { $sectors } settori
}.
diuna-storm-moves = La tempesta avanza di { $sectors ->
    [one] { $sectors } settore
   *[other] { $sectors } settori
} fino al settore { $storm }.

## I turni nell'ordine di gioco
diuna-turn-buy-idle = Nessuno sta comprando carte bazar ora.
diuna-turn-buy-hint = Le carte bazar si comprano nella fase delle carte, nell'ordine di gioco.
diuna-turn-buy-doing = Ora compra { $seat }; il tuo turno verrà nell'ordine di gioco ({ $rule }).
diuna-turn-revive-idle = Nessuno sta rigenerando ora.
diuna-turn-revive-hint = La rigenerazione è una fase a sé, dopo le carte, nell'ordine di gioco.
diuna-turn-revive-doing = Ora rigenera { $seat }; il tuo turno verrà nell'ordine di gioco ({ $rule }).
diuna-turn-move-idle = Nessuno sta sbarcando o spostando truppe ora.
diuna-turn-move-hint = Sbarchi e spostamenti sono la quinta fase, nell'ordine di gioco.
diuna-turn-move-doing = Ora sbarca e si sposta { $seat }; il tuo turno verrà nell'ordine di gioco ({ $rule }).
diuna-not-a-command = `{ $command }` non è un comando di questo gioco.

## Accumulo di spezia e fine del round (Faza zbiorów przyprawy)
diuna-collect = { $seat } raccoglie { $amount } di spezia in { $territory }.
diuna-collect-left = { $seat } raccoglie { $amount } di spezia in { $territory }; ne restano { $left }.
diuna-charity = { $seat } riceve { $amount } di spezia come elemosina, per averne { $charity }.
diuna-ending-strongholds = { $count } fortezze al round { $round }
diuna-ending-points = punti dopo il round { $round }
diuna-end-strongholds = { $factions } tengono { $count } fortezze alla fine del round { $round }
diuna-end-points = Punti dopo il round 5: { $scores }
diuna-score = { $faction } { $points }
diuna-round = Round { $round }: { $seat } prende il segnalino del primo giocatore.
diuna-game-over = { $why }. Vincitore: { $winners }.

## L'esplosione di spezia (Faza wybuchu przyprawy)
diuna-why-blow = L'esplosione di spezia
diuna-why-old-spice = La vecchia spezia
diuna-why-worm = Il verme
diuna-worm-thumper = Il Martellatore: questo verme è ignorato e scartato.
diuna-worm-first-round = Un verme nel primo round: rimesso nel mazzo, il mazzo della spezia rimescolato, un'altra carta rivelata.
diuna-worm-ride = I Fremen possono cavalcare il verme da { $territories } (`ride <n> <from> <to>` o `stay`).
diuna-spice-reshuffle = Il mazzo della spezia è vuoto: gli scarti sono rimescolati in un nuovo mazzo.
diuna-spice-card = { $seat } rivela la carta spezia { $card }.
diuna-spice-card-name = { $first } / { $second }
diuna-spice-blow = { $amount } di spezia { $amount ->
    [one] esplode
   *[other] esplodono
} in { $territory }.
diuna-worm-nothing = Un verme: lo scarto in cima non indica alcun territorio; non colpisce nulla.
diuna-worm-strikes = Un verme colpisce { $territories }.
diuna-ride = { $seat } (Fremen) cavalca il verme: { $forces } da { $source } a { $target } (settore { $sector }).
diuna-stay = { $seat } (Fremen) non cavalca più il verme.
diuna-ride-no-worm = Nessun verme attende un cavaliere ora.
diuna-ride-no-worm-hint = I Fremen cavalcano quando un verme colpisce un territorio che occupano ({ $rule }).
diuna-ride-only-fremen = Solo i Fremen cavalcano il verme ({ $rule }).
diuna-ride-not-from = Il verme non trasporta truppe da { $source }.
diuna-ride-from = Cavalca da { $territories }.
diuna-ride-too-many = Il verme trasporta { $most } truppe da { $source } (quelle fuori dalla tempesta quando ha colpito), non { $count }.
diuna-ride-too-far = Il verme non può portarti da { $source } a { $target }: fino a { $range } territori, solo sulla sabbia, mai dentro o attraverso un territorio toccato dalla tempesta.
diuna-stronghold-full = In { $territory } ci sono truppe di altre due fazioni; nessun altro vi può entrare.
diuna-not-in-sector = { $territory } si trova nei settori { $sectors }, non nel { $sector }.

## Le carte (Faza pozyskiwania kart)
diuna-cards-phase = Fase delle carte: carte battaglia pescate fino a 4, carte bazar comprate fino a { $most } ({ $rule }).
diuna-buy-why-hand = hai { $held ->
    [one] { $held } carta bazar
   *[other] { $held } carte bazar
} e una mano ne tiene al massimo { $most }
diuna-buy-why-spice = hai { $spice } di spezia e una carta costa { $price }
diuna-buy-why-deck = { $left ->
    [one] resta solo { $left } carta bazar
   *[other] restano solo { $left } carte bazar
} da comprare
diuna-buy-hint-fewer = `buy { $most }` o meno, oppure `pass`.
diuna-buy-hint-one = `buy { $most }`, oppure `pass`.
diuna-buy-hint-pass = `pass`.
diuna-buy-too-many = Ora puoi comprare { $most ->
    [one] { $most } carta bazar
   *[other] { $most } carte bazar
}, non { $count }: { $why }.
diuna-paid-to-pool = alla banca
diuna-paid-to-imperium = a { $seat } (Impero)
diuna-buy = { $seat } compra { $count ->
    [one] { $count } carta bazar
   *[other] { $count } carte bazar
} per { $price } di spezia, pagati { $paid_to }.
diuna-you-buy = Compri: { $cards }.
diuna-buy-none = { $seat } non compra carte bazar.
diuna-battle-draw = { $seat } pesca { $count ->
    [one] { $count } carta battaglia
   *[other] { $count } carte battaglia
}.
diuna-you-draw = Peschi: { $cards }.
diuna-battle-reshuffle = Il mazzo delle carte battaglia è finito: gli scarti sono rimescolati in un nuovo mazzo.
diuna-market-reshuffle = Il mazzo delle carte bazar è finito: gli scarti sono rimescolati in un nuovo mazzo.

## La rigenerazione (Faza przywrócenia)
diuna-revive-too-many = Hai { $tanks } truppe nelle Vasche Tleilaxu, non { $count }.
diuna-costs = Costa { $price } di spezia; ne hai { $spice }.
diuna-revive-prices = Ogni truppa costa { $price }, un leader la sua forza.
diuna-revive-nothing = Rigenera almeno una truppa o un leader, oppure concludi con `done`.
diuna-revive = { $seat } rigenera { $what } per { $price } di spezia.
diuna-revive-done = { $seat } conclude la rigenerazione.
diuna-in-the-tanks = Nelle Vasche: { $leaders }.
diuna-no-leader-in-tanks = Nessuno dei tuoi leader è nelle Vasche.
diuna-not-in-tanks = `{ $typed }` non è uno dei tuoi leader nelle Vasche Tleilaxu.
diuna-free-revival = { $seat } rigenera gratis { $forces }.

## Sbarchi e spostamenti (Faza transportu i ruchu oddziałów)
diuna-movement-phase = Sbarchi e spostamenti, nell'ordine di gioco ({ $rule }).
diuna-shipped-already = Hai già sbarcato, o ti sei spostato: uno sbarco per turno, prima dello spostamento.
diuna-hint-move-or-done = `move ...`, oppure `done`.
diuna-fremen-ship-sink = I Fremen sbarcano solo nel { $sink } ({ $rule }).
diuna-fremen-ship-most = I Fremen sbarcano al massimo { $most } truppe, gratis; non possono pagarne altre.
diuna-reserve-too-few = Hai { $reserve } truppe in riserva, non { $count }.
diuna-ship-costs = Sbarcare { $forces } costa { $price } di spezia; ne hai { $spice }.
diuna-ship-fewer = Sbarca { $most } o meno, oppure `done`.
diuna-ship = { $seat } sbarca { $forces } in { $territory } (settore { $sector }) per { $price } di spezia.
diuna-move = { $seat } sposta { $forces } da { $source } a { $target } (settore { $sector }).
diuna-move-done = { $seat } conclude sbarchi e spostamenti.
diuna-territory-sector = { $territory } settore { $sector }
diuna-move-into-storm = La tempesta è su { $where }; non ci si sposta nella tempesta.
diuna-storm-on-sector = La tempesta è sul settore { $storm }.
diuna-move-too-far = { $where } dista { $far } territori da { $source } (mai attraverso la tempesta, sul settore { $storm }); il tuo gruppo si sposta al massimo di { $budget }.
diuna-move-cut-off = Il tuo gruppo non può raggiungere { $where } da { $source }: mai attraverso la tempesta o una fortezza occupata da altre due fazioni.
diuna-ship-into-storm = La tempesta è su { $where } (la tempesta è sul settore { $storm }); non si sbarca nella tempesta.
diuna-sectors-out-of-storm = I suoi settori fuori dalla tempesta: { $sectors }.
diuna-ship-out-of-storm = Sbarca in un territorio fuori dalla tempesta.
diuna-move-which-sector = Le tue truppe in { $territory } sono nei settori { $sectors }; indica quale con `from_sector=`.
diuna-move-under-storm = Le tue truppe in { $territory } sono sotto la tempesta; non possono lasciarlo.
diuna-no-forces-in = Non hai truppe in { $territory }.
diuna-moved-already = Alcune delle tue truppe in { $territory } si sono già spostate in questo turno; non si spostano di nuovo (un secondo gruppo è un altro gruppo).
diuna-not-together = Non hai { $count } truppe insieme in un solo settore di { $territory }; un gruppo parte da un solo settore.
diuna-not-together-sector = Non hai { $count } truppe insieme in un solo settore di { $territory } (settore { $sector }); un gruppo parte da un solo settore.
diuna-forces-in = { $forces } in { $territory } (settore { $sector })
diuna-yours = Le tue: { $groups }.
diuna-no-forces-on-board = Non hai truppe sul tabellone.

## Decisioni, moduli e stato
diuna-side-label = fazione
diuna-plan-form-title = Piano di battaglia segreto
diuna-plan-form-button = Fai il mio piano
diuna-plan-form-forces = Truppe
diuna-plan-form-forces-about = truppe sul tuo disco di battaglia
diuna-plan-form-leader = Leader
diuna-plan-form-leader-about = il tuo leader (uno libero deve combattere)
diuna-plan-form-weapon = Arma
diuna-plan-form-defence = Difesa
diuna-plan-form-card-about = una carta battaglia della tua mano
diuna-plan-yours = I tuoi leader: { $leaders }; le tue carte battaglia: { $cards }.
diuna-prompt-traitor = Tieni una carta tradimento (`traitor <leader>`), in segreto.
diuna-prompt-traitors = Tieni { $count } carte tradimento, in segreto: tutte insieme (`traitor <leader>, <leader>, ...`) o una alla volta.
diuna-prompt-storm = Il simbolo della tempesta: muovi la tempesta di 0-6 settori (`storm <n>`).
diuna-prompt-window = Gioca ora una carta bazar (`market <card> ...`) o `hold` (`auto hold`: si passa per te ogni volta che nessuna delle tue si può giocare).
diuna-prompt-ride = Fremen: cavalca il verme (`ride <n> <from> <to>`) o `stay`.
diuna-prompt-buy = Compra carte bazar a 2 di spezia l'una (`buy <n>`) o `pass`.
diuna-prompt-buy-most = { $seat } può comprarne ora fino a { $most }.
diuna-why-full-hand = una mano piena di carte bazar
diuna-prompt-buy-none = { $seat } non può comprarne ({ $why }): `pass`, o gioca il { $card }.
diuna-prompt-revive = Rigenera truppe o un leader (`revive <forces> [leader]`), poi `done`.
diuna-prompt-revive-tanks = Nelle Vasche: { $tanks } truppe{ $dead ->
    [0] {""}
   *[other] {" "}e { $leaders }
}; 2 di spezia a truppa, un leader la sua forza; { $seat } ha { $spice } di spezia.
diuna-prompt-move = Sbarca (`ship <n> <territory>`), spostati (`move <n> <from> <to>`), poi `done`.
diuna-shipping-fremen = fino a 5 gratis nel { $sink }
diuna-shipping-price = 1 di spezia a truppa ({ $seat } ne ha { $spice })
diuna-prompt-move-storm = Sbarco: { $shipping }. La tempesta è sul settore { $storm }.
diuna-prompt-battle = Scegli la prossima battaglia (`battle <territory> [opponent]`); gli Harkonnen possono prima pescare una carta tradimento (`draw_traitor`).
diuna-prompt-swap = Harkonnen: pesca una carta tradimento prima di questa battaglia (`draw_traitor`), o no (`draw_traitor no`).
diuna-prompt-return-traitor = Rimetti una carta tradimento in fondo al mazzo (`return_traitor <leader>`).
diuna-prompt-voice = La Voce: `voice must|not poison|hand|special`, o `voice none`.
diuna-prompt-foresee = Prescienza: `foresee forces|leader|weapon|defence`, o `foresee none`.
diuna-prompt-plan = Il tuo piano di battaglia segreto (`plan <forces> leader= weapon= defence=`).
diuna-prompt-prebattle = Gioca una carta bazar prima dei piani (`market <card>`) o `hold` (`auto hold`: si passa per te ogni volta che nessuna delle tue si può giocare).
diuna-prompt-market = Gioca una carta bazar dopo la rivelazione (`market <card>`) o `hold` (`auto hold`: si passa per te ogni volta che nessuna delle tue si può giocare).
diuna-prompt-call = Traditore! `call`, o `call no` (`auto call`: ogni chiamata risposta per te).
diuna-status-over = Partita finita: { $ending }
diuna-status-setup = Preparazione: traditori
diuna-status-round = Round { $round }/{ $rounds }, { $phase }

## Lo stato e il tabellone
diuna-headline = Round { $round }/{ $rounds }, fase: { $phase }; tempesta sul settore { $storm }
diuna-headline-over = Round { $round }/{ $rounds }, partita finita ({ $ending }); vincitore: { $winners }
diuna-first-by-die = primo giocatore: col dado della tempesta dopo i traditori
diuna-first-player = primo giocatore { $seat } ({ $faction })
diuna-markers-covered = { $markers }, coperta: { $stronghold }
diuna-allied = { $faction } + { $ally }
diuna-status-faction = { $letter } { $seat } ({ $sides }): spezia { $spice }, riserva { $reserve }, Vasche { $tanks }, leader { $leaders }, carte { $battle } battaglia + { $market } bazar
diuna-status-territory = { $territory } { $forces }
diuna-status-territory-spice = { $territory } { $forces } spezia { $spice }
diuna-key-tokens = A5: cinque truppe Atreides; $6: sei di spezia
diuna-key-storm = ▲ e settore scuro: la tempesta
diuna-key-strongholds = nomi in grassetto: fortezze
diuna-board-title = Dune, round { $round }: { $phase }
diuna-board-markers = Segnalini: { $markers }
diuna-board-dead = Leader nelle Vasche Tleilaxu
diuna-board-headline-over = Round { $round }/{ $rounds }, partita finita; vincitore: { $winners }
diuna-board-headline = Round { $round }/{ $rounds }, fase: { $phase }; la tempesta è sul settore { $storm }
diuna-board-heading = { $faction } ({ $seat }), { $count } su Dune
diuna-board-front = riserve { $reserve }, Vasche { $tanks }, leader { $leaders }, carte { $cards }, spezia { $spice }

## La preparazione (Przygotowanie do gry)
diuna-not-a-faction = `{ $typed }` non è una fazione di Diuna.
diuna-factions = Fazioni: { $factions }.
diuna-seats = Diuna si gioca in 2-4, ciascuno nominato una volta ({ $rule }).
diuna-begin = Diuna in { $count }: { $plays }. Il round 1 comincia con la fase della tempesta una volta tenuti i traditori; la tempesta sul settore { $storm } ({ $rule }).
diuna-seat-plays = { $seat } gioca { $sides }
diuna-sides = { $faction }
diuna-sides-allied = { $faction } e { $ally }
diuna-faction-set = { $seat }: { $spice } di spezia, { $reserve } truppe in riserva.
diuna-faction-set-sink = { $seat }: { $spice } di spezia, { $reserve } truppe in riserva, { $count } nel { $sink }.
diuna-blocked-two-only = `blocked_stronghold` è per le partite a 2 ({ $rule }); in 3 o 4 si usano tutte e cinque le fortezze.
diuna-blocked-agreed = { $stronghold } è coperta di comune accordo e conta come sabbia ({ $rule }).
diuna-blocked-die = Il dado della tempesta ({ $faces }) copre { $stronghold }; conta come sabbia ({ $rule }).
diuna-blocked-choices = `blocked_stronghold` indica una tra { $strongholds }, oppure `die`.
diuna-name-and-polish = { $name } ({ $polish })
diuna-not-a-stronghold = { $territory } non è una fortezza.
diuna-same-faction = Due posti hanno chiesto la stessa fazione.
diuna-same-faction-hint = Ogni fazione è giocata da un solo posto; lascia vuota la fazione di un posto per fargliela assegnare.
diuna-alliances-two = Le alleanze sono un gioco a 2 ({ $rule }).
diuna-alliances-two-hint = Lascia `alliances` spento per 3 o 4 giocatori.
diuna-same-alliance = Entrambi i posti hanno chiesto la stessa alleanza.
diuna-same-alliance-hint = Uno gioca gli Atreides e i Fremen, l'altro gli Harkonnen e l'Impero.
diuna-your-leaders = I tuoi leader: { $leaders }.
diuna-rosters = Ogni alleanza pesca i suoi leader con le carte tradimento: 7 per Atreides e Fremen, 5 per Harkonnen e Impero.
diuna-traitors-drawn = Ogni giocatore tranne gli Harkonnen pesca 4 carte tradimento e ne tiene una in segreto ({ $rule }).
diuna-keep-several = Tienine { $count } con `traitor <leader>, <leader>, ...` (tutte insieme, o una alla volta).
diuna-keep-one = Tienine una con `traitor <leader>`.
diuna-your-traitor-cards = Le tue carte tradimento: { $cards }. { $keep }
diuna-leader-strength = { $leader } ({ $faction }, { $strength })
diuna-no-traitors-to-choose = Non hai carte tradimento da scegliere ora.
diuna-you-keep = Tieni { $cards } come { $count ->
    [one] tua carta tradimento
   *[other] tue carte tradimento
}.
diuna-keep-more = Tienine altre { $count } tra: { $cards }.
diuna-keeps-traitor = { $seat } tiene una carta tradimento.
diuna-harkonnen-keep = { $seat } (Harkonnen) tiene { $count } carte tradimento.
diuna-traitors-left = Ti { $most ->
    [one] resta { $most } carta tradimento
   *[other] restano { $most } carte tradimento
} da tenere, non { $count }.
diuna-traitor-name-missing = Manca il nome di una carta tradimento tra due virgole.
diuna-traitor-named-twice = `{ $typed }` è nominata due volte.
diuna-traitor-not-drawn = `{ $typed }` non è una delle carte tradimento che hai pescato.
diuna-traitor-stray = `{ $typed }`: una carta tradimento si indica col solo nome del leader, senza `{ $stray }`.
diuna-write-traitor = Scrivi `traitor { $leader }`.
diuna-you-keep-already = Tieni già { $leaders }.
diuna-choose-one = Scegline una tra: { $cards }.
diuna-choose-several = Scegline { $count } tra: { $cards } (una alla volta, o tutte insieme: `traitor <leader>, <leader>, ...`).
diuna-traitors-at-setup = I traditori si tengono durante la preparazione ({ $rule }).
diuna-you-keep-others-choosing = Tieni { $leaders }; gli altri stanno ancora scegliendo.
diuna-harkonnen-wait = Gli Harkonnen pescano le loro quando gli altri ne hanno tenuta una ciascuno ({ $rule }).
diuna-harkonnen-draw = { $seat } (Harkonnen) pesca { $drawn } carte tradimento e ne tiene { $kept } ({ $rule }).
diuna-first-player-roll = Dado della tempesta per il primo giocatore: { $faces }.
diuna-seat-face = { $seat } { $face }
diuna-first-player-marker = { $seat } prende il segnalino del primo giocatore; ordine di gioco: { $order }.

## Le battaglie (Bitwa)
diuna-battle-choice = { $seat } ha il vantaggio in battaglia: scegli la prossima battaglia (`battle <territory> [opponent]`).
diuna-no-battle-to-choose = Nessuna battaglia da scegliere ora.
diuna-advantage-chooses = { $seat } ha il vantaggio in battaglia e sceglie ({ $rule }).
diuna-return-first = Prima rimetti una carta tradimento (`return_traitor <leader>`).
diuna-no-single-battle = Nessuna tua battaglia unica in { $territory }.
diuna-no-single-battle-with = Nessuna tua battaglia unica in { $territory } con quell'avversario.
diuna-your-battles = Le tue battaglie: { $battles }.
diuna-battle-against = { $territory } contro { $faction }
diuna-battle = Battaglia in { $territory }: { $holder } ({ $holder_faction }, vantaggio in battaglia) contro { $opponent } ({ $opponent_faction }).
diuna-drew-already = Hai già pescato: rimetti una carta tradimento (`return_traitor <leader>`).
diuna-draw-traitor-no = { $seat } (Harkonnen) non pesca carte tradimento.
diuna-traitor-deck-empty = Il mazzo delle carte tradimento è vuoto.
diuna-hint-draw-traitor-no = `draw_traitor no`.
diuna-draw-traitor = { $seat } (Harkonnen) pesca una carta tradimento; una torna nel mazzo.
diuna-you-draw-traitor = Peschi la carta tradimento { $leader }; rimettine una con `return_traitor <leader>`.
diuna-draw-first = Prima pesca (`draw_traitor`); poi rimettine una.
diuna-what-traitor-held = una carta tradimento che possiedi
diuna-return-traitor = { $seat } (Harkonnen) rimette una carta tradimento in fondo al mazzo.
diuna-only-harkonnen-draw = Solo gli Harkonnen pescano carte tradimento prima di una battaglia ({ $rule }).
diuna-draw-when = Peschi una carta tradimento solo prima di una tua battaglia, dopo le sue carte bazar prima dei piani.
diuna-voice-kind = Indica il tipo di arma: `voice must poison`, `voice not hand`, `voice must special`.
diuna-voice-none = { $seat } (Impero) non usa la Voce.
diuna-voice-must = La Voce: { $seat } deve giocare un'arma di tipo { $kind }, se può.
diuna-voice-not = La Voce: { $seat } non può giocare un'arma di tipo { $kind }, se può.
diuna-weapon-poison = veleno
diuna-weapon-hand = da mano
diuna-weapon-special = speciale
diuna-element-forces = truppe
diuna-element-leader = leader
diuna-element-weapon = arma
diuna-element-defence = difesa
diuna-foresee = Prescienza: { $seat } (Atreides) vedrà l'elemento { $element } del piano di { $opponent }; { $opponent } pianifica per primo.
diuna-foresee-none = { $seat } (Atreides) non usa la Prescienza.
diuna-no-battle-waits-for = Nessuna battaglia attende `{ $step }` ora.
diuna-plan-made-already = Hai già fatto il tuo piano.
diuna-battle-not-waiting-for-you = La battaglia non attende te ora.
diuna-it-waits-for = Attende { $seats }.
diuna-no-battle-fought = Nessuna battaglia in corso.
diuna-advantage-chooses-next = Chi ha il vantaggio in battaglia sceglie la prossima battaglia (`battle ...`).
diuna-battle-waits-for = La battaglia attende { $step }.
diuna-step-swap = la pesca del traditore degli Harkonnen (`draw_traitor`, poi rimettine una con `return_traitor`, o `draw_traitor no`)
diuna-step-voice = la Voce dell'Impero (`voice ...`)
diuna-step-foresee = la Prescienza degli Atreides (`foresee ...`)
diuna-step-plan = i piani di battaglia (`plan ...`)
diuna-step-prebattle = le carte bazar prima dei piani (`market <card>` o `hold`)
diuna-step-market = le carte bazar dopo la rivelazione (`market <card>` o `hold`)
diuna-step-call = le chiamate dei Traditori (`call` o `call no`)
diuna-your-plan = Il tuo piano in { $territory }: { $plan }.
diuna-plan-made = { $seat } ha fatto un piano di battaglia.
diuna-truthtrance = { $card }: { $seat } compone { $forces }.
diuna-foresight = Prescienza: { $element } di { $seat }: { $seen }.
diuna-plan-forces = Hai { $have } truppe in combattimento in { $territory }, non { $count } ({ $rule }: da 0 alle tue truppe lì).
diuna-what-leader-free = un leader libero di combattere qui
diuna-plan-must-leader = Hai un leader libero di combattere: devi giocarne uno ({ $rule }).
diuna-free-leaders = Liberi: { $leaders }.
diuna-plan-no-leader = Senza leader non si può giocare alcuna carta battaglia ({ $rule }).
diuna-plan-one-card = Hai un solo { $card }; non può essere giocato su entrambi i lati.
diuna-voice-forbids = La Voce ti vieta un'arma di tipo { $kind }.
diuna-voice-orders = La Voce ti ordina di giocare un'arma di tipo { $kind }, e ne hai una.
diuna-yours-play = Le tue: { $cards } (`{ $command }`).
diuna-what-battle-card = una carta battaglia della tua mano
diuna-wrong-side = { $card } è una carta { $kind }; questo lato del disco accetta carte { $kinds }.
diuna-card-kind-weapon = arma
diuna-card-kind-defence = difesa
diuna-card-kind-worthless = senza valore
diuna-sides-take-weapon-worthless = arma o senza valore
diuna-sides-take-defence-worthless = difesa o senza valore
diuna-play-it-as = Giocala come `{ $command }`.
diuna-not-one-of = `{ $typed }` non è { $what }.
diuna-yours-list = I tuoi: { $items }.
diuna-you-have-none = Non ne hai.
diuna-plan-words = truppe: { $forces }, leader: { $leader }, arma: { $weapon }, difesa: { $defence }
diuna-reveal = { $seat } rivela: { $plan }.
diuna-now-cards = Ora: { $cards }; o `hold`.
diuna-market-card = { $seat } gioca la carta bazar { $card }.
diuna-hold-nothing = Ora non si giocano carte bazar: `hold` risponde alla finestra prima della tempesta, della carta spezia o dell'accumulo, o alle carte bazar di una battaglia.
diuna-hold = { $seat } non gioca altre carte bazar ora.
diuna-not-your-traitor = { $leader } non è un traditore al tuo soldo.
diuna-answer-call-no = Rispondi `call no`.
diuna-traitor-called = Traditore! { $seat } rivela { $leader } come suo traditore.
diuna-two-traitors = Due traditori in { $territory }: nessuno vince.
diuna-market-cancelled = Il traditore annulla le carte bazar di { $seat }: { $cards } ({ $rule }).
diuna-wins-by-treachery = { $seat } vince in { $territory } col tradimento e prende { $spice } di spezia.
diuna-lasgun-shield = { $lasgun } e { $shield }: tutto in { $territory } è distrutto; nessuno vince.
diuna-strength = Forza: { $first } { $first_strength }, { $second } { $second_strength }; vince { $winner }{ $gain ->
    [0] {""}
   *[other] {" "}e prende { $gain } di spezia per i leader morti
}.
diuna-strength-tie = Forza: { $first } { $first_strength }, { $second } { $second_strength }; vince { $winner } (il vantaggio in battaglia vince i pareggi){ $gain ->
    [0] {""}
   *[other] {" "}e prende { $gain } di spezia per i leader morti
}.
diuna-leader-dies = { $leader } ({ $faction }) muore e va nelle Vasche Tleilaxu.
diuna-forces-lost = { $seat } perde { $forces } in { $territory }.

## Le carte bazar (Kolejność zagrywania kart bazaru)
diuna-when-storm = prima del lancio della tempesta
diuna-when-spice-card = prima della carta spezia
diuna-when-collection = prima dell'accumulo
diuna-when-cards = nel tuo turno della fase delle carte
diuna-when-revival = nel tuo turno di rigenerazione
diuna-when-before-ship = nel tuo turno di spostamento, prima di sbarcare
diuna-when-movement = nel tuo turno di spostamento
diuna-when-before-plans = in battaglia, prima dei piani
diuna-when-after-reveal = in battaglia, dopo la rivelazione dei piani
diuna-now-cards-only = Ora: { $cards }.
diuna-own-turn = { $card } si gioca nel proprio turno; ora è di turno { $seat }.
diuna-own-turn-hint = Il tuo turno verrà nell'ordine di gioco.
diuna-takes-no = { $card } non accetta `{ $args }`.
diuna-play-as = Giocala come `{ $form }`.
diuna-play-as-either = Giocala come `{ $first }` o `{ $second }`.
diuna-not-market-in-hand = `{ $typed }` non è una carta bazar della tua mano.
diuna-you-hold-none = Non ne hai.
diuna-not-now = { $card } si gioca { $when }, non ora.
diuna-no-worthless = Non hai carte battaglia senza valore da scambiare ({ $card }).
diuna-black-market = { $seat } gioca il { $card }: scarta { $worthless } e pesca { $count ->
    [one] { $count } carta battaglia
   *[other] { $count } carte battaglia
}.
diuna-ghola-one-of = Il { $card } rigenera un leader (`leader=`) o fino a 3 truppe (`forces=`), una delle due cose.
diuna-ghola-forces = Truppe: `{ $command }`.
diuna-ghola = { $seat } gioca il { $card }: { $what } rigenerati gratis.
diuna-played-already = Hai già giocato { $card } in questo turno.
diuna-smugglers-late = I { $card } rendono gratuito il tuo sbarco: giocali prima di sbarcare.
diuna-plays = { $seat } gioca { $card }.
diuna-window = Prima della fase { $phase }: si possono giocare carte bazar ({ $seats } a turno; `market <card>` o `hold`).
diuna-before-phase-cards = Prima della fase { $phase }: { $cards }; o `hold`.
diuna-weather-how-far = { $card }: di' di quanto si muove la tempesta (`sectors=0-6`).
diuna-weather-effect = la tempesta si muoverà di { $sectors } settori
diuna-thumper-down = Un { $card } è già a terra per questa esplosione di spezia; un secondo non ignorerebbe nessun altro verme.
diuna-keep-yours-hold = Tieni il tuo: `hold`.
diuna-thumper-effect = il primo verme di questa esplosione di spezia sarà ignorato
diuna-harvester-nothing = Le tue truppe non raccoglierebbero nulla in { $territory }: il { $card } rende dove c'è spezia e le tue truppe sono nel suo settore.
diuna-harvester-effect = le sue truppe in { $territory } raccolgono 3 di spezia ciascuna
diuna-plays-effect = { $seat } gioca { $card }: { $what }.
diuna-hold-window = { $seat } non gioca carte bazar ora.
diuna-no-window = Nessuna finestra per le carte bazar è aperta ora.
diuna-answers-first = Risponde prima { $seat } (nell'ordine di gioco).
diuna-harvest-where = Dove le tue raccoglierebbero: { $territories }.
diuna-harvest-nowhere = Da nessuna parte in questo round: `hold`.
diuna-harvester-names = Il { $card } indica il territorio (`territory=`).

## Ordini permanenti
diuna-auto-off-alone = `auto off` annulla tutti i tuoi ordini permanenti; non vuole una seconda parola.
diuna-no-orders-to-cancel = Non hai ordini permanenti da annullare.
diuna-orders-cancelled = Ordini permanenti annullati: ogni decisione torna a essere chiesta a te.
diuna-no-order-to-cancel = Non hai un ordine permanente `auto { $order }` da annullare.
diuna-order-cancelled = `auto { $order }` annullato.
diuna-order-stands = `auto { $order }` è già in vigore.
diuna-order-given = Ordine permanente `auto { $order }`: { $meaning }.
diuna-meaning-call = ogni chiamata del Traditore riceve risposta per te: `call` quando contro di te è rivelato un traditore al tuo soldo, altrimenti `call no`
diuna-meaning-hold = non giochi carte bazar ogni volta che nessuna delle tue si può giocare (`hold`; nel tuo turno della fase delle carte o della rigenerazione senza altro da fare, `pass` o `done`)
diuna-orders-yours = I tuoi: { $given }.
diuna-orders-give = Dai { $orders }.
diuna-orders-cancel = Annulla con { $orders }.
diuna-or = { $first } o { $second }

## La scheda di un posto
diuna-sheet-spectator = Spettatore
diuna-sheet-title = { $seat } ({ $faction })
diuna-sheet-known = Noto solo a te
diuna-sheet-seen = Tuo, visto da tutti
diuna-sheet-waiting = In attesa di te
diuna-sheet-traitors = Traditori: { $leaders }
diuna-sheet-battle-cards = Carte battaglia: { $cards }
diuna-sheet-market-cards = Carte bazar: { $cards }
diuna-sheet-leaders = Leader: { $leaders }
diuna-sheet-drawn = Pescate: { $leaders }
diuna-sheet-orders = Ordini permanenti: { $orders }
diuna-sheet-plan = Piano: { $plan }
diuna-sheet-faction = Fazione: { $faction }
diuna-sheet-spice = Spezia: { $count }
diuna-sheet-reserve = Riserva: { $count }
diuna-sheet-tanks = Vasche: { $count }
diuna-sheet-count = { $count }
diuna-sheet-dead = Morti: { $leaders }
diuna-sheet-hand = Carte in mano: { $battle } battaglia, { $market } bazar; traditori: { $traitors }
diuna-sheet-default = predefinito se nessuno risponde: `{ $command }`
