# THE SPICE HARVEST (1984), V.4-7 et VI.2 : échanges de cartes Accès, épice rendue aux
# réserves, troupes engagées dans les forteresses, les forteresses appelées dans l'ordre.

classic-phase-placement = placement
classic-placement-troop-card = { $count ->
        [one] { $count } troupe
       *[other] { $count } troupes
    }
classic-placement-no-access = aucune carte Accès
classic-placement-card-names = Nommez les cartes Accès par leur forteresse (`Arrakeen`) ou leurs troupes (`troops 5`, ou `5`).
classic-placement-not-access = { $territory } n'a pas de carte Accès : les cartes forteresse sont celles des villes et des sietchs.
classic-placement-begins = Les récoltes sont terminées. Les joueurs peuvent maintenant échanger des cartes Accès (V.4) : `offer <faction> <vos cartes> for <ses cartes>`, puis `done_trading`.
classic-placement-your-access = Vos cartes Accès : { $cards }.
classic-placement-not-now = Les cartes Accès s'échangent et s'engagent après la cinquième Enchère pour le Pouvoir, avant la partie principale.
classic-placement-spice-returned = Tous les échanges sont annoncés : l'épice restante de chaque joueur retourne aux réserves (V.5). Engagez maintenant vos troupes en secret : `commit_troops <forteresse> <cartes troupe>, ...` ou `commit_troops nothing`.
classic-placement-commit-after-trades = Les troupes s'engagent une fois tous les échanges terminés.
classic-placement-trading-hint = Échangez, ou terminez avec `done_trading`.
classic-placement-revealed = Les forteresses ont déjà été appelées.
classic-placement-you-commit = Vous engagez : { $plan }.
classic-placement-committed = { $faction } : cartes Accès posées face cachée.
classic-placement-commit-no-troops = Placez une ou plusieurs cartes troupe à côté de { $stronghold }.
classic-placement-commit-twice = Vous avez nommé { $stronghold } deux fois : une carte forteresse reçoit toutes ses cartes troupe.
classic-placement-no-stronghold-card = Vous n'avez pas de carte { $stronghold }.
classic-placement-no-troop-cards = Vous n'avez pas les cartes troupe { $cards }.
classic-placement-over-cap = Cela engage { $count } troupes : { $cap } au plus en tout.
classic-placement-you-hold = Vous avez : { $cards }.
classic-placement-commit-usage = Engagez ainsi : `commit_troops Arrakeen 5 3, Carthag 10` (une carte forteresse et les troupes de ses cartes troupe), ou `commit_troops nothing`.
classic-placement-not-a-stronghold = { $territory } n'est pas une forteresse dans cette partie.
classic-placement-nothing = rien
classic-placement-claim = { $stronghold } avec { $cards } ({ $count ->
        [one] { $count } troupe
       *[other] { $count } troupes
    })
classic-placement-reveals = { $faction } : { $claim }.
classic-placement-collect = Les cartes troupe non engagées deviennent de l'épice, une pour une, et chaque joueur reçoit l'épice de son paravent (V.6.b).
classic-placement-converted = Vos cartes troupe non engagées vous donnent { $converted } d'épice et votre paravent { $allotment } : vous avez { $spice } d'épice.
classic-placement-vacant = { $stronghold } : forteresse vide.
classic-placement-cancelled = { $stronghold } : forteresse vide, les prétentions s'annulent.
classic-placement-occupies = { $faction } : { $stronghold } { $stronghold_gender ->
        [f] occupée
        [pl] occupés
       *[other] occupé
    } avec { $count ->
        [one] { $count } jeton
       *[other] { $count } jetons
    }.
classic-placement-positions-placed = Les positions de départ sont placées ; la partie principale commence par la tempête du tour 1 (V.7).
classic-placement-done-trading = Vous avez fini d'échanger.
classic-placement-wait-for-traders = Attendez que les autres aient fini d'échanger, puis engagez vos troupes.
classic-placement-traders = Joueurs qui échangent encore : { $factions }.
classic-placement-no-traders = Personne d'autre n'échange.
classic-placement-not-trading = { $faction } : n'échange plus.
classic-placement-offer-usage = Proposez ainsi : `offer harkonnen troops 5, troops 3 for Carthag` ; commencez par `shown` pour montrer vos cartes.
classic-placement-offer-both-sides = Un échange nomme des cartes des deux côtés.
classic-placement-not-yours = Vous n'avez pas { $cards }.
classic-placement-you-offer = Vous proposez à { $partner } { $gives } contre { $takes }{ $shown ->
        [yes] , cartes montrées
       *[other] , sans les montrer
    }.
classic-placement-offered-shown = { $gives } (montrées)
classic-placement-offered-unseen = { $count ->
        [one] { $count } carte Accès, sans la montrer
       *[other] { $count } cartes Accès, sans les montrer
    }
classic-placement-offer-to-you = { $proposer } vous propose { $offered } contre { $takes } : `accept { $command }` ou `decline { $command }`.
classic-placement-offers-from = Propositions ouvertes de : { $factions }.
classic-placement-no-offers = Aucune proposition ne vous est ouverte.
classic-placement-no-offer-from = { $faction } : aucune proposition ouverte pour vous.
classic-placement-you-traded = Échange avec { $other } : vous avez donné { $gave } et reçu { $got }. Vos cartes Accès : { $cards }.
classic-placement-trade = { $first } et { $second } ont échangé des cartes Accès.
classic-placement-declined = { $faction } : proposition refusée.
classic-placement-you-declined = Vous avez refusé la proposition de { $faction }.
classic-placement-finished = { $faction } : fin des échanges.
classic-placement-lapsed = La proposition de { $proposer } à { $partner } est caduque.
classic-placement-prompt-trade = Échangez des cartes Accès (`offer`, `accept`, `decline`) ou terminez : `done_trading`.
classic-placement-prompt-commit = Engagez vos troupes en secret : `commit_troops Arrakeen 5 3, Carthag 10` ou `commit_troops nothing`.
classic-sheet-access = Cartes Accès
classic-sheet-commitment = Votre engagement : { $plan }
classic-command-offer = THE SPICE HARVEST, V.4 : proposez un échange de cartes Accès, les vôtres contre les siennes : `offer harkonnen troops 5, troops 3 for Carthag` ; commencez par `shown` pour montrer vos cartes (sinon sans les montrer).
classic-command-offer-to = une faction
classic-command-offer-cards = vos cartes, `for`, ses cartes (virgules entre les cartes) ; `shown` d'abord pour montrer les vôtres
classic-command-accept = THE SPICE HARVEST, V.4 : acceptez l'échange qu'un joueur vous a proposé.
classic-command-accept-proposer = une faction
classic-command-decline = THE SPICE HARVEST, V.4 : refusez l'échange qu'un joueur vous a proposé.
classic-command-decline-proposer = une faction
classic-command-done-trading = THE SPICE HARVEST, V.4 : terminez vos échanges de cartes Accès (les propositions ouvertes deviennent caduques).
classic-command-commit-troops = THE SPICE HARVEST, V.6.a : engagez en secret des cartes troupe à côté de vos cartes forteresse, 20 troupes au plus : `commit_troops Arrakeen 5 3, Carthag 10`, ou `commit_troops nothing`.
classic-command-commit-troops-plan = chaque forteresse avec les nombres de ses cartes troupe, virgules entre les forteresses ; ou nothing
classic-sheet-offer-from = { $faction } vous propose { $offered } contre { $takes }
classic-sheet-offer-to = Vous proposez à { $faction } { $gives } contre { $takes }
classic-placement-status-trading = Avant le tour 1 : échanges de cartes Accès ({ $count } encore en cours).
classic-placement-status-committing = Avant le tour 1 : troupes engagées ({ $count } sur { $players }).
classic-placement-status-prediction = Avant le tour 1 : les positions de départ sont placées ; le Bene Gesserit fait sa prédiction.
