# The bot's own words: its replies, buttons and the slash commands' descriptions.
