"""The classic game's state and its options: the state as plain data (`state`), the options
chosen at game creation (`options`) and the presets that choose many at once (`presets`),
the upgrade of states stored by earlier versions (`upgrade`), and which moderator repair
mends each part of the state (`repaired`). Rules live elsewhere: `phases/` and `board/`."""
