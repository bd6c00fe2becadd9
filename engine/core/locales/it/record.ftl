# Il registro di una partita (record.py): lettura di un file di registro e sua riesecuzione.
core-record-not-json = Questo file non è il registro di una partita: non è JSON ({ $error }).
core-record-not-object = Questo file non è il registro di una partita: il suo JSON non è un oggetto con i campi del registro.
core-record-export-hint = Fornisci il file esattamente come l'hanno scritto `/mod export` o il comando `export` del tavolo.
core-record-format = Questo registro è nel formato { $format }; questa versione legge solo il formato { $known }.
core-record-field = Questo registro non rispetta lo schema del registro in `{ $field }`: { $problem }.
core-record-unknown-game = Questo registro è di un gioco che questo bot non gestisce: `{ $game }` (gestisce { $games }).
core-record-rules = I comandi di questo registro sono stati registrati dalla versione { $recorded } delle regole di { $game }; questa versione applica la versione { $version }, che non li riesegue.
core-record-rules-hint = Importalo con una versione che applica la versione { $recorded }, oppure continua la partita dove è stata registrata.
core-record-file-path = Questo registro indica un file per `{ $option }` invece di conservarne il contenuto, quindi non può essere ricostruito qui.
core-record-origin = La partita di questo registro non può essere preparata: { $problem }.
core-record-seats = I posti di questo registro ({ $listed }) non sono quelli assegnati dalla sua partita ({ $dealt }).
core-record-refused = Il comando { $number } del registro (`{ $command }`, di { $actor }) è rifiutato dalle regole: { $reason }
core-record-differs = La partita differisce dal registro a partire dal comando { $number } (`{ $command }`, di { $actor }): lo stato dopo di esso non è quello registrato.
core-record-differs-hint = Il registro è stato modificato o danneggiato dopo essere stato scritto: esportalo di nuovo dalla partita.
core-record-final-differs = Lo stato finale del registro non è quello raggiunto dai suoi { $count } comandi.
core-record-not-replayable = Il registro dei comandi di questa partita non ricostruisce più il suo stato, quindi non ha un registro verificabile.
