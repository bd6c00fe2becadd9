# Diuna klasyczna: fazy tury (przygotowanie, burza, wybuch przyprawy, licytacja,
# wskrzeszenie i ruch, zbieranie przyprawy), sojusze, zwycięstwo.
# Brak klasycznej instrukcji po polsku: słownictwo instrukcji Diuny
# (diuna-4faction-rules-pl.txt: oddziały, przyprawa, burza, czerw, sojusz, zdrajca,
# kadzie Tleilaxan, warownie, rezerwy).

## Wspólne kroki (common.py)
classic-you-receive-card = Otrzymujesz kartę { $card }.
classic-top-bid-needs-spice = Twoja najwyższa oferta ({ $bid }) za licytowaną kartę wymaga tej przyprawy.
classic-move-at-most-until-sold = Przekaż najwyżej { $count }, dopóki karta nie zostanie sprzedana.
classic-spans-sectors-end-in = { $territory } obejmuje sektory { $sectors }; możesz zakończyć w: { $open }. Powiedz, w którym.
classic-spans-sectors = { $territory } obejmuje sektory { $sectors }: powiedz, w którym.
classic-add-a-sector = Dodaj sektor, np. `... { $territory } { $sector }`.
classic-lies-in-sectors = { $territory } leży w sektorach { $sectors }, nie w { $sector }.
classic-sector = sektor { $sector }
classic-or = { $rest } lub { $last }
classic-no-tokens-in = Nie masz oddziałów na terytorium { $territory }.
classic-count-in-sector = { $count } w sektorze { $sector }
classic-tokens-in-several-sectors = Twoje oddziały na terytorium { $territory } stoją w kilku sektorach ({ $where }); ruszają się jako osobne grupy.
classic-name-the-sector = Podaj sektor: `from_sector=N`.
classic-tokens-in-sector-not = Masz { $count ->
        [one] { $count } oddział
        [few] { $count } oddziały
       *[many] { $count } oddziałów
    } na terytorium { $territory }, sektor { $sector }, a nie { $n }.
classic-sector-in-storm = { $territory }, sektor { $sector }, jest w burzy.
classic-holds-two-others = Na terytorium { $territory } są już dwie inne frakcje.
classic-ally-already-in = Twój sojusznik ma już oddziały na terytorium { $territory }.

## Przygotowanie (setup.py)
classic-seating = { $seat } ({ $faction }, punkt { $dot })
classic-game-begins = Zaczyna się partia Diuny. Miejsca: { $seats }.
classic-no-sietches = Warownie siczy są dla partii { $needed } graczy (XVIII.C): ta partia { $count } graczy toczy się bez nich.
classic-no-weather = Nikt nie gra Fremenami, którzy ciągną znaczniki pogody: burza porusza się według tarcz, jak w grze podstawowej (XVI.D).
classic-players-2-to-6 = W Diunę gra od 2 do 6 graczy.
classic-got-players = Jest ich { $count }.
classic-seat-names = Każde miejsce potrzebuje własnej nazwy (a `mod` należy do moderatora).
classic-same-faction-twice = Dwa miejsca wybrały tę samą frakcję.
classic-no-opponent-leaders = żadnego przywódcy przeciwników
classic-your-traitors = Twoi zdrajcy: { $leaders }.
classic-keep-a-traitor = Zatrzymaj jednego przywódcę przeciwnika jako zdrajcę ({ $leaders }): `traitor <leader>`.
classic-no-opponent-drawn = Żaden nie należy do przeciwnika: odpowiedz `traitor none`.
classic-you-drew = Wylosowałeś: { $leaders }. { $ask }
classic-no-traitor-to-choose = Nie masz teraz zdrajcy do wybrania.
classic-choose-one-of = Wybierz jednego z: { $leaders }.
classic-answer-traitor-none = Odpowiedz `traitor none`.
classic-must-keep-traitor = Wylosowałeś przywódcę przeciwnika: zatrzymaj jednego jako zdrajcę.
classic-own-leader = { $leader } to twój własny przywódca.
classic-traitor-in-your-pay = { $leader } jest na twoim żołdzie jako zdrajca.
classic-you-have-no-traitor = Nie masz zdrajcy.
classic-traitor-chosen = { $faction }: wybór zdrajcy dokonany.
classic-rule-bg-shield = tarcza Bene Gesserit
classic-rule-fremen-shield = tarcza Fremenów
classic-only-bg-predict = Tylko Bene Gesserit składają przepowiednię.
classic-prediction-written = Twoja przepowiednia jest już zapisana.
classic-predict-another = Wskaż jedną z pozostałych frakcji tej partii: { $factions }.
classic-game-lasts = Partia trwa { $count } tur.
classic-choose-turn = Wybierz turę od 1 do { $count }.
classic-you-predict = Twoja przepowiednia: { $faction } { $faction_gender ->
        [pl] wygrywają
       *[other] wygrywa
    } w turze { $turn }.
classic-prediction-made = Bene Gesserit zapisały swoją tajną przepowiednię.
classic-bg-place-after-fremen = Bene Gesserit wystawiają swój oddział po Fremenach.
classic-only-fremen-place = Tylko Fremeni wystawiają oddziały podczas przygotowania, i tylko dopóki nie wystawią wszystkich dziesięciu.
classic-fremen-start-in = Fremeni zaczynają na terytoriach: { $home }, a nie { $territory }.
classic-left-to-place = Do wystawienia zostało tylko { $count ->
        [one] { $count } oddział
        [few] { $count } oddziały
       *[many] { $count } oddziałów
    }, nie { $n }.
classic-place-or-less = `place { $count } <territory> [sector]` lub mniej.
classic-fremen-places = Fremeni wystawiają { $n }{ $starred } na terytorium { $territory } (sektor { $sector }); do wystawienia zostało { $count }.
classic-ask-traitor = Wybierz zdrajcę: `traitor <leader>` (`traitor none`, jeśli wylosowałeś tylko własnych przywódców).
classic-ask-prediction = Zapisz przepowiednię: `predict <faction> <turn>`.
classic-ask-fremen-place = Wystaw { $count ->
        [one] { $count } oddział
        [few] { $count } oddziały
       *[many] { $count } oddziałów
    }: `place <count> <territory> [sector]`.
classic-ask-advisor-place = Wystaw swój początkowy oddział na dowolnym terytorium: `place 1 <territory> [sector]` (XV.B.1).

## Burza (storm.py)
classic-storm-round = Tura { $turn }: faza burzy. { $dialers } wybierają w tajemnicy liczbę od { $low } do { $high } (`dial N`).
classic-no-dials-weather = W tej fazie burzy nie ma tarcz: burzę przesuwa znacznik burzy Fremenów (XVI.C).
classic-not-dialing = Nie wybierasz teraz liczby dla burzy.
classic-already-dialed = W tej turze już wybrałeś liczbę dla burzy.
classic-dial-from-to = Wybierz liczbę od { $low } do { $high }.
classic-you-dialed = Wybrałeś { $number } dla burzy.
classic-has-dialed = { $faction }: liczba dla burzy wybrana.
classic-fremen-move-by-marker = Fremeni przesuwają burzę według odkrytego znacznika poleceniem `storm`.
classic-dialing = Wybierają: { $factions }.
classic-in-phase-setup = Partia jest w fazie przygotowania.
classic-in-phase-storm = Partia jest w fazie burzy.
classic-in-phase-spice-blow = Partia jest w fazie wybuchu przyprawy.
classic-in-phase-bidding = Partia jest w fazie licytacji.
classic-in-phase-revival = Partia jest w fazie wskrzeszenia.
classic-in-phase-movement = Partia jest w fazie ruchu.
classic-in-phase-battle = Partia jest w fazie bitew.
classic-in-phase-collection = Partia jest w fazie zbierania przyprawy.
classic-in-phase-ended = Partia jest zakończona.
classic-no-weather-rule = `storm` przesuwa burzę według znacznika Fremenów, a tej zasady ta partia nie stosuje (XVI): burzę wybiera się na tarczach.
classic-only-fremen-marker = Tylko Fremeni przesuwają burzę swoim znacznikiem.
classic-no-revealed-marker = Nie ma teraz odkrytego znacznika burzy, według którego można ją przesunąć.
classic-weather-marker-hint = Z zasadą pogody każda faza burzy po pierwszej zaczyna się od odkrycia znacznika Fremenów.
classic-marker-shows = Znacznik burzy Fremenów pokazuje { $number }
classic-faction-number = { $faction } { $number }
classic-dials-revealed = Odkryte liczby burzy: { $dials }
classic-storm-moves = { $why }. Burza przesuwa się o { $count ->
        [one] { $count } sektor
        [few] { $count } sektory
       *[many] { $count } sektorów
    } do sektora { $sector }.
classic-storm-kills = Burza zabija { $count ->
        [one] { $count } oddział
        [few] { $count } oddziały
       *[many] { $count } oddziałów
    } ({ $faction }){ $starred } na terytorium { $territory } (sektor { $sector }).
classic-storm-scatters = Burza rozwiewa { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    } na terytorium { $territory }.

## Wybuch przyprawy (spice_blow.py)
classic-pile = { " " }(stos { $pile })
classic-spice-reshuffled = Talia kart przyprawy się wyczerpała: wszystkie karty przyprawy tasuje się w nową talię.
classic-blow-in-storm = Wybuch przyprawy{ $pile }: { $territory }, ale sektor { $sector } jest w burzy: w tej turze nie ma przyprawy (VII.A.1).
classic-blow = Wybuch przyprawy{ $pile }: { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    } na terytorium { $territory } (sektor { $sector }).
classic-worm-reshuffled = Shai-Hulud pojawia się w pierwszej turze i zostaje wtasowany z powrotem do talii przyprawy (VII.D, XXI.A.3).
classic-worm-to-place = Kolejny Shai-Hulud{ $pile }: Fremeni umieszczają go na dowolnym terytorium (`place_worm <territory>`; pożera tylko na pustyni; XV, arkusz Fremenów 2).
classic-worm-ignored = Kolejny Shai-Hulud{ $pile }: w tej turze pominięty (VII.C).
classic-worm-no-nexus = Shai-Hulud{ $pile }! Bez Nexusa: ta partia toczy się bez sojuszy (XVIII.A.1).
classic-worm-nexus = Shai-Hulud{ $pile }! Nexus (VII.B).
classic-no-worm-to-place = Nie masz teraz czerwia do umieszczenia.
classic-rule-pad-fremen-2 = XV, arkusz Fremenów 2
classic-fremen-place-worms = Z dodatkowymi zdolnościami Fremeni umieszczają każdego czerwia wybuchu przyprawy po pierwszym.
classic-worm-placed-not-desert = Fremeni umieszczają Shai-Huluda na terytorium { $territory }: to nie pustynia, niczego nie pożera (XV, arkusz Fremenów 2).
classic-worm-placed = Fremeni umieszczają Shai-Huluda na terytorium { $territory } (XV, arkusz Fremenów 2).
classic-worm-nothing = Shai-Hulud nie znajduje jeszcze wybuchu przyprawy do pożarcia.
classic-may-ride = Fremeni na terytorium { $territory } mogą dosiąść Shai-Huluda i przenieść się na inne terytorium (`ride <territory> [sector]` albo `ride`, by zostać).
classic-worm-devours = Shai-Hulud pożera { $count ->
        [one] { $count } oddział
        [few] { $count } oddziały
       *[many] { $count } oddziałów
    } ({ $faction }) na terytorium { $territory }.
classic-worm-swallows = Shai-Hulud połyka { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    } na terytorium { $territory }.
classic-shelter-offer = Shai-Hulud wynurza się na terytorium { $territory }: Fremeni mogą ocalić przed czerwiem stojące tam oddziały sojuszników ({ $allies }) (`protect yes` lub `protect no`, tarcza Fremenów, XII.E.6).
classic-no-worm-threatens = Żaden czerw nie zagraża teraz twoim sojusznikom.
classic-rule-fremen-shield-xii-e-6 = tarcza Fremenów, XII.E.6
classic-shelter-hint = Fremeni są pytani, gdy czerw ma pożreć terytorium, na którym stoją ich sojusznicy.
classic-shelter-yes = Fremeni chronią swoich sojuszników na terytorium { $territory } przed Shai-Huludem (XII.E.6).
classic-shelter-no = Fremeni zostawiają swoich sojuszników na terytorium { $territory } Shai-Huludowi.
classic-no-worm-to-ride = Nie ma teraz czerwia do dosiadania.
classic-fremen-stay = Fremeni zostają na terytorium { $territory }.
classic-riders-already-in = Twoi jeźdźcy już są na terytorium { $territory }.
classic-ride-to-stay = Użyj `ride`, by zostać.
classic-fremen-ride = Fremeni dosiadają Shai-Huluda: { $count ->
        [one] { $count } oddział
        [few] { $count } oddziały
       *[many] { $count } oddziałów
    } z terytorium { $origin } na { $territory } (sektor { $sector }).

## Przyprawa sojuszników (support.py)
classic-sets-aside = { $giver } { $giver_gender ->
        [pl] odkładają
       *[other] odkłada
    } { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    } na karty i transporty frakcji { $ally }.
classic-not-your-ally = { $faction } { $faction_gender ->
        [pl] nie są twoimi sojusznikami.
       *[other] nie jest twoim sojusznikiem.
    }
classic-only-spice-to-pledge = Możesz przeznaczyć jeszcze tylko { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    }.
classic-pledge-backs-bid = Twoje wsparcie pokrywa obecną ofertę { $bid } frakcji { $faction }.
classic-rule-deals-honoured = XIII.C: umów trzeba dotrzymywać
classic-pledged-from = { $count } od: { $faction }
classic-means-pledged = { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    } ({ $own } własnej, { $given } ze wsparcia)
classic-means-none-pledged = { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    } (sojusznicy niczego ci nie przeznaczyli, XII.E.3)
classic-means = { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    }
classic-ally-pays = { $giver } { $giver_gender ->
        [pl] płacą
       *[other] płaci
    } { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    } za sojusznika: { $ally } (XII.E.3-4).
## Licytacja (bidding.py)
classic-bidding-skipped = Licytacja: nikt nie może licytować (pełne ręce), więc nie dobiera się kart (VIII.A).
classic-bidding-round = Licytacja: { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[many] { $count } kart
    } na sprzedaż. Karty na ręce: { $held } (VIII.F).
classic-charity = Jałmużna CHOAM: { $faction } { $faction_gender ->
        [pl] otrzymują
       *[other] otrzymuje
    } 2 żetony przyprawy{ $why }.
classic-card-up = Karta { $index } z { $count } jest licytowana. Licytację otwiera: { $opener }.
classic-prescience-card = Jasnowidzenie: licytowana karta { $index } to { $card }.
classic-bid-more-or-pass = Oferta wynosi { $bid }: podbij albo pasuj.
classic-bid-from-to = Zaoferuj od { $low } do { $high }.
classic-you-have-pass = Masz { $means }: pasuj.
classic-you-have-only = Masz tylko { $means }.
classic-bid-at-most = Zaoferuj najwyżej { $count } albo pasuj.
classic-pass = Pasuj.
classic-bids = { $faction } { $faction_gender ->
        [pl] licytują
       *[other] licytuje
    } { $amount }.
classic-passes = { $faction } { $faction_gender ->
        [pl] pasują
       *[other] pasuje
    }.
classic-no-card-up = Żadna karta nie jest teraz licytowana.
classic-hand-full = Masz pełną rękę: musisz pasować przy każdej karcie.
classic-turn-to-bid = Teraz licytuje: { $faction }.
classic-standing-bid-hint = Możesz zostawić tajną stałą ofertę: `auto <max>` lub `auto pass`.
classic-paid-to-nobody = nikt (Karama)
classic-paid-to-emperor = Imperator
classic-paid-to-bank = pula przyprawy
classic-card-sold = { $faction } { $faction_gender ->
        [pl] kupują
       *[other] kupuje
    } kartę { $index } za { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    }, odbiorca zapłaty: { $paid_to }.
classic-you-bought = Kupiłeś kartę { $card }.
classic-no-bonus-card = Karama: Harkonnenowie nie biorą dodatkowej karty.
classic-bonus-card = Harkonnenowie biorą dodatkową kartę z talii.
classic-every-hand-full = wszystkie ręce są pełne
classic-passed-by-everyone = wszyscy spasowali przy karcie (VIII.E)
classic-bidding-ends = Koniec licytacji: { $why }; { $count ->
        [one] { $count } karta wraca
        [few] { $count } karty wracają
       *[many] { $count } kart wraca
    } na wierzch talii kart zdrady.
classic-bidding-over = Licytacja zakończona.
classic-hand-full-no-bid = { $faction }: pełna ręka, brak oferty (VIII.G).
classic-standing-during-bidding = Stałe oferty składa się podczas licytacji.
classic-standing-cleared = Stała instrukcja usunięta.
classic-standing-pass = Spasujesz przy wszystkich pozostałych kartach tej licytacji.
classic-standing-round = Będziesz licytować do { $limit } przy każdej pozostałej karcie tej licytacji.
classic-standing-card = Będziesz licytować do { $limit } przy tej karcie.
classic-not-standing = `{ $instruction }` to nie jest stała instrukcja.
classic-standing-usage = Użyj `auto <max bid>` (ta karta), `auto <max bid> round` (każda karta tej licytacji), `auto pass` lub `auto off`.

## Ruch (movement.py)
classic-guild-waits = Gildia może wykonać swój ruch przed ruchem dowolnego gracza: jest pytana przed każdym (`move_now yes|no`) i rusza się ostatnia, jeśli nigdy nie powie tak (XV, arkusz Gildii 1).
classic-shai-hulud = Shai-Hulud
classic-next-spice-card = następna karta przyprawy to { $card }
classic-spice-deck-reshuffled = talia kart przyprawy zostanie przetasowana
classic-prescience = Jasnowidzenie: { $what }.
classic-guild-asked = Gildia: ruch teraz, przed frakcją { $faction }? (`move_now yes|no`, XV, arkusz Gildii 1)
classic-movement-turn = { $faction }: transport i ruch (zasięg { $reach }), potem `done`.
classic-ornithopters = ornitoptery: masz oddziały w Arrakin lub Kartaginie
classic-no-ornithopters = bez ornitopterów: nie masz oddziałów w Arrakin ani w Kartaginie
classic-move-offer = Przesuń jedną grupę o najwyżej { $count ->
        [one] { $count } terytorium
       *[other] { $count } terytoria
    } ({ $why }): `move N <from> <to> [sector]`.
classic-storm-over = Burza jest nad sektorem { $sector }: nic do niego nie wchodzi, nie wychodzi ani go nie przecina. Potem `done`.
classic-price-fremen = za darmo, na { $territory } lub najwyżej dwa terytoria od niej
classic-price-half = za pół ceny, w górę: 1 żeton przyprawy za 2 oddziały do warowni, 1 za oddział gdzie indziej (stawka Gildii)
classic-price-full = 1 żeton przyprawy za oddział do warowni, 2 gdzie indziej
classic-ship-offer = Przetransportuj najwyżej { $count ->
        [one] { $count } oddział
        [few] { $count } oddziały
       *[many] { $count } oddziałów
    } z rezerw, { $price }: `ship N <territory> [sector]`.
classic-cross-ship-offer = Możesz też transportować z terytorium: `ship N <territory> from=<territory>`.
classic-not-movement-round = To nie jest faza ruchu.
classic-first-advise = Najpierw powiedz, czy wysyłasz duchowego doradcę: `advise yes` lub `advise no`.
classic-waiting-advisor = Czekamy, aż Bene Gesserit zdecydują o duchowym doradcy.
classic-first-coexist = Najpierw ogłoś, gdzie współistniejesz: `coexist yes|no [territory]`.
classic-waiting-coexist = Czekamy, aż Bene Gesserit ogłoszą, gdzie współistnieją.
classic-first-move-now = Najpierw powiedz, czy ruszasz się teraz: `move_now yes` lub `move_now no`.
classic-waiting-guild = Czekamy, aż Gildia powie, czy rusza się teraz.
classic-rule-pad-guild-1 = XV, arkusz Gildii 1
classic-their-move = Teraz ruch: { $faction }.
classic-not-asked-move-now = Nikt nie pyta cię teraz, czy ruszasz się teraz.
classic-move-now-hint = Z dodatkowymi zdolnościami Gildia jest pytana przed ruchem każdego innego gracza, dopóki nie wykona swojego.
classic-guild-steps-in = Gildia wykonuje teraz swój ruch (XV, arkusz Gildii 1).
classic-guild-turn-passed = Kolejka Gildii w fazie ruchu już minęła.
classic-rule-pad-b6a6-xv = arkusz B.6.A.6, XV
classic-guild-turn-hint = Zagraj ją, zanim nadejdzie ich miejsce w kolejności.
classic-already-shipped = W tej turze już transportowałeś.
classic-karama-stopped-shipment = Karama Gildii zatrzymała w tej turze twój transport spoza planety.
classic-rule-xvii-pad-b6b3 = XVII, arkusz B.6.B.3
classic-shipping-costs = Transport { $n } oddz. na { $territory } kosztuje { $cost ->
        [one] { $cost } żeton przyprawy
        [few] { $cost } żetony przyprawy
       *[many] { $cost } żetonów przyprawy
    }; masz { $means }.
classic-can-ship = Stać cię na transport { $count } oddz. tam.
classic-cannot-ship = Nie stać cię na transport żadnego oddziału tam.
classic-no-ship-to-reserves = Oddziałów nie można przetransportować z planszy z powrotem do rezerw.
classic-only-guild-to-reserves-hint = Może to tylko Gildia: `ship N reserves from=<territory>`.
classic-in-reserve-not = Masz w rezerwie { $count ->
        [one] { $count } oddział
        [few] { $count } oddziały
       *[many] { $count } oddziałów
    }, a nie { $n }.
classic-ship-at-most = Przetransportuj najwyżej { $count }.
classic-revive-first = Najpierw wskrześ oddziały (IX.B).
classic-only-guild-cross-ship = Tylko Gildia i jej sojusznicy mogą transportować z jednego terytorium na inne.
classic-rule-guild-shield-xii-e-6 = tarcza Gildii, XII.E.6
classic-ship-from-reserves = Transportuj raczej ze swoich rezerw.
classic-only-guild-to-reserves = Tylko Gildia odsyła oddziały z planszy do rezerw; jej sojusznicy mogą transportować między terytoriami.
classic-cross-ship-usage = `ship N <territory> from=<territory>`.
classic-tokens-in-storm = Twoje oddziały na terytorium { $territory } są w burzy.
classic-ship-elsewhere = Transportuj na inne terytorium.
classic-fremen-reserves-only = Fremeni sprowadzają rezerwy tylko na { $flat } lub terytorium najwyżej dwa od niej, nie na { $territory }.
classic-rule-fremen-shield-qa-e7 = tarcza Fremenów, Q&A E.7
classic-for-example = Na przykład: { $territories }.
classic-storm-toll = Burza zabija { $dead } z { $count } oddz. ({ $faction }){ $starred } przybywających na terytorium { $territory } (sektor { $sector }; XV, arkusz Fremenów 3).
classic-reserves = rezerwy
classic-their-reserves = własne rezerwy
classic-territory-sector = { $territory } (sektor { $sector })
classic-paid-to-guild = za { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    } dla Gildii
classic-paid-to-the-bank = za { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    } do puli
classic-free = za darmo
classic-ships = { $faction } { $faction_gender ->
        [pl] transportują
       *[other] transportuje
    } { $count ->
        [one] { $count } oddział
        [few] { $count } oddziały
       *[many] { $count } oddziałów
    }{ $starred } (skąd: { $source }; dokąd: { $target }), { $price }.
classic-advisor-offer = Bene Gesserit mogą wysłać duchowego doradcę na terytorium { $territory } (`advise yes` lub `advise no`).
classic-no-shipment-to-accompany = Nie ma teraz transportu, któremu można towarzyszyć.
classic-advisor-sent = Bene Gesserit wysyłają duchowego doradcę na terytorium { $territory }.
classic-no-advisor-sent = Bene Gesserit nie wysyłają doradcy.
classic-already-moved = W tej turze już przesunąłeś grupę.
classic-move-elsewhere = Ruch prowadzi z jednego terytorium na inne.
classic-group-in-storm = Twoje oddziały na terytorium { $territory }, sektor { $sector }, są w burzy i nie mogą się ruszyć.
classic-moves = { $faction } { $faction_gender ->
        [pl] przesuwają
       *[other] przesuwa
    } { $count ->
        [one] { $count } oddział
        [few] { $count } oddziały
       *[many] { $count } oddziałów
    }{ $starred } z terytorium { $origin } na { $territory } (sektor { $sector }).
classic-nowhere = nigdzie
classic-out-of-reach = { $territory } (sektor { $sector }) jest poza zasięgiem: ta grupa porusza się o { $count ->
        [one] { $count } terytorium
       *[other] { $count } terytoria
    }, nie przez burzę ani pełne warownie. Osiągalne: { $reachable }.
classic-cannot-revive = Nie można teraz wskrzesić: { $leader }.
classic-leader-revival-costs = Wskrzeszenie: { $leader } kosztuje { $cost ->
        [one] { $cost } żeton przyprawy
        [few] { $cost } żetony przyprawy
       *[many] { $cost } żetonów przyprawy
    }; masz { $count }.
classic-leader-revived = { $faction } { $faction_gender ->
        [pl] wskrzeszają
       *[other] wskrzesza
    } przywódcę { $leader } za { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    }.
classic-revivable-now = Do wskrzeszenia teraz: { $leaders }.
classic-leader-revival-rule = Przywódcę można wskrzesić dopiero, gdy wszyscy twoi przywódcy są w kadziach Tleilaxan (IX.D.1).
classic-ends-move = { $faction }: koniec ruchu.

## Wskrzeszenie (revival.py)
classic-revival-gift-offer = Wskrzeszenie: Fremeni mogą pozwolić { $count ->
        [one] swojemu sojusznikowi
       *[other] swoim sojusznikom
    } ({ $allies }) wskrzesić w tej turze trzy oddziały za darmo (`free_revival <ally> yes|no`, tarcza Fremenów, XII.E.6).
classic-revival-round = Wskrzeszenie: { $factions } { $factions_gender ->
        [m] może
        [f] może
       *[other] mogą
    } zapłacić 2 żetony przyprawy za każdy dodatkowy oddział (`revive N`, `revive 0`, by nie wskrzeszać).
classic-revives-free = { $faction } { $faction_gender ->
        [pl] wskrzeszają
       *[other] wskrzesza
    } za darmo { $count ->
        [one] { $count } oddział
        [few] { $count } oddziały
       *[many] { $count } oddziałów
    }{ $starred }.
classic-revives-free-gift = { $faction } { $faction_gender ->
        [pl] wskrzeszają
       *[other] wskrzesza
    } za darmo dodatkowo { $count ->
        [one] { $count } oddział
        [few] { $count } oddziały
       *[many] { $count } oddziałów
    }{ $starred }, dar Fremenów (XII.E.6).
classic-emperor-may-give = Twój sojusznik Imperator może najpierw dać ci przyprawę (`grant`).
classic-revivals-left = zostało ci { $count } z trzech wskrzeszeń w tej turze
classic-revivable-from-tanks = możesz teraz wskrzesić z kadzi { $count ->
        [one] { $count } oddział
        [few] { $count } oddziały
       *[many] { $count } oddziałów
    }
classic-spice-pays-for = za twoją przyprawę ({ $spice }) opłacisz { $count } po 2
classic-paid-revival-refused = Możesz teraz zapłacić za wskrzeszenie najwyżej { $count } oddz., a nie { $n }: { $why }.
classic-no-gift-to-decide = Nie ma teraz darmowego wskrzeszenia sojusznika do rozstrzygnięcia.
classic-waiting-for = Czekamy na: { $factions }.
classic-fremen-decide-at-revival = Fremeni decydują na początku fazy wskrzeszenia.
classic-gift-refused = Fremeni nie rozszerzają darmowego wskrzeszenia: { $faction }.
classic-no-revival-to-decide = Nie masz teraz wskrzeszenia do rozstrzygnięcia.
classic-revive-or-less = `revive { $count }` lub mniej.
classic-pays-to-revive = { $faction } { $faction_gender ->
        [pl] płacą
       *[other] płaci
    } { $cost ->
        [one] { $cost } żeton przyprawy
        [few] { $cost } żetony przyprawy
       *[many] { $cost } żetonów przyprawy
    } za wskrzeszenie: { $count ->
        [one] { $count } oddział
        [few] { $count } oddziały
       *[many] { $count } oddziałów
    }{ $starred }.
## Zbieranie przyprawy (collection.py)
classic-collects = { $faction } { $faction_gender ->
        [pl] zbierają
       *[other] zbiera
    } { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    } na terytorium { $territory }.
classic-spice-flow = { $faction } { $faction_gender ->
        [pl] otrzymują
       *[other] otrzymuje
    } { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    } za zajmowanie terytorium { $territory } (XIX).
## Współistnienie (coexist.py)
classic-bg-place-one = Bene Gesserit wystawiają jeden oddział.
classic-place-one-usage = `place 1 <territory> [sector]`.
classic-bg-placed-advisor = Bene Gesserit wystawiają jeden oddział na terytorium { $territory } (sektor { $sector }) jako doradcę (XV.B.1).
classic-bg-placed-fighter = Bene Gesserit wystawiają jeden oddział na terytorium { $territory } (sektor { $sector }) jako wojownika (XV.B.1).
classic-the-polar-sink = Niecka Polarna
classic-fighters-no-advisors = Twoje oddziały na terytorium { $territory } są w tej turze wojownikami: doradcy nie mogą do nich dołączyć.
classic-advise-no = `advise no`.
classic-coexist-announce = Bene Gesserit: przed jakimkolwiek ruchem ogłoście, gdzie wasi doradcy stają się wojownikami (`coexist no <territory>`), potem `coexist yes` (doradcy na: { $advisors }).
classic-coexist-ask = Bene Gesserit: czy współistniejecie na terytorium { $territory }? `coexist yes` (doradcy) lub `coexist no` (wojownicy) (XV.B.5).
classic-only-bg-coexist = Tylko Bene Gesserit współistnieją.
classic-no-coexistence = Nie ma teraz współistnienia do ogłoszenia.
classic-coexistence-hint = Bene Gesserit ogłaszają przed pierwszym ruchem fazy ruchu oraz gdy oddziały przybywają tam, gdzie spotykają innych.
classic-asked-about = Pytanie dotyczy terytorium { $territory }.
classic-coexist-yes-or-no = `coexist yes` lub `coexist no`.
classic-bg-coexist = Bene Gesserit współistnieją (doradcy) na terytorium { $territory } do końca tury.
classic-bg-not-coexist = Bene Gesserit nie współistnieją (wojownicy) na terytorium { $territory } do końca tury.
classic-advisors-stay = Doradcy zostają, jeśli ich nie wskażesz: samo `coexist yes` kończy ogłoszenie.
classic-coexist-no-hint = `coexist no <territory>` czyni z nich wojowników.
classic-bg-coexist-in = Bene Gesserit współistnieją na: { $territories } do końca tury.
classic-no-territory = żadnym terytorium
classic-name-the-territory = Wskaż terytorium: `coexist no <territory>`.
classic-advisors-in = Doradcy na: { $territories }.
classic-none = nic
classic-no-advisors-in = Nie masz doradców na terytorium { $territory }.
classic-bg-fighters-in = Bene Gesserit na terytorium { $territory } są w tej turze wojownikami.

## Pogoda (weather.py)
classic-you-draw-marker = Dobierasz znacznik burzy { $number }: w następnej turze burza przesunie się o { $number } (XVI.B).
classic-weather-drawn = Fremeni dobierają znacznik burzy na następną turę i trzymają go zakryty (XVI.B).
classic-weather-revealed = Tura { $turn }: faza burzy. Znacznik burzy Fremenów pokazuje { $number }: burza przesunie się o { $number } (XVI.C). Karty { $control } i { $atomics } można zagrać, zanim Fremeni ją przesuną (`storm`).

## Za tarczą (shield.py)
classic-shows-spice = { $faction } { $faction_gender ->
        [pl] pokazują
       *[other] pokazuje
    } swoją przyprawę: { $count }.
classic-shows-card-count = { $faction } { $faction_gender ->
        [pl] pokazują
       *[other] pokazuje
    }, że { $faction_gender ->
        [pl] mają
       *[other] ma
    } { $count ->
        [one] { $count } kartę zdrady
        [few] { $count } karty zdrady
       *[many] { $count } kart zdrady
    }.
classic-no-cards = brak kart
classic-shows-hand = { $faction } { $faction_gender ->
        [pl] pokazują
       *[other] pokazuje
    } swoją rękę: { $cards }.
classic-no-traitor = brak zdrajcy
classic-shows-traitors = { $faction } { $faction_gender ->
        [pl] pokazują
       *[other] pokazuje
    } zdrajców na swoim żołdzie: { $traitors }.
## Łapówki (bribery.py)
classic-pay-yourself = Nie możesz zapłacić sam sobie.
classic-only-spice = Masz tylko { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    }.
classic-bribe = { $faction } { $faction_gender ->
        [pl] płacą
       *[other] płaci
    } { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    } frakcji { $target }{ $terms }.
## Sojusze (alliances.py)
classic-nexus-open = Nexus: można zawierać, rozszerzać i zrywać sojusze (XII.B): `ally <faction>` (proszą obie strony; by dołączyć do sojuszu, musi cię poprosić każdy jego członek), `unally`, potem `ready`.
classic-no-alliances = Ta partia toczy się bez sojuszy.
classic-no-alliances-hint = Jej opcję `no_alliances` wybrano przy tworzeniu.
classic-only-at-nexus = Sojusze zawiera się i zrywa tylko podczas Nexusa.
classic-nexus-hint = Otwiera go następny Shai-Hulud odkryty w wybuchu przyprawy (XII.A).
classic-ally-yourself = Nie możesz zawrzeć sojuszu z samym sobą.
classic-already-ally = { $faction } { $faction_gender ->
        [pl] już są twoimi sojusznikami.
       *[other] już jest twoim sojusznikiem.
    }
classic-in-another-alliance = Jesteś w sojuszu, a { $faction } w innym; żaden gracz nie może należeć do więcej niż jednego.
classic-unally-first = Wystąp ze swojego przez `unally`, potem poproś o dołączenie do ich sojuszu (XII.D.2).
classic-already-asked = Już poprosiłeś: { $faction }.
classic-still-to-ask = Muszą jeszcze poprosić: { $factions }.
classic-pairs-only = W tej partii sojusz liczy najwyżej dwóch graczy; ten liczyłby { $size }.
classic-rule-italian-edition = { $section } (wydanie włoskie)
classic-pairs-only-hint = Sojusz mogą zawrzeć tylko dwaj gracze spoza wszelkich sojuszy.
classic-table-no-alliance = Tabela zwycięstwa nie przewiduje sojuszu { $size } graczy w partii { $players } graczy: objąłby wszystkich.
classic-ally-with-fewer = Zawrzyj sojusz z mniejszą liczbą graczy.
classic-asks-alliance = { $faction } { $faction_gender ->
        [pl] proponują
       *[other] proponuje
    } sojusz: { $target }.
classic-asks-to-join-us = { $faction } { $faction_gender ->
        [pl] proszą
       *[other] prosi
    } { $target } o dołączenie do sojuszu: { $group } (prosić musi każdy członek, XII.C.2; muszą jeszcze poprosić: { $missing }).
classic-asks-to-join = { $faction } { $faction_gender ->
        [pl] proszą
       *[other] prosi
    } o dołączenie do sojuszu: { $group } (zgodzić się musi każdy członek, XII.C.2; muszą jeszcze poprosić: { $missing }).
classic-alliance-formed = Sojusz: { $members } (XII.C.2-3).
classic-not-in-alliance = Nie należysz do sojuszu.
classic-breaks-alliance = { $faction } { $faction_gender ->
        [pl] występują
       *[other] występuje
    } z sojuszu (XII.D).
classic-still-allied = Nadal w sojuszu: { $factions }.
classic-nexus-prompt-awaiting = Nexus: czekają na twoją odpowiedź (`ally`): { $factions }. `ally <faction>`, `unally`, potem `ready` (XII.C-D).
classic-nexus-prompt = Nexus: `ally <faction>`, `unally`, potem `ready` (XII.C-D).
classic-already-ready = Już zgłosiłeś gotowość.
classic-nexus-closed = Nexus zakończony (XII.C.5).

## Moce sojuszników (alliance_powers.py)
classic-emperor-grants = Imperator daje { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    } swojemu sojusznikowi: { $ally } (tarcza Imperatora, XII.E.6).
classic-only-emperor-grants = Tylko Imperator może w ten sposób dawać przyprawę sojusznikom.
classic-grant-hint = Sojusznicy płacą za swoje karty i transporty przez `support`; łapówkę może dać każdy przez `bribe`.
classic-your-allies = Twoi sojusznicy: { $factions }.
classic-no-ally = Nie masz sojusznika.
classic-give-from-1 = Daj od 1 do { $count } (tyle masz przyprawy).

## Pojmani przywódcy (capture.py)
classic-rule-pad-harkonnen-1 = XV, arkusz Harkonnenów 1
classic-capture-return = Harkonnenowie zwracają przywódcę { $leader } frakcji { $faction } po jednej bitwie (XV, arkusz Harkonnenów 1).
classic-capture = Harkonnenowie pojmują przywódcę { $leader } (frakcja { $faction }) (XV, arkusz Harkonnenów 1): `capture kill` (2 żetony przyprawy), `capture keep` (na jedną bitwę) lub `capture free`.
classic-captured-go-home = Wszyscy przywódcy Harkonnenów zginęli: { $leaders } wracają do swoich (XV, arkusz Harkonnenów 1).
classic-no-capture = Nie masz teraz pojmanego przywódcy, o którym trzeba zdecydować.
classic-capture-hint = Harkonnenowie decydują zaraz po wygranej bitwie.
classic-capture-kill = Harkonnenowie wysyłają przywódcę { $leader } do kadzi Tleilaxan (frakcja { $faction }) i biorą { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    } (XV, arkusz Harkonnenów 1).
classic-capture-free = Harkonnenowie puszczają przywódcę { $leader } do swoich (XV, arkusz Harkonnenów 1).
classic-capture-keep = Harkonnenowie zatrzymują przywódcę { $leader } na jedną bitwę (XV, arkusz Harkonnenów 1).

## Kwisatz Haderach (kwisatz.py)
classic-rule-pad-atreides-1 = XV, arkusz Atrydów 1
classic-rule-ix-d-2-pad-atreides-1 = IX.D.2, XV, arkusz Atrydów 1
classic-kwisatz-atreides-only = Tylko Atrydzi mają Kwisatz Haderach, z dodatkowymi zdolnościami.
classic-leave-out-kwisatz = Usuń `kwisatz=yes`.
classic-kwisatz-not-alone = Kwisatz Haderach nie może walczyć sam: dołącza do przywódcy albo Taniego Bohatera (Bohaterki).
classic-kwisatz-in-tanks = Kwisatz Haderach jest w kadziach Tleilaxan: najpierw wskrześ go jak przywódcę.
classic-kwisatz-karama = Karta Karama powstrzymuje Kwisatz Haderach w tej bitwie (XVII.B).
classic-kwisatz-fought = Kwisatz Haderach walczył już w tej turze (jeden przywódca na turę).
classic-kwisatz-asleep = Kwisatz Haderach budzi się, gdy stracisz w bitwach { $needed } oddziałów; straciłeś { $count }.
classic-kwisatz-killed = Eksplozja zabija Kwisatz Haderach: trafia do kadzi Tleilaxan (XV, arkusz Atrydów 1).
classic-kwisatz-awake = Atrydzi stracili w bitwach { $count } oddz.: Kwisatz Haderach może raz na turę dołączyć do jednego z ich przywódców (`kwisatz=yes` w planie, XV, arkusz Atrydów 1).
classic-kwisatz-revival-costs = Wskrzeszenie Kwisatz Haderach kosztuje { $cost ->
        [one] { $cost } żeton przyprawy
        [few] { $cost } żetony przyprawy
       *[many] { $cost } żetonów przyprawy
    }; masz { $count }.
classic-kwisatz-revived = Atrydzi wskrzeszają Kwisatz Haderach za { $count ->
        [one] { $count } żeton przyprawy
        [few] { $count } żetony przyprawy
       *[many] { $count } żetonów przyprawy
    }.

## Zwycięstwo (victory.py)
classic-won-strongholds = { $count } warownie na koniec tury { $turn } (IV)
classic-team-count = { $team } { $count } z { $needed }
classic-won-enough = dość warowni na koniec tury { $turn } ({ $counts }; IV, opcje)
classic-won-guild-default = nikt nie panował nad Diuną do ostatniej tury (tarcza Gildii)
classic-won-fremen-default = nikt nie wygrał, a Gildia nie bierze udziału w grze (Q&A E.3)
classic-won-most = najwięcej warowni (Q&A E.3)
classic-won-prediction = przepowiedziały, że { $faction } { $faction_gender ->
        [pl] wygrają
       *[other] wygra
    } w turze { $turn } (tarcza Bene Gesserit)
classic-prediction-revealed = Bene Gesserit odkrywają przepowiednię: { $faction }, tura { $turn }.
classic-game-over = { $count ->
        [one] Wygrywa { $winners }: { $why }.
       *[other] Wygrywają { $winners }: { $why }.
    }

## Stałe rozkazy (orders.py)
classic-auto-is-standing-bid = `auto { $instruction }` to stała oferta; stałe oferty składa się podczas licytacji.
classic-auto-not-order = `auto { $instruction }` to nie jest stały rozkaz, który możesz wydać.
classic-order-call-off = Stały rozkaz odwołany: na każde pytanie o zdrajcę odpowiesz sam.
classic-order-call = Stały rozkaz: każde pytanie o zdrajcę dostaje od razu odpowiedź za ciebie: `call_traitor yes`, gdy przywódca naprzeciw ciebie (lub twojego sojusznika) jest na twoim żołdzie, w przeciwnym razie `call_traitor no` (`auto call off`, by odwołać).
classic-order-advise-yes = Stały rozkaz: po każdym transporcie wysyłasz duchowego doradcę (`advise yes`; `advise no` tam, gdzie żaden nie może iść). `auto advise off`, by odwołać.
classic-order-advise-no = Stały rozkaz: po każdym transporcie nie wysyłasz doradcy (`advise no`). `auto advise off`, by odwołać.
classic-order-advise-off = Stały rozkaz odwołany: będziesz pytany o każdego doradcę.
classic-order-move-later = Stały rozkaz: przed każdym ruchem odpowiadasz `move_now no` i ruszasz się ostatni (`auto move_now off`, by odwołać).
classic-order-move-later-off = Stały rozkaz odwołany: przed każdym ruchem sam odpowiesz na `move_now`.
classic-orders-usage = Stałe rozkazy, które możesz teraz wydać: { $orders }.
