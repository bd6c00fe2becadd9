"""Piazzamento Iniziale: each faction's counters at the start, as the rulebook prints them
(D=comando, F=fanteria, C=corazzato, A=artiglieria, T=ala trasporto, M=mietitrice, S=spia,
G=guardia, vet=veterana, me=moduli estranianti), its starting hand and spice.

Origin: the rulebook's set-up table, word for word; the cities are named as the map names
them (data.hexmap), `home` is the faction's home planet (Kaitain, Caladan, Giedi Prime, and
Arrakis off the map for the Fremen).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..factions import Faction
from .kinds import Kind

HOME_PLACE = "home"

LETTERS = {"D": Kind.COMMAND, "F": Kind.INFANTRY, "C": Kind.ARMOUR, "A": Kind.ARTILLERY,
           "T": Kind.WING, "M": Kind.HARVESTER, "S": Kind.SPY, "G": Kind.GUARD}
"""The set-up's letters for the kinds of counter."""


@dataclass(frozen=True)
class Stack:
    """Counters set up in one place: `units` as printed (`1D 3F 1T 1M`, `2Svet`); whether
    a finished fortification and platform stand there; a scout with them; weirding modules
    (each carried by one of the stack's infantry)."""

    place: str
    units: str
    works: bool = False
    scout: bool = False
    modules: int = 0

    def counts(self) -> list[tuple[Kind, bool, int]]:
        """(kind, veteran, how many) for each printed group, in the printed order."""
        groups = []
        for word in self.units.split():
            veteran = word.endswith("vet")
            word = word.removesuffix("vet")
            groups.append((LETTERS[word[-1]], veteran, int(word[:-1])))
        return groups


E, A, H, F = Faction.EMPEROR, Faction.ATREIDES, Faction.HARKONNEN, Faction.FREMEN

PLACEMENT: dict[Faction, tuple[Stack, ...]] = {
    E: (Stack("Mesa Sietch", "1D 3F 1T 1M", works=True),
        Stack("Sietch Erg", "1D 3F 1T 1M", works=True),
        Stack(HOME_PLACE, "1D 8F 2C 2A 2G 2S 2M 2T")),
    A: (Stack("Arrakeen", "1D 3F 2T 2M", works=True, scout=True, modules=2),
        Stack(HOME_PLACE, "1D 8F 1C 1A 2S 1M 1T")),
    H: (Stack("Carthag", "1D 3F 2T 2M", works=True, scout=True),
        Stack("Arrakeen", "1Svet"),
        Stack("Plastic Sietch", "1Svet"),
        Stack(HOME_PLACE, "1D 8F 1C 1A 2Svet 1M 1T")),
    F: (Stack("Sietch Basin", "1D 2F", scout=True),
        Stack("Tuek Sietch", "1D 2F", scout=True),
        Stack("Sietch Tabr", "2F", scout=True),
        Stack("Meridian Sietch", "2F", scout=True),
        Stack("Plastic Sietch", "1D 3F", scout=True),
        Stack("Carthag", "1S"),
        Stack("Arrakeen", "1S"),
        Stack(HOME_PLACE, "1D 3F")),
}
"""Where each faction's counters begin; the charismatic leaders of the Emperor, the
Atreides and the Harkonnen are added on their home planets (data.leaders.AT_HOME)."""

HANDS = {E: 2, A: 2, H: 4, F: 2}
"""Starting cards, common or the faction's own only."""

SPICE = {E: 30, A: 20, H: 20, F: 0}
"""Starting spice on the home planet (the Fremen never pay the Guild nor build by spice)."""


def placed(faction: Faction) -> dict[str, int]:
    """The faction's counters of each kind the set-up places (what its sheet must hold)."""
    out: dict[str, int] = {}
    for stack in PLACEMENT[faction]:
        for kind, _, count in stack.counts():
            out[kind.value] = out.get(kind.value, 0) + count
    return out
