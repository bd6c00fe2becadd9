# Santini's DUNE: prompts, sheets, status, result and the moderator's repairs.

## Prompts and forms
santini-prompt-decide = Your decision: `{ $kind }`.
santini-prompt-keep = Bene Gesserit: keep one of the cards you drew (`keep <card>`); the others go to the discards.
santini-prompt-initiative-facts = You have { $spice } spice; you harvested { $harvested } last turn.
santini-prompt-activity-units = Can still move: { $moving }. Can still attack: { $attacking }.
santini-listed = { $listed }
santini-listed-more = { $listed } and { $more } more
santini-form-title = Your sealed answer
santini-form-send = Send

## Sheets
santini-seat-faction = { $seat } ({ $faction })
santini-sheet-spectator = Spectator: no secrets.
santini-sheet-known = Known only to you
santini-sheet-seen = Your record, as the table sees it
santini-sheet-units = Your counters
santini-sheet-waiting = Waiting for you
santini-sheet-hand = Hand: { $cards }
santini-sheet-hex = { $hex }: { $units }
santini-sheet-home = Home planet: { $units }
santini-sheet-dead = Eliminated: { $units }
santini-sheet-faction = Faction
santini-sheet-spice = Spice
santini-sheet-home-modules = Weirding modules at home
santini-sheet-harvested = Spice harvested last turn
santini-sheet-initiative = Initiative this turn
santini-sheet-charismatic-lost = Charismatic leader lost
santini-sheet-kills = Enemy charismatic leaders killed
santini-sheet-strategic-used = Strategic movements used
santini-sheet-cards = Cards in hand
santini-sheet-points = Victory points
santini-sheet-payment = Sealed payment to the Guild
santini-sheet-die = Initiative die
santini-sheet-build = Sealed build order
santini-sheet-reactions = Standing reactions
santini-sheet-count-of = { $count } { $kind }
santini-sheet-turn-of = { $seat } (turn { $turn })
santini-sheet-plan = command { $command }, leader { $leader }, cards { $cards }, spy { $spy }
santini-sheet-modifier = Sealed change to your d8
santini-sheet-landsraad = Landsraad order sent
santini-sheet-rebuild = Sealed rebuilding of steps
santini-sheet-recover = Recupero Informazioni set ahead
santini-sheet-offered = Bene Gesserit cards to keep one of
santini-sheet-decoded = Enemy codes decoded
santini-sheet-reroll = Esito Incerto set ahead
santini-sheet-attack-plan = Your sealed attack plan
santini-sheet-commands-minus = Commands' modifier lost
santini-sheet-plotted = Complotto played on you (turn)
santini-unit = { $counter } { $kind } { $strength } { $marks }
santini-unit-veteran = veteran
santini-unit-reduced = reduced
santini-unit-split = split
santini-unit-locked = may not move again
santini-unit-stormed = storm survived
santini-unit-modules = { $count } weirding modules

## Status and result
santini-status-order = Initiative: { $order }
santini-status-active = Activity of { $seat } ({ $faction })
santini-status-player = { $seat } ({ $faction }): { $points } city points ({ $final } in the count of turn 30), { $cards } cards, { $spice } spice
santini-result-fremen = the Fremen's blockade
santini-result-points = six points
santini-result-partial = the partial victory of turn 30
santini-result-open = the game stopped
santini-result-record = { $points } points ({ $how }) { $won }
santini-result-won = winner

## Moderator's repairs
santini-repair-not-under-way = Repairs mend a game under way.
santini-repair-use-undo = Use `undo` to take back the end of the game.
santini-repair-no-player = `{ $typed }` is no seat nor faction of this game.
santini-repair-players = Seats: { $players }
santini-repair-no-unit = There is no counter `{ $unit }`.
santini-repair-units-are = A counter is named by its id, as `H12`; the sheets and the board list them.
santini-repair-no-hex = `{ $hex }` is no hex of the map.
santini-repair-hexes-are = A hex is named by its column and row, as `0512`.
santini-repair-spice-of = { $seat }'s spice
santini-repair-place-of = the place of { $unit }
santini-repair-one-step = { $unit } has a single step.
santini-repair-use-put = Use `put` to remove or restore it.
santini-repair-steps-of = the steps of { $unit }
santini-repair-a-free-card = a card in the deck or the discards
santini-repair-hand = hand
santini-repair-a-card-held = a card in that hand
santini-repair-taken = { $card } taken to the discards
santini-repair-spice-values = the spice counters' values
santini-repair-spice-values-bad = `{ $typed }` are no spice counters' values.
santini-repair-spice-values-hint = Type values 1 to 3 separated by commas, as `2,3`, or `none`.
santini-repair-spice-in = the spice in { $hex }
santini-repair-storm = storm { $number }
santini-repair-turn = the turn

## Commands
santini-command-set-spice = Moderator: set a faction's spice on its home planet.
santini-command-set-spice-faction = a faction, or its seat
santini-command-set-spice-amount = the spice
santini-command-put = Moderator: put a counter in a hex, on its home planet (`home`) or among the eliminated (`dead`): move, remove or restore it.
santini-command-put-unit = a counter's id, as `H12`
santini-command-put-place = a hex as 0512, home or dead
santini-command-set-steps = Moderator: set a combat unit's steps (2 full, 1 reduced).
santini-command-set-steps-unit = a counter's id, as `H12`
santini-command-set-steps-steps = its steps
santini-command-give-card = Moderator: give a faction a card from the deck or the discards (the table learns that its hand changed, the faction which card).
santini-command-give-card-faction = a faction, or its seat
santini-command-give-card-card = a card's name
santini-command-take-card = Moderator: take a card from a faction's hand to the discards, secretly.
santini-command-take-card-faction = a faction, or its seat
santini-command-take-card-card = a card's name
santini-command-set-map-spice = Moderator: set the spice counters lying in a hex, by their values (`set_map_spice 0512 2,3`, or `none`).
santini-command-set-map-spice-hex = a hex of the map, as `0512`
santini-command-set-map-spice-values = values 1-3 separated by commas, or none
santini-command-set-storm = Moderator: put a storm (1-6) in a hex, or off the map (`off`); no losses.
santini-command-set-storm-number = the storm's number
santini-command-set-storm-place = a hex as 0512, or off
santini-command-set-turn = Moderator: set the turn (1-30).
santini-command-set-turn-turn = the turn

## The sealed forms' fields (a Discord label: 45 characters at most)
santini-form-pay-amount = Spice paid to the Guild
santini-form-pay-landsraad = Landsraad: the order (if you hold it)
santini-form-initiative-modifier = Change to your d8 (+2, -1, 0)
santini-form-initiative-landsraad = Landsraad: the order (if you hold it)
santini-form-build-infantry = Infantry
santini-form-build-armour = Armour
santini-form-build-artillery = Artillery
santini-form-build-guard = Guard
santini-form-build-spy = Spies
santini-form-build-command = Commands
santini-form-build-wing = Air wings
santini-form-build-harvester = Harvesters
santini-form-build-rebuild = Units to rebuild a step (ids)
santini-form-defend-command = Your command (id)
santini-form-defend-leader = Your leader (id)
santini-form-defend-cards = Your battle cards
santini-sheet-counters-left = Counters left on your sheet
