# Dune classique : les phases du tour (mise en place, Tempête, explosion d'épice, enchères,
# résurrection et mouvement, collecte), les alliances, la victoire.
# Pas de règle classique en français : termes de la règle VF du jeu de dés
# (dice-game-rules-fr.md : Troupes, Épice, Tempête, Ver des sables, Alliance, Leader, réserve).

## Étapes communes (common.py)
classic-you-receive-card = Vous recevez { $card }.
classic-top-bid-needs-spice = Votre meilleure enchère de { $bid } sur la carte mise aux enchères a besoin de cette épice.
classic-move-at-most-until-sold = Déplacez au plus { $count } tant que la carte n'est pas vendue.
classic-spans-sectors-end-in = { $territory } s'étend sur les secteurs { $sectors } ; vous pouvez finir en { $open } : dites lequel.
classic-spans-sectors = { $territory } s'étend sur les secteurs { $sectors } : dites lequel.
classic-add-a-sector = Ajoutez un secteur, par exemple `... { $territory } { $sector }`.
classic-lies-in-sectors = { $territory } se trouve dans les secteurs { $sectors }, pas dans le { $sector }.
classic-sector = secteur { $sector }
classic-or = { $rest } ou { $last }
classic-no-tokens-in = Vous n'avez pas de Troupes en { $territory }.
classic-count-in-sector = { $count } dans le secteur { $sector }
classic-tokens-in-several-sectors = Vos Troupes en { $territory } sont dans plusieurs secteurs ({ $where }) ; elles se déplacent en groupes distincts.
classic-name-the-sector = Indiquez le secteur avec `from_sector=N`.
classic-tokens-in-sector-not = Vous avez { $count ->
        [one] { $count } Troupe
       *[other] { $count } Troupes
    } en { $territory } secteur { $sector }, pas { $n }.
classic-sector-in-storm = { $territory } secteur { $sector } est dans la Tempête.
classic-holds-two-others = { $territory } accueille déjà deux autres factions.
classic-ally-already-in = Votre allié a déjà des Troupes en { $territory }.

## Mise en place (setup.py)
classic-seating = { $seat } ({ $faction }, point { $dot })
classic-game-begins = Une partie de Dune commence. Places : { $seats }.
classic-no-sietches = Les forteresses sietch sont pour une partie à { $needed } joueurs (XVIII.C) : cette partie à { $count } se joue sans elles.
classic-no-weather = Aucune place ne joue les Fremen, qui tirent les marqueurs de météo : la Tempête avance par les cadrans, comme dans le jeu de base (XVI.D).
classic-players-2-to-6 = Dune se joue de 2 à 6 joueurs.
classic-got-players = Il y en a { $count }.
classic-seat-names = Chaque place a besoin de son propre nom (et `mod` est celui du modérateur).
classic-same-faction-twice = Deux places ont choisi la même faction.
classic-no-opponent-leaders = aucun Leader de vos adversaires
classic-your-traitors = Vos traîtres : { $leaders }.
classic-keep-a-traitor = Gardez un Leader adverse comme traître ({ $leaders }) : `traitor <leader>`.
classic-no-opponent-drawn = Aucun n'est à un adversaire : répondez `traitor none`.
classic-you-drew = Vous avez tiré { $leaders }. { $ask }
classic-no-traitor-to-choose = Vous n'avez pas de traître à choisir maintenant.
classic-choose-one-of = Choisissez parmi : { $leaders }.
classic-answer-traitor-none = Répondez `traitor none`.
classic-must-keep-traitor = Vous avez tiré un Leader adverse : gardez-en un comme traître.
classic-own-leader = { $leader } est l'un de vos propres Leaders.
classic-traitor-in-your-pay = { $leader } est à votre solde comme traître.
classic-you-have-no-traitor = Vous n'avez pas de traître.
classic-traitor-chosen = { $faction } { $faction_gender ->
        [pl] ont choisi leur traître.
       *[other] a choisi son traître.
    }
classic-rule-bg-shield = écran Bene Gesserit
classic-rule-fremen-shield = écran Fremen
classic-only-bg-predict = Seules les Bene Gesserit font une prédiction.
classic-prediction-written = Vous avez déjà écrit votre prédiction.
classic-predict-another = Prédisez l'une des autres factions de cette partie : { $factions }.
classic-game-lasts = La partie dure { $count } tours.
classic-choose-turn = Choisissez un tour de 1 à { $count }.
classic-you-predict = Votre prédiction : { $faction } { $faction_gender ->
        [pl] gagnent
       *[other] gagne
    } au tour { $turn }.
classic-prediction-made = Les Bene Gesserit ont écrit leur prédiction secrète.
classic-bg-place-after-fremen = Les Bene Gesserit placent leur Troupe après les Fremen.
classic-only-fremen-place = Seuls les Fremen placent des Troupes à la mise en place, et seulement jusqu'à ce que les dix soient posées.
classic-fremen-start-in = Les Fremen commencent en { $home }, pas en { $territory }.
classic-left-to-place = Il ne reste que { $count ->
        [one] { $count } Troupe
       *[other] { $count } Troupes
    } à placer, pas { $n }.
classic-place-or-less = `place { $count } <territory> [sector]` ou moins.
classic-fremen-places = Les Fremen placent { $n }{ $starred } en { $territory } (secteur { $sector }) ; il en reste { $count } à placer.
classic-ask-traitor = Choisissez votre traître : `traitor <leader>` (`traitor none` si vous n'avez tiré que vos propres Leaders).
classic-ask-prediction = Écrivez votre prédiction : `predict <faction> <turn>`.
classic-ask-fremen-place = Placez { $count ->
        [one] { $count } Troupe
       *[other] { $count } Troupes
    } : `place <count> <territory> [sector]`.
classic-ask-advisor-place = Placez votre Troupe de départ dans n'importe quel territoire : `place 1 <territory> [sector]` (XV.B.1).

## Tempête (storm.py)
classic-storm-round = Tour { $turn } : phase de Tempête. { $dialers } composent chacun en secret de { $low } à { $high } (`dial N`).
classic-no-dials-weather = Pas de cadrans à cette phase de Tempête : le marqueur de Tempête des Fremen la déplace (XVI.C).
classic-not-dialing = Vous ne composez pas la Tempête maintenant.
classic-already-dialed = Vous avez déjà composé la Tempête ce tour-ci.
classic-dial-from-to = Composez un nombre de { $low } à { $high }.
classic-you-dialed = Vous avez composé { $number } pour la Tempête.
classic-has-dialed = { $faction } { $faction_gender ->
        [pl] ont
       *[other] a
    } composé la Tempête.
classic-fremen-move-by-marker = Les Fremen déplacent la Tempête selon le marqueur révélé avec `storm`.
classic-dialing = Composent : { $factions }.
classic-in-phase-setup = La partie en est à la mise en place.
classic-in-phase-storm = La partie en est à la phase de Tempête.
classic-in-phase-spice-blow = La partie en est à l'explosion d'épice.
classic-in-phase-bidding = La partie en est aux enchères.
classic-in-phase-revival = La partie en est à la résurrection.
classic-in-phase-movement = La partie en est au mouvement.
classic-in-phase-battle = La partie en est aux batailles.
classic-in-phase-collection = La partie en est à la collecte d'épice.
classic-in-phase-ended = La partie est terminée.
classic-no-weather-rule = `storm` déplace la Tempête selon le marqueur des Fremen, une règle que cette partie ne joue pas (XVI) : la Tempête se compose aux cadrans.
classic-only-fremen-marker = Seuls les Fremen déplacent la Tempête avec leur marqueur.
classic-no-revealed-marker = Il n'y a pas de marqueur de Tempête révélé pour la déplacer maintenant.
classic-weather-marker-hint = Avec la règle de météo, chaque phase de Tempête après la première s'ouvre sur le marqueur des Fremen révélé.
classic-marker-shows = Le marqueur de Tempête des Fremen indique { $number }
classic-faction-number = { $faction } { $number }
classic-dials-revealed = Cadrans de Tempête révélés : { $dials }
classic-storm-moves = { $why }. La Tempête avance de { $count ->
        [one] { $count } secteur
       *[other] { $count } secteurs
    } jusqu'au secteur { $sector }.
classic-storm-kills = La Tempête tue { $count ->
        [one] { $count } Troupe
       *[other] { $count } Troupes
    } { $faction }{ $starred } en { $territory } (secteur { $sector }).
classic-storm-scatters = La Tempête disperse { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    } en { $territory }.

## Explosion d'épice (spice_blow.py)
classic-pile = { " " }(pile { $pile })
classic-spice-reshuffled = La pioche d'Épice est épuisée : toutes les cartes Épice sont mélangées en une nouvelle pioche.
classic-blow-in-storm = Explosion d'épice{ $pile } : { $territory }, mais le secteur { $sector } est dans la Tempête : pas d'épice ce tour-ci (VII.A.1).
classic-blow = Explosion d'épice{ $pile } : { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    } en { $territory } (secteur { $sector }).
classic-worm-reshuffled = Shai-Hulud apparaît au premier tour et est remélangé dans la pioche d'Épice (VII.D, XXI.A.3).
classic-worm-to-place = Encore Shai-Hulud{ $pile } : les Fremen le placent dans n'importe quel territoire (`place_worm <territory>` ; il ne dévore que dans le désert ; XV, fiche Fremen 2).
classic-worm-ignored = Encore Shai-Hulud{ $pile } : ignoré ce tour-ci (VII.C).
classic-worm-no-nexus = Shai-Hulud{ $pile } ! Pas de Nexus : cette partie se joue sans Alliances (XVIII.A.1).
classic-worm-nexus = Shai-Hulud{ $pile } ! Un Nexus (VII.B).
classic-no-worm-to-place = Il n'y a pas de Ver à placer maintenant.
classic-rule-pad-fremen-2 = XV, fiche Fremen 2
classic-fremen-place-worms = Avec les avantages supplémentaires, les Fremen placent chaque Ver d'une explosion d'épice après le premier.
classic-worm-placed-not-desert = Les Fremen placent Shai-Hulud en { $territory } : ce n'est pas le désert, il ne dévore rien (XV, fiche Fremen 2).
classic-worm-placed = Les Fremen placent Shai-Hulud en { $territory } (XV, fiche Fremen 2).
classic-worm-nothing = Shai-Hulud ne trouve encore aucune explosion d'épice à dévorer.
classic-may-ride = Les Fremen en { $territory } peuvent chevaucher Shai-Hulud vers un autre territoire (`ride <territory> [sector]`, ou `ride` pour rester).
classic-worm-devours = Shai-Hulud dévore { $count ->
        [one] { $count } Troupe
       *[other] { $count } Troupes
    } { $faction } en { $territory }.
classic-worm-swallows = Shai-Hulud engloutit { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    } en { $territory }.
classic-shelter-offer = Shai-Hulud surgit en { $territory } : les Fremen peuvent y sauver du Ver les Troupes de leurs alliés ({ $allies }) (`protect yes` ou `protect no`, écran Fremen, XII.E.6).
classic-no-worm-threatens = Aucun Ver ne menace vos alliés maintenant.
classic-rule-fremen-shield-xii-e-6 = écran Fremen, XII.E.6
classic-shelter-hint = Les Fremen sont consultés quand un Ver va dévorer un territoire où se trouvent leurs alliés.
classic-shelter-yes = Les Fremen protègent leurs alliés en { $territory } de Shai-Hulud (XII.E.6).
classic-shelter-no = Les Fremen abandonnent leurs alliés en { $territory } à Shai-Hulud.
classic-no-worm-to-ride = Il n'y a pas de Ver à chevaucher maintenant.
classic-fremen-stay = Les Fremen restent en { $territory }.
classic-riders-already-in = Vos cavaliers sont déjà en { $territory }.
classic-ride-to-stay = Utilisez `ride` pour rester.
classic-fremen-ride = Les Fremen chevauchent Shai-Hulud : { $count ->
        [one] { $count } Troupe
       *[other] { $count } Troupes
    } de { $origin } vers { $territory } (secteur { $sector }).

## Épice des alliés (support.py)
classic-sets-aside = { $giver } { $giver_gender ->
        [pl] mettent
       *[other] met
    } de côté { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    } pour les cartes et les débarquements de { $ally }.
classic-not-your-ally = { $faction } { $faction_gender ->
        [pl] ne sont pas vos alliés.
       *[other] n'est pas votre allié.
    }
classic-only-spice-to-pledge = Vous n'avez plus que { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    } à engager.
classic-pledge-backs-bid = Votre engagement couvre l'enchère en cours de { $bid } de { $faction }.
classic-rule-deals-honoured = XIII.C : les accords doivent être respectés
classic-pledged-from = { $count } de { $faction }
classic-means-pledged = { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    } ({ $own } à vous, { $given } engagées)
classic-means-none-pledged = { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    } (vos alliés ne vous ont rien engagé, XII.E.3)
classic-means = { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    }
classic-ally-pays = { $giver } { $giver_gender ->
        [pl] paient { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    } pour leur allié
       *[other] paie { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    } pour son allié
    } { $ally } (XII.E.3-4).
## Enchères (bidding.py)
classic-bidding-skipped = Enchères : aucun joueur ne peut enchérir (mains pleines), aucune carte n'est donc tirée (VIII.A).
classic-bidding-round = Enchères : { $count ->
        [one] { $count } carte mise
       *[other] { $count } cartes mises
    } aux enchères. Cartes en main : { $held } (VIII.F).
classic-charity = Charité du CHOAM : { $faction } { $faction_gender ->
        [pl] reçoivent
       *[other] reçoit
    } 2 épices{ $why }.
classic-card-up = Carte { $index } sur { $count } mise aux enchères. { $opener } { $opener_gender ->
        [pl] ouvrent
       *[other] ouvre
    } les enchères.
classic-prescience-card = Prescience : la carte { $index } mise aux enchères est { $card }.
classic-bid-more-or-pass = L'enchère est à { $bid } : enchérissez plus ou passez.
classic-bid-from-to = Enchérissez de { $low } à { $high }.
classic-you-have-pass = Vous avez { $means } : passez.
classic-you-have-only = Vous n'avez que { $means }.
classic-bid-at-most = Enchérissez au plus { $count }, ou passez.
classic-pass = Passez.
classic-bids = { $faction } { $faction_gender ->
        [pl] enchérissent
       *[other] enchérit
    } { $amount }.
classic-passes = { $faction } { $faction_gender ->
        [pl] passent
       *[other] passe
    }.
classic-no-card-up = Aucune carte n'est aux enchères maintenant.
classic-hand-full = Votre main est pleine : vous devez passer sur chaque carte.
classic-turn-to-bid = C'est à { $faction } d'enchérir.
classic-standing-bid-hint = Vous pouvez laisser une enchère permanente secrète : `auto <max>` ou `auto pass`.
classic-paid-to-nobody = personne (Karama)
classic-paid-to-emperor = l'Empereur
classic-paid-to-bank = la banque d'épice
classic-card-sold = { $faction } { $faction_gender ->
        [pl] achètent
       *[other] achète
    } la carte { $index } pour { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    }, versées à { $paid_to }.
classic-you-bought = Vous avez acheté { $card }.
classic-no-bonus-card = Karama : les Harkonnen ne prennent pas de carte bonus.
classic-bonus-card = Les Harkonnen prennent une carte bonus dans la pioche.
classic-every-hand-full = toutes les mains sont pleines
classic-passed-by-everyone = tout le monde a passé sur la carte (VIII.E)
classic-bidding-ends = Fin des enchères : { $why } ; { $count ->
        [one] { $count } carte retourne
       *[other] { $count } cartes retournent
    } sur la pioche de Trahison.
classic-bidding-over = Les enchères sont terminées.
classic-hand-full-no-bid = La main de { $faction } est pleine : pas d'enchère (VIII.G).
classic-standing-during-bidding = Les enchères permanentes se donnent pendant les enchères.
classic-standing-cleared = Instruction permanente effacée.
classic-standing-pass = Vous passerez sur toutes les cartes restantes de ces enchères.
classic-standing-round = Vous enchérirez jusqu'à { $limit } sur chaque carte restante de ces enchères.
classic-standing-card = Vous enchérirez jusqu'à { $limit } sur cette carte.
classic-not-standing = `{ $instruction }` n'est pas une instruction permanente.
classic-standing-usage = Utilisez `auto <max bid>` (cette carte), `auto <max bid> round` (chaque carte de ces enchères), `auto pass` ou `auto off`.

## Mouvement (movement.py)
classic-guild-waits = La Guilde peut jouer son mouvement avant celui de n'importe quel joueur : elle est consultée avant chacun (`move_now yes|no`), et joue en dernier si elle ne dit jamais oui (XV, fiche Guilde 1).
classic-shai-hulud = Shai-Hulud
classic-next-spice-card = la prochaine carte Épice est { $card }
classic-spice-deck-reshuffled = la pioche d'Épice sera remélangée
classic-prescience = Prescience : { $what }.
classic-guild-asked = La Guilde : jouer maintenant, avant { $faction } ? (`move_now yes|no`, XV, fiche Guilde 1)
classic-movement-turn = { $faction } : débarquez et déplacez (portée { $reach }), puis `done`.
classic-ornithopters = ornithoptères : vous avez des Troupes à Arrakeen ou à Carthag
classic-no-ornithopters = pas d'ornithoptères : aucune de vos Troupes à Arrakeen ni à Carthag
classic-move-offer = Déplacez un groupe d'au plus { $count ->
        [one] { $count } territoire
       *[other] { $count } territoires
    } ({ $why }) : `move N <from> <to> [sector]`.
classic-storm-over = La Tempête est sur le secteur { $sector } : rien n'y entre, n'en sort ni ne le traverse. Puis `done`.
classic-price-fremen = gratuitement, vers { $territory } ou à deux territoires au plus de celui-ci
classic-price-half = à moitié prix, arrondi au supérieur : 1 épice pour 2 Troupes vers une forteresse, 1 par Troupe ailleurs (le tarif de la Guilde)
classic-price-full = 1 épice par Troupe vers une forteresse, 2 ailleurs
classic-ship-offer = Débarquez jusqu'à { $count ->
        [one] { $count } Troupe
       *[other] { $count } Troupes
    } de réserve, { $price } : `ship N <territory> [sector]`.
classic-cross-ship-offer = Vous pouvez aussi débarquer depuis un territoire : `ship N <territory> from=<territory>`.
classic-not-movement-round = Ce n'est pas la phase de mouvement.
classic-first-advise = Dites d'abord si un conseiller spirituel part : `advise yes` ou `advise no`.
classic-waiting-advisor = En attente de la décision des Bene Gesserit sur un conseiller spirituel.
classic-first-coexist = Annoncez d'abord où vous coexistez : `coexist yes|no [territory]`.
classic-waiting-coexist = En attente de l'annonce des Bene Gesserit sur leur coexistence.
classic-first-move-now = Dites d'abord si vous jouez maintenant : `move_now yes` ou `move_now no`.
classic-waiting-guild = En attente de la Guilde : joue-t-elle maintenant ?
classic-rule-pad-guild-1 = XV, fiche Guilde 1
classic-their-move = C'est le mouvement de { $faction }.
classic-not-asked-move-now = On ne vous demande pas si vous jouez maintenant.
classic-move-now-hint = Avec les avantages supplémentaires, la Guilde est consultée avant le mouvement de chaque autre joueur jusqu'à ce qu'elle joue le sien.
classic-guild-steps-in = La Guilde joue son mouvement maintenant (XV, fiche Guilde 1).
classic-guild-turn-passed = Le tour de la Guilde dans l'ordre de mouvement est passé.
classic-rule-pad-b6a6-xv = fiche B.6.A.6, XV
classic-guild-turn-hint = Jouez-la avant que leur place dans l'ordre n'arrive.
classic-already-shipped = Vous avez déjà débarqué ce tour-ci.
classic-karama-stopped-shipment = La Karama de la Guilde a arrêté votre débarquement depuis l'espace ce tour-ci.
classic-rule-xvii-pad-b6b3 = XVII, fiche B.6.B.3
classic-shipping-costs = Débarquer { $n ->
        [one] { $n } Troupe
       *[other] { $n } Troupes
    } en { $territory } coûte { $cost ->
        [one] { $cost } épice
       *[other] { $cost } épices
    } ; vous avez { $means }.
classic-can-ship = Vous pouvez payer le débarquement de { $count } là-bas.
classic-cannot-ship = Vous ne pouvez payer le débarquement d'aucune Troupe là-bas.
classic-no-ship-to-reserves = Les Troupes ne peuvent pas revenir du plateau en réserve.
classic-only-guild-to-reserves-hint = Seule la Guilde le peut : `ship N reserves from=<territory>`.
classic-in-reserve-not = Vous avez { $count ->
        [one] { $count } Troupe
       *[other] { $count } Troupes
    } en réserve, pas { $n }.
classic-ship-at-most = Débarquez-en au plus { $count }.
classic-revive-first = Ressuscitez d'abord des Troupes (IX.B).
classic-only-guild-cross-ship = Seuls la Guilde et ses alliés peuvent débarquer d'un territoire à un autre.
classic-rule-guild-shield-xii-e-6 = écran Guilde, XII.E.6
classic-ship-from-reserves = Débarquez plutôt depuis vos réserves.
classic-only-guild-to-reserves = Seule la Guilde renvoie des Troupes du plateau en réserve ; ses alliés peuvent débarquer entre territoires.
classic-cross-ship-usage = `ship N <territory> from=<territory>`.
classic-tokens-in-storm = Vos Troupes en { $territory } sont dans la Tempête.
classic-ship-elsewhere = Débarquez vers un autre territoire.
classic-fremen-reserves-only = Les Fremen n'amènent leurs réserves qu'en { $flat } ou dans un territoire à deux au plus de celui-ci, pas en { $territory }.
classic-rule-fremen-shield-qa-e7 = écran Fremen, Q&R E.7
classic-for-example = Par exemple : { $territories }.
classic-storm-toll = La Tempête tue { $dead } des { $count } Troupes { $faction }{ $starred } arrivant en { $territory } (secteur { $sector } ; XV, fiche Fremen 3).
classic-reserves = la réserve
classic-their-reserves = leur réserve
classic-territory-sector = { $territory } (secteur { $sector })
classic-paid-to-guild = en versant { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    } à la Guilde
classic-paid-to-the-bank = en versant { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    } à la banque
classic-free = gratuitement
classic-ships = { $faction } { $faction_gender ->
        [pl] débarquent
       *[other] débarque
    } { $count ->
        [one] { $count } Troupe
       *[other] { $count } Troupes
    }{ $starred } de { $source } vers { $target }, { $price }.
classic-advisor-offer = Les Bene Gesserit peuvent envoyer un conseiller spirituel en { $territory } (`advise yes` ou `advise no`).
classic-no-shipment-to-accompany = Il n'y a pas de débarquement à accompagner maintenant.
classic-advisor-sent = Les Bene Gesserit envoient un conseiller spirituel en { $territory }.
classic-no-advisor-sent = Les Bene Gesserit n'envoient pas de conseiller.
classic-already-moved = Vous avez déjà déplacé un groupe ce tour-ci.
classic-move-elsewhere = Un mouvement va d'un territoire à un autre.
classic-group-in-storm = Vos Troupes en { $territory } secteur { $sector } sont dans la Tempête et ne peuvent pas bouger.
classic-moves = { $faction } { $faction_gender ->
        [pl] déplacent
       *[other] déplace
    } { $count ->
        [one] { $count } Troupe
       *[other] { $count } Troupes
    }{ $starred } de { $origin } vers { $territory } (secteur { $sector }).
classic-nowhere = nulle part
classic-out-of-reach = { $territory } (secteur { $sector }) est hors de portée : ce groupe se déplace de { $count ->
        [one] { $count } territoire
       *[other] { $count } territoires
    }, sans traverser la Tempête ni des forteresses pleines. Accessibles : { $reachable }.
classic-cannot-revive = { $leader } ne peut pas être ressuscité maintenant.
classic-leader-revival-costs = Ressusciter { $leader } coûte { $cost ->
        [one] { $cost } épice
       *[other] { $cost } épices
    } ; vous en avez { $count }.
classic-leader-revived = { $faction } { $faction_gender ->
        [pl] ressuscitent
       *[other] ressuscite
    } { $leader } pour { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    }.
classic-revivable-now = Ressuscitables maintenant : { $leaders }.
classic-leader-revival-rule = Un Leader ne peut être ressuscité que lorsque tous vos Leaders sont dans les Cuves (IX.D.1).
classic-ends-move = { $faction } { $faction_gender ->
        [pl] terminent leur
       *[other] termine son
    } mouvement.
## Résurrection (revival.py)
classic-revival-gift-offer = Résurrection : les Fremen peuvent laisser { $count ->
        [one] leur allié
       *[other] leurs alliés
    } { $allies } ressusciter trois Troupes gratuitement ce tour-ci (`free_revival <ally> yes|no`, écran Fremen, XII.E.6).
classic-revival-round = Résurrection : { $factions } { $factions_gender ->
        [m] peut
        [f] peut
       *[other] peuvent
    } payer 2 épices par Troupe supplémentaire (`revive N`, `revive 0` pour aucune).
classic-revives-free = { $faction } { $faction_gender ->
        [pl] ressuscitent
       *[other] ressuscite
    } gratuitement { $count ->
        [one] { $count } Troupe
       *[other] { $count } Troupes
    }{ $starred }.
classic-revives-free-gift = { $faction } { $faction_gender ->
        [pl] ressuscitent
       *[other] ressuscite
    } gratuitement { $count ->
        [one] { $count } Troupe
       *[other] { $count } Troupes
    } de plus{ $starred }, un cadeau des Fremen (XII.E.6).
classic-emperor-may-give = Votre allié l'Empereur peut d'abord vous donner de l'épice (`grant`).
classic-revivals-left = il vous reste { $count } de vos trois résurrections de ce tour
classic-revivable-from-tanks = vous pouvez ressusciter { $count ->
        [one] { $count } Troupe
       *[other] { $count } Troupes
    } des Cuves maintenant
classic-spice-pays-for = vos { $spice ->
        [one] { $spice } épice
       *[other] { $spice } épices
    } en paient { $count } à 2 chacune
classic-paid-revival-refused = Vous pouvez payer pour ressusciter au plus { $count ->
        [one] { $count } Troupe
       *[other] { $count } Troupes
    } maintenant, pas { $n } : { $why }.
classic-no-gift-to-decide = Il n'y a pas de résurrection gratuite d'un allié à décider maintenant.
classic-waiting-for = En attente de : { $factions }.
classic-fremen-decide-at-revival = Les Fremen décident au début de la résurrection.
classic-gift-refused = Les Fremen n'étendent pas la résurrection gratuite de { $faction }.
classic-no-revival-to-decide = Vous n'avez pas de résurrection à décider maintenant.
classic-revive-or-less = `revive { $count }` ou moins.
classic-pays-to-revive = { $faction } { $faction_gender ->
        [pl] paient
       *[other] paie
    } { $cost ->
        [one] { $cost } épice
       *[other] { $cost } épices
    } pour ressusciter { $count ->
        [one] { $count } Troupe
       *[other] { $count } Troupes
    }{ $starred }.
## Collecte (collection.py)
classic-collects = { $faction } { $faction_gender ->
        [pl] collectent
       *[other] collecte
    } { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    } en { $territory }.
classic-spice-flow = { $faction } { $faction_gender ->
        [pl] reçoivent
       *[other] reçoit
    } { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    } pour l'occupation de { $territory } (XIX).
## Coexistence (coexist.py)
classic-bg-place-one = Les Bene Gesserit placent une seule Troupe.
classic-place-one-usage = `place 1 <territory> [sector]`.
classic-bg-placed-advisor = Les Bene Gesserit placent une Troupe en { $territory } (secteur { $sector }), comme conseiller (XV.B.1).
classic-bg-placed-fighter = Les Bene Gesserit placent une Troupe en { $territory } (secteur { $sector }), comme combattant (XV.B.1).
classic-the-polar-sink = le Bassin Polaire
classic-fighters-no-advisors = Vos Troupes en { $territory } sont des combattants ce tour-ci : des conseillers ne peuvent pas les rejoindre.
classic-advise-no = `advise no`.
classic-coexist-announce = Bene Gesserit : avant tout mouvement, annoncez où vos conseillers deviennent des combattants (`coexist no <territory>`), puis `coexist yes` (conseillers en { $advisors }).
classic-coexist-ask = Bene Gesserit : coexistez-vous en { $territory } ? `coexist yes` (conseillers) ou `coexist no` (combattants) (XV.B.5).
classic-only-bg-coexist = Seules les Bene Gesserit coexistent.
classic-no-coexistence = Il n'y a pas de coexistence à annoncer maintenant.
classic-coexistence-hint = Les Bene Gesserit annoncent avant le premier mouvement de la phase et quand des Troupes arrivent là où elles en rencontrent d'autres.
classic-asked-about = La question porte sur { $territory }.
classic-coexist-yes-or-no = `coexist yes` ou `coexist no`.
classic-bg-coexist = Les Bene Gesserit coexistent (conseillers) en { $territory } pour le reste du tour.
classic-bg-not-coexist = Les Bene Gesserit ne coexistent pas (combattants) en { $territory } pour le reste du tour.
classic-advisors-stay = Les conseillers restent si vous ne les nommez pas : `coexist yes` seul termine l'annonce.
classic-coexist-no-hint = `coexist no <territory>` en fait des combattants.
classic-bg-coexist-in = Les Bene Gesserit coexistent en { $territories } pour le reste du tour.
classic-no-territory = aucun territoire
classic-name-the-territory = Nommez le territoire : `coexist no <territory>`.
classic-advisors-in = Conseillers en : { $territories }.
classic-none = aucun
classic-no-advisors-in = Vous n'avez pas de conseillers en { $territory }.
classic-bg-fighters-in = Les Bene Gesserit en { $territory } sont des combattants ce tour-ci.

## Météo (weather.py)
classic-you-draw-marker = Vous tirez le marqueur de Tempête { $number } : au prochain tour la Tempête avance de { $number } secteurs (XVI.B).
classic-weather-drawn = Les Fremen tirent le marqueur de Tempête du prochain tour et le gardent face cachée (XVI.B).
classic-weather-revealed = Tour { $turn } : phase de Tempête. Le marqueur de Tempête des Fremen indique { $number } : la Tempête avancera de { $number } secteurs (XVI.C). { $control } et { $atomics } peuvent être jouées avant que les Fremen ne la déplacent (`storm`).

## Derrière l'écran (shield.py)
classic-shows-spice = { $faction } { $faction_gender ->
        [pl] montrent leur
       *[other] montre son
    } épice : { $count }.
classic-shows-card-count = { $faction } { $faction_gender ->
        [pl] montrent qu'ils détiennent
       *[other] montre qu'il détient
    } { $count ->
        [one] { $count } carte Trahison
       *[other] { $count } cartes Trahison
    }.
classic-no-cards = aucune carte
classic-shows-hand = { $faction } { $faction_gender ->
        [pl] montrent leur
       *[other] montre sa
    } main : { $cards }.
classic-no-traitor = aucun traître
classic-shows-traitors = { $faction } { $faction_gender ->
        [pl] montrent les traîtres à leur
       *[other] montre les traîtres à sa
    } solde : { $traitors }.
## Pots-de-vin (bribery.py)
classic-pay-yourself = Vous ne pouvez pas vous payer vous-même.
classic-only-spice = Vous n'avez que { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    }.
classic-bribe = { $faction } { $faction_gender ->
        [pl] paient
       *[other] paie
    } { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    } à { $target }{ $terms }.
## Alliances (alliances.py)
classic-nexus-open = Nexus : les Alliances peuvent être conclues, rejointes et rompues (XII.B) : `ally <faction>` (les deux côtés demandent ; pour rejoindre une Alliance, chaque membre doit vous demander), `unally`, puis `ready`.
classic-no-alliances = Cette partie se joue sans Alliances.
classic-no-alliances-hint = Son option `no_alliances` a été choisie à sa création.
classic-only-at-nexus = Les Alliances ne se concluent et ne se rompent qu'à un Nexus.
classic-nexus-hint = Le prochain Shai-Hulud tiré lors d'une explosion d'épice en ouvre un (XII.A).
classic-ally-yourself = Vous ne pouvez pas vous allier avec vous-même.
classic-already-ally = { $faction } { $faction_gender ->
        [pl] sont déjà vos alliés.
       *[other] est déjà votre allié.
    }
classic-in-another-alliance = Vous êtes dans une Alliance et { $faction } dans une autre ; aucun joueur ne peut être membre de plus d'une.
classic-unally-first = Quittez la vôtre avec `unally`, puis demandez à rejoindre la leur (XII.D.2).
classic-already-asked = Vous avez déjà demandé { $faction }.
classic-still-to-ask = Doivent encore demander : { $factions }.
classic-pairs-only = Les Alliances comptent au plus deux joueurs dans cette partie ; celle-ci en compterait { $size }.
classic-rule-italian-edition = { $section } (édition italienne)
classic-pairs-only-hint = Seuls deux joueurs tous deux hors de toute Alliance peuvent s'allier.
classic-table-no-alliance = La table de victoire ne prévoit pas d'Alliance de { $size } dans une partie à { $players } : elle comprendrait tous les joueurs.
classic-ally-with-fewer = Alliez-vous avec moins de joueurs.
classic-asks-alliance = { $faction } { $faction_gender ->
        [pl] demandent
       *[other] demande
    } une Alliance à { $target }.
classic-asks-to-join-us = { $faction } { $faction_gender ->
        [pl] demandent
       *[other] demande
    } à { $target } de rejoindre l'Alliance de { $group } (chaque membre doit demander, XII.C.2 ; doivent encore demander : { $missing }).
classic-asks-to-join = { $faction } { $faction_gender ->
        [pl] demandent
       *[other] demande
    } à rejoindre l'Alliance de { $group } (chaque membre doit accepter, XII.C.2 ; doivent encore demander : { $missing }).
classic-alliance-formed = Alliance : { $members } (XII.C.2-3).
classic-not-in-alliance = Vous n'êtes pas dans une Alliance.
classic-breaks-alliance = { $faction } { $faction_gender ->
        [pl] quittent
       *[other] quitte
    } l'Alliance (XII.D).
classic-still-allied = Toujours alliés : { $factions }.
classic-nexus-prompt-awaiting = Nexus : attendent votre réponse (`ally`) : { $factions }. `ally <faction>`, `unally`, puis `ready` (XII.C-D).
classic-nexus-prompt = Nexus : `ally <faction>`, `unally`, puis `ready` (XII.C-D).
classic-already-ready = Vous avez déjà dit être prêt.
classic-nexus-closed = Le Nexus est terminé (XII.C.5).

## Pouvoirs d'Alliance (alliance_powers.py)
classic-emperor-grants = L'Empereur donne { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    } à son allié { $ally } (écran Empereur, XII.E.6).
classic-only-emperor-grants = Seul l'Empereur peut donner de l'épice à ses alliés de cette façon.
classic-grant-hint = Les alliés se paient mutuellement cartes et débarquements avec `support` ; tout le monde peut verser un pot-de-vin avec `bribe`.
classic-your-allies = Vos alliés : { $factions }.
classic-no-ally = Vous n'avez pas d'allié.
classic-give-from-1 = Donnez de 1 aux { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    } que vous détenez.

## Leaders capturés (capture.py)
classic-rule-pad-harkonnen-1 = XV, fiche Harkonnen 1
classic-capture-return = Les Harkonnen rendent { $leader } à { $faction } après une bataille (XV, fiche Harkonnen 1).
classic-capture = Les Harkonnen capturent { $leader } à { $faction } (XV, fiche Harkonnen 1) : `capture kill` (2 épices), `capture keep` (pour une bataille) ou `capture free`.
classic-captured-go-home = Tous les Leaders Harkonnen sont morts : { $leaders } rentrent chez eux (XV, fiche Harkonnen 1).
classic-no-capture = Vous n'avez pas de Leader capturé sur lequel décider maintenant.
classic-capture-hint = Les Harkonnen décident juste après une bataille gagnée.
classic-capture-kill = Les Harkonnen envoient { $leader } dans les Cuves de { $faction } et prennent { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    } (XV, fiche Harkonnen 1).
classic-capture-free = Les Harkonnen laissent { $leader } rentrer chez lui (XV, fiche Harkonnen 1).
classic-capture-keep = Les Harkonnen gardent { $leader } pour une bataille (XV, fiche Harkonnen 1).

## Le Kwisatz Haderach (kwisatz.py)
classic-rule-pad-atreides-1 = XV, fiche Atréides 1
classic-rule-ix-d-2-pad-atreides-1 = IX.D.2, XV, fiche Atréides 1
classic-kwisatz-atreides-only = Seuls les Atréides ont le Kwisatz Haderach, avec les avantages supplémentaires.
classic-leave-out-kwisatz = Retirez `kwisatz=yes`.
classic-kwisatz-not-alone = Le Kwisatz Haderach ne peut pas combattre seul : il accompagne un Leader ou un Héros (Héroïne) de pacotille.
classic-kwisatz-in-tanks = Le Kwisatz Haderach est dans les Cuves : ressuscitez-le d'abord comme un Leader.
classic-kwisatz-karama = Une carte Karama arrête le Kwisatz Haderach dans cette bataille (XVII.B).
classic-kwisatz-fought = Le Kwisatz Haderach a déjà combattu ce tour-ci (un Leader par tour).
classic-kwisatz-asleep = Le Kwisatz Haderach s'éveille quand vous avez perdu { $needed } Troupes en bataille ; vous en avez perdu { $count }.
classic-kwisatz-killed = L'explosion tue le Kwisatz Haderach : il va dans les Cuves (XV, fiche Atréides 1).
classic-kwisatz-awake = Les Atréides ont perdu { $count } Troupes en bataille : le Kwisatz Haderach peut accompagner l'un de leurs Leaders une fois par tour (`kwisatz=yes` dans un plan, XV, fiche Atréides 1).
classic-kwisatz-revival-costs = Ressusciter le Kwisatz Haderach coûte { $cost ->
        [one] { $cost } épice
       *[other] { $cost } épices
    } ; vous en avez { $count }.
classic-kwisatz-revived = Les Atréides ressuscitent le Kwisatz Haderach pour { $count ->
        [one] { $count } épice
       *[other] { $count } épices
    }.

## Victoire (victory.py)
classic-won-strongholds = { $count } forteresses à la fin du tour { $turn } (IV)
classic-team-count = { $team } { $count } sur { $needed }
classic-won-enough = assez de forteresses à la fin du tour { $turn } ({ $counts } ; IV, options)
classic-won-guild-default = personne ne contrôlait Dune au dernier tour (écran Guilde)
classic-won-fremen-default = personne n'a gagné et la Guilde n'est pas en jeu (Q&R E.3)
classic-won-most = le plus de forteresses (Q&R E.3)
classic-won-prediction = elles avaient prédit que { $faction } { $faction_gender ->
        [pl] gagneraient
       *[other] gagnerait
    } au tour { $turn } (écran Bene Gesserit)
classic-prediction-revealed = Les Bene Gesserit révèlent leur prédiction : { $faction }, tour { $turn }.
classic-game-over = { $count ->
        [one] { $winners } gagne : { $why }.
       *[other] { $winners } gagnent : { $why }.
    }

## Ordres permanents (orders.py)
classic-auto-is-standing-bid = `auto { $instruction }` est une enchère permanente ; les enchères permanentes se donnent pendant les enchères.
classic-auto-not-order = `auto { $instruction }` n'est pas un ordre permanent que vous pouvez donner.
classic-order-call-off = Ordre permanent annulé : vous répondrez vous-même à chaque question de traître.
classic-order-call = Ordre permanent : chaque question de traître reçoit aussitôt sa réponse pour vous : `call_traitor yes` quand le Leader qui vous fait face (ou qui fait face à votre allié) est à votre solde, sinon `call_traitor no` (`auto call off` pour annuler).
classic-order-advise-yes = Ordre permanent : après chaque débarquement vous envoyez un conseiller spirituel (`advise yes` ; `advise no` là où aucun ne peut aller). `auto advise off` pour annuler.
classic-order-advise-no = Ordre permanent : après chaque débarquement vous n'envoyez pas de conseiller (`advise no`). `auto advise off` pour annuler.
classic-order-advise-off = Ordre permanent annulé : on vous demandera pour chaque conseiller.
classic-order-move-later = Ordre permanent : avant chaque mouvement vous répondez `move_now no`, et jouez en dernier (`auto move_now off` pour annuler).
classic-order-move-later-off = Ordre permanent annulé : vous répondrez vous-même à `move_now` avant chaque mouvement.
classic-orders-usage = Ordres permanents que vous pouvez donner maintenant : { $orders }.
