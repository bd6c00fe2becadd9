# The slash commands' descriptions, their options' descriptions and choice names, as
# Discord shows them beside the (English) names. Discord's limit: 100 characters each.

bot-cmd-game-id = game id (only in DMs, if you play several)

bot-cmd-board = The board now: a text picture, with an image (PNG, or the SVG).
bot-cmd-board-detail = a larger picture with everything on it (several messages)
bot-cmd-board-format = png (the default, shown by Discord) or svg (the vector drawing)

bot-cmd-do = Play a move, as typed at the table; your legal moves are suggested.
bot-cmd-do-command = the move, e.g. `take 2`; start typing for your legal moves

bot-cmd-game = Games: create, join, status, options, your secrets
bot-cmd-game-create = Start a game in this channel, or open its sign-up.
bot-cmd-game-create-players = @alice side, @bob, ... (sides optional); empty: open sign-up
bot-cmd-game-create-ruleset = which game (default: the first listed)
bot-cmd-game-create-options = the game's options as name=value, after any `preset=<name>`; `/game options ruleset:` lists them
bot-cmd-game-create-seed = fix the shuffles, for a replayable game (empty: random)
bot-cmd-game-create-deadline = minutes before a decision's default applies (empty or 0: wait for a moderator)
bot-cmd-game-join = Take a seat in this channel's sign-up.
bot-cmd-game-join-side = the side you want (empty: dealt at random)
bot-cmd-game-leave = Give up your seat in the sign-up.
bot-cmd-game-cancel = Cancel this channel's sign-up (its creator or a moderator).
bot-cmd-game-start = Start the signed-up game (its creator or a moderator).
bot-cmd-game-log = The game's recent public events.
bot-cmd-game-log-count = how many events (default 15, at most 100)
bot-cmd-game-status = Where the game stands, its seats, and who we wait for.
bot-cmd-game-options = A game's options: this game's, or those a new game of a ruleset takes.
bot-cmd-game-options-ruleset = a ruleset's options for `/game create`
bot-cmd-game-view = Your seat's secrets and decisions, with their defaults and deadline (only you see it).
bot-cmd-game-history = Everything the game told your seat, in public and only to you, latest page first (only you see it).
bot-cmd-game-history-page = 1 is the latest page; higher goes further back
bot-cmd-game-help = The commands you may use now, or every command of a game.
bot-cmd-game-help-ruleset = list every command of this game instead (default: what you may use now in the game here)
bot-cmd-game-language = The language of your DMs, your sheet and the bot's answers to you.
bot-cmd-game-language-language = your language, or auto: follow your Discord app's language
bot-cmd-language-auto = auto (follow Discord's language)

bot-cmd-mod = Moderator: fix, undo or force the game on.
bot-cmd-mod-command = a moderator command, e.g. `force`, `undo`, or `view [seat]` (the whole game, privately)

bot-cmd-admin = Moderators: seats and the game's state
bot-cmd-admin-seat = the seat's name, as `/game status` lists it
bot-cmd-admin-replace = Give a seat to another player.
bot-cmd-admin-replace-player = who plays the seat from now on
bot-cmd-admin-kick = Take a seat from its player; it waits vacant for `/admin replace` (a substitute).
bot-cmd-admin-deadline = Minutes a decision may wait before its default applies (0: wait for a moderator).
bot-cmd-admin-deadline-minutes = 0 to { $most }; 0 waits for a moderator
bot-cmd-admin-pause = Pause the game: only moderators act.
bot-cmd-admin-resume = Resume a paused game.
bot-cmd-admin-end = End the game in this channel.
bot-cmd-admin-bot = Hand a seat to a bot, which plays it from now on (`/admin replace` gives it back to a person).
bot-cmd-game-create-bots = how many more seats bots play (with players named)
