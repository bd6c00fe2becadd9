# L'enregistrement d'une partie en fichier (bot/records.py) : export et import.
bot-record-moving = La partie a avancé deux fois pendant l'écriture de son enregistrement : exportez-le à nouveau.
