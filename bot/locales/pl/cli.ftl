# The command line, `dune-moderator` (bot/cli.py).
bot-cli-unknown-ruleset = Nieznana gra { $ruleset }; znane: { $known }
bot-cli-demo-instead = DISCORD_TOKEN nie jest ustawiony: zamiast tego rozgrywana jest lokalna gra pokazowa.
bot-cli-token-refused = Discord odrzucił token z DISCORD_TOKEN; skopiuj go ponownie z portalu dewelopera (twoja aplikacja, Bot, Reset Token).
bot-cli-discord-answered = Discord odpowiedział { $status } podczas uruchamiania: { $reason }.
bot-cli-no-reason = bez podanej przyczyny
bot-cli-unreachable = nie można połączyć się z Discordem ({ $error }); sprawdź sieć i spróbuj ponownie.
