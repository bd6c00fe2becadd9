# Signalements de problèmes : `/game report`, `/admin reports`, `/mod reports`, et les copies
# que reçoivent le salon des signalements et les modérateurs.

bot-cmd-game-report = Signaler aux modérateurs un problème de la partie.
bot-cmd-game-report-what = ce qui ne va pas, en { $most } caractères au plus (aucun secret : un salon peut l'afficher)
bot-cmd-admin-reports = Où vont les signalements de ce serveur : un salon, et vos MP.
bot-cmd-admin-reports-dm = si vous recevez en MP chaque signalement de ce serveur
bot-cmd-admin-reports-channel = le salon qui reçoit chaque signalement (réservez-le aux modérateurs)
bot-cmd-admin-reports-clear = n'envoyer désormais les signalements à aucun salon
bot-report-empty = Dites ce qui ne va pas, en { $most } caractères au plus : `/game report what:…`
bot-report-too-long = Un signalement a au plus { $most } caractères ; le vôtre en a { $length }. Raccourcissez-le et renvoyez-le.
bot-report-too-soon = Vous avez signalé un problème dans la partie { $game } il y a moins d'une minute ; vous pourrez en signaler un autre <t:{ $when }:R>.
bot-report-filed = Le signalement { $number } sur la partie { $game } est enregistré avec la partie telle qu'elle est ; les modérateurs le lisent avec `/mod reports`.
bot-report-sent-channel = Il a été envoyé à { $channel }.
bot-report-sent-dm = { $count ->
    [one] Un modérateur le reçoit en MP.
   *[other] { $count } modérateurs le reçoivent en MP.
}
bot-report-sent-nowhere = Ce serveur n'a pas de salon des signalements et aucun modérateur ne les reçoit en MP (`/admin reports`) : il attend dans `/mod reports`.
bot-report-no-seat = sans place
bot-report-heading = **Signalement** sur la partie { $game } (version { $version }, { $turn }) de { $reporter } ({ $seat }) :
    { $words }
bot-report-record = Le registre de la partie { $game } tel qu'il est, avec tous ses secrets : pour les modérateurs seulement.
bot-report-none = La partie { $game } n'a aucun signalement.
bot-report-list = { $count ->
    [one] Un signalement sur la partie { $game } :
   *[other] { $count } signalements sur la partie { $game } :
}
bot-report-line = n° { $number }, version { $version }, { $reporter } ({ $seat }), <t:{ $when }:f> :
    { $words }
bot-report-channel-or-clear = Donnez `channel` ou `clear`, pas les deux.
bot-report-settings-channel = Les signalements de ce serveur vont à { $channel }.
bot-report-settings-no-channel = Les signalements de ce serveur ne vont à aucun salon (`/admin reports channel:`).
bot-report-settings-dm-on = Vous les recevez en MP (si vous acceptez les MP des membres de ce serveur).
bot-report-settings-dm-off = Vous ne les recevez pas en MP (`/admin reports dm:True`).
bot-report-not-postable = { $channel } ne peut pas contenir de messages : choisissez un salon textuel.
