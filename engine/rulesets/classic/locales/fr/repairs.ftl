# Dune classique : les corrections du modérateur et les réparations d'une position
# (moderator.py, repairs.py).

## Corrections du modérateur (moderator.py)
classic-mod-not-in-game = { $faction } { $faction_gender ->
    [pl] ne jouent pas
   *[other] ne joue pas
} dans cette partie.
classic-mod-playing = En jeu : { $factions }.
classic-mod-top-bid-needs = L'enchère la plus haute de { $faction } sur la carte mise aux enchères exige { $count } d'épice à elle.
classic-mod-set-at-least = Fixez au moins { $count }, ou attendez que la carte soit vendue.
classic-mod-sets-spice = Le modérateur fait passer l'épice de { $faction } de { $before } à { $after }.
classic-mod-corrects-spice = Le modérateur corrige l'épice de { $faction }.
classic-mod-the-reserves = la réserve
classic-mod-the-tanks = les cuves
classic-mod-only-tokens-in = { $faction } { $faction_gender ->
    [pl] n'ont que
   *[other] n'a que
} { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
} dans { $via }.
classic-mod-set-at-most = Fixez au plus { $count } ici, ou utilisez via=tanks/reserves.
classic-mod-sets-tokens = Le modérateur fixe les jetons de { $faction } à { $territory } (secteur { $sector }) à { $count }, via { $via }.
classic-mod-treachery-piles = la pioche des cartes Trahison ou la défausse
classic-mod-spice-piles = la pioche d'épice ou sa défausse
classic-mod-take-from-hand-first = Retirez-la d'abord d'une main avec `take_card`.
classic-mod-gives-card = Le modérateur donne une carte Trahison à { $faction }.
classic-mod-gives-you = Le modérateur vous donne { $card }.
classic-mod-received = { $faction } { $faction_gender ->
    [pl] ont reçu
   *[other] a reçu
} { $card }.
classic-mod-up-for-bid = { $card } est mise aux enchères dans cette phase d'enchères, elle n'est pas dans { $piles }.
classic-mod-wait-until-sold = Attendez qu'elle soit vendue (puis retirez-la à l'acheteur avec `take_card`) ou que la phase se termine (les cartes invendues retournent dans la pioche).
classic-mod-not-in-piles = { $card } n'est pas dans { $piles }.
classic-mod-not-in-piles-held = { $card } n'est pas dans { $piles }. En main : { $holders }.
classic-mod-holds-no-cards = { $faction } { $faction_gender ->
    [pl] n'ont aucune
   *[other] n'a aucune
} carte.
classic-mod-card-in-battle = { $faction } { $faction_gender ->
    [pl] ont joué
   *[other] a joué
} { $card } dans la bataille en cours ; retirez la carte après la bataille.
classic-mod-discards-card = Le modérateur défausse { $card } de la main de { $faction }.
classic-mod-puts-storm = Le modérateur place la tempête dans le secteur { $sector }.
classic-mod-stacks-spice = Le modérateur arrange la pioche d'épice.
classic-mod-stacks-treachery = Le modérateur arrange la pioche des cartes Trahison.
classic-mod-on-top-spice = { $card } est maintenant sur le dessus de la pioche d'épice.
classic-mod-on-top-treachery = { $card } est maintenant sur le dessus de la pioche des cartes Trahison.

## Réparations (repairs.py)
classic-repair-none = aucun
classic-repair-wait-battle = Attendez que la bataille soit résolue.
classic-repair-wait-sold = Attendez qu'elle soit vendue.
classic-repair-already-in-tanks = { $leader } est déjà dans les cuves.
classic-repair-restore-brings-back = `restore_leader { $name }` ramène ce leader.
classic-repair-leader-in-plan = { $leader } figure dans un plan de la bataille en cours.
classic-repair-sends-leader = Le modérateur envoie { $leader } ({ $faction }) aux cuves.
classic-repair-not-in-tanks = { $leader } n'est pas dans les cuves.
classic-repair-leaders-in-tanks = Leaders de { $faction } dans les cuves : { $leaders }.
classic-repair-brings-leader = Le modérateur ramène { $leader } ({ $faction }) des cuves.
classic-repair-turn-not-now-setup = Le tour ne peut pas être fixé pendant la mise en place.
classic-repair-turn-not-now-ended = Le tour ne peut pas être fixé une fois la partie terminée.
classic-repair-set-turn-when = Fixez-le quand la partie est en cours et pas terminée.
classic-repair-game-lasts = Cette partie dure { $count } tours.
classic-repair-set-turn-from = Fixez un tour de 1 à { $last }.
classic-repair-choose-turn-from = Choisissez un tour de 1 à { $last }.
classic-repair-sets-turn = Le modérateur fait passer le tour de { $before } à { $after }.
classic-repair-two-factions = Nommez deux factions différentes.
classic-repair-already-allies = { $first } et { $second } sont déjà alliés.
classic-repair-two-alliances = { $first } et { $second } sont dans deux alliances.
classic-repair-break-one-first = Rompez-en d'abord une : `break_alliance { $command }`.
classic-repair-fighting-each-other = { $first } et { $second } se battent en ce moment et deviendraient alliés ; des alliés ne se battent jamais (XII.E.5).
classic-repair-forms-alliance = Le modérateur forme une alliance : { $factions }.
classic-repair-in-no-alliance = { $faction } { $faction_gender ->
    [pl] ne sont dans
   *[other] n'est dans
} aucune alliance.
classic-repair-bid-backed = L'enchère la plus haute de { $faction } sur la carte mise aux enchères est payée avec le soutien de ses alliés (XII.E.3).
classic-repair-breaks-alliance = Le modérateur fait sortir { $faction } { $faction_gender ->
    [pl] de leur alliance
   *[other] de son alliance
}.
classic-repair-name-traitors = Nommez les traîtres, séparés par des virgules, ou `none`.
classic-repair-traitors-at-most = { $faction } { $faction_gender ->
    [pl] peuvent avoir
   *[other] peut avoir
} au plus { $count ->
    [one] { $count } traître
   *[other] { $count } traîtres
}, chacun une seule fois.
classic-repair-own-leader = { $leader } est un leader de { $faction }.
classic-repair-already-in-pay = { $leader } est déjà à la solde de { $faction }.
classic-repair-change-traitors-first = Changez d'abord les traîtres de { $faction }.
classic-repair-changes-traitors = Le modérateur change les traîtres de { $faction }.
classic-repair-sets-your-traitors = Le modérateur fixe vos traîtres : { $leaders }.
classic-repair-traitors-are = Traîtres de { $faction } : { $leaders }.
classic-repair-no-bene-gesserit = Le Bene Gesserit ne joue pas dans cette partie.
classic-repair-predict-another = Le Bene Gesserit prédit la victoire d'une autre faction.
classic-repair-changes-prediction = Le modérateur change la prédiction du Bene Gesserit.
classic-repair-sets-your-prediction = Le modérateur fixe votre prédiction : victoire de { $faction } au tour { $turn }.
classic-repair-prediction-is = Prédiction du Bene Gesserit : victoire de { $faction } au tour { $turn }.
classic-repair-bank-holds-only = La banque n'a que { $count } d'épice.
classic-repair-sets-board-spice = Le modérateur fait passer l'épice à { $territory } (secteur { $sector }) de { $before } à { $after }.
classic-repair-shield-wall-stands = Le Mur-Bouclier est déjà debout.
classic-repair-shield-wall-destroyed = Le Mur-Bouclier est déjà détruit.
classic-repair-raises-shield-wall = Le modérateur relève le Mur-Bouclier.
classic-repair-destroys-shield-wall = Le modérateur détruit le Mur-Bouclier.
classic-repair-kwisatz-needs-advantages = Le Kwisatz Haderach n'existe qu'avec les avantages des Atréides.
classic-repair-kwisatz-option = L'option de partie `advantages` et les Atréides en jeu.
classic-repair-kwisatz-dies-awake = Le Kwisatz Haderach ne meurt qu'une fois éveillé, après { $count } pertes.
classic-repair-kwisatz-set-losses = Fixez au moins { $count } pertes, ou `dead=no`.
classic-repair-atreides-fighting = Les Atréides livrent la bataille en cours de résolution.
classic-repair-kwisatz-already = Le Kwisatz Haderach est déjà dans cet état.
classic-repair-sets-kwisatz-dead = Le modérateur fixe les pertes en bataille des Atréides à { $count } ; le Kwisatz Haderach est dans les cuves.
classic-repair-sets-kwisatz-alive = Le modérateur fixe les pertes en bataille des Atréides à { $count } ; le Kwisatz Haderach n'est pas dans les cuves.
classic-repair-no-storm-marker = Les Fremen n'ont pas de marqueur de tempête en ce moment (XVI.B).
classic-repair-storm-marker-drawn = Ils en piochent un après chaque déplacement de la tempête dans une partie avec météo.
classic-repair-storm-marker-already = Le marqueur de tempête des Fremen est déjà { $count }.
classic-repair-changes-storm-marker = Le modérateur change le marqueur de tempête des Fremen.
classic-repair-sets-your-storm-marker = Le modérateur fixe votre marqueur de tempête : { $count ->
    [one] { $count } secteur
   *[other] { $count } secteurs
}.
classic-repair-storm-marker-is = marqueur de tempête des Fremen : { $count ->
    [one] { $count } secteur
   *[other] { $count } secteurs
}.
classic-repair-advisors-need-option = Les conseillers n'existent qu'avec le Bene Gesserit et l'option de partie `advantages` (XV.B).
classic-repair-no-bg-tokens-in = Aucun jeton du Bene Gesserit n'est à { $territory }.
classic-repair-advisors-are = Conseillers : { $territories }.
classic-repair-already-advisors = Les jetons du Bene Gesserit à { $territory } sont déjà des conseillers.
classic-repair-already-fighters = Les jetons du Bene Gesserit à { $territory } sont déjà des combattants.
classic-repair-battle-in = Une bataille se livre à { $territory }.
classic-repair-makes-advisors = Le modérateur fait des jetons du Bene Gesserit à { $territory } des conseillers.
classic-repair-makes-fighters = Le modérateur fait des jetons du Bene Gesserit à { $territory } des combattants.
classic-repair-capture-needs-advantages = Les leaders ne sont capturés qu'avec les avantages des Harkonnen (XV).
classic-repair-already-held = { $leader } est déjà { $leader_gender ->
    [f] prisonnière
   *[other] prisonnier
} des Harkonnen.
classic-repair-already-not-held = { $leader } n'est déjà pas { $leader_gender ->
    [f] prisonnière
   *[other] prisonnier
} des Harkonnen.
classic-repair-captured-are = Prisonniers : { $leaders }.
classic-repair-harkonnen-own = { $leader } est un leader des Harkonnen.
classic-repair-in-tanks = { $leader } est dans les cuves.
classic-repair-restore-first = D'abord `restore_leader { $name }`.
classic-repair-gives-captured = Le modérateur remet { $leader } ({ $faction }) aux Harkonnen comme leader capturé.
classic-repair-takes-captured = Le modérateur reprend { $leader } ({ $faction }) aux Harkonnen comme leader capturé.
