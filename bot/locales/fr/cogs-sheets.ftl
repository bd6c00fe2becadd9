# La fiche d'une place (/game view, /mod view), la table des modérateurs et l'historique
# d'une place (/game history) : les parties propres au bot.

bot-sheet-continued = { $title } (suite)
bot-sheet-nothing = rien
bot-sheet-title = Partie { $game } : { $title }
bot-sheet-told = Dit à cette place seulement, les plus récents
bot-sheet-deadline = Délai
bot-sheet-no-deadline = Aucun : la partie vous attend, ou attend le `force` d'un modérateur.
bot-sheet-deadline-due = { $when }, puis le choix par défaut s'applique.
bot-sheet-now = Maintenant
bot-sheet-seats = Places
bot-sheet-waiting = En attente de
bot-sheet-nobody = personne
bot-sheet-table-title = Partie { $game } ({ $title }), pour les modérateurs
bot-sheet-to-you = (à vous)
bot-sheet-no-history = La partie { $game } n'a pas encore d'historique.
bot-sheet-history-pages = La partie { $game } a { $count ->
    [one] { $count } page d'historique : demandez la page 1.
   *[other] { $count } pages d'historique : demandez une page de 1 (la plus récente) à { $count }.
}
bot-sheet-history = Partie { $game }, historique de la place { $seat }, page { $page } sur { $count } (1 est la plus récente ; `{ $private }` marque ce qui n'a été dit qu'à cette place, `{ $undone }` ce qu'une annulation d'un modérateur a repris) :
