# Diuna klasyczna: bitwy (faza, plany, Głos i jasnowidzenie, zdrajcy, rozstrzygnięcie,
# przyprawa w walce zaawansowanej), Karama i karty zagrywane poza bitwą.
# Brak polskich zasad klasycznych: terminy z zasad Diuny (diuna-4faction-rules-pl.txt).

## Faza bitew (battle.py)
classic-battle-round-none = Faza bitew: żadne terytorium nie mieści dwóch frakcji.
classic-battle-round = Faza bitew: bitwy na terytoriach: { $territories }.
classic-battle-foe-in = { $faction } – { $territory }
classic-battle-aggressor-chooses = Agresor ({ $faction }) wybiera następną bitwę (`battle <territory> [opponent]`): { $battles }.
classic-battle-not-aggressor = Nie jesteś teraz agresorem wybierającym bitwę.
classic-battle-in-against = { $territory } przeciw: { $faction }
classic-battle-name-opponent = Wskaż przeciwnika.
classic-battle-name-battle = Wskaż bitwę, którą musisz stoczyć.
classic-battle-your-battles = Twoje bitwy: { $battles }.
classic-battle-starts = Bitwa – { $territory }: { $aggressor } (agresor) przeciw: { $defender }.
classic-battle-voice-may = Bene Gesserit mogą użyć Głosu (`voice play|not <kind>` lub `voice none`).
classic-battle-voice-may-ally = Bene Gesserit mogą użyć Głosu dla swojego sojusznika ({ $ally }) (`voice play|not <kind>` lub `voice none`).
classic-battle-prescience-may = Atrydzi mogą użyć jasnowidzenia (`prescience leader|dial|weapon|defense` lub `prescience none`).
classic-battle-prescience-may-ally = Atrydzi mogą użyć jasnowidzenia dla swojego sojusznika ({ $ally }) (`prescience leader|dial|weapon|defense` lub `prescience none`).
classic-battle-send-plans = Następnie obie strony wysyłają tajny plan bitwy: `{ $usage }`.

## Głos i jasnowidzenie (battle_powers.py)
classic-voice-kind-projectile-weapon = broń miotająca
classic-voice-kind-poison-weapon = broń z trucizną
classic-voice-kind-lasgun = rusznica laserowa
classic-voice-kind-projectile-defense = obrona przed pociskami
classic-voice-kind-poison-defense = obrona przed trucizną
classic-voice-kind-worthless-card = bezwartościowa karta
classic-voice-kind-cheap-hero = tani bohater
classic-plan-element-leader = przywódca
classic-plan-element-dial = tarcza bitewna
classic-plan-element-weapon = broń
classic-plan-element-defense = obrona
classic-voice-not-now = Nie możesz teraz użyć Głosu: używa się go w twoich bitwach i bitwach twoich sojuszników (XII.E.6), przed planami.
classic-voice-name-kind = Wskaż, co przeciwnik musi (lub czego nie może) zagrać.
classic-voice-one-of = Jedno z: { $kinds }.
classic-voice-unused = Bene Gesserit nie używają Głosu.
classic-voice-commands-play = Głos: Bene Gesserit nakazują frakcji { $target } zagrać: { $kind }.
classic-voice-commands-not = Głos: Bene Gesserit zakazują frakcji { $target } zagrać: { $kind }.
classic-voice-commands-play-ally = Głos: Bene Gesserit, dla swojego sojusznika ({ $ally }), nakazują frakcji { $target } zagrać: { $kind }.
classic-voice-commands-not-ally = Głos: Bene Gesserit, dla swojego sojusznika ({ $ally }), zakazują frakcji { $target } zagrać: { $kind }.
classic-voice-forbids = Głos zakazuje ci zagrać: { $kind }.
classic-voice-commands-you = Głos nakazuje ci zagrać: { $kind }, a masz taką kartę.
classic-prescience-not-now = Nie możesz teraz użyć jasnowidzenia: używa się go w twoich bitwach i bitwach twoich sojuszników (XII.E.6), przed planami.
classic-prescience-after-voice = Głos poprzedza jasnowidzenie.
classic-prescience-not-element = `{ $element }` nie jest częścią planu bitwy.
classic-prescience-ask-for = Zapytaj o: { $elements } albo none.
classic-prescience-unused = Atrydzi nie używają jasnowidzenia.
classic-prescience-must-show = Jasnowidzenie: { $faction } { $faction_gender ->
    [pl] muszą pokazać
   *[other] musi pokazać
} Atrydom ten element swojego planu bitwy: { $element }.
classic-prescience-must-show-ally = Jasnowidzenie: { $faction } { $faction_gender ->
    [pl] muszą pokazać
   *[other] musi pokazać
} sojusznikowi Atrydów ({ $ally }) ten element swojego planu bitwy: { $element }.
classic-prescience-seen-they = { $faction } poznali dzięki jasnowidzeniu ten element twojego planu ({ $element }): nie może się już zmienić.
classic-prescience-seen-it = { $faction } { $faction_gender ->
    [pl] znają
   *[other] zna
} dzięki jasnowidzeniu ten element twojego planu ({ $element }): nie może się już zmienić.
classic-prescience-seen = Jasnowidzenie: { $faction }, { $element }: { $value }.

## Plany bitwy i zdrajcy (battle_plan.py)
classic-plan-no-battle = Żadna bitwa nie toczy się teraz.
classic-plan-not-in-battle = Nie bierzesz udziału w bitwie – { $territory }.
classic-plan-already-revealed = Plany bitwy są już odkryte.
classic-plan-wait-voice = Zaczekaj na Głos Bene Gesserit, zanim wyślesz plan.
classic-plan-wait-prescience = Zaczekaj na jasnowidzenie Atrydów, zanim wyślesz plan.
classic-plan-seen-by-karama = Atrydzi poznali dzięki Karamie cały twój plan: nie może się już zmienić.
classic-plan-yours = Twój plan bitwy – { $territory }: { $plan }.
classic-plan-yours-replaced = Twój plan bitwy – { $territory }: { $plan }. (zastępuje wcześniejszy plan)
classic-plan-sent = { $faction } { $faction_gender ->
    [pl] wysyłają
   *[other] wysyła
} plan bitwy.
classic-plan-dial-limit = Ustaw na tarczy bitewnej od 0 do { $count } – tyle żetonów masz tutaj.
classic-plan-dial-limit-starred = Ustaw na tarczy bitewnej od 0 do { $count } – tyle masz tu żetonów, licząc każdy twój elitarny żeton jako { $worth } (XV).
classic-plan-agreed-no-leaders = Uzgodniliście walkę bez przywódców: liczy się tylko tarcza bitewna.
classic-plan-command = `{ $command }`.
classic-plan-must-play-leader = Musisz zagrać przywódcę albo tanią bohaterkę/taniego bohatera, jeśli go masz.
classic-plan-available = Dostępni: { $leaders }.
classic-plan-no-leader-no-cards = Bez przywódcy nie możesz zagrywać kart zdrady.
classic-plan-not-held = Nie masz karty: { $card }.
classic-plan-not-held-twice = Nie masz dwóch kart: { $card }.
classic-plan-not-a-weapon = Karty { $card } nie można zagrać jako broni.
classic-plan-not-a-defense = Karty { $card } nie można zagrać jako obrony.
classic-plan-no-leader-to-play = Nie masz przywódcy do zagrania: użyj `none`.
classic-plan-you-can-play = Możesz zagrać: { $leaders }.
classic-plan-you-could-play = Możesz zagrać: { $cards }.
classic-plan-play-none-there = Zagraj tam `none`.
classic-plan-agree-before-plans = Walkę bez przywódców uzgadnia się, zanim ktokolwiek wyśle plan.
classic-plan-no-leaders-wait-voice = Zaczekaj na Głos Bene Gesserit, zanim uzgodnisz walkę bez przywódców.
classic-plan-no-leaders-wait-prescience = Zaczekaj na jasnowidzenie Atrydów, zanim uzgodnisz walkę bez przywódców.
classic-plan-already-offered = Już zaproponowałeś walkę bez przywódców.
classic-plan-both-no-leaders = { $territory }: obie strony zgadzają się walczyć bez przywódców; liczą się tylko żetony ustawione na tarczy (Q&A 7).
classic-plan-offers-no-leaders = { $faction } { $faction_gender ->
    [pl] proponują
   *[other] proponuje
} walkę bez przywódców – { $territory } (`no_leaders`, aby się zgodzić).
classic-plan-no-leader = bez przywódcy
classic-plan-none = brak
classic-plan-with-kwisatz = { $leader } z Kwisatz Haderach
classic-plan-dial-with-spice = { $dial } z { $spice } przyprawy
classic-plan-described = tarcza { $dial }, { $leader }, broń: { $weapon }, obrona: { $defense }
classic-plan-of = { $faction }: { $plan }
classic-plan-revealed = Plany bitwy – { $territory } — { $plans }.
classic-traitor-window = Zdrajcy? { $factions }: każdy odpowiada w tajemnicy `call_traitor yes` lub `call_traitor no` (pytanie pada w każdej bitwie, X.D.1).
classic-traitor-not-yours = { $leader } { $leader_gender ->
    [f] nie jest twoją zdrajczynią
   *[other] nie jest twoim zdrajcą
}: odpowiedz `call_traitor no` (X.D.1); `auto call` odpowiada za ciebie w każdej bitwie.
classic-traitor-yours = { $leader } { $leader_gender ->
    [f] to twoja zdrajczyni! `call_traitor yes`, aby ją ujawnić
   *[other] to twój zdrajca! `call_traitor yes`, aby go ujawnić
} i wygrać, albo `call_traitor no` (Q&A 7).
classic-traitor-for-ally = { $leader }, { $leader_gender ->
    [f] twoja zdrajczyni, prowadzi
   *[other] twój zdrajca, prowadzi
} frakcję { $foe } przeciw twojemu sojusznikowi ({ $ally })! `call_traitor yes`, aby { $leader_gender ->
    [f] ją
   *[other] go
} ujawnić: twój sojusznik wygrywa, jakby zdrajca był jego (tarcza Harkonnenów, XII.E.6); albo `call_traitor no`.
classic-traitor-not-asked = Nikt cię teraz nie pyta o zdrajcę w tej bitwie.
classic-traitor-who-answers = Po odkryciu planów każda strona (i Harkonnenowie, dla sojusznika) odpowiada raz `call_traitor yes|no`.
classic-traitor-not-in-pay = { $leader } { $leader_gender ->
    [f] nie jest twoją zdrajczynią
   *[other] nie jest twoim zdrajcą
}.
classic-traitor-answer-no = Odpowiedz `call_traitor no`.
classic-traitor-you-call = Twoja odpowiedź: zdrajca.
classic-traitor-you-do-not-call = Twoja odpowiedź: brak zdrajcy.
classic-traitor-revealed = Zdrajca! { $faction } { $faction_gender ->
    [pl] ujawniają
   *[other] ujawnia
}, że { $leader } { $leader_gender ->
    [f] to zdrajczyni
   *[other] to zdrajca
} na ich usługach.
classic-traitor-revealed-for-ally = Zdrajca! { $faction } { $faction_gender ->
    [pl] ujawniają
   *[other] ujawnia
}, że { $leader } { $leader_gender ->
    [f] to zdrajczyni
   *[other] to zdrajca
} na ich usługach, dla sojusznika ({ $ally }) (XII.E.6).

## Rozstrzygnięcie bitwy (battle_resolution.py)
classic-result-wins = { $faction } { $faction_gender ->
    [pl] wygrywają
   *[other] wygrywa
} – { $territory } ({ $won } do { $lost }).
classic-result-for-leaders-killed = za zabitych przywódców (X.C.4)
classic-result-chooses-losses = { $faction } { $faction_gender ->
    [pl] wybierają
   *[other] wybiera
} straty: { $ways } ({ $rule }).
classic-result-way = `lose { $number }`: { $losses }
classic-result-sentence = { $words }.
classic-starred-kind-sardaukar = Sardaukarów
classic-starred-kind-fedaykin = Fedaykinów
classic-starred-kind-starred = elitarnych
classic-result-loses-fitting = { $faction } { $faction_gender ->
    [pl] tracą
   *[other] traci
} { $losses } zgodnie z tarczą i przyprawą (XXII.C).
classic-result-loses-dialed = { $faction } { $faction_gender ->
    [pl] tracą
   *[other] traci
} { $count ->
    [one] { $count } żeton ustawiony na tarczy.
    [few] { $count } żetony ustawione na tarczy.
   *[many] { $count } żetonów ustawionych na tarczy.
}
classic-result-loses-dialed-starred = { $faction } { $faction_gender ->
    [pl] tracą
   *[other] traci
} żetony ustawione na tarczy ({ $count }): { $tokens } żet. ({ $starred } { $kind }), każdy elitarny wart { $worth } (XV).
classic-result-no-losses-to-choose = Nie masz teraz strat do wybrania.
classic-result-ways-to-lose = Straty można ponieść na { $count } sposoby.
classic-result-traitor-wins = { $faction } { $faction_gender ->
    [pl] wygrywają
   *[other] wygrywa
} – { $territory }: { $leader } { $leader_gender ->
    [f] była zdrajczynią
   *[other] był zdrajcą
}.
classic-result-for-traitor = za zdrajcę: { $leader } (X.D.2)
classic-result-both-traitors = Obaj przywódcy – { $territory } – byli zdrajcami: obie strony tracą wszystko.
classic-result-explosion = Rusznica laserowa i Tarcza! Wybuch niszczy wszystko – { $territory }.
classic-result-explosion-loses = { $faction } { $faction_gender ->
    [pl] tracą
   *[other] traci
} { $count ->
    [one] { $count } żeton.
    [few] { $count } żetony.
   *[many] { $count } żetonów.
}
classic-result-leader-killed = { $leader } ({ $faction }) trafia do kadzi Tleilaxan.
classic-result-receives-spice = { $faction } { $faction_gender ->
    [pl] otrzymują
   *[other] otrzymuje
} { $count } przyprawy { $why }.
classic-result-loses-all = { $faction } { $faction_gender ->
    [pl] tracą
   *[other] traci
} { $count ->
    [one] { $count } żeton
    [few] { $count } żetony
   *[many] { $count } żetonów
} – { $territory }.
classic-result-discards = { $faction } { $faction_gender ->
    [pl] odrzucają
   *[other] odrzuca
}: { $cards }.
classic-result-decides-keep = { $faction } { $faction_gender ->
    [pl] decydują
   *[other] decyduje
}, które zagrane karty zatrzymać (`keep all`, `keep none` lub `keep <card>`).
classic-result-nothing-to-keep = Nie masz teraz zagranych kart do zatrzymania ani odrzucenia.
classic-result-you-played = Zagrałeś: { $cards }.
classic-result-keep-usage = `keep all`, `keep none` lub `keep <one of them>`.

## Walka zaawansowana: przyprawa w bitwie (battle_spice.py)
classic-spice-wheel-cannot-show = Tarcza bitewna nie pokaże { $dial }.
classic-spice-wheel-cannot-show-basic = Tarcza bitewna nie pokaże { $dial } (połówki są w walce zaawansowanej).
classic-spice-dial-half = Ustaw liczbę całkowitą lub połówkę: 3 albo 3.5.
classic-spice-dial-whole = Ustaw liczbę całkowitą: 3.
classic-spice-only-advanced = Przyprawa wspiera żetony w bitwie tylko w walce zaawansowanej.
classic-spice-plan-without = Wyślij plan bez `spice=`.
classic-spice-cannot-commit = Masz { $held } przyprawy: nie możesz przeznaczyć { $count }.
classic-spice-from-to = `spice=` od 0 do { $most }.
classic-spice-one-per-token = Jedna przyprawa wspiera jeden żeton, a masz tu { $count }.
classic-spice-cannot-make = Żetony ({ $count }) i przyprawa ({ $spice }) nie dadzą na tarczy { $dial }.
classic-spice-dial-span = Z przyprawą ({ $spice }) ustaw od { $low } do { $high } (wsparte żetony liczą się w całości, pozostałe w połowie).
classic-spice-kept = { $faction } { $faction_gender ->
    [pl] zachowują
   *[other] zachowuje
} przyprawę z planu bitwy ({ $count }): wygrał zdrajca (XXII.A.2).
classic-spice-spent = { $faction } { $faction_gender ->
    [pl] płacą
   *[other] płaci
} do banku przyprawę z planu bitwy ({ $count }) (XXII.A.2).

## Karama (karama.py)
classic-karama-not-held = Nie masz karty Karama.
classic-karama-not-a-use = `{ $use }` nie jest sposobem użycia Karamy.
classic-karama-uses = Użycia: { $uses }.
classic-karama-nothing-more = `karama { $use }` nie przyjmuje niczego więcej.
classic-karama-command = `karama { $use }`.
classic-karama-barred-card = Karama to zablokowała: { $card } nie działa jako karta Karama i zostaje odrzucona (Q&A A.7).
classic-karama-no-peek = Karama: Atrydzi nie widzą już kart licytowanych w tej fazie.
classic-karama-no-prescience = Karama: brak jasnowidzenia Atrydów w tej bitwie.
classic-karama-atreides-not-seeing = Atrydzi nie widzą teraz przyszłości.
classic-karama-no-harkonnen-bonus = Nie ma teraz darmowej karty Harkonnenów do zablokowania.
classic-karama-no-bonus = Karama: Harkonnenowie nie biorą darmowej karty przy następnym zakupie.
classic-karama-no-advisor = Karama: brak duchowego doradcy przy tym transporcie.
classic-karama-no-voice = Karama: Głos milknie w tej bitwie.
classic-karama-worthless-barred = Karama: następna bezwartościowa karta zagrana przez Bene Gesserit jako Karama nie zadziała (XVII, Q&A A.7).
classic-karama-no-bg-advantage = Nie ma teraz przewagi Bene Gesserit do zablokowania.
classic-karama-no-shelter = Karama: Fremeni nie mogą odwrócić Shai-Huluda od swoich sojuszników.
classic-karama-no-worm-ride = Żaden Fremen nie dosiada teraz czerwia.
classic-karama-worm-devours = Karama: Shai-Hulud pożera { $count ->
    [one] { $count } żeton Fremenów
    [few] { $count } żetony Fremenów
   *[many] { $count } żetonów Fremenów
} – { $territory }.
classic-karama-on-your-bid = Zagraj ją w swojej kolejce licytacji.
classic-karama-buys-free = Karama: { $faction } { $faction_gender ->
    [pl] mogą zalicytować dowolną kwotę za tę kartę i nie zapłacą
   *[other] może zalicytować dowolną kwotę za tę kartę i nie zapłaci
} za nią.
classic-karama-on-your-move = Zagraj ją w swoim ruchu, przed transportem.
classic-karama-already-guild-rate = Twoje transporty już nie kosztują więcej niż stawka Gildii.
classic-karama-ships-guild-rate = Karama: { $faction } { $faction_gender ->
    [pl] transportują
   *[other] transportuje
} w tej turze po stawce Gildii.

## Karama przeciw dodatkowym przewagom (karama_bars.py)
classic-bar-needs-advantages = { $faction } { $faction_gender ->
    [pl] mają tę
   *[other] ma tę
} przewagę tylko z dodatkowymi przewagami (XV).
classic-bar-not-yours = Karta Karama blokuje przewagę przeciwnika, nie twoją.
classic-bar-stopped = Karama: { $stopped } w tej bitwie ({ $rule }).
classic-bar-stopped-kwisatz = Kwisatz Haderach nie dołącza do żadnego przywódcy Atrydów
classic-bar-stopped-capture = Harkonnenowie nie biorą w niewolę żadnego przywódcy
classic-bar-stopped-fedaykin = Fedaykini liczą się jako jeden żeton każdy
classic-bar-stopped-sardaukar = Sardaukarzy liczą się jako jeden żeton każdy
classic-bar-already-kwisatz = Kwisatz Haderach już nie dołącza do żadnego przywódcy Atrydów w tej bitwie.
classic-bar-already-capture = Harkonnenowie już nie biorą w niewolę żadnego przywódcy w tej bitwie.
classic-bar-already-fedaykin = Fedaykini już liczą się jako jeden żeton każdy w tej bitwie.
classic-bar-already-sardaukar = Sardaukarzy już liczą się jako jeden żeton każdy w tej bitwie.
classic-bar-not-fighting = { $faction } { $faction_gender ->
    [pl] nie toczą
   *[other] nie toczy
} teraz bitwy.
classic-bar-play-in-their-battle = Zagraj ją w ich bitwie, zanim wyślą plan.
classic-bar-before-reveal = Zagraj ją przed odkryciem planów bitwy.
classic-bar-plan-sent = { $faction }: plan już wysłany; zagraj ją wcześniej.
classic-bar-kwisatz-cannot-join = Kwisatz Haderach nie może teraz dołączyć do planu Atrydów.
classic-bar-no-starred = { $faction } { $faction_gender ->
    [pl] nie mają
   *[other] nie ma
} elitarnych żetonów – { $territory }.
classic-bar-sardaukar-vs-fremen = Przeciw Fremenom Sardaukar i tak jest wart jeden.
classic-bar-guild-not-waiting = Gildia nie czeka teraz na ruch poza kolejnością.
classic-bar-guild-when = Zagraj ją w fazie ruchu, zanim przyjdzie kolej Gildii.
classic-bar-guild-in-turn = Karama: Gildia musi wykonać ruch w swojej kolejce ({ $rule }).

## Specjalne moce Karamy (karama_powers.py)
classic-power-usage-take = `karama take <faction>: <card>, <card>` (karty, które dajesz w zamian)
classic-power-usage-see = `karama see <faction>` (strona tej bitwy, która wysłała plan)
classic-power-usage-stop = `karama stop <faction>` (przed jej transportem w tej turze)
classic-power-usage-worm = `karama worm <territory>` (terytorium piaszczyste)
classic-power-usage-revive = `karama revive <leader>` lub `karama revive <1-3>`
classic-power-sentence = { $usage }.
classic-power-not-in-game = Ta gra toczy się bez specjalnych mocy Karamy.
classic-power-create-with = Utwórz grę z `karama_powers=yes`.
classic-power-of = `karama { $use }` to specjalna moc Karamy frakcji { $faction }: tylko ona może jej użyć.
classic-power-round-storm = burza
classic-power-round-spice-blow = wysyp przyprawy
classic-power-round-bidding = licytacja
classic-power-round-revival = wskrzeszanie
classic-power-round-movement = ruch
classic-power-round-battle = bitwa
classic-power-rounds = `karama { $use }` zagrywa się w tych fazach: { $rounds }.
classic-power-say-whom = Powiedz, kogo lub co: { $usage }.
classic-power-another-faction = Wskaż inną frakcję z tej gry, nie { $name }.
classic-power-none-left = Nie masz już karty { $name } do oddania: każda oddana karta musi być w twojej ręce, oprócz zagrywanej Karamy.
classic-power-may-give = Karty, które możesz oddać: { $cards }.
classic-power-name-cards = Wskaż od jednej do { $count } swoich kart do oddania: tyle samo zabierasz frakcji { $faction }.
classic-power-take = Karama: Harkonnenowie zabierają w ciemno { $count ->
    [one] { $count } kartę
    [few] { $count } karty
   *[many] { $count } kart
} frakcji { $faction } i dają tyle samo w zamian (XVII).
classic-power-you-take = Zabierasz frakcji { $faction }: { $cards }.
classic-power-they-take = Harkonnenowie zabierają: { $taken } i dają ci: { $given }.
classic-power-no-plan-sent = { $faction }: brak wysłanego planu w tej bitwie.
classic-power-see-when = Zagraj ją, gdy plan zostanie wysłany, przed odkryciem.
classic-power-seen-already = Plan frakcji { $faction } już znasz.
classic-power-see = Karama: Atrydzi poznają plan bitwy frakcji { $faction } (XVII).
classic-power-seen-plan = Plan bitwy frakcji { $faction }: { $plan }.
classic-power-fremen-overland = Rezerwy Fremenów przybywają lądem z drugiej strony Diuny, nie spoza planety (tarcza Fremenów): Gildia nie może ich zatrzymać.
classic-power-no-shipment-left = { $faction } { $faction_gender ->
    [pl] nie mają już
   *[other] nie ma już
} transportu do wykonania w tej turze.
classic-power-stop = Karama: Gildia wstrzymuje transport frakcji { $faction } spoza planety w tej turze (XVII).
classic-power-worm-not-sand = Czerw niczego nie pożre – { $territory }: wezwij go na terytorium piaszczyste.
classic-power-worm = Karama: Fremeni wzywają Shai-Huluda – { $territory }; bez nexusa (XVII, Q&A A.8).

## Karty zagrywane poza bitwą (special_cards.py)
classic-special-not-held = Nie masz karty: { $card }.
classic-special-plays = { $faction } { $faction_gender ->
    [pl] zagrywają
   *[other] zagrywa
}: { $card }.
classic-special-ask-another = Zapytaj innego gracza.
classic-special-question-waiting = Pytanie Transu prawdy już czeka na odpowiedź.
classic-special-ask-yes-no = Zadaj pytanie tak/nie: `truthtrance <player> <question>`.
classic-special-truthtrance = Trans prawdy: { $faction } { $faction_gender ->
    [pl] pytają
   *[other] pyta
} frakcję { $target }: „{ $question }” (`answer yes` lub `answer no`).
classic-special-no-question = Żadne pytanie Transu prawdy nie czeka na twoją odpowiedź.
classic-special-answers-yes = { $faction } { $faction_gender ->
    [pl] odpowiadają
   *[other] odpowiada
} na „{ $question }”: tak.
classic-special-answers-no = { $faction } { $faction_gender ->
    [pl] odpowiadają
   *[other] odpowiada
} na „{ $question }”: nie.
classic-special-weather-when = Kontrolę pogody zagrywa się na początku fazy burzy.
classic-special-first-storm = Pierwszą burzę ustawiają tarcze (VI.A).
classic-special-storm-0-to-10 = Przesuń burzę o 0 do 10 sektorów.
classic-special-controls-weather = { $faction } { $faction_gender ->
    [pl] kontrolują
   *[other] kontroluje
} pogodę
classic-special-atomics-when = Rodowe atomówki zagrywa się po ustawieniu burzy, zanim się przesunie.
classic-special-wall-destroyed-already = Mur Zaporowy jest już zniszczony.
classic-special-need-tokens-near-wall = Potrzebujesz żetonów na Murze Zaporowym lub obok niego.
classic-special-places = { $territories }.
classic-special-atomics-losses = { $faction } { $faction_gender ->
    [pl] tracą
   *[other] traci
} { $count ->
    [one] { $count } żeton
    [few] { $count } żetony
   *[many] { $count } żetonów
} na Murze Zaporowym.
classic-special-wall-destroyed = Mur Zaporowy zniszczony: Arrakeen, Carthag i Basen Imperialny są odsłonięte na burzę (Q&A A.1: nie sektor, w którym jest teraz).
classic-special-hajr-when = Hajr zagrywa się podczas własnego ruchu.
classic-special-not-under-way = Gra nie trwa.
classic-special-revive-usage = `{ $command } <leader>` lub `{ $command } <1-{ $most }>`.
classic-special-no-tokens-in-tanks = Nie masz żetonów w kadziach Tleilaxan.
classic-special-revives-a-leader = `{ $command } <leader>` wskrzesza przywódcę.
classic-special-revive-1-to = Wskrześ od 1 do { $count } żetonów.
classic-special-revives-tokens = { $faction } { $faction_gender ->
    [pl] wskrzeszają
   *[other] wskrzesza
} { $count ->
    [one] { $count } żeton
    [few] { $count } żetony
   *[many] { $count } żetonów
} kartą { $card }.
classic-special-revives-tokens-starred = { $faction } { $faction_gender ->
    [pl] wskrzeszają
   *[other] wskrzesza
} żetony ({ $count }, w tym { $starred } { $kind }) kartą { $card }.
classic-special-leader-not-in-tanks = { $leader } nie jest w kadziach Tleilaxan.
classic-special-revives-leader = { $faction } { $faction_gender ->
    [pl] wskrzeszają
   *[other] wskrzesza
} przywódcę { $leader } kartą { $card }.

## Odwołania do arkusza pomocy i tarcz frakcji
classic-cite-aid-pad = Arkusz pomocy { $section }
classic-cite-pad = Arkusz { $section }
classic-cite-xvii-pad = XVII, arkusz { $section }
classic-cite-xvii-pad-atreides-1 = XVII, arkusz Atrydów 1
classic-cite-xvii-pad-harkonnen-1 = XVII, arkusz Harkonnenów 1
classic-cite-pad-emperor-1 = Arkusz, Imperator 1
classic-cite-atreides-shield = tarcza Atrydów
classic-cite-atreides-shield-qa-6 = tarcza Atrydów, Q&A 6
classic-cite-bg-shield = tarcza Bene Gesserit
classic-cite-guild-shield-xii-e-6 = tarcza Gildii, XII.E.6
classic-cite-with-xv = { $rule }, XV
