# The board as it stood at an earlier moment of a game: `/board version:` and `turn:`, the
# menu under `/game log`, and the table's `board version <n>` / `board turn <t>`.

bot-cmd-board-version = the board as it stood after this version (`/game log` shows them)
bot-cmd-board-turn = the board as it stood at the start of this turn

bot-replay-title = The board of game { $game } as it stood at version { $version } of { $latest } (turn { $turn }), played { $when }: not the board now.
bot-replay-one-moment = Give `version` or `turn`, not both: `version:<n>` shows the board after version n, `turn:<t>` the board at the start of turn t.
bot-replay-no-version = Game { $game } has no version { $version }: the versions whose board can be shown are { $versions }.
bot-replay-undone = Version { $version } of game { $game } was taken back by a moderator's undo, so it has no board to show: the versions whose board can be shown are { $versions }.
bot-replay-no-turn = Game { $game } has not been at turn { $turn }: the turns it has reached are { $turns }.
bot-replay-cannot-rebuild = The earlier boards of game { $game } cannot be rebuilt: { $reason } `/board` without `version` or `turn` shows the board now.
bot-replay-log-line = `v{ $version }` { $text }
bot-replay-menu-placeholder = The board at version…
bot-replay-menu-option = Version { $version }
bot-replay-table-forms = `board { $form }`: say `board`, `board detail` or `board svg`, then `version <n>` or `turn <t>` for an earlier moment.
