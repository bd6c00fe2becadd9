# A server's statistics: `/stats` and `dune-moderator stats` (bot/stats_words.py, cogs/stats.py).
bot-cmd-stats = Gry tego serwera: rozegrane i zakończone, zwycięstwa, dni na turę, najdłuższe oczekiwania.
bot-cmd-stats-ruleset = tylko gry według tych zasad (domyślnie wszystkie)
bot-stats-none = Nie rozegrano tu jeszcze żadnej gry.
bot-stats-title = **Statystyki { $count ->
        [one] jednej gry
       *[other] { $count } gier
    }**
bot-stats-heading-games = __Gry__
bot-stats-game = - { $game }: rozegrane: { $played }, zakończone: { $finished }
bot-stats-game-paced = - { $game }: rozegrane: { $played }, zakończone: { $finished }, { $days ->
        [one] { $days } dzień
        [few] { $days } dni
        [many] { $days } dni
       *[other] { $days } dnia
    } na turę
bot-stats-pace-note = (Dni na turę: dni od utworzenia każdej gry do jej ostatniego ruchu, podzielone przez tury, do których te gry doszły.)
bot-stats-heading-wins = __Zwycięstwa__
bot-stats-no-wins = - żadna gra nie została jeszcze wygrana
bot-stats-wins-game = - { $game }: { $wins }
bot-stats-wins-players = - Gracze: { $wins }
bot-stats-wins-of = { $who } { $count }
bot-stats-heading-waits = __Najdłuższe oczekiwania na ruch__
bot-stats-no-waits = - nie wykonano jeszcze żadnego ruchu
bot-stats-wait = - gra { $game }, ruch { $version }: { $who }, oczekiwanie: { $duration }
bot-stats-heading-waiting = __Czekają teraz__
bot-stats-no-waiting = - żadna gra na nikogo nie czeka
bot-stats-waiting = - gra { $game }: { $seats }, czeka już: { $duration }
bot-stats-seat = { $seat } ({ $player })
bot-stats-bot = bot
bot-stats-vacant = wolne
bot-stats-moderator = moderator
bot-stats-days = { $count ->
        [one] { $count } dzień
        [few] { $count } dni
        [many] { $count } dni
       *[other] { $count } dnia
    }
bot-stats-hours = { $count ->
        [one] { $count } godzina
        [few] { $count } godziny
        [many] { $count } godzin
       *[other] { $count } godziny
    }
bot-stats-minutes = { $count ->
        [one] { $count } minuta
        [few] { $count } minuty
        [many] { $count } minut
       *[other] { $count } minuty
    }
bot-stats-unknown-ruleset = Nie ma zasad { $name }; wybierz jedne z: { $known }.
bot-stats-no-database = Pod { $path } nie ma bazy danych: `--db` wskazuje plik bota (jego DUNE_DB) albo adres URL jego serwera (postgresql://...).
