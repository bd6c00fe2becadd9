# The command line, `dune-moderator` (bot/cli.py).
bot-cli-unknown-ruleset = Unknown ruleset { $ruleset }; known: { $known }
bot-cli-demo-instead = DISCORD_TOKEN is not set: playing a local demo game instead.
bot-cli-token-refused = Discord refused the token in DISCORD_TOKEN; copy it again from the developer portal (your application, Bot, Reset Token).
bot-cli-discord-answered = Discord answered { $status } while starting: { $reason }.
bot-cli-no-reason = no reason given
bot-cli-unreachable = cannot reach Discord ({ $error }); check the network and try again.
