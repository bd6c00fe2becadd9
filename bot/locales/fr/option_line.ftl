# A game's options line, as `/game options` lists it (bot/option_line.py). Option names,
# values and presets stay as typed.
bot-option-line-option = `{ $name }` (par défaut { $default }) — { $help }
bot-option-line-preset = préréglage `{ $name }` — { $description } { $sets }
bot-option-line-sets = Règle : { $values }.
bot-option-line-sets-nothing = Ne règle rien.
bot-option-line-chosen = Règles choisies : { $rules } (fixées au début de la partie).
bot-option-line-chosen-default = Règles choisies : celles par défaut (fixées au début de la partie).
