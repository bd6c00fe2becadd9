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
classic-the-polar-sink = Niecka polarna
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
classic-advantages-not-played = `{ $command }` należy do dodatkowych zdolności postaci (XV), bez których toczy się ta gra.
classic-of-which = {" "}({ $kind }: { $count })
classic-starred-tokens = elitarne
classic-starred-none = Tylko Sardaukarzy Imperatora i Fedajkini Fremenów są oddziałami elitarnymi, przy dodatkowych zdolnościach (XV).
classic-starred-leave-out = Pomiń `starred=`.
classic-starred-too-many = { $kind } { $where }: masz { $have }; wskaż najwyżej { $most } z { $count } oddziałów.
classic-starred-or-less = `starred={ $most }` lub mniej.
classic-starred-too-few = Zwykłe oddziały { $where }: masz { $ordinary }; wśród { $count } oddziałów musi być co najmniej { $least } ({ $kind }).
classic-starred-or-more = `starred={ $least }` lub więcej.
