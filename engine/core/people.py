"""The names every game of Dune gives its leaders beyond the printed ones, so a player may type
them in any game that has the leader.

Leaders appear in several games (the 1979 game, Diuna); players leave out a title or use the
novel's fuller name whichever game they play. Like `sides.py`, this is shared by every
ruleset (none imports another); each game adds the spellings printed in its own material.
"""

from __future__ import annotations

TITLES: frozenset[str] = frozenset({
    # Titles on the 1979 player aid pad, and their usual abbreviations: a player may leave
    # one out or use another ("Capt. Nefud", "Doctor Yueh", "Nefud").
    "captain", "capt", "cpt", "dr", "doctor", "count", "lady", "master", "mother",
    "princess", "shadout", "beast",
})

NOVEL_NAMES: dict[str, str] = {
    # Fuller names from Frank Herbert's novel Dune, which players also use.
    "Wellington Yueh": "Dr. Yueh",
    "Glossu Rabban": "Beast Rabban",
    "Hasimir Fenring": "Count Fenring",
}
"""The novel's name -> the name the games print; it counts in a game only where that game
has the leader."""
