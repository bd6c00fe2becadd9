# Open sign-up before a game starts (bot/lobby.py). $label: what the game calls a side
# (faction, house); $side: a side's name as typed.
bot-lobby-side-taken = { $side } is already taken. Free: { $free }, or join without a { $label } to be dealt one.
bot-lobby-not-a-user = `{ $user }` is not a Discord user: @mention each player.
bot-lobby-listed-twice = { $user } is listed twice: each player holds one seat. Example: `{ $example }`.
bot-lobby-players-named = { $count ->
    [one] { $count } player named; a game of { $title } needs { $least } to { $most }.
   *[other] { $count } players named; a game of { $title } needs { $least } to { $most }.
}
bot-lobby-side-twice = { $side } is asked for twice: each { $label } has one seat.
bot-lobby-signed-up-count = { $count ->
    [one] { $count } player signed up; a game of { $title } needs { $least } to { $most }.
   *[other] { $count } players signed up; a game of { $title } needs { $least } to { $most }.
}
bot-lobby-nobody = Nobody has joined yet.
bot-lobby-signed-up = Signed up: { $players }.
bot-lobby-channel-busy = This channel already has a game or an open sign-up.
bot-lobby-no-sign-up = No sign-up is open in this channel: `/game create` without players opens one.
bot-lobby-full = The game is full ({ $most } players).
bot-lobby-started = The game has started: a moderator can give your seat to a substitute (`/admin replace`) or leave it vacant (`/admin kick`).
bot-lobby-not-joined = You have not joined this sign-up.
bot-lobby-nothing-to-cancel = Game { $game } has started here, so there is no sign-up to cancel: a moderator ends a game with `/admin end`.
bot-lobby-only-creator = Only { $creator }, who opened the sign-up, or a moderator can cancel it.
