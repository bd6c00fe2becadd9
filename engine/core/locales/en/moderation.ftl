# The moderator's commands every game has (moderation.py), as help lists them:
# `core-command-<name>` is a command's summary, `core-command-<name>-<argument>` an
# argument's help.
core-command-deadline = Moderator: minutes a decision may wait before its default (0: wait for a mod).
core-command-force = Moderator: apply the default to every decision the game waits for, or only to one seat's (`force <seat>`).
core-command-force-seat = a seat, or the side it holds
core-command-expire = The deadline passed: apply the default to every decision the game waits for.
core-command-undo = Moderator: take back the last command(s).
