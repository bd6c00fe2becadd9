# The game as the table sees it: status, where it stands, the result (protocol/ruleset.py,
# play/result.py).
classic-status-line = Turn { $turn }, { $phase }
classic-status-turn = Turn { $turn } of { $turns }, { $phase }; storm in sector { $sector }.
classic-status-options = Options: { $options }.
classic-status-won = Won by { $winners }.
classic-where = Now: turn { $turn }, { $phase }.
classic-where-waiting = Now: turn { $turn }, { $phase }; waiting for { $waiting }.
classic-factions-hint = Factions: { $factions }.
classic-offer-with-spice = { $prompt } You have { $spice } spice.
classic-result-when = Turn { $turn } of { $turns }, { $phase }
classic-record-holds = holds { $strongholds }
classic-record-holds-none = holds no stronghold
classic-record-tokens = { $planet } tokens on the planet, { $reserves } in reserve, { $tanks } in the tanks
classic-record-leaders = { $count } leader(s) in the tanks
classic-record-spice = { $spice } spice
classic-record-allied = allied with { $allies }

# The game's rule options (model/options.py), as `/game options` and the help describe
# them: `classic-option-<field>`; the presets (model/presets.py): `classic-preset-<name>`.
classic-option-max-turns = V: the game lasts at most 15 turns.
classic-option-auto-charity = VIII.I: claim CHOAM Charity automatically for every player with no spice.
classic-option-open-spice = XIII.B keeps each player's spice behind the shield (only payments, collections and bribes are seen); on: every player's spice is shown on the board, the legend and the public view.
classic-option-double-blow = XXI: two spice blows a turn, on discard piles 1 and 2; a worm on a pile strikes only that pile's last territory; the spent deck is reshuffled whole (XXI.B).
classic-option-weather = XVI: after the first turn the storm moves by the marker (1-6) the Fremen drew in secret the turn before, not by dials; not played without the Fremen (XVI.D).
classic-option-no-alliances = XVIII.A.1: a longer game without alliances: a worm still devours, but opens no nexus.
classic-option-extra-stronghold = XVIII.A.2: a longer game: one more stronghold to win (four; five with two players), alliances too.
classic-option-shield-wall = XVIII.B: the Shield Wall counts for victory as a sixth territory (four of six with XVIII.A.2); it stays a rock territory, not a stronghold.
classic-option-spice-flow = XIX: increased spice flow: each collection round every occupant of Carthag and Arrakeen collects 2 spice, of Tuek's Sietch 1.
classic-option-victory-table = IV (Italian edition): strongholds to win by players and alliance size: 2 players 4; 3 players 4 alone, 5 allied; 4 or more 3 alone, 4 for two allies, 5 for three or more.
classic-option-pair-alliances = XVIII.A.1 (Italian edition): alliances of at most two players.
classic-option-sietch-strongholds = XVIII.C.1 (Italian edition, six players): the sietches of False Wall East and Harg Pass are strongholds too; two more needed to win, and Carthag and Arrakeen count two each.
classic-option-advanced-combat = XXII: advanced combat: spice committed secretly with the battle plan (`spice=N`) makes one token each count fully, the others count half; dials in halves (`plan 3.5 ...`); battle spice goes to the bank, win or lose (the winner keeps his if a traitor is called); the winner chooses losses fitting dial and spice.
classic-option-advantages = XV: the additional character advantages of the player aid pad, the Bene Gesserit's coexistence included.
classic-option-karama-powers = XVII: a Karama card may also use its player's special Karama power once (player aid pad B.6.B): Harkonnen take cards, Atreides see a battle plan, Guild stop a shipment, Bene Gesserit play a worthless card as Karama, Fremen call a worm, Emperor revive free.
classic-option-spice-harvest = THE SPICE HARVEST (1984): a pre-game of five harvests, CHOAM votes and bids for Access cards replaces the starting spice and positions; five more treachery cards.
classic-option-duel = THE DUEL (1984): main character leaders (a player whose main leader dies is out), Kanly duels, the War of Assassins at a nexus with no alliance; five more treachery cards.
classic-option-main-leader = THE DUEL, III.1: a main character leader's value (10); the Italian edition recommends 8, which also caps Kanly backing at 8.
classic-preset-basic = I-XIII: the basic game, every rule option off.
classic-preset-advanced = XX-XXIII: the advanced game, with the optional rules it is played with.
classic-preset-italian = The Italian edition: its victory table, alliances of two, and the sietches as strongholds with six players.
classic-preset-expansions = The 1984 expansions: THE SPICE HARVEST and THE DUEL.

# What the game calls its sides (`Sides.label`), and the heading of their list.
classic-side = faction
classic-side-plural = Factions
