# Santini's DUNE: battles (Attività), battle cards, spies' missions.

## Commands
santini-command-attack = Attack a hex next to your units (Attività): the combat units attacking, the command and commander leader you use, your battle cards.
santini-command-attack-hex = a hex of the map, as `0512`
santini-command-attack-by = `with`, which only reads well
santini-command-attack-units = counter ids separated by commas, as `H3,H4`
santini-command-attack-command = a counter's id, as `H12`
santini-command-attack-leader = a counter's id, as `H12`
santini-command-attack-cards = battle cards separated by commas
santini-command-attack-advance = whether your survivors advance into the hex they free (yes unless you say no)
santini-command-defend = Your sealed answer to an attack: the command and commander leader you use, your battle cards.
santini-command-defend-command = a counter's id, as `H12`
santini-command-defend-leader = a counter's id, as `H12`
santini-command-defend-cards = battle cards separated by commas
santini-command-retreat = Retreat your units beaten with an r to a hex next to theirs.
santini-command-retreat-hex = a hex of the map, as `0512`
santini-command-reroll = Set Esito Incerto ahead: when a battle's result would eliminate your side (eliminated), or also beat it (beaten), or never (off).
santini-command-reroll-when = off, eliminated or beaten

## Prompts
santini-prompt-defend = Your units are attacked: answer in secret with `defend`, adding `command=`, `leader=` and `cards=` for those you use.
santini-prompt-retreat = Your units beaten with an r must retreat: `retreat <hex>`, a hex next to theirs.

## Declaring
santini-battle-declared = { $seat } attacks { $hex } with { $units } (strength { $attack } before cards); { $defender } defends.
santini-battle-plan-sealed = Your plan is sealed: command { $command }, leader { $leader }, cards { $cards }.
santini-battle-open = The battle in { $hex } is not over yet.
santini-battle-wait-defender = Wait for the defender's answer, then declare your next attack.
santini-battle-no-hex = { $hex } is not a hex of the map.
santini-battle-hex-attacked = { $hex } was already attacked by you this turn: each hex once.
santini-battle-target-storm = { $hex } is under a storm: no one fights there.
santini-battle-no-enemy = There is no enemy counter to attack in { $hex } (spies and scouts do not count).
santini-battle-units-list = Name each attacking unit once, separated by commas: `attack 0614 with H3,H4`.
santini-battle-not-yours = { $unit } is not one of your counters on the map.
santini-battle-not-combat = { $unit } is no combat unit and no worm: it cannot attack.
santini-battle-support-hint = A command or leader helps with `command=` or `leader=`.
santini-battle-not-adjacent = { $unit } is not next to { $hex }.
santini-battle-unit-attacked = { $unit } has already taken part in an attack this turn.
santini-battle-in-storm = { $unit } is under a storm: it cannot fight.
santini-battle-cannot-enter = { $unit } could not enter { $hex }, so it cannot attack it.
santini-battle-needs-combat = Only combat units start an attack: name at least one.
santini-battle-not-your-command = { $unit } is not one of your commands.
santini-battle-not-your-leader = { $unit } is not one of your leaders.
santini-battle-not-commander = { $unit } is no commander: only a commander's modifier helps in battle.
santini-battle-support-not-there = { $unit } is not where it could take part (next to the hex for the attacker, in it for the defender, out of storms).
santini-battle-plotted = A Complotto holds your commands this turn: { $unit } cannot attack.
santini-battle-odds-low = Strength { $attack } against { $defence } is below 1:3.
santini-battle-odds-hint = You need at least strength { $needed } against that hex.
santini-battle-may-attack = You may still attack { $hexes }.
santini-battle-nothing-to-attack = No hex is open to your attacks now: say `done` when your activity is over.
santini-battle-may-attack-with = { $units } may attack { $hex }.
santini-battle-undefended = { $hex } held no combat unit: { $units } destroyed.
santini-battle-no-defence-due = No attack waits for your answer.

## Cards
santini-battle-card-unknown = { $card } is no battle card.
santini-battle-cards-are = Battle cards: { $cards }.
santini-battle-card-twice = Cards alike do not add up: { $card } once.
santini-battle-card-not-held = You do not hold { $card }.
santini-battle-card-not-attack = { $card } is played by the defender, not the attacker.
santini-battle-card-not-defence = { $card } is played by the attacker, not the defender.
santini-battle-card-needs-command = { $card } needs a command in the battle (`command=`).
santini-battle-card-needs-city = { $card } acts only in a battle for a city.
santini-battle-card-needs-spy-attack = { $card } needs a spy of yours in the hex attacked.
santini-battle-card-needs-spy-defence = { $card } needs a spy of yours in a hex the attack comes from.
santini-battle-card-not-as = { $card } cannot be played as { $acts }: Mentat Computers Umani as any battle card, Spia Commando and Spia Agente Speciale as a spy card.
santini-battle-card-needs-veteran = { $card } is played on a veteran spy.
santini-battle-card-as = { $card } (as { $acts })
santini-battle-one-spy-card = One spy card a battle: your spy plays one.
santini-reroll-off = Esito Incerto: you will not play it by yourself.
santini-reroll-eliminated = Esito Incerto: you will play it when a battle's result would eliminate your side.
santini-reroll-beaten = Esito Incerto: you will play it when a battle's result would eliminate your side, cost it three quarters or make it retreat.

## The battle
santini-battle-plan = { $seat } uses command { $command }, leader { $leader }, cards { $cards }.
santini-battle-overwhelmed = 5:1 in { $hex }: { $units } destroyed outright, no battle.
santini-battle-result = Battle in { $hex }: { $attack } against { $defence } ({ $odds }), die { $roll } modified by { $modifier }: { $result }.
santini-battle-uncertain = { $seat } plays Esito Incerto against { $result }: the die is thrown again.
santini-battle-step-lost = { $unit } loses a step.
santini-battle-unit-lost = { $unit } is eliminated.
santini-battle-worm-absorbs = The worm { $unit } dies in its riders' stead.
santini-battle-leader-dies = The leader { $unit } falls in the defeat (d8: { $roll }).
santini-battle-leader-lives = The leader { $unit } survives the defeat (d8: { $roll }).
santini-battle-retreats = { $units } retreat to { $hex }.
santini-battle-no-retreat = { $units } have nowhere to retreat: eliminated.
santini-battle-no-retreat-due = You owe no retreat now.
santini-battle-retreat-not-there = { $hex } is no hex your units may retreat to.
santini-battle-retreat-to = They may retreat to { $hexes }.
santini-battle-advances = { $units } advance into { $hex }.
santini-battle-veterans = { $units } become veterans.

## Spies
santini-spy-mission-full = { $seat }'s spy { $spy } plays { $card } (d6 { $roll }, { $total }): full success.
santini-spy-mission-partial = { $seat }'s spy { $spy } plays { $card } (d6 { $roll }, { $total }): partial success; the spy is found out and eliminated.
santini-spy-mission-failure = { $seat }'s spy { $spy } plays { $card } (d6 { $roll }, { $total }): complete failure; the spy is eliminated and the card cancelled.
