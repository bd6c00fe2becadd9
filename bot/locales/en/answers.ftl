# Answers to an interaction that went wrong (bot/answers.py).
bot-answers-apology = Something went wrong on my side; the game was not changed.
bot-answers-stale = This command has changed since your Discord app loaded it: reload Discord (Ctrl+R, or reopen the app) and try again.
# $where: the option or argument pydantic names; $problem: pydantic's words.
bot-answers-bad-value = Bad { $where }: { $problem }.
bot-answers-arguments = arguments
bot-answers-invalid-value = invalid value
bot-answers-not-valid = `{ $value }` is not a valid { $type } here.
bot-answers-not-here = You may not use this command here.
