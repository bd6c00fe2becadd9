# A game's options line, as `/game options` lists it (bot/option_line.py). Option names,
# values and presets stay as typed.
bot-option-line-option = `{ $name }` (predefinito { $default }) — { $help }
bot-option-line-preset = preset `{ $name }` — { $description } { $sets }
bot-option-line-sets = Imposta: { $values }.
bot-option-line-sets-nothing = Non imposta nulla.
bot-option-line-chosen = Regole scelte: { $rules } (fissate all'inizio della partita).
bot-option-line-chosen-default = Regole scelte: quelle predefinite (fissate all'inizio della partita).
