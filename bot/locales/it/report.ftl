# Segnalazioni di problemi: `/game report`, `/admin reports`, `/mod reports`, e le copie che
# ricevono il canale delle segnalazioni e i moderatori.

bot-cmd-game-report = Segnala ai moderatori un problema della partita.
bot-cmd-game-report-what = cosa non va, in al massimo { $most } caratteri (nessun segreto: un canale può mostrarlo)
bot-cmd-admin-reports = Dove vanno le segnalazioni di questo server: un canale e i tuoi DM.
bot-cmd-admin-reports-dm = se ricevi in DM ogni segnalazione di questo server
bot-cmd-admin-reports-channel = il canale che riceve ogni segnalazione (riservalo ai moderatori)
bot-cmd-admin-reports-clear = da ora non inviare le segnalazioni a nessun canale
bot-report-empty = Di' cosa non va, in al massimo { $most } caratteri: `/game report what:…`
bot-report-too-long = Una segnalazione può avere al massimo { $most } caratteri; la tua ne ha { $length }. Accorciala e inviala di nuovo.
bot-report-too-soon = Hai segnalato un problema nella partita { $game } meno di un minuto fa; potrai segnalare di nuovo <t:{ $when }:R>.
bot-report-filed = La segnalazione { $number } sulla partita { $game } è registrata con la partita com'è ora; i moderatori la leggono con `/mod reports`.
bot-report-sent-channel = È stata inviata a { $channel }.
bot-report-sent-dm = { $count ->
    [one] Un moderatore la riceve in DM.
   *[other] { $count } moderatori la ricevono in DM.
}
bot-report-sent-nowhere = Questo server non ha un canale delle segnalazioni e nessun moderatore le riceve in DM (`/admin reports`): resta in `/mod reports`.
bot-report-no-seat = nessun posto
bot-report-heading = **Segnalazione** sulla partita { $game } (versione { $version }, { $turn }) di { $reporter } ({ $seat }):
    { $words }
bot-report-record = Il registro della partita { $game } com'è ora, con ogni segreto: solo per i moderatori.
bot-report-none = La partita { $game } non ha segnalazioni.
bot-report-list = { $count ->
    [one] Una segnalazione sulla partita { $game }:
   *[other] { $count } segnalazioni sulla partita { $game }:
}
bot-report-line = #{ $number }, versione { $version }, { $reporter } ({ $seat }), <t:{ $when }:f>:
    { $words }
bot-report-channel-or-clear = Indica `channel` oppure `clear`, non entrambi.
bot-report-settings-channel = Le segnalazioni di questo server vanno a { $channel }.
bot-report-settings-no-channel = Le segnalazioni di questo server non vanno a nessun canale (`/admin reports channel:`).
bot-report-settings-dm-on = Le ricevi in DM (se accetti DM dai membri di questo server).
bot-report-settings-dm-off = Non le ricevi in DM (`/admin reports dm:True`).
bot-report-not-postable = { $channel } non può contenere messaggi: scegli un canale testuale.
