# Il tabellone com'era in un momento precedente della partita: `/board version:` e `turn:`,
# il menu sotto `/game log`, e `board version <n>` / `board turn <t>` al tavolo.

bot-cmd-board-version = il tabellone com'era dopo questa versione (`/game log` le mostra)
bot-cmd-board-turn = il tabellone com'era all'inizio di questo turno

bot-replay-title = Il tabellone della partita { $game } com'era alla versione { $version } di { $latest } (turno { $turn }), giocata { $when }: non è il tabellone di ora.
bot-replay-one-moment = Indica `version` o `turn`, non entrambi: `version:<n>` mostra il tabellone dopo la versione n, `turn:<t>` il tabellone all'inizio del turno t.
bot-replay-no-version = La partita { $game } non ha una versione { $version }: le versioni di cui si può mostrare il tabellone sono { $versions }.
bot-replay-undone = La versione { $version } della partita { $game } è stata annullata da un moderatore, quindi non ha un tabellone da mostrare: le versioni di cui si può mostrare il tabellone sono { $versions }.
bot-replay-no-turn = La partita { $game } non è stata al turno { $turn }: i turni raggiunti sono { $turns }.
bot-replay-cannot-rebuild = I tabelloni precedenti della partita { $game } non si possono ricostruire: { $reason } `/board` senza `version` né `turn` mostra il tabellone di ora.
bot-replay-log-line = `v{ $version }` { $text }
bot-replay-menu-placeholder = Il tabellone alla versione…
bot-replay-menu-option = Versione { $version }
bot-replay-table-forms = `board { $form }`: scrivi `board`, `board detail` o `board svg`, poi `version <n>` o `turn <t>` per un momento precedente.
