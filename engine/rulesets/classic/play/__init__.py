"""The machinery of play the phases plug into: a phase as an object (`phase`), the phases
with their commands' rules (`table`), the game's rules object chosen from the options
(`rules`), the loop from phase to phase (`flow`), a command meeting its rule (`handlers`),
whom each phase waits for and what happens by default (`decisions`), the commands offered
before the checks (`candidates`), the forms a seat is sent (`offers`), the end of a game as
the table sees it (`result`) and the conservation laws checked after every command
(`invariants`). The rules of one phase are in `phases/`."""
