# Diuna: co mówi gra (zdarzenia, odmowy, pytania, stan, karty graczy). Słownictwo instrukcji
# polskiego wydania (diuna-4faction-rules-pl.txt).
diuna-none = brak
diuna-forces = { $count ->
    [one] { $count } oddział
    [few] { $count } oddziały
   *[many] { $count } oddziałów
}
diuna-typed-name-refused = `{ $typed }`: { $why }
diuna-forces-to-tanks = { $why }: { $count ->
    [one] { $count } oddział ({ $faction }) w { $territory } (sektor { $sector }) trafia
    [few] { $count } oddziały ({ $faction }) w { $territory } (sektor { $sector }) trafiają
   *[many] { $count } oddziałów ({ $faction }) w { $territory } (sektor { $sector }) trafia
} do kadzi Tleilaxan.
diuna-spice-to-pool = { $why }: przyprawa z { $territory } ({ $amount }) wraca do puli.

## Faza burzy
diuna-why-storm = Burza
diuna-die-storm = burza
diuna-storm-weather = Kontrola pogody: bez rzutu; burza przesuwa się o { $sectors } sekt.
diuna-storm-roll = { $seat } rzuca kością burzy: { $face }.
diuna-storm-symbol = Symbol burzy: { $seat } przesuwa burzę o 0 do 6 sektorów (`storm <n>`).
diuna-storm-not-waiting = Burza nie czeka teraz na wybór.
diuna-storm-not-waiting-hint = Tylko symbol burzy na kości burzy pozwala pierwszemu graczowi wybrać ({ $rule }).
diuna-storm-first-moves = Burzę przesuwa pierwszy gracz, { $seat } ({ $rule }).
diuna-storm-choice = { $seat } przesuwa burzę o { $sectors ->
    [one] { $sectors } sektor
    [few] { $sectors } sektory
   *[many] { $sectors } sektorów
}.
diuna-storm-moves = Burza przesuwa się o { $sectors ->
    [one] { $sectors } sektor
    [few] { $sectors } sektory
   *[many] { $sectors } sektorów
} do sektora { $storm }.

## Tury w kolejności rozgrywki
diuna-turn-buy-idle = Nikt teraz nie kupuje kart bazaru.
diuna-turn-buy-hint = Karty bazaru kupuje się w fazie pozyskiwania kart, w kolejności rozgrywki.
diuna-turn-buy-doing = Teraz kupuje { $seat }; twoja kolej przyjdzie w kolejności rozgrywki ({ $rule }).
diuna-turn-revive-idle = Nikt teraz nie przywraca.
diuna-turn-revive-hint = Przywrócenie to osobna faza, po pozyskiwaniu kart, w kolejności rozgrywki.
diuna-turn-revive-doing = Teraz przywraca { $seat }; twoja kolej przyjdzie w kolejności rozgrywki ({ $rule }).
diuna-turn-move-idle = Nikt teraz nie transportuje ani nie przemieszcza oddziałów.
diuna-turn-move-hint = Transport i ruch oddziałów to piąta faza, w kolejności rozgrywki.
diuna-turn-move-doing = Teraz transportuje i przemieszcza { $seat }; twoja kolej przyjdzie w kolejności rozgrywki ({ $rule }).
diuna-not-a-command = `{ $command }` nie jest poleceniem tej gry.

## Faza zbiorów przyprawy i koniec rundy
diuna-collect = { $seat } zbiera przyprawę w { $territory }: { $amount }.
diuna-collect-left = { $seat } zbiera przyprawę w { $territory }: { $amount }; zostaje { $left }.
diuna-charity = { $seat } przyjmuje jałmużnę: { $amount } przyprawy, by mieć { $charity }.
diuna-ending-strongholds = { $count } warownie w rundzie { $round }
diuna-ending-points = punkty po rundzie { $round }
diuna-end-strongholds = { $factions } kontrolują { $count } warownie na koniec rundy { $round }
diuna-end-points = Punkty po 5. rundzie: { $scores }
diuna-score = { $faction } { $points }
diuna-round = Runda { $round }: { $seat } bierze znacznik pierwszego gracza.
diuna-game-over = { $why }. Zwycięzca: { $winners }.

## Faza wybuchu przyprawy
diuna-why-blow = Wybuch przyprawy
diuna-why-old-spice = Stara przyprawa
diuna-why-worm = Czerw
diuna-worm-thumper = Ubijak: ten czerw zostaje pominięty i odrzucony.
diuna-worm-first-round = Czerw w pierwszej rundzie: wraca do talii, talia kart przyprawy zostaje potasowana, odkrywa się kolejną kartę.
diuna-worm-ride = Fremeni mogą dosiąść czerwia z { $territories } (`ride <n> <from> <to>` albo `stay`).
diuna-spice-reshuffle = Talia kart przyprawy jest pusta: odrzucone karty tasuje się w nową talię.
diuna-spice-card = { $seat } odkrywa kartę przyprawy { $card }.
diuna-spice-card-name = { $first } / { $second }
diuna-spice-blow = Wybuch przyprawy w { $territory }: { $amount }.
diuna-worm-nothing = Czerw: wierzchnia odrzucona karta nie wskazuje terytorium; czerw niczego nie niszczy.
diuna-worm-strikes = Czerw atakuje { $territories }.
diuna-ride = { $seat } (Fremeni) dosiada czerwia: { $forces } z { $source } do { $target } (sektor { $sector }).
diuna-stay = { $seat } (Fremeni) już nie dosiada czerwia.
diuna-ride-no-worm = Żaden czerw nie czeka teraz na jeźdźca.
diuna-ride-no-worm-hint = Fremeni dosiadają czerwia, gdy ten zaatakuje zajmowane przez nich terytorium ({ $rule }).
diuna-ride-only-fremen = Czerwia dosiadają tylko Fremeni ({ $rule }).
diuna-ride-not-from = Czerw nie niesie oddziałów z { $source }.
diuna-ride-from = Dosiądź czerwia z: { $territories }.
diuna-ride-too-many = Czerw niesie z { $source } { $most } (oddziały, które były tam poza burzą, gdy zaatakował), nie { $count }.
diuna-ride-too-far = Czerw nie przeniesie cię z { $source } do { $target }: najwyżej { $range } terytoria, tylko przez piasek, nigdy do ani przez terytorium, którego dotyka burza.
diuna-stronghold-full = W { $territory } są oddziały 2 innych frakcji; nikt inny nie może tam wejść.
diuna-not-in-sector = { $territory } leży w sektorach { $sectors }, nie w { $sector }.

## Faza pozyskiwania kart
diuna-cards-phase = Faza pozyskiwania kart: karty bitwy dobierane do 4, karty bazaru kupowane do { $most } ({ $rule }).
diuna-buy-why-hand = masz na ręce { $held ->
    [one] { $held } kartę bazaru
    [few] { $held } karty bazaru
   *[many] { $held } kart bazaru
}, a można mieć najwyżej { $most }
diuna-buy-why-spice = masz { $spice } przyprawy, a karta kosztuje { $price }
diuna-buy-why-deck = do kupienia { $left ->
    [one] została tylko { $left } karta bazaru
    [few] zostały tylko { $left } karty bazaru
   *[many] zostało tylko { $left } kart bazaru
}
diuna-buy-hint-fewer = `buy { $most }` albo mniej, albo `pass`.
diuna-buy-hint-one = `buy { $most }` albo `pass`.
diuna-buy-hint-pass = `pass`.
diuna-buy-too-many = Możesz teraz kupić { $most ->
    [one] { $most } kartę bazaru
    [few] { $most } karty bazaru
   *[many] { $most } kart bazaru
}, nie { $count }: { $why }.
diuna-paid-to-pool = do puli
diuna-paid-to-imperium = { $seat } (Imperium)
diuna-buy = { $seat } kupuje { $count ->
    [one] { $count } kartę bazaru
    [few] { $count } karty bazaru
   *[many] { $count } kart bazaru
} za { $price } przyprawy, płacąc { $paid_to }.
diuna-you-buy = Kupujesz: { $cards }.
diuna-buy-none = { $seat } nie kupuje kart bazaru.
diuna-battle-draw = { $seat } dobiera { $count ->
    [one] { $count } kartę bitwy
    [few] { $count } karty bitwy
   *[many] { $count } kart bitwy
}.
diuna-you-draw = Dobierasz: { $cards }.
diuna-battle-reshuffle = Talia kart bitwy się skończyła: odrzucone karty tasuje się w nową talię.
diuna-market-reshuffle = Talia kart bazaru się skończyła: odrzucone karty tasuje się w nową talię.

## Faza przywrócenia
diuna-revive-too-many = Masz w kadziach Tleilaxan { $tanks } oddz., nie { $count }.
diuna-costs = To kosztuje { $price } przyprawy; masz { $spice }.
diuna-revive-prices = Oddział kosztuje { $price }, przywódca tyle, ile wynosi jego siła.
diuna-revive-nothing = Przywróć przynajmniej 1 oddział albo przywódcę, albo zakończ poleceniem `done`.
diuna-revive = { $seat } przywraca: { $what } za { $price } przyprawy.
diuna-revive-done = { $seat } kończy przywracanie.
diuna-in-the-tanks = W kadziach: { $leaders }.
diuna-no-leader-in-tanks = Żaden z twoich przywódców nie jest w kadziach.
diuna-not-in-tanks = `{ $typed }` nie jest żadnym z twoich przywódców w kadziach Tleilaxan.
diuna-free-revival = { $seat } przywraca za darmo: { $forces }.

## Faza transportu i ruchu oddziałów
diuna-movement-phase = Transport i ruch oddziałów, w kolejności rozgrywki ({ $rule }).
diuna-shipped-already = Już transportowałeś albo przemieszczałeś oddziały: 1 transport na turę, przed ruchem.
diuna-hint-move-or-done = `move ...` albo `done`.
diuna-fremen-ship-sink = Fremeni transportują oddziały wyłącznie na { $sink } ({ $rule }).
diuna-fremen-ship-most = Fremeni transportują najwyżej { $most } oddziałów, za darmo; nie mogą zapłacić za więcej.
diuna-reserve-too-few = Masz w rezerwie { $reserve } oddz., nie { $count }.
diuna-ship-costs = Transport (oddziały: { $forces }) kosztuje { $price } przyprawy; masz { $spice }.
diuna-ship-fewer = Przetransportuj { $most } albo mniej, albo `done`.
diuna-ship = { $seat } transportuje { $forces } do { $territory } (sektor { $sector }) za { $price } przyprawy.
diuna-move = { $seat } przemieszcza { $forces } z { $source } do { $target } (sektor { $sector }).
diuna-move-done = { $seat } kończy transport i ruch oddziałów.
diuna-territory-sector = { $territory }, sektor { $sector }
diuna-move-into-storm = Burza jest nad { $where }; nie można wejść w burzę.
diuna-storm-on-sector = Burza jest w sektorze { $storm }.
diuna-move-too-far = { $where }: { $far } terytoriów od { $source } (nigdy przez burzę, w sektorze { $storm }); twoja grupa przemieszcza się najwyżej o { $budget }.
diuna-move-cut-off = Twoja grupa nie dotrze do { $where } z { $source }: nigdy przez burzę ani przez warownię zajmowaną przez 2 inne frakcje.
diuna-ship-into-storm = Burza jest nad { $where } (w sektorze { $storm }); nie można transportować oddziałów w burzę.
diuna-sectors-out-of-storm = Jego sektory poza burzą: { $sectors }.
diuna-ship-out-of-storm = Przetransportuj oddziały na terytorium poza burzą.
diuna-move-which-sector = Twoje oddziały w { $territory } stoją w sektorach { $sectors }; wskaż który przez `from_sector=`.
diuna-move-under-storm = Twoje oddziały w { $territory } są pod burzą; nie mogą go opuścić.
diuna-no-forces-in = Nie masz oddziałów w { $territory }.
diuna-moved-already = Część twoich oddziałów w { $territory } już się w tej turze przemieściła; nie przemieszczają się ponownie (druga grupa to inna grupa).
diuna-not-together = Nie masz { $count } oddziałów razem w jednym sektorze { $territory }; grupa wyrusza z jednego sektora.
diuna-not-together-sector = Nie masz { $count } oddziałów razem w jednym sektorze { $territory } (sektor { $sector }); grupa wyrusza z jednego sektora.
diuna-forces-in = { $forces } w { $territory } (sektor { $sector })
diuna-yours = Twoje: { $groups }.
diuna-no-forces-on-board = Nie masz oddziałów na planszy.

## Decyzje, formularze i stan gry
diuna-side-label = frakcja
diuna-plan-form-title = Tajny plan bitwy
diuna-plan-form-button = Ułóż plan
diuna-plan-form-forces = Oddziały
diuna-plan-form-forces-about = oddziały na twoim dysku bitewnym
diuna-plan-form-leader = Przywódca
diuna-plan-form-leader-about = twój przywódca (wolny musi walczyć)
diuna-plan-form-weapon = Broń
diuna-plan-form-defence = Osłona
diuna-plan-form-card-about = karta bitwy z twojej ręki
diuna-plan-yours = Twoi przywódcy: { $leaders }; twoje karty bitwy: { $cards }.
diuna-prompt-traitor = Zachowaj w tajemnicy 1 kartę zdrajcy (`traitor <leader>`).
diuna-prompt-traitors = Zachowaj w tajemnicy karty zdrajców ({ $count }): wszystkie naraz (`traitor <leader>, <leader>, ...`) albo po jednej.
diuna-prompt-storm = Symbol burzy: przesuń burzę o 0-6 sektorów (`storm <n>`).
diuna-prompt-window = Zagraj teraz kartę bazaru (`market <card> ...`) albo `hold` (`auto hold`: czekasz zawsze, gdy żadnej twojej nie można zagrać).
diuna-prompt-ride = Fremeni: dosiądź czerwia (`ride <n> <from> <to>`) albo `stay`.
diuna-prompt-buy = Kup karty bazaru po 2 przyprawy za kartę (`buy <n>`) albo `pass`.
diuna-prompt-buy-most = { $seat } może teraz kupić najwyżej { $most }.
diuna-why-full-hand = pełna ręka kart bazaru
diuna-prompt-buy-none = { $seat } nie może nic kupić ({ $why }): `pass` albo zagraj { $card }.
diuna-prompt-revive = Przywróć oddziały albo przywódcę (`revive <forces> [leader]`), potem `done`.
diuna-prompt-revive-tanks = W kadziach: { $tanks } oddz.{ $dead ->
    [0] {""}
   *[other] {" "}oraz { $leaders }
}; oddział za 2 przyprawy, przywódca za swoją siłę; { $seat } ma { $spice } przyprawy.
diuna-prompt-move = Transport (`ship <n> <territory>`), ruch (`move <n> <from> <to>`), potem `done`.
diuna-shipping-fremen = do 5 oddziałów za darmo na { $sink }
diuna-shipping-price = 1 przyprawa za oddział ({ $seat } ma { $spice })
diuna-prompt-move-storm = Transport: { $shipping }. Burza jest w sektorze { $storm }.
diuna-prompt-battle = Wybierz następną bitwę (`battle <territory> [opponent]`); Harkonnenowie mogą najpierw dobrać kartę zdrajcy (`draw_traitor`).
diuna-prompt-swap = Harkonnenowie: dobierz kartę zdrajcy przed tą bitwą (`draw_traitor`) albo nie (`draw_traitor no`).
diuna-prompt-return-traitor = Zwróć 1 kartę zdrajcy na spód talii (`return_traitor <leader>`).
diuna-prompt-voice = Głos: `voice must|not poison|hand|special` albo `voice none`.
diuna-prompt-foresee = Jasnowidzenie: `foresee forces|leader|weapon|defence` albo `foresee none`.
diuna-prompt-plan = Twój tajny plan bitwy (`plan <forces> leader= weapon= defence=`).
diuna-prompt-prebattle = Zagraj kartę bazaru przed planami (`market <card>`) albo `hold` (`auto hold`: czekasz zawsze, gdy żadnej twojej nie można zagrać).
diuna-prompt-market = Zagraj kartę bazaru po odkryciu planów (`market <card>`) albo `hold` (`auto hold`: czekasz zawsze, gdy żadnej twojej nie można zagrać).
diuna-prompt-call = Zdrajca! `call` albo `call no` (`auto call`: każde wezwanie rozstrzygane za ciebie).
diuna-status-over = Koniec gry: { $ending }
diuna-status-setup = Przygotowanie do gry: zdrajcy
diuna-status-round = Runda { $round }/{ $rounds }, { $phase }

## Stan gry i plansza
diuna-headline = Runda { $round }/{ $rounds }, faza: { $phase }; burza nad sektorem { $storm }
diuna-headline-over = Runda { $round }/{ $rounds }, koniec gry ({ $ending }); zwycięzca: { $winners }
diuna-first-by-die = pierwszy gracz: według kości burzy po wyborze zdrajców
diuna-first-player = pierwszy gracz { $seat } ({ $faction })
diuna-markers-covered = { $markers }, zakryta: { $stronghold }
diuna-allied = { $faction } + { $ally }
diuna-status-faction = { $letter } { $seat } ({ $sides }): przyprawa { $spice }, rezerwa { $reserve }, kadzie { $tanks }, przywódcy { $leaders }, karty: bitwy { $battle } + bazaru { $market }
diuna-status-territory = { $territory } { $forces }
diuna-status-territory-spice = { $territory } { $forces } przyprawa { $spice }
diuna-key-tokens = A5: 5 oddziałów Atrydów; $6: 6 przyprawy
diuna-key-storm = ▲ i ciemny sektor: burza
diuna-key-strongholds = pogrubione nazwy: warownie
diuna-board-title = Diuna, runda { $round }: { $phase }
diuna-board-markers = Znaczniki: { $markers }
diuna-board-dead = Przywódcy w kadziach Tleilaxan
diuna-board-headline-over = Runda { $round }/{ $rounds }, koniec gry; zwycięzca: { $winners }
diuna-board-headline = Runda { $round }/{ $rounds }, faza: { $phase }; burza nad sektorem { $storm }
diuna-board-heading = { $faction } ({ $seat }), na Diunie: { $count }
diuna-board-front = rezerwa { $reserve }, kadzie { $tanks }, przywódcy { $leaders }, karty { $cards }, przyprawa { $spice }

## Przygotowanie do gry
diuna-not-a-faction = `{ $typed }` nie jest frakcją Diuny.
diuna-factions = Frakcje: { $factions }.
diuna-seats = W Diunę gra od 2 do 4 graczy, każdy podany raz ({ $rule }).
diuna-begin = Diuna dla { $count } graczy: { $plays }. Runda 1 zaczyna się od fazy burzy, gdy zdrajcy zostaną wybrani; burza w sektorze { $storm } ({ $rule }).
diuna-seat-plays = { $seat } gra: { $sides }
diuna-sides = { $faction }
diuna-sides-allied = { $faction } i { $ally }
diuna-faction-set = { $seat }: przyprawa { $spice }, oddziały w rezerwie: { $reserve }.
diuna-faction-set-sink = { $seat }: przyprawa { $spice }, oddziały w rezerwie: { $reserve }, na { $sink }: { $count }.
diuna-blocked-two-only = `blocked_stronghold` dotyczy rozgrywki 2-osobowej ({ $rule }); w grze na 3 albo 4 osoby używa się wszystkich 5 warowni.
diuna-blocked-agreed = { $stronghold } zostaje zakryta za porozumieniem i jest uznawana za piaszczyste terytorium ({ $rule }).
diuna-blocked-die = Kość burzy ({ $faces }) zakrywa { $stronghold }; warownia jest uznawana za piaszczyste terytorium ({ $rule }).
diuna-blocked-choices = `blocked_stronghold` wskazuje jedną z warowni: { $strongholds }, albo `die`.
diuna-name-and-polish = { $name } ({ $polish })
diuna-not-a-stronghold = { $territory } nie jest warownią.
diuna-same-faction = Dwóch graczy wybrało tę samą frakcję.
diuna-same-faction-hint = Każdą frakcją gra 1 osoba; pomiń frakcję gracza, by ją wylosować.
diuna-alliances-two = Sojusznicy to rozgrywka 2-osobowa ({ $rule }).
diuna-alliances-two-hint = Przy 3 albo 4 graczach wyłącz `alliances`.
diuna-same-alliance = Obaj gracze wybrali ten sam sojusz.
diuna-same-alliance-hint = Jeden gra Atrydami i Fremenami, drugi Harkonnenami i Imperium.
diuna-your-leaders = Twoi przywódcy: { $leaders }.
diuna-rosters = Każdy sojusz losuje swoich przywódców kartami zdrajców: 7 dla Atrydów i Fremenów, 5 dla Harkonnenów i Imperium.
diuna-traitors-drawn = Każdy gracz poza Harkonnenami dobiera 4 karty zdrajców i zachowuje 1 w tajemnicy ({ $rule }).
diuna-keep-several = Zachowaj { $count } poleceniem `traitor <leader>, <leader>, ...` (wszystkie naraz albo po jednej).
diuna-keep-one = Zachowaj 1 poleceniem `traitor <leader>`.
diuna-your-traitor-cards = Twoje karty zdrajców: { $cards }. { $keep }
diuna-leader-strength = { $leader } ({ $faction }, { $strength })
diuna-no-traitors-to-choose = Nie masz teraz kart zdrajców do wyboru.
diuna-you-keep = Zachowujesz { $cards } jako { $count ->
    [one] swoją kartę zdrajcy
   *[other] swoje karty zdrajców
}.
diuna-keep-more = Zachowaj jeszcze { $count } z: { $cards }.
diuna-keeps-traitor = { $seat } zachowuje kartę zdrajcy.
diuna-harkonnen-keep = { $seat } (Harkonnenowie) zachowuje karty zdrajców: { $count }.
diuna-traitors-left = Do zachowania zostało ci { $most ->
    [one] { $most } karta zdrajcy
    [few] { $most } karty zdrajców
   *[many] { $most } kart zdrajców
}, nie { $count }.
diuna-traitor-name-missing = Między przecinkami brakuje nazwy karty zdrajcy.
diuna-traitor-named-twice = `{ $typed }` podano dwa razy.
diuna-traitor-not-drawn = `{ $typed }` nie jest żadną z dobranych przez ciebie kart zdrajców.
diuna-traitor-stray = `{ $typed }`: kartę zdrajcy wskazuje samo imię przywódcy, bez `{ $stray }`.
diuna-write-traitor = Napisz `traitor { $leader }`.
diuna-you-keep-already = Zachowujesz już: { $leaders }.
diuna-choose-one = Wybierz jedną z: { $cards }.
diuna-choose-several = Wybierz { $count } z: { $cards } (po jednej albo wszystkie naraz: `traitor <leader>, <leader>, ...`).
diuna-traitors-at-setup = Zdrajców wybiera się podczas przygotowania do gry ({ $rule }).
diuna-you-keep-others-choosing = Zachowujesz { $leaders }; pozostali jeszcze wybierają.
diuna-harkonnen-wait = Harkonnenowie dobierają swoje karty, gdy pozostali wybiorą po 1 ({ $rule }).
diuna-harkonnen-draw = { $seat } (Harkonnenowie) dobiera { $drawn } kart zdrajców i zachowuje { $kept } ({ $rule }).
diuna-first-player-roll = Kość burzy o pierwszego gracza: { $faces }.
diuna-seat-face = { $seat } { $face }
diuna-first-player-marker = { $seat } bierze znacznik pierwszego gracza; kolejność rozgrywki: { $order }.

## Bitwa
diuna-battle-choice = { $seat } ma przewagę bitewną: wybierz następną bitwę (`battle <territory> [opponent]`).
diuna-no-battle-to-choose = Teraz nie wybiera się bitwy.
diuna-advantage-chooses = Przewagę bitewną ma { $seat } i to on wybiera ({ $rule }).
diuna-return-first = Najpierw zwróć 1 kartę zdrajcy (`return_traitor <leader>`).
diuna-no-single-battle = Nie masz pojedynczej bitwy w { $territory }.
diuna-no-single-battle-with = Nie masz pojedynczej bitwy w { $territory } z tym przeciwnikiem.
diuna-your-battles = Twoje bitwy: { $battles }.
diuna-battle-against = { $territory } przeciwko: { $faction }
diuna-battle = Bitwa w { $territory }: { $holder } ({ $holder_faction }, przewaga bitewna) przeciwko { $opponent } ({ $opponent_faction }).
diuna-drew-already = Już dobrałeś: zwróć 1 kartę zdrajcy (`return_traitor <leader>`).
diuna-draw-traitor-no = { $seat } (Harkonnenowie) nie dobiera karty zdrajcy.
diuna-traitor-deck-empty = Talia kart zdrajców jest pusta.
diuna-hint-draw-traitor-no = `draw_traitor no`.
diuna-draw-traitor = { $seat } (Harkonnenowie) dobiera kartę zdrajcy; jedna wraca do talii.
diuna-you-draw-traitor = Dobierasz kartę zdrajcy { $leader }; zwróć jedną poleceniem `return_traitor <leader>`.
diuna-draw-first = Najpierw dobierz (`draw_traitor`); potem zwróć jedną.
diuna-what-traitor-held = twoją kartą zdrajcy
diuna-return-traitor = { $seat } (Harkonnenowie) zwraca kartę zdrajcy na spód talii.
diuna-only-harkonnen-draw = Tylko Harkonnenowie dobierają karty zdrajców przed bitwą ({ $rule }).
diuna-draw-when = Kartę zdrajcy dobierasz tylko przed jedną ze swoich bitew, po zagraniu kart bazaru przed planami.
diuna-voice-kind = Wskaż rodzaj broni: `voice must poison`, `voice not hand`, `voice must special`.
diuna-voice-none = { $seat } (Imperium) nie używa Głosu.
diuna-voice-must = Głos: { $seat } musi zagrać broń: { $kind }, jeśli to możliwe.
diuna-voice-not = Głos: { $seat } nie może zagrać broni: { $kind }, jeśli to możliwe.
diuna-weapon-poison = trucizna
diuna-weapon-hand = podręczna
diuna-weapon-special = specjalna
diuna-element-forces = oddziały
diuna-element-leader = przywódca
diuna-element-weapon = broń
diuna-element-defence = osłona
diuna-foresee = Jasnowidzenie: { $seat } (Atrydzi) zobaczy element planu { $opponent }: { $element }; { $opponent } układa plan pierwszy.
diuna-foresee-none = { $seat } (Atrydzi) nie używa Jasnowidzenia.
diuna-no-battle-waits-for = Żadna bitwa nie czeka teraz na `{ $step }`.
diuna-plan-made-already = Twój plan jest już ułożony.
diuna-battle-not-waiting-for-you = Bitwa nie czeka teraz na ciebie.
diuna-it-waits-for = Czeka na: { $seats }.
diuna-no-battle-fought = Nie toczy się żadna bitwa.
diuna-advantage-chooses-next = Gracz z przewagą bitewną wybiera następną bitwę (`battle ...`).
diuna-battle-waits-for = Bitwa czeka na { $step }.
diuna-step-swap = dobranie karty zdrajcy przez Harkonnenów (`draw_traitor`, potem zwrot jednej przez `return_traitor`, albo `draw_traitor no`)
diuna-step-voice = Głos Imperium (`voice ...`)
diuna-step-foresee = Jasnowidzenie Atrydów (`foresee ...`)
diuna-step-plan = plany bitwy (`plan ...`)
diuna-step-prebattle = karty bazaru przed planami (`market <card>` albo `hold`)
diuna-step-market = karty bazaru po odkryciu planów (`market <card>` albo `hold`)
diuna-step-call = wskazanie zdrajców (`call` albo `call no`)
diuna-your-plan = Twój plan w { $territory }: { $plan }.
diuna-plan-made = { $seat } układa plan bitwy.
diuna-truthtrance = { $card }: { $seat } wybiera na dysku { $forces }.
diuna-foresight = Jasnowidzenie: { $seat }, { $element }: { $seen }.
diuna-plan-forces = Walczysz w { $territory } { $have } oddz., nie { $count } ({ $rule }: od 0 do liczby twoich oddziałów tam).
diuna-what-leader-free = przywódcą, który może tu walczyć
diuna-plan-must-leader = Masz wolnego przywódcę: musisz go wystawić ({ $rule }).
diuna-free-leaders = Wolni: { $leaders }.
diuna-plan-no-leader = Bez przywódcy nie można zagrać żadnej karty bitwy ({ $rule }).
diuna-plan-one-card = Masz jedną kartę { $card }; nie można jej zagrać po obu stronach.
diuna-voice-forbids = Głos zabrania ci broni: { $kind }.
diuna-voice-orders = Głos nakazuje ci zagrać broń: { $kind }, a masz taką.
diuna-yours-play = Twoje: { $cards } (`{ $command }`).
diuna-what-battle-card = kartą bitwy z twojej ręki
diuna-wrong-side = { $card } to karta typu: { $kind }; ta strona dysku przyjmuje karty: { $kinds }.
diuna-card-kind-weapon = broń
diuna-card-kind-defence = osłona
diuna-card-kind-worthless = bezużyteczna
diuna-sides-take-weapon-worthless = broń albo bezużyteczne
diuna-sides-take-defence-worthless = osłona albo bezużyteczne
diuna-play-it-as = Zagraj ją jako `{ $command }`.
diuna-not-one-of = `{ $typed }` nie jest { $what }.
diuna-yours-list = Twoje: { $items }.
diuna-you-have-none = Nie masz żadnych.
diuna-plan-words = oddziały { $forces }, przywódca { $leader }, broń { $weapon }, osłona { $defence }
diuna-reveal = { $seat } odkrywa: { $plan }.
diuna-now-cards = Teraz: { $cards }; albo `hold`.
diuna-market-card = { $seat } zagrywa kartę bazaru { $card }.
diuna-hold-nothing = Teraz nie zagrywa się kart bazaru: `hold` odpowiada na okno przed burzą, kartą przyprawy albo zbiorami, albo na karty bazaru w bitwie.
diuna-hold = { $seat } nie zagrywa teraz więcej kart bazaru.
diuna-not-your-traitor = { $leader } nie jest twoim zdrajcą.
diuna-answer-call-no = Odpowiedz `call no`.
diuna-traitor-called = Zdrajca! { $seat } ujawnia, że { $leader } to jego zdrajca.
diuna-two-traitors = Dwóch zdrajców w { $territory }: nikt nie wygrywa.
diuna-market-cancelled = Zdrajca unieważnia karty bazaru { $seat }: { $cards } ({ $rule }).
diuna-wins-by-treachery = { $seat } wygrywa w { $territory } dzięki zdradzie i pobiera { $spice } przyprawy.
diuna-lasgun-shield = { $lasgun } i { $shield }: wszystko w { $territory } zostaje zniszczone; nikt nie wygrywa.
diuna-strength = Siła: { $first } { $first_strength }, { $second } { $second_strength }; wygrywa { $winner }{ $gain ->
    [0] {""}
   *[other] {" "}i pobiera { $gain } przyprawy za martwych przywódców
}.
diuna-strength-tie = Siła: { $first } { $first_strength }, { $second } { $second_strength }; wygrywa { $winner } (remis wygrywa przewaga bitewna){ $gain ->
    [0] {""}
   *[other] {" "}i pobiera { $gain } przyprawy za martwych przywódców
}.
diuna-leader-dies = { $leader } ({ $faction }) ginie i trafia do kadzi Tleilaxan.
diuna-forces-lost = { $seat } traci { $forces } w { $territory }.

## Kolejność zagrywania kart bazaru
diuna-when-storm = przed rzutem kością burzy
diuna-when-spice-card = przed kartą przyprawy
diuna-when-collection = przed zbiorami
diuna-when-cards = w swojej turze fazy pozyskiwania kart
diuna-when-revival = w swojej turze przywrócenia
diuna-when-before-ship = w swojej turze ruchu, przed transportem
diuna-when-movement = w swojej turze ruchu
diuna-when-before-plans = w bitwie, przed planami
diuna-when-after-reveal = w bitwie, po odkryciu planów
diuna-now-cards-only = Teraz: { $cards }.
diuna-own-turn = { $card } zagrywa się we własnej turze; teraz tura należy do { $seat }.
diuna-own-turn-hint = Twoja tura przyjdzie w kolejności rozgrywki.
diuna-takes-no = { $card } nie przyjmuje `{ $args }`.
diuna-play-as = Zagraj ją jako `{ $form }`.
diuna-play-as-either = Zagraj ją jako `{ $first }` albo `{ $second }`.
diuna-not-market-in-hand = `{ $typed }` nie jest kartą bazaru z twojej ręki.
diuna-you-hold-none = Nie masz żadnej.
diuna-not-now = { $card } zagrywa się { $when }, nie teraz.
diuna-no-worthless = Nie masz bezużytecznej karty bitwy do wymiany ({ $card }).
diuna-black-market = { $seat } zagrywa { $card }: odrzuca { $worthless } i dobiera { $count ->
    [one] { $count } kartę bitwy
    [few] { $count } karty bitwy
   *[many] { $count } kart bitwy
}.
diuna-ghola-one-of = { $card } przywraca przywódcę (`leader=`) albo do 3 oddziałów (`forces=`), jedno z dwojga.
diuna-ghola-forces = Oddziały: `{ $command }`.
diuna-ghola = { $seat } zagrywa { $card }: przywrócono za darmo: { $what }.
diuna-played-already = W tej turze zagrałeś już { $card }.
diuna-smugglers-late = { $card } sprawiają, że transport jest darmowy: zagraj ich kartę przed transportem.
diuna-plays = { $seat } zagrywa { $card }.
diuna-window = Przed kolejną fazą ({ $phase }) można zagrać karty bazaru ({ $seats } po kolei; `market <card>` albo `hold`).
diuna-before-phase-cards = Przed kolejną fazą ({ $phase }): { $cards }; albo `hold`.
diuna-weather-how-far = { $card }: podaj, o ile przesuwa się burza (`sectors=0-6`).
diuna-weather-effect = burza przesunie się o { $sectors } sekt.
diuna-thumper-down = { $card } już leży w tym wybuchu przyprawy; drugi nie pominie żadnego innego czerwia.
diuna-keep-yours-hold = Zachowaj swój: `hold`.
diuna-thumper-effect = pierwszy czerw w tym wybuchu przyprawy zostanie pominięty
diuna-harvester-nothing = Twoje oddziały nic nie zbiorą w { $territory }: { $card } działa tam, gdzie leży przyprawa, a twoje oddziały stoją w jej sektorze.
diuna-harvester-effect = jego oddziały w { $territory } zbierają po 3 przyprawy
diuna-plays-effect = { $seat } zagrywa { $card }: { $what }.
diuna-hold-window = { $seat } nie zagrywa teraz karty bazaru.
diuna-no-window = Nie ma teraz okna na karty bazaru.
diuna-answers-first = Najpierw odpowiada { $seat } (w kolejności rozgrywki).
diuna-harvest-where = Gdzie twoje by zebrały: { $territories }.
diuna-harvest-nowhere = Nigdzie w tej rundzie: `hold`.
diuna-harvester-names = { $card } wskazuje terytorium (`territory=`).

## Stałe polecenia
diuna-auto-off-alone = `auto off` odwołuje wszystkie twoje stałe polecenia; nie przyjmuje drugiego słowa.
diuna-no-orders-to-cancel = Nie masz stałych poleceń do odwołania.
diuna-orders-cancelled = Stałe polecenia odwołane: o każdą decyzję znów zapytamy ciebie.
diuna-no-order-to-cancel = Nie masz stałego polecenia `auto { $order }` do odwołania.
diuna-order-cancelled = `auto { $order }` odwołane.
diuna-order-stands = `auto { $order }` już obowiązuje.
diuna-order-given = Stałe polecenie `auto { $order }`: { $meaning }.
diuna-meaning-call = każde wezwanie zdrajcy rozstrzygane jest za ciebie: `call`, gdy przeciw tobie wystawiono twojego zdrajcę, w przeciwnym razie `call no`
diuna-meaning-hold = nie zagrywasz karty bazaru, gdy żadnej twojej nie można wtedy zagrać (`hold`; w twojej turze fazy pozyskiwania kart albo przywrócenia, gdy nie ma nic innego do zrobienia, `pass` albo `done`)
diuna-orders-yours = Twoje: { $given }.
diuna-orders-give = Wydaj { $orders }.
diuna-orders-cancel = Odwołaj przez { $orders }.
diuna-or = { $first } albo { $second }

## Karta gracza
diuna-sheet-spectator = Widz
diuna-sheet-title = { $seat } ({ $faction })
diuna-sheet-known = Znane tylko tobie
diuna-sheet-seen = Twoje, widoczne dla wszystkich
diuna-sheet-waiting = Czeka na ciebie
diuna-sheet-traitors = Zdrajcy: { $leaders }
diuna-sheet-battle-cards = Karty bitwy: { $cards }
diuna-sheet-market-cards = Karty bazaru: { $cards }
diuna-sheet-leaders = Przywódcy: { $leaders }
diuna-sheet-drawn = Dobrane: { $leaders }
diuna-sheet-orders = Stałe polecenia: { $orders }
diuna-sheet-plan = Plan: { $plan }
diuna-sheet-faction = Frakcja: { $faction }
diuna-sheet-spice = Przyprawa: { $count }
diuna-sheet-reserve = Rezerwa: { $count }
diuna-sheet-tanks = Kadzie: { $count }
diuna-sheet-count = { $count }
diuna-sheet-dead = Martwi: { $leaders }
diuna-sheet-hand = Karty na ręce: bitwy { $battle }, bazaru { $market }; zdrajcy: { $traitors }
diuna-sheet-default = domyślnie, jeśli nikt nie odpowie: `{ $command }`
