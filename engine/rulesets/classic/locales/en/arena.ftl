# THE DUEL (1984): the Dueling Arena, its cards and a fight from start to end
# (phases/arena*.py, play/table_arena.py, protocol/arena_commands.py).

## The Dueling cards (III.3)
classic-arena-card-attack-in = Attack In
classic-arena-card-attack-out = Attack Out
classic-arena-card-attack-right = Attack Right
classic-arena-card-attack-left = Attack Left
classic-arena-card-throwing-knife = Throwing Knife
classic-arena-card-poison-attacker-from-out = Poison Attacker from Out
classic-arena-card-poison-attacker-from-in = Poison Attacker from In
classic-arena-card-poison-attacker-from-right = Poison Attacker from Right
classic-arena-card-poison-attacker-from-left = Poison Attacker from Left
classic-arena-card-place-block = Place Block
classic-arena-card-jump-block = Jump Block
classic-arena-card-pick-up-block = Pick Up Block
classic-arena-card-move-or-attack-three = Move or Attack Three
classic-arena-card-flee-arena-with-honor = Flee Arena with Honor
classic-arena-a-card = Dueling card
classic-arena-none = none

## Sides of a sector and the fight's steps
classic-arena-side-in = In
classic-arena-side-out = Out
classic-arena-side-left = Left
classic-arena-side-right = Right
classic-arena-step-leaders = the fighters are choosing their leaders
classic-arena-step-place = the leaders are being placed
classic-arena-step-backing = the fighters are choosing their backing
classic-arena-step-seconds = the other players are choosing sides
classic-arena-step-duel = the duel is being fought
classic-arena-hint-leaders = A fighter sends `duel_leader <leader>`.
classic-arena-hint-place = The fighter whose turn it is sends `duel_place <sector>`.
classic-arena-hint-backing = A Kanly fighter sends `duel_back <spice>` (0 for none).
classic-arena-hint-seconds = Every other player sends `second <side> <leader>` (or `second none` with only the main character left).
classic-arena-hint-duel = On your turn: `duel_move <sector>`, `duel_card <card> [sector] [sector]` or `duel_done`.

## The fight opens (V.1-2, VI)
classic-arena-kanly = Kanly! { $faction } and { $target } fight a duel in the arena; play is suspended.
classic-arena-no-leader = The Kanly is called off: a player has no leader to send into the arena.
classic-arena-war = War of Assassins! { $factions } send their leaders into the arena.
classic-arena-no-war = No War of Assassins: fewer than two players have a leader to send.
classic-arena-no-fight = No fight is open in the arena.
classic-arena-not-now = Not now: { $step }.
classic-arena-not-fighter = Only the fighters send a leader into the arena.
classic-arena-you-choose = You send { $leader } into the arena, face down.
classic-arena-chose = { $faction } have chosen a leader.
classic-arena-leaders-free = Leaders you may send: { $leaders }.
classic-arena-to-place = The leaders are placed face down in the outer sectors, in order.
classic-arena-places-now = { $faction } place a leader now.
classic-arena-not-entry = { $sector } is not a free sector to enter.
classic-arena-sectors-free = Free sectors: { $sectors }.
classic-arena-enters = { $faction } place a leader face down in { $sector }.
classic-arena-to-back = The fighters set out spice backing their leaders, 0 to { $most }, in secret.
classic-arena-backing-range = You may back your leader with 0 to { $most } spice.
classic-arena-you-back = You back your leader with { $count } spice.
classic-arena-backed = { $faction } back their leader with { $count } spice.
classic-arena-to-second = Every other player sends a leader face down to support a side, in secret.
classic-arena-fighter-no-second = A fighter does not second.
classic-arena-seconded = You have already answered for this duel.
classic-arena-must-second = You must send a supporter: only a player with just the main character left may send none.
classic-arena-second-needs-leader = Name the leader you send as supporter.
classic-arena-not-a-side = { $faction } are not fighting this duel.
classic-arena-hint-second = `second <side> <leader>`: sides { $sides }; your leaders { $leaders }{ $decline ->
    [yes] ; or `second none`
   *[no] {""}
}.
classic-arena-you-decline = You send no supporter.
classic-arena-you-second = You send { $leader } to support { $side }.
classic-arena-second-shown = { $faction } support { $side } with a leader face down.

## The duel (V.4-11)
classic-arena-begins = The duel begins: { $faction } move first.
classic-arena-wait-defence = Wait: { $faction } are answering an attack.
classic-arena-turn-of = It is { $faction }'s turn in the arena.
classic-arena-cannot-step = You cannot move to { $sector }.
classic-arena-hint-steps = Sectors you may move to: { $sectors }.
classic-arena-moves = { $faction } move their leader to { $sector }.
classic-arena-draws = { $faction } draw a Dueling card.
classic-arena-you-draw = You draw { $card }.
classic-arena-reshuffled = The Dueling deck is empty: the discards are shuffled into a new deck.
classic-arena-ends-turn = { $faction } end their turn in the arena.
classic-arena-forfeits = { $faction } can neither move nor play a card and forfeit their moves.
classic-arena-defence-only = A defence card is played only in answer to an attack.
classic-arena-hint-defend = When attacked, answer with `defend <card>` or `defend none`.
classic-arena-not-playable = { $card } cannot be played now.
classic-arena-hint-held = Your Dueling cards: { $cards }.
classic-arena-plays = { $faction } play { $card }.
classic-arena-attacks = { $faction } attack { $target }.
classic-arena-knife-target = The throwing knife needs a leader one or two sectors away, with no block between.
classic-arena-hint-sectors = Sectors: { $sectors }.
classic-arena-block-where = Name a straight border with no block: two neighbouring sectors of one ring.
classic-arena-hint-borders = Borders: { $borders }.
classic-arena-block-placed = A block is placed between { $first } and { $second }.
classic-arena-no-block-there = There is no block on that border.
classic-arena-block-removed = The block between { $first } and { $second } is taken out of the arena.
classic-arena-cannot-jump = Name a free sector across a block from yours.
classic-arena-three-more = { $faction } may make { $count } more moves this turn.
classic-arena-flees = { $faction } flee the arena with honour.

## Attacks and defences (V.7-8)
classic-arena-revealed = { $faction }'s leader is revealed: { $leader }, worth { $count }.
classic-arena-no-attack-on-you = No attack on your leader waits for an answer.
classic-arena-wrong-side = { $card } does not answer an attack from that side.
classic-arena-hint-side = The attack comes from your { $side } side.
classic-arena-defends = { $faction } defend with { $card }.
classic-arena-paid = { $faction } take { $backing } spice of backing and { $worth } of worth from { $target }, whose leader is now worth { $count }.
classic-arena-leader-killed = { $leader } ({ $faction }) dies in the arena and goes to the tanks.

## The end (V.3, V.9, VI)
classic-arena-wins = { $faction } win the fight with { $leader }.
classic-arena-no-winner = The fight ends with no winner.
classic-arena-second-was = { $faction } supported { $side } with { $leader }.
classic-arena-second-paid = { $faction } take their supporter back with { $count } spice from the bank.
classic-arena-backing-back = { $faction } take back { $count } spice of backing.
classic-arena-restored = The surviving leaders regain their full value.

## What the game waits for
classic-arena-prompt-leader = Choose in secret the leader you send into the arena: `duel_leader <leader>`.
classic-arena-prompt-place = Place your leader face down: `duel_place <sector>` ({ $sectors }).
classic-arena-prompt-back = Back your leader in secret with 0 to { $most } spice: `duel_back <spice>`.
classic-arena-prompt-second = Support a side in secret: `second <side> <leader>` (or `second none` with only your main character left).
classic-arena-prompt-defend = You are attacked: `defend <card>` or `defend none`.
classic-arena-prompt-turn = Your turn in the arena ({ $count } move(s) left): `duel_move <sector>`, `duel_card <card> [sector] [sector]` or `duel_done`.

## Option and commands
classic-arena-file-kind = arena
classic-arena-file-noun = an arena
classic-arena-file-shape = Its shape is the reconstructed arena's: engine/rulesets/classic/data/arena.py, ARENA.
classic-option-arena-file = THE DUEL, III.2-3: the path of a JSON file with a group's own Dueling Arena and Dueling card counts (same shape as engine/rulesets/classic/data/arena.py's ARENA), instead of the reconstructed one; read once when the game is created and kept in the game.
classic-command-duel-leader = Fighter: secretly choose the leader you send into the arena (V.2).
classic-command-duel-leader-leader = one of your leaders alive and free
classic-command-duel-place = Fighter: place your leader face down in a free outer sector of the arena (V.2).
classic-command-duel-place-sector = a free sector (O1-O5; a sixth fighter I1-I5)
classic-command-duel-back = Kanly fighter: secretly set out spice backing your leader, 0 to 10 (V.2).
classic-command-duel-back-amount = spice backing your leader
classic-command-second = Kanly: secretly send one of your leaders as a supporter of a side (`second <side> <leader>`), or `second none` with only your main character left (V.3).
classic-command-second-side = a fighter's faction, or none
classic-command-second-leader = the leader you send
classic-command-duel-move = Fighter: move your leader across a border to an adjacent free sector; a move in toward the centre draws a Dueling card (V.4).
classic-command-duel-move-sector = an adjacent free sector
classic-command-duel-card = Fighter: play a Dueling card as a move: an attack, the throwing knife (`duel_card knife <sector>`), a block (`duel_card place block O1 O2`), jump or pick up a block, Move or Attack Three, Flee Arena with Honor (V.5-11).
classic-command-duel-card-card = a Dueling card you hold
classic-command-duel-card-target = the sector aimed at, jumped to, or a border's first sector
classic-command-duel-card-other = a border's second sector
classic-command-defend = Attacked: secretly answer with a defence card from the side the attack came (`defend poison attacker from left`), or `defend none` (V.8).
classic-command-defend-card = a defence card you hold, or none
classic-command-duel-done = Fighter: end your turn in the arena (V.4).

## The sheet (Dueling cards and one's own choices in a fight)
classic-arena-sheet-title = Dueling cards ({ $count }, at most 4)
classic-arena-sheet-leader = Your leader in the arena, face down: { $leader }
classic-arena-sheet-pledge = Your backing: { $count } spice
classic-arena-sheet-second = Your supporter: { $leader }, beside { $side }
classic-arena-play-suspended = `{ $command }` waits: play is suspended while the fight in the arena lasts, and resumes where it stood.
