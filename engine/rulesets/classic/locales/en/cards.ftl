# Classic Dune: the ten treachery cards of the 1984 expansions played outside battle
# (THE SPICE HARVEST VII, THE DUEL VIII): the Harvester, the Thumper, the Cone of Silence
# and the Residual Poison (phases/cards_1984.py, phases/residual_poison.py).

classic-cards-main-game = The expansions' cards are played in the main game, from the first turn's storm.

## Harvester (THE SPICE HARVEST VII.3)
classic-cards-harvester-when = The Harvester is played just after a spice blow, while the spice blow phase lasts.
classic-cards-harvester-hint = To play it on the next blow as it lands: `auto harvester` (or `auto harvester 8`, on a blow of 8 spice or more).
classic-cards-harvester-not-blown = No blow of this spice blow lies in { $territory }.
classic-cards-harvester-blows = Blows to double: { $territories }.
classic-cards-harvester = { $faction } doubles the blow with the Harvester: { $count } more spice in { $territory } (sector { $sector }).
classic-cards-order-harvester = { $least ->
    [0] Standing order: you play the Harvester on the next spice blow as it lands.
   *[other] Standing order: you play the Harvester on the next spice blow of { $least } spice or more.
}
classic-cards-order-harvester-off = Standing order cancelled: you play the Harvester yourself.

## Thumper (THE SPICE HARVEST VII.4)
classic-cards-thumper-first-turn = No worm may come in the first turn's spice blow: the Thumper waits for a later one.
classic-cards-thumper-waiting = A Thumper already waits for the next spice blow.
classic-cards-thumper = { $faction } plants a Thumper: instead of the next spice card, a worm comes.
classic-cards-thumper-worm = The Thumper calls Shai-Hulud{ $pile }: no spice card is turned.

## Cone of Silence (THE DUEL VIII.3)
classic-cards-cone-whom = Name the opponents the Cone of Silence falls on.
classic-cards-cone-usage = `cone <opponents>`, among: { $factions }.
classic-cards-cone-opponents = The Cone of Silence falls on opponents only, not on { $faction }.
classic-cards-cone-high-bidder = { $faction } holds the high bid on the card up for bid.
classic-cards-cone-after-sale = Play it once the card is sold.
classic-cards-cone = Cone of Silence: until the end of the turn, { $targets } buy no card, threaten no Kanly and make no alliance.
classic-cards-silenced-no-bid = You are under a Cone of Silence: you buy no card this turn.
classic-cards-silenced-passed = { $faction } is under a Cone of Silence: no bid.
classic-cards-silenced-no-alliance = { $faction } is under a Cone of Silence: no alliance this turn.

## Residual Poison (THE DUEL VIII.4)
classic-cards-poison-not-yourself = Lay it before another player's shield.
classic-cards-poison-already = You already have a card before { $target }'s shield.
classic-cards-poison-retract-first = Take it back first, during your move: `retract { $target }`.
classic-cards-poison-bribe = The bribe is 1 to 4 spice.
classic-cards-poison-cards = Cards you may lay: { $cards }.
classic-cards-poison-no-card = You hold neither the Residual Poison nor a worthless card.
classic-cards-poison-not-held = You do not hold the Residual Poison: name the worthless card you lay to bluff.
classic-cards-poison-not-worthless = { $card } is neither the Residual Poison nor a worthless card.
classic-cards-poison-leaders = { $target }'s leaders: { $leaders }.
classic-cards-poison-played = { $faction } lays a card face down before { $target }'s shield as Residual Poison: a bribe of { $count } spice every turn.
classic-cards-poison-played-card = You laid { $card } before { $target }'s shield; refused, it would kill: { $victim }.
classic-cards-poison-strongest = their strongest leader alive
classic-cards-poison-none-laid = You have no card before another player's shield.
classic-cards-poison-retract-when = You take your card back during your own move (IX).
classic-cards-poison-not-before = You have no card before { $target }'s shield.
classic-cards-poison-before = Your cards lie before: { $targets }.
classic-cards-poison-retracted = { $faction } takes back the card before { $target }'s shield: it is discarded unseen.
classic-cards-poison-none-before-you = No card lies before your shield.
classic-cards-poison-not-from = { $faction } laid no card before your shield.
classic-cards-poison-will-pay = The bribe of { $factions } is set aside: it is paid at the end of the turn.
classic-cards-poison-will-refuse = At the end of the turn you refuse the bribe of { $factions }: the card will be shown.
classic-cards-poison-paid = { $target } pays { $faction } the Residual Poison's bribe: { $count } spice.
classic-cards-poison-refused = { $target } refuses { $faction }'s bribe: the card is shown: { $card }.
classic-cards-poison-no-leader = { $target }: no leader alive for the poison to kill.
classic-cards-poison-kills = The Residual Poison kills { $leader } ({ $target }); { $faction } collects { $count } spice.
classic-cards-poison-bluff = A bluff: { $faction } owes { $target } { $count } spice, three times the bribe.
classic-cards-poison-debt-paid = { $faction } pays { $creditor } { $count } spice of a debt{ $owed ->
    [0] : it is settled.
   *[other] ; { $owed } still owed.
}

## Commands
classic-command-harvester = Play the Harvester just after a spice blow: as much spice again where it landed (THE SPICE HARVEST VII.3). `auto harvester [N]` plays it on the next blow of N spice or more.
classic-command-harvester-territory = the blow to double, where two landed (the last one if not said)
classic-command-thumper = Play the Thumper before a spice blow: instead of the next spice card, a worm comes (THE SPICE HARVEST VII.4).
classic-command-cone = Play the Cone of Silence on opponents: until the end of the turn they buy no card, threaten no Kanly and make no alliance (THE DUEL VIII.3).
classic-command-cone-factions = the opponents, separated by commas
classic-command-poison = Lay a card face down before a player's shield as Residual Poison, with a bribe of 1-4 spice a turn: the Residual Poison, or a worthless card to bluff; name the leader it kills (THE DUEL VIII.4).
classic-command-poison-target = a faction
classic-command-poison-bribe = the bribe, 1-4 spice a turn
classic-command-poison-card = the card laid: Residual Poison if not said, or a worthless card
classic-command-poison-victim = the leader it kills if the bribe is refused (the strongest if not said)
classic-command-retract = Take back, during your move, the card you laid before a player's shield: it is discarded unseen (THE DUEL VIII.4).
classic-command-retract-target = a faction
classic-command-poisoned = Your answer, in secret, to this turn's bribe of the card before your shield: `poisoned pay` sets it aside now, to be paid at the end of the turn; without it (or with `poisoned refuse`) the card is shown (THE DUEL VIII.4).
classic-command-poisoned-answer = pay or refuse
classic-command-poisoned-by = the player who laid it (every card before your shield if not said)

## The sheet (view/sheet.py)
classic-cards-sheet-poisons = Residual Poison
classic-cards-sheet-laid = Before { $target }'s shield you laid { $card }; refused, it kills: { $victim }.
classic-cards-sheet-pay = Before your shield, from { $faction }: a bribe of { $count } spice, which you pay if you can.
classic-cards-sheet-refuse = Before your shield, from { $faction }: a bribe of { $count } spice, which you refuse.
classic-cards-sheet-owe = You owe { $creditor } { $count } spice.
classic-cards-sheet-owed = { $debtor } owes you { $count } spice.
classic-cards-poison-cannot-set-aside = To pay you set the bribes aside now: { $count } spice, more than you hold.
