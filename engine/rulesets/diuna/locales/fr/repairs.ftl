# Les réparations de Diuna : ce que disent les commandes du modérateur (repairs.py).
diuna-repair-setup = Les cartes traître sont en cours de choix ({ $rule }) ; les réparations commencent à la première manche.
diuna-repair-setup-hint = `force` termine la mise en place.
diuna-repair-over = La partie est terminée.
diuna-repair-over-hint = `undo` annule d'abord la fin.
diuna-repair-not-playing = { $faction } ne sont pas dans cette partie.
diuna-repair-playing = En jeu : { $factions }.
diuna-repair-fighting = { $seat } livre en ce moment la bataille à { $territory }.
diuna-repair-after-battle = Réparez-le une fois la bataille résolue.
diuna-repair-name-sector = { $territory } s'étend sur les secteurs { $sectors } : nommez-en un.
diuna-repair-typed = `{ $command }`.
diuna-repair-tanks-via = Les troupes arrivent dans les cuves depuis la réserve.
diuna-repair-only-reserve = { $seat } n'a que { $count } troupes en réserve.
diuna-repair-most-tanks = Mettez-en { $most } au plus dans les cuves.
diuna-repair-territory-or-tanks = Un territoire, ou `tanks`.
diuna-repair-only-pool-reserve = { $seat } n'a que { $count } troupes dans la réserve.
diuna-repair-only-pool-tanks = { $seat } n'a que { $count } troupes dans les cuves.
diuna-repair-most-there = Mettez-en { $most } au plus à cet endroit, ou utilisez via={ $other }.
diuna-repair-held-by = { $seats } l'a en main.
diuna-repair-in-play = Elle est en jeu.
diuna-repair-not-in-battle-deck = Aucun { $card } dans la pioche de bataille ni dans sa défausse.
diuna-repair-not-in-market-deck = Aucun { $card } dans la pioche du bazar ni dans sa défausse.
diuna-repair-take-first = Retirez-la d'abord d'une main avec `take_card`.
diuna-repair-full-hand = { $seat } a { $count ->
    [one] { $count } carte du bazar
   *[other] { $count } cartes du bazar
}, une main pleine.
diuna-repair-take-one-first = Retirez-en d'abord une avec `take_card`.
diuna-repair-gives-battle = Le modérateur donne à { $seat } ({ $faction }) une carte de bataille.
diuna-repair-gives-market = Le modérateur donne à { $seat } ({ $faction }) une carte du bazar.
diuna-repair-gives-you = Le modérateur vous donne { $card }.
diuna-repair-received = { $seat } a reçu { $card }.
diuna-repair-no-cards = { $seat } n'a aucune carte.
diuna-repair-holds-no = { $seat } n'a pas de { $card }.
diuna-repair-view-hand = `/mod view` montre la main de la place.
diuna-repair-card-in-battle = { $seat } a joué { $card } dans la bataille en cours.
diuna-repair-card-after-battle = Retirez la carte après la bataille.
diuna-repair-discards = Le modérateur défausse { $card } de la main de { $seat }.
diuna-repair-every-in-play = Chaque carte { $card } est en jeu.
diuna-repair-stacks-spice = Le modérateur arrange la pioche d'épice.
diuna-repair-stacks-battle = Le modérateur arrange la pioche de bataille.
diuna-repair-stacks-market = Le modérateur arrange la pioche du bazar.
diuna-repair-stacks-traitors = Le modérateur arrange la pioche des traîtres.
diuna-repair-on-top-spice = { $card } est maintenant sur la pioche d'épice.
diuna-repair-on-top-battle = { $card } est maintenant sur la pioche de bataille.
diuna-repair-on-top-market = { $card } est maintenant sur la pioche du bazar.
diuna-repair-on-top-traitors = { $card } est maintenant sur la pioche des traîtres.
diuna-repair-in-tanks-already = { $leader } est déjà dans les cuves.
diuna-repair-restore-hint = `{ $command }` le ramène.
diuna-repair-leader-in-plan = { $leader } figure dans un plan de la bataille en cours.
diuna-repair-wait-battle = Attendez que la bataille soit résolue.
diuna-repair-kills = Le modérateur envoie { $leader } ({ $faction }) dans les cuves.
diuna-repair-not-in-tanks = { $leader } n'est pas dans les cuves.
diuna-repair-leaders-in-tanks = Leaders de { $seat } dans les cuves : { $leaders }.
diuna-repair-restores = Le modérateur ramène { $leader } ({ $faction }) des cuves.
diuna-repair-harkonnen-returning = { $seat } (Harkonnen) a pioché une carte traître et en remet une maintenant.
diuna-repair-wait-return = Attendez qu'il la remette.
diuna-repair-traitors-most = { $seat } peut avoir au plus { $most ->
    [one] { $most } carte traître
   *[other] { $most } cartes traître
}, chacune une fois ({ $rule }).
diuna-repair-traitor-held = La carte de { $leader } est dans la main de { $seat }.
diuna-repair-change-first = Changez d'abord les traîtres de { $seat }.
diuna-repair-no-blow = Aucune explosion d'épice à { $territory }.
diuna-repair-no-blow-hint = L'épice se trouve sur les territoires à explosion d'épice.
diuna-repair-first-when = Le marqueur de premier joueur se déplace pendant la phase de tempête ou d'explosion d'épice, avant les phases jouées à tour de rôle.
diuna-repair-first-when-hint = Placez-le à la phase de tempête de la manche suivante, ou revenez en arrière avec `undo`.
diuna-repair-first-already = { $seat } a déjà le marqueur de premier joueur.
diuna-repair-first = Le modérateur donne le marqueur de premier joueur à { $seat } ; ordre du tour : { $order }.
diuna-repair-blocked-two = Une forteresse n'est couverte que dans une partie à 2 ({ $rule }).
diuna-repair-blocked-forces = Des troupes sont à { $territory } : une forteresse couverte n'en abrite aucune.
diuna-repair-blocked-forces-hint = Faites-les d'abord sortir avec `set_tokens`.
