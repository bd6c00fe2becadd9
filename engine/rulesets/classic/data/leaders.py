"""The thirty leaders and their fighting strengths, and the other ways their names are written.

Strengths from the player aid pad in shared/seeds/classic-1979-rules-en.txt (five leaders
per faction); names spelled as in the novel where the scan is garbled (Thufir, Otheym). The
pad's own spellings ("Cpt. Nefud", "Thurfir Hawat") are aliases (spellings.py), so a player
may type what is printed in front of them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .factions import Faction
from .spellings import register, resolve_name


@dataclass(frozen=True, slots=True)
class Leader:
    name: str
    faction: Faction
    strength: int


_PAD: dict[Faction, tuple[tuple[str, int], ...]] = {
    Faction.ATREIDES: (
        ("Thufir Hawat", 5),
        ("Lady Jessica", 5),
        ("Gurney Halleck", 4),
        ("Duncan Idaho", 2),
        ("Dr. Yueh", 1),
    ),
    Faction.HARKONNEN: (
        ("Feyd-Rautha", 6),
        ("Beast Rabban", 4),
        ("Piter De Vries", 3),
        ("Captain Iakin Nefud", 2),
        ("Umman Kudu", 1),
    ),
    Faction.EMPEROR: (
        ("Count Fenring", 6),
        ("Captain Aramsham", 5),
        ("Burseg", 3),
        ("Caid", 3),
        ("Bashar", 2),
    ),
    Faction.GUILD: (
        ("Staban Tuek", 5),
        ("Esmar Tuek", 3),
        ("Master Bewt", 3),
        ("Soo-Soo Sook", 2),
        ("Guild Rep.", 1),
    ),
    Faction.FREMEN: (
        ("Stilgar", 7),
        ("Chani", 6),
        ("Otheym", 5),
        ("Shadout Mapes", 3),
        ("Jamis", 2),
    ),
    Faction.BENE_GESSERIT: (
        ("Princess Irulan", 5),
        ("Mother Ramallo", 5),
        ("Alia", 5),
        ("Margot Lady Fenring", 5),
        ("Wanna Marcus", 5),
    ),
}

LEADERS: dict[str, Leader] = {
    name: Leader(name, faction, strength)
    for faction, roster in _PAD.items()
    for name, strength in roster
}

register("leader", LEADERS)


def leaders_of(faction: Faction) -> tuple[Leader, ...]:
    return tuple(x for x in LEADERS.values() if x.faction == faction)


def resolve_leader(text: str, among: Iterable[str] | None = None) -> str:
    """The leader `text` names (of `among` if given): see spellings.resolve_name."""
    return resolve_name(text, LEADERS if among is None else among, "leader")
