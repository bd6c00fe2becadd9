# Diuna's commands (`diuna-command-<name>`, an argument's help `diuna-command-<name>-<field>`)
# and options (`diuna-option-<field>`), as `help` and `/game options` show them.
diuna-command-traitor = Keep one of your drawn traitor cards: an opponent's leader as your traitor, or your own so it never betrays you ({ diuna-rule-zdrajcy }). Harkonnen: as many as your board says, all at once (`traitor <leader>, <leader>, ...`) or one at a time.
diuna-command-traitor-leader = a leader's name
diuna-command-storm = The storm symbol: move the storm 0 to 6 sectors, as the first player chooses.
diuna-command-storm-sectors = sectors the storm moves
diuna-command-ride = Fremen: ride the worm with some of your forces in a territory it struck, up to 3 territories across sand, never through the storm.
diuna-command-ride-count = forces that ride
diuna-command-stay = Fremen: ride the worm no more this time.
diuna-command-buy = Buy market cards at 2 spice each, up to 3 in hand (1 with the small bazaar); your one purchase this round. The cards come to you by DM.
diuna-command-buy-count = market cards bought
diuna-command-pass = Buy no market card this round.
diuna-command-revive = Revive from the Tleilaxu tanks: forces beyond the 2 free ones at 2 spice each, and a leader for its strength.
diuna-command-revive-forces = forces, 2 spice each
diuna-command-done = End your revival, or your shipping and movement.
diuna-command-ship = Ship forces from your reserve to one territory at 1 spice each (the Fremen: up to 5 to the Polar Sink, free), before you move.
diuna-command-ship-count = forces shipped
diuna-command-move = Move one group up to 3 territories, never through the storm (the Fremen: two groups of 3 or one of 6), ending in one sector.
diuna-command-move-count = forces in the group
diuna-command-battle = Battle advantage: the territory you fight in next, and the opponent there when several are.
diuna-command-draw-traitor = Harkonnen, before each of your battles: take the top traitor card, then return one with `return_traitor` (`draw_traitor no`: do not).
diuna-command-return-traitor = Harkonnen: the traitor card you put back under the traitor deck, face down.
diuna-command-return-traitor-leader = a leader's name
diuna-command-voice = Imperium, the Voice: order (`must`) or forbid (`not`) your opponent one kind of weapon (poison, hand, special), or `voice none`.
diuna-command-foresee = Atreides, Prescience: see one element of your opponent's plan (forces, leader, weapon, defence) before you make yours, or `foresee none`.
diuna-command-plan = Secret battle plan: the forces on your disk, your leader (if you have one free, you must), and with a leader a weapon and a defence card (or worthless cards).
diuna-command-plan-forces = forces on your battle disk
diuna-command-market = Play a market card from your hand in the phase it names: before the storm (Weather Control: `sectors=`), the spice card (Thumper), the collection (Harvester: `territory=`) or a battle's plans (Truthtrance, Karama); after a battle's reveal (Counter-attack, Family Atomics); on your turn of the cards phase (Black Market), revival (Tleilaxu Ghola: a leader or up to 3 forces) or movement (Smugglers before shipping, Ornithopter, Hajr). Then `hold`.
diuna-command-market-card = a market card in your hand
diuna-command-hold = Play no (more) market cards now: before the storm, the spice card or the collection, or in a battle.
diuna-command-call = Traitor! Reveal the traitor card of your opponent's leader (`call no`: keep it).
diuna-command-auto = Secret standing orders, answered for you at once: `auto call` (Traitor calls: call when a traitor in your pay is revealed against you, else `call no`), `auto hold` (play no market card whenever none of yours can be played: the windows, a battle's market cards, your turn of the cards phase or revival with nothing else to do); `auto call off`, `auto hold off`, or `auto off` for all.
diuna-option-cards-file = The path of a JSON file with your printed game's leaders and cards (the shape of engine/rulesets/diuna/data.py's DEFAULT_CARDS), read once when the game is created and kept in the game; none: the reconstructed lists.
diuna-option-blocked-stronghold = { diuna-rule-warownie }, 2-player games only: the stronghold the players agree to cover, by name (in English or Polish), or `die` to roll the storm die for it.
diuna-option-alliances = { diuna-rule-sojusznicy }: two players, the Atreides with the Fremen against the Harkonnen with the Imperium, on the double faction boards.
diuna-option-small-bazaar = { diuna-rule-maly-bazar }: at most 1 market card in hand, not 3.
