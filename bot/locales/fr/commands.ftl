# Les descriptions des commandes slash, de leurs options et les noms des choix, tels que
# Discord les montre à côté des noms (anglais). Limite de Discord : 100 caractères chacune.

bot-cmd-game-id = numéro de la partie (en MP seulement, si vous jouez plusieurs parties)

bot-cmd-board = Le plateau maintenant : un dessin en texte, avec une image (PNG, ou le SVG).
bot-cmd-board-detail = un dessin plus grand, avec tout (en plusieurs messages)
bot-cmd-board-format = png (par défaut, affiché par Discord) ou svg (le dessin vectoriel)

bot-cmd-do = Jouez un coup, tel qu'on le tape à la table ; vos coups permis sont proposés.
bot-cmd-do-command = le coup, p. ex. `take 2` ; commencez à taper pour voir vos coups permis

bot-cmd-game = Parties : créer, rejoindre, état, options, vos secrets
bot-cmd-game-create = Lancez une partie dans ce salon, ou ouvrez ses inscriptions.
bot-cmd-game-create-players = @alice camp, @bob, ... (camps facultatifs) ; vide : ouvre les inscriptions
bot-cmd-game-create-ruleset = quel jeu (par défaut : le premier de la liste)
bot-cmd-game-create-options = les options en nom=valeur, après un éventuel `preset=<nom>` ; `/game options ruleset:` les liste
bot-cmd-game-create-seed = fixe les mélanges, pour une partie rejouable (vide : au hasard)
bot-cmd-game-create-deadline = minutes avant que le choix par défaut s'applique (vide ou 0 : attendre un modérateur)
bot-cmd-game-join = Prenez une place dans les inscriptions de ce salon.
bot-cmd-game-join-side = le camp que vous voulez (vide : tiré au hasard)
bot-cmd-game-leave = Rendez votre place dans les inscriptions.
bot-cmd-game-cancel = Annulez les inscriptions de ce salon (leur créateur ou un modérateur).
bot-cmd-game-start = Lancez la partie des inscrits (le créateur ou un modérateur).
bot-cmd-game-log = Les derniers événements publics de la partie.
bot-cmd-game-log-count = combien d'événements (15 par défaut, 100 au plus)
bot-cmd-game-status = Où en est la partie, ses places, et qui l'on attend.
bot-cmd-game-options = Les options : de cette partie, ou celles que prend une nouvelle partie d'un jeu.
bot-cmd-game-options-ruleset = les options d'un jeu pour `/game create`
bot-cmd-game-view = Les secrets et décisions de votre place, avec défauts et délai (vous seul les voyez).
bot-cmd-game-history = Tout ce que la partie a dit à votre place, dernière page d'abord (vous seul la voyez).
bot-cmd-game-history-page = 1 est la dernière page ; plus haut remonte plus loin
bot-cmd-game-help = Les commandes que vous pouvez utiliser maintenant, ou toutes celles d'un jeu.
bot-cmd-game-help-ruleset = liste plutôt toutes les commandes de ce jeu (par défaut : ce que vous pouvez faire ici)
bot-cmd-game-language = La langue de vos MP, de votre fiche et des réponses du bot.
bot-cmd-game-language-language = votre langue, ou auto : suivre la langue de votre application Discord
bot-cmd-language-auto = auto (suivre la langue de Discord)

bot-cmd-mod = Modérateur : corriger, annuler ou faire avancer la partie.
bot-cmd-mod-command = une commande de modérateur, p. ex. `force`, `undo` ou `view [seat]` (toute la partie, en privé)

bot-cmd-admin = Modérateurs : les places et l'état de la partie
bot-cmd-admin-seat = le nom de la place, comme `/game status` la liste
bot-cmd-admin-replace = Donnez une place à un autre joueur.
bot-cmd-admin-replace-player = qui joue la place désormais
bot-cmd-admin-kick = Retirez une place à son joueur ; elle reste vacante jusqu'à `/admin replace`.
bot-cmd-admin-deadline = Minutes qu'une décision peut attendre avant son choix par défaut (0 : attendre un modérateur).
bot-cmd-admin-deadline-minutes = de 0 à { $most } ; 0 attend un modérateur
bot-cmd-admin-pause = Mettez la partie en pause : seuls les modérateurs agissent.
bot-cmd-admin-resume = Reprenez une partie en pause.
bot-cmd-admin-end = Terminez la partie de ce salon.
bot-cmd-admin-bot = Confiez une place à un bot, qui la joue désormais (`/admin replace` la rend à une personne).
bot-cmd-game-create-bots = combien de places de plus jouent des bots (avec les joueurs nommés)
