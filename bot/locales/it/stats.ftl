# A server's statistics: `/stats` and `dune-moderator stats` (bot/stats_words.py, cogs/stats.py).
bot-cmd-stats = Le partite di questo server: giocate e finite, vittorie, giorni per turno, le attese più lunghe.
bot-cmd-stats-ruleset = solo le partite di questo regolamento (tutte, se non indicato)
bot-stats-none = Qui non è ancora stata giocata nessuna partita.
bot-stats-title = **Statistiche di { $count ->
        [one] una partita
       *[other] { $count } partite
    }**
bot-stats-heading-games = __Partite__
bot-stats-game = - { $game }: { $played } giocate, { $finished } finite
bot-stats-game-paced = - { $game }: { $played } giocate, { $finished } finite, { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } per turno
bot-stats-pace-note = (Giorni per turno: i giorni dalla creazione di ogni partita alla sua ultima mossa, diviso i turni raggiunti da quelle partite.)
bot-stats-heading-wins = __Vittorie__
bot-stats-no-wins = - nessuna partita è stata ancora vinta
bot-stats-wins-game = - { $game }: { $wins }
bot-stats-wins-players = - Giocatori: { $wins }
bot-stats-wins-of = { $who } { $count }
bot-stats-heading-waits = __Le attese più lunghe di una mossa__
bot-stats-no-waits = - non è ancora stata fatta nessuna mossa
bot-stats-wait = - partita { $game }, mossa { $version }: { $who }, dopo { $duration }
bot-stats-heading-waiting = __In attesa ora__
bot-stats-no-waiting = - nessuna partita sta aspettando qualcuno
bot-stats-waiting = - partita { $game }: { $seats }, da { $duration }
bot-stats-seat = { $seat } ({ $player })
bot-stats-bot = bot
bot-stats-vacant = libero
bot-stats-moderator = un moderatore
bot-stats-days = { $count ->
        [one] { $count } giorno
       *[other] { $count } giorni
    }
bot-stats-hours = { $count ->
        [one] { $count } ora
       *[other] { $count } ore
    }
bot-stats-minutes = { $count ->
        [one] { $count } minuto
       *[other] { $count } minuti
    }
bot-stats-unknown-ruleset = Non esiste il regolamento { $name }; scegli tra: { $known }.
bot-stats-no-database = Non c'è nessun database in { $path }: `--db` indica il file del bot (il suo DUNE_DB) o l'URL del suo server (postgresql://...).
