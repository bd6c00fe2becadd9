# Santini's DUNE: the cards, spies, leaders and trades (Carte, Nota sulle Spie, Nota sui Leaders).

## Rulebook headings cited
santini-rule-carte = Carte
santini-rule-nota-sulle-spie = Nota sulle Spie
santini-rule-nota-sui-leaders = Nota sui Leaders

## Commands
santini-command-play = Play a card from your hand in your activity (Carte), with what it acts on.
santini-command-play-card = a card's name
santini-command-play-unit = a counter's id, as `H12`
santini-command-play-target = a counter's id, as `H12`
santini-command-play-second = a counter's id, as `H12`
santini-command-play-hex = a hex of the map, as `0512`
santini-command-play-seat = a player's seat
santini-command-play-other = a card's name
santini-command-play-work = fortification or platform
santini-command-play-by = a counter's id, as `H12`
santini-command-auto = Set a standing reaction, secretly: `karama <card>|any|off`, `cancel-spy <card>|any|off`, `cover on|off`.
santini-command-auto-reaction = karama, cancel-spy or cover
santini-command-auto-answer = a card's name, any, on or off
santini-command-keep = Keep one of the cards Bene Gesserit drew for you (the others are discarded).
santini-command-keep-card = a card's name
santini-command-give = Give a card from your hand to another player (Carte), at any time.
santini-command-give-gift = a card's name
santini-command-give-seat = a player's seat
santini-command-send = Pay spice from your home planet to another player, at any time.
santini-command-send-amount = spice
santini-command-send-seat = a player's seat

## Playing a card
santini-card-played = { $seat } plays { $card }.
santini-card-as = It is played as { $card }.
santini-card-not-held = You do not hold { $card }.
santini-hand-is = You hold { $count ->
    [one] one card
   *[other] { $count } cards
}: see your hand.
santini-card-other-faction = { $card } is another faction's card: only that faction plays it.
santini-mentat-needs-card = Mentat plays as another card: name it with `other=` (not an event, not Mentat).
santini-card-not-by-play = { $card } is not played with `play`.
santini-card-standing = It answers other cards: set it ahead with `auto` (karama, cancel-spy, cover).
santini-card-at-hand-check = It is played in the hand check (Controllo Carte).
santini-card-at-initiative = It is played with the initiative's sealed payment.
santini-card-in-battle = It is played in a battle.
santini-card-needs-own = { $card } needs one of your counters ({ $kinds }) as `unit=`, not { $unit }.
santini-card-needs-enemy = { $card } needs an enemy counter ({ $kinds }) as `target=`, not { $unit }.
santini-card-needs-hex = { $card } needs a hex of the map, as `hex=0512`.
santini-card-needs-seat = { $card } needs another player as `seat=`: { $seats }.
santini-card-needs-city = { $card } acts only in a city.
santini-card-not-in-hex = { $card }: { $unit } is not in { $hex }.
santini-no-stacking = { $card } is already played there: equal cards do not add up.

## Standing reactions
santini-auto-on-off = Answer `on` or `off`.
santini-auto-set = Your standing reaction: `auto { $reaction } { $answer }`.
santini-karama = { $seat } answers with Karama: the card is cancelled.
santini-spy-cancelled = { $seat } plays Annulla Azione Spia: { $card } is cancelled.
santini-spy-cancelled-removed = { $seat } plays Eliminazione Spie Nemiche: { $card } is cancelled and the spy removed.
santini-cover = { $seat } plays Copertura: the counter-spying is cancelled.

## Spies
santini-spy-used = { $spy } already had a spy card this turn.
santini-agent-veteran = Spia Agente Speciale needs a veteran spy: { $spy } is not one.
santini-spy-stands-for = { $card } stands for another spy card: name it with `other=` ({ $cards }).
santini-spy-caught = Counter-spying: { $spy } is eliminated.
santini-spy-escapes = Counter-spying: the veteran { $spy } escapes (die { $roll }).
santini-counter-spy-where = Contro Spionaggio needs your combat units in the hex of { $spy }.
santini-needs-regular = { $unit } must be a regular (not veteran) counter.
santini-spy-turned = { $spy } now spies for { $seat }.
santini-two-spies = Name two different enemy spies: `target=` and `second=`.
santini-spy-not-in-storm = No spy may be put under a storm ({ $hex }).
santini-spy-placed = Spy { $spy } is placed in { $hex }.
santini-spy-aided = A card helps the next mission of { $spy }.
santini-decoded = { $seat } decodes the codes of { $other }: its spies' tests against them are easier this turn.
santini-poison-step = Poison: { $unit } loses a step (die { $roll }).
santini-poison-dead = Poison: { $unit } is eliminated (die { $roll }).
santini-no-module-here = No weirding module lies on the ground in { $hex }: name the enemy counter with `target=`.
santini-damage-what = Name enemy harvesters or air wings (`target=`, `second=`), or one enemy counter carrying a weirding module.
santini-unit-destroyed = { $unit } is destroyed.
santini-module-destroyed = The weirding module of { $unit } is destroyed.
santini-ground-module-destroyed = A weirding module in { $hex } is destroyed.
santini-zoc-cancelled = The zone of control of { $hex } is cancelled this turn.
santini-module-stolen = { $seat } steals the weirding module of { $unit } to its home planet.
santini-thief-names-card = Name the card to steal with `other=` and the player with `seat=`.
santini-theft = { $seat } steals a card from { $victim }.
santini-theft-tried = { $seat } tries to steal a card from { $victim }: not in the hand.
santini-theft-card = The card stolen: { $card }.
santini-theft-missed = The card asked for was not in the hand: { $card }.
santini-sabotage-what = Name `work=fortification` or `work=platform`: an enemy one in { $hex }.
santini-fortification-destroyed = The fortification in { $hex } is destroyed.
santini-platform-destroyed = The platform in { $hex } is destroyed.

## Common and faction cards
santini-made-veteran = { $unit } becomes a veteran.
santini-units-home = New units on the home planet: { $units }.
santini-subsidy = { $seat } collects 5 spice.
santini-atomics-where = Cariche Atomiche needs a city hex not already blasted.
santini-atomics = Atomic charges in { $hex }: the city no longer shelters from worms and storms.
santini-barriers-where = Ricostruzione Barriere Naturali needs a blasted city: { $hexes }.
santini-barriers = The natural barriers of { $hex } are rebuilt.
santini-plot = Plot: the commands of { $seat } may not move or attack this turn.
santini-guild-rebate = { $seat }'s Guild transfers are cheaper this turn.
santini-module-home = { $seat } places a weirding module on its home planet.
santini-needs-own-stack = Name a hex with your counters: { $hex } has none.
santini-boosted = The stack in { $hex } has 2 more movement points this turn.
santini-needs-reduced-in-city = { $unit } must have lost a step and be in a city.
santini-rebuilt = { $unit } is rebuilt to full strength.
santini-scout-where = A scout joins a stack of yours free of enemy zones of control: not { $hex }.
santini-scout-placed = Scout { $unit } joins the stack in { $hex }.
santini-visions = { $seat } sees the hand of { $other }.
santini-visions-hand = The hand of { $other }: { $cards }.
santini-voice = { $seat } takes a card from { $other }.
santini-voice-empty = { $other } holds no card.
santini-voice-card = The card taken: { $cards }.
santini-bribe-costs = Corruzione costs 2 spice: you have { $spice }.
santini-bribed = { $unit } is bribed off the map.
santini-keep-one = Bene Gesserit: keep one of { $cards } with `keep <card>`.
santini-keep-which = Keep one of { $cards }.
santini-kept = { $seat } keeps one card and discards { $count }.
santini-kept-card = You keep { $card }.

## Events
santini-fremen-activity = { $count ->
    [0] No Fremen infantry comes to Arrakis: every infantry counter of their sheet is in play.
   *[other] { $count } regular Fremen infantry come to Arrakis: { $units }.
}
santini-security = { $seat } eliminates the enemy spy { $spy }.
santini-initiative-card = Initiative of the { $faction }: veterans { $units }, a new spy { $spy }, two cards.
santini-no-worm = No Fremen stack on light desert can hold a worm: none appears.
santini-worm-called = A worm ({ $unit }) rises in { $hex } for { $turns ->
    [one] one turn
   *[other] { $turns } turns
}.
santini-worm-where = A worm is called on a Fremen stack with combat units on light desert, without a worm, fewer than 3 worms on the map: { $hexes }.

## Leaders
santini-leader-enters = { $leader } ({ $unit }) enters on the home planet of the { $faction }.
santini-muaddib-already = Paul Muad'Dib and Alia are already in play: ignored.
santini-leader-dead = The leader { $unit } is eliminated.
santini-ghola-needs-dead = { $unit } is not dead: Gholas brings back an eliminated leader.
santini-ghola = Gholas: { $unit } comes back on the home planet.
santini-not-famous-leader = { $unit } is not a famous character of yours on the map.
santini-leader-action-is = The action of { $leader } is { $card }.
santini-leader-acted = { $leader } already acted this turn.
santini-leader-acts = { $seat }'s { $leader } acts as { $card }.

## Trading
santini-trade-to-whom = To which player? { $seats }
santini-card-given = { $seat } gives a card to { $other }.
santini-card-given-was = The card given: { $card }.
santini-pay-how-much = Send between 1 and { $spice } spice.
santini-spice-paid = { $seat } sends { $amount } spice to { $other }.

## Paul Muad'Dib's worm
santini-command-summon = Paul Muad'Dib tries to call a worm in his hex of open desert (Attività).
santini-command-summon-leader = a counter's id, as `H12`
santini-summon-who = Only Paul Muad'Dib, on the map, calls a worm so.
santini-summon-where = Muad'Dib calls a worm from open desert (light, six light hexes around) free of any enemy zone of control, without a worm there, fewer than 3 on the map: not { $hex }.
santini-summon-failed = Muad'Dib calls, no worm comes (die { $roll }).
santini-leader-hex-only = A famous character acts in his own hex: { $hex }.
santini-no-counter-left = No { $kind } counter is left on the { $faction }' sheet: every one is in play.
