"""The classic game (Avalon Hill, 1979), in folders by concern. Where to find a rule:

- `phases/`: one module per phase of the round or per power (storm, bidding, movement,
  battle, karama, alliances...): the rules of the commands played there.
- `board/`: the pieces on the shared board (engine/boards/arrakis) and what the rules read
  of them: who stands where, where tokens can go, strongholds, the storm order, what a
  token is worth in battle, starred tokens and the character advantages.
- `play/`: the machinery the phases plug into: a phase as an object, the table of phases
  and commands, the game's rules object, the loop of play, defaults and deadlines, the
  commands offered, the end of a game, the conservation laws.
- `model/`: the game's state (plain data), its options and presets, stored-state upgrades.
- `view/`: what a seat may see, its sheet, and the board pictures (scene, SVG, text).
- `protocol/`: the game as the engine's `Ruleset` (`protocol/ruleset.py`, the catalog's
  import), the command registry, menus, waiting lists, secrecy disguise, random agents.
- `data/`: printed facts: cards, factions, leaders, spellings.

docs/architecture.md has the full map.
"""
