# /game: its answers and what it posts in the channel.

bot-game-signup-open = Sign-up is open for a game of { $title }: `/game join [{ $label }]` to take a seat, `/game leave` to give it up; { $creator } or a moderator starts it with `/game start` ({ $least } to { $most } players).
bot-game-created = Game { $game } created.
bot-game-joins = { $player } joins. { $roster }
bot-game-leaves = { $player } leaves. { $roster }
bot-game-cancelled = { $player } cancelled the sign-up for a game of { $title }; no game was started. { $roster } This channel is free: `/game create` opens a new game or sign-up.
bot-game-start-not-yours = Only { $creator }, who opened the sign-up, or a moderator can start the game.
bot-game-log = Game { $game }, last { $count } public event(s):
bot-game-status = Game { $game } ({ $title }): { $status }
bot-game-status-awaited = { $seat }: { $prompt }
bot-game-status-waiting = Waiting for: { $awaited }
bot-game-status-waiting-nobody = Waiting for: nobody
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

bot-game-bots-need-players = Bots take seats in a game created with its players named (`players:`), or in a sign-up when it starts (`/game start bots:`); in a game already started, a moderator hands a seat to a bot with `/admin bot`.
