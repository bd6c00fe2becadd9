# DUNE Santiniego: sprawdzanie mapy, obraz planszy i widoki `look`.

## Plik mapy grupy (pierwszy znaleziony problem)
santini-map-not-a-hex = { $hex } nie jest heksem mapy 36 na 20 (od 0101 do 3620).
santini-map-no-terrain = heks { $hex } nie ma terenu (jasna pustynia, ciemna pustynia, skały lub miasto).
santini-map-city-missing = brakuje miasta { $city }.
santini-map-city-unknown = { $city } nie jest miastem z instrukcji (Carthag, Arrakeen i siedem siczy).
santini-map-city-major = { $city } ma błędnie oznaczoną wielkość: tylko Carthag i Arrakeen są dużymi miastami.
santini-map-city-terrain = { $city } leży na heksie { $hex }, który nie jest heksem miasta.
santini-map-city-shared = { $city } i { $other } zajmują ten sam heks { $hex }.
santini-map-city-nameless = heks { $hex } jest heksem miasta, ale nie leży na nim żadne miasto.
santini-map-births-missing = arkusz { $sheet } nie ma heksów narodzin przyprawy.
santini-map-births-sheet-unknown = nie ma arkusza { $sheet } (arkusze od 1 do 6).
santini-map-births-count = arkusz { $sheet } ma { $count } heksów narodzin przyprawy zamiast { $wanted }.
santini-map-birth-off-sheet = heks narodzin przyprawy { $hex } nie leży na arkuszu { $sheet }.
santini-map-birth-not-light = heks narodzin przyprawy { $hex } (arkusz { $sheet }) nie jest jasną pustynią.
santini-map-birth-twice = heks narodzin przyprawy { $hex } podano dwa razy na arkuszu { $sheet }.
santini-map-range-not-rock = heks { $hex } pasma { $range } nie jest skałą.

## Plansza
santini-board-turn = Tura { $turn } z { $turns }: { $phase }
santini-board-order = Kolejność: { $order }
santini-board-faction = { $faction }: { $points } pkt, kart: { $cards }, przyprawy: { $spice }
santini-board-sheet = Arkusz { $sheet }
santini-board-around = Wokół { $hex } (heksów: { $radius })
santini-board-worms = { $count ->
    [one] czerw
    [few] { $count } czerwie
   *[other] { $count } czerwi
}
santini-board-storm = burza { $number }
santini-board-spice = przyprawa { $values }
santini-board-fortification = fortyfikacja ({ $faction })
santini-board-platform = platforma ({ $faction })
santini-board-atomic = ładunki atomowe
santini-board-key-terrain = Legenda: . jasna pustynia, : ciemna pustynia, ^ skały, # miasto
santini-board-key-marks = H A F E + liczba: stos (* kilka frakcji), @n burza, ~ czerw, $n przyprawa
santini-board-stacks = Żetony na mapie
santini-board-stacks-of = Żetony frakcji { $faction } na mapie
santini-board-births = Narodziny przyprawy (k12): { $births }

## look
santini-command-look = Zobacz część mapy jako tekst, tylko dla siebie: `look sheet 3`, `look around 0512 2`, `look stacks` lub `look stacks fremen`.
santini-command-look-what = sheet (arkusz), around (wokół) lub stacks (żetony)
santini-command-look-where = arkusz (1-6), heks (0512) lub frakcja
santini-command-look-radius = ile heksów wokół (1-4)
santini-look-view =
    ```
    { $view }
    ```
santini-look-sheet-unknown = Nie ma arkusza { $sheet }.
santini-look-sheet-hint = Podaj arkusz od 1 do { $sheets }: `look sheet 3`.
santini-look-hex-unknown = { $hex } nie jest heksem mapy.
santini-look-around-hint = Podaj heks i do { $most } heksów wokół niego: `look around 0512 2`.
santini-look-radius = { $radius } heksów wokół to za dużo lub za mało (od 1 do { $most }).
santini-look-faction-unknown = { $faction } nie jest frakcją.
santini-look-stacks-hint = `look stacks` dla wszystkich albo podaj jedną z: { $factions }.

## Nazwy miast (z instrukcji)
santini-city-carthag = Carthag
santini-city-arrakeen = Arrakeen
santini-city-mesa-sietch = Mesa Sietch
santini-city-sietch-erg = Sietch Erg
santini-city-plastic-sietch = Plastic Sietch
santini-city-sietch-basin = Sietch Basin
santini-city-tuek-sietch = Tuek Sietch
santini-city-meridian-sietch = Meridian Sietch
santini-city-sietch-tabr = Sietch Tabr

## Pasma górskie (jak drukuje je mapa)
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
