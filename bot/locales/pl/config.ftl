# The bot's settings, read from the environment at start (bot/config.py).
# Settings and their values stay as written.
bot-config-no-token = DISCORD_TOKEN nie jest ustawiony (zob. .env.example).
bot-config-bad-guild = DUNE_GUILD_ID musi być identyfikatorem serwera (cyfry), a nie { $value }.
bot-config-bad-choice = { $setting } musi mieć wartość { $choices }, a nie { $value }.
bot-config-either = { $first } lub { $second }
bot-config-bad-folder = DUNE_DATA_DIR musi być istniejącym folderem, a nie { $value }.
bot-config-bad-seconds = { $setting } musi być dodatnią liczbą sekund, a nie { $value }.
bot-config-bad-database-url = DUNE_DATABASE_URL musi być adresem URL serwera PostgreSQL, zaczynającym się od { $first } lub { $second } (bez ustawienia: plik SQLite DUNE_DB); { $scheme ->
    [none] ustawiony nie ma schematu.
   *[other] ustawiony zaczyna się od { $scheme }.
}
bot-config-bad-shards = DUNE_SHARDS musi wskazywać shardy uruchamiane przez ten proces i ich łączną liczbę, np. 0/2 lub 0,1/4, a nie { $value }.
bot-config-shard-too-high = DUNE_SHARDS wskazuje shard { $shard }, ale shardy są numerowane od 0 do { $last }: { $value }.
bot-config-shard-twice = DUNE_SHARDS wskazuje shard { $shard } dwa razy: { $value }.
bot-config-shards-need-server = DUNE_SHARDS { $value } zostawia shardy innym procesom, które muszą dzielić serwer PostgreSQL: ustaw DUNE_DATABASE_URL albo uruchom tu wszystkie shardy ({ $every }); plik SQLite należy do jednego procesu.
