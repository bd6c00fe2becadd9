"""The classic game as the engine's `Ruleset` protocol: the ruleset object the catalog
imports (`ruleset`), every command in one registry (`commands`), who the game waits for
(`pending`), the commands a seat may give now (`legal`), every secret dealt anew for the
secrecy checks (`disguise`), random legal players (`agents`) and simulated games
(`simulate`). The rules themselves are in `phases/`, `board/` and `play/`."""
