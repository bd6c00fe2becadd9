# DUNE de Santini : batailles (Attività), cartes de bataille, missions des espions.

## Commandes
santini-command-attack = Attaquer un hexagone voisin de vos unités (Attività) : les unités de combat qui attaquent, le commandement et le chef commandant que vous employez, vos cartes de bataille.
santini-command-attack-hex = un hexagone de la carte, comme `0512`
santini-command-attack-by = `with`, qui ne sert qu'à bien lire
santini-command-attack-units = les identifiants des pions séparés par des virgules, comme `H3,H4`
santini-command-attack-command = l'identifiant d'un pion, comme `H12`
santini-command-attack-leader = l'identifiant d'un pion, comme `H12`
santini-command-attack-cards = cartes de bataille séparées par des virgules
santini-command-attack-advance = si vos survivants avancent dans l'hexagone libéré (oui, sauf si vous dites non)
santini-command-defend = Votre réponse scellée à une attaque : le commandement et le chef commandant que vous employez, vos cartes de bataille.
santini-command-defend-command = l'identifiant d'un pion, comme `H12`
santini-command-defend-leader = l'identifiant d'un pion, comme `H12`
santini-command-defend-cards = cartes de bataille séparées par des virgules
santini-command-retreat = Faire retraiter vos unités battues avec un r vers un hexagone voisin du leur.
santini-command-retreat-hex = un hexagone de la carte, comme `0512`
santini-command-reroll = Préparer Esito Incerto : quand le résultat d'une bataille éliminerait votre camp (eliminated), ou aussi le battrait (beaten), ou jamais (off).
santini-command-reroll-when = off, eliminated ou beaten

## Prompts
santini-prompt-defend = Vos unités sont attaquées : répondez en secret avec `defend`, en ajoutant `command=`, `leader=` et `cards=` pour ceux que vous employez.
santini-prompt-retreat = Vos unités battues avec un r doivent retraiter : `retreat <hexagone>`, un hexagone voisin du leur.

## Déclaration
santini-battle-declared = { $seat } attaque { $hex } avec { $units } (force { $attack } hors cartes) ; { $defender } défend.
santini-battle-plan-sealed = Votre plan est scellé : commandement { $command }, chef { $leader }, cartes { $cards }.
santini-battle-open = La bataille en { $hex } n'est pas encore finie.
santini-battle-wait-defender = Attendez la réponse du défenseur, puis déclarez votre attaque suivante.
santini-battle-no-hex = { $hex } n'est pas un hexagone de la carte.
santini-battle-hex-attacked = Vous avez déjà attaqué { $hex } ce tour-ci : chaque hexagone une seule fois.
santini-battle-target-storm = { $hex } est sous une tempête : personne n'y combat.
santini-battle-no-enemy = Aucun pion ennemi à attaquer en { $hex } (les espions et les éclaireurs ne comptent pas).
santini-battle-units-list = Nommez chaque unité qui attaque une seule fois, séparées par des virgules : `attack 0614 with H3,H4`.
santini-battle-not-yours = { $unit } n'est pas l'un de vos pions sur la carte.
santini-battle-not-combat = { $unit } n'est ni une unité de combat ni un ver : il ne peut pas attaquer.
santini-battle-support-hint = Un commandement ou un chef aide avec `command=` ou `leader=`.
santini-battle-not-adjacent = { $unit } n'est pas voisin de { $hex }.
santini-battle-unit-attacked = { $unit } a déjà pris part à une attaque ce tour-ci.
santini-battle-in-storm = { $unit } est sous une tempête : il ne peut pas combattre.
santini-battle-cannot-enter = { $unit } ne pourrait pas entrer en { $hex }, il ne peut donc pas l'attaquer.
santini-battle-needs-combat = Seules les unités de combat engagent une attaque : nommez-en au moins une.
santini-battle-not-your-command = { $unit } n'est pas l'un de vos commandements.
santini-battle-not-your-leader = { $unit } n'est pas l'un de vos chefs.
santini-battle-not-commander = { $unit } n'est pas un commandant : seul le modificateur d'un commandant aide en bataille.
santini-battle-support-not-there = { $unit } n'est pas là où il pourrait prendre part (voisin de l'hexagone pour l'attaquant, dedans pour le défenseur, hors des tempêtes).
santini-battle-plotted = Un Complotto retient vos commandements ce tour-ci : { $unit } ne peut pas attaquer.
santini-battle-odds-low = Une force de { $attack } contre { $defence } est sous le rapport 1:3.
santini-battle-odds-hint = Il vous faut au moins une force de { $needed } contre cet hexagone.
santini-battle-may-attack = Vous pouvez encore attaquer { $hexes }.
santini-battle-nothing-to-attack = Aucun hexagone n'est attaquable maintenant : dites `done` quand votre activité est finie.
santini-battle-may-attack-with = { $units } peuvent attaquer { $hex }.
santini-battle-undefended = { $hex } n'avait aucune unité de combat : { $units } détruits.
santini-battle-no-defence-due = Aucune attaque n'attend votre réponse.

## Cartes
santini-battle-card-unknown = { $card } n'est pas une carte de bataille.
santini-battle-cards-are = Cartes de bataille : { $cards }.
santini-battle-card-twice = Des cartes identiques ne se cumulent pas : { $card } une seule fois.
santini-battle-card-not-held = Vous n'avez pas { $card }.
santini-battle-card-not-attack = { $card } se joue en défense, pas en attaque.
santini-battle-card-not-defence = { $card } se joue en attaque, pas en défense.
santini-battle-card-needs-command = { $card } demande un commandement dans la bataille (`command=`).
santini-battle-card-needs-city = { $card } n'agit que dans une bataille pour une ville.
santini-battle-card-needs-spy-attack = { $card } demande l'un de vos espions dans l'hexagone attaqué.
santini-battle-card-needs-spy-defence = { $card } demande l'un de vos espions dans un hexagone d'où vient l'attaque.
santini-battle-card-not-as = { $card } ne peut pas être jouée comme { $acts } : Mentat Computers Umani comme toute carte de bataille, Spia Commando et Spia Agente Speciale comme une carte d'espion.
santini-battle-card-needs-veteran = { $card } se joue sur un espion vétéran.
santini-battle-card-as = { $card } (comme { $acts })
santini-battle-one-spy-card = Une seule carte d'espion par bataille : votre espion en joue une.
santini-reroll-off = Esito Incerto : vous ne la jouerez pas de vous-même.
santini-reroll-eliminated = Esito Incerto : vous la jouerez quand le résultat d'une bataille éliminerait votre camp.
santini-reroll-beaten = Esito Incerto : vous la jouerez quand le résultat d'une bataille éliminerait votre camp, lui coûterait trois quarts ou le ferait retraiter.

## La bataille
santini-battle-plan = { $seat } emploie le commandement { $command }, le chef { $leader }, les cartes { $cards }.
santini-battle-overwhelmed = 5:1 en { $hex } : { $units } détruits d'office, sans bataille.
santini-battle-result = Bataille en { $hex } : { $attack } contre { $defence } ({ $odds }), dé { $roll } modifié de { $modifier } : { $result }.
santini-battle-uncertain = { $seat } joue Esito Incerto contre { $result } : le dé est relancé.
santini-battle-step-lost = { $unit } perd un pas.
santini-battle-unit-lost = { $unit } est éliminé.
santini-battle-worm-absorbs = Le ver { $unit } meurt à la place de ceux qu'il porte.
santini-battle-leader-dies = Le chef { $unit } tombe dans la défaite (d8 : { $roll }).
santini-battle-leader-lives = Le chef { $unit } survit à la défaite (d8 : { $roll }).
santini-battle-retreats = { $units } retraitent en { $hex }.
santini-battle-no-retreat = { $units } n'ont nulle part où retraiter : éliminés.
santini-battle-no-retreat-due = Vous ne devez aucune retraite maintenant.
santini-battle-retreat-not-there = { $hex } n'est pas un hexagone où vos unités peuvent retraiter.
santini-battle-retreat-to = Elles peuvent retraiter en { $hexes }.
santini-battle-advances = { $units } avancent en { $hex }.
santini-battle-veterans = { $units } deviennent vétérans.

## Espions
santini-spy-mission-full = L'espion { $spy } de { $seat } joue { $card } (d6 { $roll }, { $total }) : plein succès.
santini-spy-mission-partial = L'espion { $spy } de { $seat } joue { $card } (d6 { $roll }, { $total }) : succès partiel ; l'espion est découvert et éliminé.
santini-spy-mission-failure = L'espion { $spy } de { $seat } joue { $card } (d6 { $roll }, { $total }) : échec complet ; l'espion est éliminé et la carte annulée.
