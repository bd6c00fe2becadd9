# L'enregistrement d'une partie en fichier (bot/records.py) : export et import.
bot-record-moving = La partie a avancé deux fois pendant l'écriture de son enregistrement : exportez-le à nouveau.
bot-record-too-large = Ce fichier fait { $size } Ko ; l'enregistrement d'une partie fait au plus { $most } Ko.
bot-record-channel-busy = Ce salon accueille la partie { $game }, toujours en cours : un salon accueille une seule partie en cours.
bot-record-channel-signup = Ce salon a des inscriptions ouvertes : un salon accueille une partie à la fois.
bot-record-channel-hint = Importez l'enregistrement dans un salon sans partie en cours ni inscriptions.
