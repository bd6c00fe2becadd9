# A game's record as a file (bot/records.py): its export and import.
bot-record-moving = The game moved on twice while its record was being written: export it again.
bot-record-too-large = This file is { $size } KB; a game record is at most { $most } KB.
bot-record-channel-busy = This channel holds game { $game }, which is still going on: a channel holds one live game.
bot-record-channel-signup = This channel has a sign-up open: a channel holds one game at a time.
bot-record-channel-hint = Import the record in a channel without a live game or sign-up.
