# Diuna klasyczna, POJEDYNEK (1984): główni przywódcy (III.1, IV.5) i gracz wyeliminowany
# z gry (VII) (data/main_leaders.py, phases/elimination.py).

## Główni przywódcy (POJEDYNEK, III.1)
classic-leader-paul-atreides = Paul Atryda
    .gender = m
classic-leader-baron-vladimir-harkonnen = Baron Vladimir Harkonnen
    .gender = m
classic-leader-shaddam-iv = Szaddam IV
    .gender = m
classic-leader-guild-navigator = Nawigator Gildii
    .gender = m
classic-leader-liet-kynes = Liet-Kynes
    .gender = m
classic-leader-gaius-helen-mohiam = Gaius Helen Mohiam
    .gender = f

## Utrata głównego przywódcy (POJEDYNEK, VII)
classic-leaders-player-out = { $leader } nie żyje: gracz frakcji { $faction } odpada z gry. Wszystkie jego posiadłości zostają opuszczone, a jego przyprawa wraca do banku (POJEDYNEK, VII).
classic-leaders-you-are-out = Jesteś poza grą od tury { $turn }: twój główny przywódca zginął (POJEDYNEK, VII).
classic-leaders-out-hint = Nie masz już nic do zagrania; plansza i wiadomości z gry są nadal dla ciebie dostępne.
classic-leaders-faction-out = Gracz frakcji { $faction } jest poza grą od tury { $turn } (POJEDYNEK, VII).
classic-leaders-battle-ended = Bitwa się nie odbywa: gracz frakcji { $faction } jest poza grą (POJEDYNEK, VII).
classic-leaders-out-no-bid = Gracz frakcji { $faction } jest poza grą i już nie licytuje (POJEDYNEK, VII).

## Plansza, stan gry i arkusz
classic-leaders-front-out = poza grą od tury { $turn }
classic-leaders-front-main = główny przywódca { $leader } ({ $value })
classic-leaders-sheet-main = { $leader } (główny przywódca, { $strength }): { $where }
classic-leaders-out-since = { $faction } (poza grą od tury { $turn })
classic-leaders-status = Główni przywódcy są warci { $value }. { $count ->
    [0] Wszyscy gracze są w grze.
    [one] Poza grą: { $out }.
    [few] Poza grą: { $out }.
   *[many] Poza grą: { $out }.
}

## Zwycięstwo (POJEDYNEK, VII)
classic-leaders-won-last-standing = wszyscy pozostali gracze są poza grą (POJEDYNEK, VII)
classic-leaders-won-last-fallen = wszyscy gracze odpadli z gry, ostatni razem w turze { $turn } (POJEDYNEK, VII)
