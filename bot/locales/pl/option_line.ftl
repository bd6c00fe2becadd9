# A game's options line, as `/game options` lists it (bot/option_line.py). Option names,
# values and presets stay as typed.
bot-option-line-option = `{ $name }` (domyślnie { $default }) — { $help }
bot-option-line-preset = zestaw `{ $name }` — { $description } { $sets }
bot-option-line-sets = Ustawia: { $values }.
bot-option-line-sets-nothing = Niczego nie ustawia.
bot-option-line-chosen = Wybrane zasady: { $rules } (ustalone na początku gry).
bot-option-line-chosen-default = Wybrane zasady: domyślne (ustalone na początku gry).
