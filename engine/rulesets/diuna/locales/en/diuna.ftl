# Diuna: what the game says (events, refusals, prompts, status, sheets).
diuna-none = none
diuna-forces = { $count ->
    [one] { $count } force
   *[other] { $count } forces
}
diuna-typed-name-refused = `{ $typed }`: { $why }
diuna-forces-to-tanks = { $why }: { $count ->
    [one] { $count } { $faction } force
   *[other] { $count } { $faction } forces
} in { $territory } (sector { $sector }) go to the Tleilaxu tanks.
diuna-spice-to-pool = { $why }: { $amount } spice in { $territory } goes back to the pool.

## The storm (Faza burzy)
diuna-why-storm = The storm
diuna-die-storm = storm
diuna-storm-weather = Weather Control: no throw; the storm moves { $sectors } sectors.
diuna-storm-roll = { $seat } throws the storm die: { $face }.
diuna-storm-symbol = The storm symbol: { $seat } moves the storm 0 to 6 sectors (`storm <n>`).
diuna-storm-not-waiting = The storm is not waiting for a choice.
diuna-storm-not-waiting-hint = Only the storm symbol on the storm die lets the first player choose ({ $rule }).
diuna-storm-first-moves = The first player, { $seat }, moves the storm ({ $rule }).
diuna-storm-choice = { $seat } moves the storm { $sectors ->
    [one] { $sectors } sector
   *[other] { $sectors } sectors
}.
diuna-storm-moves = The storm moves { $sectors ->
    [one] { $sectors } sector
   *[other] { $sectors } sectors
} to sector { $storm }.

## Turns in order of play
diuna-turn-buy-idle = No one is buying market cards now.
diuna-turn-buy-hint = Market cards are bought in the cards phase, in order of play.
diuna-turn-buy-doing = { $seat } buys now; your turn comes in order of play ({ $rule }).
diuna-turn-revive-idle = No one is reviving now.
diuna-turn-revive-hint = Revival is its own phase, after the cards, in order of play.
diuna-turn-revive-doing = { $seat } revives now; your turn comes in order of play ({ $rule }).
diuna-turn-move-idle = No one is shipping or moving now.
diuna-turn-move-hint = Shipping and movement is the fifth phase, in order of play.
diuna-turn-move-doing = { $seat } ships and moves now; your turn comes in order of play ({ $rule }).
diuna-not-a-command = `{ $command }` is not a command of this game.

## Collection and the end of a round (Faza zbiorów przyprawy)
diuna-collect = { $seat } collects { $amount } spice in { $territory }.
diuna-collect-left = { $seat } collects { $amount } spice in { $territory }; { $left } left.
diuna-charity = { $seat } takes { $amount } spice as alms, to have { $charity }.
diuna-ending-strongholds = { $count } strongholds in round { $round }
diuna-ending-points = points after round { $round }
diuna-end-strongholds = { $factions } hold { $count } strongholds at the end of round { $round }
diuna-end-points = Points after round 5: { $scores }
diuna-score = { $faction } { $points }
diuna-round = Round { $round }: { $seat } takes the first player marker.
diuna-game-over = { $why }. Winner: { $winners }.

## The spice blow (Faza wybuchu przyprawy)
diuna-why-blow = The spice blow
diuna-why-old-spice = The old spice
diuna-why-worm = The worm
diuna-worm-thumper = The Thumper: this worm is ignored and discarded.
diuna-worm-first-round = A worm in the first round: put back, the spice deck reshuffled, another card revealed.
diuna-worm-ride = The Fremen may ride the worm from { $territories } (`ride <n> <from> <to>` or `stay`).
diuna-spice-reshuffle = The spice deck is empty: its discards are shuffled into a new deck.
diuna-spice-card = { $seat } reveals the spice card { $card }.
diuna-spice-card-name = { $first } / { $second }
diuna-spice-blow = { $amount } spice blows in { $territory }.
diuna-worm-nothing = A worm: the top discard names no territory; it strikes nothing.
diuna-worm-strikes = A worm strikes { $territories }.
diuna-ride = { $seat } (Fremen) rides the worm: { $forces } from { $source } to { $target } (sector { $sector }).
diuna-stay = { $seat } (Fremen) rides the worm no more.
diuna-ride-no-worm = No worm waits for a rider now.
diuna-ride-no-worm-hint = The Fremen ride when a worm strikes a territory they hold ({ $rule }).
diuna-ride-only-fremen = Only the Fremen ride the worm ({ $rule }).
diuna-ride-not-from = The worm does not carry forces from { $source }.
diuna-ride-from = Ride from { $territories }.
diuna-ride-too-many = The worm carries { $most } forces from { $source } (those there out of the storm when it struck), not { $count }.
diuna-ride-too-far = The worm cannot carry you from { $source } to { $target }: up to { $range } territories, passing only sand, never into or through a territory the storm touches.
diuna-stronghold-full = { $territory } holds forces of two other factions; no one else may enter it.
diuna-not-in-sector = { $territory } lies in sectors { $sectors }, not { $sector }.

## The cards (Faza pozyskiwania kart)
diuna-cards-phase = Cards phase: battle cards drawn up to 4, market cards bought up to { $most } ({ $rule }).
diuna-buy-why-hand = you hold { $held ->
    [one] { $held } market card
   *[other] { $held } market cards
} and a hand holds { $most } at most
diuna-buy-why-spice = you have { $spice } spice and a card costs { $price }
diuna-buy-why-deck = only { $left ->
    [one] { $left } market card
   *[other] { $left } market cards
} left to buy
diuna-buy-hint-fewer = `buy { $most }` or fewer, or `pass`.
diuna-buy-hint-one = `buy { $most }`, or `pass`.
diuna-buy-hint-pass = `pass`.
diuna-buy-too-many = You may buy { $most ->
    [one] { $most } market card
   *[other] { $most } market cards
} now, not { $count }: { $why }.
diuna-paid-to-pool = the pool
diuna-paid-to-imperium = { $seat } (Imperium)
diuna-buy = { $seat } buys { $count ->
    [one] { $count } market card
   *[other] { $count } market cards
} for { $price } spice, paid to { $paid_to }.
diuna-you-buy = You buy: { $cards }.
diuna-buy-none = { $seat } buys no market card.
diuna-battle-draw = { $seat } draws { $count ->
    [one] { $count } battle card
   *[other] { $count } battle cards
}.
diuna-you-draw = You draw: { $cards }.
diuna-battle-reshuffle = The battle deck is out: its discards are shuffled into a new deck.
diuna-market-reshuffle = The market deck is out: its discards are shuffled into a new deck.

## Revival (Faza przywrócenia)
diuna-revive-too-many = You have { $tanks } forces in the Tleilaxu tanks, not { $count }.
diuna-costs = That costs { $price } spice; you have { $spice }.
diuna-revive-prices = Forces cost { $price } each, a leader its strength.
diuna-revive-nothing = Revive at least one force or a leader, or end with `done`.
diuna-revive = { $seat } revives { $what } for { $price } spice.
diuna-revive-done = { $seat } ends their revival.
diuna-in-the-tanks = In the tanks: { $leaders }.
diuna-no-leader-in-tanks = None of your leaders is in the tanks.
diuna-not-in-tanks = `{ $typed }` is not one of your leaders in the Tleilaxu tanks.
diuna-free-revival = { $seat } revives { $forces } free.

## Shipping and movement (Faza transportu i ruchu oddziałów)
diuna-movement-phase = Shipping and movement, in order of play ({ $rule }).
diuna-shipped-already = You have shipped already, or moved: one shipment a turn, before the move.
diuna-hint-move-or-done = `move ...`, or `done`.
diuna-fremen-ship-sink = The Fremen ship only to the { $sink } ({ $rule }).
diuna-fremen-ship-most = The Fremen ship at most { $most } forces, free; they may not pay for more.
diuna-reserve-too-few = You have { $reserve } forces in reserve, not { $count }.
diuna-ship-costs = Shipping { $forces } costs { $price } spice; you have { $spice }.
diuna-ship-fewer = Ship { $most } or fewer, or `done`.
diuna-ship = { $seat } ships { $forces } to { $territory } (sector { $sector }) for { $price } spice.
diuna-move = { $seat } moves { $forces } from { $source } to { $target } (sector { $sector }).
diuna-move-done = { $seat } ends their shipping and movement.
diuna-territory-sector = { $territory } sector { $sector }
diuna-move-into-storm = The storm is over { $where }; no moving into the storm.
diuna-storm-on-sector = The storm is on sector { $storm }.
diuna-move-too-far = { $where } is { $far } territories from { $source } (never through the storm, on sector { $storm }); your group moves up to { $budget }.
diuna-move-cut-off = Your group cannot reach { $where } from { $source }: never through the storm or a stronghold held by two other factions.
diuna-ship-into-storm = The storm is over { $where } (the storm is on sector { $storm }); no shipping into the storm.
diuna-sectors-out-of-storm = Its sectors out of the storm: { $sectors }.
diuna-ship-out-of-storm = Ship to a territory out of the storm.
diuna-move-which-sector = Your forces in { $territory } stand in sectors { $sectors }; say which with `from_sector=`.
diuna-move-under-storm = Your forces in { $territory } are under the storm; they cannot leave it.
diuna-no-forces-in = You have no forces in { $territory }.
diuna-moved-already = Some of your forces in { $territory } moved this turn already; they do not move again (a second group is another group).
diuna-not-together = You have no { $count } forces together in one sector of { $territory }; a group leaves one sector.
diuna-not-together-sector = You have no { $count } forces together in one sector of { $territory } (sector { $sector }); a group leaves one sector.
diuna-forces-in = { $forces } in { $territory } (sector { $sector })
diuna-yours = Yours: { $groups }.
diuna-no-forces-on-board = You have no forces on the board.

## Decisions, forms and the status
diuna-side-label = faction
diuna-plan-form-title = Secret battle plan
diuna-plan-form-button = Make my plan
diuna-plan-form-forces = Forces
diuna-plan-form-forces-about = forces on your battle disk
diuna-plan-form-leader = Leader
diuna-plan-form-leader-about = your leader (one free must fight)
diuna-plan-form-weapon = Weapon
diuna-plan-form-defence = Defence
diuna-plan-form-card-about = a battle card from your hand
diuna-plan-yours = Your leaders: { $leaders }; your battle cards: { $cards }.
diuna-prompt-traitor = Keep a traitor card (`traitor <leader>`), secretly.
diuna-prompt-traitors = Keep { $count } traitor cards, secretly: all at once (`traitor <leader>, <leader>, ...`) or one at a time.
diuna-prompt-storm = The storm symbol: move the storm 0-6 sectors (`storm <n>`).
diuna-prompt-window = Play a market card now (`market <card> ...`) or `hold` (`auto hold`: held for you whenever none of yours can be played).
diuna-prompt-ride = Fremen: ride the worm (`ride <n> <from> <to>`) or `stay`.
diuna-prompt-buy = Buy market cards at 2 spice each (`buy <n>`) or `pass`.
diuna-prompt-buy-most = { $seat } may buy up to { $most } now.
diuna-why-full-hand = a full hand of market cards
diuna-prompt-buy-none = { $seat } can buy none ({ $why }): `pass`, or play the { $card }.
diuna-prompt-revive = Revive forces or a leader (`revive <forces> [leader]`), then `done`.
diuna-prompt-revive-tanks = In the tanks: { $tanks } forces{ $dead ->
    [0] {""}
   *[other] {" "}and { $leaders }
}; 2 spice a force, a leader its strength; { $seat } has { $spice } spice.
diuna-prompt-move = Ship (`ship <n> <territory>`), move (`move <n> <from> <to>`), then `done`.
diuna-shipping-fremen = up to 5 free to the { $sink }
diuna-shipping-price = 1 spice a force ({ $seat } has { $spice })
diuna-prompt-move-storm = Shipping: { $shipping }. The storm is on sector { $storm }.
diuna-prompt-battle = Choose the next battle (`battle <territory> [opponent]`); the Harkonnen may first draw a traitor card (`draw_traitor`).
diuna-prompt-swap = Harkonnen: draw a traitor card before this battle (`draw_traitor`), or not (`draw_traitor no`).
diuna-prompt-return-traitor = Return one traitor card under the deck (`return_traitor <leader>`).
diuna-prompt-voice = The Voice: `voice must|not poison|hand|special`, or `voice none`.
diuna-prompt-foresee = Prescience: `foresee forces|leader|weapon|defence`, or `foresee none`.
diuna-prompt-plan = Your secret battle plan (`plan <forces> leader= weapon= defence=`).
diuna-prompt-prebattle = Play a market card before the plans (`market <card>`) or `hold` (`auto hold`: held for you whenever none of yours can be played).
diuna-prompt-market = Play a market card after the reveal (`market <card>`) or `hold` (`auto hold`: held for you whenever none of yours can be played).
diuna-prompt-call = Traitor! `call`, or `call no` (`auto call`: every call answered for you).
diuna-status-over = Game over: { $ending }
diuna-status-setup = Set-up: traitors
diuna-status-round = Round { $round }/{ $rounds }, { $phase }

## The status block and the board
diuna-headline = Round { $round }/{ $rounds }, { $phase } phase; storm over sector { $storm }
diuna-headline-over = Round { $round }/{ $rounds }, game over ({ $ending }): { $winners } won
diuna-first-by-die = first player: by the storm die after the traitors
diuna-first-player = first player { $seat } ({ $faction })
diuna-markers-covered = { $markers }, covered: { $stronghold }
diuna-allied = { $faction } + { $ally }
diuna-status-faction = { $letter } { $seat } ({ $sides }): spice { $spice }, reserve { $reserve }, tanks { $tanks }, leaders { $leaders }, cards { $battle } battle + { $market } market
diuna-status-territory = { $territory } { $forces }
diuna-status-territory-spice = { $territory } { $forces } spice { $spice }
diuna-key-tokens = A5: five Atreides tokens; $6: six spice
diuna-key-storm = ▲ and dark sector: the storm
diuna-key-strongholds = bold names: strongholds
diuna-board-title = Dune, round { $round }: { $phase }
diuna-board-markers = Markers: { $markers }
diuna-board-dead = Leaders in the Tleilaxu Tanks
diuna-board-headline-over = Round { $round }/{ $rounds }, game over: { $winners } won
diuna-board-headline = Round { $round }/{ $rounds }, { $phase } phase; the storm is over sector { $storm }
diuna-board-heading = { $faction } ({ $seat }), { $count } on Dune
diuna-board-front = reserves { $reserve }, tanks { $tanks }, leaders { $leaders }, cards { $cards }, spice { $spice }

## The set-up (Przygotowanie do gry)
diuna-not-a-faction = `{ $typed }` is not a faction of Diuna.
diuna-factions = Factions: { $factions }.
diuna-seats = Diuna takes 2 to 4 seats, each named once ({ $rule }).
diuna-begin = Diuna for { $count }: { $plays }. Round 1 begins with the storm phase once the traitors are kept; the storm on sector { $storm } ({ $rule }).
diuna-seat-plays = { $seat } plays { $sides }
diuna-sides = the { $faction }
diuna-sides-allied = the { $faction } and the { $ally }
diuna-faction-set = { $seat }: { $spice } spice, { $reserve } forces in reserve.
diuna-faction-set-sink = { $seat }: { $spice } spice, { $reserve } forces in reserve, { $count } in the { $sink }.
diuna-blocked-two-only = `blocked_stronghold` is for 2-player games ({ $rule }); games of 3 or 4 use all five strongholds.
diuna-blocked-agreed = { $stronghold } is covered by agreement and counts as sand ({ $rule }).
diuna-blocked-die = The storm die ({ $faces }) covers { $stronghold }; it counts as sand ({ $rule }).
diuna-blocked-choices = `blocked_stronghold` names one of { $strongholds }, or is `die`.
diuna-name-and-polish = { $name } ({ $polish })
diuna-not-a-stronghold = { $territory } is not a stronghold.
diuna-same-faction = Two seats asked for the same faction.
diuna-same-faction-hint = Each faction is played by one seat; leave a seat's faction out to have it dealt.
diuna-alliances-two = The alliances are a 2-player game ({ $rule }).
diuna-alliances-two-hint = Leave `alliances` off for 3 or 4 players.
diuna-same-alliance = Both seats asked for the same alliance.
diuna-same-alliance-hint = One plays the Atreides and the Fremen, the other the Harkonnen and the Imperium.
diuna-your-leaders = Your leaders: { $leaders }.
diuna-rosters = Each alliance draws its leaders by traitor cards: 7 for the Atreides and Fremen, 5 for the Harkonnen and Imperium.
diuna-traitors-drawn = Every player but the Harkonnen draws 4 traitor cards and keeps one in secret ({ $rule }).
diuna-keep-several = Keep { $count } with `traitor <leader>, <leader>, ...` (all at once, or one at a time).
diuna-keep-one = Keep one with `traitor <leader>`.
diuna-your-traitor-cards = Your traitor cards: { $cards }. { $keep }
diuna-leader-strength = { $leader } ({ $faction }, { $strength })
diuna-no-traitors-to-choose = You have no traitor cards to choose from now.
diuna-you-keep = You keep { $cards } as your { $count ->
    [one] traitor card
   *[other] traitor cards
}.
diuna-keep-more = Keep { $count } more of: { $cards }.
diuna-keeps-traitor = { $seat } keeps a traitor card.
diuna-harkonnen-keep = { $seat } (Harkonnen) keeps { $count } traitor cards.
diuna-traitors-left = You have { $most ->
    [one] { $most } traitor card
   *[other] { $most } traitor cards
} left to keep, not { $count }.
diuna-traitor-name-missing = A traitor card's name is missing between commas.
diuna-traitor-named-twice = `{ $typed }` is named twice.
diuna-traitor-not-drawn = `{ $typed }` is not one of the traitor cards you drew.
diuna-traitor-stray = `{ $typed }`: a traitor card is named by its leader alone, without `{ $stray }`.
diuna-write-traitor = Write `traitor { $leader }`.
diuna-you-keep-already = You keep { $leaders } already.
diuna-choose-one = Choose one of: { $cards }.
diuna-choose-several = Choose { $count } of: { $cards } (one at a time, or all at once: `traitor <leader>, <leader>, ...`).
diuna-traitors-at-setup = Traitors are kept during the set-up ({ $rule }).
diuna-you-keep-others-choosing = You keep { $leaders }; the others are still choosing.
diuna-harkonnen-wait = The Harkonnen draw theirs once the others have kept one each ({ $rule }).
diuna-harkonnen-draw = { $seat } (Harkonnen) draws { $drawn } traitor cards and keeps { $kept } ({ $rule }).
diuna-first-player-roll = Storm die for the first player: { $faces }.
diuna-seat-face = { $seat } { $face }
diuna-first-player-marker = { $seat } takes the first player marker; order of play: { $order }.

## Battles (Bitwa)
diuna-battle-choice = { $seat } has the battle advantage: choose the next battle (`battle <territory> [opponent]`).
diuna-no-battle-to-choose = No battle is to be chosen now.
diuna-advantage-chooses = { $seat } has the battle advantage and chooses ({ $rule }).
diuna-return-first = Return one traitor card first (`return_traitor <leader>`).
diuna-no-single-battle = No single battle of yours in { $territory }.
diuna-no-single-battle-with = No single battle of yours in { $territory } with that opponent.
diuna-your-battles = Your battles: { $battles }.
diuna-battle-against = { $territory } against the { $faction }
diuna-battle = Battle in { $territory }: { $holder } ({ $holder_faction }, battle advantage) against { $opponent } ({ $opponent_faction }).
diuna-drew-already = You drew already: return one traitor card (`return_traitor <leader>`).
diuna-draw-traitor-no = { $seat } (Harkonnen) draws no traitor card.
diuna-traitor-deck-empty = The traitor deck is empty.
diuna-hint-draw-traitor-no = `draw_traitor no`.
diuna-draw-traitor = { $seat } (Harkonnen) draws a traitor card; one goes back.
diuna-you-draw-traitor = You draw the traitor card { $leader }; return one with `return_traitor <leader>`.
diuna-draw-first = Draw first (`draw_traitor`); then return one.
diuna-what-traitor-held = a traitor card you hold
diuna-return-traitor = { $seat } (Harkonnen) returns a traitor card under the deck.
diuna-only-harkonnen-draw = Only the Harkonnen draw traitor cards before a battle ({ $rule }).
diuna-draw-when = You draw a traitor card only before one of your battles, once its market cards before the plans are played.
diuna-voice-kind = Name the kind of weapon: `voice must poison`, `voice not hand`, `voice must special`.
diuna-voice-none = { $seat } (Imperium) does not use the Voice.
diuna-voice-must = The Voice: { $seat } must play a { $kind } weapon, if they can.
diuna-voice-not = The Voice: { $seat } may not play a { $kind } weapon, if they can.
diuna-weapon-poison = poison
diuna-weapon-hand = hand
diuna-weapon-special = special
diuna-element-forces = forces
diuna-element-leader = leader
diuna-element-weapon = weapon
diuna-element-defence = defence
diuna-foresee = Prescience: { $seat } (Atreides) will see the { $element } of { $opponent }'s plan; { $opponent } plans first.
diuna-foresee-none = { $seat } (Atreides) does not use Prescience.
diuna-no-battle-waits-for = No battle waits for `{ $step }` now.
diuna-plan-made-already = You have made your plan.
diuna-battle-not-waiting-for-you = The battle does not wait for you now.
diuna-it-waits-for = It waits for { $seats }.
diuna-no-battle-fought = No battle is being fought.
diuna-advantage-chooses-next = The battle advantage chooses the next battle (`battle ...`).
diuna-battle-waits-for = The battle waits for { $step }.
diuna-step-swap = the Harkonnen's traitor draw (`draw_traitor`, then return one with `return_traitor`, or `draw_traitor no`)
diuna-step-voice = the Imperium's Voice (`voice ...`)
diuna-step-foresee = the Atreides' Prescience (`foresee ...`)
diuna-step-plan = the battle plans (`plan ...`)
diuna-step-prebattle = the market cards before the plans (`market <card>` or `hold`)
diuna-step-market = the market cards after the reveal (`market <card>` or `hold`)
diuna-step-call = the Traitor calls (`call` or `call no`)
diuna-your-plan = Your plan in { $territory }: { $plan }.
diuna-plan-made = { $seat } has made a battle plan.
diuna-truthtrance = { $card }: { $seat } dials { $forces }.
diuna-foresight = Prescience: { $seat }'s { $element } is { $seen }.
diuna-plan-forces = You have { $have } forces fighting in { $territory }, not { $count } ({ $rule }: 0 to your forces there).
diuna-what-leader-free = a leader free to fight here
diuna-plan-must-leader = You have a leader free to fight: you must play one ({ $rule }).
diuna-free-leaders = Free: { $leaders }.
diuna-plan-no-leader = Without a leader no battle card may be played ({ $rule }).
diuna-plan-one-card = You hold one { $card }; it cannot be played on both sides.
diuna-voice-forbids = The Voice forbids you a { $kind } weapon.
diuna-voice-orders = The Voice orders you to play a { $kind } weapon, and you hold one.
diuna-yours-play = Yours: { $cards } (`{ $command }`).
diuna-what-battle-card = a battle card in your hand
diuna-wrong-side = { $card } is a { $kind } card; this side of the disk takes { $kinds } cards.
diuna-card-kind-weapon = weapon
diuna-card-kind-defence = defence
diuna-card-kind-worthless = worthless
diuna-sides-take-weapon-worthless = weapon or worthless
diuna-sides-take-defence-worthless = defence or worthless
diuna-play-it-as = Play it as `{ $command }`.
diuna-not-one-of = `{ $typed }` is not { $what }.
diuna-yours-list = Yours: { $items }.
diuna-you-have-none = You have none.
diuna-plan-words = { $forces } forces, leader { $leader }, weapon { $weapon }, defence { $defence }
diuna-reveal = { $seat } reveals: { $plan }.
diuna-now-cards = Now: { $cards }; or `hold`.
diuna-market-card = { $seat } plays the market card { $card }.
diuna-hold-nothing = No market cards are being played now: `hold` answers the window before the storm, the spice card or the collection, or a battle's market cards.
diuna-hold = { $seat } plays no more market cards now.
diuna-not-your-traitor = { $leader } is not a traitor in your pay.
diuna-answer-call-no = Answer `call no`.
diuna-traitor-called = Traitor! { $seat } reveals { $leader } as their traitor.
diuna-two-traitors = Two traitors in { $territory }: no one wins.
diuna-market-cancelled = The traitor cancels { $seat }'s market cards: { $cards } ({ $rule }).
diuna-wins-by-treachery = { $seat } wins in { $territory } by treachery and takes { $spice } spice.
diuna-lasgun-shield = { $lasgun } and { $shield }: everything in { $territory } is destroyed; no one wins.
diuna-strength = Strength: { $first } { $first_strength }, { $second } { $second_strength }; { $winner } wins{ $gain ->
    [0] {""}
   *[other] {" "}and takes { $gain } spice for the dead leaders
}.
diuna-strength-tie = Strength: { $first } { $first_strength }, { $second } { $second_strength }; { $winner } wins (the battle advantage wins ties){ $gain ->
    [0] {""}
   *[other] {" "}and takes { $gain } spice for the dead leaders
}.
diuna-leader-dies = { $leader } ({ $faction }) dies and goes to the Tleilaxu tanks.
diuna-forces-lost = { $seat } loses { $forces } in { $territory }.

## Market cards (Kolejność zagrywania kart bazaru)
diuna-when-storm = before the storm's throw
diuna-when-spice-card = before the spice card
diuna-when-collection = before the collection
diuna-when-cards = on your turn of the cards phase
diuna-when-revival = on your turn of revival
diuna-when-before-ship = on your turn of movement, before you ship
diuna-when-movement = on your turn of movement
diuna-when-before-plans = in a battle, before the plans
diuna-when-after-reveal = in a battle, after the plans are revealed
diuna-now-cards-only = Now: { $cards }.
diuna-own-turn = { $card } is played on your own turn; { $seat } is on turn now.
diuna-own-turn-hint = Your turn comes in order of play.
diuna-takes-no = { $card } takes no `{ $args }`.
diuna-play-as = Play it as `{ $form }`.
diuna-play-as-either = Play it as `{ $first }` or `{ $second }`.
diuna-not-market-in-hand = `{ $typed }` is not a market card in your hand.
diuna-you-hold-none = You hold none.
diuna-not-now = { $card } is played { $when }, not now.
diuna-no-worthless = You hold no worthless battle card to trade ({ $card }).
diuna-black-market = { $seat } plays the { $card }: discards { $worthless } and draws { $count ->
    [one] { $count } battle card
   *[other] { $count } battle cards
}.
diuna-ghola-one-of = The { $card } revives a leader (`leader=`) or up to 3 forces (`forces=`), one of the two.
diuna-ghola-forces = Forces: `{ $command }`.
diuna-ghola = { $seat } plays the { $card }: { $what } revived free.
diuna-played-already = You have played { $card } this turn already.
diuna-smugglers-late = { $card } make your shipment free: play them before you ship.
diuna-plays = { $seat } plays { $card }.
diuna-window = Before the { $phase }: market cards may be played ({ $seats } in turn; `market <card>` or `hold`).
diuna-before-phase-cards = Before the { $phase }: { $cards }; or `hold`.
diuna-weather-how-far = { $card }: say how far the storm moves (`sectors=0-6`).
diuna-weather-effect = the storm will move { $sectors } sectors
diuna-thumper-down = A { $card } is already down for this spice blow; a second would ignore no other worm.
diuna-keep-yours-hold = Keep yours: `hold`.
diuna-thumper-effect = the first worm of this spice blow will be ignored
diuna-harvester-nothing = Your forces would collect nothing in { $territory }: the { $card } pays where spice lies and your forces stand in its sector.
diuna-harvester-effect = their forces in { $territory } collect 3 spice each
diuna-plays-effect = { $seat } plays { $card }: { $what }.
diuna-hold-window = { $seat } plays no market card now.
diuna-no-window = No market card window is open now.
diuna-answers-first = { $seat } answers first (in order of play).
diuna-harvest-where = Where yours would: { $territories }.
diuna-harvest-nowhere = Nowhere this round: `hold`.
diuna-harvester-names = The { $card } names the territory (`territory=`).

## Standing orders
diuna-auto-off-alone = `auto off` cancels all your standing orders; it takes no second word.
diuna-no-orders-to-cancel = You have no standing orders to cancel.
diuna-orders-cancelled = Standing orders cancelled: every decision is asked of you again.
diuna-no-order-to-cancel = You have no standing `auto { $order }` to cancel.
diuna-order-cancelled = `auto { $order }` cancelled.
diuna-order-stands = `auto { $order }` stands already.
diuna-order-given = Standing order `auto { $order }`: { $meaning }.
diuna-meaning-call = every Traitor call is answered for you: `call` when a traitor in your pay is revealed against you, else `call no`
diuna-meaning-hold = you play no market card wherever none of yours can be played then (`hold`; on your turn of the cards phase or revival with nothing else to do, `pass` or `done`)
diuna-orders-yours = Yours: { $given }.
diuna-orders-give = Give { $orders }.
diuna-orders-cancel = Cancel with { $orders }.
diuna-or = { $first } or { $second }

## A seat's sheet
diuna-sheet-spectator = Spectator
diuna-sheet-title = { $seat } ({ $faction })
diuna-sheet-known = Known only to you
diuna-sheet-seen = Yours, seen by all
diuna-sheet-waiting = Waiting for you
diuna-sheet-traitors = Traitors: { $leaders }
diuna-sheet-battle-cards = Battle cards: { $cards }
diuna-sheet-market-cards = Market cards: { $cards }
diuna-sheet-leaders = Leaders: { $leaders }
diuna-sheet-drawn = Drawn: { $leaders }
diuna-sheet-orders = Standing orders: { $orders }
diuna-sheet-plan = Plan: { $plan }
diuna-sheet-faction = Faction: { $faction }
diuna-sheet-spice = Spice: { $count }
diuna-sheet-reserve = Reserve: { $count }
diuna-sheet-tanks = Tanks: { $count }
diuna-sheet-count = { $count }
diuna-sheet-dead = Dead: { $leaders }
diuna-sheet-hand = Cards in hand: { $battle } battle, { $market } market; traitors: { $traitors }
diuna-sheet-default = default if nobody answers: `{ $command }`
