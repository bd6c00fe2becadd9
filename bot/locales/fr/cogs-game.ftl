# /game : ses réponses et ce qu'il publie dans le salon.

bot-game-signup-open = Les inscriptions sont ouvertes pour une partie de { $title } : `/game join [{ $label }]` pour prendre une place, `/game leave` pour la rendre ; { $creator } ou un modérateur la lance avec `/game start` (de { $least } à { $most } joueurs).
bot-game-created = Partie { $game } créée.
bot-game-joins = { $player } s'inscrit. { $roster }
bot-game-leaves = { $player } se retire. { $roster }
bot-game-cancelled = { $player } a annulé les inscriptions pour une partie de { $title } ; aucune partie n'a été lancée. { $roster } Ce salon est libre : `/game create` ouvre une nouvelle partie ou de nouvelles inscriptions.
bot-game-start-not-yours = Seul { $creator }, qui a ouvert les inscriptions, ou un modérateur peut lancer la partie.
bot-game-log = Partie { $game }, { $count ->
    [one] dernier événement public :
   *[other] { $count } derniers événements publics :
}
bot-game-status = Partie { $game } ({ $title }) : { $status }
bot-game-status-awaited = { $seat } : { $prompt }
bot-game-status-waiting = En attente de : { $awaited }
bot-game-status-waiting-nobody = En attente de : personne
bot-game-options-of = Options de `{ $ruleset }` :
bot-game-options = Options de la partie { $game } :
bot-game-help-title = { $title } :
bot-game-help-play = Jouez avec `/do <commande>`.
bot-game-help-moderators = Modérateurs (`/mod <commande>`) :
bot-game-help-moderators-own = Les modérateurs ont leurs propres commandes (`/mod`, `/admin`).
bot-game-help-no-seat = Vous n'avez pas de place dans la partie { $game } ; ses commandes :
bot-game-help-now = Partie { $game } : ce que vous ({ $seat }, { $side }) pouvez utiliser maintenant, avec `/do` :
bot-game-help-nothing = Partie { $game } : vous ({ $seat }, { $side }) n'avez rien à faire maintenant. { $waiting }
bot-game-help-every = Toutes les commandes du jeu : `/game help ruleset:{ $ruleset }`.
bot-game-language-chosen = Désormais je vous écris en français : vos MP, votre fiche et mes réponses.
bot-game-language-auto = Désormais je vous écris dans la langue de votre application Discord (actuellement : { $language }).

bot-game-bots-need-players = Les bots prennent des places dans une partie créée en nommant ses joueurs (`players:`), ou dans des inscriptions à leur lancement (`/game start bots:`) ; dans une partie déjà commencée, un modérateur confie une place à un bot avec `/admin bot`.
