# What a game's channel is told when a message could not be delivered (bot/delivery.py).
bot-delivery-no-dm = I cannot DM { $seat }: open your DMs, or use `/game view` here to read your secrets privately.
bot-delivery-no-thread = I cannot open or write in the private thread of { $seat }: I need the Create Private Threads and Send Messages in Threads permissions in this channel. Meanwhile { $seat } reads it all privately with `/game view` and `/game history`.
bot-delivery-this-channel = this channel
bot-delivery-set-aside = Moderators: a message for { $who } could not be delivered and was set aside ({ $why }). The game goes on.
bot-delivery-refused = Discord refused it
bot-delivery-no-answer = Discord did not answer
bot-delivery-ours = an error on my side
