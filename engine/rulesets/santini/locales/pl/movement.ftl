# DUNE Santiniego: ruchy, loty, transfery, wejścia, ruch strategiczny, budowle (Attività).

## Polecenia
santini-command-move = Przesuń razem jednostki z jednego heksu po ścieżce sąsiednich heksów (Attività): `move H3,H4 0512 0513`; ścieżka Fremenów może kończyć się `off`, za krawędzią mapy.
santini-command-move-units = identyfikatory żetonów oddzielone przecinkami, np. `H3,H4`
santini-command-move-path = heksy, na które się wchodzi, po kolei, np. `0512 0513`
santini-command-fly = Przeleć skrzydłem transportowym po ścieżce (Attività): `fly T1 +H3,H4 0513 0514 -H3 0515` zabiera H3 i H4, leci, zostawia H3 na 0514 i ląduje na 0515 z H4.
santini-command-fly-unit = identyfikator skrzydła transportowego, np. `T1`
santini-command-fly-path = heksy po kolei; `+id` zabiera, `-id` zostawia, w tym miejscu
santini-command-transfer = Niech Gildia przewiezie jednostki między twoją planetą a Arrakis (Attività): `transfer H5,H6 0512` z planety macierzystej, `transfer H5 home` z mapy.
santini-command-transfer-units = identyfikatory żetonów oddzielone przecinkami, np. `H5,H6`
santini-command-transfer-to = heks mapy albo `home`
santini-command-enter = Fremeni: wprowadź jednostki z Arrakis na heks krawędzi mapy wolny od wrogiej strefy kontroli (Attività): `enter F3,F4 0101`.
santini-command-enter-units = identyfikatory żetonów oddzielone przecinkami, np. `F3,F4`
santini-command-enter-hex = heks mapy, np. `0512`
santini-command-split = Fremeni: podziel weterańską piechotę spoza wrogiej strefy kontroli na jednostki o sile 1 (Nota su Fanterie Veterane Fremen): `split F7`.
santini-command-split-unit = identyfikator żetonu, np. `H12`
santini-command-strategic = Fremeni: przesuń stos ruchem strategicznym, do 16 punktów po heksach wolnych od wrogiej strefy kontroli (Attività): `strategic F3,F4 0512 0513 0514`.
santini-command-strategic-units = identyfikatory żetonów oddzielone przecinkami, np. `F3,F4`
santini-command-strategic-path = heksy, na które się wchodzi, po kolei, np. `0512 0513`
santini-command-fortify = Przydziel piechotę, która się nie ruszała, w mieście do budowy fortyfikacji za 3 przyprawy (Fremeni za darmo) (Attività): `fortify H3`.
santini-command-fortify-unit = identyfikator żetonu, np. `H12`
santini-command-platform = Przydziel piechotę, która się nie ruszała, w mieście lub na jasnej pustyni do budowy platformy za 3 przyprawy (Attività): `platform H3`.
santini-command-platform-unit = identyfikator żetonu, np. `H12`

## Tytuły z instrukcji
santini-rule-attivita = Attività
santini-rule-tempeste = Tempeste
santini-rule-tempeste-spaziali = Tempeste Spaziali
santini-rule-complotto = Complotto
santini-rule-nota-su-fanterie-veterane-fremen = Nota su Fanterie Veterane Fremen

## Zdarzenia
santini-moved = { $units } ruszają się: { $path }.
santini-flown = Skrzydło transportowe { $unit } leci: { $path }.
santini-shot-down = Skrzydło transportowe { $unit } zostaje zestrzelone nad artylerią na { $hex } razem z ładunkiem: { $units }.
santini-transferred = Gildia przewozi { $units } do: { $to }; koszt w przyprawie: { $cost }.
santini-home = ich planeta macierzysta
santini-entered = Fremeni wprowadzają { $units } na mapę na { $hex }.
santini-split = Weteranka { $unit } dzieli się na { $units }{ $lost ->
    [0] .
   *[other] ; utracona siła z braku miejsca: { $lost }.
}
santini-strategic-moved = Ruch strategiczny { $used } z { $count }: { $units } idą { $path }.
santini-scout-passes = Zwiadowca { $unit } na { $hex } przechodzi pod kontrolę: { $faction }.
santini-worm-vanishes = Czerw { $unit } na { $hex } znika: nie ma przy nim żadnej jednostki bojowej Fremenów.
santini-work-begun-fortify = { $unit } zaczyna fortyfikację na { $hex } (koszt w przyprawie: { $cost }).
santini-work-begun-platform = { $unit } zaczyna platformę na { $hex } (koszt w przyprawie: { $cost }).
santini-work-done-fortify = Fortyfikacja na { $hex } jest ukończona.
santini-work-done-platform = Platforma na { $hex } jest ukończona.
santini-work-lost-fortify = Fortyfikacja w budowie na { $hex } przepada.
santini-work-lost-platform = Platforma w budowie na { $hex } przepada.

## Odmowy
santini-activity-battle-open = Bitwa na { $hex } jeszcze się nie skończyła.
santini-move-after-attacks = Twoje ataki już się zaczęły: w tej aktywności nie ma już ruchów.
santini-move-no-units = Podaj żetony do przesunięcia.
santini-move-not-yours = { $unit } nie jest twoim żetonem.
santini-move-not-on-map = Poza mapą: { $units }.
santini-move-not-together = Żetony jednego rozkazu muszą stać na jednym heksie: { $places }.
santini-move-locked = { $unit } nie może się już ruszać w tej turze (przewieziona, wprowadzona, niesiona, przesunięta strategicznie albo buduje).
santini-move-pinned = { $unit } jest unieruchomiona przez burzę na { $hex }.
santini-move-plotted = { $unit } to dowództwo objęte kartą Complotto: nie może się ruszać w tej turze.
santini-move-not-hex = { $word } nie jest heksem mapy.
santini-move-not-adjacent = { $there } nie sąsiaduje z { $here }.
santini-move-storm = Żadna jednostka nie wchodzi z własnej woli w burzę na { $hex }.
santini-move-enemy-hex = { $hex } zajmuje wróg: wejść mogą tylko szpiedzy.
santini-move-terrain = { $unit } ({ $kind }) nie może wejść na { $hex }.
santini-move-no-points = { $unit } nie ma punktów, by wejść na { $hex } (zostało: { $left }).
santini-move-zoc-stops = Wroga strefa kontroli zatrzymuje ruch na { $hex }.
santini-move-stack-full = Na { $hex } byłoby więcej niż trzy jednostki bojowe albo więcej niż jeden czerw.
santini-move-wing-flies = { $unit } to skrzydło transportowe: ono lata.
santini-move-no-path = Podaj po kolei heksy, na które wejść.
santini-move-worm-riders = Czerw niesie do trzech jednostek bojowych Fremenów oraz dowolnie wiele dowództw, przywódców i szpiegów, którzy nie ruszali się w tej aktywności.
santini-move-off-refused = Mapę mogą opuścić tylko jednostki Fremenów z heksu krawędzi, nie z { $hex } (nigdy czerw ani zwiadowca).
santini-fly-no-points = Skrzydło transportowe { $unit } nie ma punktów, by lecieć dalej z { $hex } (razem: { $left }).
santini-fly-no-landing = Skrzydło transportowe nie może wylądować na { $hex }: góry albo wrogie jednostki.
santini-fly-cannot-load = { $unit } nie może wsiąść na { $hex }: musi być twoja, tam, nieruszana w tej aktywności i nie może być skrzydłem ani czerwiem.
santini-fly-overloaded = Skrzydło transportowe { $unit } niesie najwyżej tyle kroków: { $capacity }.
santini-fly-not-aboard = Tych jednostek nie ma na pokładzie na { $hex }.
santini-fly-not-wing = { $unit } nie jest skrzydłem transportowym na mapie.
santini-fly-grounded = Tempeste Bassa Quota: w tej turze żadne skrzydło transportowe nie lata.
santini-transfer-not-here = Gildia nie przewozi { $unit } ({ $kind }) na { $hex } ani stamtąd: nie góry, nie ciemna pustynia, nigdy zwiadowcy ani czerwie.
santini-transfer-zoc = { $hex } zajmuje lub pilnuje wróg: Gildia przewozi tam tylko szpiegów, po cenie w nawiasie.
santini-transfer-fremen = Fremeni nie płacą Gildii: wchodzą od krawędzi mapy.
santini-transfer-storms = Tempeste Spaziali: w tej turze Gildia nic nie przewozi.
santini-transfer-where = Powiedz dokąd: heks albo `home`.
santini-transfer-moved = { $unit } ruszała się w tej aktywności: nie może być przewieziona.
santini-transfer-not-home = { $unit } nie jest na twojej planecie macierzystej.
santini-transfer-spice = Koszt transferu w przyprawie: { $cost }; masz: { $spice }.
santini-enter-fremen-only = Od krawędzi mapy wchodzą tylko Fremeni.
santini-enter-not-waiting = { $unit } nie czeka na Arrakis.
santini-enter-not-edge = { $hex } nie leży na krawędzi mapy.
santini-enter-zoc = { $hex } zajmuje lub pilnuje wróg.
santini-split-not-veteran = { $unit } nie jest weterańską piechotą Fremenów na mapie.
santini-split-zoc = { $unit } na { $hex } jest we wrogiej strefie kontroli: nie może się podzielić.
santini-strategic-fremen-only = Ruchy strategiczne wykonują tylko Fremeni.
santini-strategic-none-left = Fremeni wykorzystali już ruchy strategiczne tej tury (razem: { $count }).
santini-strategic-not-fresh = { $unit } nie może ruszyć się strategicznie: musi być na mapie od wcześniejszej tury i nie ruszać się w tej turze.
santini-strategic-zoc = { $hex } zajmuje lub pilnuje wróg: nie ma tam ruchu strategicznego.
santini-strategic-too-far = { $hex } leży dalej niż limit punktów ruchu: { $points }.
santini-work-infantry = { $unit } nie jest piechotą na mapie.
santini-work-moved = { $unit } ruszała się w tej turze: nie może budować.
santini-work-where-fortify = { $unit } na { $hex } nie jest w mieście.
santini-work-where-platform = { $unit } na { $hex } nie jest ani w mieście, ani na jasnej pustyni.
santini-work-exists = Na { $hex } już taka jest.
santini-work-fremen-platform = Fremeni nie budują platform.
santini-work-spice = Koszt budowy w przyprawie: { $cost }; masz: { $spice }.

## Podpowiedzi
santini-move-hint-done = Napisz `done`, gdy twoje ataki są wykonane.
santini-move-hint-syntax = Na przykład `move H3,H4 0512 0513`.
santini-move-hint-yours = Twoje żetony na mapie: { $units }.
santini-move-hint-bring = Wprowadź jednostki na mapę poleceniem `transfer` (Fremeni: `enter`).
santini-move-hint-one-hex = Wydaj jeden rozkaz na każdy heks.
santini-move-hint-others = Przesuń inne żetony albo napisz `done`.
santini-move-hint-neighbours = Sąsiedzi { $hex }: { $hexes }.
santini-move-hint-open = Z { $hex } mogą wejść na: { $hexes }.
santini-move-hint-attack = Zamiast tego zaatakuj go po swoich ruchach.
santini-move-hint-zoc = Ruch kończy się na pierwszym heksie wrogiej strefy kontroli.
santini-move-hint-stack = Zostaw część z tyłu albo zatrzymaj się gdzie indziej.
santini-move-hint-fly = Na przykład `fly { $unit } 0513`.
santini-move-hint-off = Zakończ ścieżkę na heksie krawędzi słowem `off`.
santini-fly-hint-landing = Ląduj, zabieraj i zostawiaj na heksie miasta lub pustyni bez wrogich jednostek.
santini-fly-hint-load = Zabieraj tylko tam, gdzie jest skrzydło: `+H3,H4`.
santini-fly-hint-aboard = Na pokładzie: { $units }.
santini-transfer-hint = Transfery idą do lub z miasta albo jasnej pustyni poza wrogą strefą kontroli: `transfer H5 0512` albo `transfer H5 home`.
santini-transfer-hint-enter = Na przykład `enter F3 0101`.
santini-enter-hint-waiting = Czekają na Arrakis: { $units }.
santini-enter-hint-edge = Wybierz heks krawędzi bez sąsiadującego wrogiego żetonu.
santini-split-no-counters = { $unit } nie może się podzielić: wszystkie żetony o sile 1 z twojego arkusza są w grze.
