# LE DUEL (1984) : l'Arène de Duel, ses cartes et un combat du début à la fin
# (phases/arena*.py, play/table_arena.py, protocol/arena_commands.py).

## Les cartes Duel (III.3)
classic-arena-card-attack-in = Attaque vers l'Intérieur
classic-arena-card-attack-out = Attaque vers l'Extérieur
classic-arena-card-attack-right = Attaque à Droite
classic-arena-card-attack-left = Attaque à Gauche
classic-arena-card-throwing-knife = Couteau de Lancer
classic-arena-card-poison-attacker-from-out = Empoisonner l'Attaquant de l'Extérieur
classic-arena-card-poison-attacker-from-in = Empoisonner l'Attaquant de l'Intérieur
classic-arena-card-poison-attacker-from-right = Empoisonner l'Attaquant de Droite
classic-arena-card-poison-attacker-from-left = Empoisonner l'Attaquant de Gauche
classic-arena-card-place-block = Poser un Blocage
classic-arena-card-jump-block = Sauter un Blocage
classic-arena-card-pick-up-block = Retirer un Blocage
classic-arena-card-move-or-attack-three = Trois Mouvements ou Attaques
classic-arena-card-flee-arena-with-honor = Fuir l'Arène avec Honneur
classic-arena-a-card = carte Duel
classic-arena-none = aucun

## Côtés d'un secteur et étapes du combat
classic-arena-side-in = Intérieur
classic-arena-side-out = Extérieur
classic-arena-side-left = Gauche
classic-arena-side-right = Droit
classic-arena-step-leaders = les combattants choisissent leurs chefs
classic-arena-step-place = les chefs sont placés
classic-arena-step-backing = les combattants choisissent leur soutien en épice
classic-arena-step-seconds = les autres joueurs choisissent leur camp
classic-arena-step-duel = le duel se déroule
classic-arena-hint-leaders = Un combattant envoie `duel_leader <chef>`.
classic-arena-hint-place = Le combattant dont c'est le tour envoie `duel_place <secteur>`.
classic-arena-hint-backing = Un combattant du Kanly envoie `duel_back <épice>` (0 pour aucune).
classic-arena-hint-seconds = Chaque autre joueur envoie `second <camp> <chef>` (ou `second none` s'il ne lui reste que son personnage principal).
classic-arena-hint-duel = À votre tour : `duel_move <secteur>`, `duel_card <carte> [secteur] [secteur]` ou `duel_done`.

## Le combat s'ouvre (V.1-2, VI)
classic-arena-kanly = Kanly ! { $faction } et { $target } s'affrontent en duel dans l'arène ; la partie est suspendue.
classic-arena-no-leader = Le Kanly n'a pas lieu : un joueur n'a aucun chef à envoyer dans l'arène.
classic-arena-war = Guerre des Assassins ! { $factions } envoient leurs chefs dans l'arène.
classic-arena-no-war = Pas de Guerre des Assassins : moins de deux joueurs ont un chef à envoyer.
classic-arena-no-fight = Aucun combat n'a lieu dans l'arène.
classic-arena-not-now = Pas maintenant : { $step }.
classic-arena-not-fighter = Seuls les combattants envoient un chef dans l'arène.
classic-arena-you-choose = Vous envoyez { $leader } dans l'arène, face cachée.
classic-arena-chose = { $faction } { $faction_gender ->
    [pl] ont
   *[other] a
} choisi un chef.
classic-arena-leaders-free = Chefs que vous pouvez envoyer : { $leaders }.
classic-arena-to-place = Les chefs sont placés face cachée dans les secteurs extérieurs, dans l'ordre.
classic-arena-places-now = C'est à { $faction } de placer un chef.
classic-arena-not-entry = { $sector } n'est pas un secteur libre où entrer.
classic-arena-sectors-free = Secteurs libres : { $sectors }.
classic-arena-enters = { $faction } { $faction_gender ->
    [pl] placent
   *[other] place
} un chef face cachée en { $sector }.
classic-arena-to-back = Les combattants misent en secret de l'épice pour soutenir leurs chefs, de 0 à { $most }.
classic-arena-backing-range = Vous pouvez soutenir votre chef avec 0 à { $most } épice.
classic-arena-you-back = Vous soutenez votre chef avec { $count } épice.
classic-arena-backed = { $faction } { $faction_gender ->
    [pl] soutiennent
   *[other] soutient
} { $faction_gender ->
    [pl] leur
   *[other] son
} chef avec { $count } épice.
classic-arena-to-second = Chaque autre joueur envoie en secret un chef face cachée comme témoin d'un camp.
classic-arena-fighter-no-second = Un combattant n'est pas témoin.
classic-arena-seconded = Vous avez déjà répondu pour ce duel.
classic-arena-must-second = Vous devez envoyer un témoin : seul un joueur à qui il ne reste que son personnage principal peut s'en dispenser.
classic-arena-second-needs-leader = Nommez le chef que vous envoyez comme témoin.
classic-arena-not-a-side = { $faction } ne { $faction_gender ->
    [pl] combattent
   *[other] combat
} pas dans ce duel.
classic-arena-hint-second = `second <camp> <chef>` : camps { $sides } ; vos chefs { $leaders }{ $decline ->
    [yes] ; ou `second none`
   *[no] {""}
}.
classic-arena-you-decline = Vous n'envoyez aucun témoin.
classic-arena-you-second = Vous envoyez { $leader } comme témoin de { $side }.
classic-arena-second-shown = { $faction } { $faction_gender ->
    [pl] soutiennent
   *[other] soutient
} { $side } avec un chef face cachée.

## Le duel (V.4-11)
classic-arena-begins = Le duel commence : { $faction } { $faction_gender ->
    [pl] jouent
   *[other] joue
} en premier.
classic-arena-wait-defence = Attendez : { $faction } { $faction_gender ->
    [pl] répondent
   *[other] répond
} à une attaque.
classic-arena-turn-of = C'est au tour de { $faction } dans l'arène.
classic-arena-cannot-step = Vous ne pouvez pas aller en { $sector }.
classic-arena-hint-steps = Secteurs où aller : { $sectors }.
classic-arena-moves = { $faction } { $faction_gender ->
    [pl] déplacent
   *[other] déplace
} { $faction_gender ->
    [pl] leur
   *[other] son
} chef en { $sector }.
classic-arena-draws = { $faction } { $faction_gender ->
    [pl] piochent
   *[other] pioche
} une carte Duel.
classic-arena-you-draw = Vous piochez { $card }.
classic-arena-reshuffled = La pioche Duel est vide : la défausse est mélangée pour former une nouvelle pioche.
classic-arena-ends-turn = { $faction } { $faction_gender ->
    [pl] finissent
   *[other] finit
} { $faction_gender ->
    [pl] leur
   *[other] son
} tour dans l'arène.
classic-arena-forfeits = { $faction } ne { $faction_gender ->
    [pl] peuvent
   *[other] peut
} ni bouger ni jouer de carte et { $faction_gender ->
    [pl] perdent
   *[other] perd
} { $faction_gender ->
    [pl] leurs
   *[other] ses
} mouvements.
classic-arena-defence-only = Une carte de défense ne se joue qu'en réponse à une attaque.
classic-arena-hint-defend = Attaqué, répondez par `defend <carte>` ou `defend none`.
classic-arena-not-playable = { $card } ne peut pas être jouée maintenant.
classic-arena-hint-held = Vos cartes Duel : { $cards }.
classic-arena-plays = { $faction } { $faction_gender ->
    [pl] jouent
   *[other] joue
} { $card }.
classic-arena-attacks = { $faction } { $faction_gender ->
    [pl] attaquent
   *[other] attaque
} { $target }.
classic-arena-knife-target = Le Couteau de Lancer vise un chef à un ou deux secteurs, sans blocage entre eux.
classic-arena-hint-sectors = Secteurs : { $sectors }.
classic-arena-block-where = Nommez une frontière droite sans blocage : deux secteurs voisins d'un même anneau.
classic-arena-hint-borders = Frontières : { $borders }.
classic-arena-block-placed = Un blocage est posé entre { $first } et { $second }.
classic-arena-no-block-there = Il n'y a pas de blocage sur cette frontière.
classic-arena-block-removed = Le blocage entre { $first } et { $second } est retiré de l'arène.
classic-arena-cannot-jump = Nommez un secteur libre de l'autre côté d'un blocage.
classic-arena-three-more = { $faction } { $faction_gender ->
    [pl] peuvent
   *[other] peut
} faire encore { $count } mouvements ce tour-ci.
classic-arena-flees = { $faction } { $faction_gender ->
    [pl] fuient
   *[other] fuit
} l'arène avec honneur.

## Attaques et défenses (V.7-8)
classic-arena-revealed = Le chef de { $faction } est révélé : { $leader }, valeur { $count }.
classic-arena-no-attack-on-you = Aucune attaque contre votre chef n'attend de réponse.
classic-arena-wrong-side = { $card } ne répond pas à une attaque de ce côté.
classic-arena-hint-side = L'attaque vient de votre côté { $side }.
classic-arena-defends = { $faction } { $faction_gender ->
    [pl] se défendent
   *[other] se défend
} avec { $card }.
classic-arena-paid = { $faction } { $faction_gender ->
    [pl] prennent
   *[other] prend
} { $backing } épice de soutien et { $worth } de valeur à { $target }, dont le chef vaut désormais { $count }.
classic-arena-leader-killed = { $leader } ({ $faction }) meurt dans l'arène et part aux cuves.

## La fin (V.3, V.9, VI)
classic-arena-wins = { $faction } { $faction_gender ->
    [pl] gagnent
   *[other] gagne
} le combat avec { $leader }.
classic-arena-no-winner = Le combat se termine sans vainqueur.
classic-arena-second-was = { $faction } { $faction_gender ->
    [pl] soutenaient
   *[other] soutenait
} { $side } avec { $leader }.
classic-arena-second-paid = { $faction } { $faction_gender ->
    [pl] reprennent
   *[other] reprend
} { $faction_gender ->
    [pl] leur
   *[other] son
} témoin et { $count } épice de la banque.
classic-arena-backing-back = { $faction } { $faction_gender ->
    [pl] reprennent
   *[other] reprend
} { $count } épice de soutien.
classic-arena-restored = Les chefs survivants retrouvent leur pleine valeur.

## Ce que la partie attend
classic-arena-prompt-leader = Choisissez en secret le chef envoyé dans l'arène : `duel_leader <chef>`.
classic-arena-prompt-place = Placez votre chef face cachée : `duel_place <secteur>` ({ $sectors }).
classic-arena-prompt-back = Soutenez en secret votre chef avec 0 à { $most } épice : `duel_back <épice>`.
classic-arena-prompt-second = Soutenez en secret un camp : `second <camp> <chef>` (ou `second none` s'il ne vous reste que votre personnage principal).
classic-arena-prompt-defend = Vous êtes attaqué : `defend <carte>` ou `defend none`.
classic-arena-prompt-turn = Votre tour dans l'arène ({ $count } mouvement(s) restant(s)) : `duel_move <secteur>`, `duel_card <carte> [secteur] [secteur]` ou `duel_done`.

## Option et commandes
classic-arena-file-kind = arène
classic-arena-file-noun = une arène
classic-arena-file-shape = Sa forme est celle de l'arène reconstituée : engine/rulesets/classic/data/arena.py, ARENA.
classic-option-arena-file = LE DUEL, III.2-3 : le chemin d'un fichier JSON avec l'Arène de Duel et les nombres de cartes Duel d'un groupe (même forme que ARENA dans engine/rulesets/classic/data/arena.py), au lieu de celle reconstituée ; lu une fois à la création de la partie et conservé dans la partie.
classic-command-duel-leader = Combattant : choisissez en secret le chef envoyé dans l'arène (V.2).
classic-command-duel-leader-leader = un de vos chefs vivant et libre
classic-command-duel-place = Combattant : placez votre chef face cachée dans un secteur extérieur libre de l'arène (V.2).
classic-command-duel-place-sector = un secteur libre (O1-O5 ; un sixième combattant I1-I5)
classic-command-duel-back = Combattant du Kanly : misez en secret de l'épice pour soutenir votre chef, de 0 à 10 (V.2).
classic-command-duel-back-amount = l'épice qui soutient votre chef
classic-command-second = Kanly : envoyez en secret un de vos chefs comme témoin d'un camp (`second <camp> <chef>`), ou `second none` s'il ne vous reste que votre personnage principal (V.3).
classic-command-second-side = la faction d'un combattant, ou none
classic-command-second-leader = le chef envoyé
classic-command-duel-move = Combattant : déplacez votre chef par une frontière vers un secteur voisin libre ; aller vers le centre fait piocher une carte Duel (V.4).
classic-command-duel-move-sector = un secteur voisin libre
classic-command-duel-card = Combattant : jouez une carte Duel comme mouvement : une attaque, le couteau (`duel_card knife <secteur>`), un blocage (`duel_card place block O1 O2`), sauter ou retirer un blocage, Trois Mouvements ou Attaques, Fuir l'Arène avec Honneur (V.5-11).
classic-command-duel-card-card = une carte Duel que vous tenez
classic-command-duel-card-target = le secteur visé ou atteint, ou le premier secteur d'une frontière
classic-command-duel-card-other = le second secteur d'une frontière
classic-command-defend = Attaqué : répondez en secret par une carte de défense du côté de l'attaque (`defend poison attacker from left`), ou `defend none` (V.8).
classic-command-defend-card = une carte de défense que vous tenez, ou none
classic-command-duel-done = Combattant : terminez votre tour dans l'arène (V.4).

## La fiche (cartes Duel et ses propres choix dans un combat)
classic-arena-sheet-title = Cartes Duel ({ $count }, 4 au plus)
classic-arena-sheet-leader = Votre chef dans l'arène, face cachée : { $leader }
classic-arena-sheet-pledge = Votre soutien : { $count } épice
classic-arena-sheet-second = Votre second : { $leader }, aux côtés de { $side }
classic-arena-play-suspended = `{ $command }` attend : le jeu est suspendu tant que dure le combat dans l'arène, et reprend là où il s'était arrêté.
