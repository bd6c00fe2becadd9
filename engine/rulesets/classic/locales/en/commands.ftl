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

# Each command's summary in the help (protocol/commands.py): `classic-command-<name>`.
classic-command-traitor = Choose the traitor you keep from your four drawn leaders (III.E.2).
classic-command-predict = Bene Gesserit: secretly predict the winning faction and turn.
classic-command-place = Set-up: the Fremen place tokens in Sietch Tabr, False Wall South or False Wall West; with coexistence (XV.B.1) the Bene Gesserit place one token anywhere.
classic-command-dial = Dial the storm: 0-20 on the first turn, 1-3 afterwards (VI.A-B).
classic-command-storm = Fremen, with the weather rule: move the storm by the revealed marker (XVI.C).
classic-command-bid = Bid spice for the card up for bid (VIII.B).
classic-command-pass = Pass on the card up for bid (VIII.B).
classic-command-auto = Secret standing orders, answered at once for you: `auto call` answers every traitor question (yes only when the leader is in your pay; `auto call off`); Bene Gesserit `auto advise yes|no|off`; Guild, with the advantages, `auto move_now later|off`. Bids: `auto 5` bids up to 5 on this card, `auto 5 round` on every card of this round, `auto pass`, `auto off`.
classic-command-revive = Pay 2 spice per token to revive tokens beyond your free revivals (IX.B).
classic-command-ship = Ship tokens from reserves (IX.C.1). Guild: `from=<territory>` to cross-ship, `ship 4 reserves from=<territory>` to go home. Fremen: free arrival near the Great Flat.
classic-command-move = Move one group of tokens from one territory to another (IX.C.2).
classic-command-revive-leader = At the end of your move, pay a leader's strength to revive it (IX.D).
classic-command-move-now = Guild, with the additional advantages (XV): `move_now yes` takes your move before the player whose move is next; `move_now no` lets that player move first.
classic-command-done = End your move for this turn.
classic-command-advise = Bene Gesserit: send one token free to the Polar Sink after another's shipment (with coexistence, to the shipment's territory, XV.B.3).
classic-command-coexist = Bene Gesserit: coexist (yes: advisors) or not (no: fighters) where asked; before the moves, `coexist no <territory>` for each, then `coexist yes` (XV.B.5).
classic-command-ride = Fremen: move your tokens from the worm's territory (or `ride` alone to stay).
classic-command-place-worm = Fremen, with the additional advantages (XV): put a further worm of this spice blow in any territory; it devours only in the desert.
classic-command-battle = Aggressor: choose the next battle (territory, and opponent if several) (X.A.3).
classic-command-plan = Secret battle plan: tokens dialed, leader (or none), weapon, defense (X.B); in advanced combat, halves and spice=N (XXII).
classic-command-lose = Battle winner: take the losses numbered N among the ways offered (XXII.C; X.C.6 with starred tokens, XV).
classic-command-voice = Bene Gesserit in battle: command the opponent to play or not play a card kind.
classic-command-prescience = Atreides in battle: see one element of the opponent's plan (or none).
classic-command-no-leaders = Offer (or agree) to fight this battle without leaders (Q&A 7).
classic-command-call-traitor = Reveal the opposing leader as your traitor, or not (X.D, Q&A 7).
classic-command-keep = Battle winner: keep `all`, `none`, or one named card you played (X.C.6).
classic-command-capture = Harkonnen, with the additional advantages (XV): `capture kill` sends the leader just captured to its owner's tanks for 2 spice; `capture keep` holds it for one battle; `capture free` lets it go home.
classic-command-ally = At a nexus: ask to ally, or to join; it forms once both sides, every member, ask (XII.C).
classic-command-unally = At a nexus: break from your alliance (XII.D).
classic-command-ready = At a nexus: you are done making and breaking alliances (XII.C.5).
classic-command-grant = Emperor: give spice to an ally, at any time, for any use (XII.E.6).
classic-command-protect = Fremen: save (yes) or not (no) your allies' tokens from the worm (XII.E.6).
classic-command-free-revival = Fremen: let an ally revive three tokens free this turn, or not (XII.E.6).
classic-command-truthtrance = Play Truthtrance: ask a player one yes/no question, answered truthfully.
classic-command-answer = Answer the Truthtrance question put to you: `answer yes` or `answer no`.
classic-command-weather-control = Play Weather Control at the start of a storm round: move the storm 0-10.
classic-command-family-atomics = Play Family Atomics before the storm moves: destroy the Shield Wall.
classic-command-hajr = Play Hajr during your move: one extra group move.
classic-command-ghola = Play the Tleilaxu Ghola: `ghola <leader>` or `ghola <1-5>` tokens, free.
classic-command-karama = Play Karama: cancel a faction's advantage once, buy a card free, or ship at the Guild's rate. `karama atreides|harkonnen|bene_gesserit|fremen`, `karama buy`, `karama ship`; against the additional advantages (XV): `karama kwisatz|capture|fedaykin|sardaukar|guild`; special powers (XVII): `karama take|see|stop|worm|revive <target>`.
classic-command-support = Pledge spice to an ally's card bids and shipments this turn (XII.E.3-4).
classic-command-bribe = Pay spice to another player, openly, with the deal's terms (XIII).
classic-command-reveal = Show everyone your spice, cards or traitors (XIII.A). `reveal spice`, `reveal cards` (how many you hold), `reveal hand` (which), `reveal traitors`.
classic-command-set-spice = Moderator: set a faction's spice (to or from the bank).
classic-command-set-tokens = Moderator: set a faction's tokens in one section, taking/returning via reserves.
classic-command-give-card = Moderator: give a faction a treachery card from the deck or discard pile.
classic-command-take-card = Moderator: take a treachery card from a faction's hand to the discard pile.
classic-command-set-storm = Moderator: put the storm in a sector (no sweep).
classic-command-stack = Moderator: put a named card on top of the spice or treachery deck.
classic-command-kill-leader = Moderator: send a leader to the tanks.
classic-command-restore-leader = Moderator: bring a leader back from the tanks, free.
classic-command-set-turn = Moderator: set the turn number.
classic-command-form-alliance = Moderator: ally two factions (the second joins the first's alliance).
classic-command-break-alliance = Moderator: take a faction out of its alliance.
classic-command-set-traitors = Moderator: set a faction's traitors, secretly (`set_traitors h feyd, piter`).
classic-command-set-prediction = Moderator: set the Bene Gesserit's secret prediction (faction and turn).
classic-command-set-board-spice = Moderator: set the spice in one section of the board (to or from the bank).
classic-command-set-shield-wall = Moderator: set whether the Shield Wall stands (`set_shield_wall no`: destroyed, as by Family Atomics).
classic-command-set-kwisatz = Moderator: set the Atreides' tokens lost in battles (the Kwisatz Haderach wakes at 7) and whether the Kwisatz Haderach is in the tanks.
classic-command-set-weather = Moderator: set the Fremen's secret storm marker drawn for next turn (1-6).
classic-command-set-advisors = Moderator: set whether the Bene Gesserit's tokens in a territory are advisors (`yes`, coexisting) or fighters (`no`).
classic-command-set-captured = Moderator: set whether the Harkonnen hold another faction's leader captured (`set_captured duncan yes`), or let it go home (`no`).
