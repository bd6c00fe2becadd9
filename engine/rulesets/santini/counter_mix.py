"""The counter mix: a faction builds (Costruzione) and splits (Nota su Fanterie Veterane
Fremen: "limitata solamente dal numero di unità a forza 1 disponibili") only with counters
of its sheet not in play. An eliminated unit's counter comes back to the sheet."""

from __future__ import annotations

from collections import Counter

from .data.counters import SPLIT, Kind
from .factions import LETTER, Faction
from .state import DEAD, SantiniState, Unit
from .units import new_unit


def counts(state: SantiniState, faction: Faction) -> Counter[str]:
    """The faction's counters on the map or at home, by key (a split unit is `SPLIT`): one
    walk over the units for every kind (a sheet shown, the invariant). A counter's id
    names its sheet (`H12`): a spy turned by Doppio Gioco serves another faction but is
    still one of its first sheet's counters."""
    letter = LETTER[faction]
    return Counter(SPLIT if u.split else u.kind.value for u in state.units.values()
                   if u.id.startswith(letter) and u.place != DEAD)


def left(state: SantiniState, faction: Faction, key: str) -> int | None:
    """The faction's counters of `key` still on the sheet; None: the game sets no limit."""
    total = state.counters.counters(faction, key)
    return None if total is None else max(0, total - counts(state, faction)[key])


def capped(state: SantiniState, faction: Faction, key: str, wanted: int) -> int:
    """`wanted`, or as many as are left on the sheet."""
    available = left(state, faction, key)
    return wanted if available is None else min(wanted, available)


def new_units(state: SantiniState, faction: Faction, kinds: tuple[Kind, ...],
              place: str) -> list[Unit]:
    """The units a card or an event brings, each only while the faction's sheet has a
    counter of its kind left; those it has none for do not arrive."""
    return [new_unit(state, faction, kind, place) for kind in kinds
            if left(state, faction, kind.value) != 0]


def sheet(state: SantiniState, faction: Faction) -> dict[str, int]:
    """Each kind the faction's sheet holds -> its counters left (public: the sheet and every
    counter in play are on the table); empty when the game sets no limit."""
    mix = state.counters.mix
    if mix is None:
        return {}
    used = counts(state, faction)
    return {key: max(0, held - used[key]) for key, held in sorted(mix[faction].items())
            if held}
