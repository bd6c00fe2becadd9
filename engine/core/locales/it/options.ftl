core-quiet-format = le ore di silenzio si scrivono `<da>-<a>` in ore del giorno, per esempio `23-08` o `22:30-07:00`
core-quiet-times = le ore di silenzio sono orari del giorno, dalle 00:00 alle 23:59
core-quiet-same = le ore di silenzio devono finire a un'ora diversa da quella di inizio
core-timezone-unknown = non è un fuso orario del database tz; scrivilo come `Europe/Rome` o `UTC`
core-options-one-preset = Scegli un solo preset, non sia `{ $first }` sia `{ $second }`; aggiungi le singole opzioni dopo.
core-options-needs-value = `{ $name }` richiede un valore: `{ $name }={ $example }`.
core-options-not-an-option = `{ $typed }` non è un'opzione di questo gioco.
core-options-preset-needs-name = `preset` richiede un nome: `preset=<nome>`.
core-options-presets = Preset: { $names }.
core-options-no-presets = Preset: nessuno.
core-options-not-a-preset = `{ $typed }` non è un preset di questo gioco.
core-options-yes-or-no = `{ $name }` vale yes o no, non `{ $typed }`.
core-options-whole-number = `{ $name }` è un numero intero, non `{ $typed }`.
core-options-whole-number-between = `{ $name }` è un numero intero da { $low } a { $high }, non `{ $typed }`.
core-options-do-not-fit = Queste opzioni non sono compatibili tra loro.
core-options-invalid = `{ $name }`: { $error }.
core-options-must-be = `{ $name }` deve essere { $kind }.
core-options-must-be-between = `{ $name }` deve essere { $kind } da { $low } a { $high }.
core-kind-yes-or-no = yes o no
core-kind-whole-number = un numero intero
core-kind-text = un testo
core-options-usage = Opzioni (nome=valore): { $options }.
core-options-none = Nessuna opzione.
core-options-usage-presets = { $usage } Preset: { $presets } (le singole opzioni dopo un preset hanno la precedenza su di esso).
core-option-deadline-minutes = Gioco asincrono: minuti che una decisione può attendere prima che si applichi la scelta predefinita (i promemoria partono a metà e ai nove decimi del tempo); none: si attende un moderatore.
core-option-bot-after = Affida un posto a un bot dopo che sono scaduti di fila questi termini con le decisioni del posto senza risposta; none: mai.
core-option-private-threads = Invia i messaggi privati di ogni posto in un thread privato del canale della partita (quello del giocatore, visibile ai moderatori che gestiscono i thread) invece che in DM.
core-option-quiet = Ore di silenzio, per esempio `23-08` (dalle 23:00 alle 08:00 nel `timezone` della partita): l'orologio delle scadenze si ferma, quindi nessuna scadenza passa in quelle ore, e nessuno viene menzionato o sollecitato; none: l'orologio corre sempre.
core-option-timezone = Il fuso orario in cui si leggono le ore di silenzio, come lo chiama il database tz: `Europe/Rome`, `America/New_York`.
core-option-language = La lingua di ciò che la partita pubblica nel suo canale: `en`, `it`, `fr` o `pl` (ogni giocatore legge i propri messaggi nella propria lingua). Una partita creata senza questa opzione parla la lingua del server, se il bot la parla.
