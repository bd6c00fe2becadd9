# The bot's settings, read from the environment at start (bot/config.py).
# Settings and their values stay as written.
bot-config-no-token = DISCORD_TOKEN non è impostato (vedi .env.example).
bot-config-bad-guild = DUNE_GUILD_ID deve essere l'id di un server (cifre), non { $value }.
bot-config-bad-choice = { $setting } deve essere { $choices }, non { $value }.
bot-config-either = { $first } o { $second }
bot-config-bad-folder = DUNE_DATA_DIR deve essere una cartella esistente, non { $value }.
bot-config-bad-seconds = { $setting } deve essere un numero positivo di secondi, non { $value }.
bot-config-bad-database-url = DUNE_DATABASE_URL deve essere l'URL di un server PostgreSQL, che inizia con { $first } o { $second } (se non è impostato: il file SQLite DUNE_DB); { $scheme ->
    [none] quello impostato non ha uno schema.
   *[other] quello impostato inizia con { $scheme }.
}
bot-config-bad-shards = DUNE_SHARDS deve indicare gli shard eseguiti da questo processo e quanti sono in tutto, come 0/2 o 0,1/4, non { $value }.
bot-config-shard-too-high = DUNE_SHARDS indica lo shard { $shard }, ma gli shard sono numerati da 0 a { $last }: { $value }.
bot-config-shard-twice = DUNE_SHARDS indica due volte lo shard { $shard }: { $value }.
bot-config-shards-need-server = DUNE_SHARDS { $value } lascia degli shard ad altri processi, che devono condividere un server PostgreSQL: imposta DUNE_DATABASE_URL, o esegui qui tutti gli shard ({ $every }); un file SQLite è di un solo processo.
