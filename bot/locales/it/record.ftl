# Il registro di una partita come file (bot/records.py): esportazione e importazione.
bot-record-moving = La partita è andata avanti due volte mentre se ne scriveva il registro: esportalo di nuovo.
bot-record-too-large = Questo file è di { $size } KB; il registro di una partita è al massimo di { $most } KB.
bot-record-channel-busy = Questo canale ospita la partita { $game }, ancora in corso: un canale ospita una sola partita in corso.
bot-record-channel-signup = In questo canale sono aperte le iscrizioni: un canale ospita una partita alla volta.
bot-record-channel-hint = Importa il registro in un canale senza partite in corso né iscrizioni aperte.
