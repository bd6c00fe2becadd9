# The command line, `dune-moderator` (bot/cli.py).
bot-cli-unknown-ruleset = Nieznana gra { $ruleset }; znane: { $known }
bot-cli-demo-instead = DISCORD_TOKEN nie jest ustawiony: zamiast tego rozgrywana jest lokalna gra pokazowa.
bot-cli-token-refused = Discord odrzucił token z DISCORD_TOKEN; skopiuj go ponownie z portalu dewelopera (twoja aplikacja, Bot, Reset Token).
bot-cli-discord-answered = Discord odpowiedział { $status } podczas uruchamiania: { $reason }.
bot-cli-no-reason = bez podanej przyczyny
bot-cli-unreachable = nie można połączyć się z Discordem ({ $error }); sprawdź sieć i spróbuj ponownie.
bot-cli-postgres-running = PostgreSQL działa w { $folder }: DUNE_DATABASE_URL={ $url }
bot-cli-postgres-failed = nie można uruchomić PostgreSQL w { $folder }: { $reason }
bot-cli-postgres-stopped = Zatrzymano serwer PostgreSQL w { $folder }.
bot-cli-postgres-not-running = W { $folder } nie działa żaden serwer PostgreSQL.
bot-cli-postgres-table = DISCORD_TOKEN nie jest ustawiony: zamiast tego zaczyna się partia przy stole, przechowywana na tym serwerze.
bot-cli-postgres-resume = Partia { $game } jest przechowywana na serwerze, który nadal działa. Aby w nią grać: .venv/bin/dune-moderator table --db { $url } --game { $game }; aby zatrzymać serwer: .venv/bin/dune-moderator { $stop }
bot-cli-bots-count = `{ $given }` to nie liczba miejsc: podaj liczbę od 0 albo `all`
