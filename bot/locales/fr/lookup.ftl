# Which game and seat an interaction is about (bot/lookup.py).
bot-lookup-no-game-here = Aucune partie n'est en cours dans ce salon. Lancez-en une avec `/game create`.
bot-lookup-other-game = La partie de ce salon est la { $game } ; utilisez la partie { $asked } dans son propre salon ou en message privé.
bot-lookup-no-seat-in-live-game = Vous n'avez pas de place dans une partie en cours { $game }.
bot-lookup-no-live-game = Vous n'avez de place dans aucune partie en cours.
bot-lookup-which-game = Vous jouez dans les parties { $games } : ajoutez `game:` pour dire laquelle.
bot-lookup-no-seat = Vous n'avez pas de place dans la partie { $game }.
