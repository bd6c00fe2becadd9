# DUNE de Santini : les contrôles de la carte, l'image du plateau et les vues de `look`.

## Le fichier de carte d'un groupe (le premier problème trouvé)
santini-map-not-a-hex = { $hex } n'est pas un hexagone de la carte de 36 sur 20 (de 0101 à 3620).
santini-map-no-terrain = l'hexagone { $hex } n'a pas de terrain (désert clair, désert sombre, roche ou ville).
santini-map-city-missing = la ville { $city } manque.
santini-map-city-unknown = { $city } n'est pas une ville du livret de règles (Carthag, Arrakeen et les sept sietchs).
santini-map-city-major = { $city } est mal marquée majeure ou mineure : seules Carthag et Arrakeen sont majeures.
santini-map-city-terrain = { $city } se trouve en { $hex }, qui n'est pas un hexagone de ville.
santini-map-city-shared = { $city } et { $other } occupent le même hexagone { $hex }.
santini-map-city-nameless = l'hexagone { $hex } est un hexagone de ville mais aucune ville ne s'y trouve.
santini-map-births-missing = la feuille { $sheet } n'a pas d'hexagones de naissance de l'épice.
santini-map-births-sheet-unknown = il n'y a pas de feuille { $sheet } (feuilles 1 à 6).
santini-map-births-count = la feuille { $sheet } a { $count } hexagones de naissance de l'épice au lieu de { $wanted }.
santini-map-birth-off-sheet = l'hexagone de naissance { $hex } n'est pas sur la feuille { $sheet }.
santini-map-birth-not-light = l'hexagone de naissance { $hex } (feuille { $sheet }) n'est pas du désert clair.
santini-map-birth-twice = l'hexagone de naissance { $hex } est donné deux fois sur la feuille { $sheet }.
santini-map-range-not-rock = l'hexagone { $hex } de la chaîne { $range } n'est pas de la roche.

## Le plateau
santini-board-turn = Tour { $turn } sur { $turns } : { $phase }
santini-board-order = Ordre : { $order }
santini-board-faction = { $faction } : { $points } pts, { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}, { $spice } épice
santini-board-sheet = Feuille { $sheet }
santini-board-around = Autour de { $hex } ({ $radius } hexagones)
santini-board-worms = { $count ->
    [one] ver
   *[other] { $count } vers
}
santini-board-storm = tempête { $number }
santini-board-spice = épice { $values }
santini-board-fortification = fortification ({ $faction })
santini-board-platform = plate-forme ({ $faction })
santini-board-atomic = charges atomiques
santini-board-key-terrain = Légende : . désert clair, : désert sombre, ^ roche, # ville
santini-board-key-marks = H A F E + nombre : pile (* plusieurs factions), @n tempête, ~ ver, $n épice
santini-board-stacks = Pions sur la carte
santini-board-stacks-of = Pions { $faction } sur la carte
santini-board-births = Naissances de l'épice (d12) : { $births }

## look
santini-command-look = Voir une partie de la carte en texte, pour vous seul : `look sheet 3`, `look around 0512 2`, `look stacks` ou `look stacks fremen`.
santini-command-look-what = sheet (feuille), around (autour) ou stacks (pions)
santini-command-look-where = une feuille (1-6), un hexagone (0512) ou une faction
santini-command-look-radius = combien d'hexagones autour (1-4)
santini-look-view =
    ```
    { $view }
    ```
santini-look-sheet-unknown = Il n'y a pas de feuille { $sheet }.
santini-look-sheet-hint = Nommez une feuille de 1 à { $sheets } : `look sheet 3`.
santini-look-hex-unknown = { $hex } n'est pas un hexagone de la carte.
santini-look-around-hint = Nommez un hexagone et jusqu'à { $most } hexagones autour : `look around 0512 2`.
santini-look-radius = { $radius } hexagones autour, c'est trop ou trop peu (de 1 à { $most }).
santini-look-faction-unknown = { $faction } n'est pas une faction.
santini-look-stacks-hint = `look stacks` pour tous, ou nommez l'une de { $factions }.

## Noms des villes (ceux du livret de règles)
santini-city-carthag = Carthag
santini-city-arrakeen = Arrakeen
santini-city-mesa-sietch = Mesa Sietch
santini-city-sietch-erg = Sietch Erg
santini-city-plastic-sietch = Plastic Sietch
santini-city-sietch-basin = Sietch Basin
santini-city-tuek-sietch = Tuek Sietch
santini-city-meridian-sietch = Meridian Sietch
santini-city-sietch-tabr = Sietch Tabr

## Chaînes de montagnes (comme la carte les imprime)
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
