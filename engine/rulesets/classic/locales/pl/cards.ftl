# Diuna klasyczna: dziesięć kart zdrady z rozszerzeń z 1984 roku zagrywanych poza bitwą
# (THE SPICE HARVEST VII, THE DUEL VIII): Żniwiarka, Dudnik, Stożek Ciszy i Trucizna
# Resztkowa (phases/cards_1984.py, phases/residual_poison.py).

classic-cards-main-game = Karty rozszerzeń zagrywa się w głównej grze, od burzy pierwszej tury.

## Żniwiarka (THE SPICE HARVEST VII.3)
classic-cards-harvester-when = Żniwiarkę zagrywa się zaraz po wybuchu przyprawy, dopóki trwa faza wybuchu przyprawy.
classic-cards-harvester-hint = Aby zagrać ją na następny wybuch, gdy tylko spadnie: `auto harvester` (lub `auto harvester 8`, na wybuch co najmniej 8 przyprawy).
classic-cards-harvester-not-blown = Żaden wybuch tej fazy nie leży na terytorium { $territory }.
classic-cards-harvester-blows = Wybuchy do podwojenia: { $territories }.
classic-cards-harvester = { $faction } { $faction_gender ->
    [pl] podwajają
   *[other] podwaja
} wybuch Żniwiarką: dodatkowa przyprawa ({ $count }) na terytorium { $territory } (sektor { $sector }).
classic-cards-order-harvester = { $least ->
    [0] Stały rozkaz: zagrywasz Żniwiarkę na następny wybuch przyprawy, gdy tylko spadnie.
   *[other] Stały rozkaz: zagrywasz Żniwiarkę na następny wybuch przyprawy wart co najmniej { $least }.
}
classic-cards-order-harvester-off = Stały rozkaz odwołany: Żniwiarkę zagrywasz sam.

## Dudnik (THE SPICE HARVEST VII.4)
classic-cards-thumper-first-turn = W wybuchu przyprawy pierwszej tury nie może pojawić się czerw: Dudnik czeka na późniejszy.
classic-cards-thumper-waiting = Dudnik już czeka na następny wybuch przyprawy.
classic-cards-thumper = { $faction } { $faction_gender ->
    [pl] wbijają
   *[other] wbija
} Dudnik: zamiast następnej karty przyprawy przychodzi czerw.
classic-cards-thumper-worm = Dudnik przywołuje Shai-Hulud{ $pile }: nie odkrywa się karty przyprawy.

## Stożek Ciszy (THE DUEL VIII.3)
classic-cards-cone-whom = Wskaż przeciwników, na których spada Stożek Ciszy.
classic-cards-cone-usage = `cone <opponents>`, spośród: { $factions }.
classic-cards-cone-opponents = Stożek Ciszy spada tylko na przeciwników, nie na: { $faction }.
classic-cards-cone-high-bidder = { $faction }: najwyższa oferta za licytowaną kartę.
classic-cards-cone-after-sale = Zagraj go, gdy karta zostanie sprzedana.
classic-cards-cone = Stożek Ciszy: do końca tury { $targets } nie kupują kart, nie grożą Kanly i nie zawierają sojuszy.
classic-cards-silenced-no-bid = Jesteś pod Stożkiem Ciszy: w tej turze nie kupujesz kart.
classic-cards-silenced-passed = { $faction }: pod Stożkiem Ciszy, brak oferty.
classic-cards-silenced-no-alliance = { $faction }: pod Stożkiem Ciszy, w tej turze bez sojuszu.

## Trucizna Resztkowa (THE DUEL VIII.4)
classic-cards-poison-not-yourself = Połóż ją przed zasłoną innego gracza.
classic-cards-poison-already = Masz już kartę przed zasłoną gracza: { $target }.
classic-cards-poison-retract-first = Najpierw ją zabierz, w swoim ruchu: `retract { $target }`.
classic-cards-poison-bribe = Łapówka to od 1 do 4 przyprawy.
classic-cards-poison-cards = Karty, które możesz położyć: { $cards }.
classic-cards-poison-no-card = Nie masz ani Trucizny Resztkowej, ani bezwartościowej karty.
classic-cards-poison-not-held = Nie masz Trucizny Resztkowej: wskaż bezwartościową kartę, którą blefujesz.
classic-cards-poison-not-worthless = { $card } to ani Trucizna Resztkowa, ani bezwartościowa karta.
classic-cards-poison-leaders = Przywódcy ({ $target }): { $leaders }.
classic-cards-poison-played = { $faction } { $faction_gender ->
    [pl] kładą
   *[other] kładzie
} zakrytą kartę przed zasłoną gracza { $target } jako Truciznę Resztkową: łapówka co turę, przyprawa: { $count }.
classic-cards-poison-played-card = Położyłeś kartę { $card } przed zasłoną gracza { $target }; po odmowie zabiłaby: { $victim }.
classic-cards-poison-strongest = ich najsilniejszego żyjącego przywódcę
classic-cards-poison-none-laid = Nie masz karty przed zasłoną innego gracza.
classic-cards-poison-retract-when = Swoją kartę zabierasz w swoim ruchu (IX).
classic-cards-poison-not-before = Nie masz karty przed zasłoną gracza: { $target }.
classic-cards-poison-before = Twoje karty leżą przed: { $targets }.
classic-cards-poison-retracted = { $faction } { $faction_gender ->
    [pl] zabierają
   *[other] zabiera
} kartę sprzed zasłony gracza { $target }: zostaje odrzucona nieodkryta.
classic-cards-poison-none-before-you = Przed twoją zasłoną nie leży żadna karta.
classic-cards-poison-not-from = { $faction }: żadna ich karta nie leży przed twoją zasłoną.
classic-cards-poison-will-pay = Łapówka ({ $factions }) jest odłożona: zostanie zapłacona na koniec tury.
classic-cards-poison-will-refuse = Na koniec tury odmawiasz łapówki ({ $factions }): karta zostanie pokazana.
classic-cards-poison-paid = { $target } { $target_gender ->
    [pl] płacą
   *[other] płaci
} łapówkę Trucizny Resztkowej ({ $faction }), przyprawa: { $count }.
classic-cards-poison-refused = { $target } { $target_gender ->
    [pl] odmawiają
   *[other] odmawia
} łapówki ({ $faction }): karta zostaje pokazana: { $card }.
classic-cards-poison-no-leader = { $target }: brak żyjącego przywódcy, którego trucizna mogłaby zabić.
classic-cards-poison-kills = Trucizna Resztkowa zabija: { $leader } ({ $target }); { $faction } { $faction_gender ->
    [pl] dostają
   *[other] dostaje
} przyprawę z banku: { $count }.
classic-cards-poison-bluff = Blef: { $faction } jest winna { $target } przyprawę: { $count }, trzykrotność łapówki.
classic-cards-poison-debt-paid = { $faction } { $faction_gender ->
    [pl] spłacają
   *[other] spłaca
} dług wobec gracza { $creditor }, przyprawa: { $count }{ $owed ->
    [0] ; dług spłacony.
   *[other] ; zostaje: { $owed }.
}

## Polecenia
classic-command-harvester = Zagraj Żniwiarkę zaraz po wybuchu przyprawy: drugie tyle przyprawy tam, gdzie spadła (THE SPICE HARVEST VII.3). `auto harvester [N]` zagrywa ją na następny wybuch wart co najmniej N.
classic-command-harvester-territory = wybuch do podwojenia, gdy spadły dwa (ostatni, jeśli nie podano)
classic-command-thumper = Zagraj Dudnik przed wybuchem przyprawy: zamiast następnej karty przyprawy przychodzi czerw (THE SPICE HARVEST VII.4).
classic-command-cone = Zagraj Stożek Ciszy na przeciwników: do końca tury nie kupują kart, nie grożą Kanly i nie zawierają sojuszy (THE DUEL VIII.3).
classic-command-cone-factions = przeciwnicy, oddzieleni przecinkami
classic-command-poison = Połóż zakrytą kartę przed zasłoną gracza jako Truciznę Resztkową, z łapówką 1-4 przyprawy na turę: Truciznę Resztkową lub bezwartościową kartę, by blefować; wskaż przywódcę, którego zabije (THE DUEL VIII.4).
classic-command-poison-target = frakcja
classic-command-poison-bribe = łapówka, 1-4 przyprawy na turę
classic-command-poison-card = położona karta: Trucizna Resztkowa, jeśli nie podano, lub bezwartościowa karta
classic-command-poison-victim = przywódca, którego zabije po odmowie łapówki (najsilniejszy, jeśli nie podano)
classic-command-retract = Zabierz w swoim ruchu kartę położoną przed zasłoną gracza: zostaje odrzucona nieodkryta (THE DUEL VIII.4).
classic-command-retract-target = frakcja
classic-command-poisoned = Twoja tajna odpowiedź na łapówkę w tej turze za kartę przed twoją zasłoną: `poisoned pay` odkłada ją teraz, do zapłaty na koniec tury; bez tego (lub z `poisoned refuse`) karta zostaje pokazana (THE DUEL VIII.4).
classic-command-poisoned-answer = pay lub refuse
classic-command-poisoned-by = gracz, który ją położył (każda karta przed twoją zasłoną, jeśli nie podano)

## Karta gracza (view/sheet.py)
classic-cards-sheet-poisons = Trucizna Resztkowa
classic-cards-sheet-laid = Przed zasłoną gracza { $target } położyłeś kartę { $card }; po odmowie zabije: { $victim }.
classic-cards-sheet-pay = Przed twoją zasłoną, od gracza { $faction }: łapówka (przyprawa: { $count }), którą płacisz, jeśli możesz.
classic-cards-sheet-refuse = Przed twoją zasłoną, od gracza { $faction }: łapówka (przyprawa: { $count }), której odmawiasz.
classic-cards-sheet-owe = Jesteś winien graczowi { $creditor } przyprawę: { $count }.
classic-cards-sheet-owed = { $debtor }: dług wobec ciebie, przyprawa: { $count }.
classic-cards-poison-cannot-set-aside = Aby zapłacić, odkładasz łapówki już teraz: { $count } przyprawy, więcej niż masz.
