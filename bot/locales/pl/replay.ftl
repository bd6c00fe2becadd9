# Plansza taka, jaka była we wcześniejszej chwili gry: `/board version:` i `turn:`, menu pod
# `/game log` oraz `board version <n>` / `board turn <t>` przy stole.

bot-cmd-board-version = plansza taka, jaka była po tej wersji (`/game log` je pokazuje)
bot-cmd-board-turn = plansza taka, jaka była na początku tej tury

bot-replay-title = Plansza gry { $game } taka, jaka była w wersji { $version } z { $latest } (tura { $turn }), zagranej { $when }: to nie jest obecna plansza.
bot-replay-one-moment = Podaj `version` albo `turn`, nie oba: `version:<n>` pokazuje planszę po wersji n, `turn:<t>` planszę na początku tury t.
bot-replay-no-version = Gra { $game } nie ma wersji { $version }: wersje, których planszę można pokazać, to { $versions }.
bot-replay-undone = Wersja { $version } gry { $game } została cofnięta przez moderatora, więc nie ma planszy do pokazania: wersje, których planszę można pokazać, to { $versions }.
bot-replay-no-turn = Gra { $game } nie doszła do tury { $turn }: tury, do których doszła, to { $turns }.
bot-replay-cannot-rebuild = Wcześniejszych plansz gry { $game } nie da się odtworzyć: { $reason } `/board` bez `version` i `turn` pokazuje obecną planszę.
bot-replay-log-line = `v{ $version }` { $text }
bot-replay-menu-placeholder = Plansza w wersji…
bot-replay-menu-option = Wersja { $version }
bot-replay-table-forms = `board { $form }`: wpisz `board`, `board detail` albo `board svg`, a potem `version <n>` lub `turn <t>` dla wcześniejszej chwili.
