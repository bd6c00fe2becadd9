# O co gra pyta gracza: polecenia, każde z komendami, które na nie odpowiadają.
classic-prompt-weather = Przesuń burzę o { $count ->
    [one] { $count } sektor
    [few] { $count } sektory
   *[many] { $count } sektorów
} według odkrytego znacznika: `storm` (XVI.C).
classic-prompt-dial = Ustaw w tajemnicy dysk burzy: `dial N`, od { $low } do { $high }.
classic-prompt-coexist = Współistnieć na terytorium { $territory }? `coexist yes` (doradczynie) lub `coexist no` (wojowniczki).
classic-prompt-coexist-where = Gdzie twoje doradczynie stają się wojowniczkami? `coexist no <territory>`, potem `coexist yes` (doradczynie: { $territories }).
classic-prompt-protect = Czerw zaraz pożre { $territory }: chronić tam oddziały sojuszników? `protect yes` lub `protect no`.
classic-prompt-ride = Dosiądź czerwia: `ride <territory> [sector]` lub `ride`, by zostać.
classic-prompt-place-worm = Umieść czerwia na dowolnym terytorium: `place_worm <territory>`.
classic-prompt-bid = Karta { $card }: zaoferuj więcej niż { $bid } lub spasuj.
classic-prompt-advise = Wysłać duchową doradczynię na terytorium { $territory }? `advise yes` lub `advise no` (`auto advise yes|no` odpowiada po każdym transporcie).
classic-prompt-move-now = Wykonać ruch teraz, przed: { $faction }? `move_now yes` lub `move_now no` (`auto move_now later` odpowiada nie przed każdym ruchem).
classic-prompt-move-now-next = Wykonać ruch teraz, przed następnym? `move_now yes` lub `move_now no` (`auto move_now later` odpowiada nie przed każdym ruchem).
classic-prompt-free-revival = Pozwolić sojusznikowi ({ $ally }) przywrócić za darmo trzy oddziały w tej rundzie? `{ $command }`.
classic-prompt-revive = Przywróć jeszcze do { $count } { $count ->
    [one] oddziału
   *[other] oddziałów
} po 2 przyprawy: `revive N`.
classic-prompt-revive-affordable = Przywróć jeszcze do { $count } { $count ->
    [one] oddziału
   *[other] oddziałów
} po 2 przyprawy (teraz stać cię na { $affordable }): `revive N`.
classic-prompt-for-your-ally = {" "}dla sojusznika ({ $ally })
classic-prompt-battle = Wybierz następną bitwę: `battle <territory> [opponent]`.
classic-prompt-voice = Użyć Głosu{ $ally }? `voice play|not <kind>` lub `voice none`.
classic-prompt-prescience = Użyć przewidywania{ $ally }? `prescience leader|dial|weapon|defense|none`.
classic-prompt-plan = Wyślij plan bitwy o { $territory }: `{ $usage }`.
classic-prompt-call-traitor = Plany odkryte: czy przywódca naprzeciw ciebie (lub sojusznika) jest zdrajcą na twoim żołdzie? `call_traitor yes` lub `call_traitor no` (`auto call` odpowiada za ciebie w każdej bitwie).
classic-prompt-lose = Wybierz straty zgodne z dyskiem (X.C.6, XV): { $ways }.
classic-prompt-lose-advanced = Wybierz straty zgodne z dyskiem i przyprawą (XXII.C): { $ways }.
classic-prompt-lose-way = `lose { $number }`: { $losses }
classic-losses-none = żadnych oddziałów
classic-losses-tokens = { $count ->
    [one] { $count } oddział
    [few] { $count } oddziały
   *[many] { $count } oddziałów
}
classic-losses-starred = { $kind }: { $count }
classic-prompt-keep = Zachować zagrane karty? `keep all`, `keep none`, `keep <card>`.
classic-prompt-capture = Twój jeniec to { $leader }: `capture kill` (do kadzi, 2 przyprawy), `capture keep` (na jedną bitwę) lub `capture free`.

# Formularz planu bitwy i zaproszenie do niego.
classic-form-title = Tajny plan bitwy
classic-form-button = Ułóż plan bitwy
classic-form-dial = Oddziały na dysku
classic-form-dial-help = od 0 do liczby twoich oddziałów na terytorium
classic-form-leader = Przywódca
classic-form-leader-help = jeden z twoich przywódców, Tani bohater (Tania bohaterka) lub none
classic-form-weapon = Broń
classic-form-weapon-help = karta broni z twojej ręki (puste: brak)
classic-form-defense = Osłona
classic-form-defense-help = karta osłony z twojej ręki (puste: brak)
classic-form-strength = Siła na dysku
classic-form-strength-help = całe lub pół (3.5): wsparte oddziały liczą się 1, pozostałe 1/2
classic-form-spice = Przyprawa wspierająca oddziały
classic-form-spice-help = jedna przyprawa na oddział w pełnej sile (puste: brak)
classic-offer-dial = Dysk od 0 do { $most }. Przywódcy: { $leaders }.
classic-offer-dial-advanced = Dysk od 0 do { $most }, co pół; przyprawa od 0 do { $spice }, jedna na oddział w pełnej sile. Przywódcy: { $leaders }.
classic-offer-no-leaders = brak dostępnych
classic-offer-cards = Karty, które możesz zagrać: { $cards }.
classic-offer-no-cards = brak
classic-offer-press = Naciśnij przycisk, by otworzyć formularz, lub wyślij `/do plan ...`.

# Odmowy zasad planszy i komendy, której nie wydaje żaden gracz.
classic-not-a-player-command = `{ $command }` nie jest w tej grze komendą gracza.
classic-needs-option = `{ $command }` gra się tylko z opcją `{ $option }=yes`, z którą ta gra nie została utworzona.
classic-advantages-not-played = `{ $command }` należy do dodatkowych zdolności postaci (XV), bez których toczy się ta gra.
classic-of-which = {" "}({ $kind }: { $count })
classic-starred-tokens = elitarne
classic-starred-none = Tylko Sardaukarzy Imperatora i Fedajkini Fremenów są oddziałami elitarnymi, przy dodatkowych zdolnościach (XV).
classic-starred-leave-out = Pomiń `starred=`.
classic-starred-too-many = { $kind } { $where }: masz { $have }; wskaż najwyżej { $most } z { $count } oddziałów.
classic-starred-or-less = `starred={ $most }` lub mniej.
classic-starred-too-few = Zwykłe oddziały { $where }: masz { $ordinary }; wśród { $count } oddziałów musi być co najmniej { $least } ({ $kind }).
classic-starred-or-more = `starred={ $least }` lub więcej.

# Opis każdej komendy w pomocy: `classic-command-<name>`.
classic-command-traitor = Wybierz zdrajcę, którego zatrzymujesz spośród czterech wylosowanych przywódców (III.E.2).
classic-command-predict = Bene Gesserit: przepowiedz w tajemnicy zwycięską frakcję i rundę.
classic-command-place = Przygotowanie: Fremeni umieszczają oddziały w Sicz Tabr, False Wall South lub False Wall West; przy współistnieniu (XV.B.1) Bene Gesserit umieszczają jeden oddział gdziekolwiek.
classic-command-dial = Ustaw dysk burzy: 0-20 w pierwszej rundzie, potem 1-3 (VI.A-B).
classic-command-storm = Fremeni, z zasadą pogody: przesuń burzę o odkryty znacznik (XVI.C).
classic-command-bid = Zaoferuj przyprawę za kartę na licytacji (VIII.B).
classic-command-pass = Spasuj przy karcie na licytacji (VIII.B).
classic-command-auto = Tajne stałe rozkazy, wykonywane od razu za ciebie: `auto call` odpowiada na każde pytanie o zdrajcę (tak tylko, gdy przywódca jest na twoim żołdzie; `auto call off`); Bene Gesserit `auto advise yes|no|off`; Gildia, z dodatkowymi zdolnościami, `auto move_now later|off`. Oferty: `auto 5` oferuje do 5 za tę kartę, `auto 5 round` za każdą kartę tej licytacji, `auto pass`, `auto off`.
classic-command-revive = Zapłać 2 przyprawy za oddział, by przywrócić oddziały ponad darmowe przywrócenia (IX.B).
classic-command-ship = Przetransportuj oddziały z rezerwy (IX.C.1). Gildia: `from=<territory>`, by przerzucić je między terytoriami, `ship 4 reserves from=<territory>`, by zabrać je z powrotem. Fremeni: darmowe przybycie w pobliżu The Great Flat.
classic-command-move = Przemieść grupę oddziałów z jednego terytorium na inne (IX.C.2).
classic-command-revive-leader = Na końcu swojego ruchu zapłać siłę przywódcy, by go przywrócić (IX.D).
classic-command-move-now = Gildia, z dodatkowymi zdolnościami (XV): `move_now yes` wykonuje twój ruch przed graczem, który ma ruch; `move_now no` pozwala mu ruszyć się pierwszemu.
classic-command-done = Zakończ swój ruch w tej rundzie.
classic-command-advise = Bene Gesserit: wyślij za darmo jeden oddział na Nieckę polarną po transporcie innego gracza (przy współistnieniu na terytorium transportu, XV.B.3).
classic-command-coexist = Bene Gesserit: współistniej (yes: doradczynie) lub nie (no: wojowniczki) tam, gdzie pytają; przed ruchami `coexist no <territory>` dla każdego, potem `coexist yes` (XV.B.5).
classic-command-ride = Fremeni: przemieść swoje oddziały z terytorium czerwia (lub samo `ride`, by zostać).
classic-command-place-worm = Fremeni, z dodatkowymi zdolnościami (XV): umieść kolejnego czerwia z tego wybuchu przyprawy na dowolnym terytorium; pożera tylko na pustyni.
classic-command-battle = Agresor: wybierz następną bitwę (terytorium i przeciwnika, jeśli jest ich kilku) (X.A.3).
classic-command-plan = Tajny plan bitwy: oddziały na dysku, przywódca (lub none), broń, osłona (X.B); w zaawansowanej walce połówki i spice=N (XXII).
classic-command-lose = Zwycięzca bitwy: ponieś straty numer N spośród proponowanych sposobów (XXII.C; X.C.6 z oddziałami elitarnymi, XV).
classic-command-voice = Bene Gesserit w bitwie: rozkaż przeciwnikowi zagrać lub nie zagrać rodzaju karty.
classic-command-prescience = Atrydzi w bitwie: zobacz jeden element planu przeciwnika (lub żaden).
classic-command-no-leaders = Zaproponuj (lub zgódź się) stoczyć tę bitwę bez przywódców (P&O 7).
classic-command-call-traitor = Ujawnij przywódcę przeciwnika jako swojego zdrajcę lub nie (X.D, P&O 7).
classic-command-keep = Zwycięzca bitwy: zachowaj `all`, `none` lub jedną nazwaną zagraną kartę (X.C.6).
classic-command-capture = Harkonnenowie, z dodatkowymi zdolnościami (XV): `capture kill` wysyła właśnie pojmanego przywódcę do kadzi jego właściciela za 2 przyprawy; `capture keep` zatrzymuje go na jedną bitwę; `capture free` pozwala mu wrócić.
classic-command-ally = W nexusie: poproś o sojusz lub o dołączenie; sojusz powstaje, gdy poproszą obie strony, każdy członek (XII.C).
classic-command-unally = W nexusie: wystąp ze swojego sojuszu (XII.D).
classic-command-ready = W nexusie: skończyłeś zawierać i zrywać sojusze (XII.C.5).
classic-command-grant = Imperator: daj przyprawę sojusznikowi, w dowolnej chwili, na dowolny cel (XII.E.6).
classic-command-protect = Fremeni: ocal (yes) lub nie (no) oddziały sojuszników przed czerwiem (XII.E.6).
classic-command-free-revival = Fremeni: pozwól sojusznikowi przywrócić za darmo trzy oddziały w tej rundzie lub nie (XII.E.6).
classic-command-truthtrance = Zagraj Trans prawdy: zadaj graczowi jedno pytanie tak/nie, na które odpowie zgodnie z prawdą.
classic-command-answer = Odpowiedz na zadane ci pytanie Transu prawdy: `answer yes` lub `answer no`.
classic-command-weather-control = Zagraj Kontrolę pogody na początku fazy burzy: przesuń burzę o 0-10.
classic-command-family-atomics = Zagraj Rodowe atomówki, zanim burza się przesunie: zniszcz Shield Wall.
classic-command-hajr = Zagraj Hadżr podczas swojego ruchu: jeden dodatkowy ruch grupy.
classic-command-ghola = Zagraj Gholę z Tleilaxu: `ghola <leader>` lub `ghola <1-5>` oddziałów, za darmo.
classic-command-karama = Zagraj Karamę: raz anuluj zdolność frakcji, kup kartę za darmo lub przetransportuj po stawce Gildii. `karama atreides|harkonnen|bene_gesserit|fremen`, `karama buy`, `karama ship`; przeciw dodatkowym zdolnościom (XV): `karama kwisatz|capture|fedaykin|sardaukar|guild`; moce specjalne (XVII): `karama take|see|stop|worm|revive <target>`.
classic-command-support = Obiecaj przyprawę na licytacje i transporty sojusznika w tej rundzie (XII.E.3-4).
classic-command-bribe = Zapłać przyprawę innemu graczowi, jawnie, z warunkami umowy (XIII).
classic-command-reveal = Pokaż wszystkim swoją przyprawę, karty lub zdrajców (XIII.A). `reveal spice`, `reveal cards` (ile ich masz), `reveal hand` (które), `reveal traitors`.
classic-command-set-spice = Moderator: ustaw przyprawę frakcji (z banku lub do banku).
classic-command-set-tokens = Moderator: ustaw oddziały frakcji w jednej sekcji, biorąc je z rezerwy lub oddając do niej.
classic-command-give-card = Moderator: daj frakcji kartę zdrady z talii lub ze stosu odrzuconych.
classic-command-take-card = Moderator: zabierz kartę zdrady z ręki frakcji na stos odrzuconych.
classic-command-set-storm = Moderator: umieść burzę w sektorze (bez przejścia).
classic-command-stack = Moderator: połóż nazwaną kartę na wierzchu talii przyprawy lub zdrady.
classic-command-kill-leader = Moderator: wyślij przywódcę do kadzi.
classic-command-restore-leader = Moderator: przywróć za darmo przywódcę z kadzi.
classic-command-set-turn = Moderator: ustaw numer rundy.
classic-command-form-alliance = Moderator: zawrzyj sojusz dwóch frakcji (druga dołącza do sojuszu pierwszej).
classic-command-break-alliance = Moderator: wyjmij frakcję z jej sojuszu.
classic-command-set-traitors = Moderator: ustaw w tajemnicy zdrajców frakcji (`set_traitors h feyd, piter`).
classic-command-set-prediction = Moderator: ustaw tajną przepowiednię Bene Gesserit (frakcja i runda).
classic-command-set-board-spice = Moderator: ustaw przyprawę w jednej sekcji planszy (z banku lub do banku).
classic-command-set-shield-wall = Moderator: ustaw, czy Shield Wall stoi (`set_shield_wall no`: zniszczony, jak przez Rodowe atomówki).
classic-command-set-kwisatz = Moderator: ustaw oddziały utracone w bitwach przez Atrydów (Kwisatz Haderach budzi się przy 7) i czy Kwisatz Haderach jest w kadziach.
classic-command-set-weather = Moderator: ustaw tajny znacznik burzy wylosowany przez Fremenów na następną rundę (1-6).
classic-command-set-advisors = Moderator: ustaw, czy oddziały Bene Gesserit na terytorium są doradczyniami (`yes`, współistnienie) czy wojowniczkami (`no`).
classic-command-set-captured = Moderator: ustaw, czy Harkonnenowie trzymają pojmanego przywódcę innej frakcji (`set_captured duncan yes`), czy pozwalają mu wrócić (`no`).

# Pomoc do argumentów każdej komendy.
classic-command-traitor-leader = imię przywódcy
classic-command-predict-faction = frakcja
classic-command-predict-turn = runda, w której wygrywa
classic-command-place-count = oddziały do umieszczenia (zasada podaje, ile zostało)
classic-command-place-territory = terytorium Diuny
classic-command-place-sector = sektor, jeśli terytorium obejmuje kilka
classic-command-place-starred = XV: ile z nich to Fedajkini; bez podania żadne
classic-command-dial-number = twój dysk burzy
classic-command-bid-amount = twoja oferta w przyprawie
classic-command-auto-instruction = call, call off, advise yes|no|off, move_now later|off; oferty: liczba (potem round), pass lub off
classic-command-revive-count = oddziały do przywrócenia za przyprawę (zasada podaje, ile możesz: IX.B.2)
classic-command-ship-count = oddziały do transportu (zasada podaje twoją rezerwę)
classic-command-ship-territory = terytorium Diuny
classic-command-ship-sector = sektor, jeśli terytorium obejmuje kilka
classic-command-ship-source = terytorium Diuny
classic-command-ship-source-sector = sektor, z którego ruszasz, jeśli jest ich kilka
classic-command-ship-starred = XV: ile oddziałów jest elitarnych (Sardaukarzy, Fedajkini); bez podania najpierw zwykłe
classic-command-move-count = oddziały do przemieszczenia (zasada podaje, ile ich tam masz)
classic-command-move-source = terytorium Diuny
classic-command-move-territory = terytorium Diuny
classic-command-move-sector = sektor, jeśli terytorium obejmuje kilka
classic-command-move-source-sector = sektor, z którego ruszasz, jeśli jest ich kilka
classic-command-move-starred = XV: ile oddziałów jest elitarnych (Sardaukarzy, Fedajkini); bez podania najpierw zwykłe
classic-command-revive-leader-leader = imię przywódcy
classic-command-move-now-now = yes, by ruszyć teraz, no, by czekać (za każdym razem: pomyłka zdradziłaby ruch Gildii)
classic-command-advise-send = true, by wysłać doradczynię (false: żadnej)
classic-command-coexist-yes = true, by współistnieć (doradczynie), false dla wojowniczek
classic-command-coexist-territory = terytorium Diuny
classic-command-ride-territory = terytorium Diuny
classic-command-ride-sector = sektor, jeśli terytorium obejmuje kilka
classic-command-place-worm-territory = terytorium Diuny
classic-command-battle-territory = terytorium Diuny
classic-command-battle-opponent = frakcja
classic-command-plan-dial = oddziały na dysku (od 0 do twoich tam; elitarny liczy się 2, XV; połówki jak 3.5 w zaawansowanej walce, XXII.B)
classic-command-plan-leader = przywódca, Tani bohater (Tania bohaterka) lub none
classic-command-plan-weapon = karta zdrady lub none
classic-command-plan-defense = karta zdrady lub none
classic-command-plan-kwisatz = XV: Atrydzi, Kwisatz Haderach dołącza do przywódcy (+2)
classic-command-lose-choice = numer sposobu
classic-command-voice-command = play lub not, rodzaj karty, lub none
classic-command-voice-kind = projectile weapon, poison defense, ...
classic-command-prescience-element = część planu do zobaczenia
classic-command-call-traitor-call = true, by ujawnić zdrajcę, false, by nie ujawniać
classic-command-keep-what = all, none lub karta
classic-command-capture-what = kill, keep lub free
classic-command-ally-faction = frakcja
classic-command-grant-ally = frakcja
classic-command-grant-amount = przyprawa do przekazania
classic-command-protect-yes = true, by je chronić, false, by nie chronić
classic-command-free-revival-ally = frakcja
classic-command-free-revival-yes = true, by pozwolić, false, by nie pozwolić
classic-command-truthtrance-target = frakcja
classic-command-truthtrance-question = pytanie tak/nie
classic-command-answer-yes = twoja prawdziwa odpowiedź
classic-command-weather-control-steps = sektory, o które przesuwa się burza (0-10)
classic-command-ghola-what = przywódca w twoich kadziach lub 1-5 oddziałów
classic-command-karama-use = zdolność do anulowania, buy, ship lub moc specjalna
classic-command-karama-target = kogo lub co obejmuje moc specjalna
classic-command-support-ally = frakcja
classic-command-support-amount = obiecana przyprawa
classic-command-bribe-to = frakcja
classic-command-bribe-amount = przyprawa do zapłaty
classic-command-bribe-note = warunki umowy
classic-command-reveal-what = spice, cards, hand lub traitors
classic-command-set-spice-faction = frakcja
classic-command-set-tokens-faction = frakcja
classic-command-set-tokens-territory = terytorium Diuny
classic-command-give-card-faction = frakcja
classic-command-give-card-card = karta zdrady
classic-command-take-card-faction = frakcja
classic-command-take-card-card = karta zdrady
classic-command-stack-card = karta przyprawy lub zdrady
classic-command-kill-leader-leader = imię przywódcy
classic-command-restore-leader-leader = imię przywódcy
classic-command-form-alliance-faction = frakcja
classic-command-form-alliance-other = frakcja
classic-command-break-alliance-faction = frakcja
classic-command-set-traitors-faction = frakcja
classic-command-set-traitors-leaders = przywódcy oddzieleni przecinkami lub none
classic-command-set-prediction-faction = frakcja
classic-command-set-board-spice-territory = terytorium Diuny
classic-command-set-advisors-territory = terytorium Diuny
classic-command-set-captured-leader = imię przywódcy
