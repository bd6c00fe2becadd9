# DUNE de Santini : mouvements, vols, transferts, entrées, mouvement stratégique, constructions (Attività).

## Commandes
santini-command-move = Déplacez ensemble les unités d'un hexagone le long d'un chemin d'hexagones adjacents (Attività) : `move H3,H4 0512 0513` ; un chemin fremen peut finir par `off`, au-delà du bord de la carte.
santini-command-move-units = identifiants des pions séparés par des virgules, comme `H3,H4`
santini-command-move-path = les hexagones où l'on entre, dans l'ordre, comme `0512 0513`
santini-command-fly = Faites voler une aile de transport le long d'un chemin (Attività) : `fly T1 +H3,H4 0513 0514 -H3 0515` embarque H3 et H4, vole, dépose H3 en 0514 et atterrit en 0515 avec H4.
santini-command-fly-unit = l'identifiant de l'aile de transport, comme `T1`
santini-command-fly-path = hexagones dans l'ordre ; `+ids` embarque, `-ids` dépose, à cet endroit
santini-command-transfer = Faites transporter par la Guilde des unités entre votre planète et Arrakis (Attività) : `transfer H5,H6 0512` depuis la planète d'origine, `transfer H5 home` depuis la carte.
santini-command-transfer-units = identifiants des pions séparés par des virgules, comme `H5,H6`
santini-command-transfer-to = un hexagone de la carte, ou `home`
santini-command-enter = Fremen : faites entrer des unités depuis Arrakis sur un hexagone du bord de la carte libre de zoc ennemie (Attività) : `enter F3,F4 0101`.
santini-command-enter-units = identifiants des pions séparés par des virgules, comme `F3,F4`
santini-command-enter-hex = un hexagone de la carte, comme `0512`
santini-command-split = Fremen : divisez une infanterie vétérane hors de toute zoc ennemie en unités de force 1 (Nota su Fanterie Veterane Fremen) : `split F7`.
santini-command-split-unit = l'identifiant d'un pion, comme `H12`
santini-command-strategic = Fremen : déplacez une pile par mouvement stratégique, jusqu'à 16 points sur des hexagones libres de zoc ennemie (Attività) : `strategic F3,F4 0512 0513 0514`.
santini-command-strategic-units = identifiants des pions séparés par des virgules, comme `F3,F4`
santini-command-strategic-path = les hexagones où l'on entre, dans l'ordre, comme `0512 0513`
santini-command-fortify = Affectez une infanterie qui n'a pas bougé, dans une cité, à la construction d'une fortification, pour 3 épices (gratuit pour les Fremen) (Attività) : `fortify H3`.
santini-command-fortify-unit = l'identifiant d'un pion, comme `H12`
santini-command-platform = Affectez une infanterie qui n'a pas bougé, dans une cité ou en désert clair, à la construction d'une plate-forme, pour 3 épices (Attività) : `platform H3`.
santini-command-platform-unit = l'identifiant d'un pion, comme `H12`

## Titres du livret de règles
santini-rule-attivita = Attività
santini-rule-tempeste = Tempeste
santini-rule-tempeste-spaziali = Tempeste Spaziali
santini-rule-complotto = Complotto
santini-rule-nota-su-fanterie-veterane-fremen = Nota su Fanterie Veterane Fremen

## Événements
santini-moved = { $units } se déplacent : { $path }.
santini-flown = L'aile de transport { $unit } vole : { $path }.
santini-shot-down = L'aile de transport { $unit } est abattue par l'artillerie en { $hex }, avec toute sa charge : { $units }.
santini-transferred = La Guilde transporte { $units } vers { $to } pour { $cost } épices.
santini-home = leur planète d'origine
santini-entered = Les Fremen font entrer { $units } sur la carte en { $hex }.
santini-split = La vétérane { $unit } se divise en { $units }{ $lost ->
    [0] .
   *[other] ; { $lost } points de force perdus faute de place.
}
santini-strategic-moved = Mouvement stratégique { $used } sur { $count } : { $units } vont { $path }.
santini-scout-passes = L'éclaireur { $unit } en { $hex } passe sous le contrôle des { $faction }.
santini-worm-vanishes = Le ver { $unit } en { $hex } disparaît : aucune unité de combat fremen n'est avec lui.
santini-work-begun-fortify = { $unit } commence une fortification en { $hex } ({ $cost } épices).
santini-work-begun-platform = { $unit } commence une plate-forme en { $hex } ({ $cost } épices).
santini-work-done-fortify = La fortification en { $hex } est terminée.
santini-work-done-platform = La plate-forme en { $hex } est terminée.
santini-work-lost-fortify = La fortification en construction en { $hex } est perdue.
santini-work-lost-platform = La plate-forme en construction en { $hex } est perdue.

## Refus
santini-activity-battle-open = La bataille en { $hex } n'est pas encore finie.
santini-move-after-attacks = Vos attaques ont commencé : plus de mouvement dans cette activité.
santini-move-no-units = Nommez les pions à déplacer.
santini-move-not-yours = { $unit } n'est pas l'un de vos pions.
santini-move-not-on-map = Pas sur la carte : { $units }.
santini-move-not-together = Les pions d'un même ordre doivent être dans un seul hexagone : { $places }.
santini-move-locked = { $unit } ne peut plus bouger ce tour-ci (transférée, entrée, transportée, déplacée stratégiquement ou en construction).
santini-move-pinned = { $unit } est bloquée par la tempête en { $hex }.
santini-move-plotted = { $unit } est un commandement frappé par un Complotto : il ne peut pas bouger ce tour-ci.
santini-move-not-hex = { $word } n'est pas un hexagone de la carte.
santini-move-not-adjacent = { $there } n'est pas adjacent à { $here }.
santini-move-storm = Aucune unité n'entre de son plein gré dans la tempête en { $hex }.
santini-move-enemy-hex = { $hex } est tenu par l'ennemi : seuls les espions peuvent y entrer.
santini-move-terrain = { $unit } ({ $kind }) ne peut pas entrer en { $hex }.
santini-move-no-points = { $unit } n'a pas les points pour entrer en { $hex } (il en reste { $left }).
santini-move-zoc-stops = La zone de contrôle ennemie arrête le mouvement en { $hex }.
santini-move-stack-full = { $hex } aurait plus de trois unités de combat ou plus d'un ver.
santini-move-wing-flies = { $unit } est une aile de transport : elle vole.
santini-move-no-path = Donnez les hexagones où entrer, dans l'ordre.
santini-move-worm-riders = Un ver porte jusqu'à trois unités de combat fremen et autant de commandements, leaders et espions qu'on veut, s'ils n'ont pas bougé dans cette activité.
santini-move-off-refused = Seules des unités fremen sur un hexagone du bord peuvent quitter la carte, pas depuis { $hex } (jamais un ver ni un éclaireur).
santini-fly-no-points = L'aile de transport { $unit } n'a pas les points pour continuer depuis { $hex } ({ $left } en tout).
santini-fly-no-landing = Une aile de transport ne peut pas atterrir en { $hex } : montagne, ou unités ennemies.
santini-fly-cannot-load = { $unit } ne peut pas embarquer en { $hex } : elle doit être à vous, là, ne pas avoir bougé dans cette activité, et n'être ni une aile ni un ver.
santini-fly-overloaded = L'aile de transport { $unit } porte au plus { $capacity } pas.
santini-fly-not-aboard = Ces unités ne sont pas à bord en { $hex }.
santini-fly-not-wing = { $unit } n'est pas une aile de transport sur la carte.
santini-fly-grounded = Tempeste Bassa Quota : aucune aile de transport ne vole ce tour-ci.
santini-transfer-not-here = La Guilde ne transporte pas { $unit } ({ $kind }) vers ou depuis { $hex } : ni montagne, ni désert sombre, jamais d'éclaireurs ni de vers.
santini-transfer-zoc = { $hex } est tenu ou surveillé par l'ennemi : la Guilde n'y transporte que des espions, au prix entre parenthèses.
santini-transfer-fremen = Les Fremen ne paient pas la Guilde : ils entrent par le bord de la carte.
santini-transfer-storms = Tempeste Spaziali : aucun transfert de la Guilde ce tour-ci.
santini-transfer-where = Dites où : un hexagone, ou `home`.
santini-transfer-moved = { $unit } a bougé dans cette activité : elle ne peut pas être transférée.
santini-transfer-not-home = { $unit } n'est pas sur votre planète d'origine.
santini-transfer-spice = Le transfert coûte { $cost } épices ; vous en avez { $spice }.
santini-enter-fremen-only = Seuls les Fremen entrent par le bord de la carte.
santini-enter-not-waiting = { $unit } n'attend pas sur Arrakis.
santini-enter-not-edge = { $hex } n'est pas sur le bord de la carte.
santini-enter-zoc = { $hex } est tenu ou surveillé par l'ennemi.
santini-split-not-veteran = { $unit } n'est pas une infanterie vétérane fremen sur la carte.
santini-split-zoc = { $unit } en { $hex } est dans une zone de contrôle ennemie : elle ne peut pas se diviser.
santini-strategic-fremen-only = Seuls les Fremen font des mouvements stratégiques.
santini-strategic-none-left = Les Fremen ont utilisé leurs { $count } mouvements stratégiques de ce tour.
santini-strategic-not-fresh = { $unit } ne peut pas se déplacer stratégiquement : elle doit être sur la carte depuis un tour précédent et ne pas avoir bougé ce tour-ci.
santini-strategic-zoc = { $hex } est tenu ou surveillé par l'ennemi : pas de mouvement stratégique là.
santini-strategic-too-far = { $hex } est au-delà de { $points } points de mouvement.
santini-work-infantry = { $unit } n'est pas une infanterie sur la carte.
santini-work-moved = { $unit } a bougé ce tour-ci : elle ne peut pas construire.
santini-work-where-fortify = { $unit } en { $hex } n'est pas dans une cité.
santini-work-where-platform = { $unit } en { $hex } n'est ni dans une cité ni en désert clair.
santini-work-exists = { $hex } en a déjà une.
santini-work-fremen-platform = Les Fremen ne construisent pas de plates-formes.
santini-work-spice = La construction coûte { $cost } épices ; vous en avez { $spice }.

## Conseils
santini-move-hint-done = Dites `done` quand vos attaques sont faites.
santini-move-hint-syntax = Par exemple `move H3,H4 0512 0513`.
santini-move-hint-yours = Vos pions sur la carte : { $units }.
santini-move-hint-bring = Amenez des unités sur la carte avec `transfer` (les Fremen : `enter`).
santini-move-hint-one-hex = Donnez un ordre par hexagone.
santini-move-hint-others = Déplacez d'autres pions, ou dites `done`.
santini-move-hint-neighbours = Adjacents à { $hex } : { $hexes }.
santini-move-hint-open = Depuis { $hex } ils peuvent entrer en : { $hexes }.
santini-move-hint-attack = Attaquez-le plutôt, après vos mouvements.
santini-move-hint-zoc = Un mouvement s'arrête au premier hexagone d'une zone de contrôle ennemie.
santini-move-hint-stack = Laissez-en quelques-unes derrière, ou arrêtez-vous ailleurs.
santini-move-hint-fly = Par exemple `fly { $unit } 0513`.
santini-move-hint-off = Terminez le chemin sur un hexagone du bord par `off`.
santini-fly-hint-landing = Atterrissez, embarquez ou déposez sur un hexagone de cité ou de désert sans unités ennemies.
santini-fly-hint-load = N'embarquez que là où est l'aile : `+H3,H4`.
santini-fly-hint-aboard = À bord : { $units }.
santini-transfer-hint = Les transferts vont vers ou depuis une cité ou le désert clair hors de toute zoc ennemie : `transfer H5 0512` ou `transfer H5 home`.
santini-transfer-hint-enter = Par exemple `enter F3 0101`.
santini-enter-hint-waiting = En attente sur Arrakis : { $units }.
santini-enter-hint-edge = Choisissez un hexagone du bord sans pion ennemi adjacent.
santini-split-no-counters = { $unit } ne peut pas se diviser : tous les pions de force 1 de votre planche sont en jeu.
