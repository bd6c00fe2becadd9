core-command-deadline = Moderatore: minuti che una decisione può attendere prima della scelta predefinita (0: si attende un moderatore).
core-command-force = Moderatore: applica la scelta predefinita a ogni decisione attesa dalla partita, o solo a quelle di un posto (`force <posto>`).
core-command-force-seat = un posto, o la parte che occupa
core-command-expire = La scadenza è passata: applica la scelta predefinita a ogni decisione attesa dalla partita.
core-command-undo = Moderatore: annulla gli ultimi comandi.
