# The dice game: what it says, in events, refusals, prompts, offers and its sheet.
# Rule citations are the French rulebook's headings ({ dice-rule-... }, words.ftl).

## Common pieces
dice-choose = Choose: { $choices }.
dice-typed = `{ $command }`.
dice-no-region = no region
dice-construction-on = { $construction } on { $region }
dice-construction-count = { $count } { $construction }
dice-troops = { $count ->
    [one] { $count } troop
   *[other] { $count } troops
}

## Set-up (MISE EN PLACE)
dice-not-a-faction = `{ $text }` is not a faction of this game.
dice-factions-are = Factions: { $factions }.
dice-seats = The dice game takes 2 to 8 seats, each named once.
dice-begin = Dune The Dice Game for { $count }. Order of play: { $order }; { $first } plays first. The Region die places the storm on zone { $zone } ({ $regions }).
dice-constructions = Constructions: { $placed }; { $reserve }.
dice-in-reserve = in the reserve: { $left }
dice-reserve-empty = in the reserve: no construction
dice-faction-needs-players = The { $faction } play only in games of { $count } or more ({ dice-rule-setup }).
dice-faction-taken = The { $faction } are taken.
dice-factions-free = Free: { $factions }.
dice-choose-at-setup = Factions are chosen only at set-up.
dice-chooses-now = { $seat } chooses a faction now ({ dice-rule-setup }: from the first player's right, counter-clockwise).
dice-plays-faction = { $seat } plays the { $faction }.
dice-prompt-faction = { $seat }: choose your faction ({ $factions }).
dice-setup-fremen = Fremen set-up: Liet Kynes on the card, one troop on { $regions }.
dice-setup-tleilax = Bene Tleilax set-up: 2 troops in the Polar Sink; Scytale and 2 troops on the card.
dice-setup-corrino = Corrino set-up: Shaddam IV, 1 troop, 1 Sardaukar and 3 spice on the card.
dice-setup-guild = Spacing Guild set-up: Edric, 3 troops and 1 spice on the card.
dice-setup-smugglers = Smugglers set-up: Esmar Tuek on the card, 3 troops in the Polar Sink.
dice-place-is-setup = `place` is the Atreides' and the Harkonnen's set-up.
dice-places-now = The { $faction } place their troops now.
dice-place-region = The { $faction } set up on a non-strategic region ({ dice-rule-setup }).
dice-place-free-region = The { $faction } set up on a non-strategic region that is free ({ dice-rule-setup }).
dice-setup-atreides = Atreides set-up: Leto and Duncan Idaho on the card, 2 troops { dice-on-region }.
dice-setup-harkonnen = Harkonnen set-up: 2 troops { dice-on-region }.
dice-setup-harkonnen-with = Harkonnen set-up: 2 troops { dice-on-region } with a { $construction }.
dice-no-construction-here = No construction goes with these troops.
dice-harkonnen-construction = The Harkonnen take one construction from the reserve ({ dice-rule-setup }).
dice-guess-at-setup = The Bene Gesserit guess at their set-up ({ dice-rule-ultimate-plan }).
dice-only-bene-gesserit-guess = Only the Bene Gesserit guess.
dice-guess-another = Guess another faction in the game, or the Spacing Guild ({ dice-rule-ultimate-plan }).
dice-your-guess = Your secret guess: the { $faction }.
dice-setup-bene-gesserit = Bene Gesserit set-up: the Reverend Mother on the card, 3 troops in the Polar Sink, and a secret guess made.
dice-prompt-guess = Bene Gesserit: secretly guess the faction that will win.
dice-prompt-place = { $faction }: choose the non-strategic region of your troops.

## The roll (LANCER DE DES)
dice-rolls = { $seat } rolls: { $faces }.
dice-die-kept = { $die } ({ $face })
dice-worm-kept = Shai-Hulud! { $seat } must keep the Spice die on the worm.
dice-roll-only = Dice are kept and thrown again only during the roll ({ dice-rule-roll }).
dice-whose-roll = It is { $seat }'s roll.
dice-keeps = { $seat } keeps { $dice }.
dice-keep-some = Keep one or more of: { $dice }.
dice-keep-one = Keep one of: { $dice }.
dice-not-a-die = `{ $text }` is not a die ({ dice-rule-roll }).
dice-die-kept-already = The { $die } die is kept already.
dice-name-dice = Name the dice to keep.
dice-worm-must-be-kept = The worm on the Spice die must be kept ({ dice-rule-roll }).
dice-worm-hint = `keep spice`, or `thumper` to discard your Thumper.
dice-keep-one-per-throw = Keep at least one die after each throw ({ dice-rule-roll }).
dice-no-thumper = You hold no Thumper ({ dice-rule-kanly }: the Thumper is taken with the Kanly die).
dice-thumper-only-worm = A Thumper is discarded only against a worm on a Spice die not kept yet ({ dice-rule-roll }).
dice-thumper-last-die = Not when the Spice die is the last die left ({ dice-rule-roll }).
dice-thumper-discarded = { $seat } discards a Thumper: the Spice die will be thrown again; another die must be kept instead.
dice-prompt-roll = { $seat }: keep dice ({ $faces }), then reroll the rest.

## Regions
dice-region-could-be = `{ $text }` could be { $regions }.
dice-region-type-more = Type more of the region's name.
dice-not-a-region = `{ $text }` is not a region of this map.
dice-regions-are = Regions: { $regions }.
dice-fortification-abandoned = No one holds { $region } any more: its Fortification returns to the reserve.

## The turn's spice (DEBARQUEMENT DES TROUPES, Moissonneuse)
dice-harvest-worm = The worm: the { $faction } collect no spice this turn.
dice-harvest = The { $faction } collect { $spice } spice: the Spice die's { $face }.
dice-harvest-with = The { $faction } collect { $spice } spice: the Spice die's { $face } and { $count } Harvester(s) ({ $regions }).
dice-worm-destroys = The worm destroys the Harvester { dice-of-region }.
dice-destroy-only-worm = A Harvester is destroyed only by the worm of your roll ({ dice-rule-harvester }).
dice-chooses-harvester = { $seat } chooses the Harvester the worm destroys.
dice-destroy-yours = Choose a Harvester you control ({ dice-rule-harvester }).
dice-prompt-destroy = The worm: choose the Harvester it destroys.

## The alliance (ALLIANCE)
dice-offer-once = An alliance is offered in the Alliance action, once a turn.
dice-only-active-offers = Only { $seat }, whose turn it is, offers an alliance.
dice-offer-to = Offer to: { $factions }, or `alone`.
dice-voice = The Bene Gesserit use the Voice: the { $faction } are their allies this turn ({ dice-rule-voice }).
dice-offers = { $seat } offers the { $faction } an alliance for this turn{ $more }.
dice-offer-symbol = , recruiting with the { $symbol } symbol
dice-offer-dice = { $count ->
    [one] { " " }({ $count } die of it theirs)
   *[other] { " " }({ $count } dice of it theirs)
}
dice-offer-own = The { $faction } are your own faction: offer the alliance to another one.
dice-not-in-game = The { $faction } are not in this game.
dice-no-die-shows = No kept Faction die shows the { $faction } ({ dice-rule-alliance }).
dice-symbol-only-tleilax = A symbol is named only for the Bene Tleilax.
dice-name-tleilax-symbol = Name the symbol the Bene Tleilax recruit with ({ dice-rule-axolotl-tanks }).
dice-name-tleilax-symbol-hint = `ally 'Bene Tleilax' <symbol>`; symbols shown: { $symbols }.
dice-no-kept-die-shows = No kept Faction die shows the { $faction }.
dice-symbols-shown = Symbols shown: { $symbols }.
dice-dice-given-only = Dice are given only when both allies recruit with one symbol.
dice-give-ally-dice = You both recruit with the { $symbol } symbol: give your ally 1 to { $count } of its dice (`dice=`).
dice-alone = { $seat } plays this turn without an ally.
dice-no-offer = No alliance is offered to you.
dice-offered-to = The alliance is offered to the { $faction }.
dice-accepts = The { $faction } accept: allies until the end of { $seat }'s turn.
dice-declines = The { $faction } decline the alliance.
dice-ally-harvesters = The ally's Harvester(s) ({ $regions }) add { $spice } spice: { $total } to spend.
dice-prompt-answer = { $seat } offers you an alliance for this turn.
dice-prompt-ally = Offer an alliance for this turn, or play alone.

## The Bene Tleilax (CUVES AXOLOTL, GHOLAS)
dice-symbol-after-roll = The Bene Tleilax choose their symbol after their roll ({ dice-rule-axolotl-tanks }).
dice-chooses-symbol = { $seat } chooses the symbol.
dice-choose-symbol = Choose a symbol of the Faction dice.
dice-symbols-are = Symbols: { $symbols }.
dice-takes-symbol = The Bene Tleilax take the { $symbol } symbol for this turn.
dice-prompt-symbol = Bene Tleilax: choose the Faction die symbol you recruit with.
dice-ghola-own-turn = Gholas are bought in your own turn, after the roll ({ dice-rule-gholas }).
dice-ghola-tleilax = Gholas are the Bene Tleilax's, and their ally's ({ dice-rule-gholas }).
dice-ghola-no-leader = Your leaders are all on your card, not in your reserve: a Ghola brings one back from the reserve ({ dice-rule-gholas }).
dice-ghola-no-spice = A Ghola costs 1 spice; you have none to spend.
dice-ghola = { $seat } pays 1 spice: a Ghola brings a leader back to the card.

## Recruitment (RECRUTEMENT DES TROUPES)
dice-count-troops = { $count } troop(s)
dice-count-sardaukar = { $count } Sardaukar
dice-count-leaders = { $count } leader(s)
dice-ally-recruits = The ally { $faction } recruit { $count } troop(s).
dice-recruit-action = Troops are recruited in the Recruitment action ({ dice-rule-recruitment }).
dice-recruits-now = { $seat } recruits now; an ally's troops come by themselves.
dice-recruit-not-so = Not with these dice and this reserve ({ dice-rule-recruitment }).
dice-smugglers-leader = The Smugglers pay { $spice } spice for Esmar Tuek.
dice-smugglers-no-recruit = The Smugglers do not recruit: they land from their reserve ({ dice-rule-mercenaries }).
dice-recruits = The { $faction } recruit { $what }.
dice-why-no-symbol = no kept Faction die shows their symbol
dice-why-reserve-empty = their reserve is empty
dice-recruits-nothing = The { $faction } recruit nothing: { $why } ({ dice-rule-recruitment }).
dice-prompt-recruit = Recruit: a leader (or Sardaukar) for some of your dice, troops for the others.

## Kanly (KANLY)
dice-kanly-nothing = The Kanly die ({ $face }) does nothing: { $why } ({ dice-rule-kanly }).
dice-why-no-kanly-target = no troop it may kill is out of the storm
dice-why-holds-thumper = { $seat } holds a Thumper already
dice-why-no-thumper-left = no Thumper is left in the reserve
dice-why-holds-marker = the { $faction } hold the { $marker } already
dice-kanly-action = The Kanly die is used in the Kanly action ({ dice-rule-kanly }).
dice-uses-kanly = { $seat } uses the Kanly die now.
dice-targets-are = Targets: { $targets }.
dice-kanly-kills = { $seat }'s { $weapon } kills a { $faction } troop { dice-in-region }.
dice-no-such-troop = No such { $faction } troop { dice-in-region }.
dice-kanly-storm = { $region } is in the storm: its troops cannot be the target of Kanly.
dice-immune = The { $faction } are immune to { $weapons } ({ dice-rule-kanly }).
dice-this-die = this die
dice-no-marker-to-take = The Kanly die shows no marker you may take ({ dice-rule-kanly }: one Thumper a player, none left in the reserve, or the marker is yours).
dice-takes-marker = The { $faction } take the { $marker }.
dice-kanly-spared = { $seat } leaves the Kanly die unused.
dice-prompt-kanly = Kanly ({ $face }): remove a troop, or spare.

## Landing (DEBARQUEMENT DES TROUPES)
dice-why-nothing-to-land = the { $faction } have nothing to land
dice-why-no-spice-left = no spice is left to pay for it
dice-not-funded = The { $faction }'s landing is not funded: { $why } ({ dice-rule-landing }).
dice-why-card-empty = no troops on their card
dice-why-no-spice = no spice to pay for it
dice-why-no-spice-granted = no spice granted by the active player
dice-why-too-dear = { $spice } spice does not pay for a troop anywhere they may land
dice-lands-nothing = The { $faction } land nothing: { $why } ({ dice-rule-landing }).
dice-leave-asked-first = The ally's leave to land in his regions is asked at the start of the landing ({ dice-rule-landing }).
dice-ally-asked = The { $faction } are asked, not you.
dice-allows = The { $faction } let { $seat } land in their regions.
dice-forbids = The { $faction } do not let { $seat } land in their regions.
dice-land-action = Troops land in the Landing action, the active player first, then his ally ({ dice-rule-landing }).
dice-lands-now = The { $faction } land now.
dice-may-not-land = The { $faction } may not land { dice-in-region } ({ dice-rule-landing }: the Polar Sink or a region held, out of the storm; an ally's with leave).
dice-land-in = Land in: { $regions }.
dice-have-to-land = The { $faction } have { $troops } troop(s) and { $large } large cube(s) to land.
dice-landing-costs = Landing { $count } there costs { $price } spice; { $budget } may be spent.
dice-lands = The { $faction } land { $count } { dice-in-region } for { $spice } spice.
dice-why-transport-monopoly = Transport monopoly
dice-fund-after = The ally's landing is funded after the active player's ({ dice-rule-landing }).
dice-decides-funding = { $seat } decides whether to pay for the ally's landing.
dice-only-spice = Only { $spice } spice may be spent.
dice-funds = { $seat } pays up to { $spice } spice for the { $faction }'s landing.
dice-funds-nothing = { $seat } does not fund the ally's landing: the { $faction } land nothing this turn ({ dice-rule-landing }: the active player pays for it).
dice-prompt-allow = May { $seat } land troops in your regions?
dice-prompt-fund = Pay for the { $faction }'s landing? ({ $spice } spice left)
dice-prompt-land = The { $faction } land troops (then `done`).

## Movement (DEPLACEMENT DES TROUPES)
dice-target-first = The target is chosen at the start of the movement ({ dice-rule-movement }).
dice-chooses-target = { $seat } chooses the target.
dice-not-a-target = { $region } is not a target this turn ({ dice-rule-movement }: a region the Region die names, or the Polar Sink).
dice-target-choices = Target: { $regions }.
dice-targets = { $seat } targets { $region }.
dice-moves-nothing = The { $faction } move nothing { dice-into-region }: { $why } ({ dice-rule-movement }).
dice-why-in-storm = { $region } is in the storm
dice-why-no-troops-elsewhere = they have no troops elsewhere on the board
dice-why-none-borders = none of their troops is in a bordering region or one with an Ornithopter, out of the storm
dice-move-after-target = Troops move after the target is chosen, the active player first, then his ally ({ dice-rule-movement }).
dice-moves-now = The { $faction } move now.
dice-no-move-from = No move { dice-from-source } { dice-into-region } ({ dice-rule-movement }: from a bordering region or one with an Ornithopter, out of the storm).
dice-move-from = From: { $regions }.
dice-have-in = The { $faction } have { $troops } troop(s) and { $large } large cube(s) { dice-in-region }.
dice-moves = The { $faction } move { $count } { dice-from-source } { dice-to-region }.
dice-prompt-target = Choose the turn's target region.
dice-prompt-move = The { $faction } move troops { dice-into-region } (then `done`).

## Construction (CONSTRUCTION)
dice-builds-nothing = { $seat } builds nothing: { $why } ({ dice-rule-construction }).
dice-why-polar-sink = nothing is built in the Polar Sink
dice-why-not-held = the { $faction } hold no troops { dice-in-region }
dice-why-no-construction = the reserve holds no construction
dice-build-when = You may build only in the Construction action, on the target region you hold, out of the storm, with a marker in the reserve ({ dice-rule-construction }).
dice-builds-now = { $seat } builds now.
dice-none-in-reserve = No { $construction } in the reserve.
dice-build-choices = Build: { $constructions }, or `skip`.
dice-builds = { $seat } builds a { $construction } { dice-on-region }.
dice-builds-replacing = { $seat } builds a { $construction } { dice-on-region } (the { $old } returns to the reserve).
dice-prompt-build = Build { dice-on-region }? ({ $constructions })

## The storm (TEMPETE DE SABLE)
dice-storm-moves-e = The storm moves E to zone { $zone } ({ $regions }).
dice-storm-moves-w = The storm moves W to zone { $zone } ({ $regions }).
dice-storm-ornithopter = The storm destroys the Ornithopter { dice-of-region }.
dice-storm-kills = The storm kills a { $faction } troop { dice-in-region }.

## The end of a turn (FIN DE TOUR, FIN DE PARTIE)
dice-why-choam = CHOAM presidency
dice-victory-guessed = { $why } But the Bene Gesserit guessed the { $faction }: the Bene Gesserit win ({ dice-rule-ultimate-plan }).
dice-victory = { $why } The { $faction } win.
dice-hold-alone = The { $faction } hold { $regions } alone.
dice-victory-alliance = The { $faction } and the { $ally } hold { $regions } together: they win ({ dice-rule-end-of-game }).
dice-guild-default = No one has won after { $count } turns: the Spacing Guild wins by default ({ dice-rule-opportunism }).
dice-round = The turn marker moves to { $round }.
dice-dice-pass = The dice pass to { $seat }.

## The Corrino's gift and the spice markers (PRESIDENCE DE LA CHOM)
dice-give-when = The Corrino give spice to their ally during his turn ({ dice-rule-choam }).
dice-only-corrino-give = Only the Corrino, allied this turn, give from their marker.
dice-marker-empty = Your marker holds no spice to give.
dice-marker-holds = Your marker holds { $spice } spice.
dice-gives = The Corrino give { $spice } spice to { $seat }.
dice-stores = { $why }: the { $faction } store { $spice } spice ({ $total } on their marker).

## Combat (COMBAT)
dice-battle = Battle { dice-in-region }: the { $attackers } attack; the { $defender } defend.
dice-battle-with = Battle { dice-in-region }: the { $attackers } attack; the { $defender } defend with the { $others }.
dice-no-attacker-left = No attacker is left { dice-in-region }: no battle.
dice-no-defender-left = No defender is left { dice-in-region }: no battle.
dice-battle-between = The next battle is chosen between battles ({ dice-rule-combat }).
dice-chooses-battles = { $seat } chooses the order of the battles.
dice-no-battle = No battle { dice-in-region } ({ dice-rule-combat }).
dice-battles-are = Battles: { $regions }.
dice-fortification-when = A Fortification takes its troop at the start of a battle ({ dice-rule-fortification }).
dice-chooses-sacrifice = { $seat } chooses the troop the Fortification takes.
dice-not-attacking-cube = Not an attacking cube in this region.
dice-fortification-takes = The Fortification { dice-of-region } takes a { $faction } troop and returns to the reserve.
dice-lend-when = Leaders are lent before the commitments of a battle ({ dice-rule-combat }).
dice-not-asked-to-lend = You are not asked to lend a leader in this battle.
dice-lends = The { $faction } lend their leader.
dice-does-not-lend = The { $faction } do not lend their leader.
dice-commit-when = Units are committed once the battle is set ({ dice-rule-combat }).
dice-only-captains-commit = Only the attacker and the defender commit units.
dice-commitment-made = Your commitment is made.
dice-commit-at-most = You may commit at most: { $most }.
dice-too-many = Too many: { $fields }.
dice-pledge-troops = troops
dice-pledge-large = large
dice-pledge-allied = allied
dice-pledge-allied-large = allied large
dice-pledge-leaders = leaders
dice-pledge-lent = lent
dice-pledge-field = { $field } { $count }
dice-pledge-count = { $count } { $field }
dice-none = none
dice-your-commitment = Your commitment: { $strength } strength ({ $units }).
dice-committed = { $seat } has committed units.
dice-reveal = { $attacker } reveals { $attack }: { $a }; { $defender } reveals { $defend }: { $d }. The { $winner } win.
dice-reveal-tie = { $attacker } reveals { $attack }: { $a }; { $defender } reveals { $defend }: { $d }. The { $winner } win (the defender wins a tie).
dice-prompt-battle = Choose the next battle: { $regions }
dice-prompt-sacrifice = The Fortification { dice-of-region } takes one of your side's troops: which?
dice-prompt-lend = Lend your leader to your side { dice-in-region }?
dice-prompt-commit = Battle { dice-in-region }: secretly commit troops and leaders.

## The Face Dancers (LES DANSEURS-VISAGES)
dice-dance-when = The Face Dancers act at the start of a battle the Bene Tleilax fight in ({ dice-rule-face-dancers }).
dice-only-tleilax-dance = Only the Bene Tleilax have Face Dancers.
dice-no-dance-victim = No { $faction } troop here the Face Dancers may replace ({ dice-rule-face-dancers }: an enemy's regular troop, for an unused die on its symbol, or 1 spice in the variant).
dice-dance-choices = Replace: { $factions }, or `stop`.
dice-danced = A Face Dancer: a { $faction } troop { dice-in-region } was a Bene Tleilax all along.
dice-prompt-dance = Face Dancers: replace an enemy troop here, or stop.

## Standing answers to alliance offers (ALLIANCE)
dice-no-alliance-small = No alliance in games of 3 players or fewer ({ dice-rule-alliance }): there is no offer to answer.
dice-game-over = The game is over.
dice-faction-first = Choose your faction first: offers are made to factions.
dice-auto-off-no-faction = `auto off` clears your standing answer; it names no faction.
dice-standing-cleared = Standing answer cleared: alliance offers wait for your `accept` or `decline`.
dice-never-offers = The { $faction } will never offer you an alliance.
dice-factions-that-may = Factions that may: { $factions }.
dice-standing-set = Standing answer: { $answer }. Given at once when such an offer is made; `auto off` clears it.
dice-standing-line = Alliance offers: { $answer } (`auto off` clears it)
dice-standing-none = Alliance offers: none standing; `auto accept`, `auto decline` or `auto accept <faction>` answers them at once, in secret
dice-standing-accept-from = accept the { $faction }'s alliance offers
dice-standing-decline-from = decline the { $faction }'s alliance offers
dice-standing-accept-all = accept every alliance offer
dice-standing-decline-all = decline every alliance offer

## The game's status, its commitment form
dice-form-title = Secret commitment
dice-form-button = Commit units
dice-form-troops = Troops
dice-form-troops-help = your troops sent
dice-form-large = Large cubes
dice-form-large-help = your large cubes sent
dice-form-allied = Allied troops
dice-form-allied-help = your side's others'
dice-form-allied-large = Allied large cubes
dice-form-allied-large-help = your side's others'
dice-form-leaders = Leaders
dice-form-leaders-help = your leaders sent
dice-not-a-player-command = `{ $command }` is not a player's command in this game.
dice-offer-commit = { $prompt }
    At most: { $most }.
dice-status-won = Game over: { $winners } { $count ->
    [one] won
   *[other] won
}
dice-status-won-by-default = Game over: { $winners } { $count ->
    [one] won
   *[other] won
} by default after { $turns } turns
dice-status-setup = Set-up
dice-status-turn = Turn { $round }/{ $rounds }, { $seat } ({ $step })
dice-step-choose = choose
dice-step-place = place
dice-step-roll = roll
dice-step-axolotl = axolotl
dice-step-harvest = harvest
dice-step-alliance = alliance
dice-step-recruit = recruit
dice-step-kanly = kanly
dice-step-land = land
dice-step-move = move
dice-step-combat = combat
dice-step-build = build
dice-step-storm = storm
dice-step-ended = ended

## The board (the wheel and the text list)
dice-card-on = card { $units }, { $leaders } leader(s)
dice-card-reserve = reserve { $units }, { $leaders } leader(s)
dice-card-spice = spice { $spice }/{ $most }
dice-card-thumper = Thumper
dice-role-playing = , playing
dice-role-playing-spice = , playing, { $spice } spice to spend
dice-role-ally = , ally
dice-role-offered = , offered an alliance
dice-the-reserve = reserve
dice-markers-line = Shield: { $shield }; Snooper: { $snooper }; Thumpers: { $thumpers } in the reserve{ $holders }
dice-letters-name = { $letters } { $faction }
dice-board-legend = L: a large cube (worth two); X: a desert; darker: a strategic region; grey: the storm
dice-large-short = { $count }L
dice-large = { $count } large
dice-seat-line = { $faction } ({ $seat }{ $role }): { $card }
dice-no-faction-yet = no faction yet
dice-board-title = Turn { $round }/{ $rounds }, storm on zone { $zone }
dice-text-title = Turn { $round }/{ $rounds } - storm on zone { $zone }
dice-text-legend = * strategic region, X desert, ~ in the storm; large cubes count two

## A seat's sheet
dice-nothing = nothing
dice-count-large = { $count } large cube(s)
dice-sheet-step = { $step } ({ $rule })
dice-sheet-step-choose = set-up, choosing factions
dice-sheet-step-place = set-up, placing
dice-sheet-step-roll = the roll
dice-sheet-step-axolotl = the symbol
dice-sheet-step-harvest = the harvest
dice-sheet-step-alliance = the alliance
dice-sheet-step-recruit = recruitment
dice-sheet-step-kanly = the Kanly
dice-sheet-step-land = landing
dice-sheet-step-move = movement
dice-sheet-step-combat = combat
dice-sheet-step-build = construction
dice-sheet-step-storm = the storm
dice-sheet-step-ended = the game is over
dice-sheet-standing = Standing orders
dice-sheet-waiting = Waiting for you
dice-sheet-title = { $faction } ({ $seat }): your faction card
dice-sheet-title-no-faction = { $seat } (no faction yet): your faction card
dice-sheet-card = Your faction card
dice-sheet-no-faction = no faction chosen yet
dice-sheet-on-card = On the card (ready to land): { $cubes }, { $leaders } leader(s)
dice-sheet-beside-card = Beside the card (reserve): { $cubes }, { $leaders } leader(s)
dice-sheet-leaders = Leader(s): { $leaders }
dice-sheet-spice-marker = Spice marker: { $spice } of { $most }
dice-sheet-thumper-yours = Thumper: yours
dice-sheet-thumper-none = Thumper: none
dice-sheet-on-board = On the board: { $held }
dice-sheet-now = Now: { $step }
dice-sheet-your-turn = your turn
dice-sheet-their-turn = { $seat }'s turn ({ $faction })
dice-sheet-turn = Turn { $round } of { $rounds }, { $whose }: { $step }
dice-sheet-may = You may now: { $commands }
dice-sheet-may-nothing = You may now: nothing
dice-sheet-this-turn = This turn
dice-sheet-kept = Dice kept: { $dice }
dice-sheet-loose = Dice thrown, not kept: { $dice } (throw { $throw })
dice-sheet-thumper-spent = A Thumper was spent on this throw
dice-sheet-spice = Spice to spend this turn: { $spice }
dice-sheet-your-ally = Your ally this turn: the { $faction }
dice-sheet-you-ally = You are the { $faction }'s ally this turn
dice-sheet-offered = Alliance offered to the { $faction }, not yet answered
dice-sheet-target = Target region: { $region }
dice-sheet-battle = Battle { dice-in-region }: { $attackers } against { $defenders }
dice-sheet-ways = { $command } ({ $count } ways)
dice-sheet-guess = Your guess: the { $faction } ({ dice-rule-ultimate-plan })
dice-sheet-commitment = Your commitment: { $units }
dice-sheet-secrets = Known only to you
dice-text-seat-line = { $letters } { $seat } ({ $faction }{ $role }): { $card }
dice-sheet-offer = { $seat } offers you an alliance for this turn
dice-either = { $rest } or { $last }

## Commands' summaries and their arguments' help (dice-command-<name>[-<argument>])
dice-command-faction = Choose your faction, in turn ({ dice-rule-setup }).
dice-command-place = Atreides or Harkonnen set-up: the non-strategic region for your troops (and, Harkonnen, the construction from the reserve that goes with them).
dice-command-place-construction = Harkonnen: the construction taken from the reserve
dice-command-guess = Bene Gesserit: secretly name the faction whose lone victory becomes yours.
dice-command-symbol = Bene Tleilax: the Faction die symbol you recruit with this turn ({ dice-rule-axolotl-tanks }).
dice-command-ghola = Gholas: pay 1 spice to take your leader back onto your card.
dice-command-give = Corrino: give spice from your marker to your ally during his turn.
dice-command-give-amount = spice to give
dice-command-keep = Keep one die (f1-f4, kanly, spice, region), several at once (`keep f3 f4 spice`), or all the dice left.
dice-command-reroll = Roll again the dice you have not kept (keep at least one after each roll).
dice-command-thumper = Discard your Thumper: the worm on the Spice die is rolled again.
dice-command-destroy = The worm: the Harvester you control that it destroys ({ dice-rule-harvester }).
dice-command-ally = Offer an alliance for this turn to a faction a kept Faction die shows (the Bene Tleilax: name the symbol they recruit with).
dice-command-ally-symbol = Bene Tleilax: the Faction die symbol they recruit with
dice-command-alone = Play this turn without an alliance.
dice-command-accept = Accept the alliance offered to you for this turn.
dice-command-decline = Decline the alliance offered to you.
dice-command-auto = Secret standing answer to alliance offers: `auto accept`, `auto decline`, `auto accept <faction>` (that faction's offers only), `auto off`.
dice-command-auto-answer = accept, decline or off
dice-command-auto-faction = only this faction's offers
dice-command-recruit = Recruit onto your card: a leader and (Corrino) Sardaukar for some of your Faction dice, a troop for each of the others.
dice-command-recruit-leaders = leaders to recruit
dice-command-recruit-sardaukar = Corrino: Sardaukar, 2 dice each
dice-command-kill = Kanly: remove one troop of a faction from a region (back to its reserve).
dice-command-kill-elite = a large cube (Fremen, Sardaukar)
dice-command-take = Kanly: take the marker the Kanly die shows (Shield, Poison Snooper, Thumper).
dice-command-spare = Kanly: do nothing with the Kanly die.
dice-command-land = Land troops from your card (Smugglers: your reserve) in the Polar Sink or a region you hold; each costs spice.
dice-command-land-count = cubes to land
dice-command-land-large = how many of them are large cubes (Sardaukar); the Fremen's are all large
dice-command-done = End your landing (or your movement).
dice-command-allow = Let your ally land troops in your regions this turn (or not: `allow no`).
dice-command-fund = Let your ally land troops, paying up to this much spice for them (0: no).
dice-command-fund-amount = spice you pay at most
dice-command-target = Choose the turn's target region: one the Region die names, or the Polar Sink.
dice-command-move = Move troops into the target from a bordering region (or one with an Ornithopter), free.
dice-command-move-count = cubes to move
dice-command-move-large = how many of them are large cubes (Sardaukar); the Fremen's are all large
dice-command-battle = Choose the next region to fight in ({ dice-rule-combat }: the active player's order).
dice-command-dance = Face Dancers: replace one enemy troop of a faction here by one of yours.
dice-command-stop = Face Dancers: replace no more troops in this battle.
dice-command-sacrifice = The Fortification: which attacking troop is lost (a faction's, large or not).
dice-command-lend = Offer your leader to your side's player for this battle (or not: `lend no`).
dice-command-commit = Secretly send units into the battle: your troops and large cubes, your side's others', your leaders and those lent to you.
dice-command-commit-allied = your side's other factions' troops
dice-command-commit-allied-large = your side's other factions' large cubes
dice-command-commit-lent = leaders lent to you
dice-command-build = Replace the construction of the target region you hold by one from the reserve (the old one goes back first).
dice-command-skip = Build nothing this turn.
dice-command-set-spice = Moderator: set the spice on a faction's marker (Corrino, Guild: 0-5), or with `pool=turn` the active player's spice of this turn.
dice-command-set-spice-pool = store: the faction's marker; turn: the spice of the turn
dice-command-set-tokens = Moderator: set a faction's troops (or large cubes: `elite=yes`) in a region or on its card, the difference taken from or returned to its reserve.
dice-command-set-tokens-elite = large cubes (Fremen, Sardaukar)
dice-command-set-leaders = Moderator: set how many of a faction's leaders are on its card (the rest beside).
dice-command-set-storm = Moderator: put the storm on a zone (no effect on the cubes there).
dice-command-set-turn = Moderator: set the turn marker (1-6).
dice-command-set-first = Moderator: give the first player marker to a faction (the order of play turns round; the player on turn keeps his turn).
dice-command-set-construction = Moderator: put a construction from the reserve on a region (its own goes back first), or `none` to return it.
dice-command-give-marker = Moderator: give a faction the Shield or the Poison Snooper (from whoever holds it), or a Thumper from the reserve.
dice-command-take-marker = Moderator: return a faction's Shield, Poison Snooper or Thumper to the reserve.
dice-command-set-die = Moderator: turn a die of the throw being kept to another face (a die misread at the table): `set_die f2 Fremen`, `set_die spice 3`.
dice-command-set-die-die = the die
dice-command-set-guess = Moderator: set the Bene Gesserit's secret guess ({ dice-rule-ultimate-plan }).

## Options (dice-option-<field>)
dice-option-map-file = { dice-rule-map }: the path of a JSON map file to play on instead of the rulebook's map (same shape as engine/rulesets/dice/data.py's DEFAULT_MAP); read once when the game is created and kept in the game.
dice-option-face-dancers = { dice-rule-face-dancers }: the Bene Tleilax replace an enemy troop at the start of a battle for each unused Faction die on its symbol (dice), or for 1 spice each on their own turn (spice, the variant).
dice-side = faction
dice-side-plural = Factions

## The moderator's repairs
dice-repair-setup = The game is being set up ({ dice-rule-setup }); repairs begin with the first turn.
dice-repair-setup-hint = `force` finishes the set-up.
dice-repair-ended-hint = `undo` takes back the end first.
dice-repair-playing = Playing: { $factions }.
dice-repair-in-battle = The { $faction } are in the battle being fought { dice-in-region }.
dice-repair-after-battle = Repair them once the battle is resolved.
dice-repair-turn-spice = The spice of the turn is the active player's, the { $faction }'s.
dice-repair-no-marker = The { $faction } have no spice marker ({ dice-rule-corrino }, { dice-rule-guild }).
dice-repair-markers = Markers: { $factions }; the spice of the turn: `pool=turn`.
dice-repair-markers-none = The spice of the turn: `pool=turn`.
dice-repair-no-troops = The { $faction } have no troops.
dice-repair-no-large = The { $faction } have no large cubes.
dice-repair-set-troops = Set their troops.
dice-repair-set-large = Set their large cubes.
dice-repair-only-troops = The { $faction } have only { $count } troops in their reserve.
dice-repair-only-large = The { $faction } have only { $count } large cubes in their reserve.
dice-repair-at-most = Set at most { $count } there.
dice-repair-on-card = on their card
dice-repair-in-region = in { $region }
dice-repair-sets-troops = Moderator sets the { $faction }'s troops { $where } to { $count }, via their reserve.
dice-repair-sets-large = Moderator sets the { $faction }'s large cubes { $where } to { $count }, via their reserve.
dice-repair-first-already = The { $faction } hold the first player marker already.
dice-repair-first = Moderator gives the first player marker to { $seat } (the { $faction }); the order of play: { $order }.
dice-repair-polar-sink = Nothing is built in the Polar Sink ({ dice-rule-construction }).
dice-repair-battle-construction = The battle being fought { dice-in-region } counts its construction.
dice-repair-holds-already = { $region } holds { $construction } already.
dice-repair-no-construction = no construction
dice-repair-none-in-reserve = No { $construction } is in the reserve (it holds { $held }).
dice-repair-return-first = Return one first: `set_construction <region> none`.
dice-repair-has-thumper = The { $faction } hold a Thumper already (one a player, { dice-rule-kanly }).
dice-repair-no-thumper-left = No Thumper is left in the reserve.
dice-repair-take-thumper-first = Return one first: `take_marker thumper <faction>` ({ $factions } hold one).
dice-repair-gives-thumper = Moderator gives the { $faction } a Thumper from the reserve.
dice-repair-gives-marker = Moderator gives the { $faction } the { $marker } (from the reserve).
dice-repair-gives-marker-from = Moderator gives the { $faction } the { $marker } (from the { $holder }).
dice-repair-holds-no-thumper = The { $faction } hold no Thumper.
dice-repair-not-holding = The { $faction } do not hold the { $marker }.
dice-repair-held-by = The { $faction } hold it.
dice-repair-in-reserve = It is in the reserve.
dice-repair-returns-marker = Moderator returns the { $faction }'s { $marker } to the reserve.
dice-repair-die-when = Dice are mended while the roll is being kept; the actions after it have used them.
dice-repair-die-undo = `undo` back to the roll to change a die.
dice-repair-die-shows = The { $die } die shows { $face } already.

## Regions in a sentence (the article and preposition the region's name takes)
dice-in-region = in { $region }
dice-on-region = on { $region }
dice-of-region = of { $region }
dice-into-region = into { $region }
dice-to-region = to { $region }
dice-from-source = from { $source }
