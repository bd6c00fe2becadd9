# DUNE Santiniego: bitwy (Attività), karty bitewne, misje szpiegów.

## Komendy
santini-command-attack = Zaatakuj heks sąsiadujący z twoimi jednostkami (Attività): atakujące jednostki bojowe, dowództwo i dowódca, których używasz, twoje karty bitewne.
santini-command-attack-hex = heks mapy, np. `0512`
santini-command-attack-by = `with`, tylko dla czytelności
santini-command-attack-units = identyfikatory żetonów oddzielone przecinkami, np. `H3,H4`
santini-command-attack-command = identyfikator żetonu, np. `H12`
santini-command-attack-leader = identyfikator żetonu, np. `H12`
santini-command-attack-cards = karty bitewne oddzielone przecinkami
santini-command-attack-advance = czy twoje ocalałe jednostki wkraczają do zwolnionego heksu (tak, chyba że powiesz nie)
santini-command-defend = Twoja zapieczętowana odpowiedź na atak: dowództwo i dowódca, których używasz, twoje karty bitewne.
santini-command-defend-command = identyfikator żetonu, np. `H12`
santini-command-defend-leader = identyfikator żetonu, np. `H12`
santini-command-defend-cards = karty bitewne oddzielone przecinkami
santini-command-retreat = Wycofaj jednostki pobite z wynikiem r do heksu sąsiadującego z ich heksem.
santini-command-retreat-hex = heks mapy, np. `0512`
santini-command-reroll = Przygotuj Esito Incerto: gdy wynik bitwy wyeliminowałby twoją stronę (eliminated), także gdy by ją pobił (beaten), albo nigdy (off).
santini-command-reroll-when = off, eliminated lub beaten

## Prompts
santini-prompt-defend = Twoje jednostki są atakowane: odpowiedz w tajemnicy przez `defend`, dodając `command=`, `leader=` i `cards=` dla tych, których używasz.
santini-prompt-retreat = Twoje jednostki pobite z wynikiem r muszą się wycofać: `retreat <heks>`, do heksu sąsiadującego z ich heksem.

## Deklaracja
santini-battle-declared = { $seat } atakuje { $hex } jednostkami { $units } (siła { $attack } bez kart); broni się { $defender }.
santini-battle-plan-sealed = Twój plan jest zapieczętowany: dowództwo { $command }, dowódca { $leader }, karty { $cards }.
santini-battle-open = Bitwa w { $hex } jeszcze się nie skończyła.
santini-battle-wait-defender = Poczekaj na odpowiedź obrońcy, potem zadeklaruj następny atak.
santini-battle-no-hex = { $hex } nie jest heksem mapy.
santini-battle-hex-attacked = Już zaatakowałeś { $hex } w tej turze: każdy heks tylko raz.
santini-battle-target-storm = { $hex } jest pod burzą: nikt tam nie walczy.
santini-battle-no-enemy = W { $hex } nie ma wrogiego żetonu do zaatakowania (szpiedzy i zwiadowcy się nie liczą).
santini-battle-units-list = Wymień każdą atakującą jednostkę raz, oddzielając przecinkami: `attack 0614 with H3,H4`.
santini-battle-not-yours = { $unit } nie jest twoim żetonem na mapie.
santini-battle-not-combat = { $unit } nie jest ani jednostką bojową, ani czerwiem: nie może atakować.
santini-battle-support-hint = Dowództwo lub dowódca pomaga przez `command=` lub `leader=`.
santini-battle-not-adjacent = { $unit } nie sąsiaduje z { $hex }.
santini-battle-unit-attacked = { $unit } już brał udział w ataku w tej turze.
santini-battle-in-storm = { $unit } jest pod burzą: nie może walczyć.
santini-battle-cannot-enter = { $unit } nie mógłby wejść do { $hex }, więc nie może go atakować.
santini-battle-needs-combat = Atak rozpoczynają tylko jednostki bojowe: wymień co najmniej jedną.
santini-battle-not-your-command = { $unit } nie jest twoim dowództwem.
santini-battle-not-your-leader = { $unit } nie jest twoim przywódcą.
santini-battle-not-commander = { $unit } nie jest dowódcą: w bitwie pomaga tylko modyfikator dowódcy.
santini-battle-support-not-there = { $unit } nie stoi tam, gdzie mógłby wziąć udział (obok heksu dla atakującego, w nim dla obrońcy, poza burzami).
santini-battle-plotted = Complotto wstrzymuje twoje dowództwa w tej turze: { $unit } nie może atakować.
santini-battle-odds-low = Siła { $attack } przeciw { $defence } to stosunek poniżej 1:3.
santini-battle-odds-hint = Przeciw temu heksowi potrzebujesz co najmniej siły { $needed }.
santini-battle-may-attack = Możesz jeszcze zaatakować { $hexes }.
santini-battle-nothing-to-attack = Teraz żaden heks nie jest do zaatakowania: napisz `done`, gdy twoja aktywność się skończy.
santini-battle-may-attack-with = { $units } mogą zaatakować { $hex }.
santini-battle-undefended = W { $hex } nie było jednostek bojowych: { $units } zniszczone.
santini-battle-no-defence-due = Żaden atak nie czeka na twoją odpowiedź.

## Karty
santini-battle-card-unknown = { $card } nie jest kartą bitewną.
santini-battle-cards-are = Karty bitewne: { $cards }.
santini-battle-card-twice = Jednakowe karty się nie sumują: { $card } tylko raz.
santini-battle-card-not-held = Nie masz karty { $card }.
santini-battle-card-not-attack = { $card } zagrywa obrońca, nie atakujący.
santini-battle-card-not-defence = { $card } zagrywa atakujący, nie obrońca.
santini-battle-card-needs-command = { $card } wymaga dowództwa w bitwie (`command=`).
santini-battle-card-needs-city = { $card } działa tylko w bitwie o miasto.
santini-battle-card-needs-spy-attack = { $card } wymaga twojego szpiega w atakowanym heksie.
santini-battle-card-needs-spy-defence = { $card } wymaga twojego szpiega w heksie, z którego wychodzi atak.
santini-battle-card-not-as = { $card } nie może być zagrana jako { $acts }: Mentat Computers Umani jako dowolna karta bitewna, Spia Commando i Spia Agente Speciale jako karta szpiegowska.
santini-battle-card-needs-veteran = { $card } zagrywa się na szpiega weterana.
santini-battle-card-as = { $card } (jako { $acts })
santini-battle-one-spy-card = Jedna karta szpiegowska na bitwę: twój szpieg zagrywa jedną.
santini-reroll-off = Esito Incerto: nie zagrasz jej sam.
santini-reroll-eliminated = Esito Incerto: zagrasz ją, gdy wynik bitwy wyeliminowałby twoją stronę.
santini-reroll-beaten = Esito Incerto: zagrasz ją, gdy wynik bitwy wyeliminowałby twoją stronę, kosztowałby ją trzy czwarte albo zmusiłby ją do odwrotu.

## Bitwa
santini-battle-plan = { $seat } używa dowództwa { $command }, dowódcy { $leader }, kart { $cards }.
santini-battle-overwhelmed = 5:1 w { $hex }: { $units } zniszczone od razu, bez bitwy.
santini-battle-result = Bitwa w { $hex }: { $attack } przeciw { $defence } ({ $odds }), kość { $roll } zmieniona o { $modifier }: { $result }.
santini-battle-uncertain = { $seat } zagrywa Esito Incerto przeciw { $result }: rzut kością się powtarza.
santini-battle-step-lost = { $unit } traci krok.
santini-battle-unit-lost = { $unit } zostaje wyeliminowany.
santini-battle-worm-absorbs = Czerw { $unit } ginie zamiast jednostek, które niesie.
santini-battle-leader-dies = Przywódca { $unit } ginie w klęsce (k8: { $roll }).
santini-battle-leader-lives = Przywódca { $unit } przeżywa klęskę (k8: { $roll }).
santini-battle-retreats = { $units } wycofują się do { $hex }.
santini-battle-no-retreat = { $units } nie mają dokąd się wycofać: wyeliminowane.
santini-battle-no-retreat-due = Nie musisz się teraz wycofywać.
santini-battle-retreat-not-there = { $hex } nie jest heksem, do którego mogą się wycofać twoje jednostki.
santini-battle-retreat-to = Mogą się wycofać do { $hexes }.
santini-battle-advances = { $units } wkraczają do { $hex }.
santini-battle-veterans = { $units } stają się weteranami.

## Szpiedzy
santini-spy-mission-full = Szpieg { $spy } gracza { $seat } zagrywa { $card } (k6 { $roll }, { $total }): pełny sukces.
santini-spy-mission-partial = Szpieg { $spy } gracza { $seat } zagrywa { $card } (k6 { $roll }, { $total }): częściowy sukces; szpieg zostaje odkryty i wyeliminowany.
santini-spy-mission-failure = Szpieg { $spy } gracza { $seat } zagrywa { $card } (k6 { $roll }, { $total }): całkowita porażka; szpieg zostaje wyeliminowany, a karta anulowana.
