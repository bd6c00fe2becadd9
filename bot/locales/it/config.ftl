# The bot's settings, read from the environment at start (bot/config.py).
# Settings and their values stay as written.
bot-config-no-token = DISCORD_TOKEN non è impostato (vedi .env.example).
bot-config-bad-guild = DUNE_GUILD_ID deve essere l'id di un server (cifre), non { $value }.
bot-config-bad-choice = { $setting } deve essere { $choices }, non { $value }.
bot-config-either = { $first } o { $second }
bot-config-bad-folder = DUNE_DATA_DIR deve essere una cartella esistente, non { $value }.
bot-config-bad-seconds = { $setting } deve essere un numero positivo di secondi, non { $value }.
