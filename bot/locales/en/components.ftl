# Buttons, menus and forms: their labels, and the answers to a press.

bot-components-unknown = This button or form is not one I know (it may be from an older version of the bot): use `/do`, or `/game status` to see what the game waits for.
bot-components-open-for-you = Open for you now: { $prompts }
bot-components-waiting-for-others = Nothing waits for you now; the game waits for { $awaited }.
bot-components-not-yours = Game { $game } is not waiting for you on this now. { $open }
bot-components-closed = Game { $game }: this button was posted for a decision that has closed, so it does nothing now. { $open }
bot-components-pass = Pass
bot-components-no-raise = Game { $game } is not waiting for you to raise now.
bot-components-choose = Choose
bot-components-choose-one = Choose one of the options.
bot-components-open-form = Open the form
bot-components-no-form = Game { $game } is not waiting for a form from you now.
bot-components-form-too-big = This form has more fields than Discord shows: use `/do { $command } ...`.
