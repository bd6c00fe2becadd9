core-moderator-does-not-play = Le modérateur ne joue pas `{ $command }` à la place d'une place.
core-use-force = Utilisez `force` pour appliquer le choix par défaut d'une place.
core-game-over = La partie est terminée.
core-no-seat = `{ $seat }` n'a pas de place dans cette partie.
core-seats = Places : { $seats }
core-forced-by-moderator = Le modérateur applique le choix par défaut pour { $seat } (`{ $kind }`).
core-forced-by-deadline = Le délai est passé : choix par défaut pour { $seat } (`{ $kind }`).
core-undo-elsewhere = L'annulation se fait par la table ou le bot, qui gardent l'historique.
core-not-waiting = La partie n'attend personne.
core-not-waiting-for = La partie n'attend pas { $seat }.
core-waiting-for = En attente de : { $seats }.
core-now = Maintenant : { $line }.
core-now-waiting = Maintenant : { $line } ; en attente de { $waiting }.
core-not-seat-nor-side = { $label_gender ->
    [f] `{ $typed }` n'est ni une place ni une { $label } de cette partie.
   *[other] `{ $typed }` n'est ni une place ni un { $label } de cette partie.
}
core-seats-sides = Places : { $seats }.
core-seat-side = { $seat } ({ $side })
core-not-a-side = { $label_gender ->
    [f] `{ $typed }` n'est pas une { $label } de ce jeu.
   *[other] `{ $typed }` n'est pas un { $label } de ce jeu.
}
core-sides-are = { $label } : { $sides }.
core-sheet-spectator = Spectateur
core-sheet-private = Connu de vous seul
core-sheet-nothing = rien
core-sheet-public = À vous, vu de tous
core-sheet-waiting = En attente de vous
core-sheet-field = { $key } : { $value }
core-decision = `{ $kind }` : { $prompt }
core-decision-default = par défaut si personne ne répond : `{ $command }`
core-no-topic = Ce jeu n'a pas de `{ $topic }` à consulter.
core-topics = Sujets : { $topics }.
core-deadline-set = { $minutes ->
    [one] Le modérateur fixe le délai : { $minutes } minute par décision, puis le choix par défaut s'applique.
   *[other] Le modérateur fixe le délai : { $minutes } minutes par décision, puis le choix par défaut s'applique.
}
core-deadline-removed = Le modérateur retire le délai : la partie attend chaque décision (ou un modérateur).
core-sheet-none = aucun
core-sheet-yes = oui
core-sheet-no = non
