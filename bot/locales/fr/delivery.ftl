# What a game's channel is told when a message could not be delivered (bot/delivery.py).
bot-delivery-no-dm = Je ne peux pas écrire en privé à { $seat } : ouvrez vos messages privés, ou utilisez ici `/game view` pour lire vos secrets en privé.
bot-delivery-no-thread = Je ne peux pas ouvrir le fil privé de { $seat } ni y écrire : il me faut dans ce salon les permissions Créer des fils privés et Envoyer des messages dans les fils. En attendant, { $seat } lit tout en privé avec `/game view` et `/game history`.
bot-delivery-this-channel = ce salon
bot-delivery-set-aside = Modérateurs : un message pour { $who } n'a pas pu être remis et a été mis de côté ({ $why }). La partie continue.
bot-delivery-refused = Discord l'a refusé
bot-delivery-no-answer = Discord n'a pas répondu
bot-delivery-ours = une erreur de ma part
