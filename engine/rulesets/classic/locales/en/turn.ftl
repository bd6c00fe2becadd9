# Classic Dune: the turn's phases (set-up, storm, spice blow, bidding, revival, movement,
# collection), alliances and the advantages they share, victory.

## Shared steps (common.py)
classic-you-receive-card = You receive { $card }.
classic-top-bid-needs-spice = Your top bid of { $bid } on the card up for bid needs that spice.
classic-move-at-most-until-sold = Move at most { $count } until the card is sold.
classic-spans-sectors-end-in = { $territory } spans sectors { $sectors }; you may end in { $open }: say which.
classic-spans-sectors = { $territory } spans sectors { $sectors }: say which.
classic-add-a-sector = Add a sector, e.g. `... { $territory } { $sector }`.
classic-lies-in-sectors = { $territory } lies in sector(s) { $sectors }, not { $sector }.
classic-sector = sector { $sector }
classic-or = { $rest } or { $last }
classic-no-tokens-in = You have no tokens in { $territory }.
classic-count-in-sector = { $count } in sector { $sector }
classic-tokens-in-several-sectors = Your tokens in { $territory } are in several sectors ({ $where }); they move as separate groups.
classic-name-the-sector = Name the sector with `from_sector=N`.
classic-tokens-in-sector-not = You have { $count } tokens in { $territory } sector { $sector }, not { $n }.
classic-sector-in-storm = { $territory } sector { $sector } is in the storm.
classic-holds-two-others = { $territory } already holds two other factions.
classic-ally-already-in = Your ally already has tokens in { $territory }.

## Set-up (setup.py)
classic-seating = { $seat } ({ $faction }, dot { $dot })
classic-game-begins = A game of Dune begins. Seats: { $seats }.
classic-no-sietches = The sietch strongholds are for a game of { $needed } players (XVIII.C): this game of { $count } is played without them.
classic-no-weather = No seat plays the Fremen, who draw the weather markers: the storm moves by the dials, as in the basic game (XVI.D).
classic-players-2-to-6 = Dune is played by 2 to 6 players.
classic-got-players = Got { $count }.
classic-seat-names = Every seat needs its own name (and `mod` is the moderator's).
classic-same-faction-twice = Two seats chose the same faction.
classic-no-opponent-leaders = none of your opponents' leaders
classic-your-traitors = Your traitors: { $leaders }.
classic-keep-a-traitor = Keep one opponent's leader as your traitor ({ $leaders }): `traitor <leader>`.
classic-no-opponent-drawn = None is an opponent's: answer `traitor none`.
classic-you-drew = You drew { $leaders }. { $ask }
classic-no-traitor-to-choose = You have no traitor to choose now.
classic-choose-one-of = Choose one of: { $leaders }.
classic-answer-traitor-none = Answer `traitor none`.
classic-must-keep-traitor = You drew an opponent's leader: keep one as your traitor.
classic-own-leader = { $leader } is your own leader.
classic-traitor-in-your-pay = { $leader } is in your pay as a traitor.
classic-you-have-no-traitor = You have no traitor.
classic-traitor-chosen = { $faction } has made its traitor choice.
classic-rule-bg-shield = Bene Gesserit shield
classic-rule-fremen-shield = Fremen shield
classic-only-bg-predict = Only the Bene Gesserit make a prediction.
classic-prediction-written = You have already written your prediction.
classic-predict-another = Predict one of the other factions in this game: { $factions }.
classic-game-lasts = The game lasts { $count } turns.
classic-choose-turn = Choose a turn from 1 to { $count }.
classic-you-predict = You predict: { $faction } wins on turn { $turn }.
classic-prediction-made = The Bene Gesserit have written their secret prediction.
classic-bg-place-after-fremen = The Bene Gesserit place their token after the Fremen.
classic-only-fremen-place = Only the Fremen place tokens at set-up, and only until all ten are down.
classic-fremen-start-in = The Fremen start in { $home }, not { $territory }.
classic-left-to-place = Only { $count } tokens are left to place, not { $n }.
classic-place-or-less = `place { $count } <territory> [sector]` or less.
classic-fremen-places = Fremen places { $n }{ $starred } in { $territory } (sector { $sector }); { $count } left to place.
classic-ask-traitor = Choose your traitor: `traitor <leader>` (`traitor none` if you drew only your own leaders).
classic-ask-prediction = Write your prediction: `predict <faction> <turn>`.
classic-ask-fremen-place = Place { $count } tokens: `place <count> <territory> [sector]`.
classic-ask-advisor-place = Place your starting token in any territory: `place 1 <territory> [sector]` (XV.B.1).

## Storm (storm.py)
classic-storm-round = Turn { $turn }: storm round. { $dialers } each dial { $low } to { $high } in secret (`dial N`).
classic-no-dials-weather = No dials this storm round: the Fremen's storm marker moves the storm (XVI.C).
classic-not-dialing = You are not dialing the storm now.
classic-already-dialed = You have already dialed the storm this turn.
classic-dial-from-to = Dial a number from { $low } to { $high }.
classic-you-dialed = You dialed { $number } for the storm.
classic-has-dialed = { $faction } has dialed the storm.
classic-fremen-move-by-marker = The Fremen move the storm by the revealed marker with `storm`.
classic-dialing = Dialing: { $factions }.
classic-in-phase-setup = The game is in the setup phase.
classic-in-phase-storm = The game is in the storm phase.
classic-in-phase-spice-blow = The game is in the spice blow phase.
classic-in-phase-bidding = The game is in the bidding phase.
classic-in-phase-revival = The game is in the revival phase.
classic-in-phase-movement = The game is in the movement phase.
classic-in-phase-battle = The game is in the battle phase.
classic-in-phase-collection = The game is in the collection phase.
classic-in-phase-ended = The game is in the ended phase.
classic-no-weather-rule = `storm` moves the storm by the Fremen's marker, a rule this game does not play (XVI): the storm is dialed.
classic-only-fremen-marker = Only the Fremen move the storm by their marker.
classic-no-revealed-marker = There is no revealed storm marker to move the storm by now.
classic-weather-marker-hint = With the weather rule, each storm round after the first opens with the Fremen's marker revealed.
classic-marker-shows = The Fremen's storm marker shows { $number }
classic-faction-number = { $faction } { $number }
classic-dials-revealed = Storm dials revealed: { $dials }
classic-storm-moves = { $why }. The storm moves { $count } sector(s) to sector { $sector }.
classic-storm-kills = The storm kills { $count } { $faction } token(s){ $starred } in { $territory } (sector { $sector }).
classic-storm-scatters = The storm scatters { $count } spice in { $territory }.

## Spice blow (spice_blow.py)
classic-pile = { " " }(pile { $pile })
classic-spice-reshuffled = The spice deck is used up: every spice card is shuffled into a new deck.
classic-blow-in-storm = Spice blow{ $pile }: { $territory }, but sector { $sector } is in the storm: no spice this turn (VII.A.1).
classic-blow = Spice blow{ $pile }: { $count } spice in { $territory } (sector { $sector }).
classic-worm-reshuffled = Shai-Hulud appears on the first turn and is shuffled back into the spice deck (VII.D, XXI.A.3).
classic-worm-to-place = Another Shai-Hulud{ $pile }: the Fremen place it in any territory (`place_worm <territory>`; it devours only in the desert; XV, pad Fremen 2).
classic-worm-ignored = Another Shai-Hulud{ $pile }: ignored this round (VII.C).
classic-worm-no-nexus = Shai-Hulud{ $pile }! No nexus: this game has no alliances (XVIII.A.1).
classic-worm-nexus = Shai-Hulud{ $pile }! A nexus (VII.B).
classic-no-worm-to-place = There is no worm for you to place now.
classic-rule-pad-fremen-2 = XV, pad Fremen 2
classic-fremen-place-worms = With the additional advantages the Fremen place every worm of a spice blow after the first.
classic-worm-placed-not-desert = The Fremen place Shai-Hulud in { $territory }: not the desert, it devours nothing (XV, pad Fremen 2).
classic-worm-placed = The Fremen place Shai-Hulud in { $territory } (XV, pad Fremen 2).
classic-worm-nothing = Shai-Hulud finds no spice blow yet to devour.
classic-may-ride = The Fremen in { $territory } may ride Shai-Hulud to another territory (`ride <territory> [sector]`, or `ride` to stay).
classic-worm-devours = Shai-Hulud devours { $count } { $faction } token(s) in { $territory }.
classic-worm-swallows = Shai-Hulud swallows { $count } spice in { $territory }.
classic-shelter-offer = Shai-Hulud rises in { $territory }: the Fremen may save their allies' tokens there ({ $allies }) from the worm (`protect yes` or `protect no`, Fremen shield, XII.E.6).
classic-no-worm-threatens = No worm threatens your allies now.
classic-rule-fremen-shield-xii-e-6 = Fremen shield, XII.E.6
classic-shelter-hint = The Fremen are asked when a worm is about to devour a territory where their allies stand.
classic-shelter-yes = The Fremen protect their allies in { $territory } from Shai-Hulud (XII.E.6).
classic-shelter-no = The Fremen leave their allies in { $territory } to Shai-Hulud.
classic-no-worm-to-ride = There is no worm for you to ride now.
classic-fremen-stay = The Fremen stay in { $territory }.
classic-riders-already-in = Your riders are already in { $territory }.
classic-ride-to-stay = Use `ride` to stay.
classic-fremen-ride = The Fremen ride Shai-Hulud: { $count } token(s) from { $origin } to { $territory } (sector { $sector }).

## Allies' spice (support.py)
classic-sets-aside = { $giver } sets aside { $count } spice for { $ally }'s cards and shipments.
classic-not-your-ally = { $faction } is not your ally.
classic-only-spice-to-pledge = You have only { $count } more spice to pledge.
classic-pledge-backs-bid = Your pledge backs { $faction }'s standing bid of { $bid }.
classic-rule-deals-honoured = XIII.C: deals must be honoured
classic-pledged-from = { $count } from { $faction }
classic-means-pledged = { $count } spice ({ $own } of your own, { $given } pledged)
classic-means-none-pledged = { $count } spice (your allies have pledged you none, XII.E.3)
classic-means = { $count } spice
classic-ally-pays = { $giver } pays { $count } spice for their ally { $ally } (XII.E.3-4).

## Bidding (bidding.py)
classic-bidding-skipped = Bidding round: no player may bid (full hands), so no cards are dealt (VIII.A).
classic-bidding-round = Bidding round: { $count } card(s) up for bid. Cards held: { $held } (VIII.F).
classic-charity = CHOAM Charity: { $faction } collects 2 spice{ $why }.
classic-card-up = Card { $index } of { $count } is up for bid. { $opener } opens the bidding.
classic-prescience-card = Prescience: card { $index } up for bid is { $card }.
classic-bid-more-or-pass = The bid is { $bid }: bid more or pass.
classic-bid-from-to = Bid { $low } to { $high }.
classic-you-have-pass = You have { $means }: pass.
classic-you-have-only = You have only { $means }.
classic-bid-at-most = Bid at most { $count }, or pass.
classic-pass = Pass.
classic-bids = { $faction } bids { $amount }.
classic-passes = { $faction } passes.
classic-no-card-up = No card is up for bid now.
classic-hand-full = Your hand is full: you must pass on every card.
classic-turn-to-bid = It is { $faction }'s turn to bid.
classic-standing-bid-hint = You can leave a secret standing bid: `auto <max>` or `auto pass`.
classic-paid-to-nobody = nobody (Karama)
classic-paid-to-emperor = the Emperor
classic-paid-to-bank = the spice bank
classic-card-sold = { $faction } buys card { $index } for { $count } spice, paid to { $paid_to }.
classic-you-bought = You bought { $card }.
classic-no-bonus-card = Karama: the Harkonnen take no bonus card.
classic-bonus-card = The Harkonnen take a bonus card from the deck.
classic-every-hand-full = every hand is full
classic-passed-by-everyone = the card was passed by everyone (VIII.E)
classic-bidding-ends = Bidding ends: { $why }; { $count } card(s) go back on top of the treachery deck.
classic-bidding-over = The bidding round is over.
classic-hand-full-no-bid = { $faction }'s hand is full: no bid (VIII.G).
classic-standing-during-bidding = Standing bids are given during the bidding round.
classic-standing-cleared = Standing instruction cleared.
classic-standing-pass = You will pass on every remaining card this round.
classic-standing-round = You will bid up to { $limit } on every remaining card this round.
classic-standing-card = You will bid up to { $limit } on this card.
classic-not-standing = `{ $instruction }` is not a standing instruction.
classic-standing-usage = Use `auto <max bid>` (this card), `auto <max bid> round` (every card this round), `auto pass` or `auto off`.

## Movement (movement.py)
classic-guild-waits = The Guild may take its move before any player's move: they are asked before each one (`move_now yes|no`), and move last if they never say yes (XV, pad Guild 1).
classic-shai-hulud = Shai-Hulud
classic-next-spice-card = the next spice card is { $card }
classic-spice-deck-reshuffled = the spice deck will be reshuffled
classic-prescience = Prescience: { $what }.
classic-guild-asked = The Guild: move now, before { $faction }? (`move_now yes|no`, XV, pad Guild 1)
classic-movement-turn = { $faction }: ship and move (range { $reach }), then `done`.
classic-ornithopters = ornithopters: you have tokens in Arrakeen or Carthag
classic-no-ornithopters = no ornithopters: no tokens of yours in Arrakeen or Carthag
classic-move-offer = Move one group up to { $count } { $count ->
        [one] territory
       *[other] territories
    } ({ $why }): `move N <from> <to> [sector]`.
classic-storm-over = The storm is over sector { $sector }: nothing enters, leaves or crosses it. Then `done`.
classic-price-fremen = free, to { $territory } or within two territories of it
classic-price-half = half price, rounded up: 1 spice per 2 tokens into a stronghold, 1 per token elsewhere (the Guild's rate)
classic-price-full = 1 spice per token into a stronghold, 2 elsewhere
classic-ship-offer = Ship up to { $count } reserve token(s), { $price }: `ship N <territory> [sector]`.
classic-cross-ship-offer = You may also ship from a territory: `ship N <territory> from=<territory>`.
classic-not-movement-round = It is not the movement round.
classic-first-advise = First say whether a spiritual advisor goes: `advise yes` or `advise no`.
classic-waiting-advisor = Waiting for the Bene Gesserit to decide on a spiritual advisor.
classic-first-coexist = First announce where you coexist: `coexist yes|no [territory]`.
classic-waiting-coexist = Waiting for the Bene Gesserit to announce where they coexist.
classic-first-move-now = First say whether you move now: `move_now yes` or `move_now no`.
classic-waiting-guild = Waiting for the Guild to say whether they move now.
classic-rule-pad-guild-1 = XV, pad Guild 1
classic-their-move = It is { $faction }'s move.
classic-not-asked-move-now = You are not asked whether to move now.
classic-move-now-hint = With the additional advantages the Guild are asked before each other player's move until they take theirs.
classic-guild-steps-in = The Guild take their move now (XV, pad Guild 1).
classic-guild-turn-passed = The Guild's turn in the movement sequence has passed.
classic-rule-pad-b6a6-xv = Pad B.6.A.6, XV
classic-guild-turn-hint = Play it before their place in the order comes.
classic-already-shipped = You have already shipped this turn.
classic-karama-stopped-shipment = The Guild's Karama stopped your shipment from off-planet this turn.
classic-rule-xvii-pad-b6b3 = XVII, pad B.6.B.3
classic-shipping-costs = Shipping { $n } token(s) to { $territory } costs { $cost } spice; you have { $means }.
classic-can-ship = You can pay to ship { $count } there.
classic-cannot-ship = You cannot pay to ship any token there.
classic-no-ship-to-reserves = Tokens cannot be shipped from the board back to reserves.
classic-only-guild-to-reserves-hint = Only the Guild can: `ship N reserves from=<territory>`.
classic-in-reserve-not = You have { $count } token(s) in reserve, not { $n }.
classic-ship-at-most = Ship at most { $count }.
classic-revive-first = Revive tokens first (IX.B).
classic-only-guild-cross-ship = Only the Guild and its allies may ship from one territory to another.
classic-rule-guild-shield-xii-e-6 = Guild shield, XII.E.6
classic-ship-from-reserves = Ship from your reserves instead.
classic-only-guild-to-reserves = Only the Guild ships tokens from the board back to reserves; its allies may ship between territories.
classic-cross-ship-usage = `ship N <territory> from=<territory>`.
classic-tokens-in-storm = Your tokens in { $territory } are in the storm.
classic-ship-elsewhere = Ship to a different territory.
classic-fremen-reserves-only = The Fremen bring reserves only to { $flat } or a territory within two of it, not { $territory }.
classic-rule-fremen-shield-qa-e7 = Fremen shield, Q&A E.7
classic-for-example = For example: { $territories }.
classic-storm-toll = The storm kills { $dead } of the { $count } { $faction } token(s){ $starred } arriving in { $territory } (sector { $sector }; XV, pad Fremen 3).
classic-reserves = reserves
classic-their-reserves = their reserves
classic-territory-sector = { $territory } (sector { $sector })
classic-paid-to-guild = for { $count } spice to the Guild
classic-paid-to-the-bank = for { $count } spice to the bank
classic-free = free
classic-ships = { $faction } ships { $count } token(s){ $starred } from { $source } to { $target }, { $price }.
classic-advisor-offer = The Bene Gesserit may send a spiritual advisor to { $territory } (`advise yes` or `advise no`).
classic-no-shipment-to-accompany = There is no shipment to accompany now.
classic-advisor-sent = The Bene Gesserit send a spiritual advisor to { $territory }.
classic-no-advisor-sent = The Bene Gesserit send no advisor.
classic-already-moved = You have already moved a group this turn.
classic-move-elsewhere = A move goes from one territory into another.
classic-group-in-storm = Your tokens in { $territory } sector { $sector } are in the storm and cannot move.
classic-moves = { $faction } moves { $count } token(s){ $starred } from { $origin } to { $territory } (sector { $sector }).
classic-nowhere = nowhere
classic-out-of-reach = { $territory } (sector { $sector }) is out of reach: this group moves { $count } { $count ->
        [one] territory
       *[other] territories
    }, not through storm or full strongholds. Reachable: { $reachable }.
classic-cannot-revive = { $leader } cannot be revived now.
classic-leader-revival-costs = Reviving { $leader } costs { $cost } spice; you have { $count }.
classic-leader-revived = { $faction } revives { $leader } for { $count } spice.
classic-revivable-now = Revivable now: { $leaders }.
classic-leader-revival-rule = A leader may be revived only when all your leaders are in the tanks (IX.D.1).
classic-ends-move = { $faction } ends its move.

## Revival (revival.py)
classic-revival-gift-offer = Revival: the Fremen may let their { $count ->
        [one] ally
       *[other] allies
    } { $allies } revive three tokens free this turn (`free_revival <ally> yes|no`, Fremen shield, XII.E.6).
classic-revival-round = Revival: { $factions } may pay 2 spice per extra token (`revive N`, `revive 0` for none).
classic-revives-free = { $faction } revives { $count } token(s){ $starred } free.
classic-revives-free-gift = { $faction } revives { $count } token(s){ $starred } free more, a gift of the Fremen (XII.E.6).
classic-emperor-may-give = Your ally the Emperor may give you spice first (`grant`).
classic-revivals-left = you have { $count } of your three revivals this turn left
classic-revivable-from-tanks = you may revive { $count } token(s) from the tanks now
classic-spice-pays-for = your { $spice } spice pays for { $count } at 2 each
classic-paid-revival-refused = You may pay to revive at most { $count } token(s) now, not { $n }: { $why }.
classic-no-gift-to-decide = There is no ally's free revival for you to decide now.
classic-waiting-for = Waiting for: { $factions }.
classic-fremen-decide-at-revival = The Fremen decide at the start of the revival round.
classic-gift-refused = The Fremen do not extend { $faction }'s free revival.
classic-no-revival-to-decide = You have no revival to decide now.
classic-revive-or-less = `revive { $count }` or less.
classic-pays-to-revive = { $faction } pays { $cost } spice to revive { $count } token(s){ $starred }.

## Collection (collection.py)
classic-collects = { $faction } collects { $count } spice in { $territory }.
classic-spice-flow = { $faction } collects { $count } spice for occupying { $territory } (XIX).

## Coexistence (coexist.py)
classic-bg-place-one = The Bene Gesserit place one token.
classic-place-one-usage = `place 1 <territory> [sector]`.
classic-bg-placed-advisor = Bene Gesserit place one token in { $territory } (sector { $sector }), an advisor (XV.B.1).
classic-bg-placed-fighter = Bene Gesserit place one token in { $territory } (sector { $sector }), a fighter (XV.B.1).
classic-the-polar-sink = the Polar Sink
classic-fighters-no-advisors = Your tokens in { $territory } are fighters this turn: advisors cannot join them.
classic-advise-no = `advise no`.
classic-coexist-announce = Bene Gesserit: before any move, announce where your advisors become fighters (`coexist no <territory>`), then `coexist yes` (advisors in { $advisors }).
classic-coexist-ask = Bene Gesserit: do you coexist in { $territory }? `coexist yes` (advisors) or `coexist no` (fighters) (XV.B.5).
classic-only-bg-coexist = Only the Bene Gesserit coexist.
classic-no-coexistence = There is no coexistence to announce now.
classic-coexistence-hint = The Bene Gesserit announce before the movement round's first move and when tokens arrive where they meet others.
classic-asked-about = You are asked about { $territory }.
classic-coexist-yes-or-no = `coexist yes` or `coexist no`.
classic-bg-coexist = The Bene Gesserit coexist (advisors) in { $territory } for the rest of the turn.
classic-bg-not-coexist = The Bene Gesserit do not coexist (fighters) in { $territory } for the rest of the turn.
classic-advisors-stay = Advisors stay unless you name them: `coexist yes` alone ends the announcement.
classic-coexist-no-hint = `coexist no <territory>` makes them fighters.
classic-bg-coexist-in = The Bene Gesserit coexist in { $territories } for the rest of the turn.
classic-no-territory = no territory
classic-name-the-territory = Name the territory: `coexist no <territory>`.
classic-advisors-in = Advisors in: { $territories }.
classic-none = none
classic-no-advisors-in = You have no advisors in { $territory }.
classic-bg-fighters-in = The Bene Gesserit in { $territory } are fighters this turn.

## Weather (weather.py)
classic-you-draw-marker = You draw storm marker { $number }: next turn the storm moves { $number } sector(s) (XVI.B).
classic-weather-drawn = The Fremen draw next turn's storm marker and keep it face down (XVI.B).
classic-weather-revealed = Turn { $turn }: storm round. The Fremen's storm marker shows { $number }: the storm will move { $number } sector(s) (XVI.C). { $control } and { $atomics } may be played before the Fremen move it (`storm`).

## Behind the shield (shield.py)
classic-shows-spice = { $faction } shows their spice: { $count }.
classic-shows-card-count = { $faction } shows that they hold { $count } treachery { $count ->
        [one] card
       *[other] cards
    }.
classic-no-cards = no cards
classic-shows-hand = { $faction } shows their hand: { $cards }.
classic-no-traitor = no traitor
classic-shows-traitors = { $faction } shows the traitors in their pay: { $traitors }.

## Bribery (bribery.py)
classic-pay-yourself = You cannot pay yourself.
classic-only-spice = You have only { $count } spice.
classic-bribe = { $faction } pays { $target } { $count } spice{ $terms }.

## Alliances (alliances.py)
classic-nexus-open = Nexus: alliances may be made, joined and broken (XII.B): `ally <faction>` (both sides ask; to join an alliance, every member asks for you), `unally`, then `ready`.
classic-no-alliances = This game is played without alliances.
classic-no-alliances-hint = Its `no_alliances` option was chosen when it was created.
classic-only-at-nexus = Alliances are made and broken only at a nexus.
classic-nexus-hint = The next Shai-Hulud turned up in a spice blow opens one (XII.A).
classic-ally-yourself = You cannot ally with yourself.
classic-already-ally = { $faction } is already your ally.
classic-in-another-alliance = You are in an alliance and { $faction } is in another; no player may be a member of more than one.
classic-unally-first = Break from yours with `unally`, then ask to join theirs (XII.D.2).
classic-already-asked = You have already asked { $faction }.
classic-still-to-ask = Still to ask: { $factions }.
classic-pairs-only = Alliances hold at most two players in this game; this one would hold { $size }.
classic-rule-italian-edition = { $section } (Italian edition)
classic-pairs-only-hint = Only two players who are both outside any alliance may ally.
classic-table-no-alliance = The victory table has no alliance of { $size } in a game of { $players }: it would hold every player.
classic-ally-with-fewer = Ally with fewer players.
classic-asks-alliance = { $faction } asks { $target } for an alliance.
classic-asks-to-join-us = { $faction } asks { $target } to join the alliance of { $group } (every member must ask, XII.C.2; still to ask: { $missing }).
classic-asks-to-join = { $faction } asks to join the alliance of { $group } (every member must agree, XII.C.2; still to ask: { $missing }).
classic-alliance-formed = Alliance: { $members } (XII.C.2-3).
classic-not-in-alliance = You are not in an alliance.
classic-breaks-alliance = { $faction } breaks from the alliance (XII.D).
classic-still-allied = Still allied: { $factions }.
classic-nexus-prompt-awaiting = Nexus: Awaiting your answer (`ally`): { $factions }. `ally <faction>`, `unally`, then `ready` (XII.C-D).
classic-nexus-prompt = Nexus: `ally <faction>`, `unally`, then `ready` (XII.C-D).
classic-already-ready = You have already said you are ready.
classic-nexus-closed = The nexus is over (XII.C.5).

## Alliance powers (alliance_powers.py)
classic-emperor-grants = The Emperor gives { $count } spice to their ally { $ally } (Emperor shield, XII.E.6).
classic-only-emperor-grants = Only the Emperor may give spice to allies this way.
classic-grant-hint = Allies pay for each other's cards and shipments with `support`; anyone may pay a bribe with `bribe`.
classic-your-allies = Your allies: { $factions }.
classic-no-ally = You have no ally.
classic-give-from-1 = Give from 1 to the { $count } spice you hold.

## Captured leaders (capture.py)
classic-rule-pad-harkonnen-1 = XV, pad Harkonnen 1
classic-capture-return = The Harkonnen return { $leader } to { $faction } after one battle (XV, pad Harkonnen 1).
classic-capture = The Harkonnen capture { $leader } from { $faction } (XV, pad Harkonnen 1): `capture kill` (2 spice), `capture keep` (for one battle) or `capture free`.
classic-captured-go-home = Every Harkonnen leader is dead: { $leaders } go home (XV, pad Harkonnen 1).
classic-no-capture = You have no captured leader to decide about now.
classic-capture-hint = The Harkonnen decide right after a battle they win.
classic-capture-kill = The Harkonnen send { $leader } to the tanks of { $faction } and take { $count } spice (XV, pad Harkonnen 1).
classic-capture-free = The Harkonnen let { $leader } go home (XV, pad Harkonnen 1).
classic-capture-keep = The Harkonnen keep { $leader } for one battle (XV, pad Harkonnen 1).

## The Kwisatz Haderach (kwisatz.py)
classic-rule-pad-atreides-1 = XV, pad Atreides 1
classic-rule-ix-d-2-pad-atreides-1 = IX.D.2, XV, pad Atreides 1
classic-kwisatz-atreides-only = Only the Atreides have the Kwisatz Haderach, with the additional advantages.
classic-leave-out-kwisatz = Leave out `kwisatz=yes`.
classic-kwisatz-not-alone = The Kwisatz Haderach cannot fight alone: it joins a leader or Cheap Hero(ine).
classic-kwisatz-in-tanks = The Kwisatz Haderach is in the tanks: revive it like a leader first.
classic-kwisatz-karama = A Karama card stops the Kwisatz Haderach in this battle (XVII.B).
classic-kwisatz-fought = The Kwisatz Haderach has already fought this turn (one leader a turn).
classic-kwisatz-asleep = The Kwisatz Haderach wakes once you have lost { $needed } tokens in battles; you have lost { $count }.
classic-kwisatz-killed = The explosion kills the Kwisatz Haderach: it goes to the tanks (XV, pad Atreides 1).
classic-kwisatz-awake = The Atreides have lost { $count } tokens in battles: the Kwisatz Haderach may join one of their leaders a turn (`kwisatz=yes` in a plan, XV, pad Atreides 1).
classic-kwisatz-revival-costs = Reviving the Kwisatz Haderach costs { $cost } spice; you have { $count }.
classic-kwisatz-revived = Atreides revive the Kwisatz Haderach for { $count } spice.

## Victory (victory.py)
classic-won-strongholds = { $count } strongholds at the end of turn { $turn } (IV)
classic-team-count = { $team } { $count } of { $needed }
classic-won-enough = enough strongholds at the end of turn { $turn } ({ $counts }; IV, options)
classic-won-guild-default = nobody controlled Dune by the last turn (Guild shield)
classic-won-fremen-default = nobody won and the Guild is not in play (Q&A E.3)
classic-won-most = the most strongholds (Q&A E.3)
classic-won-prediction = they predicted that { $faction } would win on turn { $turn } (Bene Gesserit shield)
classic-prediction-revealed = The Bene Gesserit reveal their prediction: { $faction }, turn { $turn }.
classic-game-over = { $count ->
        [one] { $winners } wins: { $why }.
       *[other] { $winners } win: { $why }.
    }

## Standing orders (orders.py)
classic-auto-is-standing-bid = `auto { $instruction }` is a standing bid; standing bids are given during the bidding round.
classic-auto-not-order = `auto { $instruction }` is not a standing order you can give.
classic-order-call-off = Standing order cancelled: you will answer each traitor question yourself.
classic-order-call = Standing order: every traitor question is answered at once for you: `call_traitor yes` when the leader facing you (or your ally) is in your pay, else `call_traitor no` (`auto call off` to cancel).
classic-order-advise-yes = Standing order: after each shipment you send a spiritual advisor (`advise yes`; `advise no` where none may go). `auto advise off` to cancel.
classic-order-advise-no = Standing order: after each shipment you send no advisor (`advise no`). `auto advise off` to cancel.
classic-order-advise-off = Standing order cancelled: you will be asked about each advisor.
classic-order-move-later = Standing order: before each move you answer `move_now no`, and move last (`auto move_now off` to cancel).
classic-order-move-later-off = Standing order cancelled: you will answer `move_now` before each move yourself.
classic-orders-usage = Standing orders you can give now: { $orders }.
