# Classic Dune, THE DUEL (1984): the main character leaders (III.1, IV.5) and a player out
# of the game (VII) (data/main_leaders.py, phases/elimination.py).

## The main character leaders (THE DUEL, III.1)
classic-leader-paul-atreides = Paul Atreides
classic-leader-baron-vladimir-harkonnen = Baron Vladimir Harkonnen
classic-leader-shaddam-iv = Shaddam IV
classic-leader-guild-navigator = Guild Navigator
classic-leader-liet-kynes = Liet-Kynes
classic-leader-gaius-helen-mohiam = Gaius Helen Mohiam

## Losing your main leader (THE DUEL, VII)
classic-leaders-player-out = { $leader } is dead: the player of { $faction } is out of the game. All their holdings are vacated and their spice returns to the bank (THE DUEL, VII).
classic-leaders-you-are-out = You are out of the game since turn { $turn }: your main leader died (THE DUEL, VII).
classic-leaders-out-hint = Nothing is left for you to play; the board and the game's news are still yours to read.
classic-leaders-faction-out = The player of { $faction } is out of the game since turn { $turn } (THE DUEL, VII).
classic-leaders-battle-ended = The battle is not fought: the player of { $faction } is out of the game (THE DUEL, VII).
classic-leaders-out-no-bid = The player of { $faction } is out of the game and bids no more (THE DUEL, VII).

## The board, the status and the sheet
classic-leaders-front-out = out of the game since turn { $turn }
classic-leaders-front-main = main leader { $leader } ({ $value })
classic-leaders-sheet-main = { $leader } (main leader, { $strength }): { $where }
classic-leaders-out-since = { $faction } (out since turn { $turn })
classic-leaders-status = Main leaders worth { $value }. { $count ->
    [0] Every player is in the game.
   *[other] Out of the game: { $out }.
}

## Victory (THE DUEL, VII)
classic-leaders-won-last-standing = every other player is out of the game (THE DUEL, VII)
classic-leaders-won-last-fallen = every player went out of the game, the last together on turn { $turn } (THE DUEL, VII)
