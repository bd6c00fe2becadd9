# Santini's DUNE: moves, flights, transfers, entries, strategic movement, works (Attività).

## Commands
santini-command-move = Move units of one hex together along a path of adjacent hexes (Attività): `move H3,H4 0512 0513`; a Fremen path may end `off`, past the map's edge.
santini-command-move-units = counter ids separated by commas, as `H3,H4`
santini-command-move-path = the hexes entered in order, as `0512 0513`
santini-command-fly = Fly an air wing along a path (Attività): `fly T1 +H3,H4 0513 0514 -H3 0515` picks up H3 and H4, flies, drops H3 at 0514 and lands at 0515 with H4.
santini-command-fly-unit = the air wing's id, as `T1`
santini-command-fly-path = hexes in order; `+ids` picks up, `-ids` drops, here
santini-command-transfer = Have the Guild carry units between your planet and Arrakis (Attività): `transfer H5,H6 0512` from home, `transfer H5 home` from the map.
santini-command-transfer-units = counter ids separated by commas, as `H5,H6`
santini-command-transfer-to = a hex of the map, or `home`
santini-command-enter = Fremen: bring units from Arrakis onto a hex of the map's edge free of enemy zoc (Attività): `enter F3,F4 0101`.
santini-command-enter-units = counter ids separated by commas, as `F3,F4`
santini-command-enter-hex = a hex of the map, as `0512`
santini-command-split = Fremen: divide a veteran infantry out of enemy zoc into strength-1 units (Nota su Fanterie Veterane Fremen): `split F7`.
santini-command-split-unit = a counter's id, as `H12`
santini-command-strategic = Fremen: move a stack strategically, up to 16 points along hexes free of enemy zoc (Attività): `strategic F3,F4 0512 0513 0514`.
santini-command-strategic-units = counter ids separated by commas, as `F3,F4`
santini-command-strategic-path = the hexes entered in order, as `0512 0513`
santini-command-fortify = Set an unmoved infantry in a city to build a fortification, for 3 spice (the Fremen: free) (Attività): `fortify H3`.
santini-command-fortify-unit = a counter's id, as `H12`
santini-command-platform = Set an unmoved infantry on a city or light desert to build a platform, for 3 spice (Attività): `platform H3`.
santini-command-platform-unit = a counter's id, as `H12`

## Rulebook headings
santini-rule-attivita = Attività
santini-rule-tempeste = Tempeste
santini-rule-tempeste-spaziali = Tempeste Spaziali
santini-rule-complotto = Complotto
santini-rule-nota-su-fanterie-veterane-fremen = Nota su Fanterie Veterane Fremen

## Events
santini-moved = { $units } move: { $path }.
santini-flown = Air wing { $unit } flies: { $path }.
santini-shot-down = Air wing { $unit } is shot down over the artillery at { $hex }, with its load: { $units }.
santini-transferred = The Guild carries { $units } to { $to } for { $cost } spice.
santini-home = their home planet
santini-entered = The Fremen bring { $units } onto the map at { $hex }.
santini-split = Veteran { $unit } splits into { $units }{ $lost ->
    [0] .
   *[other] ; { $lost } strength lost for want of room.
}
santini-strategic-moved = Strategic movement { $used } of { $count }: { $units } go { $path }.
santini-scout-passes = Scout { $unit } at { $hex } passes to the { $faction }.
santini-worm-vanishes = Worm { $unit } at { $hex } vanishes: no Fremen combat unit is with it.
santini-work-begun-fortify = { $unit } begins a fortification at { $hex } ({ $cost } spice).
santini-work-begun-platform = { $unit } begins a platform at { $hex } ({ $cost } spice).
santini-work-done-fortify = The fortification at { $hex } is finished.
santini-work-done-platform = The platform at { $hex } is finished.
santini-work-lost-fortify = The fortification being built at { $hex } is lost.
santini-work-lost-platform = The platform being built at { $hex } is lost.

## Refusals
santini-activity-battle-open = The battle at { $hex } is not over yet.
santini-move-after-attacks = Your attacks have begun: no more moves this activity.
santini-move-no-units = Name the counters to move.
santini-move-not-yours = { $unit } is not one of your counters.
santini-move-not-on-map = Not on the map: { $units }.
santini-move-not-together = The counters of one order must stand in one hex: { $places }.
santini-move-locked = { $unit } may not move again this turn (it was transferred, entered, carried, moved strategically, or is building).
santini-move-pinned = { $unit } is pinned by the storm at { $hex }.
santini-move-plotted = { $unit } is a command under a Complotto: it may not move this turn.
santini-move-not-hex = { $word } is not a hex of the map.
santini-move-not-adjacent = { $there } is not next to { $here }.
santini-move-storm = No unit moves into the storm at { $hex } of its own will.
santini-move-enemy-hex = { $hex } is held by the enemy: only spies may enter it.
santini-move-terrain = { $unit } ({ $kind }) may not enter { $hex }.
santini-move-no-points = { $unit } has not the points to enter { $hex } ({ $left } left).
santini-move-zoc-stops = The enemy's zone of control stops the move at { $hex }.
santini-move-stack-full = { $hex } would hold more than three combat units or more than one worm.
santini-move-wing-flies = { $unit } is an air wing: it flies.
santini-move-no-path = Give the hexes to enter, in order.
santini-move-worm-riders = A worm carries up to three Fremen combat units and any commands, leaders and spies that have not moved this activity.
santini-move-off-refused = Only Fremen units on an edge hex may leave the map, not from { $hex } (and never a worm or a scout).
santini-fly-no-points = Air wing { $unit } has not the points to go on from { $hex } ({ $left } in all).
santini-fly-no-landing = An air wing may not land at { $hex }: rock, or enemy units.
santini-fly-cannot-load = { $unit } cannot board at { $hex }: it must be yours, there, unmoved this activity, and neither a wing nor a worm.
santini-fly-overloaded = Air wing { $unit } carries { $capacity } steps at most.
santini-fly-not-aboard = Those units are not aboard at { $hex }.
santini-fly-not-wing = { $unit } is not an air wing on the map.
santini-fly-grounded = Tempeste Bassa Quota: no air wing flies this turn.
santini-transfer-not-here = The Guild does not carry { $unit } ({ $kind }) to or from { $hex }: not rock, not dark desert, never scouts or worms.
santini-transfer-zoc = { $hex } is held or watched by the enemy: the Guild carries only spies there, at the higher price.
santini-transfer-fremen = The Fremen do not pay the Guild: they enter from the map's edge.
santini-transfer-storms = Tempeste Spaziali: no Guild transfer this turn.
santini-transfer-where = Say where to: a hex, or `home`.
santini-transfer-moved = { $unit } has moved this activity: it may not be transferred.
santini-transfer-not-home = { $unit } is not on your home planet.
santini-transfer-spice = The transfer costs { $cost } spice; you have { $spice }.
santini-enter-fremen-only = Only the Fremen enter from the map's edge.
santini-enter-not-waiting = { $unit } is not waiting on Arrakis.
santini-enter-not-edge = { $hex } is not on the map's edge.
santini-enter-zoc = { $hex } is held or watched by the enemy.
santini-split-not-veteran = { $unit } is not a Fremen veteran infantry on the map.
santini-split-zoc = { $unit } at { $hex } is in an enemy's zone of control: it may not split.
santini-strategic-fremen-only = Only the Fremen move strategically.
santini-strategic-none-left = The Fremen have used their { $count } strategic movements this turn.
santini-strategic-not-fresh = { $unit } may not move strategically: it must have been on the map since an earlier turn and not have moved this turn.
santini-strategic-zoc = { $hex } is held or watched by the enemy: no strategic movement there.
santini-strategic-too-far = { $hex } is beyond { $points } movement points.
santini-work-infantry = { $unit } is not an infantry on the map.
santini-work-moved = { $unit } has moved this turn: it may not build.
santini-work-where-fortify = { $unit } at { $hex } is not in a city.
santini-work-where-platform = { $unit } at { $hex } is neither in a city nor on light desert.
santini-work-exists = { $hex } already has one.
santini-work-fremen-platform = The Fremen build no platforms.
santini-work-spice = The work costs { $cost } spice; you have { $spice }.

## Hints
santini-move-hint-done = Say `done` when your attacks are made.
santini-move-hint-syntax = For example `move H3,H4 0512 0513`.
santini-move-hint-yours = Your counters on the map: { $units }.
santini-move-hint-bring = Bring units onto the map with `transfer` (the Fremen: `enter`).
santini-move-hint-one-hex = Give one order for each hex.
santini-move-hint-others = Move other counters, or say `done`.
santini-move-hint-neighbours = Next to { $hex }: { $hexes }.
santini-move-hint-open = From { $hex } they may enter: { $hexes }.
santini-move-hint-attack = Attack it instead, after your moves.
santini-move-hint-zoc = A move ends in the first hex of an enemy's zone of control.
santini-move-hint-stack = Leave some behind, or stop elsewhere.
santini-move-hint-fly = For example `fly { $unit } 0513`.
santini-move-hint-off = End the path on an edge hex with `off`.
santini-fly-hint-landing = Land, pick up or drop on a hex of city or desert free of enemy units.
santini-fly-hint-load = Pick up only where the wing is: `+H3,H4`.
santini-fly-hint-aboard = Aboard: { $units }.
santini-transfer-hint = Transfers go to or from a city or light desert out of enemy zoc: `transfer H5 0512` or `transfer H5 home`.
santini-transfer-hint-enter = For example `enter F3 0101`.
santini-enter-hint-waiting = Waiting on Arrakis: { $units }.
santini-enter-hint-edge = Choose an edge hex with no enemy counter next to it.
santini-split-no-counters = { $unit } may not split: every strength-1 counter of your sheet is in play.
