# The bot's settings, read from the environment at start (bot/config.py).
# Settings and their values stay as written.
bot-config-no-token = DISCORD_TOKEN is not set (see .env.example).
bot-config-bad-guild = DUNE_GUILD_ID must be a server id (digits), not { $value }.
bot-config-bad-choice = { $setting } must be { $choices }, not { $value }.
bot-config-either = { $first } or { $second }
bot-config-bad-folder = DUNE_DATA_DIR must be a folder that exists, not { $value }.
bot-config-bad-seconds = { $setting } must be a positive number of seconds, not { $value }.
