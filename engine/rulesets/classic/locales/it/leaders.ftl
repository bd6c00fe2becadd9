# Dune classico, IL DUELLO (1984): i Leader Principali (III.1, IV.5) e il giocatore fuori
# dal gioco (VII) (data/main_leaders.py, phases/elimination.py). Termini del regolamento
# italiano (classic-1979-rules-it.txt: "Leader Principale").

## I Leader Principali (IL DUELLO, III.1)
classic-leader-paul-atreides = Paul Atreides
    .gender = m
classic-leader-baron-vladimir-harkonnen = Barone Vladimir Harkonnen
    .gender = m
classic-leader-shaddam-iv = Shaddam IV
    .gender = m
classic-leader-guild-navigator = Navigatore della Gilda
    .gender = m
classic-leader-liet-kynes = Liet-Kynes
    .gender = m
classic-leader-gaius-helen-mohiam = Gaius Helen Mohiam
    .gender = f

## Perdere il Leader Principale (IL DUELLO, VII)
classic-leaders-player-out = { $leader } { $leader_gender ->
    [f] è morta
   *[other] è morto
}: il giocatore della fazione { $faction } è fuori dal gioco. Tutti i suoi possedimenti sono lasciati liberi e la sua spezia torna alla banca (IL DUELLO, VII).
classic-leaders-you-are-out = Sei fuori dal gioco dal turno { $turn }: il tuo Leader Principale è morto (IL DUELLO, VII).
classic-leaders-out-hint = Non ti resta nulla da giocare; puoi ancora leggere il tabellone e le notizie della partita.
classic-leaders-faction-out = Il giocatore della fazione { $faction } è fuori dal gioco dal turno { $turn } (IL DUELLO, VII).
classic-leaders-battle-ended = La battaglia non si combatte: il giocatore della fazione { $faction } è fuori dal gioco (IL DUELLO, VII).
classic-leaders-out-no-bid = Il giocatore della fazione { $faction } è fuori dal gioco e non fa più offerte (IL DUELLO, VII).

## Il tabellone, lo stato e la scheda
classic-leaders-front-out = fuori dal gioco dal turno { $turn }
classic-leaders-front-main = Leader Principale { $leader } ({ $value })
classic-leaders-sheet-main = { $leader } (Leader Principale, { $strength }): { $where }
classic-leaders-out-since = { $faction } (fuori dal turno { $turn })
classic-leaders-status = I Leader Principali valgono { $value }. { $count ->
    [0] Tutti i giocatori sono in gioco.
   *[other] Fuori dal gioco: { $out }.
}

## La vittoria (IL DUELLO, VII)
classic-leaders-won-last-standing = tutti gli altri giocatori sono fuori dal gioco (IL DUELLO, VII)
classic-leaders-won-last-fallen = tutti i giocatori sono usciti dal gioco, gli ultimi insieme al turno { $turn } (IL DUELLO, VII)
