# A server's statistics: `/stats` and `dune-moderator stats` (bot/stats_words.py, cogs/stats.py).
bot-cmd-stats = Les parties de ce serveur : jouées et finies, victoires, jours par tour, les plus longues attentes.
bot-cmd-stats-ruleset = seulement les parties de ce jeu (toutes par défaut)
bot-stats-none = Aucune partie n'a encore été jouée ici.
bot-stats-title = **Statistiques { $count ->
        [one] d'une partie
       *[other] de { $count } parties
    }**
bot-stats-heading-games = __Parties__
bot-stats-game = - { $game } : { $played } jouées, { $finished } finies
bot-stats-game-paced = - { $game } : { $played } jouées, { $finished } finies, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par tour
bot-stats-pace-note = (Jours par tour : les jours entre la création de chaque partie et son dernier coup, divisés par les tours atteints par ces parties.)
bot-stats-heading-wins = __Victoires__
bot-stats-no-wins = - aucune partie n'a encore été gagnée
bot-stats-wins-game = - { $game } : { $wins }
bot-stats-wins-players = - Joueurs : { $wins }
bot-stats-wins-of = { $who } { $count }
bot-stats-heading-waits = __Les plus longues attentes d'un coup__
bot-stats-no-waits = - aucun coup n'a encore été joué
bot-stats-wait = - partie { $game }, coup { $version } : { $who }, après { $duration }
bot-stats-heading-waiting = __En attente maintenant__
bot-stats-no-waiting = - aucune partie n'attend personne
bot-stats-waiting = - partie { $game } : { $seats }, depuis { $duration }
bot-stats-seat = { $seat } ({ $player })
bot-stats-bot = bot
bot-stats-vacant = libre
bot-stats-moderator = un modérateur
bot-stats-days = { $count ->
        [one] { $count } jour
       *[other] { $count } jours
    }
bot-stats-hours = { $count ->
        [one] { $count } heure
       *[other] { $count } heures
    }
bot-stats-minutes = { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
bot-stats-unknown-ruleset = Il n'y a pas de jeu { $name } ; choisissez parmi : { $known }.
bot-stats-no-database = Il n'y a pas de base de données à { $path } : `--db` désigne le fichier du bot (son DUNE_DB) ou l'URL de son serveur (postgresql://...).
