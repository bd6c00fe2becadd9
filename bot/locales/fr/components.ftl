# Boutons, menus et formulaires : leurs libellés, et les réponses à un clic.

bot-components-unknown = Je ne connais pas ce bouton ou ce formulaire (il vient peut-être d'une ancienne version du bot) : utilisez `/do`, ou `/game status` pour voir ce qu'attend la partie.
bot-components-open-for-you = Ouvert pour vous maintenant : { $prompts }
bot-components-waiting-for-others = Rien ne vous attend maintenant ; la partie attend { $awaited }.
bot-components-not-yours = La partie { $game } ne vous attend pas sur ceci maintenant. { $open }
bot-components-closed = Partie { $game } : ce bouton était pour une décision désormais close, il ne fait donc plus rien. { $open }
bot-components-pass = Passer
bot-components-no-raise = La partie { $game } n'attend pas de surenchère de votre part maintenant.
bot-components-choose = Choisir
bot-components-choose-one = Choisissez l'une des options.
bot-components-open-form = Ouvrir le formulaire
bot-components-no-form = La partie { $game } n'attend pas de formulaire de votre part maintenant.
bot-components-form-too-big = Ce formulaire a plus de champs que Discord n'en affiche : utilisez `/do { $command } ...`.
