# The local table in the terminal (bot/table.py). Table words (`view <seat>`, `board`) and
# commands stay as typed.
bot-table-whose = Di' di chi è il comando, `<seat>: <command>`; posti: { $seats }.
bot-table-no-seat = Nessun posto `{ $seat }`; posti: { $seats }.
bot-table-waiting-for = in attesa di { $seat }: { $prompt }
bot-table-unknown-word = `{ $word }` non è né `<seat>: <command>` né una parola del tavolo ({ $words }, help, quit).
bot-table-moderator-commands = moderatore:
bot-table-may-now-use = { $seat } ora può usare: { $commands }
bot-table-moderator-may-use = { $seat } (moderatore) può usare: { $commands }
bot-table-help-more = `help <seat>` mostra il loro uso e le mosse possibili ora; `help all` tutti i comandi del gioco.
bot-table-words = tavolo: { $words }
bot-table-no-command-now = { $seat } ora non può usare nessun comando. { $waiting }
bot-table-rules-chosen = Regole scelte: { $rules }.
bot-table-rules-default = Regole scelte: quelle predefinite.
bot-table-unknown-ruleset = Gioco sconosciuto { $ruleset }; noti: { $known }
bot-table-cannot-resume = Impossibile riprendere la partita { $game } da { $db }: { $reason }
bot-table-no-database = quel file di database non esiste. Indica con --db il file in cui si è giocata la partita.
bot-table-seats-required = --seats è obbligatorio per una nuova partita (oppure --game ID per riprenderne una)
bot-table-cannot-start = Impossibile iniziare la partita: { $reason }
bot-table-bad-seed = --seed richiede un numero intero da 0 a { $most }, non { $seed }.
bot-table-header = Partita { $game } ({ $db }), seme { $seed }
