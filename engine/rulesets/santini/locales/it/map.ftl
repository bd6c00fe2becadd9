# DUNE di Santini: i controlli della mappa, l'immagine della mappa e le viste di `look`.

## Il file della mappa di un gruppo (il primo problema trovato)
santini-map-not-a-hex = { $hex } non è un esagono della mappa di 36 per 20 (da 0101 a 3620).
santini-map-no-terrain = l'esagono { $hex } non ha terreno (deserto chiaro, deserto scuro, roccia o città).
santini-map-city-missing = manca la città { $city }.
santini-map-city-unknown = { $city } non è una città del regolamento (Carthag, Arrakeen e i sette sietch).
santini-map-city-major = { $city } è segnata male come maggiore o minore: solo Carthag e Arrakeen sono città maggiori.
santini-map-city-terrain = { $city } sta in { $hex }, che non è un esagono di città.
santini-map-city-shared = { $city } e { $other } occupano lo stesso esagono { $hex }.
santini-map-city-nameless = l'esagono { $hex } è di città ma nessuna città vi si trova.
santini-map-births-missing = la mappa { $sheet } non ha esagoni nascita spezia.
santini-map-births-sheet-unknown = non esiste la mappa { $sheet } (mappe da 1 a 6).
santini-map-births-count = la mappa { $sheet } ha { $count } esagoni nascita spezia invece di { $wanted }.
santini-map-birth-off-sheet = l'esagono nascita spezia { $hex } non è sulla mappa { $sheet }.
santini-map-birth-not-light = l'esagono nascita spezia { $hex } (mappa { $sheet }) non è deserto chiaro.
santini-map-birth-twice = l'esagono nascita spezia { $hex } è indicato due volte sulla mappa { $sheet }.
santini-map-range-not-rock = l'esagono { $hex } della catena montuosa { $range } non è roccia.

## La mappa
santini-board-turn = Turno { $turn } di { $turns }: { $phase }
santini-board-order = Ordine: { $order }
santini-board-faction = { $faction }: { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}, { $cards ->
    [one] { $cards } carta
   *[other] { $cards } carte
}, { $spice } spezia
santini-board-sheet = Mappa { $sheet }
santini-board-around = Intorno a { $hex } ({ $radius } esagoni)
santini-board-worms = { $count ->
    [one] verme
   *[other] { $count } vermi
}
santini-board-storm = tempesta { $number }
santini-board-spice = spezia { $values }
santini-board-fortification = fortificazione ({ $faction })
santini-board-platform = piattaforma ({ $faction })
santini-board-atomic = cariche atomiche
santini-board-key-terrain = Legenda: . deserto chiaro, : deserto scuro, ^ roccia, # città
santini-board-key-marks = H A F E + numero: stack (* più fazioni), @n tempesta, ~ verme, $n spezia
santini-board-stacks = Pedine in mappa
santini-board-stacks-of = Pedine { $faction } in mappa
santini-board-births = Nascita spezia (d12): { $births }

## look
santini-command-look = Vedi una parte della mappa come testo, solo per te: `look sheet 3`, `look around 0512 2`, `look stacks` o `look stacks fremen`.
santini-command-look-what = sheet (mappa), around (intorno) o stacks (pedine)
santini-command-look-where = una mappa (1-6), un esagono (0512) o una fazione
santini-command-look-radius = quanti esagoni intorno (1-4)
santini-look-view =
    ```
    { $view }
    ```
santini-look-sheet-unknown = Non esiste la mappa { $sheet }.
santini-look-sheet-hint = Indica una mappa da 1 a { $sheets }: `look sheet 3`.
santini-look-hex-unknown = { $hex } non è un esagono della mappa.
santini-look-around-hint = Indica un esagono e fino a { $most } esagoni intorno: `look around 0512 2`.
santini-look-radius = { $radius } esagoni intorno sono troppi o troppo pochi (da 1 a { $most }).
santini-look-faction-unknown = { $faction } non è una fazione.
santini-look-stacks-hint = `look stacks` per tutti, oppure indica una tra { $factions }.

## Nomi delle città (quelli del regolamento)
santini-city-carthag = Carthag
santini-city-arrakeen = Arrakeen
santini-city-mesa-sietch = Mesa Sietch
santini-city-sietch-erg = Sietch Erg
santini-city-plastic-sietch = Plastic Sietch
santini-city-sietch-basin = Sietch Basin
santini-city-tuek-sietch = Tuek Sietch
santini-city-meridian-sietch = Meridian Sietch
santini-city-sietch-tabr = Sietch Tabr

## Catene montuose (come le stampa la mappa)
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
