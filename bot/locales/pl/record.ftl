# Zapis partii jako plik (bot/records.py): eksport i import.
bot-record-moving = Partia posunęła się dwa razy podczas pisania jej zapisu: wyeksportuj go ponownie.
