# DUNE Santiniego: co mówi gra (zdarzenia, odmowy, pytania, stan, karty gracza).
santini-none = brak
santini-side-label = frakcja
santini-side-label-plural = Frakcje
santini-seated = { $seat } gra frakcją { $faction }.
santini-not-now = `{ $command }` nie gra się teraz ({ $phase }).
santini-turn-begins = Zaczyna się tura { $turn } z { $turns }.
santini-activity-of = Aktywność: { $seat } ({ $faction }) rusza się i atakuje.
santini-not-your-activity = To nie jest teraz twoja aktywność.
santini-status-turn = Tura { $turn } z { $turns }, { $phase }
santini-status-over = Gra skończona (tura { $turn }).
santini-prompt-activity = Twoja aktywność: ruch, atak, potem `done`.
santini-end-fremen = Wygrywają Fremeni: w trzech turach wszyscy gracze razem zebrali najwyżej 12 przyprawy.
santini-end-points = Zwycięstwo z 6 punktami: { $winners }.
santini-end-partial = Tura 30 skończona: częściowe zwycięstwo: { $winners }.

## Frakcje
santini-faction-harkonnen = Harkonnenowie
santini-faction-atreides = Atrydzi
santini-faction-fremen = Fremeni
santini-faction-emperor = Imperium

## Fazy
santini-phase-setup = przygotowanie
santini-phase-cards = karty
santini-phase-storms = burze
santini-phase-spice = przyprawa
santini-phase-initiative = inicjatywa
santini-phase-activity = aktywność
santini-phase-construction = budowa
santini-phase-harvest = zbiór przyprawy
santini-phase-hand = kontrola kart
santini-phase-worms = czerwie
santini-phase-victory = warunki zwycięstwa
santini-phase-ended = koniec gry

## Pliki danych
santini-map-file = plik mapy
santini-map-file-noun = mapa
santini-map-file-shape = Podaj plik JSON w kształcie MapData z engine/rulesets/santini/data/hexmap.py: teren każdego heksu, miasta i dwanaście heksów narodzin przyprawy każdego arkusza.
santini-counters-file = plik żetonów
santini-counters-file-noun = zestaw żetonów
santini-counters-file-shape = Podaj plik JSON w kształcie CounterSet z engine/rulesets/santini/data/counters.py: wartości żetonów każdej frakcji i przywódców.

## Talia
santini-draws = { $seat } dobiera kartę.
santini-drawn = Dobierasz { $card }.
santini-event = { $seat } dobiera zdarzenie { $card }.
santini-event-again = { $seat } znów dobiera { $card } w tej turze: pomija się.

## Opcje
santini-option-map-file = Ścieżka pliku JSON z mapą twojej drukowanej gry (w kształcie MapData z engine/rulesets/santini/data/hexmap.py), czytanego raz przy tworzeniu gry i przechowywanego w grze; brak: odtworzona mapa.
