core-data-untypable = `{ $name }` non si può riscrivere al tavolo: un nome contiene solo lettere, cifre, spazi e { $marks }, e comincia con una lettera o una cifra
core-data-give-json = Fornisci un file JSON in UTF-8, oppure ometti `{ $option }` per il valore predefinito.
core-data-unreadable = Il file `{ $file }` di `{ $option }` non si può leggere ({ $error }).
core-data-not-utf8 = Il file `{ $file }` di `{ $option }` non è testo UTF-8 (byte { $byte }).
core-data-altered = Il file «{ $kind }» conservato in questa partita (`{ $file }`) non corrisponde al suo hash: la partita salvata è stata alterata.
core-data-restore = Ripristina la partita da un backup.
core-data-too-deep = Il file «{ $kind }» `{ $file }` non è { $noun }: è annidato troppo in profondità.
core-data-invalid = Il file «{ $kind }» `{ $file }` non è { $noun }: { $problem }.
core-data-problem-at = { $where }: { $problem }
core-replay-version = I comandi di questa partita sono stati registrati dalla versione { $recorded } delle regole di { $game }; la versione { $version } non li riproduce.
core-replay-file-not-kept = Questa partita è stata creata prima che il suo file `{ $option }` venisse conservato nella partita, quindi non si può ricostruire senza rileggere quel file, che nel frattempo può essere cambiato: in questa partita l'annullamento non può tornare indietro.
core-mend-instead = Correggi invece la posizione con i comandi di correzione del moderatore (`help` li elenca).
core-undo-too-many = { $count ->
    [one] Impossibile annullare { $count } comando: la partita ne ha { $logged }.
   *[other] Impossibile annullare { $count } comandi: la partita ne ha { $logged }.
}
core-undo-between = Annulla tra 1 e { $logged }.
core-undo-version = Questa partita è iniziata con la versione { $recorded } delle regole di { $game }, che ha registrato i suoi primi comandi; questa release gioca la versione { $version }, che non li riproduce, quindi in questa partita l'annullamento non può tornare indietro.
