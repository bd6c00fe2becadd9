# DUNE de Santini, les phases automatiques : cartes, tempêtes, épice, récolte, vers.

## Carte
santini-cards-due = { $seat } ({ $faction }) pioche { $count ->
    [one] 1 carte
   *[other] { $count } cartes
} : { $reasons }.
santini-cards-base = { $count ->
    [one] 1 pour le tour
   *[other] { $count } pour le tour
}
santini-cards-major = 1 pour { $city }
santini-cards-minor = { $count } pour { $cities } cités mineures
santini-cards-witch = { $count } pour { $leader } à { $city }

## Tempeste
santini-direction-1 = nord
santini-direction-2 = nord-est
santini-direction-3 = sud-est
santini-direction-4 = sud
santini-direction-5 = sud-ouest
santini-direction-6 = nord-ouest
santini-storm-turns = cap au { $direction }
santini-storm-keeps = garde son cap au { $direction }
santini-storm-moves = Tempête { $number } : d8 { $d8 }, { $course } ; d4 { $d4 } : elle avance de { $hexes ->
    [one] 1 hexagone
   *[other] { $hexes } hexagones
} jusqu'en { $hex }.
santini-storm-violent = Tempête { $number } : d8 { $d8 }, { $course } ; d4 { $d4 }, doublé par Tempeste Violente : elle avance de { $hexes ->
    [one] 1 hexagone
   *[other] { $hexes } hexagones
} jusqu'en { $hex }.
santini-storm-off = Tempête { $number } : d8 { $d8 }, { $course } ; d4 { $d4 } : elle sort de la carte et reviendra à la prochaine phase des tempêtes.
santini-storm-returns = La tempête { $number } revient sur la feuille { $sheet } (d12 { $face }) en { $hex }, cap au { $direction } vers le centre.
santini-storm-disperses = La tempête { $number } disperse l'épice en { $hex } ({ $amounts }).
santini-storm-platform = La tempête { $number } détruit la plateforme ({ $faction }) en { $hex }.
santini-storm-destroys = La tempête { $number } détruit en { $hex } : { $units }.
santini-storm-saved = { $unit }, sous la tempête, obtient { $face } (total { $total }) : elle survit.
santini-storm-step = { $unit }, sous la tempête, obtient { $face } (total { $total }) : elle perd un niveau.
santini-storm-lost = { $unit }, sous la tempête, obtient { $face } (total { $total }) : elle est éliminée.

## Spezia
santini-spice-abundance = Abbondanza Spezia : deux pions d'épice sur chaque feuille ce tour-ci.
santini-spice-placed = Épice sur la feuille { $sheet } : d6 { $d6 }, quantité { $amount } ; d12 { $d12 }, en { $hex }.

## Raccolta Spezia
santini-harvest-dice = d8 { $face }, modificateur { $modifier } : { $total }
santini-harvest-ok = { $unit } ({ $faction }) récolte le pion de { $amount } en { $hex } ({ $dice }) : { $gain } d'épice.
santini-harvest-air = { $unit } ({ $faction }) récolte le pion de { $amount } en { $hex } ({ $dice }) : Aerea, avec une aile de transport sur place : { $gain } d'épice.
santini-harvest-worm = { $unit } ({ $faction }) récolte le pion de { $amount } en { $hex } ({ $dice }) : Verme, le ver dévore la moissonneuse et l'épice.
santini-harvest-worm-air = { $unit } ({ $faction }) récolte le pion de { $amount } en { $hex } ({ $dice }) : Aerea, sans aile de transport sur place : le ver dévore la moissonneuse et l'épice.
santini-harvest-total = Épice récoltée par tous les joueurs au tour { $turn } : { $total }.
santini-income = Revenu ({ $faction }) : { $count } d'épice : { $reasons }.
santini-income-emperor = { $count } chaque tour
santini-income-city = { $count } pour { $city }
santini-harvest-not-yours = { $unit } n'est pas une de vos moissonneuses.
santini-harvest-yours = Vos moissonneuses : { $units }.
santini-harvest-amount = Un pion d'épice vaut 1, 2 ou 3, pas { $amount } (0 : le plus grand).
santini-harvest-chosen = { $amount ->
    [0] { $unit } récolte le plus grand pion là où il y en a plusieurs.
   *[other] { $unit } récolte un pion de { $amount } là où il y en a plusieurs.
}
santini-command-harvest = Choisissez le pion d'épice que prend une de vos moissonneuses là où il y en a plusieurs (Raccolta Spezia) : sa quantité 1-3, gardée jusqu'à ce que vous la changiez ; 0 : de nouveau le plus grand.
santini-command-harvest-unit = le numéro d'un pion, comme `H12`
santini-command-harvest-amount = la quantité du pion, 1-3 (0 : le plus grand)

## Vermi
santini-worm-tires = Il reste { $turns ->
    [one] 1 tour
   *[other] { $turns } tours
} au ver { $unit } en { $hex }.
santini-worm-gone = Le ver { $unit } en { $hex } n'a plus de tour et quitte la carte.
santini-muaddib-veterans = Paul Muad'Dib rend vétérans en { $hex } : { $units }.
santini-weirding-arrive = Les Fremen reçoivent { $count } modules d'étrangeté sur Arrakis ({ $total } maintenant).
santini-platform-razed = Plateforme ({ $faction }) en { $hex } détruite par les unités de combat ({ $by }).

## Controllo Condizioni Vittoria
santini-points-count = { $faction } : { $points } points de victoire (cités { $cities }, chef charismatique perdu { $lost }, chefs charismatiques ennemis tués { $kills }, épice { $spice }).
