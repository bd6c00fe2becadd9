# Ce qu'une commande slash refuse avant de s'exécuter : le lieu, qui peut l'utiliser, ses nombres.

bot-checks-server-only = `/{ $command }` ne fonctionne que dans un salon du serveur, là où se joue la partie ; en MP, utilisez `/do`, `/board` et `/game view`.
bot-checks-moderators-only = Seuls les modérateurs (Gérer le serveur, ou le rôle `{ $role }`) peuvent faire cela.
bot-checks-between = `{ $name }` doit être un nombre entier de { $low } à { $high } ; `{ $value }` ne l'est pas.
bot-checks-game-choice = Partie { $game } : { $where }

# Le cadre de tout refus, et les excuses pour une faute de notre part.
bot-answers-apology = Quelque chose s'est mal passé de mon côté ; la partie n'a pas été modifiée.
bot-answers-stale = Cette commande a changé depuis que votre application Discord l'a chargée : rechargez Discord (Ctrl+R, ou rouvrez l'application) et réessayez.
bot-answers-not-valid = `{ $value }` n'est pas une valeur valide ({ $kind }) ici.
bot-answers-not-here = Vous ne pouvez pas utiliser cette commande ici.
bot-answers-bad-value = Valeur incorrecte pour { $where } : { $problem }.

# De quelle partie et de quelle place il s'agit.
bot-lookup-no-game-here = Aucune partie n'est en cours dans ce salon. Lancez-en une avec `/game create`.
bot-lookup-other-game = La partie de ce salon est la { $here } ; utilisez la partie { $game } dans son propre salon ou en MP.
bot-lookup-no-seat-in-live = Vous n'avez pas de place dans une partie en cours { $game }.
bot-lookup-no-live-game = Vous n'avez de place dans aucune partie en cours.
bot-lookup-which-game = Vous jouez dans les parties { $games } : ajoutez `game:` pour dire laquelle.
bot-lookup-no-seat = Vous n'avez pas de place dans la partie { $game }.
