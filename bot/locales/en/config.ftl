# The bot's settings, read from the environment at start (bot/config.py).
# Settings and their values stay as written.
bot-config-no-token = DISCORD_TOKEN is not set (see .env.example).
bot-config-bad-guild = DUNE_GUILD_ID must be a server id (digits), not { $value }.
bot-config-bad-choice = { $setting } must be { $choices }, not { $value }.
bot-config-either = { $first } or { $second }
bot-config-bad-folder = DUNE_DATA_DIR must be a folder that exists, not { $value }.
bot-config-bad-seconds = { $setting } must be a positive number of seconds, not { $value }.
bot-config-bad-database-url = DUNE_DATABASE_URL must be a PostgreSQL server's URL, beginning with { $first } or { $second } (unset: the SQLite file DUNE_DB); { $scheme ->
    [none] the one set has no scheme.
   *[other] the one set begins with { $scheme }.
}
bot-config-bad-shards = DUNE_SHARDS must name the shards this process runs and how many there are, as 0/2 or 0,1/4, not { $value }.
bot-config-shard-too-high = DUNE_SHARDS names shard { $shard }, but shards are numbered 0 to { $last }: { $value }.
bot-config-shard-twice = DUNE_SHARDS names shard { $shard } twice: { $value }.
bot-config-shards-need-server = DUNE_SHARDS { $value } leaves shards to other processes, which must share a PostgreSQL server: set DUNE_DATABASE_URL, or run every shard here ({ $every }); a SQLite file is one process's.
