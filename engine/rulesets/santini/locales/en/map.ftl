# Santini's DUNE: the map's checks, the board picture and the `look` views.

## A group's map file (the first problem found)
santini-map-not-a-hex = { $hex } is not a hex of the 36 by 20 map (0101 to 3620).
santini-map-no-terrain = hex { $hex } has no terrain (light, dark, rock or city).
santini-map-city-missing = the city { $city } is missing.
santini-map-city-unknown = { $city } is not a city of the rulebook (Carthag, Arrakeen and the seven sietches).
santini-map-city-major = { $city } is marked major or minor wrongly: only Carthag and Arrakeen are major.
santini-map-city-terrain = { $city } lies on { $hex }, which is not a city hex.
santini-map-city-shared = { $city } and { $other } share hex { $hex }.
santini-map-city-nameless = hex { $hex } is a city hex but no city lies there.
santini-map-births-missing = sheet { $sheet } has no spice-birth hexes.
santini-map-births-sheet-unknown = there is no sheet { $sheet } (sheets 1 to 6).
santini-map-births-count = sheet { $sheet } has { $count } spice-birth hexes, not { $wanted }.
santini-map-birth-off-sheet = spice-birth hex { $hex } is not on sheet { $sheet }.
santini-map-birth-not-light = spice-birth hex { $hex } (sheet { $sheet }) is not light desert.
santini-map-birth-twice = spice-birth hex { $hex } is given twice on sheet { $sheet }.
santini-map-range-not-rock = hex { $hex } of the range { $range } is not rock.

## The board
santini-board-turn = Turn { $turn } of { $turns }: { $phase }
santini-board-order = Order: { $order }
santini-board-faction = { $faction }: { $points } pts, { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}, { $spice } spice
santini-board-sheet = Sheet { $sheet }
santini-board-around = Around { $hex } ({ $radius } hexes)
santini-board-worms = { $count ->
    [one] worm
   *[other] { $count } worms
}
santini-board-storm = storm { $number }
santini-board-spice = spice { $values }
santini-board-fortification = fortification ({ $faction })
santini-board-platform = platform ({ $faction })
santini-board-atomic = atomics
santini-board-key-terrain = Key: . light desert, : dark desert, ^ rock, # city
santini-board-key-marks = H A F E + count: stack (* several factions), @n storm, ~ worm, $n spice
santini-board-stacks = Counters on the map
santini-board-stacks-of = Counters of the { $faction } on the map
santini-board-births = Spice births (d12): { $births }

## look
santini-command-look = See part of the map as text, for you alone: `look sheet 3`, `look around 0512 2`, `look stacks` or `look stacks fremen`.
santini-command-look-what = sheet, around or stacks
santini-command-look-where = a sheet (1-6), a hex (0512) or a faction
santini-command-look-radius = how many hexes around (1-4)
santini-look-view =
    ```
    { $view }
    ```
santini-look-sheet-unknown = There is no sheet { $sheet }.
santini-look-sheet-hint = Name a sheet from 1 to { $sheets }: `look sheet 3`.
santini-look-hex-unknown = { $hex } is not a hex of the map.
santini-look-around-hint = Name a hex and up to { $most } hexes around it: `look around 0512 2`.
santini-look-radius = { $radius } hexes around is too many or too few (1 to { $most }).
santini-look-faction-unknown = { $faction } is not a faction.
santini-look-stacks-hint = `look stacks` for everyone, or name one of { $factions }.

## City names (the rulebook's, in every language)
santini-city-carthag = Carthag
santini-city-arrakeen = Arrakeen
santini-city-mesa-sietch = Mesa Sietch
santini-city-sietch-erg = Sietch Erg
santini-city-plastic-sietch = Plastic Sietch
santini-city-sietch-basin = Sietch Basin
santini-city-tuek-sietch = Tuek Sietch
santini-city-meridian-sietch = Meridian Sietch
santini-city-sietch-tabr = Sietch Tabr

## Mountain ranges (as the map prints them)
santini-range-shield-wall = Shield Wall
santini-range-the-great-wall = The Great Wall
santini-range-false-wall-east = False Wall East
santini-range-false-wall-south = False Wall South
santini-range-false-wall-west = False Wall West
santini-range-habbanya-ridge = Habbanya Ridge
santini-range-red-wall = Red Wall
santini-range-rimwall = Rimwall

## A stack on a hex line: the faction's counter letter and how many counters
santini-board-stack = { $letter }x{ $count }
santini-letter-harkonnen = H
santini-letter-atreides = A
santini-letter-fremen = F
santini-letter-emperor = E
