# Il registro di una partita come file (bot/records.py): esportazione e importazione.
bot-record-moving = La partita è andata avanti due volte mentre se ne scriveva il registro: esportalo di nuovo.
