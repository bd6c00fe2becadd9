# Santini's DUNE: the counters, a group's counters file, and the set-up (Piazzamento Iniziale).

## Kinds of counter
santini-kind-infantry = infantry
santini-kind-armour = armour
santini-kind-artillery = artillery
santini-kind-guard = guard
santini-kind-command = command
santini-kind-leader = leader
santini-kind-spy = spy
santini-kind-harvester = harvester
santini-kind-wing = air wing
santini-kind-scout = scout
santini-kind-worm = worm

## Home planets
santini-home-emperor = Kaitain
santini-home-atreides = Caladan
santini-home-harkonnen = Giedi Prime
santini-home-fremen = Arrakis

## A counters file's problems
santini-counters-unknown-kind = the { $faction }' counters name `{ $key }`, which is no kind of counter
santini-counters-missing = the { $faction } have no { $kind } counter
santini-counters-no-mp = the { $faction }' { $kind } has no movement points
santini-counters-steps = the { $faction }' { $kind } needs a reduced strength from 1 to its full strength (two steps)
santini-counters-wing = the { $faction }' air wing carries no steps
santini-counters-fremen-veteran = the Fremen veteran infantry has strength { $strength }, not 2 to 4
santini-counters-leader-key = the leader under `{ $key }` is named { $name }: the two must be the same
santini-counters-commander = { $name } is a commander: a die modifier from 1 to 3 (3 for a charismatic leader)
santini-counters-witch = { $name } is a witch: a spy-die modifier of 1 at least, and a charismatic leader is a commander
santini-counters-famous = { $name } is a famous character: an action that names a card of the deck, and a charismatic leader is a commander
santini-counters-charismatic = the { $faction } have { $count } charismatic leaders, not one
santini-counters-leader-missing = the deck's card { $card } brings { $name }, who is not among the leaders

## The option
santini-option-counters-file = The path of a JSON file with your printed game's counter values (the shape of engine/rulesets/santini/data/counters.py's CounterSet), read once when the game is created and kept in the game; none: the reconstructed values.

## Set-up
santini-setup-stack = The { $faction } set up in { $place } ({ $hex }): { $units }.
santini-setup-stack-home = The { $faction } set up on { $place }: { $units }.
santini-setup-units = { $count } × { $kind }
santini-setup-units-veteran = { $count } × { $kind } (veteran)
santini-setup-modules = { $count ->
    [one] { $count } weirding module
   *[other] { $count } weirding modules
}
santini-setup-works = The { $faction } hold a finished fortification and platform in { $place } ({ $hex }).
santini-setup-leader = { $leader } of the { $faction } waits on { $place }.
santini-setup-spice-home = The { $faction } begin with { $spice } spice.
santini-setup-aside = { $seat } draws { $card }: set aside (an event or another faction's card).
santini-setup-hand-count = { $seat } holds { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
santini-setup-hand = Your starting hand: { $cards }.
santini-setup-reshuffled = { $count ->
    [one] The card set aside is shuffled back into the deck.
   *[other] The { $count } cards set aside are shuffled back into the deck.
}
santini-setup-storm = Storm { $number } is placed in { $hex } (sheet { $sheet }), facing the centre of the map.
santini-setup-spice = A spice counter of { $count } is placed in { $hex } (sheet { $sheet }).
santini-counters-mix-key = the { $faction }' counter mix names `{ $key }`, which it does not count (infantry, armour, artillery, guard, command, spy, wing, harvester, infantry-split)
santini-counters-mix-count = the { $faction }' counter mix holds { $count } of `{ $key }`, fewer than the { $placed } the set-up places
santini-kind-infantry-split = strength-1 infantry
