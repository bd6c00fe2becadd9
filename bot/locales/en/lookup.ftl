# Which game and seat an interaction is about (bot/lookup.py).
bot-lookup-no-game-here = No game is running in this channel. Start one with `/game create`.
bot-lookup-other-game = This channel's game is { $game }; use game { $asked } in its own channel or by DM.
bot-lookup-no-seat-in-live-game = You have no seat in a live game { $game }.
bot-lookup-no-live-game = You have no seat in a live game.
bot-lookup-which-game = You play in games { $games }: add `game:` to say which.
bot-lookup-no-seat = You have no seat in game { $game }.
