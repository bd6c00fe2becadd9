# The bot's settings, read from the environment at start (bot/config.py).
# Settings and their values stay as written.
bot-config-no-token = DISCORD_TOKEN n'est pas défini (voir .env.example).
bot-config-bad-guild = DUNE_GUILD_ID doit être l'identifiant d'un serveur (des chiffres), pas { $value }.
bot-config-bad-choice = { $setting } doit valoir { $choices }, pas { $value }.
bot-config-either = { $first } ou { $second }
bot-config-bad-folder = DUNE_DATA_DIR doit être un dossier existant, pas { $value }.
bot-config-bad-seconds = { $setting } doit être un nombre positif de secondes, pas { $value }.
