# La partie vue de la table : état, où en est la partie, résultat.
classic-status-line = Tour { $turn }, { $phase }
classic-status-turn = Tour { $turn } sur { $turns }, { $phase } ; tempête dans le secteur { $sector }.
classic-status-options = Options : { $options }.
classic-status-won = Victoire : { $winners }.
classic-where = Maintenant : tour { $turn }, { $phase }.
classic-where-waiting = Maintenant : tour { $turn }, { $phase } ; en attente de { $waiting }.
classic-factions-hint = Factions : { $factions }.
classic-offer-with-spice = { $prompt } Vous avez { $spice } épice.
classic-result-when = Tour { $turn } sur { $turns }, { $phase }
classic-record-holds = tient { $strongholds }
classic-record-holds-none = ne tient aucune forteresse
classic-record-tokens = { $planet } troupes sur la planète, { $reserves } en réserve, { $tanks } dans les cuves
classic-record-leaders = { $count ->
    [one] { $count } leader dans les cuves
   *[other] { $count } leaders dans les cuves
}
classic-record-spice = { $spice } épice
classic-record-allied = allié avec { $allies }

# Les options de règle de la partie (`/game options`) et les préréglages.
classic-option-max-turns = V : la partie dure au plus 15 tours.
classic-option-auto-charity = VIII.I : réclame automatiquement la Charité du CHOAM pour chaque joueur sans épice.
classic-option-open-spice = XIII.B garde l'épice de chaque joueur derrière son écran (seuls les paiements, récoltes et pots-de-vin se voient) ; activée : l'épice de chaque joueur est montrée sur le plateau, dans la légende et la vue publique.
classic-option-double-blow = XXI : deux explosions d'épice par tour, sur les défausses 1 et 2 ; un ver sur une défausse ne frappe que le dernier territoire de cette défausse ; la pioche épuisée est remélangée en entier (XXI.B).
classic-option-weather = XVI : après le premier tour, la tempête avance du marqueur (1-6) que les Fremen ont tiré en secret au tour précédent, et non des cadrans ; ne se joue pas sans les Fremen (XVI.D).
classic-option-no-alliances = XVIII.A.1 : une partie plus longue sans alliances : un ver dévore encore, mais n'ouvre aucun nexus.
classic-option-extra-stronghold = XVIII.A.2 : une partie plus longue : une forteresse de plus pour gagner (quatre ; cinq à deux joueurs), alliances comprises.
classic-option-shield-wall = XVIII.B : le Shield Wall compte pour la victoire comme sixième territoire (quatre sur six avec XVIII.A.2) ; il reste un territoire rocheux, pas une forteresse.
classic-option-spice-flow = XIX : flux d'épice accru : à chaque récolte, chaque occupant de Carthag et d'Arrakeen récolte 2 épices, celui du Sietch de Tuek 1.
classic-option-victory-table = IV (édition italienne) : forteresses pour gagner selon les joueurs et l'alliance : 2 joueurs 4 ; 3 joueurs 4 seul, 5 alliés ; 4 ou plus 3 seul, 4 pour deux alliés, 5 pour trois ou plus.
classic-option-pair-alliances = XVIII.A.1 (édition italienne) : alliances de deux joueurs au plus.
classic-option-sietch-strongholds = XVIII.C.1 (édition italienne, six joueurs) : les sietchs de False Wall East et de Harg Pass sont aussi des forteresses ; il en faut deux de plus pour gagner, et Carthag et Arrakeen comptent chacune pour deux.
classic-option-advanced-combat = XXII : combat avancé : l'épice engagée en secret avec le plan de bataille (`spice=N`) fait compter pleinement une troupe chacune, les autres comptent pour moitié ; cadrans par demis (`plan 3.5 ...`) ; l'épice de bataille va à la banque, victoire ou défaite (le vainqueur garde la sienne si un traître est révélé) ; le vainqueur choisit ses pertes selon cadran et épice.
classic-option-advantages = XV : les avantages de personnage supplémentaires de l'aide de jeu, coexistence des Bene Gesserit comprise.
classic-option-karama-powers = XVII : une carte Karama peut aussi utiliser une fois le pouvoir Karama spécial de son joueur (aide de jeu B.6.B) : les Harkonnen prennent des cartes, les Atréides voient un plan de bataille, la Guilde arrête un débarquement, les Bene Gesserit jouent une carte sans valeur comme Karama, les Fremen appellent un ver, l'Empereur ressuscite gratuitement.
classic-option-spice-harvest = LA RÉCOLTE D'ÉPICE (1984) : un avant-jeu de cinq récoltes, de votes du CHOAM et d'enchères pour les cartes Accès remplace l'épice et les positions de départ ; cinq cartes de trahison de plus.
classic-option-duel = LE DUEL (1984) : des chefs personnages principaux (le joueur dont le chef principal meurt est éliminé), les duels Kanly, la Guerre des Assassins lors d'un nexus sans alliance ; cinq cartes de trahison de plus.
classic-option-main-leader = LE DUEL, III.1 : la valeur d'un chef principal (10) ; l'édition italienne conseille 8, ce qui limite aussi à 8 le soutien d'un Kanly.
classic-preset-basic = I-XIII : le jeu de base, toutes les options de règle désactivées.
classic-preset-advanced = XX-XXIII : le jeu avancé, avec les règles optionnelles avec lesquelles il se joue.
classic-preset-italian = L'édition italienne : sa table de victoire, les alliances de deux, et les sietchs comme forteresses à six joueurs.
classic-preset-expansions = Les extensions de 1984 : LA RÉCOLTE D'ÉPICE et LE DUEL.

# What the game calls its sides (`Sides.label`), and the heading of their list.
classic-side = faction
    .gender = f
classic-side-plural = Factions
