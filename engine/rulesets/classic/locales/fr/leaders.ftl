# Dune classique, LE DUEL (1984) : les leaders principaux (III.1, IV.5) et le joueur hors
# jeu (VII) (data/main_leaders.py, phases/elimination.py).

## Les leaders principaux (LE DUEL, III.1)
classic-leader-paul-atreides = Paul Atréides
    .gender = m
classic-leader-baron-vladimir-harkonnen = Baron Vladimir Harkonnen
    .gender = m
classic-leader-shaddam-iv = Shaddam IV
    .gender = m
classic-leader-guild-navigator = Navigateur de la Guilde
    .gender = m
classic-leader-liet-kynes = Liet-Kynes
    .gender = m
classic-leader-gaius-helen-mohiam = Gaius Helen Mohiam
    .gender = f

## Perdre son leader principal (LE DUEL, VII)
classic-leaders-player-out = { $leader } { $leader_gender ->
    [f] est morte
   *[other] est mort
} : le joueur de la faction { $faction } est hors jeu. Toutes ses possessions sont libérées et son épice retourne à la banque (LE DUEL, VII).
classic-leaders-you-are-out = Vous êtes hors jeu depuis le tour { $turn } : votre leader principal est mort (LE DUEL, VII).
classic-leaders-out-hint = Il ne vous reste rien à jouer ; le plateau et les nouvelles de la partie restent à votre portée.
classic-leaders-faction-out = Le joueur de la faction { $faction } est hors jeu depuis le tour { $turn } (LE DUEL, VII).
classic-leaders-battle-ended = La bataille n'a pas lieu : le joueur de la faction { $faction } est hors jeu (LE DUEL, VII).
classic-leaders-out-no-bid = Le joueur de la faction { $faction } est hors jeu et n'enchérit plus (LE DUEL, VII).

## Le plateau, l'état et la fiche
classic-leaders-front-out = hors jeu depuis le tour { $turn }
classic-leaders-front-main = leader principal { $leader } ({ $value })
classic-leaders-sheet-main = { $leader } (leader principal, { $strength }) : { $where }
classic-leaders-out-since = { $faction } (hors jeu depuis le tour { $turn })
classic-leaders-status = Les leaders principaux valent { $value }. { $count ->
    [0] Tous les joueurs sont en jeu.
   *[other] Hors jeu : { $out }.
}

## La victoire (LE DUEL, VII)
classic-leaders-won-last-standing = tous les autres joueurs sont hors jeu (LE DUEL, VII)
classic-leaders-won-last-fallen = tous les joueurs sont hors jeu, les derniers ensemble au tour { $turn } (LE DUEL, VII)
