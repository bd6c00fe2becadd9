# Ce qu'une commande slash refuse avant de s'exécuter : le lieu, qui peut l'utiliser, ses nombres.

bot-checks-server-only = `/{ $command }` ne fonctionne que dans un salon du serveur, là où se joue la partie ; en MP, utilisez `/do`, `/board` et `/game view`.
bot-checks-moderators-only = Seuls les modérateurs (Gérer le serveur, ou le rôle `{ $role }`) peuvent faire cela.
bot-checks-between = `{ $name }` doit être un nombre entier de { $low } à { $high } ; `{ $value }` ne l'est pas.
bot-checks-game-choice = Partie { $game } : { $where }

