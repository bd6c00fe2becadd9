# Dune classique : les dix cartes de Trahison des extensions de 1984 jouées hors bataille
# (THE SPICE HARVEST VII, THE DUEL VIII) : la Moissonneuse, le Marteleur, le Cône de
# Silence et le Poison Résiduel (phases/cards_1984.py, phases/residual_poison.py).

classic-cards-main-game = Les cartes des extensions se jouent dans la partie principale, dès la Tempête du premier tour.

## Moissonneuse (THE SPICE HARVEST VII.3)
classic-cards-harvester-when = La Moissonneuse se joue juste après une explosion d'épice, tant que dure la phase d'explosion d'épice.
classic-cards-harvester-hint = Pour la jouer sur la prochaine explosion dès qu'elle tombe : `auto harvester` (ou `auto harvester 8`, sur une explosion d'au moins 8 épices).
classic-cards-harvester-not-blown = Aucune explosion de cette phase ne se trouve en { $territory }.
classic-cards-harvester-blows = Explosions à doubler : { $territories }.
classic-cards-harvester = { $faction } { $faction_gender ->
    [pl] doublent
   *[other] double
} l'explosion avec la Moissonneuse : { $count } épices de plus en { $territory } (secteur { $sector }).
classic-cards-order-harvester = { $least ->
    [0] Ordre permanent : vous jouez la Moissonneuse sur la prochaine explosion d'épice dès qu'elle tombe.
   *[other] Ordre permanent : vous jouez la Moissonneuse sur la prochaine explosion d'épice d'au moins { $least } épices.
}
classic-cards-order-harvester-off = Ordre permanent annulé : vous jouez la Moissonneuse vous-même.

## Marteleur (THE SPICE HARVEST VII.4)
classic-cards-thumper-first-turn = Aucun ver ne peut venir à l'explosion d'épice du premier tour : le Marteleur attend une explosion suivante.
classic-cards-thumper-waiting = Un Marteleur attend déjà la prochaine explosion d'épice.
classic-cards-thumper = { $faction } { $faction_gender ->
    [pl] plantent
   *[other] plante
} un Marteleur : au lieu de la prochaine carte d'épice, un ver vient.
classic-cards-thumper-worm = Le Marteleur appelle Shai-Hulud{ $pile } : aucune carte d'épice n'est retournée.

## Cône de Silence (THE DUEL VIII.3)
classic-cards-cone-whom = Nommez les adversaires sur qui tombe le Cône de Silence.
classic-cards-cone-usage = `cone <opponents>`, parmi : { $factions }.
classic-cards-cone-opponents = Le Cône de Silence ne tombe que sur des adversaires, pas sur { $faction }.
classic-cards-cone-high-bidder = { $faction } { $faction_gender ->
    [pl] ont
   *[other] a
} l'enchère la plus haute sur la carte mise aux enchères.
classic-cards-cone-after-sale = Jouez-le une fois la carte vendue.
classic-cards-cone = Cône de Silence : jusqu'à la fin du tour, { $targets } n'achètent aucune carte, ne menacent pas de Kanly et ne concluent aucune Alliance.
classic-cards-silenced-no-bid = Vous êtes sous un Cône de Silence : vous n'achetez aucune carte ce tour-ci.
classic-cards-silenced-passed = { $faction } { $faction_gender ->
    [pl] sont
   *[other] est
} sous un Cône de Silence : pas d'enchère.
classic-cards-silenced-no-alliance = { $faction } { $faction_gender ->
    [pl] sont
   *[other] est
} sous un Cône de Silence : aucune Alliance ce tour-ci.

## Poison Résiduel (THE DUEL VIII.4)
classic-cards-poison-not-yourself = Posez-la devant l'écran d'un autre joueur.
classic-cards-poison-already = Vous avez déjà une carte devant l'écran de { $target }.
classic-cards-poison-retract-first = Reprenez-la d'abord, pendant votre mouvement : `retract { $target }`.
classic-cards-poison-bribe = Le pot-de-vin est de 1 à 4 épices.
classic-cards-poison-cards = Cartes que vous pouvez poser : { $cards }.
classic-cards-poison-no-card = Vous n'avez ni le Poison Résiduel ni une carte sans valeur.
classic-cards-poison-not-held = Vous n'avez pas le Poison Résiduel : nommez la carte sans valeur avec laquelle vous bluffez.
classic-cards-poison-not-worthless = { $card } n'est ni le Poison Résiduel ni une carte sans valeur.
classic-cards-poison-leaders = Leaders de { $target } : { $leaders }.
classic-cards-poison-played = { $faction } { $faction_gender ->
    [pl] posent
   *[other] pose
} une carte face cachée devant l'écran de { $target } comme Poison Résiduel : un pot-de-vin de { $count } épices à chaque tour.
classic-cards-poison-played-card = Vous avez posé { $card } devant l'écran de { $target } ; refusé, il tuerait : { $victim }.
classic-cards-poison-strongest = leur Leader vivant le plus fort
classic-cards-poison-none-laid = Vous n'avez aucune carte devant l'écran d'un autre joueur.
classic-cards-poison-retract-when = Vous reprenez votre carte pendant votre propre mouvement (IX).
classic-cards-poison-not-before = Vous n'avez aucune carte devant l'écran de { $target }.
classic-cards-poison-before = Vos cartes sont devant : { $targets }.
classic-cards-poison-retracted = { $faction } { $faction_gender ->
    [pl] reprennent
   *[other] reprend
} la carte posée devant l'écran de { $target } : elle est défaussée sans être vue.
classic-cards-poison-none-before-you = Aucune carte n'est devant votre écran.
classic-cards-poison-not-from = { $faction } n'{ $faction_gender ->
    [pl] ont
   *[other] a
} posé aucune carte devant votre écran.
classic-cards-poison-will-pay = Le pot-de-vin de { $factions } est mis de côté : il sera payé à la fin du tour.
classic-cards-poison-will-refuse = À la fin du tour vous refusez le pot-de-vin de { $factions } : la carte sera montrée.
classic-cards-poison-paid = { $target } { $target_gender ->
    [pl] paient
   *[other] paie
} à { $faction } le pot-de-vin du Poison Résiduel : { $count } épices.
classic-cards-poison-refused = { $target } { $target_gender ->
    [pl] refusent
   *[other] refuse
} le pot-de-vin de { $faction } : la carte est montrée : { $card }.
classic-cards-poison-no-leader = { $target } : aucun Leader vivant que le poison puisse tuer.
classic-cards-poison-kills = Le Poison Résiduel tue { $leader } ({ $target }) ; { $faction } { $faction_gender ->
    [pl] reçoivent
   *[other] reçoit
} { $count } épices.
classic-cards-poison-bluff = Un bluff : { $faction } doit { $count } épice à { $target }, trois fois le pot-de-vin.
classic-cards-poison-debt-paid = { $faction } { $faction_gender ->
    [pl] paient
   *[other] paie
} à { $creditor } { $count } épices d'une dette{ $owed ->
    [0] : elle est réglée.
   *[other] ; il en reste { $owed }.
}

## Commandes
classic-command-harvester = Jouez la Moissonneuse juste après une explosion d'épice : autant d'épice encore là où elle est tombée (THE SPICE HARVEST VII.3). `auto harvester [N]` la joue sur la prochaine explosion d'au moins N épices.
classic-command-harvester-territory = l'explosion à doubler, s'il en est tombé deux (la dernière si rien n'est dit)
classic-command-thumper = Jouez le Marteleur avant une explosion d'épice : au lieu de la prochaine carte d'épice, un ver vient (THE SPICE HARVEST VII.4).
classic-command-cone = Jouez le Cône de Silence sur des adversaires : jusqu'à la fin du tour, ils n'achètent aucune carte, ne menacent pas de Kanly et ne concluent aucune Alliance (THE DUEL VIII.3).
classic-command-cone-factions = les adversaires, séparés par des virgules
classic-command-poison = Posez une carte face cachée devant l'écran d'un joueur comme Poison Résiduel, avec un pot-de-vin de 1 à 4 épices par tour : le Poison Résiduel, ou une carte sans valeur pour bluffer ; nommez le Leader qu'il tue (THE DUEL VIII.4).
classic-command-poison-target = une faction
classic-command-poison-bribe = le pot-de-vin, 1 à 4 épices par tour
classic-command-poison-card = la carte posée : le Poison Résiduel si rien n'est dit, ou une carte sans valeur
classic-command-poison-victim = le Leader qu'il tue si le pot-de-vin est refusé (le plus fort si rien n'est dit)
classic-command-retract = Reprenez, pendant votre mouvement, la carte posée devant l'écran d'un joueur : elle est défaussée sans être vue (THE DUEL VIII.4).
classic-command-retract-target = une faction
classic-command-poisoned = Votre réponse, secrète, au pot-de-vin de ce tour de la carte devant votre écran : `poisoned pay` le met de côté maintenant, payé à la fin du tour ; sans elle (ou avec `poisoned refuse`) la carte est montrée (THE DUEL VIII.4).
classic-command-poisoned-answer = pay ou refuse
classic-command-poisoned-by = le joueur qui l'a posée (chaque carte devant votre écran si rien n'est dit)

## La fiche (view/sheet.py)
classic-cards-sheet-poisons = Poison Résiduel
classic-cards-sheet-laid = Devant l'écran de { $target } vous avez posé { $card } ; refusé, il tue : { $victim }.
classic-cards-sheet-pay = Devant votre écran, de { $faction } : un pot-de-vin de { $count } épices, que vous payez si vous le pouvez.
classic-cards-sheet-refuse = Devant votre écran, de { $faction } : un pot-de-vin de { $count } épices, que vous refusez.
classic-cards-sheet-owe = Vous devez { $count } épices à { $creditor }.
classic-cards-sheet-owed = { $debtor } vous { $debtor_gender ->
    [pl] doivent
   *[other] doit
} { $count } épices.
classic-cards-poison-cannot-set-aside = Pour payer, vous mettez les pots-de-vin de côté maintenant : { $count } épice, plus que vous n'en avez.
