# Ciò che un comando slash rifiuta prima di eseguire: il luogo, chi può usarlo, i numeri.

bot-checks-server-only = `/{ $command }` funziona solo in un canale del server, dove si gioca la partita; nei DM usa `/do`, `/board` e `/game view`.
bot-checks-moderators-only = Solo i moderatori (Gestisci server, o il ruolo `{ $role }`) possono farlo.
bot-checks-between = `{ $name }` deve essere un numero intero da { $low } a { $high }; `{ $value }` non lo è.
bot-checks-game-choice = Partita { $game }: { $where }

