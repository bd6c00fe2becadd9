# Santini's DUNE, the automatic phases: cards, storms, spice, harvest, worms.

## Carte
santini-cards-due = { $seat } ({ $faction }) draws { $count ->
    [one] 1 card
   *[other] { $count } cards
}: { $reasons }.
santini-cards-base = { $count ->
    [one] 1 for the turn
   *[other] { $count } for the turn
}
santini-cards-major = 1 for { $city }
santini-cards-minor = { $count } for { $cities } minor cities
santini-cards-witch = { $count } for { $leader } in { $city }

## Tempeste
santini-direction-1 = north
santini-direction-2 = north-east
santini-direction-3 = south-east
santini-direction-4 = south
santini-direction-5 = south-west
santini-direction-6 = north-west
santini-storm-turns = heading { $direction }
santini-storm-keeps = keeping its course { $direction }
santini-storm-moves = Storm { $number }: d8 { $d8 }, { $course }; d4 { $d4 }: it moves { $hexes ->
    [one] 1 hex
   *[other] { $hexes } hexes
} to { $hex }.
santini-storm-violent = Storm { $number }: d8 { $d8 }, { $course }; d4 { $d4 }, doubled by Tempeste Violente: it moves { $hexes ->
    [one] 1 hex
   *[other] { $hexes } hexes
} to { $hex }.
santini-storm-off = Storm { $number }: d8 { $d8 }, { $course }; d4 { $d4 }: it blows off the map and comes back in the next storm phase.
santini-storm-returns = Storm { $number } comes back on sheet { $sheet } (d12 { $face }) at { $hex }, heading { $direction } toward the centre.
santini-storm-disperses = Storm { $number } disperses the spice in { $hex } ({ $amounts }).
santini-storm-platform = Storm { $number } destroys the platform of the { $faction } in { $hex }.
santini-storm-destroys = Storm { $number } destroys in { $hex }: { $units }.
santini-storm-saved = { $unit } under the storm rolls { $face } (total { $total }): it survives.
santini-storm-step = { $unit } under the storm rolls { $face } (total { $total }): it loses a step.
santini-storm-lost = { $unit } under the storm rolls { $face } (total { $total }): it is eliminated.

## Spezia
santini-spice-abundance = Abbondanza Spezia: two spice counters on every sheet this turn.
santini-spice-placed = Spice on sheet { $sheet }: d6 { $d6 }, quantity { $amount }; d12 { $d12 }, in { $hex }.

## Raccolta Spezia
santini-harvest-dice = d8 { $face }, modifier { $modifier }: { $total }
santini-harvest-ok = { $unit } ({ $faction }) harvests the { $amount } in { $hex } ({ $dice }): { $gain } spice.
santini-harvest-air = { $unit } ({ $faction }) harvests the { $amount } in { $hex } ({ $dice }): Aerea, with an air wing there: { $gain } spice.
santini-harvest-worm = { $unit } ({ $faction }) harvests the { $amount } in { $hex } ({ $dice }): Verme, the worm eats the harvester and the spice.
santini-harvest-worm-air = { $unit } ({ $faction }) harvests the { $amount } in { $hex } ({ $dice }): Aerea, with no air wing there: the worm eats the harvester and the spice.
santini-harvest-total = Spice harvested by all players in turn { $turn }: { $total }.
santini-income = The { $faction } receive { $count } spice: { $reasons }.
santini-income-emperor = { $count } every turn
santini-income-city = { $count } for { $city }
santini-harvest-not-yours = { $unit } is not a harvester of yours.
santini-harvest-yours = Your harvesters: { $units }.
santini-harvest-amount = A spice counter holds 1, 2 or 3, not { $amount } (0: the largest).
santini-harvest-chosen = { $amount ->
    [0] { $unit } harvests the largest counter where several lie.
   *[other] { $unit } harvests a counter of { $amount } where several lie.
}
santini-command-harvest = Choose the spice counter a harvester of yours takes where several lie (Raccolta Spezia): its quantity 1-3, kept until you change it; 0: the largest again.
santini-command-harvest-unit = a counter's id, as `H12`
santini-command-harvest-amount = the counter's quantity, 1-3 (0: the largest)

## Vermi
santini-worm-tires = The worm { $unit } in { $hex } has { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
} left.
santini-worm-gone = The worm { $unit } in { $hex } has no turn left and leaves the map.
santini-muaddib-veterans = Paul Muad'Dib makes veterans in { $hex }: { $units }.
santini-weirding-arrive = The Fremen receive { $count } weirding modules on Arrakis ({ $total } there now).
santini-platform-razed = The { $by } destroy the platform of the { $faction } in { $hex }.

## Controllo Condizioni Vittoria
santini-points-count = { $faction }: { $points } points (cities { $cities }, charismatic leader lost { $lost }, enemy charismatic leaders killed { $kills }, spice { $spice }).
