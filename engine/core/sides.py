"""The names every game of Dune gives its factions, so a player may type any of them.

The games name one faction differently (the 1979 game's Emperor is the dice game's Corrino
and Diuna's Imperium); a player who knows one game types its names in another. This table
is shared by every ruleset (none imports another): a typed name means a game's side when
both are names of one faction here and the game has exactly one such side.
"""

from __future__ import annotations

from collections.abc import Iterable

from .commands import normalise

FACTION_NAMES: tuple[frozenset[str], ...] = tuple(
    frozenset(normalise(name) for name in names) for names in (
        ("atreides", "house atreides"),
        ("harkonnen", "harkonnens", "house harkonnen"),
        ("emperor", "corrino", "imperium", "padishah emperor", "house corrino"),
        ("guild", "spacing guild", "sg"),
        ("fremen",),
        ("bene gesserit", "bg"),
        ("bene tleilax", "tleilax", "tleilaxu", "bt"),
        ("smugglers", "smuggler"),
    ))
"""Each faction's names across the games, as `normalise` reads them."""


def side_named(text: str, sides: Iterable[str]) -> str | None:
    """The one side of `sides` that `text` names, by its own name or by another game's name
    of the same faction; None if it names none (or, ambiguously, several)."""
    wanted = normalise(text)
    sides = tuple(sides)
    exact = [s for s in sides if normalise(s) == wanted]
    if exact:
        return exact[0]
    groups = [g for g in FACTION_NAMES if wanted in g]
    found = [s for s in sides if any(normalise(s) in g for g in groups)]
    return found[0] if len(found) == 1 else None
