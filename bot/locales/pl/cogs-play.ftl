# /do (oraz przycisk, menu lub formularz): odpowiedź na ruch.

bot-play-done = ✓ `{ $command }`
bot-play-moderator-command = `{ $command }` to komenda moderatora: użyj `/mod`.
