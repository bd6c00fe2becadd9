# Gra w kości: to, co mówi (zdarzenia, odmowy, pytania, oferty, karta gracza).
# Terminy z polskiej instrukcji Diuny tam, gdzie istnieją; cytaty to tytuły francuskiej
# instrukcji, jedynej tej gry (words.ftl).

dice-choose = Wybierz: { $choices }.
dice-typed = `{ $command }`.
dice-no-region = żaden region
dice-construction-on = { $construction } w: { $region }
dice-construction-count = { $construction } × { $count }
dice-troops = { $count ->
    [one] { $count } oddział
    [few] { $count } oddziały
   *[many] { $count } oddziałów
}
dice-not-a-faction = `{ $text }` nie jest frakcją tej gry.
dice-factions-are = Frakcje: { $factions }.
dice-seats = W grę w kości gra się na 2 do 8 miejsc, każde nazwane raz.
dice-begin = Dune The Dice Game, graczy: { $count }. Kolejność gry: { $order }; { $first } zaczyna. Kość Regionu stawia burzę w strefie { $zone } ({ $regions }).
dice-constructions = Budowle: { $placed }; { $reserve }.
dice-in-reserve = w rezerwie: { $left }
dice-reserve-empty = w rezerwie: żadnej budowli
dice-faction-needs-players = Frakcja { $faction } gra tylko w partiach od { $count } graczy ({ dice-rule-setup }).
dice-faction-taken = Frakcja { $faction } jest już zajęta.
dice-factions-free = Wolne: { $factions }.
dice-choose-at-setup = Frakcje wybiera się tylko podczas przygotowania gry.
dice-chooses-now = { $seat } wybiera teraz frakcję ({ dice-rule-setup }: od gracza po prawej stronie pierwszego gracza, przeciwnie do ruchu wskazówek zegara).
dice-plays-faction = { $seat } gra frakcją { $faction }.
dice-prompt-faction = { $seat }: wybierz swoją frakcję ({ $factions }).
dice-setup-fremen = Przygotowanie Fremenów: Liet Kynes na karcie frakcji, jeden oddział w: { $regions }.
dice-setup-tleilax = Przygotowanie Bene Tleilax: 2 oddziały w Niecce Polarnej; Scytale i 2 oddziały na karcie frakcji.
dice-setup-corrino = Przygotowanie Corrino: Szaddam IV, 1 oddział, 1 Sardaukar i 3 przyprawy na karcie frakcji.
dice-setup-guild = Przygotowanie Gildii Kosmicznej: Edric, 3 oddziały i 1 przyprawa na karcie frakcji.
dice-setup-smugglers = Przygotowanie Przemytników: Esmar Tuek na karcie frakcji, 3 oddziały w Niecce Polarnej.
dice-place-is-setup = `place` to przygotowanie Atrydów i Harkonnenów.
dice-places-now = Frakcja { $faction } rozstawia teraz swoje oddziały.
dice-place-region = Frakcja { $faction } rozstawia się w regionie niestrategicznym ({ dice-rule-setup }).
dice-place-free-region = Frakcja { $faction } rozstawia się w wolnym regionie niestrategicznym ({ dice-rule-setup }).
dice-setup-atreides = Przygotowanie Atrydów: Leto i Duncan Idaho na karcie frakcji, 2 oddziały { dice-on-region }.
dice-setup-harkonnen = Przygotowanie Harkonnenów: 2 oddziały { dice-on-region }.
dice-setup-harkonnen-with = Przygotowanie Harkonnenów: 2 oddziały { dice-on-region }, z budowlą { $construction }.
dice-no-construction-here = Z tymi oddziałami nie idzie żadna budowla.
dice-harkonnen-construction = Harkonnenowie biorą jedną budowlę z rezerwy ({ dice-rule-setup }).
dice-guess-at-setup = Bene Gesserit typują podczas swojego przygotowania ({ dice-rule-ultimate-plan }).
dice-only-bene-gesserit-guess = Typują tylko Bene Gesserit.
dice-guess-another = Wytypuj inną frakcję w grze albo Gildię Kosmiczną ({ dice-rule-ultimate-plan }).
dice-your-guess = Twój tajny typ: frakcja { $faction }.
dice-setup-bene-gesserit = Przygotowanie Bene Gesserit: Wielebna Matka na karcie frakcji, 3 oddziały w Niecce Polarnej i tajny typ.
dice-prompt-guess = Bene Gesserit: wytypuj w tajemnicy frakcję, która wygra.
dice-prompt-place = { $faction }: wybierz region niestrategiczny dla swoich oddziałów.
dice-rolls = { $seat } rzuca: { $faces }.
dice-die-kept = { $die } ({ $face })
dice-worm-kept = Shai-Hulud! { $seat } musi zatrzymać kość Przyprawy z czerwiem.
dice-roll-only = Kości zatrzymuje się i przerzuca tylko podczas rzutu ({ dice-rule-roll }).
dice-whose-roll = Teraz rzuca { $seat }.
dice-keeps = { $seat } zatrzymuje kości: { $dice }.
dice-keep-some = Zatrzymaj jedną lub więcej z: { $dice }.
dice-keep-one = Zatrzymaj jedną z: { $dice }.
dice-not-a-die = `{ $text }` nie jest kością ({ dice-rule-roll }).
dice-die-kept-already = Kość { $die } jest już zatrzymana.
dice-name-dice = Podaj kości do zatrzymania.
dice-worm-must-be-kept = Czerw na kości Przyprawy musi zostać zatrzymany ({ dice-rule-roll }).
dice-worm-hint = `keep spice` albo `thumper`, by odrzucić swój Dudnik.
dice-keep-one-per-throw = Po każdym rzucie zatrzymaj co najmniej jedną kość ({ dice-rule-roll }).
dice-no-thumper = Nie masz Dudnika ({ dice-rule-kanly }: Dudnik bierze się kością Kanly).
dice-thumper-only-worm = Dudnik odrzuca się tylko przeciw czerwiowi na niezatrzymanej jeszcze kości Przyprawy ({ dice-rule-roll }).
dice-thumper-last-die = Nie wtedy, gdy kość Przyprawy jest ostatnią pozostałą kością ({ dice-rule-roll }).
dice-thumper-discarded = { $seat } odrzuca Dudnik: kość Przyprawy zostanie przerzucona; w zamian trzeba zatrzymać inną kość.
dice-prompt-roll = { $seat }: zatrzymaj kości ({ $faces }), potem przerzuć resztę.
dice-region-could-be = `{ $text }` może oznaczać { $regions }.
dice-region-type-more = Wpisz więcej liter nazwy regionu.
dice-not-a-region = `{ $text }` nie jest regionem tej mapy.
dice-regions-are = Regiony: { $regions }.
dice-fortification-abandoned = Nikt już nie zajmuje regionu { $region }: jego Fortyfikacja wraca do rezerwy.
dice-harvest-worm = Czerw: frakcja { $faction } nie zbiera w tej turze przyprawy.
dice-harvest = Frakcja { $faction } zbiera przyprawę: { $spice ->
    [one] { $spice } przyprawa
    [few] { $spice } przyprawy
   *[many] { $spice } przypraw
} (wynik { $face } na kości Przyprawy).
dice-harvest-with = Frakcja { $faction } zbiera przyprawę: { $spice ->
    [one] { $spice } przyprawa
    [few] { $spice } przyprawy
   *[many] { $spice } przypraw
} (wynik { $face } na kości Przyprawy i Żniwiarki: { $count }, { $regions }).
dice-worm-destroys = Czerw niszczy Żniwiarkę { dice-in-region }.
dice-destroy-only-worm = Żniwiarkę niszczy tylko czerw z twojego rzutu ({ dice-rule-harvester }).
dice-chooses-harvester = { $seat } wybiera Żniwiarkę, którą niszczy czerw.
dice-destroy-yours = Wybierz Żniwiarkę, którą kontrolujesz ({ dice-rule-harvester }).
dice-prompt-destroy = Czerw: wybierz Żniwiarkę, którą niszczy.
dice-offer-once = Sojusz proponuje się w akcji Sojusz, raz na turę.
dice-only-active-offers = Sojusz proponuje tylko { $seat }, którego jest tura.
dice-offer-to = Zaproponuj: { $factions } albo `alone`.
dice-voice = Bene Gesserit używają Głosu: frakcja { $faction } jest w tej turze ich sojusznikiem ({ dice-rule-voice }).
dice-offers = { $seat } proponuje frakcji { $faction } sojusz na tę turę{ $more }.
dice-offer-symbol = , z werbunkiem symbolem { $symbol }
dice-offer-dice = { $count ->
    [one] { " " }({ $count } kość tego symbolu dla niej)
    [few] { " " }({ $count } kości tego symbolu dla niej)
   *[many] { " " }({ $count } kości tego symbolu dla niej)
}
dice-offer-own = Frakcja { $faction } to twoja własna frakcja: zaproponuj sojusz innej.
dice-not-in-game = Frakcji { $faction } nie ma w tej partii.
dice-no-die-shows = Żadna zatrzymana kość Frakcji nie pokazuje frakcji { $faction } ({ dice-rule-alliance }).
dice-symbol-only-tleilax = Symbol podaje się tylko dla Bene Tleilax.
dice-name-tleilax-symbol = Podaj symbol, którym werbują Bene Tleilax ({ dice-rule-axolotl-tanks }).
dice-name-tleilax-symbol-hint = `ally 'Bene Tleilax' <symbol>`; widoczne symbole: { $symbols }.
dice-no-kept-die-shows = Żadna zatrzymana kość Frakcji nie pokazuje frakcji { $faction }.
dice-symbols-shown = Widoczne symbole: { $symbols }.
dice-dice-given-only = Kości oddaje się tylko wtedy, gdy obaj sojusznicy werbują tym samym symbolem.
dice-give-ally-dice = Obaj werbujecie symbolem { $symbol }: daj sojusznikowi od 1 do { $count } tych kości (`dice=`).
dice-alone = { $seat } gra tę turę bez sojusznika.
dice-no-offer = Nikt nie proponuje ci sojuszu.
dice-offered-to = Sojusz jest proponowany frakcji { $faction }.
dice-accepts = Frakcja { $faction } przyjmuje: sojusznicy do końca tury gracza { $seat }.
dice-declines = Frakcja { $faction } odrzuca sojusz.
dice-ally-harvesters = Żniwiarki sojusznika ({ $regions }) dodają przyprawę: { $spice ->
    [one] { $spice } przyprawa
    [few] { $spice } przyprawy
   *[many] { $spice } przypraw
}; do wydania: { $total }.
dice-prompt-answer = { $seat } proponuje ci sojusz na tę turę.
dice-prompt-ally = Zaproponuj sojusz na tę turę albo graj sam.
dice-symbol-after-roll = Bene Tleilax wybierają swój symbol po swoim rzucie ({ dice-rule-axolotl-tanks }).
dice-chooses-symbol = { $seat } wybiera symbol.
dice-choose-symbol = Wybierz symbol kości Frakcji.
dice-symbols-are = Symbole: { $symbols }.
dice-takes-symbol = Bene Tleilax biorą na tę turę symbol { $symbol }.
dice-prompt-symbol = Bene Tleilax: wybierz symbol kości Frakcji, którym werbujecie.
dice-ghola-own-turn = Ghole kupuje się we własnej turze, po rzucie ({ dice-rule-gholas }).
dice-ghola-tleilax = Ghole należą do Bene Tleilax i ich sojusznika ({ dice-rule-gholas }).
dice-ghola-no-leader = Wszyscy twoi przywódcy są na karcie frakcji, żaden w rezerwie: Ghola przywraca jednego z rezerwy ({ dice-rule-gholas }).
dice-ghola-no-spice = Ghola kosztuje 1 przyprawę; nie masz żadnej do wydania.
dice-ghola = { $seat } płaci 1 przyprawę: Ghola przywraca przywódcę na kartę frakcji.
dice-count-troops = { $count ->
    [one] { $count } oddział
    [few] { $count } oddziały
   *[many] { $count } oddziałów
}
dice-count-sardaukar = Sardaukarzy: { $count }
dice-count-leaders = { $count ->
    [one] { $count } przywódca
    [few] { $count } przywódców
   *[many] { $count } przywódców
}
dice-ally-recruits = Sojusznik { $faction } werbuje: { $count ->
    [one] { $count } oddział
    [few] { $count } oddziały
   *[many] { $count } oddziałów
}.
dice-recruit-action = Oddziały werbuje się w akcji Werbunek ({ dice-rule-recruitment }).
dice-recruits-now = Teraz werbuje { $seat }; oddziały sojusznika przychodzą same.
dice-recruit-not-so = Nie z tymi kośćmi i tą rezerwą ({ dice-rule-recruitment }).
dice-smugglers-leader = Przemytnicy płacą za Esmara Tueka: { $spice ->
    [one] { $spice } przyprawa
    [few] { $spice } przyprawy
   *[many] { $spice } przypraw
}.
dice-smugglers-no-recruit = Przemytnicy nie werbują: lądują prosto z rezerwy ({ dice-rule-mercenaries }).
dice-recruits = Frakcja { $faction } werbuje: { $what }.
dice-why-no-symbol = żadna zatrzymana kość Frakcji nie pokazuje jej symbolu
dice-why-reserve-empty = jej rezerwa jest pusta
dice-recruits-nothing = Frakcja { $faction } nic nie werbuje: { $why } ({ dice-rule-recruitment }).
dice-prompt-recruit = Werbunek: przywódca (albo Sardaukarzy) za część kości, oddziały za pozostałe.
dice-kanly-nothing = Kość Kanly ({ $face }) nic nie robi: { $why } ({ dice-rule-kanly }).
dice-why-no-kanly-target = żaden oddział, który mogłaby zabić, nie jest poza burzą
dice-why-holds-thumper = { $seat } ma już Dudnik
dice-why-no-thumper-left = w rezerwie nie został żaden Dudnik
dice-why-holds-marker = frakcja { $faction } ma już znacznik { $marker }
dice-kanly-action = Kości Kanly używa się w akcji Kanly ({ dice-rule-kanly }).
dice-uses-kanly = Teraz kości Kanly używa { $seat }.
dice-targets-are = Cele: { $targets }.
dice-kanly-kills = { $weapon } gracza { $seat } zabija oddział frakcji { $faction } { dice-in-region }.
dice-no-such-troop = Nie ma takiego oddziału frakcji { $faction } { dice-in-region }.
dice-kanly-storm = { $region } jest w burzy: jego oddziały nie mogą być celem Kanly.
dice-immune = Frakcja { $faction } jest odporna na: { $weapons } ({ dice-rule-kanly }).
dice-this-die = tę kość
dice-no-marker-to-take = Kość Kanly nie pokazuje znacznika, który możesz wziąć ({ dice-rule-kanly }: jeden Dudnik na gracza, żadnego w rezerwie albo znacznik już jest twój).
dice-takes-marker = Frakcja { $faction } bierze znacznik { $marker }.
dice-kanly-spared = { $seat } nie używa kości Kanly.
dice-prompt-kanly = Kanly ({ $face }): usuń oddział albo odpuść (`spare`).
dice-why-nothing-to-land = frakcja { $faction } nie ma czego desantować
dice-why-no-spice-left = nie została przyprawa, by za to zapłacić
dice-not-funded = Desant frakcji { $faction } nie jest opłacony: { $why } ({ dice-rule-landing }).
dice-why-card-empty = brak oddziałów na jej karcie frakcji
dice-why-no-spice = brak przyprawy, by za to zapłacić
dice-why-no-spice-granted = aktywny gracz nie przyznał przyprawy
dice-why-too-dear = przyprawa ({ $spice }) nie wystarcza na oddział nigdzie, gdzie może wylądować
dice-lands-nothing = Frakcja { $faction } niczego nie desantuje: { $why } ({ dice-rule-landing }).
dice-leave-asked-first = O zgodę sojusznika na desant w jego regionach pyta się na początku desantu ({ dice-rule-landing }).
dice-ally-asked = Pytana jest frakcja { $faction }, nie ty.
dice-allows = Frakcja { $faction } pozwala graczowi { $seat } lądować w swoich regionach.
dice-forbids = Frakcja { $faction } nie pozwala graczowi { $seat } lądować w swoich regionach.
dice-land-action = Oddziały lądują w akcji Desant, najpierw aktywny gracz, potem jego sojusznik ({ dice-rule-landing }).
dice-lands-now = Teraz desantuje frakcja { $faction }.
dice-may-not-land = Frakcja { $faction } nie może lądować { dice-in-region } ({ dice-rule-landing }: Niecka Polarna albo zajęty region, poza burzą; region sojusznika za jego zgodą).
dice-land-in = Ląduj w: { $regions }.
dice-have-to-land = Frakcja { $faction } ma do desantu: { $troops ->
    [one] { $troops } oddział
    [few] { $troops } oddziały
   *[many] { $troops } oddziałów
} i { $large ->
    [one] { $large } duża kostka
    [few] { $large } duże kostki
   *[many] { $large } dużych kostek
}.
dice-landing-costs = Desant { $count } tam kosztuje { $price ->
    [one] { $price } przyprawa
    [few] { $price } przyprawy
   *[many] { $price } przypraw
}; można wydać { $budget }.
dice-lands = Frakcja { $faction } desantuje { $count } { dice-in-region } za { $spice ->
    [one] { $spice } przyprawę
    [few] { $spice } przyprawy
   *[many] { $spice } przypraw
}.
dice-why-transport-monopoly = Monopol transportowy
dice-fund-after = Desant sojusznika opłaca się po desancie aktywnego gracza ({ dice-rule-landing }).
dice-decides-funding = { $seat } decyduje, czy zapłacić za desant sojusznika.
dice-only-spice = Można wydać tylko: { $spice ->
    [one] { $spice } przyprawa
    [few] { $spice } przyprawy
   *[many] { $spice } przypraw
}.
dice-funds = { $seat } płaci najwyżej { $spice ->
    [one] { $spice } przyprawę
    [few] { $spice } przyprawy
   *[many] { $spice } przypraw
} za desant frakcji { $faction }.
dice-funds-nothing = { $seat } nie opłaca desantu sojusznika: frakcja { $faction } nic w tej turze nie desantuje ({ dice-rule-landing }: płaci aktywny gracz).
dice-prompt-allow = Czy { $seat } może desantować oddziały w twoich regionach?
dice-prompt-fund = Zapłacić za desant frakcji { $faction }? (zostało: { $spice })
dice-prompt-land = Frakcja { $faction } desantuje oddziały (potem `done`).
dice-target-first = Cel wybiera się na początku ruchu ({ dice-rule-movement }).
dice-chooses-target = { $seat } wybiera cel.
dice-not-a-target = { $region } nie jest celem w tej turze ({ dice-rule-movement }: region wskazany przez kość Regionu albo Niecka Polarna).
dice-target-choices = Cel: { $regions }.
dice-targets = { $seat } obiera za cel: { $region }.
dice-moves-nothing = Frakcja { $faction } niczego nie przesuwa { dice-into-region }: { $why } ({ dice-rule-movement }).
dice-why-in-storm = { $region } jest w burzy
dice-why-no-troops-elsewhere = nie ma oddziałów gdzie indziej na planszy
dice-why-none-borders = żaden z jej oddziałów nie jest w sąsiednim regionie ani w regionie z Ornitopterem, poza burzą
dice-move-after-target = Oddziały ruszają się po wyborze celu, najpierw aktywny gracz, potem jego sojusznik ({ dice-rule-movement }).
dice-moves-now = Teraz rusza się frakcja { $faction }.
dice-no-move-from = Brak ruchu { dice-from-source } { dice-into-region } ({ dice-rule-movement }: z sąsiedniego regionu albo z regionu z Ornitopterem, poza burzą).
dice-move-from = Z: { $regions }.
dice-have-in = Frakcja { $faction } ma { dice-in-region }: { $troops ->
    [one] { $troops } oddział
    [few] { $troops } oddziały
   *[many] { $troops } oddziałów
} i { $large ->
    [one] { $large } duża kostka
    [few] { $large } duże kostki
   *[many] { $large } dużych kostek
}.
dice-moves = Frakcja { $faction } przesuwa { $count } { dice-from-source } { dice-into-region }.
dice-prompt-target = Wybierz region docelowy tury.
dice-prompt-move = Frakcja { $faction } przesuwa oddziały { dice-into-region } (potem `done`).
dice-builds-nothing = { $seat } nic nie buduje: { $why } ({ dice-rule-construction }).
dice-why-polar-sink = w Niecce Polarnej nic się nie buduje
dice-why-not-held = frakcja { $faction } nie ma oddziałów { dice-in-region }
dice-why-no-construction = w rezerwie nie ma budowli
dice-build-when = Budować możesz tylko w akcji Budowa, w zajętym przez siebie regionie docelowym, poza burzą, mając znacznik w rezerwie ({ dice-rule-construction }).
dice-builds-now = Teraz buduje { $seat }.
dice-none-in-reserve = W rezerwie nie ma: { $construction }.
dice-build-choices = Zbuduj: { $constructions } albo `skip`.
dice-builds = { $seat } buduje: { $construction } { dice-in-region }.
dice-builds-replacing = { $seat } buduje: { $construction } { dice-in-region } ({ $old } wraca do rezerwy).
dice-prompt-build = Budować { dice-in-region }? ({ $constructions })
dice-storm-moves-e = Burza przesuwa się na E do strefy { $zone } ({ $regions }).
dice-storm-moves-w = Burza przesuwa się na W do strefy { $zone } ({ $regions }).
dice-storm-ornithopter = Burza niszczy Ornitopter { dice-in-region }.
dice-storm-kills = Burza zabija oddział frakcji { $faction } { dice-in-region }.
dice-why-choam = Przewodnictwo KHOAM
dice-victory-guessed = { $why } Ale Bene Gesserit wytypowały frakcję { $faction }: wygrywają Bene Gesserit ({ dice-rule-ultimate-plan }).
dice-victory = { $why } Wygrywa frakcja { $faction }.
dice-hold-alone = Frakcja { $faction } sama zajmuje: { $regions }.
dice-victory-alliance = Frakcje { $faction } i { $ally } wspólnie zajmują: { $regions }; wygrywają ({ dice-rule-end-of-game }).
dice-guild-default = Nikt nie wygrał po { $count } turach: walkowerem wygrywa Gildia Kosmiczna ({ dice-rule-opportunism }).
dice-round = Znacznik tury przesuwa się na { $round }.
dice-dice-pass = Kości przechodzą do gracza { $seat }.
dice-give-when = Corrino dają przyprawę sojusznikowi w czasie jego tury ({ dice-rule-choam }).
dice-only-corrino-give = Tylko Corrino, sojusznicy w tej turze, dają ze swojego znacznika.
dice-marker-empty = Na twoim znaczniku nie ma przyprawy do oddania.
dice-marker-holds = Na twoim znaczniku jest: { $spice ->
    [one] { $spice } przyprawa
    [few] { $spice } przyprawy
   *[many] { $spice } przypraw
}.
dice-gives = Corrino dają graczowi { $seat }: { $spice ->
    [one] { $spice } przyprawa
    [few] { $spice } przyprawy
   *[many] { $spice } przypraw
}.
dice-stores = { $why }: frakcja { $faction } odkłada { $spice ->
    [one] { $spice } przyprawę
    [few] { $spice } przyprawy
   *[many] { $spice } przypraw
} ({ $total } na znaczniku).
dice-battle = Bitwa { dice-in-region }: atakują { $attackers }; broni się frakcja { $defender }.
dice-battle-with = Bitwa { dice-in-region }: atakują { $attackers }; broni się frakcja { $defender } razem z: { $others }.
dice-no-attacker-left = Nie został żaden atakujący { dice-in-region }: nie ma bitwy.
dice-no-defender-left = Nie został żaden obrońca { dice-in-region }: nie ma bitwy.
dice-battle-between = Następną bitwę wybiera się między bitwami ({ dice-rule-combat }).
dice-chooses-battles = { $seat } wybiera kolejność bitew.
dice-no-battle = Brak bitwy { dice-in-region } ({ dice-rule-combat }).
dice-battles-are = Bitwy: { $regions }.
dice-fortification-when = Fortyfikacja zabiera swój oddział na początku bitwy ({ dice-rule-fortification }).
dice-chooses-sacrifice = { $seat } wybiera oddział, który zabiera Fortyfikacja.
dice-not-attacking-cube = To nie jest atakująca kostka w tym regionie.
dice-fortification-takes = Fortyfikacja { dice-in-region } zabiera oddział frakcji { $faction } i wraca do rezerwy.
dice-lend-when = Przywódców pożycza się przed deklaracjami bitwy ({ dice-rule-combat }).
dice-not-asked-to-lend = Nikt nie prosi cię o pożyczenie przywódcy w tej bitwie.
dice-lends = Frakcja { $faction } pożycza swojego przywódcę.
dice-does-not-lend = Frakcja { $faction } nie pożycza swojego przywódcy.
dice-commit-when = Jednostki deklaruje się, gdy bitwa jest ustalona ({ dice-rule-combat }).
dice-only-captains-commit = Jednostki deklarują tylko atakujący i obrońca.
dice-commitment-made = Twoja deklaracja jest złożona.
dice-commit-at-most = Możesz zadeklarować najwyżej: { $most }.
dice-too-many = Za dużo: { $fields }.
dice-pledge-troops = oddziały
dice-pledge-large = duże kostki
dice-pledge-allied = sojusznicze
dice-pledge-allied-large = sojusznicze duże kostki
dice-pledge-leaders = przywódcy
dice-pledge-lent = pożyczeni
dice-pledge-field = { $field } { $count }
dice-pledge-count = { $field }: { $count }
dice-none = brak
dice-your-commitment = Twoja deklaracja: siła { $strength } ({ $units }).
dice-committed = { $seat } zadeklarował jednostki.
dice-reveal = { $attacker } odkrywa { $attack } (siła { $a }); { $defender } odkrywa { $defend } (siła { $d }). Wygrywa frakcja { $winner }.
dice-reveal-tie = { $attacker } odkrywa { $attack } (siła { $a }); { $defender } odkrywa { $defend } (siła { $d }). Wygrywa frakcja { $winner } (remis wygrywa obrońca).
dice-prompt-battle = Wybierz następną bitwę: { $regions }
dice-prompt-sacrifice = Fortyfikacja { dice-in-region } zabiera jeden z oddziałów twojej strony: który?
dice-prompt-lend = Pożyczyć swojego przywódcę swojej stronie { dice-in-region }?
dice-prompt-commit = Bitwa { dice-in-region }: w tajemnicy zadeklaruj oddziały i przywódców.
dice-dance-when = Tancerze Oblicza działają na początku bitwy, w której walczą Bene Tleilax ({ dice-rule-face-dancers }).
dice-only-tleilax-dance = Tancerzy Oblicza mają tylko Bene Tleilax.
dice-no-dance-victim = Nie ma tu oddziału frakcji { $faction }, który Tancerze Oblicza mogą zastąpić ({ dice-rule-face-dancers }: zwykły oddział wroga, za niewykorzystaną kość z jego symbolem albo za 1 przyprawę w wariancie).
dice-dance-choices = Zastąp: { $factions } albo `stop`.
dice-danced = Tancerz Oblicza: oddział frakcji { $faction } { dice-in-region } był od zawsze Bene Tleilax.
dice-prompt-dance = Tancerze Oblicza: zastąp tu oddział wroga albo przestań (`stop`).
dice-no-alliance-small = W partiach 3 graczy lub mniej nie ma sojuszy ({ dice-rule-alliance }): nie ma propozycji do odpowiedzi.
dice-game-over = Gra jest skończona.
dice-faction-first = Najpierw wybierz frakcję: propozycje składa się frakcjom.
dice-auto-off-no-faction = `auto off` kasuje twoją stałą odpowiedź; nie podaje się frakcji.
dice-standing-cleared = Stała odpowiedź skasowana: propozycje sojuszu czekają na twoje `accept` albo `decline`.
dice-never-offers = Frakcja { $faction } nigdy nie zaproponuje ci sojuszu.
dice-factions-that-may = Frakcje, które mogą: { $factions }.
dice-standing-set = Stała odpowiedź: { $answer }. Udzielana od razu, gdy padnie taka propozycja; `auto off` ją kasuje.
dice-standing-line = Propozycje sojuszu: { $answer } (`auto off` ją kasuje)
dice-standing-none = Propozycje sojuszu: brak stałej odpowiedzi; `auto accept`, `auto decline` albo `auto accept <faction>` odpowiada na nie od razu, w tajemnicy
dice-standing-accept-from = przyjmować propozycje sojuszu frakcji { $faction }
dice-standing-decline-from = odrzucać propozycje sojuszu frakcji { $faction }
dice-standing-accept-all = przyjmować każdą propozycję sojuszu
dice-standing-decline-all = odrzucać każdą propozycję sojuszu
dice-form-title = Tajna deklaracja
dice-form-button = Zadeklaruj jednostki
dice-form-troops = Oddziały
dice-form-troops-help = twoje wysłane oddziały
dice-form-large = Duże kostki
dice-form-large-help = twoje wysłane duże kostki
dice-form-allied = Oddziały sojusznicze
dice-form-allied-help = pozostałych z twojej strony
dice-form-allied-large = Sojusznicze duże kostki
dice-form-allied-large-help = pozostałych z twojej strony
dice-form-leaders = Przywódcy
dice-form-leaders-help = twoi wysłani przywódcy
dice-not-a-player-command = `{ $command }` nie jest w tej grze poleceniem gracza.
dice-offer-commit = { $prompt }
    Najwyżej: { $most }.
dice-status-won = Koniec gry: { $count ->
    [one] wygrywa
   *[other] wygrywają
} { $winners }
dice-status-won-by-default = Koniec gry: { $count ->
    [one] wygrywa
   *[other] wygrywają
} { $winners } walkowerem po turach: { $turns }
dice-status-setup = Przygotowanie
dice-status-turn = Tura { $round }/{ $rounds }, { $seat } ({ $step })
dice-step-choose = wybór
dice-step-place = rozstawienie
dice-step-roll = rzut
dice-step-axolotl = aksolotl
dice-step-harvest = zbiór
dice-step-alliance = sojusz
dice-step-recruit = werbunek
dice-step-kanly = kanly
dice-step-land = desant
dice-step-move = ruch
dice-step-combat = bitwa
dice-step-build = budowa
dice-step-storm = burza
dice-step-ended = koniec
dice-card-on = karta { $units }, przywódcy: { $leaders }
dice-card-reserve = rezerwa { $units }, przywódcy: { $leaders }
dice-card-spice = przyprawa { $spice }/{ $most }
dice-card-thumper = Dudnik
dice-role-playing = , gra
dice-role-playing-spice = , gra, przyprawy do wydania: { $spice }
dice-role-ally = , sojusznik
dice-role-offered = , proponowany sojusz
dice-the-reserve = rezerwa
dice-markers-line = Tarcza: { $shield }; Wykrywacz trucizn: { $snooper }; Dudniki: { $thumpers } w rezerwie{ $holders }
dice-letters-name = { $letters } { $faction }
dice-board-legend = L: duża kostka (warta dwie); X: pustynia; ciemniejszy: region strategiczny; szary: burza
dice-large-short = { $count }L
dice-large = { $count } duż.
dice-seat-line = { $faction } ({ $seat }{ $role }): { $card }
dice-no-faction-yet = jeszcze bez frakcji
dice-board-title = Tura { $round }/{ $rounds }, burza w strefie { $zone }
dice-text-title = Tura { $round }/{ $rounds } - burza w strefie { $zone }
dice-text-legend = * region strategiczny, X pustynia, ~ w burzy; duże kostki liczą się podwójnie
dice-nothing = nic
dice-count-large = { $count ->
    [one] { $count } duża kostka
    [few] { $count } duże kostki
   *[many] { $count } dużych kostek
}
dice-sheet-step = { $step } ({ $rule })
dice-sheet-step-choose = przygotowanie, wybór frakcji
dice-sheet-step-place = przygotowanie, rozstawienie
dice-sheet-step-roll = rzut
dice-sheet-step-axolotl = symbol
dice-sheet-step-harvest = zbiór
dice-sheet-step-alliance = sojusz
dice-sheet-step-recruit = werbunek
dice-sheet-step-kanly = Kanly
dice-sheet-step-land = desant
dice-sheet-step-move = ruch
dice-sheet-step-combat = bitwa
dice-sheet-step-build = budowa
dice-sheet-step-storm = burza
dice-sheet-step-ended = gra jest skończona
dice-sheet-standing = Stałe polecenia
dice-sheet-waiting = Czeka się na ciebie
dice-sheet-title = { $faction } ({ $seat }): twoja karta frakcji
dice-sheet-title-no-faction = { $seat } (jeszcze bez frakcji): twoja karta frakcji
dice-sheet-card = Twoja karta frakcji
dice-sheet-no-faction = frakcja jeszcze niewybrana
dice-sheet-on-card = Na karcie (gotowe do desantu): { $cubes }, przywódcy: { $leaders }
dice-sheet-beside-card = Obok karty (rezerwa): { $cubes }, przywódcy: { $leaders }
dice-sheet-leaders = Przywódcy: { $leaders }
dice-sheet-spice-marker = Znacznik przyprawy: { $spice } z { $most }
dice-sheet-thumper-yours = Dudnik: twój
dice-sheet-thumper-none = Dudnik: brak
dice-sheet-on-board = Na planszy: { $held }
dice-sheet-now = Teraz: { $step }
dice-sheet-your-turn = twoja tura
dice-sheet-their-turn = tura gracza { $seat } ({ $faction })
dice-sheet-turn = Tura { $round } z { $rounds }, { $whose }: { $step }
dice-sheet-may = Możesz teraz: { $commands }
dice-sheet-may-nothing = Możesz teraz: nic
dice-sheet-this-turn = Ta tura
dice-sheet-kept = Zatrzymane kości: { $dice }
dice-sheet-loose = Rzucone, niezatrzymane kości: { $dice } (rzut { $throw })
dice-sheet-thumper-spent = W tym rzucie zużyto Dudnik
dice-sheet-spice = Przyprawa do wydania w tej turze: { $spice }
dice-sheet-your-ally = Twój sojusznik w tej turze: frakcja { $faction }
dice-sheet-you-ally = W tej turze jesteś sojusznikiem frakcji { $faction }
dice-sheet-offered = Sojusz zaproponowany frakcji { $faction }, jeszcze bez odpowiedzi
dice-sheet-target = Region docelowy: { $region }
dice-sheet-battle = Bitwa { dice-in-region }: { $attackers } przeciw { $defenders }
dice-sheet-ways = { $command } (sposoby: { $count })
dice-sheet-guess = Twój typ: frakcja { $faction } ({ dice-rule-ultimate-plan })
dice-sheet-commitment = Twoja deklaracja: { $units }
dice-sheet-secrets = Znane tylko tobie
dice-text-seat-line = { $letters } { $seat } ({ $faction }{ $role }): { $card }
dice-sheet-offer = { $seat } proponuje ci sojusz na tę turę
dice-either = { $rest } lub { $last }
dice-command-faction = Wybierz swoją frakcję, po kolei ({ dice-rule-setup }).
dice-command-place = Przygotowanie Atrydów lub Harkonnenów: region niestrategiczny dla twoich oddziałów (a dla Harkonnenów budowla z rezerwy, która im towarzyszy).
dice-command-place-construction = Harkonnenowie: budowla wzięta z rezerwy
dice-command-guess = Bene Gesserit: w tajemnicy wskaż frakcję, której samodzielne zwycięstwo staje się twoim.
dice-command-symbol = Bene Tleilax: symbol kości Frakcji, którym werbujesz w tej turze ({ dice-rule-axolotl-tanks }).
dice-command-ghola = Ghole: zapłać 1 przyprawę, by przywrócić swojego przywódcę na kartę frakcji.
dice-command-give = Corrino: daj przyprawę ze swojego znacznika sojusznikowi w czasie jego tury.
dice-command-give-amount = przyprawa do oddania
dice-command-keep = Zatrzymaj kość (f1-f4, kanly, spice, region), kilka naraz (`keep f3 f4 spice`) albo wszystkie pozostałe.
dice-command-reroll = Przerzuć kości, których nie zatrzymałeś (po każdym rzucie zatrzymaj co najmniej jedną).
dice-command-thumper = Odrzuć swój Dudnik: czerw na kości Przyprawy zostaje przerzucony.
dice-command-destroy = Czerw: kontrolowana przez ciebie Żniwiarka, którą niszczy ({ dice-rule-harvester }).
dice-command-ally = Zaproponuj sojusz na tę turę frakcji pokazanej przez zatrzymaną kość Frakcji (Bene Tleilax: podaj symbol, którym werbują).
dice-command-ally-symbol = Bene Tleilax: symbol kości Frakcji, którym werbują
dice-command-alone = Zagraj tę turę bez sojuszu.
dice-command-accept = Przyjmij proponowany ci sojusz na tę turę.
dice-command-decline = Odrzuć proponowany ci sojusz.
dice-command-auto = Tajna stała odpowiedź na propozycje sojuszu: `auto accept`, `auto decline`, `auto accept <faction>` (tylko propozycje tej frakcji), `auto off`.
dice-command-auto-answer = accept, decline albo off
dice-command-auto-faction = tylko propozycje tej frakcji
dice-command-recruit = Werbuj na kartę frakcji: przywódcę i (Corrino) Sardaukarów za część kości Frakcji, oddział za każdą z pozostałych.
dice-command-recruit-leaders = przywódcy do zwerbowania
dice-command-recruit-sardaukar = Corrino: Sardaukarzy, po 2 kości
dice-command-kill = Kanly: usuń jeden oddział frakcji z regionu (wraca do jej rezerwy).
dice-command-kill-elite = duża kostka (Fremeni, Sardaukarzy)
dice-command-take = Kanly: weź znacznik pokazany przez kość Kanly (Tarcza, Wykrywacz trucizn, Dudnik).
dice-command-spare = Kanly: nie rób nic z kością Kanly.
dice-command-land = Desantuj oddziały ze swojej karty frakcji (Przemytnicy: z rezerwy) w Niecce Polarnej albo w zajętym regionie; każdy kosztuje przyprawę.
dice-command-land-count = kostki do desantu
dice-command-land-large = ile z nich to duże kostki (Sardaukarzy); kostki Fremenów są wszystkie duże
dice-command-done = Zakończ swój desant (albo ruch).
dice-command-allow = Pozwól sojusznikowi desantować oddziały w twoich regionach w tej turze (albo nie: `allow no`).
dice-command-fund = Pozwól sojusznikowi desantować oddziały, płacąc za nie najwyżej tyle przyprawy (0: nie).
dice-command-fund-amount = przyprawa, którą płacisz najwyżej
dice-command-target = Wybierz region docelowy tury: wskazany przez kość Regionu albo Niecka Polarna.
dice-command-move = Przesuń za darmo oddziały do celu z sąsiedniego regionu (albo z regionu z Ornitopterem).
dice-command-move-count = kostki do przesunięcia
dice-command-move-large = ile z nich to duże kostki (Sardaukarzy); kostki Fremenów są wszystkie duże
dice-command-battle = Wybierz następny region walki ({ dice-rule-combat }: w kolejności aktywnego gracza).
dice-command-dance = Tancerze Oblicza: zastąp tu jeden oddział wroga jednym ze swoich.
dice-command-stop = Tancerze Oblicza: nie zastępuj już oddziałów w tej bitwie.
dice-command-sacrifice = Fortyfikacja: który atakujący oddział ginie (danej frakcji, duża kostka czy nie).
dice-command-lend = Zaoferuj swojego przywódcę graczowi twojej strony na tę bitwę (albo nie: `lend no`).
dice-command-commit = W tajemnicy wyślij jednostki do bitwy: swoje oddziały i duże kostki, te pozostałych z twojej strony, swoich przywódców i pożyczonych ci.
dice-command-commit-allied = oddziały pozostałych frakcji twojej strony
dice-command-commit-allied-large = duże kostki pozostałych frakcji twojej strony
dice-command-commit-lent = pożyczeni ci przywódcy
dice-command-build = Zastąp budowlę zajętego przez ciebie regionu docelowego budowlą z rezerwy (stara wraca najpierw).
dice-command-skip = Nie buduj nic w tej turze.
dice-command-set-spice = Moderator: ustaw przyprawę na znaczniku frakcji (Corrino, Gildia: 0-5) albo z `pool=turn` przyprawę tej tury aktywnego gracza.
dice-command-set-spice-pool = store: znacznik frakcji; turn: przyprawa tury
dice-command-set-tokens = Moderator: ustaw oddziały frakcji (albo duże kostki: `elite=yes`) w regionie lub na jej karcie, różnicę biorąc z jej rezerwy lub do niej oddając.
dice-command-set-tokens-elite = duże kostki (Fremeni, Sardaukarzy)
dice-command-set-leaders = Moderator: ustaw, ilu przywódców frakcji jest na jej karcie (reszta obok).
dice-command-set-storm = Moderator: postaw burzę w strefie (bez wpływu na kostki, które tam są).
dice-command-set-turn = Moderator: ustaw znacznik tury (1-6).
dice-command-set-first = Moderator: daj znacznik pierwszego gracza frakcji (kolejność gry się obraca; gracz w trakcie tury zachowuje swoją turę).
dice-command-set-construction = Moderator: postaw budowlę z rezerwy w regionie (jego własna wraca najpierw) albo `none`, by ją zwrócić.
dice-command-give-marker = Moderator: daj frakcji Tarczę albo Wykrywacz trucizn (od tego, kto go ma) albo Dudnik z rezerwy.
dice-command-take-marker = Moderator: zwróć do rezerwy Tarczę, Wykrywacz trucizn albo Dudnik frakcji.
dice-command-set-die = Moderator: obróć kość zatrzymywanego rzutu na inną ściankę (kość źle odczytana przy stole): `set_die f2 Fremen`, `set_die spice 3`.
dice-command-set-die-die = kość
dice-command-set-guess = Moderator: ustaw tajny typ Bene Gesserit ({ dice-rule-ultimate-plan }).
dice-option-map-file = { dice-rule-map }: ścieżka pliku mapy JSON, na której się gra zamiast mapy z instrukcji (ten sam kształt co DEFAULT_MAP w engine/rulesets/dice/data.py); czytany raz przy tworzeniu gry i przechowywany w grze.
dice-option-face-dancers = { dice-rule-face-dancers }: Bene Tleilax zastępują oddział wroga na początku bitwy za każdą niewykorzystaną kość Frakcji z jego symbolem (dice) albo za 1 przyprawę każdy we własnej turze (spice, wariant).
dice-side = frakcja
dice-side-plural = Frakcje

## Naprawy moderatora
dice-repair-setup = Gra jest w trakcie przygotowania ({ dice-rule-setup }); naprawy zaczynają się od pierwszej tury.
dice-repair-setup-hint = `force` kończy przygotowanie.
dice-repair-ended-hint = `undo` najpierw cofa koniec.
dice-repair-playing = W grze: { $factions }.
dice-repair-in-battle = Frakcja { $faction } bierze udział w toczonej bitwie { dice-in-region }.
dice-repair-after-battle = Napraw po rozstrzygnięciu bitwy.
dice-repair-turn-spice = Przyprawa tury należy do aktywnego gracza, frakcji { $faction }.
dice-repair-no-marker = Frakcja { $faction } nie ma znacznika przyprawy ({ dice-rule-corrino }, { dice-rule-guild }).
dice-repair-markers = Znaczniki: { $factions }; przyprawa tury: `pool=turn`.
dice-repair-markers-none = Przyprawa tury: `pool=turn`.
dice-repair-no-troops = Frakcja { $faction } nie ma oddziałów.
dice-repair-no-large = Frakcja { $faction } nie ma dużych kostek.
dice-repair-set-troops = Ustaw jej oddziały.
dice-repair-set-large = Ustaw jej duże kostki.
dice-repair-only-troops = Frakcja { $faction } ma w rezerwie tylko oddziały w liczbie { $count }.
dice-repair-only-large = Frakcja { $faction } ma w rezerwie tylko duże kostki w liczbie { $count }.
dice-repair-at-most = Ustaw tam najwyżej { $count }.
dice-repair-on-card = na jej karcie frakcji
dice-repair-in-region = w regionie { $region }
dice-repair-sets-troops = Moderator ustawia oddziały frakcji { $faction } { $where } na { $count }, przez jej rezerwę.
dice-repair-sets-large = Moderator ustawia duże kostki frakcji { $faction } { $where } na { $count }, przez jej rezerwę.
dice-repair-first-already = Frakcja { $faction } ma już znacznik pierwszego gracza.
dice-repair-first = Moderator daje znacznik pierwszego gracza graczowi { $seat } (frakcja { $faction }); kolejność gry: { $order }.
dice-repair-polar-sink = W Niecce Polarnej nic się nie buduje ({ dice-rule-construction }).
dice-repair-battle-construction = Toczona bitwa { dice-in-region } liczy jego budowlę.
dice-repair-holds-already = { $region } ma już: { $construction }.
dice-repair-no-construction = brak budowli
dice-repair-none-in-reserve = W rezerwie nie ma: { $construction } (jest: { $held }).
dice-repair-return-first = Najpierw jedną zwróć: `set_construction <region> none`.
dice-repair-has-thumper = Frakcja { $faction } ma już Dudnik (jeden na gracza, { dice-rule-kanly }).
dice-repair-no-thumper-left = W rezerwie nie został żaden Dudnik.
dice-repair-take-thumper-first = Najpierw jeden zwróć: `take_marker thumper <faction>` (mają go: { $factions }).
dice-repair-gives-thumper = Moderator daje frakcji { $faction } Dudnik z rezerwy.
dice-repair-gives-marker = Moderator daje frakcji { $faction } znacznik { $marker } (z rezerwy).
dice-repair-gives-marker-from = Moderator daje frakcji { $faction } znacznik { $marker } (od frakcji { $holder }).
dice-repair-holds-no-thumper = Frakcja { $faction } nie ma Dudnika.
dice-repair-not-holding = Frakcja { $faction } nie ma znacznika { $marker }.
dice-repair-held-by = Ma go frakcja { $faction }.
dice-repair-in-reserve = Jest w rezerwie.
dice-repair-returns-marker = Moderator zwraca do rezerwy znacznik { $marker } frakcji { $faction }.
dice-repair-die-when = Kości naprawia się w trakcie rzutu; późniejsze akcje już ich użyły.
dice-repair-die-undo = `undo` aż do rzutu, by zmienić kość.
dice-repair-die-shows = Kość { $die } pokazuje już { $face }.

## Regions in a sentence (the article and preposition the region's name takes)
dice-in-region = w regionie { $region }
dice-on-region = w regionie { $region }
dice-of-region = w regionie { $region }
dice-into-region = do regionu { $region }
dice-to-region = do regionu { $region }
dice-from-source = z regionu { $source }
