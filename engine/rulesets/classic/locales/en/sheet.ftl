# Behind a faction's shield: the sheet a seat reads (view/sheet.py).
classic-sheet-title = { $faction } ({ $seat }): behind your shield
classic-sheet-waiting = Waiting for you
classic-sheet-spice-and-tokens = Spice and tokens
classic-sheet-spice = Spice: { $spice }
classic-sheet-reserves = Reserves: { $count } token(s){ $starred ->
    [0] {""}
   *[other] , { $starred } starred
}
classic-sheet-tanks = Tanks: { $count } token(s){ $starred ->
    [0] {""}
   *[other] , { $starred } starred
}
classic-sheet-pledged-to-you = Pledged to you by { $ally }: { $spice } spice
classic-sheet-you-pledged = You pledged { $ally }: { $spice } spice
classic-sheet-allied = Allied with { $allies }
classic-sheet-cards = Cards ({ $count } of { $limit })
classic-sheet-card = { $card } ({ $kind })
classic-sheet-no-cards = no cards
classic-kind-weapon = weapon
classic-kind-defense = defence
classic-kind-leader-substitute = hero
classic-kind-special = special
classic-kind-worthless = worthless
classic-sheet-traitors = Traitors
classic-sheet-your-traitor = { $leader } (your traitor)
classic-sheet-to-choose-from = To choose from: { $leaders }
classic-sheet-none = none
classic-sheet-leaders = Leaders
classic-sheet-leader = { $leader } ({ $strength }): { $where }
classic-leader-in-tanks = in the tanks
classic-leader-held-by-harkonnen = held by the Harkonnen
classic-leader-fought-in = fought in { $territory } this turn
classic-leader-ready = ready
classic-leader-captured = captured, for one battle
classic-sheet-kwisatz = Kwisatz Haderach (+2): { $where }
classic-sheet-kwisatz-asleep = asleep, { $lost } of { $needed } tokens lost in battles
classic-sheet-kwisatz-fought = fought this turn
classic-sheet-standing-orders = Standing orders
classic-sheet-storm-dial = Storm dial: { $dial }
classic-sheet-standing-pass = Standing bid: pass for the rest of this round
classic-sheet-standing-round = Standing bid: up to { $bid } on every card of this round
classic-sheet-standing-card = Standing bid: up to { $bid } on this card
classic-sheet-order = `{ $order }`: { $words }
classic-order-auto-call = every traitor question is answered at once, yes when the leader is in your pay
classic-order-auto-advise-yes = a spiritual advisor goes with every shipment it may
classic-order-auto-advise-no = no advisor goes with any shipment
classic-order-auto-move-now-later = you answer `move_now no` before every move
classic-sheet-plan = Battle plan: dial { $dial }, leader { $leader }, weapon { $weapon }, defence { $defense }
classic-sheet-plan-in = Battle plan in { $territory }: dial { $dial }, leader { $leader }, weapon { $weapon }, defence { $defense }
classic-sheet-prediction = Prediction
classic-sheet-predicted = { $faction } win on turn { $turn }
classic-sheet-foresight = Foresight
classic-sheet-card-up = Card up for bid: { $card }
classic-sheet-next-spice = Next spice card: { $card }
classic-sheet-next-storm = Next storm marker: { $count } sector(s)
