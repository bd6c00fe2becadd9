# The bot's settings, read from the environment at start (bot/config.py).
# Settings and their values stay as written.
bot-config-no-token = DISCORD_TOKEN nie jest ustawiony (zob. .env.example).
bot-config-bad-guild = DUNE_GUILD_ID musi być identyfikatorem serwera (cyfry), a nie { $value }.
bot-config-bad-choice = { $setting } musi mieć wartość { $choices }, a nie { $value }.
bot-config-either = { $first } lub { $second }
bot-config-bad-folder = DUNE_DATA_DIR musi być istniejącym folderem, a nie { $value }.
bot-config-bad-seconds = { $setting } musi być dodatnią liczbą sekund, a nie { $value }.
