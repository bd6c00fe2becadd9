# Zapis partii jako plik (bot/records.py): eksport i import.
bot-record-moving = Partia posunęła się dwa razy podczas pisania jej zapisu: wyeksportuj go ponownie.
bot-record-too-large = Ten plik ma { $size } KB; zapis partii ma najwyżej { $most } KB.
bot-record-channel-busy = Na tym kanale toczy się partia { $game }: kanał mieści jedną trwającą partię.
bot-record-channel-signup = Na tym kanale trwają zapisy: kanał mieści jedną partię naraz.
bot-record-channel-hint = Zaimportuj zapis na kanale bez trwającej partii i bez zapisów.
