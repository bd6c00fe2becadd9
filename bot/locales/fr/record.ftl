# L'enregistrement d'une partie en fichier (bot/records.py) : export et import.
bot-record-moving = La partie a avancé deux fois pendant l'écriture de son enregistrement : exportez-le à nouveau.
bot-record-too-large = Ce fichier fait { $size } Ko ; l'enregistrement d'une partie fait au plus { $most } Ko.
bot-record-channel-busy = Ce salon accueille la partie { $game }, toujours en cours : un salon accueille une seule partie en cours.
bot-record-channel-signup = Ce salon a des inscriptions ouvertes : un salon accueille une partie à la fois.
bot-record-channel-hint = Importez l'enregistrement dans un salon sans partie en cours ni inscriptions.
bot-record-not-downloaded = Le fichier `{ $file }` n'a pas pu être téléchargé depuis Discord (HTTP { $status }) : joignez-le à nouveau.
bot-record-imported = { $count ->
    [one] La partie { $game } est importée dans ce salon : { $count } commande rejouée, jusqu'à l'état que son enregistrement garde. Son plateau et ce qu'elle attend sont publiés maintenant.
   *[other] La partie { $game } est importée dans ce salon : { $count } commandes rejouées, chacune jusqu'à l'état que son enregistrement garde. Son plateau et ce qu'elle attend sont publiés maintenant.
}
bot-record-exported = L'enregistrement de la partie { $game } : ses options, sa graine, ses places et chaque commande avec son heure. `/admin import` dans un autre salon ou serveur, ou `--import` à la table, la poursuit d'ici.
bot-record-still-running = La partie { $game } est toujours en cours, et son enregistrement contient tous les secrets (mains, plans, la graine) : il se partage une fois la partie terminée.
bot-record-moderators-hint = Un modérateur peut l'exporter maintenant avec `/mod export`, en privé.
bot-cmd-admin-import = Créer une partie ici depuis un enregistrement (`/mod export`), rejoué et vérifié.
bot-cmd-admin-import-file = le fichier d'enregistrement (JSON), tel que `/mod export` l'a écrit
bot-cmd-game-export = L'enregistrement d'une partie terminée, en fichier (modérateurs : `/mod export`).
bot-table-export-where = Nommez le fichier où écrire l'enregistrement : `export partie.json`.
bot-table-export-failed = L'enregistrement n'a pas pu être écrit dans `{ $file }` ({ $error }).
bot-table-exported = L'enregistrement de la partie { $game } (à la version { $version }) est écrit dans { $file } ; il contient tous les secrets de la partie.
bot-table-cannot-import = L'enregistrement `{ $file }` ne peut pas être importé : { $reason }
bot-table-import-unreadable = le fichier ne peut pas être lu ({ $error }).
bot-table-import-alone = `--import` crée une nouvelle partie depuis son enregistrement : donnez-le sans `--game` ni `--seats`.
