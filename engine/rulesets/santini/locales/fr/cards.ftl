# DUNE de Santini : les cartes, les espions, les leaders et les échanges (Carte, Nota sulle Spie, Nota sui Leaders).

## Titres du livret cités (en italien, le seul livret)
santini-rule-carte = Carte
santini-rule-nota-sulle-spie = Nota sulle Spie
santini-rule-nota-sui-leaders = Nota sui Leaders

## Commandes
santini-command-play = Jouer une carte de votre main pendant votre activité (Carte), avec ce sur quoi elle agit.
santini-command-play-card = le nom d'une carte
santini-command-play-unit = l'identifiant d'un pion, comme `H12`
santini-command-play-target = l'identifiant d'un pion, comme `H12`
santini-command-play-second = l'identifiant d'un pion, comme `H12`
santini-command-play-hex = un hexagone de la carte, comme `0512`
santini-command-play-seat = la place d'un joueur
santini-command-play-other = le nom d'une carte
santini-command-play-work = fortification ou platform (plateforme)
santini-command-play-by = l'identifiant d'un pion, comme `H12`
santini-command-auto = Fixer en secret une réaction permanente : `karama <carte>|any|off`, `cancel-spy <carte>|any|off`, `cover on|off`.
santini-command-auto-reaction = karama, cancel-spy ou cover
santini-command-auto-answer = le nom d'une carte, any, on ou off
santini-command-keep = Garder une des cartes piochées par Bene Gesserit (les autres sont défaussées).
santini-command-keep-card = le nom d'une carte
santini-command-give = Donner une carte de votre main à un autre joueur (Carte), à tout moment.
santini-command-give-gift = le nom d'une carte
santini-command-give-seat = la place d'un joueur
santini-command-send = Verser de l'épice de votre planète d'origine à un autre joueur, à tout moment.
santini-command-send-amount = épice
santini-command-send-seat = la place d'un joueur

## Jouer une carte
santini-card-played = { $seat } joue { $card }.
santini-card-as = Elle est jouée comme { $card }.
santini-card-not-held = Vous n'avez pas { $card } en main.
santini-hand-is = Vous avez { $count ->
    [one] une carte
   *[other] { $count } cartes
} en main : voyez votre main.
santini-card-other-faction = { $card } est la carte d'une autre faction : seule cette faction la joue.
santini-mentat-needs-card = Mentat se joue comme une autre carte : nommez-la avec `other=` (ni un événement, ni Mentat).
santini-card-not-by-play = { $card } ne se joue pas avec `play`.
santini-card-standing = Elle répond à d'autres cartes : fixez-la à l'avance avec `auto` (karama, cancel-spy, cover).
santini-card-at-hand-check = Elle se joue au contrôle des cartes (Controllo Carte).
santini-card-at-initiative = Elle se joue avec le versement secret de l'initiative.
santini-card-in-battle = Elle se joue dans une bataille.
santini-card-needs-own = { $card } demande un de vos pions ({ $kinds }) comme `unit=`, pas { $unit }.
santini-card-needs-enemy = { $card } demande un pion ennemi ({ $kinds }) comme `target=`, pas { $unit }.
santini-card-needs-hex = { $card } demande un hexagone de la carte, comme `hex=0512`.
santini-card-needs-seat = { $card } demande un autre joueur comme `seat=` : { $seats }.
santini-card-needs-city = { $card } n'agit que dans une ville.
santini-card-not-in-hex = { $card } : { $unit } n'est pas en { $hex }.
santini-no-stacking = { $card } y est déjà jouée : des cartes égales ne se cumulent pas.

## Réactions permanentes
santini-auto-on-off = Répondez `on` ou `off`.
santini-auto-set = Votre réaction permanente : `auto { $reaction } { $answer }`.
santini-karama = { $seat } répond par Karama : la carte est annulée.
santini-spy-cancelled = { $seat } joue Annulla Azione Spia : { $card } est annulée.
santini-spy-cancelled-removed = { $seat } joue Eliminazione Spie Nemiche : { $card } est annulée et l'espion retiré.
santini-cover = { $seat } joue Copertura : le contre-espionnage est annulé.

## Espions
santini-spy-used = { $spy } a déjà reçu une carte d'espion ce tour.
santini-agent-veteran = Spia Agente Speciale se joue sur un espion vétéran : { $spy } ne l'est pas.
santini-spy-stands-for = { $card } vaut une autre carte d'espion : nommez-la avec `other=` ({ $cards }).
santini-spy-caught = Contre-espionnage : { $spy } est éliminé.
santini-spy-escapes = Contre-espionnage : le vétéran { $spy } s'échappe (dé { $roll }).
santini-counter-spy-where = Contro Spionaggio demande vos unités de combat dans l'hexagone de { $spy }.
santini-needs-regular = { $unit } doit être un pion régulier (non vétéran).
santini-spy-turned = { $spy } espionne désormais pour { $seat }.
santini-two-spies = Nommez deux espions ennemis différents : `target=` et `second=`.
santini-spy-not-in-storm = Aucun espion ne peut être placé sous une tempête ({ $hex }).
santini-spy-placed = L'espion { $spy } est placé en { $hex }.
santini-spy-aided = Une carte aide la prochaine mission de { $spy }.
santini-decoded = { $seat } décode les codes de { $other } : ce tour, les tests de ses espions contre lui sont plus faciles.
santini-poison-step = Poison : { $unit } perd un pas (dé { $roll }).
santini-poison-dead = Poison : { $unit } est éliminé (dé { $roll }).
santini-no-module-here = Aucun module étrange au sol en { $hex } : nommez le pion ennemi avec `target=`.
santini-damage-what = Nommez des moissonneuses ou ailes de transport ennemies (`target=`, `second=`), ou un pion ennemi portant un module étrange.
santini-unit-destroyed = { $unit } est détruit.
santini-module-destroyed = Le module étrange de { $unit } est détruit.
santini-ground-module-destroyed = Un module étrange en { $hex } est détruit.
santini-zoc-cancelled = La zone de contrôle de { $hex } est annulée ce tour.
santini-module-stolen = { $seat } vole le module étrange de { $unit } et l'emporte sur sa planète.
santini-thief-names-card = Nommez la carte à voler avec `other=` et le joueur avec `seat=`.
santini-theft = { $seat } vole une carte à { $victim }.
santini-theft-tried = { $seat } tente de voler une carte à { $victim } : elle n'était pas en main.
santini-theft-card = La carte volée : { $card }.
santini-theft-missed = La carte demandée n'était pas en main : { $card }.
santini-sabotage-what = Nommez `work=fortification` ou `work=platform` : une ennemie en { $hex }.
santini-fortification-destroyed = La fortification en { $hex } est détruite.
santini-platform-destroyed = La plateforme en { $hex } est détruite.

## Cartes communes et de faction
santini-made-veteran = { $unit } devient vétéran.
santini-units-home = Nouvelles unités sur la planète d'origine : { $units }.
santini-subsidy = { $seat } encaisse 5 épices.
santini-atomics-where = Cariche Atomiche demande un hexagone de ville pas encore frappé.
santini-atomics = Charges atomiques en { $hex } : la ville ne protège plus des vers et des tempêtes.
santini-barriers-where = Ricostruzione Barriere Naturali demande une ville frappée : { $hexes }.
santini-barriers = Les barrières naturelles de { $hex } sont reconstruites.
santini-plot = Complot : les commandements de { $seat } ne peuvent ni bouger ni attaquer ce tour.
santini-guild-rebate = Ce tour, les transferts de la Guilde de { $seat } coûtent moins.
santini-module-home = { $seat } place un module étrange sur sa planète.
santini-needs-own-stack = Nommez un hexagone avec vos pions : { $hex } n'en a aucun.
santini-boosted = La pile en { $hex } a 2 points de mouvement de plus ce tour.
santini-needs-reduced-in-city = { $unit } doit avoir perdu un pas et se trouver dans une ville.
santini-rebuilt = { $unit } est reconstitué à pleine force.
santini-scout-where = Un éclaireur rejoint une de vos piles libre de zones de contrôle ennemies : pas { $hex }.
santini-scout-placed = L'éclaireur { $unit } rejoint la pile en { $hex }.
santini-visions = { $seat } voit la main de { $other }.
santini-visions-hand = La main de { $other } : { $cards }.
santini-voice = { $seat } prend une carte à { $other }.
santini-voice-empty = { $other } n'a aucune carte.
santini-voice-card = La carte prise : { $cards }.
santini-bribe-costs = Corruzione coûte 2 épices : vous en avez { $spice }.
santini-bribed = { $unit } est soudoyé et quitte la carte.
santini-keep-one = Bene Gesserit : gardez une carte parmi { $cards } avec `keep <carte>`.
santini-keep-which = Gardez une carte parmi { $cards }.
santini-kept = { $seat } garde une carte et en défausse { $count }.
santini-kept-card = Vous gardez { $card }.

## Événements
santini-fremen-activity = { $count ->
    [0] Aucune infanterie Fremen n'arrive sur Arrakis : tous les pions d'infanterie de leur planche sont en jeu.
   *[other] { $count } infanteries Fremen régulières arrivent sur Arrakis : { $units }.
}
santini-security = { $seat } élimine l'espion ennemi { $spy }.
santini-initiative-card = Initiative : { $faction } ; vétérans { $units }, un nouvel espion { $spy }, deux cartes.
santini-no-worm = Aucune pile Fremen en désert clair ne peut accueillir un ver : aucun n'apparaît.
santini-worm-called = Un ver ({ $unit }) surgit en { $hex } pour { $turns ->
    [one] un tour
   *[other] { $turns } tours
}.
santini-worm-where = Le ver s'appelle sur une pile Fremen avec des unités de combat en désert clair, sans ver, moins de 3 vers sur la carte : { $hexes }.

## Leaders
santini-leader-enters = { $leader } ({ $unit }) entre sur la planète d'origine : { $faction }.
santini-muaddib-already = Paul Muad'Dib et Alia sont déjà en jeu : ignorée.
santini-leader-dead = Le leader { $unit } est éliminé.
santini-ghola-needs-dead = { $unit } n'est pas mort : Gholas ramène un leader éliminé.
santini-ghola = Gholas : { $unit } revient sur la planète d'origine.
santini-not-famous-leader = { $unit } n'est pas un de vos personnages célèbres sur la carte.
santini-leader-action-is = L'action de { $leader } est { $card }.
santini-leader-acted = { $leader } a déjà agi ce tour.
santini-leader-acts = { $leader } ({ $seat }) agit comme { $card }.

## Échanges
santini-trade-to-whom = À quel joueur ? { $seats }
santini-card-given = { $seat } donne une carte à { $other }.
santini-card-given-was = La carte donnée : { $card }.
santini-pay-how-much = Versez de 1 à { $spice } d'épice.
santini-spice-paid = { $seat } verse { $amount ->
    [one] une épice
   *[other] { $amount } épices
} à { $other }.

## Le ver de Paul Muad'Dib
santini-command-summon = Paul Muad'Dib tente d'appeler un ver dans son hexagone de plein désert (Attività).
santini-command-summon-leader = l'identifiant d'un pion, comme `H12`
santini-summon-who = Seul Paul Muad'Dib, sur la carte, appelle ainsi un ver.
santini-summon-where = Muad'Dib appelle un ver depuis le plein désert (clair, six hexagones clairs autour) libre de toute zone de contrôle ennemie, sans ver, moins de 3 vers sur la carte : pas { $hex }.
santini-summon-failed = Muad'Dib appelle, aucun ver ne vient (dé { $roll }).
santini-leader-hex-only = Un personnage célèbre agit dans son hexagone : { $hex }.
santini-no-counter-left = Il ne reste aucun pion { $kind } sur la planche de la faction { $faction } : tous sont en jeu.
