# DUNE Santiniego: karty, szpiedzy, przywódcy i wymiana (Carte, Nota sulle Spie, Nota sui Leaders).

## Cytowane nagłówki instrukcji (po włosku, jedynej instrukcji)
santini-rule-carte = Carte
santini-rule-nota-sulle-spie = Nota sulle Spie
santini-rule-nota-sui-leaders = Nota sui Leaders

## Polecenia
santini-command-play = Zagraj kartę z ręki w swojej aktywności (Carte), wraz z tym, na co działa.
santini-command-play-card = nazwa karty
santini-command-play-unit = identyfikator żetonu, np. `H12`
santini-command-play-target = identyfikator żetonu, np. `H12`
santini-command-play-second = identyfikator żetonu, np. `H12`
santini-command-play-hex = heks mapy, np. `0512`
santini-command-play-seat = miejsce gracza
santini-command-play-other = nazwa karty
santini-command-play-work = fortification (fortyfikacja) lub platform (platforma)
santini-command-play-by = identyfikator żetonu, np. `H12`
santini-command-auto = Ustaw potajemnie stałą reakcję: `karama <karta>|any|off`, `cancel-spy <karta>|any|off`, `cover on|off`.
santini-command-auto-reaction = karama, cancel-spy lub cover
santini-command-auto-answer = nazwa karty, any, on lub off
santini-command-keep = Zatrzymaj jedną z kart dobranych przez Bene Gesserit (pozostałe idą na stos kart odrzuconych).
santini-command-keep-card = nazwa karty
santini-command-give = Oddaj kartę z ręki innemu graczowi (Carte), w dowolnej chwili.
santini-command-give-gift = nazwa karty
santini-command-give-seat = miejsce gracza
santini-command-send = Przekaż przyprawę ze swojej planety macierzystej innemu graczowi, w dowolnej chwili.
santini-command-send-amount = przyprawa
santini-command-send-seat = miejsce gracza

## Zagranie karty
santini-card-played = { $seat } zagrywa { $card }.
santini-card-as = Zostaje zagrana jako { $card }.
santini-card-not-held = Nie masz na ręce karty { $card }.
santini-hand-is = Masz na ręce { $count ->
    [one] jedną kartę
    [few] { $count } karty
   *[many] { $count } kart
}: zajrzyj do ręki.
santini-card-other-faction = { $card } to karta innej frakcji: zagrywa ją tylko ta frakcja.
santini-mentat-needs-card = Mentat działa jak inna karta: wskaż ją przez `other=` (nie wydarzenie, nie Mentat).
santini-card-not-by-play = Karty { $card } nie zagrywa się poleceniem `play`.
santini-card-standing = Odpowiada na inne karty: ustaw ją z góry przez `auto` (karama, cancel-spy, cover).
santini-card-at-hand-check = Zagrywa się ją w kontroli kart (Controllo Carte).
santini-card-at-initiative = Zagrywa się ją z tajną wpłatą o inicjatywę.
santini-card-in-battle = Zagrywa się ją w bitwie.
santini-card-needs-own = { $card } wymaga twojego żetonu ({ $kinds }) jako `unit=`, nie { $unit }.
santini-card-needs-enemy = { $card } wymaga wrogiego żetonu ({ $kinds }) jako `target=`, nie { $unit }.
santini-card-needs-hex = { $card } wymaga heksu mapy, np. `hex=0512`.
santini-card-needs-seat = { $card } wymaga innego gracza jako `seat=`: { $seats }.
santini-card-needs-city = { $card } działa tylko w mieście.
santini-card-not-in-hex = { $card }: { $unit } nie stoi w heksie { $hex }.
santini-no-stacking = { $card } już tam zagrano: jednakowe karty się nie sumują.

## Stałe reakcje
santini-auto-on-off = Odpowiedz `on` albo `off`.
santini-auto-set = Twoja stała reakcja: `auto { $reaction } { $answer }`.
santini-karama = { $seat } odpowiada kartą Karama: karta zostaje anulowana.
santini-spy-cancelled = { $seat } zagrywa Annulla Azione Spia: { $card } zostaje anulowana.
santini-spy-cancelled-removed = { $seat } zagrywa Eliminazione Spie Nemiche: { $card } zostaje anulowana, a szpieg usunięty.
santini-cover = { $seat } zagrywa Copertura: kontrwywiad zostaje anulowany.

## Szpiedzy
santini-spy-used = Na { $spy } zagrano już w tej turze kartę szpiega.
santini-agent-veteran = Spia Agente Speciale zagrywa się na szpiega weterana: { $spy } nim nie jest.
santini-spy-stands-for = { $card } działa jak inna karta szpiega: wskaż ją przez `other=` ({ $cards }).
santini-spy-caught = Kontrwywiad: { $spy } zostaje wyeliminowany.
santini-spy-escapes = Kontrwywiad: weteran { $spy } uchodzi (kość { $roll }).
santini-counter-spy-where = Contro Spionaggio wymaga twoich jednostek bojowych w heksie { $spy }.
santini-needs-regular = { $unit } musi być żetonem regularnym (nie weteranem).
santini-spy-turned = { $spy } szpieguje teraz dla { $seat }.
santini-two-spies = Wskaż dwóch różnych wrogich szpiegów: `target=` i `second=`.
santini-spy-not-in-storm = Szpiega nie można umieścić pod burzą ({ $hex }).
santini-spy-placed = Szpieg { $spy } zostaje umieszczony w { $hex }.
santini-spy-aided = Karta wspiera następną misję { $spy }.
santini-decoded = { $seat } łamie szyfry gracza { $other }: w tej turze testy jego szpiegów przeciw niemu są łatwiejsze.
santini-poison-step = Trucizna: { $unit } traci krok (kość { $roll }).
santini-poison-dead = Trucizna: { $unit } zostaje wyeliminowana (kość { $roll }).
santini-no-module-here = W { $hex } nie leży żaden moduł: wskaż wrogi żeton przez `target=`.
santini-damage-what = Wskaż wrogie żniwiarki lub skrzydła transportowe (`target=`, `second=`) albo wrogi żeton niosący moduł.
santini-unit-destroyed = { $unit } zostaje zniszczony.
santini-module-destroyed = Moduł żetonu { $unit } zostaje zniszczony.
santini-ground-module-destroyed = Moduł w { $hex } zostaje zniszczony.
santini-zoc-cancelled = Strefa kontroli heksu { $hex } jest w tej turze anulowana.
santini-module-stolen = { $seat } kradnie moduł żetonu { $unit } i zabiera go na swoją planetę.
santini-thief-names-card = Wskaż kartę do kradzieży przez `other=` i gracza przez `seat=`.
santini-theft = { $seat } kradnie kartę graczowi { $victim }.
santini-theft-tried = { $seat } próbuje ukraść kartę graczowi { $victim }: nie było jej na ręce.
santini-theft-card = Skradziona karta: { $card }.
santini-theft-missed = Żądanej karty nie było na ręce: { $card }.
santini-sabotage-what = Wskaż `work=fortification` albo `work=platform`: wrogą w { $hex }.
santini-fortification-destroyed = Fortyfikacja w { $hex } zostaje zniszczona.
santini-platform-destroyed = Platforma w { $hex } zostaje zniszczona.

## Karty wspólne i frakcyjne
santini-made-veteran = { $unit } staje się weteranem.
santini-units-home = Nowe jednostki na planecie macierzystej: { $units }.
santini-subsidy = { $seat } otrzymuje 5 przyprawy.
santini-atomics-where = Cariche Atomiche wymaga heksu miasta jeszcze nietrafionego.
santini-atomics = Ładunki atomowe w { $hex }: miasto nie chroni już przed czerwiami i burzami.
santini-barriers-where = Ricostruzione Barriere Naturali wymaga trafionego miasta: { $hexes }.
santini-barriers = Naturalne bariery { $hex } zostają odbudowane.
santini-plot = Spisek: dowództwa gracza { $seat } nie mogą w tej turze ruszać się ani atakować.
santini-guild-rebate = W tej turze transfery Gildii gracza { $seat } są tańsze.
santini-module-home = { $seat } umieszcza moduł na swojej planecie.
santini-needs-own-stack = Wskaż heks ze swoimi żetonami: w { $hex } ich nie ma.
santini-boosted = Stos w { $hex } ma w tej turze o 2 punkty ruchu więcej.
santini-needs-reduced-in-city = { $unit } musi mieć utracony krok i stać w mieście.
santini-rebuilt = { $unit } wraca do pełnej siły.
santini-scout-where = Zwiadowca dołącza do twojego stosu wolnego od wrogich stref kontroli: nie w { $hex }.
santini-scout-placed = Zwiadowca { $unit } dołącza do stosu w { $hex }.
santini-visions = { $seat } ogląda rękę gracza { $other }.
santini-visions-hand = Ręka gracza { $other }: { $cards }.
santini-voice = { $seat } bierze kartę od gracza { $other }.
santini-voice-empty = { $other } nie ma kart.
santini-voice-card = Wzięta karta: { $cards }.
santini-bribe-costs = Corruzione kosztuje 2 przyprawy: masz { $spice }.
santini-bribed = { $unit } zostaje przekupiony i schodzi z mapy.
santini-keep-one = Bene Gesserit: zatrzymaj jedną z kart { $cards } przez `keep <karta>`.
santini-keep-which = Zatrzymaj jedną z kart { $cards }.
santini-kept = { $seat } zatrzymuje jedną kartę i odrzuca { $count }.
santini-kept-card = Zatrzymujesz { $card }.

## Wydarzenia
santini-fremen-activity = { $count ->
    [0] Żadna piechota Fremenów nie przybywa na Arrakis: wszystkie żetony piechoty z ich arkusza są w grze.
   *[other] Regularne piechoty Fremenów przybywają na Arrakis ({ $count }): { $units }.
}
santini-security = { $seat } eliminuje wrogiego szpiega { $spy }.
santini-initiative-card = Inicjatywa: { $faction }; weterani { $units }, nowy szpieg { $spy }, dwie karty.
santini-no-worm = Żaden stos Fremenów na jasnej pustyni nie przyjmie czerwia: żaden się nie pojawia.
santini-worm-called = Czerw ({ $unit }) wynurza się w { $hex } na { $turns ->
    [one] jedną turę
    [few] { $turns } tury
   *[many] { $turns } tur
}.
santini-worm-where = Czerwia przywołuje się na stos Fremenów z jednostkami bojowymi na jasnej pustyni, bez czerwia, przy mniej niż 3 czerwiach na mapie: { $hexes }.

## Przywódcy
santini-leader-enters = { $leader } ({ $unit }) wchodzi na planetę macierzystą: { $faction }.
santini-muaddib-already = Paul Muad'Dib i Alia są już w grze: pominięta.
santini-leader-dead = Przywódca { $unit } zostaje wyeliminowany.
santini-ghola-needs-dead = { $unit } nie zginął: Gholas przywraca wyeliminowanego przywódcę.
santini-ghola = Gholas: { $unit } wraca na planetę macierzystą.
santini-not-famous-leader = { $unit } nie jest twoją sławną postacią na mapie.
santini-leader-action-is = Akcja { $leader } to { $card }.
santini-leader-acted = { $leader } działał już w tej turze.
santini-leader-acts = { $leader } ({ $seat }) działa jak { $card }.

## Wymiana
santini-trade-to-whom = Któremu graczowi? { $seats }
santini-card-given = { $seat } oddaje kartę graczowi { $other }.
santini-card-given-was = Oddana karta: { $card }.
santini-pay-how-much = Przekaż od 1 do { $spice } przyprawy.
santini-spice-paid = { $seat } przekazuje { $amount } przyprawy graczowi { $other }.

## Czerw Paula Muad'Diba
santini-command-summon = Paul Muad'Dib próbuje przywołać czerwia w swoim heksie otwartej pustyni (Attività).
santini-command-summon-leader = identyfikator żetonu, np. `H12`
santini-summon-who = Tylko Paul Muad'Dib na mapie przywołuje tak czerwia.
santini-summon-where = Muad'Dib przywołuje czerwia z otwartej pustyni (jasnej, z sześcioma jasnymi heksami wokół) wolnej od wrogich stref kontroli, bez czerwia, przy mniej niż 3 czerwiach na mapie: nie { $hex }.
santini-summon-failed = Muad'Dib wzywa, żaden czerw nie przybywa (kość { $roll }).
santini-leader-hex-only = Sławna postać działa we własnym heksie: { $hex }.
santini-no-counter-left = Na arkuszu frakcji { $faction } nie został żaden żeton ({ $kind }): wszystkie są w grze.
