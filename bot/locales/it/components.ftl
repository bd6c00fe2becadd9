# Pulsanti, menu e moduli: le loro etichette, e le risposte a un clic.

bot-components-unknown = Non conosco questo pulsante o modulo (forse è di una versione precedente del bot): usa `/do`, o `/game status` per vedere cosa attende la partita.
bot-components-open-for-you = Aperto per te ora: { $prompts }
bot-components-waiting-for-others = Nulla attende te ora; la partita attende { $awaited }.
bot-components-not-yours = La partita { $game } non attende te su questo ora. { $open }
bot-components-closed = Partita { $game }: questo pulsante era per una decisione ormai chiusa, quindi ora non fa nulla. { $open }
bot-components-pass = Passo
bot-components-no-raise = La partita { $game } non attende un tuo rilancio ora.
bot-components-choose = Scegli
bot-components-choose-one = Scegli una delle opzioni.
bot-components-open-form = Apri il modulo
bot-components-no-form = La partita { $game } non attende un modulo da te ora.
bot-components-form-too-big = Questo modulo ha più campi di quanti Discord ne mostri: usa `/do { $command } ...`.
