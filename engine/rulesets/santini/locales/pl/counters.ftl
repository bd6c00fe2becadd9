# DUNE Santiniego: żetony, plik żetonów grupy i rozstawienie początkowe (Piazzamento Iniziale).

## Rodzaje żetonów
santini-kind-infantry = piechota
santini-kind-armour = jednostka pancerna
santini-kind-artillery = artyleria
santini-kind-guard = gwardia
santini-kind-command = dowództwo
santini-kind-leader = przywódca
santini-kind-spy = szpieg
santini-kind-harvester = żniwiarka
santini-kind-wing = skrzydło transportowe
santini-kind-scout = zwiadowca
santini-kind-worm = czerw

## Planety macierzyste
santini-home-emperor = Kaitain
santini-home-atreides = Caladan
santini-home-harkonnen = Giedi Prime
santini-home-fremen = Arrakis

## Błędy pliku żetonów
santini-counters-unknown-kind = żetony frakcji { $faction } wymieniają `{ $key }`, co nie jest rodzajem żetonu
santini-counters-missing = frakcja { $faction } nie ma żetonu: { $kind }
santini-counters-no-mp = żeton { $kind } frakcji { $faction } nie ma punktów ruchu
santini-counters-steps = żeton { $kind } frakcji { $faction } wymaga osłabionej siły od 1 do pełnej siły (dwa kroki)
santini-counters-wing = skrzydło transportowe frakcji { $faction } nie przewozi żadnych kroków
santini-counters-fremen-veteran = weterańska piechota Fremenów ma siłę { $strength }, a nie od 2 do 4
santini-counters-leader-key = przywódca pod `{ $key }` nazywa się { $name }: obie nazwy muszą być takie same
santini-counters-commander = { $name } jest dowódcą: modyfikator kości od 1 do 3 (3 dla przywódcy charyzmatycznego)
santini-counters-witch = { $name } jest wiedźmą: modyfikator kości szpiega co najmniej 1, a przywódca charyzmatyczny jest dowódcą
santini-counters-famous = { $name } jest sławną postacią: akcja nazywająca kartę z talii, a przywódca charyzmatyczny jest dowódcą
santini-counters-charismatic = frakcja { $faction } ma { $count } przywódców charyzmatycznych zamiast jednego
santini-counters-leader-missing = karta { $card } z talii wprowadza { $name }, którego nie ma wśród przywódców

## Opcja
santini-option-counters-file = Ścieżka pliku JSON z wartościami żetonów waszej drukowanej gry (w kształcie CounterSet z engine/rulesets/santini/data/counters.py), odczytanego raz przy tworzeniu partii i przechowywanego w partii; brak: wartości odtworzone.

## Rozstawienie
santini-setup-stack = Frakcja { $faction } rozstawia się w { $place } ({ $hex }): { $units }.
santini-setup-stack-home = Frakcja { $faction } rozstawia się na { $place }: { $units }.
santini-setup-units = { $count } × { $kind }
santini-setup-units-veteran = { $count } × { $kind } (weterani)
santini-setup-modules = { $count ->
    [one] { $count } moduł dziwności
    [few] { $count } moduły dziwności
   *[many] { $count } modułów dziwności
}
santini-setup-works = Frakcja { $faction } ma ukończone umocnienie i platformę w { $place } ({ $hex }).
santini-setup-leader = { $leader } (frakcja { $faction }) czeka na { $place }.
santini-setup-spice-home = Frakcja { $faction } zaczyna z przyprawą: { $spice }.
santini-setup-aside = { $seat } dobiera { $card }: odłożona (wydarzenie albo karta innej frakcji).
santini-setup-hand-count = { $seat } ma na ręce kart: { $count }.
santini-setup-hand = Twoja ręka początkowa: { $cards }.
santini-setup-reshuffled = Odłożone karty ({ $count }) zostają wtasowane z powrotem do talii.
santini-setup-storm = Burza { $number } zostaje umieszczona w { $hex } (arkusz { $sheet }), zwrócona ku środkowi mapy.
santini-setup-spice = Żeton przyprawy o wartości { $count } zostaje umieszczony w { $hex } (arkusz { $sheet }).
santini-counters-mix-key = arkusz żetonów frakcji { $faction } wymienia `{ $key }`, którego nie liczy (infantry, armour, artillery, guard, command, spy, wing, harvester, infantry-split)
santini-counters-mix-count = arkusz żetonów frakcji { $faction } ma { $count } żetonów `{ $key }`, mniej niż { $placed } rozstawianych na początku gry
santini-kind-infantry-split = piechota o sile 1
