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
