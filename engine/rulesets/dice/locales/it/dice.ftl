# Il gioco di dadi: ciò che dice (eventi, rifiuti, richieste, offerte, scheda).
# Termini del regolamento classico italiano (1979) dove esistono; le citazioni sono i titoli
# del regolamento francese, l'unico del gioco (words.ftl).

## Elementi comuni
dice-choose = Scegli: { $choices }.
dice-typed = `{ $command }`.
dice-no-region = nessuna regione
dice-construction-on = { $construction } su { $region }
dice-construction-count = { $count } { $construction }
dice-troops = { $count ->
    [one] { $count } truppa
   *[other] { $count } truppe
}

## MISE EN PLACE (preparazione)
dice-not-a-faction = `{ $text }` non è una fazione di questo gioco.
dice-factions-are = Fazioni: { $factions }.
dice-seats = Il gioco di dadi si gioca da 2 a 8 posti, ciascuno nominato una volta.
dice-begin = Dune The Dice Game a { $count }. Ordine di gioco: { $order }; { $first } gioca per primo. Il dado Regione pone la tempesta sulla zona { $zone } ({ $regions }).
dice-constructions = Costruzioni: { $placed }; { $reserve }.
dice-in-reserve = nella riserva: { $left }
dice-reserve-empty = nella riserva: nessuna costruzione
dice-faction-needs-players = La fazione { $faction } si gioca solo in partite da { $count } o più ({ dice-rule-setup }).
dice-faction-taken = La fazione { $faction } è già presa.
dice-factions-free = Libere: { $factions }.
dice-choose-at-setup = Le fazioni si scelgono solo durante la preparazione.
dice-chooses-now = { $seat } sceglie ora una fazione ({ dice-rule-setup }: a partire dalla destra del primo giocatore, in senso antiorario).
dice-plays-faction = { $seat } gioca la fazione { $faction }.
dice-prompt-faction = { $seat }: scegli la tua fazione ({ $factions }).
dice-setup-fremen = Preparazione dei Fremen: Liet Kynes sulla carta Fazione, una truppa su { $regions }.
dice-setup-tleilax = Preparazione dei Bene Tleilax: 2 truppe nel Pozzo Polare; Scytale e 2 truppe sulla carta Fazione.
dice-setup-corrino = Preparazione dei Corrino: Shaddam IV, 1 truppa, 1 Sardaukar e 3 spezia sulla carta Fazione.
dice-setup-guild = Preparazione della Gilda Spaziale: Edric, 3 truppe e 1 spezia sulla carta Fazione.
dice-setup-smugglers = Preparazione dei Contrabbandieri: Esmar Tuek sulla carta Fazione, 3 truppe nel Pozzo Polare.
dice-place-is-setup = `place` è la preparazione degli Atreides e degli Harkonnen.
dice-places-now = La fazione { $faction } piazza ora le sue truppe.
dice-place-region = La fazione { $faction } si prepara su una regione non strategica ({ dice-rule-setup }).
dice-place-free-region = La fazione { $faction } si prepara su una regione non strategica libera ({ dice-rule-setup }).
dice-setup-atreides = Preparazione degli Atreides: Leto e Duncan Idaho sulla carta Fazione, 2 truppe { dice-on-region }.
dice-setup-harkonnen = Preparazione degli Harkonnen: 2 truppe { dice-on-region }.
dice-setup-harkonnen-with = Preparazione degli Harkonnen: 2 truppe { dice-on-region } con { $construction_gender ->
    [m] un
   *[f] una
} { $construction }.
dice-no-construction-here = Nessuna costruzione accompagna queste truppe.
dice-harkonnen-construction = Gli Harkonnen prendono una costruzione dalla riserva ({ dice-rule-setup }).
dice-guess-at-setup = Le Bene Gesserit fanno la loro previsione durante la loro preparazione ({ dice-rule-ultimate-plan }).
dice-only-bene-gesserit-guess = Solo le Bene Gesserit fanno la previsione.
dice-guess-another = Prevedi un'altra fazione della partita, o la Gilda Spaziale ({ dice-rule-ultimate-plan }).
dice-your-guess = La tua previsione segreta: la fazione { $faction }.
dice-setup-bene-gesserit = Preparazione delle Bene Gesserit: la Reverenda Madre sulla carta Fazione, 3 truppe nel Pozzo Polare, e una previsione segreta fatta.
dice-prompt-guess = Bene Gesserit: prevedi in segreto la fazione che vincerà.
dice-prompt-place = { $faction }: scegli la regione non strategica delle tue truppe.

## LANCER DE DES (il lancio)
dice-rolls = { $seat } lancia: { $faces }.
dice-die-kept = { $die } ({ $face })
dice-worm-kept = Shai-Hulud! { $seat } deve tenere il dado Spezia sul verme.
dice-roll-only = I dadi si tengono e si rilanciano solo durante il lancio ({ dice-rule-roll }).
dice-whose-roll = È il lancio di { $seat }.
dice-keeps = { $seat } tiene i dadi: { $dice }.
dice-keep-some = Tieni uno o più di: { $dice }.
dice-keep-one = Tieni uno di: { $dice }.
dice-not-a-die = `{ $text }` non è un dado ({ dice-rule-roll }).
dice-die-kept-already = Il dado { $die } è già tenuto.
dice-name-dice = Nomina i dadi da tenere.
dice-worm-must-be-kept = Il verme sul dado Spezia va tenuto ({ dice-rule-roll }).
dice-worm-hint = `keep spice`, o `thumper` per scartare il tuo Martellatore.
dice-keep-one-per-throw = Tieni almeno un dado dopo ogni lancio ({ dice-rule-roll }).
dice-no-thumper = Non hai un Martellatore ({ dice-rule-kanly }: il Martellatore si prende con il dado Kanly).
dice-thumper-only-worm = Un Martellatore si scarta solo contro un verme su un dado Spezia non ancora tenuto ({ dice-rule-roll }).
dice-thumper-last-die = Non quando il dado Spezia è l'ultimo dado rimasto ({ dice-rule-roll }).
dice-thumper-discarded = { $seat } scarta un Martellatore: il dado Spezia sarà rilanciato; va tenuto un altro dado al suo posto.
dice-prompt-roll = { $seat }: tieni dei dadi ({ $faces }), poi rilancia gli altri.

## Regioni
dice-region-could-be = `{ $text }` potrebbe essere { $regions }.
dice-region-type-more = Scrivi più lettere del nome della regione.
dice-not-a-region = `{ $text }` non è una regione di questa mappa.
dice-regions-are = Regioni: { $regions }.
dice-fortification-abandoned = Nessuno occupa più { $region }: la sua Fortificazione torna nella riserva.

## La spezia del turno (DEBARQUEMENT DES TROUPES, Moissonneuse)
dice-harvest-worm = Il verme: la fazione { $faction } non raccoglie spezia in questo turno.
dice-harvest = La fazione { $faction } raccoglie { $spice } spezia: il { $face } del dado Spezia.
dice-harvest-with = La fazione { $faction } raccoglie { $spice } spezia: il { $face } del dado Spezia e { $count } Mietitrici ({ $regions }).
dice-worm-destroys = Il verme distrugge la Mietitrice { dice-of-region }.
dice-destroy-only-worm = Una Mietitrice è distrutta solo dal verme del tuo lancio ({ dice-rule-harvester }).
dice-chooses-harvester = { $seat } sceglie la Mietitrice che il verme distrugge.
dice-destroy-yours = Scegli una Mietitrice che controlli ({ dice-rule-harvester }).
dice-prompt-destroy = Il verme: scegli la Mietitrice che distrugge.

## L'alleanza (ALLIANCE)
dice-offer-once = Un'alleanza si offre nell'azione Alleanza, una volta per turno.
dice-only-active-offers = Solo { $seat }, di cui è il turno, offre un'alleanza.
dice-offer-to = Offri a: { $factions }, o `alone`.
dice-voice = Le Bene Gesserit usano la Voce: la fazione { $faction } è loro alleata in questo turno ({ dice-rule-voice }).
dice-offers = { $seat } offre alla fazione { $faction } un'alleanza per questo turno{ $more }.
dice-offer-symbol = , reclutando con il simbolo { $symbol }
dice-offer-dice = { $count ->
    [one] { " " }({ $count } dado di quel simbolo a lei)
   *[other] { " " }({ $count } dadi di quel simbolo a lei)
}
dice-offer-own = La fazione { $faction } è la tua: offri l'alleanza a un'altra.
dice-not-in-game = La fazione { $faction } non è in questa partita.
dice-no-die-shows = Nessun dado Fazione tenuto mostra la fazione { $faction } ({ dice-rule-alliance }).
dice-symbol-only-tleilax = Un simbolo si nomina solo per i Bene Tleilax.
dice-name-tleilax-symbol = Nomina il simbolo con cui reclutano i Bene Tleilax ({ dice-rule-axolotl-tanks }).
dice-name-tleilax-symbol-hint = `ally 'Bene Tleilax' <symbol>`; simboli visibili: { $symbols }.
dice-no-kept-die-shows = Nessun dado Fazione tenuto mostra la fazione { $faction }.
dice-symbols-shown = Simboli visibili: { $symbols }.
dice-dice-given-only = I dadi si danno solo quando entrambi gli alleati reclutano con lo stesso simbolo.
dice-give-ally-dice = Reclutate entrambi con il simbolo { $symbol }: dai al tuo alleato da 1 a { $count } di quei dadi (`dice=`).
dice-alone = { $seat } gioca questo turno senza alleati.
dice-no-offer = Nessuna alleanza ti è offerta.
dice-offered-to = L'alleanza è offerta alla fazione { $faction }.
dice-accepts = La fazione { $faction } accetta: alleati fino alla fine del turno di { $seat }.
dice-declines = La fazione { $faction } rifiuta l'alleanza.
dice-ally-harvesters = Le Mietitrici dell'alleato ({ $regions }) aggiungono { $spice } spezia: { $total } da spendere.
dice-prompt-answer = { $seat } ti offre un'alleanza per questo turno.
dice-prompt-ally = Offri un'alleanza per questo turno, o gioca da solo.

## CUVES AXOLOTL, GHOLAS
dice-symbol-after-roll = I Bene Tleilax scelgono il loro simbolo dopo il loro lancio ({ dice-rule-axolotl-tanks }).
dice-chooses-symbol = { $seat } sceglie il simbolo.
dice-choose-symbol = Scegli un simbolo dei dadi Fazione.
dice-symbols-are = Simboli: { $symbols }.
dice-takes-symbol = I Bene Tleilax prendono il simbolo { $symbol } per questo turno.
dice-prompt-symbol = Bene Tleilax: scegli il simbolo del dado Fazione con cui reclutate.
dice-ghola-own-turn = I Ghola si comprano nel proprio turno, dopo il lancio ({ dice-rule-gholas }).
dice-ghola-tleilax = I Ghola sono dei Bene Tleilax e del loro alleato ({ dice-rule-gholas }).
dice-ghola-no-leader = I tuoi leader sono tutti sulla carta Fazione, nessuno nella riserva: un Ghola ne riporta uno dalla riserva ({ dice-rule-gholas }).
dice-ghola-no-spice = Un Ghola costa 1 spezia; non ne hai da spendere.
dice-ghola = { $seat } paga 1 spezia: un Ghola riporta un leader sulla carta Fazione.

## RECRUTEMENT DES TROUPES (reclutamento)
dice-count-troops = { $count ->
    [one] { $count } truppa
   *[other] { $count } truppe
}
dice-count-sardaukar = { $count } Sardaukar
dice-count-leaders = { $count } leader
dice-ally-recruits = L'alleato { $faction } recluta { $count ->
    [one] { $count } truppa
   *[other] { $count } truppe
}.
dice-recruit-action = Le truppe si reclutano nell'azione Reclutamento ({ dice-rule-recruitment }).
dice-recruits-now = { $seat } recluta ora; le truppe di un alleato arrivano da sole.
dice-recruit-not-so = Non con questi dadi e questa riserva ({ dice-rule-recruitment }).
dice-smugglers-leader = I Contrabbandieri pagano { $spice } spezia per Esmar Tuek.
dice-smugglers-no-recruit = I Contrabbandieri non reclutano: sbarcano dalla loro riserva ({ dice-rule-mercenaries }).
dice-recruits = La fazione { $faction } recluta { $what }.
dice-why-no-symbol = nessun dado Fazione tenuto mostra il suo simbolo
dice-why-reserve-empty = la sua riserva è vuota
dice-recruits-nothing = La fazione { $faction } non recluta nulla: { $why } ({ dice-rule-recruitment }).
dice-prompt-recruit = Recluta: un leader (o dei Sardaukar) per alcuni dei tuoi dadi, truppe per gli altri.

## KANLY
dice-kanly-nothing = Il dado Kanly ({ $face }) non fa nulla: { $why } ({ dice-rule-kanly }).
dice-why-no-kanly-target = nessuna truppa che può uccidere è fuori dalla tempesta
dice-why-holds-thumper = { $seat } ha già un Martellatore
dice-why-no-thumper-left = non resta alcun Martellatore nella riserva
dice-why-holds-marker = la fazione { $faction } ha già il segnalino { $marker }
dice-kanly-action = Il dado Kanly si usa nell'azione Kanly ({ dice-rule-kanly }).
dice-uses-kanly = { $seat } usa ora il dado Kanly.
dice-targets-are = Bersagli: { $targets }.
dice-kanly-kills = { $weapon } di { $seat } uccide una truppa della fazione { $faction } { dice-in-region }.
dice-no-such-troop = Nessuna tale truppa della fazione { $faction } { dice-in-region }.
dice-kanly-storm = { $region } è nella tempesta: le sue truppe non possono essere bersaglio del Kanly.
dice-immune = La fazione { $faction } è immune a { $weapons } ({ dice-rule-kanly }).
dice-this-die = questo dado
dice-no-marker-to-take = Il dado Kanly non mostra alcun segnalino che tu possa prendere ({ dice-rule-kanly }: un Martellatore a giocatore, nessuno rimasto nella riserva, o il segnalino è già tuo).
dice-takes-marker = La fazione { $faction } prende il segnalino { $marker }.
dice-kanly-spared = { $seat } non usa il dado Kanly.
dice-prompt-kanly = Kanly ({ $face }): togli una truppa, o risparmia (`spare`).

## DEBARQUEMENT DES TROUPES (sbarco)
dice-why-nothing-to-land = la fazione { $faction } non ha nulla da sbarcare
dice-why-no-spice-left = non resta spezia per pagarlo
dice-not-funded = Lo sbarco della fazione { $faction } non è finanziato: { $why } ({ dice-rule-landing }).
dice-why-card-empty = nessuna truppa sulla sua carta Fazione
dice-why-no-spice = nessuna spezia per pagarlo
dice-why-no-spice-granted = nessuna spezia concessa dal giocatore attivo
dice-why-too-dear = { $spice } spezia non pagano una truppa in nessun luogo dove possa sbarcare
dice-lands-nothing = La fazione { $faction } non sbarca nulla: { $why } ({ dice-rule-landing }).
dice-leave-asked-first = Il permesso dell'alleato di sbarcare nelle sue regioni si chiede all'inizio dello sbarco ({ dice-rule-landing }).
dice-ally-asked = È la fazione { $faction } a essere interpellata, non tu.
dice-allows = La fazione { $faction } lascia sbarcare { $seat } nelle sue regioni.
dice-forbids = La fazione { $faction } non lascia sbarcare { $seat } nelle sue regioni.
dice-land-action = Le truppe sbarcano nell'azione Sbarco, prima il giocatore attivo, poi il suo alleato ({ dice-rule-landing }).
dice-lands-now = La fazione { $faction } sbarca ora.
dice-may-not-land = La fazione { $faction } non può sbarcare { dice-in-region } ({ dice-rule-landing }: il Pozzo Polare o una regione occupata, fuori dalla tempesta; quelle dell'alleato con il suo permesso).
dice-land-in = Sbarca in: { $regions }.
dice-have-to-land = La fazione { $faction } ha { $troops ->
    [one] { $troops } truppa
   *[other] { $troops } truppe
} e { $large ->
    [one] { $large } cubo grande
   *[other] { $large } cubi grandi
} da sbarcare.
dice-landing-costs = Sbarcarne { $count } lì costa { $price } spezia; se ne possono spendere { $budget }.
dice-lands = La fazione { $faction } sbarca { $count } { dice-in-region } per { $spice } spezia.
dice-why-transport-monopoly = Monopolio dei trasporti
dice-fund-after = Lo sbarco dell'alleato si finanzia dopo quello del giocatore attivo ({ dice-rule-landing }).
dice-decides-funding = { $seat } decide se pagare lo sbarco dell'alleato.
dice-only-spice = Si possono spendere solo { $spice } spezia.
dice-funds = { $seat } paga fino a { $spice } spezia per lo sbarco della fazione { $faction }.
dice-funds-nothing = { $seat } non finanzia lo sbarco dell'alleato: la fazione { $faction } non sbarca nulla in questo turno ({ dice-rule-landing }: paga il giocatore attivo).
dice-prompt-allow = { $seat } può sbarcare truppe nelle tue regioni?
dice-prompt-fund = Pagare lo sbarco della fazione { $faction }? ({ $spice } spezia rimaste)
dice-prompt-land = La fazione { $faction } sbarca truppe (poi `done`).

## DEPLACEMENT DES TROUPES (movimento)
dice-target-first = Il bersaglio si sceglie all'inizio del movimento ({ dice-rule-movement }).
dice-chooses-target = { $seat } sceglie il bersaglio.
dice-not-a-target = { $region } non è un bersaglio in questo turno ({ dice-rule-movement }: una regione indicata dal dado Regione, o il Pozzo Polare).
dice-target-choices = Bersaglio: { $regions }.
dice-targets = { $seat } prende come bersaglio { $region }.
dice-moves-nothing = La fazione { $faction } non muove nulla { dice-into-region }: { $why } ({ dice-rule-movement }).
dice-why-in-storm = { $region } è nella tempesta
dice-why-no-troops-elsewhere = non ha truppe altrove sul tabellone
dice-why-none-borders = nessuna delle sue truppe è in una regione confinante o con un Ornitottero, fuori dalla tempesta
dice-move-after-target = Le truppe si muovono dopo la scelta del bersaglio, prima il giocatore attivo, poi il suo alleato ({ dice-rule-movement }).
dice-moves-now = La fazione { $faction } muove ora.
dice-no-move-from = Nessun movimento { dice-from-source } { dice-into-region } ({ dice-rule-movement }: da una regione confinante o con un Ornitottero, fuori dalla tempesta).
dice-move-from = Da: { $regions }.
dice-have-in = La fazione { $faction } ha { $troops ->
    [one] { $troops } truppa
   *[other] { $troops } truppe
} e { $large ->
    [one] { $large } cubo grande
   *[other] { $large } cubi grandi
} { dice-in-region }.
dice-moves = La fazione { $faction } muove { $count } { dice-from-source } { dice-to-region }.
dice-prompt-target = Scegli la regione bersaglio del turno.
dice-prompt-move = La fazione { $faction } muove truppe { dice-into-region } (poi `done`).

## CONSTRUCTION (costruzione)
dice-builds-nothing = { $seat } non costruisce nulla: { $why } ({ dice-rule-construction }).
dice-why-polar-sink = nel Pozzo Polare non si costruisce
dice-why-not-held = la fazione { $faction } non ha truppe { dice-in-region }
dice-why-no-construction = la riserva non ha costruzioni
dice-build-when = Puoi costruire solo nell'azione Costruzione, sulla regione bersaglio che occupi, fuori dalla tempesta, con un segnalino nella riserva ({ dice-rule-construction }).
dice-builds-now = { $seat } costruisce ora.
dice-none-in-reserve = Nessun segnalino { $construction } nella riserva.
dice-build-choices = Costruisci: { $constructions }, o `skip`.
dice-builds = { $seat } costruisce: { $construction } { dice-on-region }.
dice-builds-replacing = { $seat } costruisce: { $construction } { dice-on-region } ({ $old } torna nella riserva).
dice-prompt-build = Costruire { dice-on-region }? ({ $constructions })

## TEMPETE DE SABLE (la tempesta)
dice-storm-moves-e = La tempesta si sposta a E fino alla zona { $zone } ({ $regions }).
dice-storm-moves-w = La tempesta si sposta a W fino alla zona { $zone } ({ $regions }).
dice-storm-ornithopter = La tempesta distrugge l'Ornitottero { dice-of-region }.
dice-storm-kills = La tempesta uccide una truppa della fazione { $faction } { dice-in-region }.

## FIN DE TOUR, FIN DE PARTIE
dice-why-choam = Presidenza della CHOAM
dice-victory-guessed = { $why } Ma le Bene Gesserit avevano previsto la fazione { $faction }: vincono le Bene Gesserit ({ dice-rule-ultimate-plan }).
dice-victory = { $why } Vince la fazione { $faction }.
dice-hold-alone = La fazione { $faction } occupa da sola { $regions }.
dice-victory-alliance = Le fazioni { $faction } e { $ally } occupano insieme { $regions }: vincono ({ dice-rule-end-of-game }).
dice-guild-default = Nessuno ha vinto dopo { $count } turni: la Gilda Spaziale vince per forfait ({ dice-rule-opportunism }).
dice-round = Il segnalino del turno avanza a { $round }.
dice-dice-pass = I dadi passano a { $seat }.

## PRESIDENCE DE LA CHOM, segnalini di spezia
dice-give-when = I Corrino danno spezia al loro alleato durante il suo turno ({ dice-rule-choam }).
dice-only-corrino-give = Solo i Corrino, alleati in questo turno, danno dal loro segnalino.
dice-marker-empty = Il tuo segnalino non ha spezia da dare.
dice-marker-holds = Il tuo segnalino ha { $spice } spezia.
dice-gives = I Corrino danno { $spice } spezia a { $seat }.
dice-stores = { $why }: la fazione { $faction } accumula { $spice } spezia ({ $total } sul suo segnalino).

## COMBAT (battaglia)
dice-battle = Battaglia { dice-in-region }: attaccano { $attackers }; difende la fazione { $defender }.
dice-battle-with = Battaglia { dice-in-region }: attaccano { $attackers }; difende la fazione { $defender } con { $others }.
dice-no-attacker-left = Non resta alcun attaccante { dice-in-region }: nessuna battaglia.
dice-no-defender-left = Non resta alcun difensore { dice-in-region }: nessuna battaglia.
dice-battle-between = La battaglia successiva si sceglie tra una battaglia e l'altra ({ dice-rule-combat }).
dice-chooses-battles = { $seat } sceglie l'ordine delle battaglie.
dice-no-battle = Nessuna battaglia { dice-in-region } ({ dice-rule-combat }).
dice-battles-are = Battaglie: { $regions }.
dice-fortification-when = Una Fortificazione prende la sua truppa all'inizio di una battaglia ({ dice-rule-fortification }).
dice-chooses-sacrifice = { $seat } sceglie la truppa che la Fortificazione prende.
dice-not-attacking-cube = Non è un cubo attaccante in questa regione.
dice-fortification-takes = La Fortificazione { dice-of-region } prende una truppa della fazione { $faction } e torna nella riserva.
dice-lend-when = I leader si prestano prima degli impegni di una battaglia ({ dice-rule-combat }).
dice-not-asked-to-lend = Non ti si chiede di prestare un leader in questa battaglia.
dice-lends = La fazione { $faction } presta il suo leader.
dice-does-not-lend = La fazione { $faction } non presta il suo leader.
dice-commit-when = Le unità si impegnano una volta stabilita la battaglia ({ dice-rule-combat }).
dice-only-captains-commit = Solo l'attaccante e il difensore impegnano unità.
dice-commitment-made = Il tuo impegno è fatto.
dice-commit-at-most = Puoi impegnare al massimo: { $most }.
dice-too-many = Troppi: { $fields }.
dice-pledge-troops = truppe
dice-pledge-large = cubi grandi
dice-pledge-allied = alleate
dice-pledge-allied-large = cubi grandi alleati
dice-pledge-leaders = leader
dice-pledge-lent = prestati
dice-pledge-field = { $field } { $count }
dice-pledge-count = { $field }: { $count }
dice-none = nessuno
dice-your-commitment = Il tuo impegno: forza { $strength } ({ $units }).
dice-committed = { $seat } ha impegnato le sue unità.
dice-reveal = { $attacker } rivela { $attack } (forza { $a }); { $defender } rivela { $defend } (forza { $d }). Vince la fazione { $winner }.
dice-reveal-tie = { $attacker } rivela { $attack } (forza { $a }); { $defender } rivela { $defend } (forza { $d }). Vince la fazione { $winner } (il difensore vince il pareggio).
dice-prompt-battle = Scegli la battaglia successiva: { $regions }
dice-prompt-sacrifice = La Fortificazione { dice-of-region } prende una delle truppe della tua parte: quale?
dice-prompt-lend = Prestare il tuo leader alla tua parte { dice-in-region }?
dice-prompt-commit = Battaglia { dice-in-region }: impegna in segreto truppe e leader.

## LES DANSEURS-VISAGES (i Danzatori del Volto)
dice-dance-when = I Danzatori del Volto agiscono all'inizio di una battaglia in cui combattono i Bene Tleilax ({ dice-rule-face-dancers }).
dice-only-tleilax-dance = Solo i Bene Tleilax hanno i Danzatori del Volto.
dice-no-dance-victim = Nessuna truppa della fazione { $faction } qui che i Danzatori del Volto possano sostituire ({ dice-rule-face-dancers }: una truppa regolare nemica, per un dado non usato sul suo simbolo, o 1 spezia nella variante).
dice-dance-choices = Sostituisci: { $factions }, o `stop`.
dice-danced = Un Danzatore del Volto: una truppa della fazione { $faction } { dice-in-region } era da sempre un Bene Tleilax.
dice-prompt-dance = Danzatori del Volto: sostituisci una truppa nemica qui, o fermati (`stop`).

## Risposte permanenti alle offerte d'alleanza (ALLIANCE)
dice-no-alliance-small = Nessuna alleanza nelle partite da 3 giocatori o meno ({ dice-rule-alliance }): non c'è offerta a cui rispondere.
dice-game-over = La partita è finita.
dice-faction-first = Scegli prima la tua fazione: le offerte si fanno alle fazioni.
dice-auto-off-no-faction = `auto off` cancella la tua risposta permanente; non nomina alcuna fazione.
dice-standing-cleared = Risposta permanente cancellata: le offerte d'alleanza attendono il tuo `accept` o `decline`.
dice-never-offers = La fazione { $faction } non ti offrirà mai un'alleanza.
dice-factions-that-may = Fazioni che possono: { $factions }.
dice-standing-set = Risposta permanente: { $answer }. Data subito quando arriva un'offerta simile; `auto off` la cancella.
dice-standing-line = Offerte d'alleanza: { $answer } (`auto off` la cancella)
dice-standing-none = Offerte d'alleanza: nessuna risposta permanente; `auto accept`, `auto decline` o `auto accept <faction>` risponde subito, in segreto
dice-standing-accept-from = accettare le offerte d'alleanza della fazione { $faction }
dice-standing-decline-from = rifiutare le offerte d'alleanza della fazione { $faction }
dice-standing-accept-all = accettare ogni offerta d'alleanza
dice-standing-decline-all = rifiutare ogni offerta d'alleanza

## Lo stato della partita, il modulo d'impegno
dice-form-title = Impegno segreto
dice-form-button = Impegna le unità
dice-form-troops = Truppe
dice-form-troops-help = le tue truppe inviate
dice-form-large = Cubi grandi
dice-form-large-help = i tuoi cubi grandi inviati
dice-form-allied = Truppe alleate
dice-form-allied-help = quelle degli altri della tua parte
dice-form-allied-large = Cubi grandi alleati
dice-form-allied-large-help = quelli degli altri della tua parte
dice-form-leaders = Leader
dice-form-leaders-help = i tuoi leader inviati
dice-not-a-player-command = `{ $command }` non è un comando da giocatore in questo gioco.
dice-offer-commit = { $prompt }
    Al massimo: { $most }.
dice-status-won = Partita finita: { $count ->
    [one] ha vinto
   *[other] hanno vinto
} { $winners }
dice-status-won-by-default = Partita finita: { $count ->
    [one] ha vinto
   *[other] hanno vinto
} { $winners } per forfait dopo { $turns } turni
dice-status-setup = Preparazione
dice-status-turn = Turno { $round }/{ $rounds }, { $seat } ({ $step })
dice-step-choose = scelta
dice-step-place = piazzamento
dice-step-roll = lancio
dice-step-axolotl = axolotl
dice-step-harvest = raccolta
dice-step-alliance = alleanza
dice-step-recruit = reclutamento
dice-step-kanly = kanly
dice-step-land = sbarco
dice-step-move = movimento
dice-step-combat = battaglia
dice-step-build = costruzione
dice-step-storm = tempesta
dice-step-ended = finita

## Il tabellone (la ruota e l'elenco)
dice-card-on = carta { $units }, { $leaders } leader
dice-card-reserve = riserva { $units }, { $leaders } leader
dice-card-spice = spezia { $spice }/{ $most }
dice-card-thumper = Martellatore
dice-role-playing = , di turno
dice-role-playing-spice = , di turno, { $spice } spezia da spendere
dice-role-ally = , alleato
dice-role-offered = , alleanza offerta
dice-the-reserve = riserva
dice-markers-line = Scudo: { $shield }; Rilevatore di veleni: { $snooper }; Martellatori: { $thumpers } nella riserva{ $holders }
dice-letters-name = { $letters } { $faction }
dice-board-legend = L: un cubo grande (vale due); X: un deserto; più scuro: una regione strategica; grigio: la tempesta
dice-large-short = { $count }L
dice-large = { $count } grandi
dice-seat-line = { $faction } ({ $seat }{ $role }): { $card }
dice-no-faction-yet = ancora nessuna fazione
dice-board-title = Turno { $round }/{ $rounds }, tempesta sulla zona { $zone }
dice-text-title = Turno { $round }/{ $rounds } - tempesta sulla zona { $zone }
dice-text-legend = * regione strategica, X deserto, ~ nella tempesta; i cubi grandi contano due

## La scheda di un posto
dice-nothing = nulla
dice-count-large = { $count ->
    [one] { $count } cubo grande
   *[other] { $count } cubi grandi
}
dice-sheet-step = { $step } ({ $rule })
dice-sheet-step-choose = preparazione, scelta delle fazioni
dice-sheet-step-place = preparazione, piazzamento
dice-sheet-step-roll = il lancio
dice-sheet-step-axolotl = il simbolo
dice-sheet-step-harvest = la raccolta
dice-sheet-step-alliance = l'alleanza
dice-sheet-step-recruit = il reclutamento
dice-sheet-step-kanly = il Kanly
dice-sheet-step-land = lo sbarco
dice-sheet-step-move = il movimento
dice-sheet-step-combat = la battaglia
dice-sheet-step-build = la costruzione
dice-sheet-step-storm = la tempesta
dice-sheet-step-ended = la partita è finita
dice-sheet-standing = Ordini permanenti
dice-sheet-waiting = In attesa di te
dice-sheet-title = { $faction } ({ $seat }): la tua carta Fazione
dice-sheet-title-no-faction = { $seat } (ancora nessuna fazione): la tua carta Fazione
dice-sheet-card = La tua carta Fazione
dice-sheet-no-faction = nessuna fazione ancora scelta
dice-sheet-on-card = Sulla carta (pronti a sbarcare): { $cubes }, { $leaders } leader
dice-sheet-beside-card = Accanto alla carta (riserva): { $cubes }, { $leaders } leader
dice-sheet-leaders = Leader: { $leaders }
dice-sheet-spice-marker = Segnalino spezia: { $spice } su { $most }
dice-sheet-thumper-yours = Martellatore: tuo
dice-sheet-thumper-none = Martellatore: nessuno
dice-sheet-on-board = Sul tabellone: { $held }
dice-sheet-now = Ora: { $step }
dice-sheet-your-turn = il tuo turno
dice-sheet-their-turn = turno di { $seat } ({ $faction })
dice-sheet-turn = Turno { $round } di { $rounds }, { $whose }: { $step }
dice-sheet-may = Ora puoi: { $commands }
dice-sheet-may-nothing = Ora puoi: nulla
dice-sheet-this-turn = Questo turno
dice-sheet-kept = Dadi tenuti: { $dice }
dice-sheet-loose = Dadi lanciati, non tenuti: { $dice } (lancio { $throw })
dice-sheet-thumper-spent = Un Martellatore è stato speso in questo lancio
dice-sheet-spice = Spezia da spendere in questo turno: { $spice }
dice-sheet-your-ally = Il tuo alleato in questo turno: la fazione { $faction }
dice-sheet-you-ally = Sei l'alleato della fazione { $faction } in questo turno
dice-sheet-offered = Alleanza offerta alla fazione { $faction }, ancora senza risposta
dice-sheet-target = Regione bersaglio: { $region }
dice-sheet-battle = Battaglia { dice-in-region }: { $attackers } contro { $defenders }
dice-sheet-ways = { $command } ({ $count } modi)
dice-sheet-guess = La tua previsione: la fazione { $faction } ({ dice-rule-ultimate-plan })
dice-sheet-commitment = Il tuo impegno: { $units }
dice-sheet-secrets = Noto solo a te
dice-text-seat-line = { $letters } { $seat } ({ $faction }{ $role }): { $card }
dice-sheet-offer = { $seat } ti offre un'alleanza per questo turno
dice-either = { $rest } o { $last }

## Riassunti dei comandi e aiuto dei loro argomenti
dice-command-faction = Scegli la tua fazione, a turno ({ dice-rule-setup }).
dice-command-place = Preparazione degli Atreides o degli Harkonnen: la regione non strategica delle tue truppe (e, per gli Harkonnen, la costruzione della riserva che le accompagna).
dice-command-place-construction = Harkonnen: la costruzione presa dalla riserva
dice-command-guess = Bene Gesserit: nomina in segreto la fazione la cui vittoria senza alleanza diventa tua.
dice-command-symbol = Bene Tleilax: il simbolo del dado Fazione con cui reclutate in questo turno ({ dice-rule-axolotl-tanks }).
dice-command-ghola = Ghola: paga 1 spezia per riportare il tuo leader sulla carta Fazione.
dice-command-give = Corrino: dai spezia dal tuo segnalino al tuo alleato durante il suo turno.
dice-command-give-amount = spezia da dare
dice-command-keep = Tieni un dado (f1-f4, kanly, spice, region), più d'uno insieme (`keep f3 f4 spice`), o tutti i dadi rimasti.
dice-command-reroll = Rilancia i dadi che non hai tenuto (tienine almeno uno dopo ogni lancio).
dice-command-thumper = Scarta il tuo Martellatore: il verme del dado Spezia viene rilanciato.
dice-command-destroy = Il verme: la Mietitrice che controlli e che distrugge ({ dice-rule-harvester }).
dice-command-ally = Offri un'alleanza per questo turno a una fazione mostrata da un dado Fazione tenuto (i Bene Tleilax: nomina il simbolo con cui reclutano).
dice-command-ally-symbol = Bene Tleilax: il simbolo del dado Fazione con cui reclutano
dice-command-alone = Gioca questo turno senza alleanza.
dice-command-accept = Accetta l'alleanza che ti è offerta per questo turno.
dice-command-decline = Rifiuta l'alleanza che ti è offerta.
dice-command-auto = Risposta permanente e segreta alle offerte d'alleanza: `auto accept`, `auto decline`, `auto accept <faction>` (solo le offerte di quella fazione), `auto off`.
dice-command-auto-answer = accept, decline o off
dice-command-auto-faction = solo le offerte di questa fazione
dice-command-recruit = Recluta sulla tua carta Fazione: un leader e (Corrino) dei Sardaukar per alcuni dei tuoi dadi Fazione, una truppa per ciascuno degli altri.
dice-command-recruit-leaders = leader da reclutare
dice-command-recruit-sardaukar = Corrino: Sardaukar, 2 dadi ciascuno
dice-command-kill = Kanly: togli una truppa di una fazione da una regione (torna nella sua riserva).
dice-command-kill-elite = un cubo grande (Fremen, Sardaukar)
dice-command-take = Kanly: prendi il segnalino mostrato dal dado Kanly (Scudo, Rilevatore di veleni, Martellatore).
dice-command-spare = Kanly: non fare nulla con il dado Kanly.
dice-command-land = Sbarca truppe dalla tua carta Fazione (Contrabbandieri: dalla tua riserva) nel Pozzo Polare o in una regione che occupi; ciascuna costa spezia.
dice-command-land-count = cubi da sbarcare
dice-command-land-large = quanti di essi sono cubi grandi (Sardaukar); quelli dei Fremen sono tutti grandi
dice-command-done = Termina il tuo sbarco (o il tuo movimento).
dice-command-allow = Lascia che il tuo alleato sbarchi truppe nelle tue regioni in questo turno (o no: `allow no`).
dice-command-fund = Lascia sbarcare truppe al tuo alleato, pagando fino a tanta spezia per loro (0: no).
dice-command-fund-amount = spezia che paghi al massimo
dice-command-target = Scegli la regione bersaglio del turno: una indicata dal dado Regione, o il Pozzo Polare.
dice-command-move = Muovi gratis truppe verso il bersaglio da una regione confinante (o da una con un Ornitottero).
dice-command-move-count = cubi da muovere
dice-command-move-large = quanti di essi sono cubi grandi (Sardaukar); quelli dei Fremen sono tutti grandi
dice-command-battle = Scegli la prossima regione in cui combattere ({ dice-rule-combat }: nell'ordine del giocatore attivo).
dice-command-dance = Danzatori del Volto: sostituisci qui una truppa nemica di una fazione con una delle tue.
dice-command-stop = Danzatori del Volto: non sostituire altre truppe in questa battaglia.
dice-command-sacrifice = La Fortificazione: quale truppa attaccante è persa (di una fazione, cubo grande o no).
dice-command-lend = Offri il tuo leader al giocatore della tua parte per questa battaglia (o no: `lend no`).
dice-command-commit = Invia in segreto unità in battaglia: le tue truppe e i tuoi cubi grandi, quelli degli altri della tua parte, i tuoi leader e quelli prestati a te.
dice-command-commit-allied = le truppe delle altre fazioni della tua parte
dice-command-commit-allied-large = i cubi grandi delle altre fazioni della tua parte
dice-command-commit-lent = leader prestati a te
dice-command-build = Sostituisci la costruzione della regione bersaglio che occupi con una della riserva (la vecchia vi torna prima).
dice-command-skip = Non costruire nulla in questo turno.
dice-command-set-spice = Moderatore: fissa la spezia sul segnalino di una fazione (Corrino, Gilda: 0-5), o con `pool=turn` la spezia del turno del giocatore attivo.
dice-command-set-spice-pool = store: il segnalino della fazione; turn: la spezia del turno
dice-command-set-tokens = Moderatore: fissa le truppe di una fazione (o i cubi grandi: `elite=yes`) in una regione o sulla sua carta Fazione, la differenza presa dalla sua riserva o resa a essa.
dice-command-set-tokens-elite = cubi grandi (Fremen, Sardaukar)
dice-command-set-leaders = Moderatore: fissa quanti leader di una fazione sono sulla sua carta Fazione (gli altri accanto).
dice-command-set-storm = Moderatore: metti la tempesta su una zona (nessun effetto sui cubi che vi si trovano).
dice-command-set-turn = Moderatore: fissa il segnalino del turno (1-6).
dice-command-set-first = Moderatore: dai il segnalino di primo giocatore a una fazione (l'ordine di gioco ruota; il giocatore di turno tiene il suo turno).
dice-command-set-construction = Moderatore: metti una costruzione della riserva su una regione (la sua vi torna prima), o `none` per renderla.
dice-command-give-marker = Moderatore: dai a una fazione lo Scudo o il Rilevatore di veleni (da chi lo detiene), o un Martellatore della riserva.
dice-command-take-marker = Moderatore: rendi alla riserva lo Scudo, il Rilevatore di veleni o il Martellatore di una fazione.
dice-command-set-die = Moderatore: gira un dado del lancio in corso su un'altra faccia (un dado letto male al tavolo): `set_die f2 Fremen`, `set_die spice 3`.
dice-command-set-die-die = il dado
dice-command-set-guess = Moderatore: fissa la previsione segreta delle Bene Gesserit ({ dice-rule-ultimate-plan }).

## Opzioni
dice-option-map-file = { dice-rule-map }: il percorso di un file di mappa JSON su cui giocare al posto della mappa del regolamento (stessa forma di DEFAULT_MAP in engine/rulesets/dice/data.py); letto una volta alla creazione della partita e conservato nella partita.
dice-option-face-dancers = { dice-rule-face-dancers }: i Bene Tleilax sostituiscono una truppa nemica all'inizio di una battaglia per ogni dado Fazione non usato sul suo simbolo (dice), o per 1 spezia ciascuna nel proprio turno (spice, la variante).
dice-side = fazione
dice-side-plural = Fazioni

## Le riparazioni del moderatore
dice-repair-setup = La partita è in preparazione ({ dice-rule-setup }); le riparazioni cominciano dal primo turno.
dice-repair-setup-hint = `force` termina la preparazione.
dice-repair-ended-hint = `undo` annulla prima la fine.
dice-repair-playing = In gioco: { $factions }.
dice-repair-in-battle = La fazione { $faction } è nella battaglia in corso { dice-in-region }.
dice-repair-after-battle = Ripara una volta risolta la battaglia.
dice-repair-turn-spice = La spezia del turno è del giocatore attivo, la fazione { $faction }.
dice-repair-no-marker = La fazione { $faction } non ha un segnalino spezia ({ dice-rule-corrino }, { dice-rule-guild }).
dice-repair-markers = Segnalini: { $factions }; la spezia del turno: `pool=turn`.
dice-repair-markers-none = La spezia del turno: `pool=turn`.
dice-repair-no-troops = La fazione { $faction } non ha truppe.
dice-repair-no-large = La fazione { $faction } non ha cubi grandi.
dice-repair-set-troops = Fissa le sue truppe.
dice-repair-set-large = Fissa i suoi cubi grandi.
dice-repair-only-troops = La fazione { $faction } ha solo { $count ->
    [one] { $count } truppa
   *[other] { $count } truppe
} nella riserva.
dice-repair-only-large = La fazione { $faction } ha solo { $count ->
    [one] { $count } cubo grande
   *[other] { $count } cubi grandi
} nella riserva.
dice-repair-at-most = Fissane al massimo { $count } lì.
dice-repair-on-card = sulla sua carta Fazione
dice-repair-in-region = in { $region }
dice-repair-sets-troops = Il moderatore fissa le truppe della fazione { $faction } { $where } a { $count }, tramite la sua riserva.
dice-repair-sets-large = Il moderatore fissa i cubi grandi della fazione { $faction } { $where } a { $count }, tramite la sua riserva.
dice-repair-first-already = La fazione { $faction } ha già il segnalino di primo giocatore.
dice-repair-first = Il moderatore dà il segnalino di primo giocatore a { $seat } (la fazione { $faction }); l'ordine di gioco: { $order }.
dice-repair-polar-sink = Nel Pozzo Polare non si costruisce ({ dice-rule-construction }).
dice-repair-battle-construction = La battaglia in corso { dice-in-region } conta la sua costruzione.
dice-repair-holds-already = { $region } ha già: { $construction }.
dice-repair-no-construction = nessuna costruzione
dice-repair-none-in-reserve = Nessun segnalino { $construction } nella riserva (è: { $held }).
dice-repair-return-first = Rendine prima uno: `set_construction <region> none`.
dice-repair-has-thumper = La fazione { $faction } ha già un Martellatore (uno a giocatore, { dice-rule-kanly }).
dice-repair-no-thumper-left = Non resta alcun Martellatore nella riserva.
dice-repair-take-thumper-first = Rendine prima uno: `take_marker thumper <faction>` ({ $factions } ne hanno uno).
dice-repair-gives-thumper = Il moderatore dà alla fazione { $faction } un Martellatore della riserva.
dice-repair-gives-marker = Il moderatore dà alla fazione { $faction } il segnalino { $marker } (dalla riserva).
dice-repair-gives-marker-from = Il moderatore dà alla fazione { $faction } il segnalino { $marker } (dalla fazione { $holder }).
dice-repair-holds-no-thumper = La fazione { $faction } non ha alcun Martellatore.
dice-repair-not-holding = La fazione { $faction } non ha il segnalino { $marker }.
dice-repair-held-by = Ce l'ha la fazione { $faction }.
dice-repair-in-reserve = È nella riserva.
dice-repair-returns-marker = Il moderatore rende alla riserva il segnalino { $marker } della fazione { $faction }.
dice-repair-die-when = I dadi si riparano mentre il lancio è in corso; le azioni successive li hanno usati.
dice-repair-die-undo = `undo` fino al lancio per cambiare un dado.
dice-repair-die-shows = Il dado { $die } mostra già { $face }.

## Regions in a sentence (the article and preposition the region's name takes)
dice-in-region = { $region_gender ->
    [m] nel { $region }
    [f] nella { $region }
    [el] nell'{ $region }
   *[other] a { $region }
}
dice-on-region = { $region_gender ->
    [m] sul { $region }
    [f] sulla { $region }
    [el] sull'{ $region }
   *[other] a { $region }
}
dice-of-region = { $region_gender ->
    [m] del { $region }
    [f] della { $region }
    [el] dell'{ $region }
   *[other] di { $region }
}
dice-into-region = { $region_gender ->
    [m] verso il { $region }
    [f] verso la { $region }
    [el] verso l'{ $region }
   *[other] verso { $region }
}
dice-to-region = { $region_gender ->
    [m] al { $region }
    [f] alla { $region }
    [el] all'{ $region }
   *[other] a { $region }
}
dice-from-source = { $source_gender ->
    [m] dal { $source }
    [f] dalla { $source }
    [el] dall'{ $source }
   *[other] da { $source }
}
