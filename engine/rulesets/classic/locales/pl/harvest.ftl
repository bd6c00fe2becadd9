# Klasyczna Diuna, ZBIORY PRZYPRAWY (1984): pierwszy Zarządca, pięć zbiorów (raport
# Zarządcy, zebranie CHOAM, Licytacja o Władzę) i zdolności Planet.

## Faza
classic-phase-harvest = zbiory przyprawy
    .gender = pl
classic-in-phase-harvest = Partia jest w fazie zbiorów przyprawy, przed pierwszą turą.
classic-harvest-not-now = Zbiory przyprawy nie są teraz rozgrywane.
classic-harvest-predict-later = Przy Zbiorach Przyprawy Bene Gesserit przepowiadają po ustaleniu pozycji początkowych na Diunie.
classic-harvest-begins = Zaczynają się Zbiory Przyprawy: { $count } zbiorów przed główną grą. Każdy gracz w tajemnicy przeznacza przyprawę, by zostać pierwszym Zarządcą Diuny (`commit <przyprawa>`).
classic-harvest-status = Zbiory Przyprawy { $round } z { $count }; Zarządca: { $manager }
classic-harvest-status-choosing = Zbiory Przyprawy: wybór pierwszego Zarządcy

## IV.4: pierwszy Zarządca
classic-harvest-no-commit = Nie masz teraz nic do przeznaczenia: przyprawę przeznacza się raz, przed pierwszymi zbiorami.
classic-harvest-commit-more = Masz tylko { $count ->
        [one] { $count } jednostkę przyprawy
        [few] { $count } jednostki przyprawy
       *[many] { $count } jednostek przyprawy
    }.
classic-harvest-commit-usage = Przeznacz od 0 do { $count }: `commit <przyprawa>`.
classic-harvest-you-commit = Przeznaczasz { $count ->
        [one] { $count } jednostkę przyprawy
        [few] { $count } jednostki przyprawy
       *[many] { $count } jednostek przyprawy
    }, ukrytą w dłoni.
classic-harvest-committed = { $faction }: przyprawa przeznaczona.
classic-harvest-revealed-one = { $faction } { $count }
classic-harvest-commitments = Ujawniona przyprawa: { $amounts }.
classic-harvest-tie = Remis rozstrzyga rzut kością, na korzyść: { $manager }.
classic-harvest-first-manager = Pierwszy Zarządca Diuny: { $manager }; ujawnioną przyprawę ({ $count }) dostaje: { $payee }.

## V.1.a: podatek i karta Zbiorów
classic-harvest-round = Zbiory { $round } z { $count }; Zarządca: { $manager }.
classic-harvest-to-emperor = Imperatorowi
classic-harvest-to-bank = do rezerwy
classic-harvest-tax = Podatek: Zarządca ({ $manager }) płaci 1 jednostkę przyprawy { $to }.
classic-harvest-cannot-pay = Zarządca ({ $manager }) nie może zapłacić podatku: urząd przechodzi na: { $successor }.
classic-harvest-nobody-pays = Nikt nie może zapłacić podatku: w tym roku nie jest płacony.
classic-harvest-drawn = Zarządca ({ $manager }) dobiera kartę Zbiorów i czyta ją w tajemnicy.
classic-harvest-you-draw = Karta Zbiorów: { $card }.
classic-harvest-worm-card = Czerw
classic-harvest-worm = Z talii Zbiorów wychodzi Czerw: w tym roku nic nie zebrano i nie ma raportu.
classic-harvest-fremen-manage = Fremeni zostają Zarządcą Diuny (zdolność Planety).

## VI.3: dodatkowa karta Gildii
classic-harvest-no-offer = Tylko Gildia, zapytana, oferuje Zarządcy dodatkową kartę Zbiorów.
classic-harvest-guild-no-offer = Gildia nie oferuje w tym roku dodatkowej karty Zbiorów.
classic-harvest-fee-range = Opłata { $fee } jest niedozwolona: opłata wynosi od 4 do 8 jednostek przyprawy.
classic-harvest-sell-usage = Od `sell 4` do `sell 8` albo `sell 0`, by nic nie oferować.
classic-harvest-guild-offers = Gildia oferuje dodatkową kartę Zbiorów za opłatę { $fee } Zarządcy: { $manager }.
classic-harvest-no-extra = Żadna oferta dodatkowej karty Zbiorów nie czeka na twoją odpowiedź.
classic-harvest-declined = Zarządca ({ $manager }) odrzuca dodatkową kartę.
classic-harvest-fee-unpaid = Opłata wynosi { $fee }, a masz { $count ->
        [one] { $count } jednostkę przyprawy
        [few] { $count } jednostki przyprawy
       *[many] { $count } jednostek przyprawy
    }.
classic-harvest-buy-no = Odpowiedz `buy no`.
classic-harvest-extra = Zarządca ({ $manager }) płaci Gildii opłatę { $fee } i dobiera dodatkową kartę Zbiorów.
classic-harvest-you-draw-extra = Dodatkowa karta Zbiorów: { $card }; zebrano razem: { $count }.

## V.1: raport
classic-harvest-no-report = Tylko Zarządca składa raport, po dobraniu karty Zbiorów.
classic-harvest-announce-at-most = Możesz ogłosić najwyżej tyle, ile zebrano: { $count }.
classic-harvest-report-usage = Ogłoś, a potem daj każdemu innemu graczowi karty Udziałów (połączone +): `{ $example }`.
classic-harvest-unreadable-share = To nie jest udział: „{ $part }”. Podaj gracza, a potem karty Udziałów.
classic-harvest-share-once = Tu nie można dać udziału: { $faction }. Podaj każdego innego gracza raz.
classic-harvest-share-missing = Każdy inny gracz dostaje co najmniej jedną kartę Udziałów; brakuje: { $factions }.
classic-harvest-no-such-cards = Kart Udziałów o wartości { $card } jest { $count }, nie { $wanted }.
classic-harvest-inventory-card = { $count }×{ $card }
classic-harvest-inventory = Karty Udziałów: { $cards }.
classic-harvest-shares-exceed = Udziały dają { $total }, więcej niż ogłoszone { $count }.
classic-harvest-announces = Zarządca ({ $manager }) ogłasza zbiory: { $count }, i rozdaje karty Udziałów.
classic-harvest-share-of = { $faction } { $cards } ({ $count })
classic-harvest-you-gave = Rozdane udziały: { $shares }.
classic-harvest-your-share = Twoje karty Udziałów: { $cards } (razem { $count }).

## V.2.a: głosowanie; VI.1: spojrzenie Atrydów
classic-harvest-no-vote = Nie masz teraz głosu do oddania.
classic-harvest-you-vote-yes = Twój głos: tak.
classic-harvest-you-vote-no = Twój głos: nie.
classic-harvest-voted = { $faction }: głos oddany.
classic-harvest-no-look = Atrydzi oglądają udziały jednego gracza raz na zbiory, przed głosowaniem.
classic-harvest-look-among = Obejrzyj udziały jednego z: { $factions }.
classic-harvest-look-whom = Nie możesz obejrzeć udziałów: { $faction }.
classic-harvest-atreides-look = Atrydzi oglądają karty Udziałów: { $faction }.
classic-harvest-share-seen = Karty Udziałów ({ $faction }): { $cards } (razem { $count }).

## V.2.b: wypłata
classic-harvest-nobody = nikt
classic-harvest-votes = Głosy zostają odkryte. Tak: { $yes }. Nie: { $no }.
classic-harvest-revealed = Karty Zbiorów: { $cards } = { $count }; ogłoszono { $announced }; udziały: { $shares }. Pula: { $pot }.
classic-harvest-honest = raport był uczciwy
classic-harvest-not-caught = raport nie został odrzucony
classic-harvest-manager-keeps = Głosujący „tak” dostają swoje udziały; Zarządca ({ $manager }) zatrzymuje resztę przyprawy: { $count } ({ $honest }).
classic-harvest-caught = Raport był nieuczciwy i został odrzucony: głosujący „nie” dzielą pulę, po { $count } na każdego ({ $back } wraca do rezerwy); Zarządca ({ $manager }) nie dostaje nic.
classic-harvest-harkonnen-stay = Harkonnenowie zostają przyłapani po raz pierwszy i pozostają Zarządcą (zdolność Planety).
classic-harvest-new-manager = Nowy Zarządca Diuny: { $manager }.

## V.3: Licytacja o Władzę; VI.1-2
classic-harvest-bid-for-power = Licytacja o Władzę: { $count ->
        [one] { $count } karta Dostępu zostaje rozdana
        [few] { $count } karty Dostępu zostają rozdane
       *[many] { $count } kart Dostępu zostaje rozdanych
    } zakryte i sprzedawane po jednej (`bid_access <przyprawa>` lub `pass_access`).
classic-harvest-access-up = Karta Dostępu { $index } z { $count } jest licytowana; pierwsza oferta: { $opener }.
classic-harvest-no-access-up = Żadna karta Dostępu nie jest teraz licytowana.
classic-harvest-turn-to-bid = Teraz licytuje: { $faction }.
classic-harvest-bid-more = Oferta wynosi { $bid }: zaoferuj więcej albo spasuj.
classic-harvest-bid-spice = Masz tylko { $count ->
        [one] { $count } jednostkę przyprawy
        [few] { $count } jednostki przyprawy
       *[many] { $count } jednostek przyprawy
    }.
classic-harvest-bid-range = Zaoferuj od { $low } do { $high } albo `pass_access`.
classic-harvest-pass-hint = Odpowiedz `pass_access`.
classic-harvest-bids = Oferta za kartę Dostępu, { $faction }: { $amount }.
classic-harvest-passes = { $faction }: pas.
classic-harvest-sold = Karta Dostępu { $index } trafia do: { $faction }, za { $count }, zapłacone do rezerwy.
classic-harvest-unsold = Nikt nie licytuje karty Dostępu { $index }: wraca, nieobejrzana, pod talię Dostępu.
classic-harvest-you-buy = Twoja karta Dostępu: { $card }.
classic-harvest-bg-see = Karta Dostępu kupiona ({ $faction }): { $card }.
classic-harvest-troop-card = { $count ->
        [one] { $count } żołnierz
        [few] { $count } żołnierzy
       *[many] { $count } żołnierzy
    }
classic-harvest-no-peek = Atrydzi oglądają jedną jeszcze niekupioną kartę Dostępu, raz na Licytację o Władzę.
classic-harvest-peek-which = Nie ma karty Dostępu { $number } wciąż na sprzedaż.
classic-harvest-peek-range = Podaj kartę od { $low } do { $high }.
classic-harvest-atreides-peek = Atrydzi oglądają kartę Dostępu { $index }.
classic-harvest-peeked = Karta Dostępu { $index }: { $card }.
classic-harvest-over = Piąta Licytacja o Władzę zakończona: zbiory skończone.

## Pytania
classic-harvest-prompt-commit = Przeznacz w tajemnicy przyprawę, by zostać pierwszym Zarządcą: `commit <przyprawa>` (0: nic).
classic-harvest-prompt-sell = Gildio: zaoferuj Zarządcy ({ $manager }) dodatkową kartę Zbiorów za 4-8 (`sell <opłata>`) albo `sell 0`.
classic-harvest-prompt-buy = Kupić dodatkową kartę Zbiorów od Gildii za { $fee }? `buy yes` lub `buy no`.
classic-harvest-prompt-report = Złóż raport ze zbiorów. { $usage }
classic-harvest-prompt-vote = Zarządca ogłasza zbiory: { $count }. Przyjmij raport (`vote yes`) albo go odrzuć (`vote no`).
classic-harvest-prompt-bid = Karta Dostępu { $index }: oferta wynosi { $bid }. Zaoferuj więcej (`bid_access <przyprawa>`) albo `pass_access`.

## Karta gracza
classic-harvest-sheet-title = Zbiory Przyprawy
classic-harvest-sheet-committed = Przeznaczona przyprawa: { $count }
classic-harvest-sheet-cards = Karty Zbiorów: { $cards }
classic-harvest-sheet-yours = Twoje karty Udziałów
classic-harvest-sheet-share = { $whose }: { $cards } (razem { $count })
classic-harvest-sheet-access = Karty Dostępu ({ $count }): { $cards }
classic-harvest-sheet-seen = Kupione ({ $faction }): { $cards }

## Komendy
classic-command-commit = Zbiory Przyprawy: w tajemnicy przeznacz przyprawę, by zostać pierwszym Zarządcą Diuny (IV.4); najwięcej przyprawy wygrywa urząd i jest płacone drugiemu.
classic-command-commit-amount = przeznaczana przyprawa (0: nic)
classic-command-sell = Zbiory Przyprawy, Gildia: zaoferuj Zarządcy dodatkową kartę Zbiorów za 4-8 (VI.3); `sell 0` nic nie oferuje.
classic-command-sell-fee = twoja opłata, od 4 do 8 (0: brak oferty)
classic-command-buy = Zbiory Przyprawy, Zarządca: przyjmij (yes) albo odrzuć (no) dodatkową kartę Gildii (VI.3).
classic-command-buy-yes = true, by zapłacić i dobrać kartę
classic-command-report = Zbiory Przyprawy, Zarządca: ogłoś zbiory i daj każdemu innemu graczowi karty Udziałów (V.1), np. `report 12 atreides 5+1, guild 6`.
classic-command-report-amount = ogłaszane zbiory
classic-command-report-shares = każdy inny gracz i jego karty Udziałów, oddzielone przecinkami (karty połączone +)
classic-command-vote = Zbiory Przyprawy: przyjmij (yes) albo odrzuć (no) raport Zarządcy (V.2.a).
classic-command-vote-yes = true, by przyjąć raport, false, by go odrzucić
classic-command-look = Zbiory Przyprawy, Atrydzi: obejrzyj karty Udziałów innego gracza przed głosowaniem (VI.1).
classic-command-look-faction = frakcja
classic-command-peek = Zbiory Przyprawy, Atrydzi: obejrzyj jedną jeszcze niekupioną kartę Dostępu, raz na Licytację o Władzę (VI.1).
classic-command-peek-number = numer karty w tej Licytacji o Władzę
classic-command-bid-access = Zbiory Przyprawy: zaoferuj przyprawę za licytowaną kartę Dostępu (V.3.a).
classic-command-bid-access-amount = twoja oferta w przyprawie
classic-command-pass-access = Zbiory Przyprawy: spasuj przy licytowanej karcie Dostępu (V.3.a).
