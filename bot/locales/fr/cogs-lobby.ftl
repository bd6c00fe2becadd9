# /game create, join, leave, cancel, start : les refus des inscriptions et la liste des inscrits.

bot-lobby-side-taken = { $side } est déjà pris. Libres : { $free } ; ou inscrivez-vous sans préciser de { $label } pour en recevoir un au hasard.
bot-lobby-not-a-user = `{ $user }` n'est pas un utilisateur Discord : mentionnez chaque joueur avec @.
bot-lobby-listed-twice = { $player } est cité deux fois : chaque joueur occupe une seule place. Exemple : `{ $example }`.
bot-lobby-named-count = { $count ->
    [one] { $count } joueur nommé
   *[other] { $count } joueurs nommés
} ; une partie de { $title } en demande de { $least } à { $most }.
bot-lobby-side-twice = { $side } est demandé deux fois : chaque { $label } n'a qu'une place.
bot-lobby-signed-count = { $count ->
    [one] { $count } joueur inscrit
   *[other] { $count } joueurs inscrits
} ; une partie de { $title } en demande de { $least } à { $most }.
bot-lobby-nobody = Personne ne s'est encore inscrit.
bot-lobby-roster = Inscrits : { $players }.
bot-lobby-channel-busy = Ce salon a déjà une partie ou des inscriptions ouvertes.
bot-lobby-none = Aucune inscription n'est ouverte dans ce salon : `/game create` sans joueurs en ouvre.
bot-lobby-full = La partie est complète ({ $most } joueurs).
bot-lobby-started = La partie a commencé : un modérateur peut donner votre place à un remplaçant (`/admin replace`) ou la laisser vacante (`/admin kick`).
bot-lobby-not-joined = Vous ne vous êtes pas inscrit à cette partie.
bot-lobby-cancel-started = La partie { $game } a commencé ici, il n'y a donc pas d'inscriptions à annuler : un modérateur termine une partie avec `/admin end`.
bot-lobby-cancel-not-yours = Seul { $creator }, qui a ouvert les inscriptions, ou un modérateur peut les annuler.
