# Le jeu de dés : ce qu'il dit (événements, refus, demandes, offres, fiche).
# Termes de « Dune The Dice Game, règles VF » ; les citations sont ses titres (words.ftl).

## Éléments communs
dice-choose = Choisissez : { $choices }.
dice-typed = `{ $command }`.
dice-no-region = aucune Région
dice-construction-on = { $construction } sur { $region }
dice-construction-count = { $count } { $construction }
dice-troops = { $count ->
    [one] { $count } Troupe
   *[other] { $count } Troupes
}

## MISE EN PLACE
dice-not-a-faction = `{ $text }` n'est pas une Faction de ce jeu.
dice-factions-are = Factions : { $factions }.
dice-seats = Le jeu de dés se joue de 2 à 8 places, chacune nommée une fois.
dice-begin = Dune The Dice Game à { $count }. Ordre du tour : { $order } ; { $first } joue en premier. Le dé de Région place la Tempête de sable sur la zone { $zone } ({ $regions }).
dice-constructions = Constructions : { $placed } ; { $reserve }.
dice-in-reserve = en réserve : { $left }
dice-reserve-empty = en réserve : aucune Construction
dice-faction-needs-players = La Faction { $faction } n'est jouée qu'à partir de { $count } joueurs ({ dice-rule-setup }).
dice-faction-taken = La Faction { $faction } est déjà prise.
dice-factions-free = Libres : { $factions }.
dice-choose-at-setup = Les Factions se choisissent seulement pendant la mise en place.
dice-chooses-now = { $seat } choisit sa Faction maintenant ({ dice-rule-setup } : en commençant à droite du premier joueur, dans le sens contraire des aiguilles d'une montre).
dice-plays-faction = { $seat } joue la Faction { $faction }.
dice-prompt-faction = { $seat } : choisissez votre Faction ({ $factions }).
dice-setup-fremen = Mise en place des Fremen : Liet Kynes sur la carte de Faction, 1 Troupe sur { $regions }.
dice-setup-tleilax = Mise en place des Bene Tleilax : 2 Troupes dans le Bassin Polaire ; Scytale et 2 Troupes sur la carte de Faction.
dice-setup-corrino = Mise en place des Corrino : Shaddam IV, 1 Troupe, 1 Sardaukar et 3 Epices sur la carte de Faction.
dice-setup-guild = Mise en place de la Guilde Spatiale : Edric, 3 Troupes et 1 Epice sur la carte de Faction.
dice-setup-smugglers = Mise en place des Contrebandiers : Esmar Tuek sur la carte de Faction, 3 Troupes dans le Bassin Polaire.
dice-place-is-setup = `place` est la mise en place des Atréides et des Harkonnen.
dice-places-now = La Faction { $faction } place ses Troupes maintenant.
dice-place-region = La Faction { $faction } se met en place sur une Région non stratégique ({ dice-rule-setup }).
dice-place-free-region = La Faction { $faction } se met en place sur une Région non stratégique inoccupée ({ dice-rule-setup }).
dice-setup-atreides = Mise en place des Atréides : Leto et Duncan Idaho sur la carte de Faction, 2 Troupes { dice-on-region }.
dice-setup-harkonnen = Mise en place des Harkonnen : 2 Troupes { dice-on-region }.
dice-setup-harkonnen-with = Mise en place des Harkonnen : 2 Troupes { dice-on-region } avec { $construction_gender ->
    [m] un
   *[f] une
} { $construction }.
dice-no-construction-here = Aucune Construction n'accompagne ces Troupes.
dice-harkonnen-construction = Les Harkonnen prennent une Construction de la réserve ({ dice-rule-setup }).
dice-guess-at-setup = Les Bene Gesserit choisissent leur Faction secrète pendant leur mise en place ({ dice-rule-ultimate-plan }).
dice-only-bene-gesserit-guess = Seuls les Bene Gesserit font ce choix secret.
dice-guess-another = Choisissez une autre Faction de la partie, ou la Guilde Spatiale ({ dice-rule-ultimate-plan }).
dice-your-guess = Votre choix secret : la Faction { $faction }.
dice-setup-bene-gesserit = Mise en place des Bene Gesserit : la Révérende Mère sur la carte de Faction, 3 Troupes dans le Bassin Polaire, et une Faction choisie en secret.
dice-prompt-guess = Bene Gesserit : choisissez secrètement la Faction qui va gagner.
dice-prompt-place = { $faction } : choisissez la Région non stratégique de vos Troupes.

## LANCER DE DES
dice-rolls = { $seat } lance les dés : { $faces }.
dice-die-kept = { $die } ({ $face })
dice-worm-kept = Shai-Hulud ! { $seat } doit réserver le dé d'Epice sur le Ver.
dice-roll-only = Les dés ne se réservent et ne se relancent que pendant le lancer de dés ({ dice-rule-roll }).
dice-whose-roll = C'est le lancer de { $seat }.
dice-keeps = { $seat } réserve { $dice }.
dice-keep-some = Réservez un ou plusieurs de : { $dice }.
dice-keep-one = Réservez l'un de : { $dice }.
dice-not-a-die = `{ $text }` n'est pas un dé ({ dice-rule-roll }).
dice-die-kept-already = Le dé { $die } est déjà réservé.
dice-name-dice = Nommez les dés à réserver.
dice-worm-must-be-kept = Le Ver sur le dé d'Epice doit être réservé ({ dice-rule-roll }).
dice-worm-hint = `keep spice`, ou `thumper` pour défausser votre Marteleur.
dice-keep-one-per-throw = Réservez au moins un dé après chaque lancer ({ dice-rule-roll }).
dice-no-thumper = Vous n'avez pas de Marteleur ({ dice-rule-kanly } : le Marteleur se prend avec le dé Kanly).
dice-thumper-only-worm = Le Marteleur ne se défausse que contre un Ver sur un dé d'Epice pas encore réservé ({ dice-rule-roll }).
dice-thumper-last-die = Pas quand le dé d'Epice est le dernier dé à réserver ({ dice-rule-roll }).
dice-thumper-discarded = { $seat } défausse un Marteleur : le dé d'Epice sera relancé ; un autre dé doit être réservé à la place.
dice-prompt-roll = { $seat } : réservez des dés ({ $faces }), puis relancez les autres.

## Régions
dice-region-could-be = `{ $text }` peut être { $regions }.
dice-region-type-more = Tapez davantage du nom de la Région.
dice-not-a-region = `{ $text }` n'est pas une Région de cette carte.
dice-regions-are = Régions : { $regions }.
dice-fortification-abandoned = Plus personne n'occupe { $region } : sa Fortification retourne dans la réserve.

## Épice du tour (DEBARQUEMENT DES TROUPES, Moissonneuse)
dice-harvest-worm = Le Ver : la Faction { $faction } ne récolte aucune Epice ce tour-ci.
dice-harvest = La Faction { $faction } récolte { $spice ->
    [one] { $spice } Epice
   *[other] { $spice } Epices
} : le { $face } du dé d'Epice.
dice-harvest-with = La Faction { $faction } récolte { $spice ->
    [one] { $spice } Epice
   *[other] { $spice } Epices
} : le { $face } du dé d'Epice et { $count } Moissonneuse(s) ({ $regions }).
dice-worm-destroys = Le Ver détruit la Moissonneuse { dice-of-region }.
dice-destroy-only-worm = Une Moissonneuse n'est détruite que par le Ver de votre lancer ({ dice-rule-harvester }).
dice-chooses-harvester = { $seat } choisit la Moissonneuse que détruit le Ver.
dice-destroy-yours = Choisissez une Moissonneuse que vous contrôlez ({ dice-rule-harvester }).
dice-prompt-destroy = Le Ver : choisissez la Moissonneuse qu'il détruit.

## ALLIANCE
dice-offer-once = Une Alliance se propose pendant l'action Alliance, une fois par tour.
dice-only-active-offers = Seul { $seat }, dont c'est le tour, propose une Alliance.
dice-offer-to = Proposez à : { $factions }, ou `alone`.
dice-voice = Les Bene Gesserit usent de la Voix : la Faction { $faction } est leur alliée ce tour-ci ({ dice-rule-voice }).
dice-offers = { $seat } propose une Alliance pour ce tour à la Faction { $faction }{ $more }.
dice-offer-symbol = , qui recrute avec le symbole { $symbol }
dice-offer-dice = { $count ->
    [one] { " " }({ $count } dé de ce symbole pour elle)
   *[other] { " " }({ $count } dés de ce symbole pour elle)
}
dice-offer-own = La Faction { $faction } est la vôtre : proposez l'Alliance à une autre.
dice-not-in-game = La Faction { $faction } n'est pas dans cette partie.
dice-no-die-shows = Aucun dé de Faction réservé ne montre la Faction { $faction } ({ dice-rule-alliance }).
dice-symbol-only-tleilax = Un symbole ne se nomme que pour les Bene Tleilax.
dice-name-tleilax-symbol = Nommez le symbole avec lequel les Bene Tleilax recrutent ({ dice-rule-axolotl-tanks }).
dice-name-tleilax-symbol-hint = `ally 'Bene Tleilax' <symbol>` ; symboles visibles : { $symbols }.
dice-no-kept-die-shows = Aucun dé de Faction réservé ne montre la Faction { $faction }.
dice-symbols-shown = Symboles visibles : { $symbols }.
dice-dice-given-only = Des dés ne se donnent que si les deux alliés recrutent avec le même symbole.
dice-give-ally-dice = Vous recrutez tous deux avec le symbole { $symbol } : donnez à votre allié de 1 à { $count } de ces dés (`dice=`).
dice-alone = { $seat } joue ce tour sans allié.
dice-no-offer = Aucune Alliance ne vous est proposée.
dice-offered-to = L'Alliance est proposée à la Faction { $faction }.
dice-accepts = La Faction { $faction } accepte : alliés jusqu'à la fin du tour de { $seat }.
dice-declines = La Faction { $faction } décline l'Alliance.
dice-ally-harvesters = La ou les Moissonneuses de l'allié ({ $regions }) ajoutent { $spice } Epices : { $total } à dépenser.
dice-prompt-answer = { $seat } vous propose une Alliance pour ce tour.
dice-prompt-ally = Proposez une Alliance pour ce tour, ou jouez seul.

## CUVES AXOLOTL, GHOLAS
dice-symbol-after-roll = Les Bene Tleilax choisissent leur symbole après leur lancer de dés ({ dice-rule-axolotl-tanks }).
dice-chooses-symbol = { $seat } choisit le symbole.
dice-choose-symbol = Choisissez un symbole des dés de Faction.
dice-symbols-are = Symboles : { $symbols }.
dice-takes-symbol = Les Bene Tleilax prennent le symbole { $symbol } pour ce tour.
dice-prompt-symbol = Bene Tleilax : choisissez le symbole de dé de Faction avec lequel vous recrutez.
dice-ghola-own-turn = Les Gholas s'achètent pendant votre propre tour, après le lancer de dés ({ dice-rule-gholas }).
dice-ghola-tleilax = Les Gholas sont aux Bene Tleilax, et à leur allié ({ dice-rule-gholas }).
dice-ghola-no-leader = Vos Leaders sont tous sur votre carte de Faction, aucun en réserve : un Ghola en ramène un de la réserve ({ dice-rule-gholas }).
dice-ghola-no-spice = Un Ghola coûte 1 Epice ; vous n'en avez aucune à dépenser.
dice-ghola = { $seat } paie 1 Epice : un Ghola ramène un Leader sur la carte de Faction.

## RECRUTEMENT DES TROUPES
dice-count-troops = { $count ->
    [one] { $count } Troupe
   *[other] { $count } Troupes
}
dice-count-sardaukar = { $count } Sardaukar
dice-count-leaders = { $count ->
    [one] { $count } Leader
   *[other] { $count } Leaders
}
dice-ally-recruits = L'allié { $faction } recrute { $count ->
    [one] { $count } Troupe
   *[other] { $count } Troupes
}.
dice-recruit-action = Les Troupes se recrutent pendant l'action Recrutement ({ dice-rule-recruitment }).
dice-recruits-now = { $seat } recrute maintenant ; les Troupes d'un allié viennent d'elles-mêmes.
dice-recruit-not-so = Pas avec ces dés et cette réserve ({ dice-rule-recruitment }).
dice-smugglers-leader = Les Contrebandiers paient { $spice } Epices pour Esmar Tuek.
dice-smugglers-no-recruit = Les Contrebandiers ne recrutent pas : ils débarquent depuis leur réserve ({ dice-rule-mercenaries }).
dice-recruits = La Faction { $faction } recrute { $what }.
dice-why-no-symbol = aucun dé de Faction réservé ne montre son symbole
dice-why-reserve-empty = sa réserve est vide
dice-recruits-nothing = La Faction { $faction } ne recrute rien : { $why } ({ dice-rule-recruitment }).
dice-prompt-recruit = Recrutez : un Leader (ou des Sardaukar) pour certains de vos dés, des Troupes pour les autres.

## KANLY
dice-kanly-nothing = Le dé Kanly ({ $face }) ne fait rien : { $why } ({ dice-rule-kanly }).
dice-why-no-kanly-target = aucune Troupe qu'il peut tuer n'est hors de la Tempête de sable
dice-why-holds-thumper = { $seat } a déjà un Marteleur
dice-why-no-thumper-left = il ne reste aucun Marteleur dans la réserve
dice-why-holds-marker = la Faction { $faction } a déjà le { $marker }
dice-kanly-action = Le dé Kanly s'utilise pendant l'action Kanly ({ dice-rule-kanly }).
dice-uses-kanly = { $seat } utilise le dé Kanly maintenant.
dice-targets-are = Cibles : { $targets }.
dice-kanly-kills = Le { $weapon } de { $seat } tue une Troupe de la Faction { $faction } { dice-in-region }.
dice-no-such-troop = Pas de telle Troupe de la Faction { $faction } { dice-in-region }.
dice-kanly-storm = { $region } est dans la Tempête de sable : ses Troupes ne peuvent pas être la cible du Kanly.
dice-immune = La Faction { $faction } est immunisée contre { $weapons } ({ dice-rule-kanly }).
dice-this-die = ce dé
dice-no-marker-to-take = Le dé Kanly ne montre aucun marqueur que vous pouvez prendre ({ dice-rule-kanly } : un Marteleur par joueur, plus aucun en réserve, ou le marqueur est déjà à vous).
dice-takes-marker = La Faction { $faction } prend le { $marker }.
dice-kanly-spared = { $seat } n'utilise pas le dé Kanly.
dice-prompt-kanly = Kanly ({ $face }) : retirez une Troupe, ou épargnez (`spare`).

## DEBARQUEMENT DES TROUPES
dice-why-nothing-to-land = la Faction { $faction } n'a rien à débarquer
dice-why-no-spice-left = il ne reste pas d'Epice pour le payer
dice-not-funded = Le débarquement de la Faction { $faction } n'est pas financé : { $why } ({ dice-rule-landing }).
dice-why-card-empty = aucune Troupe sur sa carte de Faction
dice-why-no-spice = pas d'Epice pour le payer
dice-why-no-spice-granted = aucune Epice accordée par le joueur actif
dice-why-too-dear = { $spice ->
    [one] { $spice } Epice
   *[other] { $spice } Epices
} ne paient une Troupe nulle part où elle peut débarquer
dice-lands-nothing = La Faction { $faction } ne débarque rien : { $why } ({ dice-rule-landing }).
dice-leave-asked-first = La permission de l'allié de débarquer dans ses Régions se demande au début du débarquement ({ dice-rule-landing }).
dice-ally-asked = C'est la Faction { $faction } qu'on consulte, pas vous.
dice-allows = La Faction { $faction } laisse { $seat } débarquer dans ses Régions.
dice-forbids = La Faction { $faction } ne laisse pas { $seat } débarquer dans ses Régions.
dice-land-action = Les Troupes débarquent pendant l'action Débarquement, le joueur actif d'abord, puis son allié ({ dice-rule-landing }).
dice-lands-now = La Faction { $faction } débarque maintenant.
dice-may-not-land = La Faction { $faction } ne peut pas débarquer { dice-in-region } ({ dice-rule-landing } : le Bassin Polaire ou une Région contrôlée, hors de la Tempête de sable ; celles de l'allié avec sa permission).
dice-land-in = Débarquez dans : { $regions }.
dice-have-to-land = La Faction { $faction } a { $troops ->
    [one] { $troops } Troupe
   *[other] { $troops } Troupes
} et { $large ->
    [one] { $large } grand cube
   *[other] { $large } grands cubes
} à débarquer.
dice-landing-costs = Débarquer { $count } là coûte { $price ->
    [one] { $price } Epice
   *[other] { $price } Epices
} ; { $budget } peuvent être dépensées.
dice-lands = La Faction { $faction } débarque { $count } { dice-in-region } pour { $spice ->
    [one] { $spice } Epice
   *[other] { $spice } Epices
}.
dice-why-transport-monopoly = Monopole du transport
dice-fund-after = Le débarquement de l'allié se finance après celui du joueur actif ({ dice-rule-landing }).
dice-decides-funding = { $seat } décide s'il paie le débarquement de l'allié.
dice-only-spice = Seulement { $spice ->
    [one] { $spice } Epice
   *[other] { $spice } Epices
} peuvent être dépensées.
dice-funds = { $seat } paie jusqu'à { $spice ->
    [one] { $spice } Epice
   *[other] { $spice } Epices
} pour le débarquement de la Faction { $faction }.
dice-funds-nothing = { $seat } ne finance pas le débarquement de l'allié : la Faction { $faction } ne débarque rien ce tour-ci ({ dice-rule-landing } : le joueur actif le paie).
dice-prompt-allow = { $seat } peut-il débarquer des Troupes dans vos Régions ?
dice-prompt-fund = Payer le débarquement de la Faction { $faction } ? ({ $spice ->
    [one] { $spice } Epice
   *[other] { $spice } Epices
} restantes)
dice-prompt-land = La Faction { $faction } débarque des Troupes (puis `done`).

## DEPLACEMENT DES TROUPES
dice-target-first = La Région cible se choisit au début du déplacement ({ dice-rule-movement }).
dice-chooses-target = { $seat } choisit la Région cible.
dice-not-a-target = { $region } n'est pas une cible ce tour-ci ({ dice-rule-movement } : une Région que désigne le dé de Région, ou le Bassin Polaire).
dice-target-choices = Cible : { $regions }.
dice-targets = { $seat } cible { $region }.
dice-moves-nothing = La Faction { $faction } ne déplace rien { dice-into-region } : { $why } ({ dice-rule-movement }).
dice-why-in-storm = { $region } est dans la Tempête de sable
dice-why-no-troops-elsewhere = elle n'a pas de Troupes ailleurs sur le plateau
dice-why-none-borders = aucune de ses Troupes n'est dans une Région adjacente ou avec un Ornithoptère, hors de la Tempête de sable
dice-move-after-target = Les Troupes se déplacent une fois la cible choisie, le joueur actif d'abord, puis son allié ({ dice-rule-movement }).
dice-moves-now = La Faction { $faction } se déplace maintenant.
dice-no-move-from = Aucun déplacement { dice-from-source } { dice-into-region } ({ dice-rule-movement } : depuis une Région adjacente ou avec un Ornithoptère, hors de la Tempête de sable).
dice-move-from = Depuis : { $regions }.
dice-have-in = La Faction { $faction } a { $troops ->
    [one] { $troops } Troupe
   *[other] { $troops } Troupes
} et { $large ->
    [one] { $large } grand cube
   *[other] { $large } grands cubes
} { dice-in-region }.
dice-moves = La Faction { $faction } déplace { $count } { dice-from-source } { dice-into-region }.
dice-prompt-target = Choisissez la Région cible du tour.
dice-prompt-move = La Faction { $faction } déplace des Troupes { dice-into-region } (puis `done`).

## CONSTRUCTION
dice-builds-nothing = { $seat } ne construit rien : { $why } ({ dice-rule-construction }).
dice-why-polar-sink = on ne construit rien dans le Bassin Polaire
dice-why-not-held = la Faction { $faction } n'a pas de Troupes { dice-in-region }
dice-why-no-construction = la réserve n'a plus de Construction
dice-build-when = Vous ne construisez que pendant l'action Construction, sur la Région cible que vous contrôlez, hors de la Tempête de sable, avec un marqueur dans la réserve ({ dice-rule-construction }).
dice-builds-now = { $seat } construit maintenant.
dice-none-in-reserve = Pas de { $construction } dans la réserve.
dice-build-choices = Construisez : { $constructions }, ou `skip`.
dice-builds = { $seat } construit { $construction_gender ->
    [m] un
   *[f] une
} { $construction } { dice-on-region }.
dice-builds-replacing = { $seat } construit { $construction_gender ->
    [m] un
   *[f] une
} { $construction } { dice-on-region } ({ $old_gender ->
    [m] l'
   *[f] la{ " " }
}{ $old } retourne dans la réserve).
dice-prompt-build = Construire { dice-on-region } ? ({ $constructions })

## TEMPETE DE SABLE
dice-storm-moves-e = La Tempête de sable se déplace vers l'E jusqu'à la zone { $zone } ({ $regions }).
dice-storm-moves-w = La Tempête de sable se déplace vers l'W jusqu'à la zone { $zone } ({ $regions }).
dice-storm-ornithopter = La Tempête de sable détruit l'Ornithoptère { dice-of-region }.
dice-storm-kills = La Tempête de sable tue une Troupe de la Faction { $faction } { dice-in-region }.

## FIN DE TOUR, FIN DE PARTIE
dice-why-choam = Présidence de la CHOM
dice-victory-guessed = { $why } Mais les Bene Gesserit avaient choisi la Faction { $faction } : les Bene Gesserit gagnent ({ dice-rule-ultimate-plan }).
dice-victory = { $why } La Faction { $faction } gagne.
dice-hold-alone = La Faction { $faction } contrôle seule { $regions }.
dice-victory-alliance = Les Factions { $faction } et { $ally } contrôlent ensemble { $regions } : elles gagnent ({ dice-rule-end-of-game }).
dice-guild-default = Personne n'a gagné après { $count } tours : la Guilde Spatiale gagne par défaut ({ dice-rule-opportunism }).
dice-round = Le marqueur de tour avance sur { $round }.
dice-dice-pass = Les dés passent à { $seat }.

## PRESIDENCE DE LA CHOM, marqueurs d'Epice
dice-give-when = Les Corrino donnent de l'Epice à leur allié pendant son tour ({ dice-rule-choam }).
dice-only-corrino-give = Seuls les Corrino, alliés ce tour-ci, donnent depuis leur marqueur.
dice-marker-empty = Votre marqueur n'a pas d'Epice à donner.
dice-marker-holds = Votre marqueur a { $spice ->
    [one] { $spice } Epice
   *[other] { $spice } Epices
}.
dice-gives = Les Corrino donnent { $spice ->
    [one] { $spice } Epice
   *[other] { $spice } Epices
} à { $seat }.
dice-stores = { $why } : la Faction { $faction } stocke { $spice ->
    [one] { $spice } Epice
   *[other] { $spice } Epices
} ({ $total } sur son marqueur).

## COMBAT
dice-battle = Combat { dice-in-region } : { $attackers } attaquent ; la Faction { $defender } défend.
dice-battle-with = Combat { dice-in-region } : { $attackers } attaquent ; la Faction { $defender } défend avec { $others }.
dice-no-attacker-left = Plus aucun attaquant { dice-in-region } : pas de combat.
dice-no-defender-left = Plus aucun défenseur { dice-in-region } : pas de combat.
dice-battle-between = Le combat suivant se choisit entre deux combats ({ dice-rule-combat }).
dice-chooses-battles = { $seat } choisit l'ordre des combats.
dice-no-battle = Pas de combat { dice-in-region } ({ dice-rule-combat }).
dice-battles-are = Combats : { $regions }.
dice-fortification-when = Une Fortification prend sa Troupe au début d'un combat ({ dice-rule-fortification }).
dice-chooses-sacrifice = { $seat } choisit la Troupe que prend la Fortification.
dice-not-attacking-cube = Ce n'est pas un cube attaquant dans cette Région.
dice-fortification-takes = La Fortification { dice-of-region } prend une Troupe de la Faction { $faction } et retourne dans la réserve.
dice-lend-when = Les Leaders se prêtent avant les engagements d'un combat ({ dice-rule-combat }).
dice-not-asked-to-lend = On ne vous demande pas de prêter un Leader dans ce combat.
dice-lends = La Faction { $faction } prête son Leader.
dice-does-not-lend = La Faction { $faction } ne prête pas son Leader.
dice-commit-when = Les unités s'engagent une fois le combat établi ({ dice-rule-combat }).
dice-only-captains-commit = Seuls l'attaquant et le défenseur engagent des unités.
dice-commitment-made = Votre engagement est fait.
dice-commit-at-most = Vous pouvez engager au plus : { $most }.
dice-too-many = Trop de : { $fields }.
dice-pledge-troops = Troupes
dice-pledge-large = grands cubes
dice-pledge-allied = alliées
dice-pledge-allied-large = grands cubes alliés
dice-pledge-leaders = Leaders
dice-pledge-lent = prêtés
dice-pledge-field = { $field } { $count }
dice-pledge-count = { $field } : { $count }
dice-none = aucun
dice-your-commitment = Votre engagement : force { $strength } ({ $units }).
dice-committed = { $seat } a engagé ses unités.
dice-reveal = { $attacker } révèle { $attack } (force { $a }) ; { $defender } révèle { $defend } (force { $d }). La Faction { $winner } gagne.
dice-reveal-tie = { $attacker } révèle { $attack } (force { $a }) ; { $defender } révèle { $defend } (force { $d }). La Faction { $winner } gagne (le défenseur gagne en cas d'égalité).
dice-prompt-battle = Choisissez le combat suivant : { $regions }
dice-prompt-sacrifice = La Fortification { dice-of-region } prend une des Troupes de votre camp : laquelle ?
dice-prompt-lend = Prêter votre Leader à votre camp { dice-in-region } ?
dice-prompt-commit = Combat { dice-in-region } : engagez secrètement Troupes et Leaders.

## LES DANSEURS-VISAGES
dice-dance-when = Les Danseurs-Visages agissent au début d'un combat où se battent les Bene Tleilax ({ dice-rule-face-dancers }).
dice-only-tleilax-dance = Seuls les Bene Tleilax ont des Danseurs-Visages.
dice-no-dance-victim = Aucune Troupe de la Faction { $faction } ici que les Danseurs-Visages puissent remplacer ({ dice-rule-face-dancers } : une Troupe régulière ennemie, pour un dé non utilisé sur son symbole, ou 1 Epice dans la variante).
dice-dance-choices = Remplacez : { $factions }, ou `stop`.
dice-danced = Un Danseur-Visage : une Troupe de la Faction { $faction } { dice-in-region } était depuis toujours un Bene Tleilax.
dice-prompt-dance = Danseurs-Visages : remplacez une Troupe ennemie ici, ou arrêtez (`stop`).

## Réponses permanentes aux propositions d'Alliance (ALLIANCE)
dice-no-alliance-small = Pas d'Alliance dans les parties de 3 joueurs ou moins ({ dice-rule-alliance }) : il n'y a aucune proposition à laquelle répondre.
dice-game-over = La partie est terminée.
dice-faction-first = Choisissez d'abord votre Faction : les propositions se font aux Factions.
dice-auto-off-no-faction = `auto off` efface votre réponse permanente ; il ne nomme aucune Faction.
dice-standing-cleared = Réponse permanente effacée : les propositions d'Alliance attendent votre `accept` ou `decline`.
dice-never-offers = La Faction { $faction } ne vous proposera jamais d'Alliance.
dice-factions-that-may = Factions qui le peuvent : { $factions }.
dice-standing-set = Réponse permanente : { $answer }. Donnée aussitôt qu'une telle proposition est faite ; `auto off` l'efface.
dice-standing-line = Propositions d'Alliance : { $answer } (`auto off` l'efface)
dice-standing-none = Propositions d'Alliance : aucune réponse permanente ; `auto accept`, `auto decline` ou `auto accept <faction>` y répond aussitôt, en secret
dice-standing-accept-from = accepter les propositions d'Alliance de la Faction { $faction }
dice-standing-decline-from = décliner les propositions d'Alliance de la Faction { $faction }
dice-standing-accept-all = accepter toute proposition d'Alliance
dice-standing-decline-all = décliner toute proposition d'Alliance

## État de la partie, formulaire d'engagement
dice-form-title = Engagement secret
dice-form-button = Engager les unités
dice-form-troops = Troupes
dice-form-troops-help = vos Troupes envoyées
dice-form-large = Grands cubes
dice-form-large-help = vos grands cubes envoyés
dice-form-allied = Troupes alliées
dice-form-allied-help = celles des autres de votre camp
dice-form-allied-large = Grands cubes alliés
dice-form-allied-large-help = ceux des autres de votre camp
dice-form-leaders = Leaders
dice-form-leaders-help = vos Leaders envoyés
dice-not-a-player-command = `{ $command }` n'est pas une commande de joueur dans ce jeu.
dice-offer-commit = { $prompt }
    Au plus : { $most }.
dice-status-won = Partie terminée : { $winners } { $count ->
    [one] a gagné
   *[other] ont gagné
}
dice-status-won-by-default = Partie terminée : { $winners } { $count ->
    [one] a gagné
   *[other] ont gagné
} par défaut après { $turns } tours
dice-status-setup = Mise en place
dice-status-turn = Tour { $round }/{ $rounds }, { $seat } ({ $step })
dice-step-choose = choix des Factions
dice-step-place = mise en place
dice-step-roll = lancer de dés
dice-step-axolotl = cuves axolotl
dice-step-harvest = récolte
dice-step-alliance = alliance
dice-step-recruit = recrutement
dice-step-kanly = kanly
dice-step-land = débarquement
dice-step-move = déplacement
dice-step-combat = combat
dice-step-build = construction
dice-step-storm = tempête de sable
dice-step-ended = terminée

## Le plateau (la roue et la liste)
dice-card-on = carte { $units }, { $leaders ->
    [one] { $leaders } Leader
   *[other] { $leaders } Leaders
}
dice-card-reserve = réserve { $units }, { $leaders ->
    [one] { $leaders } Leader
   *[other] { $leaders } Leaders
}
dice-card-spice = Epice { $spice }/{ $most }
dice-card-thumper = Marteleur
dice-role-playing = , joue
dice-role-playing-spice = , joue, { $spice ->
    [one] { $spice } Epice
   *[other] { $spice } Epices
} à dépenser
dice-role-ally = , allié
dice-role-offered = , Alliance proposée
dice-the-reserve = réserve
dice-markers-line = Bouclier : { $shield } ; Goûte-Poison : { $snooper } ; Marteleurs : { $thumpers } en réserve{ $holders }
dice-letters-name = { $letters } { $faction }
dice-board-legend = L : un grand cube (vaut deux) ; X : un Désert ; plus foncé : une Région stratégique ; gris : la Tempête de sable
dice-large-short = { $count }L
dice-large = { $count ->
    [one] { $count } grand
   *[other] { $count } grands
}
dice-seat-line = { $faction } ({ $seat }{ $role }) : { $card }
dice-no-faction-yet = pas encore de Faction
dice-board-title = Tour { $round }/{ $rounds }, Tempête de sable sur la zone { $zone }
dice-text-title = Tour { $round }/{ $rounds } - Tempête de sable sur la zone { $zone }
dice-text-legend = * Région stratégique, X Désert, ~ dans la Tempête de sable ; les grands cubes comptent double

## La fiche d'une place
dice-nothing = rien
dice-count-large = { $count ->
    [one] { $count } grand cube
   *[other] { $count } grands cubes
}
dice-sheet-step = { $step } ({ $rule })
dice-sheet-step-choose = mise en place, choix des Factions
dice-sheet-step-place = mise en place, placement
dice-sheet-step-roll = le lancer de dés
dice-sheet-step-axolotl = le symbole
dice-sheet-step-harvest = la récolte
dice-sheet-step-alliance = l'Alliance
dice-sheet-step-recruit = le recrutement
dice-sheet-step-kanly = le Kanly
dice-sheet-step-land = le débarquement
dice-sheet-step-move = le déplacement
dice-sheet-step-combat = le combat
dice-sheet-step-build = la construction
dice-sheet-step-storm = la Tempête de sable
dice-sheet-step-ended = la partie est terminée
dice-sheet-standing = Réponses permanentes
dice-sheet-waiting = On vous attend
dice-sheet-title = { $faction } ({ $seat }) : votre carte de Faction
dice-sheet-title-no-faction = { $seat } (pas encore de Faction) : votre carte de Faction
dice-sheet-card = Votre carte de Faction
dice-sheet-no-faction = aucune Faction choisie pour l'instant
dice-sheet-on-card = Sur la carte (prêt à débarquer) : { $cubes }, { $leaders ->
    [one] { $leaders } Leader
   *[other] { $leaders } Leaders
}
dice-sheet-beside-card = À côté de la carte (réserve) : { $cubes }, { $leaders ->
    [one] { $leaders } Leader
   *[other] { $leaders } Leaders
}
dice-sheet-leaders = Leader(s) : { $leaders }
dice-sheet-spice-marker = Marqueur d'Epice : { $spice } sur { $most }
dice-sheet-thumper-yours = Marteleur : à vous
dice-sheet-thumper-none = Marteleur : aucun
dice-sheet-on-board = Sur le plateau : { $held }
dice-sheet-now = Maintenant : { $step }
dice-sheet-your-turn = votre tour
dice-sheet-their-turn = tour de { $seat } ({ $faction })
dice-sheet-turn = Tour { $round } sur { $rounds }, { $whose } : { $step }
dice-sheet-may = Vous pouvez maintenant : { $commands }
dice-sheet-may-nothing = Vous pouvez maintenant : rien
dice-sheet-this-turn = Ce tour-ci
dice-sheet-kept = Dés réservés : { $dice }
dice-sheet-loose = Dés lancés, non réservés : { $dice } (lancer { $throw })
dice-sheet-thumper-spent = Un Marteleur a été défaussé sur ce lancer
dice-sheet-spice = Epice à dépenser ce tour-ci : { $spice }
dice-sheet-your-ally = Votre allié ce tour-ci : la Faction { $faction }
dice-sheet-you-ally = Vous êtes l'allié de la Faction { $faction } ce tour-ci
dice-sheet-offered = Alliance proposée à la Faction { $faction }, sans réponse encore
dice-sheet-target = Région cible : { $region }
dice-sheet-battle = Combat { dice-in-region } : { $attackers } contre { $defenders }
dice-sheet-ways = { $command } ({ $count } façons)
dice-sheet-guess = Votre choix secret : la Faction { $faction } ({ dice-rule-ultimate-plan })
dice-sheet-commitment = Votre engagement : { $units }
dice-sheet-secrets = Connu de vous seul
dice-text-seat-line = { $letters } { $seat } ({ $faction }{ $role }) : { $card }
dice-sheet-offer = { $seat } vous propose une Alliance pour ce tour
dice-either = { $rest } ou { $last }

## Résumés des commandes et aide de leurs arguments
dice-command-faction = Choisissez votre Faction, à votre tour ({ dice-rule-setup }).
dice-command-place = Mise en place des Atréides ou des Harkonnen : la Région non stratégique de vos Troupes (et, pour les Harkonnen, la Construction de la réserve qui les accompagne).
dice-command-place-construction = Harkonnen : la Construction prise dans la réserve
dice-command-guess = Bene Gesserit : nommez secrètement la Faction dont la victoire sans Alliance devient la vôtre.
dice-command-symbol = Bene Tleilax : le symbole de dé de Faction avec lequel vous recrutez ce tour-ci ({ dice-rule-axolotl-tanks }).
dice-command-ghola = Gholas : payez 1 Epice pour ramener votre Leader sur votre carte de Faction.
dice-command-give = Corrino : donnez de l'Epice de votre marqueur à votre allié pendant son tour.
dice-command-give-amount = Epice à donner
dice-command-keep = Réservez un dé (f1-f4, kanly, spice, region), plusieurs à la fois (`keep f3 f4 spice`), ou tous les dés restants.
dice-command-reroll = Relancez les dés que vous n'avez pas réservés (réservez-en au moins un après chaque lancer).
dice-command-thumper = Défaussez votre Marteleur : le Ver du dé d'Epice est relancé.
dice-command-destroy = Le Ver : la Moissonneuse que vous contrôlez et qu'il détruit ({ dice-rule-harvester }).
dice-command-ally = Proposez une Alliance pour ce tour à une Faction que montre un dé de Faction réservé (les Bene Tleilax : nommez le symbole avec lequel ils recrutent).
dice-command-ally-symbol = Bene Tleilax : le symbole de dé de Faction avec lequel ils recrutent
dice-command-alone = Jouez ce tour sans Alliance.
dice-command-accept = Acceptez l'Alliance qui vous est proposée pour ce tour.
dice-command-decline = Déclinez l'Alliance qui vous est proposée.
dice-command-auto = Réponse permanente et secrète aux propositions d'Alliance : `auto accept`, `auto decline`, `auto accept <faction>` (les propositions de cette Faction seulement), `auto off`.
dice-command-auto-answer = accept, decline ou off
dice-command-auto-faction = les propositions de cette Faction seulement
dice-command-recruit = Recrutez sur votre carte de Faction : un Leader et (Corrino) des Sardaukar pour certains de vos dés de Faction, une Troupe pour chacun des autres.
dice-command-recruit-leaders = Leaders à recruter
dice-command-recruit-sardaukar = Corrino : Sardaukar, 2 dés chacun
dice-command-kill = Kanly : retirez une Troupe d'une Faction d'une Région (elle retourne dans sa réserve).
dice-command-kill-elite = un grand cube (Fremen, Sardaukar)
dice-command-take = Kanly : prenez le marqueur que montre le dé Kanly (Bouclier, Goûte-Poison, Marteleur).
dice-command-spare = Kanly : ne faites rien du dé Kanly.
dice-command-land = Débarquez des Troupes de votre carte de Faction (Contrebandiers : de votre réserve) dans le Bassin Polaire ou une Région que vous contrôlez ; chacune coûte de l'Epice.
dice-command-land-count = cubes à débarquer
dice-command-land-large = combien sont de grands cubes (Sardaukar) ; ceux des Fremen sont tous grands
dice-command-done = Terminez votre débarquement (ou votre déplacement).
dice-command-allow = Laissez votre allié débarquer des Troupes dans vos Régions ce tour-ci (ou non : `allow no`).
dice-command-fund = Laissez votre allié débarquer des Troupes, en payant jusqu'à tant d'Epice pour elles (0 : non).
dice-command-fund-amount = Epice que vous payez au plus
dice-command-target = Choisissez la Région cible du tour : une que désigne le dé de Région, ou le Bassin Polaire.
dice-command-move = Déplacez gratuitement des Troupes vers la cible depuis une Région adjacente (ou une avec un Ornithoptère).
dice-command-move-count = cubes à déplacer
dice-command-move-large = combien sont de grands cubes (Sardaukar) ; ceux des Fremen sont tous grands
dice-command-battle = Choisissez la prochaine Région où combattre ({ dice-rule-combat } : dans l'ordre du joueur actif).
dice-command-dance = Danseurs-Visages : remplacez ici une Troupe ennemie d'une Faction par une des vôtres.
dice-command-stop = Danseurs-Visages : ne remplacez plus de Troupes dans ce combat.
dice-command-sacrifice = La Fortification : quelle Troupe attaquante est perdue (celle d'une Faction, grand cube ou non).
dice-command-lend = Offrez votre Leader au joueur de votre camp pour ce combat (ou non : `lend no`).
dice-command-commit = Envoyez secrètement des unités au combat : vos Troupes et grands cubes, ceux des autres de votre camp, vos Leaders et ceux qu'on vous prête.
dice-command-commit-allied = les Troupes des autres Factions de votre camp
dice-command-commit-allied-large = les grands cubes des autres Factions de votre camp
dice-command-commit-lent = Leaders qu'on vous prête
dice-command-build = Remplacez la Construction de la Région cible que vous contrôlez par une de la réserve (l'ancienne y retourne d'abord).
dice-command-skip = Ne construisez rien ce tour-ci.
dice-command-set-spice = Modérateur : fixez l'Epice du marqueur d'une Faction (Corrino, Guilde : 0-5), ou avec `pool=turn` l'Epice du tour du joueur actif.
dice-command-set-spice-pool = store : le marqueur de la Faction ; turn : l'Epice du tour
dice-command-set-tokens = Modérateur : fixez les Troupes d'une Faction (ou ses grands cubes : `elite=yes`) dans une Région ou sur sa carte de Faction, la différence prise dans sa réserve ou rendue à celle-ci.
dice-command-set-tokens-elite = grands cubes (Fremen, Sardaukar)
dice-command-set-leaders = Modérateur : fixez combien de Leaders d'une Faction sont sur sa carte de Faction (les autres à côté).
dice-command-set-storm = Modérateur : placez la Tempête de sable sur une zone (sans effet sur les cubes qui s'y trouvent).
dice-command-set-turn = Modérateur : fixez le marqueur de tour (1-6).
dice-command-set-first = Modérateur : donnez le marqueur de premier joueur à une Faction (l'ordre du tour tourne ; le joueur en cours garde son tour).
dice-command-set-construction = Modérateur : placez une Construction de la réserve sur une Région (la sienne y retourne d'abord), ou `none` pour la rendre.
dice-command-give-marker = Modérateur : donnez à une Faction le Bouclier ou le Goûte-Poison (de qui le détient), ou un Marteleur de la réserve.
dice-command-take-marker = Modérateur : rendez à la réserve le Bouclier, le Goûte-Poison ou le Marteleur d'une Faction.
dice-command-set-die = Modérateur : tournez un dé du lancer en cours sur une autre face (un dé mal lu à la table) : `set_die f2 Fremen`, `set_die spice 3`.
dice-command-set-die-die = le dé
dice-command-set-guess = Modérateur : fixez le choix secret des Bene Gesserit ({ dice-rule-ultimate-plan }).

## Options
dice-option-map-file = { dice-rule-map } : le chemin d'un fichier de carte JSON sur lequel jouer au lieu de la carte des règles (même forme que DEFAULT_MAP de engine/rulesets/dice/data.py) ; lu une fois à la création de la partie et gardé dans la partie.
dice-option-face-dancers = { dice-rule-face-dancers } : les Bene Tleilax remplacent une Troupe ennemie au début d'un combat pour chaque dé de Faction non utilisé sur son symbole (dice), ou pour 1 Epice chacune pendant leur propre tour (spice, la variante).
dice-side = Faction
dice-side-plural = Factions

## Les réparations du modérateur
dice-repair-setup = La partie est en cours de mise en place ({ dice-rule-setup }) ; les réparations commencent au premier tour.
dice-repair-setup-hint = `force` termine la mise en place.
dice-repair-ended-hint = `undo` annule d'abord la fin.
dice-repair-playing = En jeu : { $factions }.
dice-repair-in-battle = La Faction { $faction } est dans le combat en cours { dice-in-region }.
dice-repair-after-battle = Réparez une fois le combat résolu.
dice-repair-turn-spice = L'Epice du tour est celle du joueur actif, la Faction { $faction }.
dice-repair-no-marker = La Faction { $faction } n'a pas de marqueur d'Epice ({ dice-rule-corrino }, { dice-rule-guild }).
dice-repair-markers = Marqueurs : { $factions } ; l'Epice du tour : `pool=turn`.
dice-repair-markers-none = L'Epice du tour : `pool=turn`.
dice-repair-no-troops = La Faction { $faction } n'a pas de Troupes.
dice-repair-no-large = La Faction { $faction } n'a pas de grands cubes.
dice-repair-set-troops = Fixez ses Troupes.
dice-repair-set-large = Fixez ses grands cubes.
dice-repair-only-troops = La Faction { $faction } n'a que { $count ->
    [one] { $count } Troupe
   *[other] { $count } Troupes
} dans sa réserve.
dice-repair-only-large = La Faction { $faction } n'a que { $count ->
    [one] { $count } grand cube
   *[other] { $count } grands cubes
} dans sa réserve.
dice-repair-at-most = Fixez-en au plus { $count } à cet endroit.
dice-repair-on-card = sur sa carte de Faction
dice-repair-in-region = dans { $region }
dice-repair-sets-troops = Le modérateur fixe les Troupes de la Faction { $faction } { $where } à { $count }, via sa réserve.
dice-repair-sets-large = Le modérateur fixe les grands cubes de la Faction { $faction } { $where } à { $count }, via sa réserve.
dice-repair-first-already = La Faction { $faction } a déjà le marqueur de premier joueur.
dice-repair-first = Le modérateur donne le marqueur de premier joueur à { $seat } (la Faction { $faction }) ; l'ordre du tour : { $order }.
dice-repair-polar-sink = On ne construit rien dans le Bassin Polaire ({ dice-rule-construction }).
dice-repair-battle-construction = Le combat en cours { dice-in-region } compte sa Construction.
dice-repair-holds-already = { $region } a déjà : { $construction }.
dice-repair-no-construction = aucune Construction
dice-repair-none-in-reserve = Pas de { $construction } dans la réserve (elle est : { $held }).
dice-repair-return-first = Rendez-en d'abord une : `set_construction <region> none`.
dice-repair-has-thumper = La Faction { $faction } a déjà un Marteleur (un par joueur, { dice-rule-kanly }).
dice-repair-no-thumper-left = Il ne reste aucun Marteleur dans la réserve.
dice-repair-take-thumper-first = Rendez-en d'abord un : `take_marker thumper <faction>` ({ $factions } en ont un).
dice-repair-gives-thumper = Le modérateur donne à la Faction { $faction } un Marteleur de la réserve.
dice-repair-gives-marker = Le modérateur donne à la Faction { $faction } le { $marker } (de la réserve).
dice-repair-gives-marker-from = Le modérateur donne à la Faction { $faction } le { $marker } (pris à la Faction { $holder }).
dice-repair-holds-no-thumper = La Faction { $faction } n'a pas de Marteleur.
dice-repair-not-holding = La Faction { $faction } n'a pas le { $marker }.
dice-repair-held-by = La Faction { $faction } l'a.
dice-repair-in-reserve = Il est dans la réserve.
dice-repair-returns-marker = Le modérateur rend à la réserve le { $marker } de la Faction { $faction }.
dice-repair-die-when = Les dés se réparent pendant que le lancer est en cours ; les actions suivantes les ont utilisés.
dice-repair-die-undo = `undo` jusqu'au lancer pour changer un dé.
dice-repair-die-shows = Le dé { $die } montre déjà { $face }.

## Regions in a sentence (the article and preposition the region's name takes)
dice-in-region = { $region_gender ->
    [m] dans le { $region }
    [f] dans la { $region }
    [el] dans l'{ $region }
   *[other] à { $region }
}
dice-on-region = { $region_gender ->
    [m] sur le { $region }
    [f] sur la { $region }
    [el] sur l'{ $region }
   *[other] à { $region }
}
dice-of-region = { $region_gender ->
    [m] du { $region }
    [f] de la { $region }
    [el] de l'{ $region }
   *[other] de { $region }
}
dice-into-region = { $region_gender ->
    [m] vers le { $region }
    [f] vers la { $region }
    [el] vers l'{ $region }
   *[other] vers { $region }
}
dice-to-region = { $region_gender ->
    [m] vers le { $region }
    [f] vers la { $region }
    [el] vers l'{ $region }
   *[other] vers { $region }
}
dice-from-source = { $source_gender ->
    [m] du { $source }
    [f] de la { $source }
    [el] de l'{ $source }
   *[other] de { $source }
}
