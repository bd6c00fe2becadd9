# A server's statistics: `/stats` and `dune-moderator stats` (bot/stats_words.py, cogs/stats.py).
bot-cmd-stats = This server's games: played and finished, wins, days per turn, the longest waits.
bot-cmd-stats-ruleset = only the games of this ruleset (all of them by default)
bot-stats-none = No game has been played here yet.
bot-stats-title = **Statistics of { $count ->
        [one] one game
       *[other] { $count } games
    }**
bot-stats-heading-games = __Games__
bot-stats-game = - { $game }: { $played } played, { $finished } finished
bot-stats-game-paced = - { $game }: { $played } played, { $finished } finished, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per turn
bot-stats-pace-note = (Days per turn: the days from each game's creation to its last move, over the turns those games reached.)
bot-stats-heading-wins = __Wins__
bot-stats-no-wins = - no game has been won yet
bot-stats-wins-game = - { $game }: { $wins }
bot-stats-wins-players = - Players: { $wins }
bot-stats-wins-of = { $who } { $count }
bot-stats-heading-waits = __The longest waits for a move__
bot-stats-no-waits = - no move has been made yet
bot-stats-wait = - game { $game }, move { $version }: { $who }, after { $duration }
bot-stats-heading-waiting = __Waiting now__
bot-stats-no-waiting = - no game is waiting for anyone
bot-stats-waiting = - game { $game }: { $seats }, for { $duration }
bot-stats-seat = { $seat } ({ $player })
bot-stats-bot = bot
bot-stats-vacant = vacant
bot-stats-moderator = a moderator
bot-stats-days = { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
bot-stats-hours = { $count ->
        [one] { $count } hour
       *[other] { $count } hours
    }
bot-stats-minutes = { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
bot-stats-unknown-ruleset = There is no ruleset { $name }; choose one of: { $known }.
bot-stats-no-database = There is no database at { $path }: `--db` names the bot's file (its DUNE_DB) or its server's URL (postgresql://...).
