# Santini's DUNE: what the game says (events, refusals, prompts, status, sheets).
santini-none = none
santini-side-label = faction
santini-side-label-plural = Factions
santini-seated = { $seat } plays the { $faction }.
santini-not-now = `{ $command }` is not played now ({ $phase }).
santini-turn-begins = Turn { $turn } of { $turns } begins.
santini-activity-of = Activity: { $seat } ({ $faction }) moves and attacks.
santini-not-your-activity = It is not your activity now.
santini-status-turn = Turn { $turn } of { $turns }, { $phase }
santini-status-over = The game is over (turn { $turn }).
santini-prompt-activity = Your activity: move, attack, then `done`.
santini-end-fremen = The Fremen win: three turns with at most 12 spice harvested by all.
santini-end-points = Victory with 6 points: { $winners }.
santini-end-partial = Turn 30 is over: partial victory for { $winners }.

## Factions
santini-faction-harkonnen = Harkonnen
santini-faction-atreides = Atreides
santini-faction-fremen = Fremen
santini-faction-emperor = Emperor

## Phases
santini-phase-setup = set-up
santini-phase-cards = cards
santini-phase-storms = storms
santini-phase-spice = spice
santini-phase-initiative = initiative
santini-phase-activity = activity
santini-phase-construction = construction
santini-phase-harvest = spice harvest
santini-phase-hand = hand check
santini-phase-worms = worms
santini-phase-victory = victory check
santini-phase-ended = game over

## Data files
santini-map-file = map file
santini-map-file-noun = a map
santini-map-file-shape = Give a JSON file shaped like engine/rulesets/santini/data/hexmap.py's MapData: every hex's terrain, the cities and each sheet's twelve spice-birth hexes.
santini-counters-file = counters
santini-counters-file-noun = a set of counters
santini-counters-file-shape = Give a JSON file shaped like engine/rulesets/santini/data/counters.py's CounterSet: each faction's counter values and the leaders.

## The deck
santini-draws = { $seat } draws a card.
santini-drawn = You draw { $card }.
santini-event = { $seat } draws the event { $card }.
santini-event-again = { $seat } draws { $card } again this turn: ignored.

## Options
santini-option-map-file = The path of a JSON file with your printed game's map (the shape of engine/rulesets/santini/data/hexmap.py's MapData), read once when the game is created and kept in the game; none: the reconstructed map.
