# Il registro di una partita come file (bot/records.py): esportazione e importazione.
bot-record-moving = La partita è andata avanti due volte mentre se ne scriveva il registro: esportalo di nuovo.
bot-record-too-large = Questo file è di { $size } KB; il registro di una partita è al massimo di { $most } KB.
bot-record-channel-busy = Questo canale ospita la partita { $game }, ancora in corso: un canale ospita una sola partita in corso.
bot-record-channel-signup = In questo canale sono aperte le iscrizioni: un canale ospita una partita alla volta.
bot-record-channel-hint = Importa il registro in un canale senza partite in corso né iscrizioni aperte.
bot-record-not-downloaded = Non è stato possibile scaricare il file `{ $file }` da Discord (HTTP { $status }): allegalo di nuovo.
bot-record-imported = { $count ->
    [one] La partita { $game } è importata in questo canale: { $count } comando rieseguito, fino allo stato che il registro riporta. La sua mappa e ciò che attende vengono pubblicati ora.
   *[other] La partita { $game } è importata in questo canale: { $count } comandi rieseguiti, ognuno fino allo stato che il registro riporta. La sua mappa e ciò che attende vengono pubblicati ora.
}
bot-record-exported = Il registro della partita { $game }: opzioni, seme, posti e ogni comando con la sua ora. `/admin import` in un altro canale o server, o `--import` del tavolo, la continua da qui.
bot-record-still-running = La partita { $game } è ancora in corso, e il suo registro contiene ogni segreto (mani, piani, il seme): si condivide una volta finita la partita.
bot-record-moderators-hint = Un moderatore può esportarlo ora con `/mod export`, in privato.
bot-cmd-admin-import = Crea qui una partita da un file di registro (`/mod export`), rieseguito e verificato.
bot-cmd-admin-import-file = il file di registro (JSON), come l'ha scritto `/mod export`
bot-cmd-game-export = Il registro di una partita finita, come file (moderatori: `/mod export`).
bot-table-export-where = Indica il file in cui scrivere il registro: `export partita.json`.
bot-table-export-failed = Non è stato possibile scrivere il registro in `{ $file }` ({ $error }).
bot-table-exported = Il registro della partita { $game } (alla versione { $version }) è scritto in { $file }; contiene ogni segreto della partita.
bot-table-cannot-import = Il registro `{ $file }` non può essere importato: { $reason }
bot-table-import-unreadable = il file non può essere letto ({ $error }).
bot-table-import-alone = `--import` crea una nuova partita dal suo registro: usalo senza `--game` né `--seats`.
