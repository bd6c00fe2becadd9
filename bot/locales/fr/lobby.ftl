# Open sign-up before a game starts (bot/lobby.py). $label: what the game calls a side
# (faction, house); $side: a side's name as typed.
bot-lobby-side-taken = { $side } n'est plus disponible. Libres : { $free } ; ou inscrivez-vous sans choisir ({ $label }) : l'attribution se fera au hasard.
bot-lobby-not-a-user = `{ $user }` n'est pas un utilisateur Discord : @mentionnez chaque joueur.
bot-lobby-listed-twice = { $user } est nommé deux fois : chaque joueur occupe une seule place. Exemple : `{ $example }`.
bot-lobby-players-named = { $count ->
    [one] { $count } joueur nommé ; une partie de { $title } en demande de { $least } à { $most }.
   *[other] { $count } joueurs nommés ; une partie de { $title } en demande de { $least } à { $most }.
}
bot-lobby-side-twice = { $side } est demandé deux fois : chaque { $label } n'a qu'une place.
bot-lobby-signed-up-count = { $count ->
    [one] { $count } joueur inscrit ; une partie de { $title } en demande de { $least } à { $most }.
   *[other] { $count } joueurs inscrits ; une partie de { $title } en demande de { $least } à { $most }.
}
bot-lobby-nobody = Personne ne s'est encore inscrit.
bot-lobby-signed-up = Inscrits : { $players }.
bot-lobby-channel-busy = Ce salon a déjà une partie ou des inscriptions ouvertes.
bot-lobby-no-sign-up = Aucune inscription n'est ouverte dans ce salon : `/game create` sans joueurs en ouvre une.
bot-lobby-full = La partie est complète ({ $most } joueurs).
bot-lobby-started = La partie a commencé : un modérateur peut donner votre place à un remplaçant (`/admin replace`) ou la laisser vacante (`/admin kick`).
bot-lobby-not-joined = Vous ne vous êtes pas inscrit.
bot-lobby-nothing-to-cancel = La partie { $game } a commencé ici, il n'y a donc pas d'inscription à annuler : un modérateur termine une partie avec `/admin end`.
bot-lobby-only-creator = Seul { $creator }, qui a ouvert les inscriptions, ou un modérateur peut les annuler.
