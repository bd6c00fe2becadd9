# The bot's settings, read from the environment at start (bot/config.py).
# Settings and their values stay as written.
bot-config-no-token = DISCORD_TOKEN n'est pas défini (voir .env.example).
bot-config-bad-guild = DUNE_GUILD_ID doit être l'identifiant d'un serveur (des chiffres), pas { $value }.
bot-config-bad-choice = { $setting } doit valoir { $choices }, pas { $value }.
bot-config-either = { $first } ou { $second }
bot-config-bad-folder = DUNE_DATA_DIR doit être un dossier existant, pas { $value }.
bot-config-bad-seconds = { $setting } doit être un nombre positif de secondes, pas { $value }.
bot-config-bad-database-url = DUNE_DATABASE_URL doit être l'URL d'un serveur PostgreSQL, commençant par { $first } ou { $second } (non défini : le fichier SQLite DUNE_DB) ; { $scheme ->
    [none] celle qui est définie n'a pas de schéma.
   *[other] celle qui est définie commence par { $scheme }.
}
bot-config-bad-shards = DUNE_SHARDS doit indiquer les shards que ce processus exécute et leur nombre total, comme 0/2 ou 0,1/4, pas { $value }.
bot-config-shard-too-high = DUNE_SHARDS indique le shard { $shard }, mais les shards sont numérotés de 0 à { $last } : { $value }.
bot-config-shard-twice = DUNE_SHARDS indique deux fois le shard { $shard } : { $value }.
bot-config-shards-need-server = DUNE_SHARDS { $value } laisse des shards à d'autres processus, qui doivent partager un serveur PostgreSQL : définissez DUNE_DATABASE_URL, ou exécutez ici tous les shards ({ $every }) ; un fichier SQLite appartient à un seul processus.
