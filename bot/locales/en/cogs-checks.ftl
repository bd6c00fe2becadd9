# What a slash command refuses before it runs: its place, who may use it, its numbers.

bot-checks-server-only = `/{ $command }` works only in a server channel, where the game is played; in DMs use `/do`, `/board` and `/game view`.
bot-checks-moderators-only = Only moderators (Manage Server, or the `{ $role }` role) can do that.
bot-checks-between = `{ $name }` must be a whole number from { $low } to { $high }; `{ $value }` is not.
bot-checks-game-choice = Game { $game }: { $where }

