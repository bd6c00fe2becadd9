# THE SPICE HARVEST (1984), V.4-7 and VI.2: trades of Access cards, spice back to the
# reserves, troops committed to strongholds, the strongholds read out.

classic-phase-placement = placement
classic-placement-troop-card = { $count ->
        [one] { $count } troop
       *[other] { $count } troops
    }
classic-placement-no-access = no Access cards
classic-placement-card-names = Name Access cards by their stronghold (`Arrakeen`) or their troops (`troops 5`, or `5`).
classic-placement-not-access = { $territory } has no Access card: stronghold cards are the cities' and the sietches'.
classic-placement-begins = The harvests are over. Players may now trade Access cards (V.4): `offer <faction> <your cards> for <their cards>`, then `done_trading`.
classic-placement-your-access = Your Access cards: { $cards }.
classic-placement-not-now = Access cards are traded and committed after the fifth Bid for Power, before the main game.
classic-placement-spice-returned = All trades are announced: every player's leftover spice goes back to the reserves (V.5). Now commit your troops in secret: `commit_troops <stronghold> <troop cards>, ...` or `commit_troops nothing`.
classic-placement-commit-after-trades = Troops are committed once all trades have taken place.
classic-placement-trading-hint = Trade, or finish with `done_trading`.
classic-placement-revealed = The strongholds have been read out.
classic-placement-you-commit = You commit: { $plan }.
classic-placement-committed = { $faction } has placed its Access cards face down.
classic-placement-commit-no-troops = Place one or more troop cards beside { $stronghold }.
classic-placement-commit-twice = You named { $stronghold } twice: one stronghold card takes all its troop cards.
classic-placement-no-stronghold-card = You hold no { $stronghold } card.
classic-placement-no-troop-cards = You do not hold the troop cards { $cards }.
classic-placement-over-cap = That commits { $count } troops: at most { $cap } in all.
classic-placement-you-hold = You hold: { $cards }.
classic-placement-commit-usage = Commit like `commit_troops Arrakeen 5 3, Carthag 10` (a stronghold card and the troops of its troop cards), or `commit_troops nothing`.
classic-placement-not-a-stronghold = { $territory } is not a stronghold in this game.
classic-placement-nothing = nothing
classic-placement-claim = { $stronghold } with { $cards } ({ $count ->
        [one] { $count } troop
       *[other] { $count } troops
    })
classic-placement-reveals = { $faction } reveals { $claim }.
classic-placement-collect = Uncommitted troop cards become spice, one for one, and every player collects the spice on their shield (V.6.b).
classic-placement-converted = Your uncommitted troop cards give { $converted } spice and your shield { $allotment }: you have { $spice } spice.
classic-placement-vacant = { $stronghold } is vacant.
classic-placement-cancelled = { $stronghold } stays vacant: the claims cancel out.
classic-placement-occupies = { $faction } occupies { $stronghold } with { $count ->
        [one] { $count } token
       *[other] { $count } tokens
    }.
classic-placement-positions-placed = The opening positions are placed; the main game begins with the storm of turn 1 (V.7).
classic-placement-done-trading = You have finished trading.
classic-placement-wait-for-traders = Wait for the others to finish trading, then commit your troops.
classic-placement-traders = Players still trading: { $factions }.
classic-placement-no-traders = No one else is trading.
classic-placement-not-trading = { $faction } is not trading.
classic-placement-offer-usage = Offer like `offer harkonnen troops 5, troops 3 for Carthag`; begin with `shown` to show your cards.
classic-placement-offer-both-sides = A trade names cards on both sides.
classic-placement-not-yours = You do not hold { $cards }.
classic-placement-you-offer = You offer { $partner } { $gives } for their { $takes }{ $shown ->
        [yes] , your cards shown
       *[other] , sight unseen
    }.
classic-placement-offered-shown = { $gives } (shown)
classic-placement-offered-unseen = { $count ->
        [one] { $count } Access card, sight unseen
       *[other] { $count } Access cards, sight unseen
    }
classic-placement-offer-to-you = { $proposer } offers you { $offered } for your { $takes }: `accept { $command }` or `decline { $command }`.
classic-placement-offers-from = Offers to you from: { $factions }.
classic-placement-no-offers = No offer is open to you.
classic-placement-no-offer-from = { $faction } has no offer open to you.
classic-placement-you-traded = You traded with { $other }: you gave { $gave } and got { $got }. Your Access cards: { $cards }.
classic-placement-trade = { $first } and { $second } traded Access cards.
classic-placement-declined = { $faction } declined your offer.
classic-placement-you-declined = You declined the offer of { $faction }.
classic-placement-finished = { $faction } has finished trading.
classic-placement-lapsed = The offer of { $proposer } to { $partner } has lapsed.
classic-placement-prompt-trade = Trade Access cards (`offer`, `accept`, `decline`) or finish: `done_trading`.
classic-placement-prompt-commit = Commit your troops in secret: `commit_troops Arrakeen 5 3, Carthag 10` or `commit_troops nothing`.
classic-sheet-access = Access cards
classic-sheet-commitment = Your commitment: { $plan }
classic-command-offer = THE SPICE HARVEST, V.4: propose a trade of Access cards, yours for theirs: `offer harkonnen troops 5, troops 3 for Carthag`; begin with `shown` to show your cards (else sight unseen).
classic-command-offer-to = a faction
classic-command-offer-cards = your cards, `for`, their cards (commas between cards); `shown` first to show yours
classic-command-accept = THE SPICE HARVEST, V.4: accept the trade a player offered you.
classic-command-accept-proposer = a faction
classic-command-decline = THE SPICE HARVEST, V.4: decline the trade a player offered you.
classic-command-decline-proposer = a faction
classic-command-done-trading = THE SPICE HARVEST, V.4: finish trading Access cards (open offers lapse).
classic-command-commit-troops = THE SPICE HARVEST, V.6.a: secretly commit troop cards to your stronghold cards, at most 20 troops: `commit_troops Arrakeen 5 3, Carthag 10`, or `commit_troops nothing`.
classic-command-commit-troops-plan = each stronghold with its troop cards' numbers, commas between strongholds; or nothing
classic-sheet-offer-from = { $faction } offers you { $offered } for your { $takes }
classic-sheet-offer-to = You offer { $faction } { $gives } for { $takes }
classic-placement-status-trading = Before turn 1: trading Access cards ({ $count } still trading).
classic-placement-status-committing = Before turn 1: committing troops ({ $count } of { $players } committed).
classic-placement-status-prediction = Before turn 1: the opening positions are placed; the Bene Gesserit predict.
