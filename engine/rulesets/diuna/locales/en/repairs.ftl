# Diuna's repairs: what the moderator's commands say (repairs.py).
diuna-repair-setup = The traitor cards are being chosen ({ $rule }); repairs begin with the first round.
diuna-repair-setup-hint = `force` finishes the set-up.
diuna-repair-over = The game is over.
diuna-repair-over-hint = `undo` takes back the end first.
diuna-repair-not-playing = The { $faction } are not in this game.
diuna-repair-playing = Playing: { $factions }.
diuna-repair-fighting = { $seat } fights the battle in { $territory } now.
diuna-repair-after-battle = Repair it once the battle is resolved.
diuna-repair-name-sector = { $territory } lies in sectors { $sectors }: name one.
diuna-repair-typed = `{ $command }`.
diuna-repair-tanks-via = Forces come to the tanks from the reserve.
diuna-repair-only-reserve = { $seat } has only { $count } forces in reserve.
diuna-repair-most-tanks = Set at most { $most } in the tanks.
diuna-repair-territory-or-tanks = A territory, or `tanks`.
diuna-repair-only-pool-reserve = { $seat } has only { $count } forces in the reserve.
diuna-repair-only-pool-tanks = { $seat } has only { $count } forces in the tanks.
diuna-repair-most-there = Set at most { $most } there, or use via={ $other }.
diuna-repair-held-by = { $seats } holds it.
diuna-repair-in-play = It is in play.
diuna-repair-not-in-battle-deck = No { $card } is in the battle deck or its discards.
diuna-repair-not-in-market-deck = No { $card } is in the market deck or its discards.
diuna-repair-take-first = Take it from a hand first with `take_card`.
diuna-repair-full-hand = { $seat } holds { $count ->
    [one] { $count } market card
   *[other] { $count } market cards
}, a full hand.
diuna-repair-take-one-first = Take one first with `take_card`.
diuna-repair-gives-battle = Moderator gives { $seat } ({ $faction }) a battle card.
diuna-repair-gives-market = Moderator gives { $seat } ({ $faction }) a market card.
diuna-repair-gives-you = The moderator gives you { $card }.
diuna-repair-received = { $seat } received { $card }.
diuna-repair-no-cards = { $seat } holds no cards.
diuna-repair-holds-no = { $seat } holds no { $card }.
diuna-repair-view-hand = `/mod view` shows the seat's hand.
diuna-repair-card-in-battle = { $seat } has played { $card } in the battle being fought.
diuna-repair-card-after-battle = Take the card after the battle.
diuna-repair-discards = Moderator discards { $card } from { $seat }'s hand.
diuna-repair-every-in-play = Every { $card } card is in play.
diuna-repair-stacks-spice = Moderator stacks the spice deck.
diuna-repair-stacks-battle = Moderator stacks the battle deck.
diuna-repair-stacks-market = Moderator stacks the market deck.
diuna-repair-stacks-traitors = Moderator stacks the traitors deck.
diuna-repair-on-top-spice = { $card } is now on top of the spice deck.
diuna-repair-on-top-battle = { $card } is now on top of the battle deck.
diuna-repair-on-top-market = { $card } is now on top of the market deck.
diuna-repair-on-top-traitors = { $card } is now on top of the traitors deck.
diuna-repair-in-tanks-already = { $leader } is in the tanks already.
diuna-repair-restore-hint = `{ $command }` brings them back.
diuna-repair-leader-in-plan = { $leader } is in a battle plan of the battle being fought.
diuna-repair-wait-battle = Wait until the battle is resolved.
diuna-repair-kills = Moderator sends { $leader } ({ $faction }) to the tanks.
diuna-repair-not-in-tanks = { $leader } is not in the tanks.
diuna-repair-leaders-in-tanks = { $seat }'s leaders in the tanks: { $leaders }.
diuna-repair-restores = Moderator brings { $leader } ({ $faction }) back from the tanks.
diuna-repair-harkonnen-returning = { $seat } (Harkonnen) has drawn a traitor card and returns one now.
diuna-repair-wait-return = Wait until they return it.
diuna-repair-traitors-most = { $seat } may hold at most { $most ->
    [one] { $most } traitor card
   *[other] { $most } traitor cards
}, each once ({ $rule }).
diuna-repair-traitor-held = { $leader }'s card is in { $seat }'s hand.
diuna-repair-change-first = Change { $seat }'s traitors first.
diuna-repair-no-blow = No spice blows in { $territory }.
diuna-repair-no-blow-hint = Spice lies in the territories with a spice blow.
diuna-repair-first-when = The first player marker is moved during the storm or the spice blow phase, before the phases played in turn.
diuna-repair-first-when-hint = Set it in the next round's storm phase, or `undo` back.
diuna-repair-first-already = { $seat } holds the first player marker already.
diuna-repair-first = Moderator gives the first player marker to { $seat }; the order of play: { $order }.
diuna-repair-blocked-two = A stronghold is covered only in a 2-player game ({ $rule }).
diuna-repair-blocked-forces = Forces are in { $territory }: a covered stronghold holds none.
diuna-repair-blocked-forces-hint = Move them out first with `set_tokens`.
