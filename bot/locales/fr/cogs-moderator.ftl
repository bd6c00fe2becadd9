# /mod et /admin : leurs réponses et ce qu'ils publient dans le salon.

bot-mod-done = ✓ `{ $command }`
bot-mod-not-a-seat = `{ $seat }` n'est pas une place de la partie { $game } : `view` seul les montre toutes, ou nommez-en une parmi { $seats }.
bot-admin-server-only = `/admin` ne fonctionne que dans le salon du serveur où se joue la partie.
bot-admin-replaced = La place { $seat } de la partie { $game } est désormais jouée par { $player }.
bot-admin-kicked = La place { $seat } de la partie { $game } est vacante : ses décisions attendent le choix par défaut du délai ou un modérateur, jusqu'à ce que `/admin replace` y installe un remplaçant.
bot-admin-deadline = Partie { $game } : délai fixé à { $minutes ->
    [one] { NUMBER($minutes, useGrouping: 0) } minute.
   *[other] { NUMBER($minutes, useGrouping: 0) } minutes.
}
bot-admin-no-deadline = Partie { $game } : pas de délai.
bot-admin-paused = La partie { $game } est en pause.
bot-admin-resumed = La partie { $game } reprend.
bot-admin-ended = La partie { $game } a été terminée par un modérateur ; son résultat suit, et ce salon est libre pour une nouvelle partie.
bot-admin-bot = La place { $seat } de la partie { $game } est désormais jouée par un bot, qui en garde les secrets (un modérateur la rend à une personne avec `/admin replace`).
bot-admin-replaced-bot = La place { $seat } de la partie { $game } n'est plus jouée par un bot : { $player } la joue désormais.
