# L'enregistrement d'une partie (record.py) : lecture d'un fichier d'enregistrement et rejeu.
core-record-not-json = Ce fichier n'est pas l'enregistrement d'une partie : ce n'est pas du JSON ({ $error }).
core-record-not-object = Ce fichier n'est pas l'enregistrement d'une partie : son JSON n'est pas un objet avec les champs de l'enregistrement.
core-record-export-hint = Donnez le fichier tel que `/mod export` ou la commande `export` de la table l'a écrit.
core-record-format = Cet enregistrement est au format { $format } ; cette version ne lit que le format { $known }.
core-record-field = Cet enregistrement ne suit pas le schéma de l'enregistrement en `{ $field }` : { $problem }.
core-record-unknown-game = Cet enregistrement est celui d'un jeu que ce bot ne gère pas : `{ $game }` (il gère { $games }).
core-record-rules = Les commandes de cet enregistrement ont été enregistrées par la version { $recorded } des règles de { $game } ; cette version joue la version { $version }, qui ne les rejoue pas.
core-record-rules-hint = Importez-le avec une version qui joue la version { $recorded }, ou poursuivez la partie là où elle a été enregistrée.
core-record-file-path = Cet enregistrement nomme un fichier pour `{ $option }` au lieu d'en garder le contenu : il ne peut pas être reconstruit ici.
core-record-origin = La partie de cet enregistrement ne peut pas être mise en place : { $problem }.
core-record-seats = Les places de cet enregistrement ({ $listed }) ne sont pas celles que distribue sa partie ({ $dealt }).
core-record-refused = La commande { $number } de l'enregistrement (`{ $command }`, par { $actor }) est refusée par les règles : { $reason }
core-record-differs = La partie diffère de l'enregistrement à partir de la commande { $number } (`{ $command }`, par { $actor }) : l'état qui la suit n'est pas celui enregistré.
core-record-differs-hint = L'enregistrement a été modifié ou abîmé après avoir été écrit : exportez-le à nouveau depuis la partie.
core-record-final-differs = L'état final de l'enregistrement n'est pas celui qu'atteignent ses { $count } commandes.
core-record-not-replayable = Le journal des commandes de cette partie ne reconstruit plus son état : elle n'a pas d'enregistrement vérifiable.
