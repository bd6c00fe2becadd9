"""THE DUEL (1984), III.1 and IV.5: the six Main Character Leader discs, one a faction.

The expansion's rules name no one ("Main Character Leader Discs, one for each of the six
main characters"); the discs show the head of each house, the character the player is. The
names follow the 1979 game's character shields and Frank Herbert's novel, where the player
is the character: Paul Atreides (the Atreides shield's "Paul Atreides of the planet
Caladan"), the Baron Vladimir Harkonnen, the Padishah Emperor Shaddam IV, the Reverend
Mother Gaius Helen Mohiam (the Bene Gesserit), Liet-Kynes (the planetologist who leads the
Fremen in the novel), and a Guild Navigator (the Guild has no named head in the novel; its
Navigators are the ones who "experience visions of the future", rules I). The printed
value is 10 (III.1); the option `main_leader` gives the Italian edition's 8 (its note D).

They are kept apart from the thirty leaders of the player aid pad (`LEADERS`), so the
basic game's names, traitor draw and "all leaders" conditions stay as they are.
"""

from __future__ import annotations

import functools

from engine.core.names import Aliases
from engine.core.words import CATALOGUE, term

from .factions import Faction
from .leaders import LEADERS, Leader

PRINTED_VALUE = 10
"""THE DUEL, III.1: "Every leader has a value of 10"."""

MAIN_LEADERS: dict[Faction, Leader] = {
    faction: Leader(name, faction, PRINTED_VALUE)
    for faction, name in (
        (Faction.ATREIDES, "Paul Atreides"),
        (Faction.HARKONNEN, "Baron Vladimir Harkonnen"),
        (Faction.EMPEROR, "Shaddam IV"),
        (Faction.GUILD, "Guild Navigator"),
        (Faction.FREMEN, "Liet-Kynes"),
        (Faction.BENE_GESSERIT, "Gaius Helen Mohiam"),
    )
}

MAIN_NAMES: frozenset[str] = frozenset(x.name for x in MAIN_LEADERS.values())

EVERY_LEADER: dict[str, Leader] = {**LEADERS, **{x.name: x for x in MAIN_LEADERS.values()}}
"""The pad's leaders and the main ones, for looking up whose a leader is."""


def is_main(name: str | None) -> bool:
    return name in MAIN_NAMES


@functools.cache
def main_aliases() -> Aliases:
    """Every language's name of the main leaders (`Navigatore della Gilda`), each counting
    only typed whole, so that no name of the pad's leaders changes meaning; an alias counts
    only where its leader is among the names looked up, that is only with THE DUEL."""
    spoken = {words: name for name in sorted(MAIN_NAMES)
              for words in CATALOGUE.names(term("classic-leader", name).id).values()
              if words != name}
    return Aliases(spoken, frozenset(spoken))
