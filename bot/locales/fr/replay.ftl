# Le plateau tel qu'il était à un moment antérieur d'une partie : `/board version:` et
# `turn:`, le menu sous `/game log`, et `board version <n>` / `board turn <t>` à la table.

bot-cmd-board-version = le plateau tel qu'il était après cette version (`/game log` les montre)
bot-cmd-board-turn = le plateau tel qu'il était au début de ce tour

bot-replay-title = Le plateau de la partie { $game } tel qu'il était à la version { $version } sur { $latest } (tour { $turn }), jouée { $when } : ce n'est pas le plateau actuel.
bot-replay-one-moment = Donnez `version` ou `turn`, pas les deux : `version:<n>` montre le plateau après la version n, `turn:<t>` le plateau au début du tour t.
bot-replay-no-version = La partie { $game } n'a pas de version { $version } : les versions dont le plateau peut être montré sont { $versions }.
bot-replay-undone = La version { $version } de la partie { $game } a été annulée par un modérateur, elle n'a donc pas de plateau à montrer : les versions dont le plateau peut être montré sont { $versions }.
bot-replay-no-turn = La partie { $game } n'a pas été au tour { $turn } : les tours atteints sont { $turns }.
bot-replay-cannot-rebuild = Les plateaux antérieurs de la partie { $game } ne peuvent pas être reconstruits : { $reason } `/board` sans `version` ni `turn` montre le plateau actuel.
bot-replay-log-line = `v{ $version }` { $text }
bot-replay-menu-placeholder = Le plateau à la version…
bot-replay-menu-option = Version { $version }
bot-replay-table-forms = `board { $form }` : écrivez `board`, `board detail` ou `board svg`, puis `version <n>` ou `turn <t>` pour un moment antérieur.
