# A seat's sheet, the moderators' table and a seat's history (bot/sheets.py).
bot-sheets-continued = { $title } (suite)
bot-sheets-nothing = rien
bot-sheets-told-only = Dit à cette place seulement, derniers messages
bot-sheets-seat-title = Partie { $game } : { $title }
bot-sheets-deadline = Échéance
bot-sheets-no-deadline = Aucune : la partie vous attend, ou attend le `force` d'un modérateur.
bot-sheets-deadline-at = { $when }, puis le choix par défaut s'applique.
bot-sheets-awaited = { $seat } ({ $kind }) : { $prompt }
bot-sheets-now = Maintenant
bot-sheets-seats = Places
bot-sheets-waiting-for = En attente de
bot-sheets-nobody = personne
bot-sheets-table-title = Partie { $game } ({ $title }), pour les modérateurs
bot-sheets-to-you = (à vous) { $text }
bot-sheets-no-history = La partie { $game } n'a pas encore d'historique.
bot-sheets-history-pages = { $count ->
    [one] La partie { $game } a 1 page d'historique : demandez la page 1.
   *[other] La partie { $game } a { $count } pages d'historique : demandez une page de 1 (la plus récente) à { $count }.
}
bot-sheets-history-head = Partie { $game }, historique de la place { $seat }, page { $page } sur { $count } (1 est la plus récente ; `{ $to_you }` marque ce qui n'a été dit qu'à cette place, `{ $taken_back }` ce que l'annulation d'un modérateur a repris) :
