# Ciò che un comando slash rifiuta prima di eseguire: il luogo, chi può usarlo, i numeri.

bot-checks-server-only = `/{ $command }` funziona solo in un canale del server, dove si gioca la partita; nei DM usa `/do`, `/board` e `/game view`.
bot-checks-moderators-only = Solo i moderatori (Gestisci server, o il ruolo `{ $role }`) possono farlo.
bot-checks-between = `{ $name }` deve essere un numero intero da { $low } a { $high }; `{ $value }` non lo è.
bot-checks-game-choice = Partita { $game }: { $where }

# La cornice di ogni rifiuto, e le scuse per un errore nostro.
bot-answers-apology = Qualcosa è andato storto da parte mia; la partita non è stata modificata.
bot-answers-stale = Questo comando è cambiato da quando la tua app Discord l'ha caricato: ricarica Discord (Ctrl+R, o riapri l'app) e riprova.
bot-answers-not-valid = `{ $value }` non è un valore valido ({ $kind }) qui.
bot-answers-not-here = Non puoi usare questo comando qui.
bot-answers-bad-value = Valore errato per { $where }: { $problem }.

# Di quale partita e di quale posto si tratta.
bot-lookup-no-game-here = Nessuna partita è in corso in questo canale. Iniziane una con `/game create`.
bot-lookup-other-game = La partita di questo canale è la { $here }; usa la partita { $game } nel suo canale o in DM.
bot-lookup-no-seat-in-live = Non hai un posto in una partita in corso { $game }.
bot-lookup-no-live-game = Non hai un posto in nessuna partita in corso.
bot-lookup-which-game = Giochi nelle partite { $games }: aggiungi `game:` per dire quale.
bot-lookup-no-seat = Non hai un posto nella partita { $game }.
