# What a slash command refuses before it runs: its place, who may use it, its numbers.

bot-checks-server-only = `/{ $command }` works only in a server channel, where the game is played; in DMs use `/do`, `/board` and `/game view`.
bot-checks-moderators-only = Only moderators (Manage Server, or the `{ $role }` role) can do that.
bot-checks-between = `{ $name }` must be a whole number from { $low } to { $high }; `{ $value }` is not.
bot-checks-game-choice = Game { $game }: { $where }

# Any refusal's frame, and the apology for a fault of ours.
bot-answers-apology = Something went wrong on my side; the game was not changed.
bot-answers-stale = This command has changed since your Discord app loaded it: reload Discord (Ctrl+R, or reopen the app) and try again.
bot-answers-not-valid = `{ $value }` is not a valid { $kind } here.
bot-answers-not-here = You may not use this command here.
bot-answers-bad-value = Bad { $where }: { $problem }.

# Which game and seat an interaction is about.
bot-lookup-no-game-here = No game is running in this channel. Start one with `/game create`.
bot-lookup-other-game = This channel's game is { $here }; use game { $game } in its own channel or by DM.
bot-lookup-no-seat-in-live = You have no seat in a live game { $game }.
bot-lookup-no-live-game = You have no seat in a live game.
bot-lookup-which-game = You play in games { $games }: add `game:` to say which.
bot-lookup-no-seat = You have no seat in game { $game }.
