# /game: its answers and what it posts in the channel.

bot-game-signup-open = Sign-up is open for a game of { $title }: `/game join [{ $label }]` to take a seat, `/game leave` to give it up; { $creator } or a moderator starts it with `/game start` ({ $least } to { $most } players).
bot-game-created = Game { $game } created.
bot-game-joins = { $player } joins. { $roster }
bot-game-leaves = { $player } leaves. { $roster }
bot-game-cancelled = { $player } cancelled the sign-up for a game of { $title }; no game was started. { $roster } This channel is free: `/game create` opens a new game or sign-up.
bot-game-start-not-yours = Only { $creator }, who opened the sign-up, or a moderator can start the game.
bot-game-log = Game { $game }, last { $count } public event(s):
bot-game-status = Game { $game } ({ $title }): { $status }
bot-game-status-seats = Seats: { $seats }.
bot-game-status-awaited = { $seat }: { $prompt }
bot-game-status-waiting = Waiting for: { $awaited }
bot-game-status-waiting-nobody = Waiting for: nobody
bot-game-status-ended = This game has ended.
bot-game-options-of = Options of `{ $ruleset }`:
bot-game-options = Game { $game } options:
bot-game-help-title = { $title }:
bot-game-help-play = Play with `/do <command>`.
bot-game-help-moderators = Moderators (`/mod <command>`):
bot-game-help-moderators-own = Moderators have commands of their own (`/mod`, `/admin`).
bot-game-help-no-seat = You hold no seat in game { $game }; its commands:
bot-game-help-now = Game { $game }: what you ({ $seat }, { $side }) may use now, with `/do`:
bot-game-help-nothing = Game { $game }: you ({ $seat }, { $side }) have nothing to do now. { $waiting }
bot-game-help-every = Every command of the game: `/game help ruleset:{ $ruleset }`.
bot-game-language-chosen = From now on I write to you in English: your DMs, your sheet and my answers to you.
bot-game-language-auto = From now on I write to you in the language of your Discord app (now: { $language }).
bot-game-language-unknown = I do not speak `{ $language }`: choose English, Italiano, Français, Polski, or auto.

# What a seat may use now (/game help, a quiet move's note).
bot-guide-now = (now: { $moves })
bot-guide-nobody = The game waits for nobody now.
bot-guide-waits-for = The game waits for { $awaited }.
bot-guide-accepted = Accepted; nothing is announced. { $waiting }

# /game options: the frame of each option's line (an option's help is the game's own).
bot-options-default = `{ $name }` (default { $value }) — { $help }
bot-options-preset = preset `{ $name }` — { $description } Sets: { $sets }.
bot-options-nothing = nothing
bot-options-value = `{ $name }` = { $value } — { $description }
bot-options-rules-chosen = Rules chosen: { $rules } (fixed once the game began).
bot-options-defaults = the defaults

# /game create with private threads, in a channel that cannot hold them.
bot-threads-in-a-thread = `{ $option }` needs a text channel to make the seats' threads in, and this is a thread: create the game in a text channel, or leave `{ $option }` out.
bot-threads-not-a-text-channel = `{ $option }` needs a text channel to make the seats' threads in, and this is not one: create the game in a text channel, or leave `{ $option }` out.
