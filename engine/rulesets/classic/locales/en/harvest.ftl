# Classic Dune, THE SPICE HARVEST (1984): the first Manager, the five harvests (the
# Manager's report, the CHOAM meeting, the Bid for Power) and the Planet abilities.

## The phase
classic-phase-harvest = spice harvest
classic-in-phase-harvest = The game is in the spice harvest, before the first turn.
classic-harvest-not-now = The spice harvest is not being played now.
classic-harvest-predict-later = With the Spice Harvest, the Bene Gesserit predict after the opening positions on Dune.
classic-harvest-begins = The Spice Harvest begins: { $count } harvests before the main game. Each player commits spice, in secret, to become the first Manager of Dune (`commit <spice>`).
classic-harvest-status = Spice Harvest { $round } of { $count }; Manager: { $manager }
classic-harvest-status-choosing = Spice Harvest: choosing the first Manager

## IV.4: the first Manager
classic-harvest-no-commit = You have nothing to commit now: spice is committed once, before the first harvest.
classic-harvest-commit-more = You have only { $count } spice.
classic-harvest-commit-usage = Commit 0 to { $count }: `commit <spice>`.
classic-harvest-you-commit = You commit { $count } spice, hidden in your hand.
classic-harvest-committed = { $faction }: spice committed.
classic-harvest-revealed-one = { $faction } { $count }
classic-harvest-commitments = Spice revealed: { $amounts }.
classic-harvest-tie = The tie is settled by a die roll, in favour of { $manager }.
classic-harvest-first-manager = First Manager of Dune: { $manager }, who pays the { $count } spice revealed to { $payee }.

## V.1.a: the tax and the Harvest card
classic-harvest-round = Harvest { $round } of { $count }; Manager: { $manager }.
classic-harvest-to-emperor = the Emperor
classic-harvest-to-bank = the reserves
classic-harvest-tax = Tax: the Manager, { $manager }, pays 1 spice to { $to }.
classic-harvest-cannot-pay = The Manager, { $manager }, cannot pay the tax: the post passes to { $successor }.
classic-harvest-nobody-pays = Nobody can pay the tax: none is paid this year.
classic-harvest-drawn = The Manager, { $manager }, draws the Harvest card and reads it in secret.
classic-harvest-you-draw = Harvest card: { $card }.
classic-harvest-worm-card = a Worm
classic-harvest-worm = A Worm comes up in the Harvest deck: nothing is harvested this year, and there is no report.
classic-harvest-fremen-manage = The Fremen become the Manager of Dune (Planet ability).

## VI.3: the Guild's extra card
classic-harvest-no-offer = Only the Guild, when asked, offer the Manager an extra Harvest card.
classic-harvest-guild-no-offer = The Guild offer no extra Harvest card this year.
classic-harvest-fee-range = A fee of { $fee } is not allowed: the fee is 4 to 8 spice.
classic-harvest-sell-usage = `sell 4` to `sell 8`, or `sell 0` for no offer.
classic-harvest-guild-offers = The Guild offer { $manager } an extra Harvest card for { $fee } spice.
classic-harvest-no-extra = No offer of an extra Harvest card waits for your answer.
classic-harvest-declined = The Manager, { $manager }, declines the extra card.
classic-harvest-fee-unpaid = The fee is { $fee } and you have { $count } spice.
classic-harvest-buy-no = Answer `buy no`.
classic-harvest-extra = The Manager, { $manager }, pays the Guild { $fee } spice and draws an extra Harvest card.
classic-harvest-you-draw-extra = Extra Harvest card: { $card }; harvested in all: { $count } spice.

## V.1: the report
classic-harvest-no-report = Only the Manager reports, once the Harvest card is drawn.
classic-harvest-announce-at-most = You may announce at most what was harvested: { $count } spice.
classic-harvest-report-usage = Announce, then give each other player Share cards (joined by +): `{ $example }`.
classic-harvest-unreadable-share = Not a share: "{ $part }". Name a player, then the Share cards.
classic-harvest-share-once = { $faction } cannot be given a share here: name each other player once.
classic-harvest-share-missing = Every other player gets one Share card at least: { $factions } missing.
classic-harvest-no-such-cards = There are { $count } Share cards of { $card }, not { $wanted }.
classic-harvest-inventory-card = { $count }×{ $card }
classic-harvest-inventory = The Share cards: { $cards }.
classic-harvest-shares-exceed = The shares total { $total }, more than the { $count } announced.
classic-harvest-announces = The Manager, { $manager }, announces a harvest of { $count } spice and hands out the Share cards.
classic-harvest-share-of = { $faction } { $cards } ({ $count })
classic-harvest-you-gave = Shares given: { $shares }.
classic-harvest-your-share = Your Share cards: { $cards } ({ $count } spice).

## V.2.a: the vote; VI.1: the Atreides' look
classic-harvest-no-vote = You have no vote to cast now.
classic-harvest-you-vote-yes = Your vote: yes.
classic-harvest-you-vote-no = Your vote: no.
classic-harvest-voted = { $faction }: vote cast.
classic-harvest-no-look = The Atreides look at one player's shares once a harvest, before they vote.
classic-harvest-look-among = Look at the shares of one of: { $factions }.
classic-harvest-look-whom = You cannot look at the shares of { $faction }.
classic-harvest-atreides-look = The Atreides look at the Share cards of { $faction }.
classic-harvest-share-seen = Share cards of { $faction }: { $cards } ({ $count } spice).

## V.2.b: the payout
classic-harvest-nobody = nobody
classic-harvest-votes = The votes are turned over. Yes: { $yes }. No: { $no }.
classic-harvest-revealed = Harvest card(s): { $cards } = { $count } spice; announced { $announced }; shares: { $shares }. The pot holds { $pot } spice.
classic-harvest-honest = the report was honest
classic-harvest-not-caught = the report was not rejected
classic-harvest-manager-keeps = The yes voters are paid their shares; the Manager, { $manager }, keeps the { $count } spice left ({ $honest }).
classic-harvest-caught = The report was dishonest and rejected: the no voters share the pot, { $count } spice each ({ $back } back to the reserves); the Manager, { $manager }, gets nothing.
classic-harvest-harkonnen-stay = The Harkonnen are caught for the first time and stay Manager (Planet ability).
classic-harvest-new-manager = New Manager of Dune: { $manager }.

## V.3: the Bid for Power; VI.1-2
classic-harvest-bid-for-power = Bid for Power: { $count } Access cards are dealt face down and sold one by one (`bid_access <spice>` or `pass_access`).
classic-harvest-access-up = Access card { $index } of { $count } is up for bid; { $opener } bid first.
classic-harvest-no-access-up = No Access card is up for bid now.
classic-harvest-turn-to-bid = It is the turn of { $faction } to bid.
classic-harvest-bid-more = The bid is { $bid }: bid more or pass.
classic-harvest-bid-spice = You have only { $count } spice.
classic-harvest-bid-range = Bid { $low } to { $high }, or `pass_access`.
classic-harvest-pass-hint = Answer `pass_access`.
classic-harvest-bids = Bid for the Access card, { $faction }: { $amount }.
classic-harvest-passes = { $faction }: pass.
classic-harvest-sold = Access card { $index } goes to { $faction } for { $count } spice, paid to the reserves.
classic-harvest-unsold = Nobody bids on Access card { $index }: it goes back, unseen, under the Access deck.
classic-harvest-you-buy = Your Access card: { $card }.
classic-harvest-bg-see = The Access card bought by { $faction }: { $card }.
classic-harvest-troop-card = { $count } troops
classic-harvest-no-peek = The Atreides look at one Access card not yet bought, once each Bid for Power.
classic-harvest-peek-which = There is no Access card { $number } still for sale.
classic-harvest-peek-range = Name a card from { $low } to { $high }.
classic-harvest-atreides-peek = The Atreides look at Access card { $index }.
classic-harvest-peeked = Access card { $index }: { $card }.
classic-harvest-over = The fifth Bid for Power is over: the harvests are done.

## Prompts
classic-harvest-prompt-commit = Commit spice, in secret, to become the first Manager: `commit <spice>` (0 for none).
classic-harvest-prompt-sell = Guild: offer { $manager } an extra Harvest card for 4-8 spice (`sell <fee>`), or `sell 0`.
classic-harvest-prompt-buy = Buy the Guild's extra Harvest card for { $fee } spice? `buy yes` or `buy no`.
classic-harvest-prompt-report = Report the harvest. { $usage }
classic-harvest-prompt-vote = The Manager announces { $count } spice: accept the report (`vote yes`) or reject it (`vote no`).
classic-harvest-prompt-bid = Access card { $index }: the bid is { $bid }. Bid more (`bid_access <spice>`) or `pass_access`.

## The sheet
classic-harvest-sheet-title = The Spice Harvest
classic-harvest-sheet-committed = Spice committed: { $count }
classic-harvest-sheet-cards = Harvest card(s): { $cards }
classic-harvest-sheet-yours = Your Share cards
classic-harvest-sheet-share = { $whose }: { $cards } ({ $count } spice)
classic-harvest-sheet-access = Access cards ({ $count }): { $cards }
classic-harvest-sheet-seen = Bought by { $faction }: { $cards }

## Commands
classic-command-commit = Spice Harvest: secretly commit spice to become the first Manager of Dune (IV.4); the most spice wins the post and is paid to the next highest.
classic-command-commit-amount = spice you commit (0: none)
classic-command-sell = Spice Harvest, Guild: offer the Manager an extra Harvest card for 4-8 spice (VI.3); `sell 0` offers none.
classic-command-sell-fee = your fee, 4 to 8 (0: no offer)
classic-command-buy = Spice Harvest, Manager: accept (yes) or decline (no) the Guild's extra card (VI.3).
classic-command-buy-yes = true to pay the fee and draw the card
classic-command-report = Spice Harvest, Manager: announce the harvest and give each other player Share cards (V.1), e.g. `report 12 atreides 5+1, guild 6`.
classic-command-report-amount = the harvest you announce
classic-command-report-shares = each other player and their Share cards, separated by commas (cards joined by +)
classic-command-vote = Spice Harvest: accept (yes) or reject (no) the Manager's report (V.2.a).
classic-command-vote-yes = true to accept the report, false to reject it
classic-command-look = Spice Harvest, Atreides: look at one other player's Share cards before you vote (VI.1).
classic-command-look-faction = a faction
classic-command-peek = Spice Harvest, Atreides: look at one Access card not yet bought, once each Bid for Power (VI.1).
classic-command-peek-number = the card's number in this Bid for Power
classic-command-bid-access = Spice Harvest: bid spice for the Access card up for bid (V.3.a).
classic-command-bid-access-amount = your bid in spice
classic-command-pass-access = Spice Harvest: pass on the Access card up for bid (V.3.a).
