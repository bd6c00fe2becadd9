# A game's options line, as `/game options` lists it (bot/option_line.py). Option names,
# values and presets stay as typed.
bot-option-line-option = `{ $name }` (default { $default }) — { $help }
bot-option-line-preset = preset `{ $name }` — { $description } { $sets }
bot-option-line-sets = Sets: { $values }.
bot-option-line-sets-nothing = Sets: nothing.
bot-option-line-chosen = Rules chosen: { $rules } (fixed once the game began).
bot-option-line-chosen-default = Rules chosen: the defaults (fixed once the game began).
