# What the game asks of a seat (play/decisions.py): the prompts, each naming the commands
# that answer it.
classic-prompt-weather = Move the storm { $count } sector(s) by your revealed marker: `storm` (XVI.C).
classic-prompt-dial = Dial the storm in secret: `dial N`, { $low } to { $high }.
classic-prompt-coexist = Coexist in { $territory }? `coexist yes` (advisors) or `coexist no` (fighters).
classic-prompt-coexist-where = Where do your advisors become fighters? `coexist no <territory>`, then `coexist yes` (advisors in { $territories }).
classic-prompt-protect = A worm is about to devour { $territory }: protect your allies' tokens there? `protect yes` or `protect no`.
classic-prompt-ride = Ride the worm: `ride <territory> [sector]` or `ride` to stay.
classic-prompt-place-worm = Place the worm in any territory: `place_worm <territory>`.
classic-prompt-bid = Card { $card }: bid more than { $bid } or pass.
classic-the-polar-sink = the Polar Sink
classic-prompt-advise = Send a spiritual advisor to { $territory }? `advise yes` or `advise no` (`auto advise yes|no` answers after every shipment).
classic-prompt-move-now = Take your move now, before { $faction }? `move_now yes` or `move_now no` (`auto move_now later` answers no before every move).
classic-prompt-move-now-next = Take your move now, before the next? `move_now yes` or `move_now no` (`auto move_now later` answers no before every move).
classic-prompt-free-revival = Let your ally { $ally } revive three tokens free this turn? `{ $command }`.
classic-prompt-revive = Revive up to { $count } more token(s) at 2 spice each: `revive N`.
classic-prompt-revive-affordable = Revive up to { $count } more token(s) at 2 spice each (you can pay for { $affordable } now): `revive N`.
classic-prompt-for-your-ally = {" "}for your ally { $ally }
classic-prompt-battle = Choose your next battle: `battle <territory> [opponent]`.
classic-prompt-voice = Use the Voice{ $ally }? `voice play|not <kind>` or `voice none`.
classic-prompt-prescience = Use prescience{ $ally }? `prescience leader|dial|weapon|defense|none`.
classic-prompt-plan = Send your battle plan for { $territory }: `{ $usage }`.
classic-prompt-call-traitor = Plans revealed: is the leader facing you (or your ally) a traitor in your pay? `call_traitor yes` or `call_traitor no` (`auto call` answers for you in every battle).
classic-prompt-lose = Choose your losses, fitting your dial (X.C.6, XV): { $ways }.
classic-prompt-lose-advanced = Choose your losses, fitting your dial and spice (XXII.C): { $ways }.
classic-prompt-lose-way = `lose { $number }`: { $losses }
classic-losses-none = no tokens
classic-losses-tokens = { $count } token(s)
classic-losses-starred = { $count } { $kind }
classic-prompt-keep = Keep the cards you played? `keep all`, `keep none`, `keep <card>`.
classic-prompt-capture = You captured { $leader }: `capture kill` (to the tanks, 2 spice), `capture keep` (for one battle) or `capture free`.

# The battle plan's form and its invitation (play/offers.py).
classic-form-title = Secret battle plan
classic-form-button = Build battle plan
classic-form-dial = Tokens dialed
classic-form-dial-help = 0 up to your tokens in the territory
classic-form-leader = Leader
classic-form-leader-help = one of your leaders, a Cheap Hero(ine), or none
classic-form-weapon = Weapon
classic-form-weapon-help = a weapon card you hold (empty: none)
classic-form-defense = Defense
classic-form-defense-help = a defense card you hold (empty: none)
classic-form-strength = Strength dialed
classic-form-strength-help = whole or half (3.5): supported tokens count 1, others 1/2
classic-form-spice = Spice supporting tokens
classic-form-spice-help = one spice per token at full strength (empty: none)
classic-offer-dial = Dial 0 to { $most }. Leaders: { $leaders }.
classic-offer-dial-advanced = Dial 0 to { $most }, in halves; spice 0 to { $spice }, one per token at full strength. Leaders: { $leaders }.
classic-offer-no-leaders = none available
classic-offer-cards = Cards you may play: { $cards }.
classic-offer-no-cards = none
classic-offer-press = Press the button for the form, or send `/do plan ...`.

# Refusals of the board's rules (board/) and of a command no player gives (play/handlers.py).
classic-not-a-player-command = `{ $command }` is not a player's command in this game.
classic-advantages-not-played = `{ $command }` belongs to the additional character advantages (XV), which this game does not play.
classic-of-which = {" "}({ $count } { $kind })
classic-starred-tokens = starred
classic-starred-none = Only the Emperor's Sardaukar and the Fremen's Fedaykin are starred tokens, with the additional advantages (XV).
classic-starred-leave-out = Leave out `starred=`.
classic-starred-too-many = You have { $have } { $kind } { $where }; name at most { $most } of the { $count } token(s).
classic-starred-or-less = `starred={ $most }` or less.
classic-starred-too-few = You have { $ordinary } ordinary token(s) { $where }: { $count } token(s) include at least { $least } { $kind }.
classic-starred-or-more = `starred={ $least }` or more.
