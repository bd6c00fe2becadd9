# Gra widziana przy stole: stan, gdzie jest gra, wynik.
classic-status-line = Runda { $turn }, { $phase }
classic-status-turn = Runda { $turn } z { $turns }, { $phase }; burza w sektorze { $sector }.
classic-status-options = Opcje: { $options }.
classic-status-won = Zwycięstwo: { $winners }.
classic-where = Teraz: runda { $turn }, { $phase }.
classic-where-waiting = Teraz: runda { $turn }, { $phase }; czekamy na: { $waiting }.
classic-factions-hint = Frakcje: { $factions }.
classic-offer-with-spice = { $prompt } Masz przyprawy: { $spice }.
classic-result-when = Runda { $turn } z { $turns }, { $phase }
classic-record-holds = kontroluje: { $strongholds }
classic-record-holds-none = nie kontroluje żadnej warowni
classic-record-tokens = oddziały na planecie: { $planet }, w rezerwie: { $reserves }, w kadziach: { $tanks }
classic-record-leaders = przywódcy w kadziach: { $count }
classic-record-spice = przyprawa: { $spice }
classic-record-allied = sojusz z: { $allies }

# Opcje zasad gry (`/game options`) i zestawy ustawień.
classic-option-max-turns = V: gra trwa najwyżej 15 rund.
classic-option-auto-charity = VIII.I: automatycznie pobiera jałmużnę CHOAM dla każdego gracza bez przyprawy.
classic-option-open-spice = XIII.B trzyma przyprawę każdego gracza za jego zasłoną (widać tylko płatności, zbiory i łapówki); włączona: przyprawa każdego gracza jest widoczna na planszy, w legendzie i w widoku publicznym.
classic-option-double-blow = XXI: dwa wybuchy przyprawy na rundę, na stosy odrzuconych kart 1 i 2; czerw na stosie uderza tylko w ostatnie terytorium tego stosu; zużyta talia jest tasowana w całości (XXI.B).
classic-option-weather = XVI: po pierwszej rundzie burza przesuwa się o znacznik (1-6), który Fremeni wylosowali w tajemnicy rundę wcześniej, a nie według dysków; nie gra się bez Fremenów (XVI.D).
classic-option-no-alliances = XVIII.A.1: dłuższa gra bez sojuszy: czerw nadal pożera, ale nie otwiera nexusa.
classic-option-extra-stronghold = XVIII.A.2: dłuższa gra: o jedną warownię więcej do zwycięstwa (cztery; pięć przy dwóch graczach), także dla sojuszy.
classic-option-shield-wall = XVIII.B: Shield Wall liczy się do zwycięstwa jako szóste terytorium (cztery z sześciu z XVIII.A.2); pozostaje terytorium skalnym, nie warownią.
classic-option-spice-flow = XIX: zwiększony napływ przyprawy: w każdej fazie zbiorów każdy okupant Kartaginu i Arrakin zbiera 2 przyprawy, okupant Siczy Tueka 1.
classic-option-victory-table = IV (wydanie włoskie): warownie potrzebne do zwycięstwa według liczby graczy i sojuszu: 2 graczy 4; 3 graczy 4 w pojedynkę, 5 w sojuszu; 4 lub więcej 3 w pojedynkę, 4 dla dwóch sojuszników, 5 dla trzech lub więcej.
classic-option-pair-alliances = XVIII.A.1 (wydanie włoskie): sojusze najwyżej dwóch graczy.
classic-option-sietch-strongholds = XVIII.C.1 (wydanie włoskie, sześciu graczy): sicze False Wall East i Harg Pass także są warowniami; do zwycięstwa potrzeba dwóch więcej, a Kartagin i Arrakin liczą się podwójnie.
classic-option-advanced-combat = XXII: zaawansowana walka: przyprawa wydana w tajemnicy z planem bitwy (`spice=N`) sprawia, że po jednym oddziale za jednostkę liczy się w pełni, pozostałe liczą się w połowie; dyski co pół (`plan 3.5 ...`); przyprawa z bitwy trafia do banku, niezależnie od wyniku (zwycięzca zachowuje swoją, jeśli ujawniono zdrajcę); zwycięzca wybiera straty zgodne z dyskiem i przyprawą.
classic-option-advantages = XV: dodatkowe zdolności postaci z karty pomocy gracza, w tym współistnienie Bene Gesserit.
classic-option-karama-powers = XVII: karta Karama może też raz użyć specjalnej mocy Karama swojego gracza (karta pomocy B.6.B): Harkonnenowie biorą karty, Atrydzi widzą plan bitwy, Gildia zatrzymuje transport, Bene Gesserit zagrywają bezużyteczną kartę jako Karamę, Fremeni wzywają czerwia, Imperator przywraca za darmo.
classic-option-spice-harvest = ŻNIWA PRZYPRAWY (1984): gra wstępna z pięcioma żniwami, głosowaniami CHOAM i licytacjami kart dostępu zastępuje początkową przyprawę i pozycje; pięć dodatkowych kart zdrady.
classic-option-duel = POJEDYNEK (1984): przywódcy-postacie główne (gracz, którego główny przywódca zginie, odpada), pojedynki Kanly, Wojna Asasynów w nexusie bez sojuszu; pięć dodatkowych kart zdrady.
classic-option-main-leader = POJEDYNEK, III.1: wartość głównego przywódcy (10); wydanie włoskie zaleca 8, co ogranicza też wsparcie w Kanly do 8.
classic-preset-basic = I-XIII: gra podstawowa, wszystkie opcje zasad wyłączone.
classic-preset-advanced = XX-XXIII: gra zaawansowana, z zasadami opcjonalnymi, z którymi się w nią gra.
classic-preset-italian = Wydanie włoskie: jego tabela zwycięstwa, sojusze dwóch graczy i sicze jako warownie przy sześciu graczach.
classic-preset-expansions = Dodatki z 1984 roku: ŻNIWA PRZYPRAWY i POJEDYNEK.

# What the game calls its sides (`Sides.label`), and the heading of their list.
classic-side = frakcja
    .gender = f
classic-side-plural = Frakcje
