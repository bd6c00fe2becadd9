# A game's record as a file (bot/records.py): its export and import.
bot-record-moving = The game moved on twice while its record was being written: export it again.
