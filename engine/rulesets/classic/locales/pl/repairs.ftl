# Diuna klasyczna: poprawki moderatora i naprawy pozycji (moderator.py, repairs.py).

## Poprawki moderatora (moderator.py)
classic-mod-not-in-game = { $faction } { $faction_gender ->
    [pl] nie grają
   *[other] nie gra
} w tej grze.
classic-mod-playing = W grze: { $factions }.
classic-mod-top-bid-needs = Najwyższa oferta frakcji { $faction } za licytowaną kartę wymaga { $count } jej własnej przyprawy.
classic-mod-set-at-least = Ustaw co najmniej { $count } albo zaczekaj, aż karta zostanie sprzedana.
classic-mod-sets-spice = Moderator zmienia przyprawę frakcji { $faction } z { $before } na { $after }.
classic-mod-corrects-spice = Moderator poprawia przyprawę frakcji { $faction }.
classic-mod-the-reserves = rezerwie
classic-mod-the-tanks = kadziach Tleilaxan
classic-mod-only-tokens-in = { $faction } { $faction_gender ->
    [pl] mają tylko
   *[other] ma tylko
} { $count ->
    [one] { $count } żeton
    [few] { $count } żetony
   *[many] { $count } żetonów
} w { $via }.
classic-mod-set-at-most = Ustaw tu najwyżej { $count } albo użyj via=tanks/reserves.
classic-mod-sets-tokens = Moderator ustawia żetony frakcji { $faction } – { $territory } (sektor { $sector }) – na { $count }, przez { $via }.
classic-mod-treachery-piles = talii kart zdrady ani stosie kart odrzuconych
classic-mod-spice-piles = talii kart przyprawy ani jej stosie kart odrzuconych
classic-mod-take-from-hand-first = Najpierw zabierz ją z ręki przez `take_card`.
classic-mod-gives-card = Moderator daje frakcji { $faction } kartę zdrady.
classic-mod-gives-you = Moderator daje ci kartę: { $card }.
classic-mod-received = { $faction } { $faction_gender ->
    [pl] otrzymują
   *[other] otrzymuje
} kartę: { $card }.
classic-mod-up-for-bid = { $card } jest licytowana w tej fazie licytacji, nie ma jej w { $piles }.
classic-mod-wait-until-sold = Zaczekaj, aż zostanie sprzedana (potem zabierz ją kupującemu przez `take_card`), albo do końca fazy (niesprzedane karty wracają do talii).
classic-mod-not-in-piles = Karty { $card } nie ma w { $piles }.
classic-mod-not-in-piles-held = Karty { $card } nie ma w { $piles }. Ma ją w ręce: { $holders }.
classic-mod-holds-no-cards = { $faction } { $faction_gender ->
    [pl] nie mają
   *[other] nie ma
} kart.
classic-mod-card-in-battle = { $faction } { $faction_gender ->
    [pl] zagrywają
   *[other] zagrywa
} kartę { $card } w toczącej się bitwie; zabierz ją po bitwie.
classic-mod-discards-card = Moderator odrzuca kartę { $card } z ręki frakcji { $faction }.
classic-mod-puts-storm = Moderator umieszcza burzę w sektorze { $sector }.
classic-mod-stacks-spice = Moderator układa talię kart przyprawy.
classic-mod-stacks-treachery = Moderator układa talię kart zdrady.
classic-mod-on-top-spice = { $card } leży teraz na wierzchu talii kart przyprawy.
classic-mod-on-top-treachery = { $card } leży teraz na wierzchu talii kart zdrady.

## Naprawy (repairs.py)
classic-repair-none = brak
classic-repair-wait-battle = Zaczekaj na rozstrzygnięcie bitwy.
classic-repair-wait-sold = Zaczekaj, aż zostanie sprzedana.
classic-repair-already-in-tanks = { $leader } jest już w kadziach Tleilaxan.
classic-repair-restore-brings-back = `restore_leader { $name }` przywraca tego przywódcę.
classic-repair-leader-in-plan = { $leader } jest w planie toczącej się bitwy.
classic-repair-sends-leader = Moderator wysyła przywódcę { $leader } ({ $faction }) do kadzi Tleilaxan.
classic-repair-not-in-tanks = { $leader } nie jest w kadziach Tleilaxan.
classic-repair-leaders-in-tanks = Przywódcy frakcji { $faction } w kadziach: { $leaders }.
classic-repair-brings-leader = Moderator przywraca przywódcę { $leader } ({ $faction }) z kadzi Tleilaxan.
classic-repair-turn-not-now-setup = Tury nie można ustawić podczas przygotowania gry.
classic-repair-turn-not-now-ended = Tury nie można ustawić po zakończeniu gry.
classic-repair-set-turn-when = Ustaw ją, gdy gra trwa i się nie skończyła.
classic-repair-game-lasts = Ta gra trwa { $count ->
    [one] { $count } turę
    [few] { $count } tury
   *[many] { $count } tur
}.
classic-repair-set-turn-from = Ustaw turę od 1 do { $last }.
classic-repair-choose-turn-from = Wybierz turę od 1 do { $last }.
classic-repair-sets-turn = Moderator zmienia turę z { $before } na { $after }.
classic-repair-two-factions = Wskaż dwie różne frakcje.
classic-repair-already-allies = { $first } i { $second } są już sojusznikami.
classic-repair-two-alliances = { $first } i { $second } są w dwóch sojuszach.
classic-repair-break-one-first = Najpierw zerwij jeden: `break_alliance { $command }`.
classic-repair-fighting-each-other = { $first } i { $second } walczą teraz ze sobą, a zostaliby sojusznikami; sojusznicy nigdy nie walczą (XII.E.5).
classic-repair-forms-alliance = Moderator zawiera sojusz: { $factions }.
classic-repair-in-no-alliance = { $faction } { $faction_gender ->
    [pl] nie są
   *[other] nie jest
} w żadnym sojuszu.
classic-repair-bid-backed = Najwyższa oferta frakcji { $faction } za licytowaną kartę jest opłacana ze wsparcia sojuszników (XII.E.3).
classic-repair-breaks-alliance = Moderator wyłącza frakcję { $faction } z jej sojuszu.
classic-repair-name-traitors = Wskaż zdrajców, rozdzielonych przecinkami, albo `none`.
classic-repair-traitors-at-most = { $faction } { $faction_gender ->
    [pl] mogą mieć
   *[other] może mieć
} najwyżej { $count ->
    [one] { $count } zdrajcę
    [few] { $count } zdrajców
   *[many] { $count } zdrajców
}, każdego raz.
classic-repair-own-leader = { $leader } to przywódca frakcji { $faction }.
classic-repair-already-in-pay = { $leader } jest już zdrajcą na usługach frakcji { $faction }.
classic-repair-change-traitors-first = Najpierw zmień zdrajców frakcji { $faction }.
classic-repair-changes-traitors = Moderator zmienia zdrajców frakcji { $faction }.
classic-repair-sets-your-traitors = Moderator ustawia twoich zdrajców: { $leaders }.
classic-repair-traitors-are = Zdrajcy frakcji { $faction }: { $leaders }.
classic-repair-no-bene-gesserit = Bene Gesserit nie grają w tej grze.
classic-repair-predict-another = Bene Gesserit przepowiadają zwycięstwo innej frakcji.
classic-repair-changes-prediction = Moderator zmienia przepowiednię Bene Gesserit.
classic-repair-sets-your-prediction = Moderator ustawia twoją przepowiednię: { $faction } wygrywa w turze { $turn }.
classic-repair-prediction-is = Przepowiednia Bene Gesserit: { $faction } wygrywa w turze { $turn }.
classic-repair-bank-holds-only = Bank ma tylko { $count } przyprawy.
classic-repair-sets-board-spice = Moderator zmienia przyprawę – { $territory } (sektor { $sector }) – z { $before } na { $after }.
classic-repair-shield-wall-stands = Mur Zaporowy już stoi.
classic-repair-shield-wall-destroyed = Mur Zaporowy jest już zniszczony.
classic-repair-raises-shield-wall = Moderator odbudowuje Mur Zaporowy.
classic-repair-destroys-shield-wall = Moderator niszczy Mur Zaporowy.
classic-repair-kwisatz-needs-advantages = Kwisatz Haderach występuje tylko z przewagami Atrydów.
classic-repair-kwisatz-option = Opcja gry `advantages` i Atrydzi w grze.
classic-repair-kwisatz-dies-awake = Kwisatz Haderach ginie dopiero po przebudzeniu, po { $count } stratach.
classic-repair-kwisatz-set-losses = Ustaw co najmniej { $count } strat albo `dead=no`.
classic-repair-atreides-fighting = Atrydzi walczą w rozstrzyganej bitwie.
classic-repair-kwisatz-already = Kwisatz Haderach już jest w tym stanie.
classic-repair-sets-kwisatz-dead = Moderator ustawia straty Atrydów w bitwach na { $count }; Kwisatz Haderach jest w kadziach Tleilaxan.
classic-repair-sets-kwisatz-alive = Moderator ustawia straty Atrydów w bitwach na { $count }; Kwisatz Haderach nie jest w kadziach Tleilaxan.
classic-repair-no-storm-marker = Fremeni nie mają teraz znacznika burzy (XVI.B).
classic-repair-storm-marker-drawn = Dobierają jeden po każdym ruchu burzy w grze z pogodą.
classic-repair-storm-marker-already = Znacznik burzy Fremenów to już { $count }.
classic-repair-changes-storm-marker = Moderator zmienia znacznik burzy Fremenów.
classic-repair-sets-your-storm-marker = Moderator ustawia twój znacznik burzy: { $count ->
    [one] { $count } sektor
    [few] { $count } sektory
   *[many] { $count } sektorów
}.
classic-repair-storm-marker-is = znacznik burzy Fremenów: { $count ->
    [one] { $count } sektor
    [few] { $count } sektory
   *[many] { $count } sektorów
}.
classic-repair-advisors-need-option = Doradcy występują tylko z Bene Gesserit i opcją gry `advantages` (XV.B).
classic-repair-no-bg-tokens-in = Żadnych żetonów Bene Gesserit – { $territory }.
classic-repair-advisors-are = Doradcy: { $territories }.
classic-repair-already-advisors = Bene Gesserit – { $territory } – są już doradcami.
classic-repair-already-fighters = Bene Gesserit – { $territory } – są już wojownikami.
classic-repair-battle-in = Toczy się bitwa – { $territory }.
classic-repair-makes-advisors = Moderator czyni Bene Gesserit – { $territory } – doradcami.
classic-repair-makes-fighters = Moderator czyni Bene Gesserit – { $territory } – wojownikami.
classic-repair-capture-needs-advantages = Przywódców bierze się w niewolę tylko z przewagami Harkonnenów (XV).
classic-repair-already-held = { $leader } jest już w niewoli Harkonnenów.
classic-repair-already-not-held = { $leader } już nie jest w niewoli Harkonnenów.
classic-repair-captured-are = W niewoli: { $leaders }.
classic-repair-harkonnen-own = { $leader } to przywódca Harkonnenów.
classic-repair-in-tanks = { $leader } jest w kadziach Tleilaxan.
classic-repair-restore-first = Najpierw `restore_leader { $name }`.
classic-repair-gives-captured = Moderator oddaje przywódcę { $leader } ({ $faction }) Harkonnenom jako jeńca.
classic-repair-takes-captured = Moderator odbiera Harkonnenom jeńca: { $leader } ({ $faction }).
