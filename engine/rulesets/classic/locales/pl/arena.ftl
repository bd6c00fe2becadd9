# POJEDYNEK (1984): Arena Pojedynków, jej karty i walka od początku do końca
# (phases/arena*.py, play/table_arena.py, protocol/arena_commands.py).

## Karty Pojedynku (III.3)
classic-arena-card-attack-in = Atak do Środka
classic-arena-card-attack-out = Atak na Zewnątrz
classic-arena-card-attack-right = Atak w Prawo
classic-arena-card-attack-left = Atak w Lewo
classic-arena-card-throwing-knife = Nóż do Rzucania
classic-arena-card-poison-attacker-from-out = Otruj Atakującego z Zewnątrz
classic-arena-card-poison-attacker-from-in = Otruj Atakującego od Środka
classic-arena-card-poison-attacker-from-right = Otruj Atakującego z Prawej
classic-arena-card-poison-attacker-from-left = Otruj Atakującego z Lewej
classic-arena-card-place-block = Postaw Blokadę
classic-arena-card-jump-block = Przeskocz Blokadę
classic-arena-card-pick-up-block = Zdejmij Blokadę
classic-arena-card-move-or-attack-three = Trzy Ruchy lub Ataki
classic-arena-card-flee-arena-with-honor = Ucieczka z Areny z Honorem
classic-arena-a-card = karta Pojedynku
classic-arena-none = brak

## Strony sektora i etapy walki
classic-arena-side-in = wewnętrznej
classic-arena-side-out = zewnętrznej
classic-arena-side-left = lewej
classic-arena-side-right = prawej
classic-arena-step-leaders = walczący wybierają przywódców
classic-arena-step-place = przywódcy są ustawiani
classic-arena-step-backing = walczący wybierają wsparcie
classic-arena-step-seconds = pozostali gracze wybierają strony
classic-arena-step-duel = trwa pojedynek
classic-arena-hint-leaders = Walczący wysyła `duel_leader <przywódca>`.
classic-arena-hint-place = Walczący, którego jest kolej, wysyła `duel_place <sektor>`.
classic-arena-hint-backing = Walczący w Kanly wysyła `duel_back <przyprawa>` (0: bez wsparcia).
classic-arena-hint-seconds = Każdy inny gracz wysyła `second <strona> <przywódca>` (lub `second none`, gdy została mu tylko postać główna).
classic-arena-hint-duel = W swojej kolejce: `duel_move <sektor>`, `duel_card <karta> [sektor] [sektor]` lub `duel_done`.

## Walka się zaczyna (V.1-2, VI)
classic-arena-kanly = Kanly! { $faction } i { $target } toczą pojedynek na arenie; gra jest wstrzymana.
classic-arena-no-leader = Kanly nie dochodzi do skutku: gracz nie ma przywódcy, którego mógłby wysłać na arenę.
classic-arena-war = Wojna Asasynów! { $factions } wysyłają przywódców na arenę.
classic-arena-no-war = Nie ma Wojny Asasynów: mniej niż dwóch graczy ma przywódcę do wysłania.
classic-arena-no-fight = Na arenie nie toczy się żadna walka.
classic-arena-not-now = Nie teraz: { $step }.
classic-arena-not-fighter = Tylko walczący wysyłają przywódcę na arenę.
classic-arena-you-choose = Wysyłasz { $leader } na arenę, zakrytego.
classic-arena-chose = { $faction } { $faction_gender ->
    [pl] mają
   *[other] ma
} wybranego przywódcę.
classic-arena-leaders-free = Przywódcy, których możesz wysłać: { $leaders }.
classic-arena-to-place = Przywódcy są ustawiani zakryci w sektorach zewnętrznych, po kolei.
classic-arena-places-now = Teraz przywódcę ustawia: { $faction }.
classic-arena-not-entry = { $sector } nie jest wolnym sektorem do wejścia.
classic-arena-sectors-free = Wolne sektory: { $sectors }.
classic-arena-enters = { $faction } { $faction_gender ->
    [pl] ustawiają
   *[other] ustawia
} zakrytego przywódcę w { $sector }.
classic-arena-to-back = Walczący w tajemnicy wykładają przyprawę wspierającą przywódców, od 0 do { $most }.
classic-arena-backing-range = Możesz wesprzeć przywódcę przyprawą w ilości od 0 do { $most }.
classic-arena-you-back = Wspierasz przywódcę przyprawą: { $count }.
classic-arena-backed = { $faction } { $faction_gender ->
    [pl] wspierają
   *[other] wspiera
} przywódcę przyprawą: { $count }.
classic-arena-to-second = Każdy inny gracz wysyła w tajemnicy zakrytego przywódcę jako sekundanta jednej ze stron.
classic-arena-fighter-no-second = Walczący nie jest sekundantem.
classic-arena-seconded = Już odpowiedziałeś w tym pojedynku.
classic-arena-must-second = Musisz wysłać sekundanta: bez niego może się obyć tylko gracz, któremu została jedynie postać główna.
classic-arena-second-needs-leader = Podaj przywódcę, którego wysyłasz jako sekundanta.
classic-arena-not-a-side = { $faction } nie { $faction_gender ->
    [pl] walczą
   *[other] walczy
} w tym pojedynku.
classic-arena-hint-second = `second <strona> <przywódca>`: strony { $sides }; twoi przywódcy { $leaders }{ $decline ->
    [yes] ; lub `second none`
   *[no] {""}
}.
classic-arena-you-decline = Nie wysyłasz sekundanta.
classic-arena-you-second = Wysyłasz { $leader } jako sekundanta strony: { $side }.
classic-arena-second-shown = { $faction } { $faction_gender ->
    [pl] wspierają
   *[other] wspiera
} stronę { $side } zakrytym przywódcą.

## Pojedynek (V.4-11)
classic-arena-begins = Pojedynek się zaczyna: pierwszy ruch ma { $faction }.
classic-arena-wait-defence = Zaczekaj: na atak odpowiada { $faction }.
classic-arena-turn-of = Na arenie jest kolej: { $faction }.
classic-arena-cannot-step = Nie możesz przejść do { $sector }.
classic-arena-hint-steps = Sektory, do których możesz przejść: { $sectors }.
classic-arena-moves = { $faction } { $faction_gender ->
    [pl] przesuwają
   *[other] przesuwa
} przywódcę do { $sector }.
classic-arena-draws = { $faction } { $faction_gender ->
    [pl] dobierają
   *[other] dobiera
} kartę Pojedynku.
classic-arena-you-draw = Dobierasz kartę { $card }.
classic-arena-reshuffled = Talia Pojedynku się wyczerpała: odrzucone karty zostają potasowane w nową talię.
classic-arena-ends-turn = { $faction } { $faction_gender ->
    [pl] kończą
   *[other] kończy
} kolejkę na arenie.
classic-arena-forfeits = { $faction } nie { $faction_gender ->
    [pl] mogą
   *[other] może
} ani się ruszyć, ani zagrać karty i { $faction_gender ->
    [pl] tracą
   *[other] traci
} ruchy.
classic-arena-defence-only = Kartę obrony zagrywa się tylko w odpowiedzi na atak.
classic-arena-hint-defend = Zaatakowany odpowiada `defend <karta>` lub `defend none`.
classic-arena-not-playable = Karty { $card } nie można teraz zagrać.
classic-arena-hint-held = Twoje karty Pojedynku: { $cards }.
classic-arena-plays = { $faction } { $faction_gender ->
    [pl] zagrywają
   *[other] zagrywa
} kartę { $card }.
classic-arena-attacks = { $faction } { $faction_gender ->
    [pl] atakują
   *[other] atakuje
}: { $target }.
classic-arena-knife-target = Nóż do Rzucania sięga przywódcy odległego o jeden lub dwa sektory, bez blokady pomiędzy.
classic-arena-hint-sectors = Sektory: { $sectors }.
classic-arena-block-where = Podaj prostą granicę bez blokady: dwa sąsiednie sektory jednego pierścienia.
classic-arena-hint-borders = Granice: { $borders }.
classic-arena-block-placed = Blokada stoi między { $first } a { $second }.
classic-arena-no-block-there = Na tej granicy nie ma blokady.
classic-arena-block-removed = Blokada między { $first } a { $second } zostaje zdjęta z areny.
classic-arena-cannot-jump = Podaj wolny sektor za blokadą od twojego.
classic-arena-three-more = { $faction } { $faction_gender ->
    [pl] mają
   *[other] ma
} w tej kolejce jeszcze { $count ->
    [one] { $count } ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
}.
classic-arena-flees = { $faction } { $faction_gender ->
    [pl] uciekają
   *[other] ucieka
} z areny z honorem.

## Ataki i obrony (V.7-8)
classic-arena-revealed = Przywódca frakcji { $faction } zostaje odkryty: { $leader }, wartość { $count }.
classic-arena-no-attack-on-you = Żaden atak na twojego przywódcę nie czeka na odpowiedź.
classic-arena-wrong-side = { $card } nie odpowiada na atak z tej strony.
classic-arena-hint-side = Atak nadchodzi z twojej { $side } strony.
classic-arena-defends = { $faction } { $faction_gender ->
    [pl] bronią
   *[other] broni
} się kartą { $card }.
classic-arena-paid = { $faction } { $faction_gender ->
    [pl] biorą
   *[other] bierze
} od: { $target } { $backing } przyprawy ze wsparcia i { $worth } z wartości; ich przywódca jest teraz wart { $count }.
classic-arena-leader-killed = { $leader } ({ $faction }) ginie na arenie i trafia do kadzi Tleilaxan.

## Koniec (V.3, V.9, VI)
classic-arena-wins = { $faction } { $faction_gender ->
    [pl] wygrywają
   *[other] wygrywa
} walkę: { $leader }.
classic-arena-no-winner = Walka kończy się bez zwycięzcy.
classic-arena-second-was = { $faction }: sekundant strony { $side } to { $leader }.
classic-arena-second-paid = { $faction } { $faction_gender ->
    [pl] odzyskują
   *[other] odzyskuje
} sekundanta i { $count } przyprawy z banku.
classic-arena-backing-back = { $faction } { $faction_gender ->
    [pl] odbierają
   *[other] odbiera
} { $count } przyprawy wsparcia.
classic-arena-restored = Przywódcy, którzy przeżyli, odzyskują pełną wartość.

## Na co czeka gra
classic-arena-prompt-leader = Wybierz w tajemnicy przywódcę na arenę: `duel_leader <przywódca>`.
classic-arena-prompt-place = Ustaw zakrytego przywódcę: `duel_place <sektor>` ({ $sectors }).
classic-arena-prompt-back = Wesprzyj w tajemnicy przywódcę przyprawą od 0 do { $most }: `duel_back <przyprawa>`.
classic-arena-prompt-second = Wesprzyj w tajemnicy jedną ze stron: `second <strona> <przywódca>` (lub `second none`, gdy została ci tylko postać główna).
classic-arena-prompt-defend = Jesteś atakowany: `defend <karta>` lub `defend none`.
classic-arena-prompt-turn = Twoja kolejka na arenie (pozostałe ruchy: { $count }): `duel_move <sektor>`, `duel_card <karta> [sektor] [sektor]` lub `duel_done`.

## Opcja i komendy
classic-arena-file-kind = arena
classic-arena-file-noun = areną
classic-arena-file-shape = Jego kształt to kształt odtworzonej areny: engine/rulesets/classic/data/arena.py, ARENA.
classic-option-arena-file = POJEDYNEK, III.2-3: ścieżka pliku JSON z własną Areną Pojedynków grupy i liczbami kart Pojedynku (ten sam kształt co ARENA w engine/rulesets/classic/data/arena.py), zamiast odtworzonej; czytany raz przy tworzeniu gry i przechowywany w grze.
classic-command-duel-leader = Walczący: wybierz w tajemnicy przywódcę, którego wysyłasz na arenę (V.2).
classic-command-duel-leader-leader = jeden z twoich żywych i wolnych przywódców
classic-command-duel-place = Walczący: ustaw zakrytego przywódcę w wolnym zewnętrznym sektorze areny (V.2).
classic-command-duel-place-sector = wolny sektor (O1-O5; szósty walczący I1-I5)
classic-command-duel-back = Walczący w Kanly: w tajemnicy wyłóż przyprawę wspierającą przywódcę, od 0 do 10 (V.2).
classic-command-duel-back-amount = przyprawa wspierająca twojego przywódcę
classic-command-second = Kanly: wyślij w tajemnicy jednego z przywódców jako sekundanta strony (`second <strona> <przywódca>`) lub `second none`, gdy została ci tylko postać główna (V.3).
classic-command-second-side = frakcja walczącego lub none
classic-command-second-leader = wysyłany przywódca
classic-command-duel-move = Walczący: przesuń przywódcę przez granicę do sąsiedniego wolnego sektora; ruch w stronę środka daje kartę Pojedynku (V.4).
classic-command-duel-move-sector = sąsiedni wolny sektor
classic-command-duel-card = Walczący: zagraj kartę Pojedynku jako ruch: atak, nóż (`duel_card knife <sektor>`), blokadę (`duel_card place block O1 O2`), przeskocz lub zdejmij blokadę, Trzy Ruchy lub Ataki, Ucieczka z Areny z Honorem (V.5-11).
classic-command-duel-card-card = karta Pojedynku, którą masz
classic-command-duel-card-target = sektor celu lub docelowy albo pierwszy sektor granicy
classic-command-duel-card-other = drugi sektor granicy
classic-command-defend = Zaatakowany: odpowiedz w tajemnicy kartą obrony ze strony ataku (`defend poison attacker from left`) lub `defend none` (V.8).
classic-command-defend-card = karta obrony, którą masz, lub none
classic-command-duel-done = Walczący: zakończ kolejkę na arenie (V.4).

## Karta gracza (karty pojedynku i własne wybory w walce)
classic-arena-sheet-title = Karty pojedynku ({ $count }, najwyżej 4)
classic-arena-sheet-leader = Twój przywódca na arenie, zakryty: { $leader }
classic-arena-sheet-pledge = Twoje wsparcie: { $count } przyprawy
classic-arena-sheet-second = Twój sekundant: { $leader }, po stronie: { $side }
classic-arena-play-suspended = `{ $command }` musi poczekać: gra jest wstrzymana, dopóki trwa walka na arenie, i wznowi się tam, gdzie stanęła.
