# Dune classico: le battaglie (il turno, i piani, la Voce e la prescienza, i traditori,
# l'esito, la spezia del combattimento avanzato), Karama e le carte giocate fuori battaglia.
# Termini del regolamento italiano del 1979 (classic-1979-rules-it.txt, X e XVII).

## Il turno delle battaglie (battle.py)
classic-battle-round-none = Fase di battaglia: nessun territorio ospita due fazioni.
classic-battle-round = Fase di battaglia: battaglie in { $territories }.
classic-battle-foe-in = { $faction } in { $territory }
classic-battle-aggressor-chooses = Tocca all'aggressore ({ $faction }) scegliere la prossima battaglia (`battle <territory> [opponent]`): { $battles }.
classic-battle-not-aggressor = Non sei l'aggressore che sceglie una battaglia ora.
classic-battle-in-against = { $territory } contro { $faction }
classic-battle-name-opponent = Indica un avversario.
classic-battle-name-battle = Indica una battaglia che devi combattere.
classic-battle-your-battles = Le tue battaglie: { $battles }.
classic-battle-starts = Battaglia in { $territory }: { $aggressor } (aggressore) contro { $defender }.
classic-battle-voice-may = Le Bene Gesserit possono usare la Voce (`voice play|not <kind>` o `voice none`).
classic-battle-voice-may-ally = Le Bene Gesserit possono usare la Voce per il loro alleato ({ $ally }) (`voice play|not <kind>` o `voice none`).
classic-battle-prescience-may = Gli Atreides possono usare la prescienza (`prescience leader|dial|weapon|defense` o `prescience none`).
classic-battle-prescience-may-ally = Gli Atreides possono usare la prescienza per il loro alleato ({ $ally }) (`prescience leader|dial|weapon|defense` o `prescience none`).
classic-battle-send-plans = Poi entrambi inviano un piano di battaglia segreto: `{ $usage }`.

## La Voce e la prescienza (battle_powers.py)
classic-voice-kind-projectile-weapon = arma a proiettile
classic-voice-kind-poison-weapon = arma a veleno
classic-voice-kind-lasgun = pistola laser
classic-voice-kind-projectile-defense = difesa contro i proiettili
classic-voice-kind-poison-defense = difesa contro il veleno
classic-voice-kind-worthless-card = carta senza valore
classic-voice-kind-cheap-hero = eroe fittizio
classic-plan-element-leader = leader
classic-plan-element-dial = ruota
classic-plan-element-weapon = arma
classic-plan-element-defense = difesa
classic-voice-not-now = Non puoi usare la Voce ora: si usa nelle tue battaglie e in quelle dei tuoi alleati (XII.E.6), prima dei piani.
classic-voice-name-kind = Indica che cosa l'avversario deve (o non deve) giocare.
classic-voice-one-of = Uno tra: { $kinds }.
classic-voice-unused = Le Bene Gesserit non usano la Voce.
classic-voice-commands-play = La Voce: le Bene Gesserit ordinano a { $target } di giocare: { $kind }.
classic-voice-commands-not = La Voce: le Bene Gesserit ordinano a { $target } di non giocare: { $kind }.
classic-voice-commands-play-ally = La Voce: le Bene Gesserit, per il loro alleato ({ $ally }), ordinano a { $target } di giocare: { $kind }.
classic-voice-commands-not-ally = La Voce: le Bene Gesserit, per il loro alleato ({ $ally }), ordinano a { $target } di non giocare: { $kind }.
classic-voice-forbids = La Voce ti proibisce di giocare: { $kind }.
classic-voice-commands-you = La Voce ti ordina di giocare: { $kind }, e ne hai in mano.
classic-prescience-not-now = Non puoi usare la prescienza ora: si usa nelle tue battaglie e in quelle dei tuoi alleati (XII.E.6), prima dei piani.
classic-prescience-after-voice = La Voce viene prima della prescienza.
classic-prescience-not-element = `{ $element }` non fa parte di un piano di battaglia.
classic-prescience-ask-for = Chiedi: { $elements }, oppure none.
classic-prescience-unused = Gli Atreides non usano la prescienza.
classic-prescience-must-show = Prescienza: { $faction } { $faction_gender ->
    [pl] devono mostrare agli Atreides questo elemento del loro piano
   *[other] deve mostrare agli Atreides questo elemento del suo piano
} di battaglia: { $element }.
classic-prescience-must-show-ally = Prescienza: { $faction } { $faction_gender ->
    [pl] devono mostrare
   *[other] deve mostrare
} a { $ally } (alleato degli Atreides) questo elemento del suo piano di battaglia: { $element }.
classic-prescience-seen-they = { $faction } hanno visto con la prescienza questo elemento del tuo piano ({ $element }): non può cambiare.
classic-prescience-seen-it = { $faction } { $faction_gender ->
    [pl] hanno visto
   *[other] ha visto
} con la prescienza questo elemento del tuo piano ({ $element }): non può cambiare.
classic-prescience-seen = Prescienza: { $faction }, { $element }: { $value }.

## Piani di battaglia e traditori (battle_plan.py)
classic-plan-no-battle = Nessuna battaglia è in corso ora.
classic-plan-not-in-battle = Non partecipi alla battaglia in { $territory }.
classic-plan-already-revealed = I piani di battaglia sono già stati rivelati.
classic-plan-wait-voice = Aspetta la Voce delle Bene Gesserit prima di inviare i piani.
classic-plan-wait-prescience = Aspetta la prescienza degli Atreides prima di inviare i piani.
classic-plan-seen-by-karama = Gli Atreides hanno visto tutto il tuo piano con una Karama: non può cambiare.
classic-plan-yours = Il tuo piano di battaglia in { $territory }: { $plan }.
classic-plan-yours-replaced = Il tuo piano di battaglia in { $territory }: { $plan }. (sostituisce il piano precedente)
classic-plan-sent = { $faction } { $faction_gender ->
    [pl] hanno
   *[other] ha
} inviato un piano di battaglia.
classic-plan-dial-limit = Componi sulla ruota un numero da 0 { $count ->
    [one] a { $count }, il gettone che hai qui.
   *[other] a { $count }, i gettoni che hai qui.
}
classic-plan-dial-limit-starred = Componi sulla ruota un numero da 0 a { $count }, i gettoni che hai qui, contando ciascuno dei tuoi gettoni speciali come { $worth } (XV).
classic-plan-agreed-no-leaders = Avete concordato di combattere senza leader: conta solo la ruota.
classic-plan-command = `{ $command }`.
classic-plan-must-play-leader = Devi giocare un leader o un Eroe (Eroina) fittizio, se ne hai uno.
classic-plan-available = Disponibili: { $leaders }.
classic-plan-no-leader-no-cards = Senza un leader non puoi giocare Carte Tradimento.
classic-plan-not-held = Non hai { $card }.
classic-plan-not-held-twice = Non hai due volte { $card }.
classic-plan-not-a-weapon = { $card } non si può giocare come arma.
classic-plan-not-a-defense = { $card } non si può giocare come difesa.
classic-plan-no-leader-to-play = Non hai un leader da giocare: usa `none`.
classic-plan-you-can-play = Puoi giocare: { $leaders }.
classic-plan-you-could-play = Potresti giocare: { $cards }.
classic-plan-play-none-there = Lì gioca `none`.
classic-plan-agree-before-plans = Accordatevi per combattere senza leader prima che sia inviato un piano.
classic-plan-no-leaders-wait-voice = Aspetta la Voce delle Bene Gesserit prima di accordarti per combattere senza leader.
classic-plan-no-leaders-wait-prescience = Aspetta la prescienza degli Atreides prima di accordarti per combattere senza leader.
classic-plan-already-offered = Hai già proposto di combattere senza leader.
classic-plan-both-no-leaders = In { $territory } entrambe le parti si accordano per combattere senza leader: contano solo i gettoni composti sulla ruota (Q&A 7).
classic-plan-offers-no-leaders = { $faction } { $faction_gender ->
    [pl] propongono
   *[other] propone
} di combattere in { $territory } senza leader (`no_leaders` per accettare).
classic-plan-no-leader = nessun leader
classic-plan-none = nessuna
classic-plan-with-kwisatz = { $leader } con lo Kwisatz Haderach
classic-plan-dial-with-spice = { $dial } con { $spice } di spezia
classic-plan-described = ruota { $dial }, { $leader }, arma { $weapon }, difesa { $defense }
classic-plan-of = { $faction }: { $plan }
classic-plan-revealed = Piani di battaglia in { $territory } — { $plans }.
classic-traitor-window = Traditori? { $factions }: ciascuno risponde in segreto `call_traitor yes` o `call_traitor no` (ogni battaglia lo chiede, X.D.1).
classic-traitor-not-yours = { $leader } { $leader_gender ->
    [f] non è una traditrice al tuo soldo
   *[other] non è un traditore al tuo soldo
}: rispondi `call_traitor no` (X.D.1); `auto call` risponde per te in ogni battaglia.
classic-traitor-yours = { $leader } { $leader_gender ->
    [f] è la tua traditrice! `call_traitor yes` per rivelarla
   *[other] è il tuo traditore! `call_traitor yes` per rivelarlo
} e vincere, o `call_traitor no` (Q&A 7).
classic-traitor-for-ally = { $leader }, al tuo soldo, guida { $foe } contro il tuo alleato ({ $ally })! { $leader_gender ->
    [f] `call_traitor yes` per rivelarla
   *[other] `call_traitor yes` per rivelarlo
}: il tuo alleato vince come se il traditore fosse suo (scudo Harkonnen, XII.E.6); oppure `call_traitor no`.
classic-traitor-not-asked = Non ti viene chiesto di un traditore in questa battaglia ora.
classic-traitor-who-answers = Dopo la rivelazione dei piani ogni parte (e gli Harkonnen, per un alleato) risponde una volta `call_traitor yes|no`.
classic-traitor-not-in-pay = { $leader } { $leader_gender ->
    [f] non è una traditrice
   *[other] non è un traditore
} al tuo soldo.
classic-traitor-answer-no = Rispondi `call_traitor no`.
classic-traitor-you-call = Rispondi: tradimento.
classic-traitor-you-do-not-call = Rispondi: nessun tradimento.
classic-traitor-revealed = Tradimento! { $faction } { $faction_gender ->
    [pl] rivelano che { $leader } { $leader_gender ->
    [f] è una traditrice
   *[other] è un traditore
} al loro soldo
   *[other] rivela che { $leader } è un traditore al suo soldo
}.
classic-traitor-revealed-for-ally = Tradimento! { $faction } { $faction_gender ->
    [pl] rivelano che { $leader } { $leader_gender ->
    [f] è una traditrice
   *[other] è un traditore
} al loro soldo, per il loro alleato
   *[other] rivela che { $leader } è un traditore al suo soldo, per il suo alleato
} ({ $ally }) (XII.E.6).

## Esito della battaglia (battle_resolution.py)
classic-result-wins = { $faction } { $faction_gender ->
    [pl] vincono
   *[other] vince
} in { $territory } ({ $won } a { $lost }).
classic-result-for-leaders-killed = per i leader uccisi (X.C.4)
classic-result-chooses-losses = { $faction } { $faction_gender ->
    [pl] scelgono
   *[other] sceglie
} le perdite: { $ways } ({ $rule }).
classic-result-way = `lose { $number }`: { $losses }
classic-result-sentence = { $words }.
classic-starred-kind-sardaukar = Sardaukar
classic-starred-kind-fedaykin = Fedaykin
classic-starred-kind-starred = speciali
classic-result-loses-fitting = { $faction } { $faction_gender ->
    [pl] perdono
   *[other] perde
} { $losses }, secondo la ruota e la spezia (XXII.C).
classic-result-loses-dialed = { $faction } { $faction_gender ->
    [pl] perdono
   *[other] perde
} { $count ->
    [one] il gettone composto sulla ruota.
   *[other] i { $count } gettoni composti sulla ruota.
}
classic-result-loses-dialed-starred = { $faction } { $faction_gender ->
    [pl] perdono
   *[other] perde
} i { $count } gettoni composti sulla ruota: { $tokens } gettoni ({ $starred } { $kind }), ciascun gettone speciale vale { $worth } (XV).
classic-result-no-losses-to-choose = Non hai perdite da scegliere ora.
classic-result-ways-to-lose = Ci sono { $count } modi di subire le tue perdite.
classic-result-traitor-wins = { $faction } { $faction_gender ->
    [pl] vincono
   *[other] vince
} in { $territory }: { $leader } { $leader_gender ->
    [f] era una traditrice
   *[other] era un traditore
}.
classic-result-for-traitor = per { $leader } (X.D.2)
classic-result-both-traitors = Entrambi i leader in { $territory } erano traditori: entrambe le parti perdono tutto.
classic-result-explosion = Pistola laser e Scudo! Un'esplosione distrugge tutto in { $territory }.
classic-result-explosion-loses = { $faction } { $faction_gender ->
    [pl] perdono
   *[other] perde
} { $count ->
    [one] { $count } gettone.
   *[other] { $count } gettoni.
}
classic-result-leader-killed = { $leader } ({ $faction }) va alle vasche.
classic-result-receives-spice = { $faction } { $faction_gender ->
    [pl] ricevono
   *[other] riceve
} { $count } di spezia { $why }.
classic-result-loses-all = { $faction } { $faction_gender ->
    [pl] perdono
   *[other] perde
} { $count ->
    [one] { $count } gettone
   *[other] { $count } gettoni
} in { $territory }.
classic-result-discards = { $faction } { $faction_gender ->
    [pl] scartano
   *[other] scarta
} { $cards }.
classic-result-decides-keep = { $faction } { $faction_gender ->
    [pl] decidono
   *[other] decide
} quali carte giocate tenere (`keep all`, `keep none` o `keep <card>`).
classic-result-nothing-to-keep = Non hai carte giocate da tenere o scartare ora.
classic-result-you-played = Hai giocato { $cards }.
classic-result-keep-usage = `keep all`, `keep none` o `keep <one of them>`.

## Combattimento avanzato: la spezia in battaglia (battle_spice.py)
classic-spice-wheel-cannot-show = La ruota non può mostrare { $dial }.
classic-spice-wheel-cannot-show-basic = La ruota non può mostrare { $dial } (i mezzi punti sono del combattimento avanzato).
classic-spice-dial-half = Componi un numero intero o un mezzo: 3 o 3.5.
classic-spice-dial-whole = Componi un numero intero: 3.
classic-spice-only-advanced = La spezia sostiene i gettoni in battaglia solo nel combattimento avanzato.
classic-spice-plan-without = Invia il piano senza `spice=`.
classic-spice-cannot-commit = Hai { $held } di spezia: non puoi impegnarne { $count }.
classic-spice-from-to = `spice=` da 0 a { $most }.
classic-spice-one-per-token = Una spezia sostiene un gettone, e qui ne hai { $count }.
classic-spice-cannot-make = { $count } gettoni e { $spice } di spezia non possono comporre { $dial } sulla ruota.
classic-spice-dial-span = Con { $spice } di spezia componi da { $low } a { $high } (i gettoni sostenuti contano interi, gli altri la metà).
classic-spice-kept = { $faction } { $faction_gender ->
    [pl] tengono
   *[other] tiene
} i { $count } di spezia del piano di battaglia: ha vinto un traditore (XXII.A.2).
classic-spice-spent = { $faction } { $faction_gender ->
    [pl] pagano
   *[other] paga
} alla banca i { $count } di spezia del piano di battaglia (XXII.A.2).

## Karama (karama.py)
classic-karama-not-held = Non hai una carta Karama.
classic-karama-not-a-use = `{ $use }` non è un uso della Karama.
classic-karama-uses = Usi: { $uses }.
classic-karama-nothing-more = `karama { $use }` non vuole altro.
classic-karama-command = `karama { $use }`.
classic-karama-barred-card = Una Karama l'aveva impedito: { $card } non ha effetto come carta Karama ed è scartata (Q&A A.7).
classic-karama-no-peek = Karama: gli Atreides non vedono più le carte all'asta in questo turno.
classic-karama-no-prescience = Karama: niente prescienza degli Atreides in questa battaglia.
classic-karama-atreides-not-seeing = Gli Atreides non stanno vedendo il futuro ora.
classic-karama-no-harkonnen-bonus = Non c'è una carta gratuita degli Harkonnen da impedire ora.
classic-karama-no-bonus = Karama: gli Harkonnen non prendono la carta gratuita col prossimo acquisto.
classic-karama-no-advisor = Karama: nessun consigliere spirituale con questo trasporto.
classic-karama-no-voice = Karama: la Voce tace in questa battaglia.
classic-karama-worthless-barred = Karama: la prossima carta senza valore che le Bene Gesserit giocano come Karama non ha effetto (XVII, Q&A A.7).
classic-karama-no-bg-advantage = Non c'è un vantaggio delle Bene Gesserit da impedire ora.
classic-karama-no-shelter = Karama: i Fremen non possono allontanare Shai-Hulud dai loro alleati.
classic-karama-no-worm-ride = Nessun Fremen cavalca un verme ora.
classic-karama-worm-devours = Karama: Shai-Hulud divora { $count ->
    [one] { $count } gettone Fremen
   *[other] { $count } gettoni Fremen
} in { $territory }.
classic-karama-on-your-bid = Giocala nel tuo turno d'asta.
classic-karama-buys-free = Karama: { $faction } { $faction_gender ->
    [pl] possono offrire qualsiasi somma per questa carta e non la pagheranno
   *[other] può offrire qualsiasi somma per questa carta e non la pagherà
}.
classic-karama-on-your-move = Giocala nel tuo movimento, prima del trasporto.
classic-karama-already-guild-rate = I tuoi trasporti non costano già più della tariffa della Gilda.
classic-karama-ships-guild-rate = Karama: { $faction } { $faction_gender ->
    [pl] trasportano
   *[other] trasporta
} alla tariffa della Gilda in questo turno.

## Karama contro i vantaggi aggiuntivi (karama_bars.py)
classic-bar-needs-advantages = { $faction } { $faction_gender ->
    [pl] hanno questo
   *[other] ha questo
} vantaggio solo con i vantaggi aggiuntivi (XV).
classic-bar-not-yours = Una carta Karama ferma il vantaggio di un avversario, non il tuo.
classic-bar-stopped = Karama: { $stopped } in questa battaglia ({ $rule }).
classic-bar-stopped-kwisatz = lo Kwisatz Haderach non si unisce a nessun leader Atreides
classic-bar-stopped-capture = gli Harkonnen non catturano nessun leader
classic-bar-stopped-fedaykin = i Fedaykin contano un gettone ciascuno
classic-bar-stopped-sardaukar = i Sardaukar contano un gettone ciascuno
classic-bar-already-kwisatz = Lo Kwisatz Haderach non si unisce già a nessun leader Atreides in questa battaglia.
classic-bar-already-capture = Gli Harkonnen già non catturano nessun leader in questa battaglia.
classic-bar-already-fedaykin = I Fedaykin contano già un gettone ciascuno in questa battaglia.
classic-bar-already-sardaukar = I Sardaukar contano già un gettone ciascuno in questa battaglia.
classic-bar-not-fighting = { $faction } { $faction_gender ->
    [pl] non combattono
   *[other] non combatte
} una battaglia ora.
classic-bar-play-in-their-battle = Giocala nella loro battaglia, prima che inviino il piano.
classic-bar-before-reveal = Giocala prima che i piani di battaglia siano rivelati.
classic-bar-plan-sent = { $faction } { $faction_gender ->
    [pl] hanno già inviato il piano
   *[other] ha già inviato il piano
}: giocala prima.
classic-bar-kwisatz-cannot-join = Lo Kwisatz Haderach non può unirsi a un piano degli Atreides ora.
classic-bar-no-starred = { $faction } { $faction_gender ->
    [pl] non hanno
   *[other] non ha
} gettoni speciali in { $territory }.
classic-bar-sardaukar-vs-fremen = Contro i Fremen un Sardaukar vale già uno.
classic-bar-guild-not-waiting = La Gilda non sta aspettando di muovere fuori turno ora.
classic-bar-guild-when = Giocala nella fase di movimento, prima che arrivi il posto della Gilda nell'ordine.
classic-bar-guild-in-turn = Karama: la Gilda deve muovere al suo turno nella sequenza di movimento ({ $rule }).

## Poteri speciali della Karama (karama_powers.py)
classic-power-usage-take = `karama take <faction>: <card>, <card>` (le carte che dai in cambio)
classic-power-usage-see = `karama see <faction>` (una parte di questa battaglia che ha inviato il piano)
classic-power-usage-stop = `karama stop <faction>` (prima del suo trasporto di questo turno)
classic-power-usage-worm = `karama worm <territory>` (un territorio di sabbia)
classic-power-usage-revive = `karama revive <leader>` o `karama revive <1-3>`
classic-power-sentence = { $usage }.
classic-power-not-in-game = Questa partita si gioca senza i poteri speciali della Karama.
classic-power-create-with = Crea una partita con `karama_powers=yes`.
classic-power-of = `karama { $use }` è il potere speciale Karama di { $faction }: solo chi lo possiede lo gioca.
classic-power-round-storm = tempesta
classic-power-round-spice-blow = soffio di spezia
classic-power-round-bidding = asta
classic-power-round-revival = resurrezione
classic-power-round-movement = movimento
classic-power-round-battle = battaglia
classic-power-rounds = `karama { $use }` si gioca in queste fasi: { $rounds }.
classic-power-say-whom = Di' chi o che cosa: { $usage }.
classic-power-another-faction = Indica un'altra fazione di questa partita, non { $name }.
classic-power-none-left = Non ti resta { $name } da dare: ogni carta che dai è una che hai, oltre alla Karama che giochi.
classic-power-may-give = Carte che puoi dare: { $cards }.
classic-power-name-cards = Indica da una a { $count } delle tue carte da dare: ne prendi altrettante a { $faction }.
classic-power-take = Karama: gli Harkonnen prendono { $count ->
    [one] { $count } carta
   *[other] { $count } carte
} a { $faction } senza guardarle e ne danno altrettante in cambio (XVII).
classic-power-you-take = Prendi { $cards } a { $faction }.
classic-power-they-take = Gli Harkonnen prendono { $taken } e ti danno { $given }.
classic-power-no-plan-sent = { $faction } { $faction_gender ->
    [pl] non hanno inviato
   *[other] non ha inviato
} un piano in questa battaglia.
classic-power-see-when = Giocala quando il piano è inviato, prima della rivelazione.
classic-power-seen-already = Hai già visto il piano di { $faction }.
classic-power-see = Karama: gli Atreides vedono il piano di battaglia di { $faction } (XVII).
classic-power-seen-plan = Piano di battaglia di { $faction }: { $plan }.
classic-power-fremen-overland = Le riserve dei Fremen arrivano via terra dall'altro lato di Dune, non da fuori del pianeta (scudo Fremen): la Gilda non può fermarle.
classic-power-no-shipment-left = { $faction } { $faction_gender ->
    [pl] non hanno più
   *[other] non ha più
} un trasporto da fare in questo turno.
classic-power-stop = Karama: la Gilda ferma il trasporto da fuori del pianeta di { $faction } in questo turno (XVII).
classic-power-worm-not-sand = Un verme non divora nulla in { $territory }: chiamalo in un territorio di sabbia.
classic-power-worm = Karama: i Fremen chiamano Shai-Hulud in { $territory }; nessun nexus (XVII, Q&A A.8).

## Carte giocate fuori battaglia (special_cards.py)
classic-special-not-held = Non hai { $card }.
classic-special-plays = { $faction } { $faction_gender ->
    [pl] giocano
   *[other] gioca
} { $card }.
classic-special-ask-another = Chiedi a un altro giocatore.
classic-special-question-waiting = Una domanda della Trance della Verità aspetta già la risposta.
classic-special-ask-yes-no = Fai una domanda sì/no: `truthtrance <player> <question>`.
classic-special-truthtrance = Trance della Verità: { $faction } { $faction_gender ->
    [pl] chiedono
   *[other] chiede
} a { $target }: "{ $question }" (`answer yes` o `answer no`).
classic-special-no-question = Nessuna domanda della Trance della Verità aspetta la tua risposta.
classic-special-answers-yes = { $faction } { $faction_gender ->
    [pl] rispondono
   *[other] risponde
} a "{ $question }": sì.
classic-special-answers-no = { $faction } { $faction_gender ->
    [pl] rispondono
   *[other] risponde
} a "{ $question }": no.
classic-special-weather-when = Il Controllo del Clima si gioca all'inizio di una fase di tempesta.
classic-special-first-storm = La prima tempesta si piazza con le ruote (VI.A).
classic-special-storm-0-to-10 = Muovi la tempesta da 0 a 10 settori.
classic-special-controls-weather = { $faction } { $faction_gender ->
    [pl] controllano
   *[other] controlla
} il clima
classic-special-atomics-when = Le Atomiche di famiglia si giocano dopo che la tempesta è stata composta e prima che si muova.
classic-special-wall-destroyed-already = Il Muro Scudo è già distrutto.
classic-special-need-tokens-near-wall = Ti servono gettoni sul Muro Scudo o accanto.
classic-special-places = { $territories }.
classic-special-atomics-losses = { $faction } { $faction_gender ->
    [pl] perdono
   *[other] perde
} { $count ->
    [one] { $count } gettone
   *[other] { $count } gettoni
} sul Muro Scudo.
classic-special-wall-destroyed = Il Muro Scudo è distrutto: Arrakeen, Carthag e il Bacino Imperiale sono esposti alla tempesta (Q&A A.1: non il settore in cui si trova ora).
classic-special-hajr-when = Hajr si gioca durante il tuo movimento.
classic-special-not-under-way = La partita non è in corso.
classic-special-revive-usage = `{ $command } <leader>` o `{ $command } <1-{ $most }>`.
classic-special-no-tokens-in-tanks = Non hai gettoni nelle vasche.
classic-special-revives-a-leader = `{ $command } <leader>` fa risorgere un leader.
classic-special-revive-1-to = Fai risorgere da 1 a { $count } gettoni.
classic-special-revives-tokens = { $faction } { $faction_gender ->
    [pl] fanno risorgere
   *[other] fa risorgere
} { $count ->
    [one] { $count } gettone
   *[other] { $count } gettoni
} con { $card }.
classic-special-revives-tokens-starred = { $faction } { $faction_gender ->
    [pl] fanno risorgere
   *[other] fa risorgere
} { $count } gettoni ({ $starred } { $kind }) con { $card }.
classic-special-leader-not-in-tanks = { $leader } non è nelle vasche.
classic-special-revives-leader = { $faction } { $faction_gender ->
    [pl] fanno risorgere
   *[other] fa risorgere
} { $leader } con { $card }.

## Citazioni della scheda di aiuto e degli scudi
classic-cite-aid-pad = Scheda di aiuto { $section }
classic-cite-pad = Scheda { $section }
classic-cite-xvii-pad = XVII, scheda { $section }
classic-cite-xvii-pad-atreides-1 = XVII, scheda Atreides 1
classic-cite-xvii-pad-harkonnen-1 = XVII, scheda Harkonnen 1
classic-cite-pad-emperor-1 = Scheda, Imperatore 1
classic-cite-atreides-shield = scudo Atreides
classic-cite-atreides-shield-qa-6 = scudo Atreides, D&R 6
classic-cite-bg-shield = scudo Bene Gesserit
classic-cite-guild-shield-xii-e-6 = scudo Gilda, XII.E.6
classic-cite-with-xv = { $rule }, XV
