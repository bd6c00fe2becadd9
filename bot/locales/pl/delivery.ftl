# What a game's channel is told when a message could not be delivered (bot/delivery.py).
bot-delivery-no-dm = Nie mogę wysłać wiadomości prywatnej do { $seat }: otwórz wiadomości prywatne albo użyj tutaj `/game view`, aby prywatnie odczytać swoje sekrety.
bot-delivery-no-thread = Nie mogę otworzyć prywatnego wątku { $seat } ani w nim pisać: na tym kanale potrzebuję uprawnień Tworzenie wątków prywatnych i Wysyłanie wiadomości w wątkach. Tymczasem { $seat } czyta wszystko prywatnie przez `/game view` i `/game history`.
bot-delivery-this-channel = ten kanał
bot-delivery-set-aside = Moderatorzy: wiadomości dla { $who } nie udało się dostarczyć i została odłożona ({ $why }). Gra toczy się dalej.
bot-delivery-refused = Discord ją odrzucił
bot-delivery-no-answer = Discord nie odpowiedział
bot-delivery-ours = błąd po mojej stronie
