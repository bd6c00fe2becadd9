# The game service's refusals and notes (bot/service.py).
bot-service-db-busy = la base de données est occupée ; rien n'a changé, réessayez.
bot-service-db-read-only = la base de données est en lecture seule ; rien n'a changé. Demandez à l'hébergeur de la rendre accessible en écriture.
bot-service-db-disk = le disque a refusé l'écriture ; rien n'a changé. Demandez à l'hébergeur de libérer de l'espace.
bot-service-db-refused = la base de données a refusé l'écriture ; rien n'a changé. Demandez à l'hébergeur de consulter le journal du bot.
bot-service-not-saved = { $what } : { $reason }
bot-service-move-not-saved = Votre coup n'a pas été enregistré
bot-service-game-not-created = La partie n'a pas été créée
bot-service-unknown-game = `{ $name }` n'est pas un jeu que je connais.
bot-service-games = Jeux : { $games }.
bot-service-paused = Un modérateur a mis cette partie en pause.
bot-service-wait-for-resume = Attendez `resume`.
bot-service-ended = Cette partie est terminée.
bot-service-undo-the-end = La commande `/mod undo` d'un modérateur annule la commande qui l'a terminée.
bot-service-already-ended = La partie { $game } est déjà terminée.
bot-service-create-anew = `/game create` lance une nouvelle partie dans son salon.
bot-service-channel-taken = La partie { $live } se joue maintenant dans le salon de cette partie : la partie { $game } reste donc terminée.
bot-service-no-such-seat = Aucune place `{ $seat }` dans la partie { $game }.
bot-service-seats = Places : { $seats }.
bot-service-holds-a-seat = Ce joueur occupe déjà la place `{ $seat }` dans cette partie.
bot-service-cannot-load = { $ruleset } (impossible à charger)
bot-service-taken-back = (annulé) { $text }
bot-service-undo-moderators = Seul un modérateur peut annuler.
bot-service-undoes = { $count ->
    [one] Le modérateur annule la dernière commande.
   *[other] Le modérateur annule les { $count } dernières commandes.
}
bot-service-took-back = Annulé { $n } : { $actor } : `{ $command }`
bot-service-unknown-language = Je ne parle pas `{ $language }` : choisissez parmi { $languages }.
