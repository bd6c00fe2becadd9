# /mod and /admin: their answers and what they post in the channel.

bot-mod-done = ✓ `{ $command }`
bot-mod-not-a-seat = `{ $seat }` is not a seat of game { $game }: `view` alone shows them all, or name one of { $seats }.
bot-admin-server-only = `/admin` works only in the game's server channel.
bot-admin-replaced = Seat { $seat } of game { $game } is now played by { $player }.
bot-admin-kicked = Seat { $seat } of game { $game } is vacant: its decisions wait for the deadline's default or a moderator until `/admin replace` seats a substitute.
bot-admin-deadline = Game { $game }: deadline set to { NUMBER($minutes, useGrouping: 0) } minute(s).
bot-admin-no-deadline = Game { $game }: no deadline.
bot-admin-paused = Game { $game } is paused.
bot-admin-resumed = Game { $game } goes on.
bot-admin-ended = Game { $game } has been ended by a moderator; its result follows, and this channel is free for a new game.
bot-admin-bot = Seat { $seat } of game { $game } is now played by a bot, which keeps the seat's secrets (a moderator gives it back to a person with `/admin replace`).
bot-admin-replaced-bot = Seat { $seat } of game { $game } is no longer played by a bot: { $player } plays it from now on.
