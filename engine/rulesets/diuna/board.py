"""Forces and spice on the classic board: putting, taking, and sending to the tanks; and the
territory a player typed.

A faction with no force left in a sector loses that entry, and a territory with none at
all its entry too, so two equal positions serialise alike."""

from __future__ import annotations

from engine.boards.arrakis.territories import POLAR_SINK, STRONGHOLDS, TERRITORIES
from engine.core import EventLog, RuleError
from engine.core.errors import excerpt
from engine.core.names import UnknownName

from .data import Faction
from .data import territory as named_territory
from .state import DiunaState
from .words import T, Text, faction_word, refused, territory_word


def typed_territory(text: str, hint: Text | str = "") -> str:
    """The territory a player typed (English, abbreviated or Polish); a RuleError saying why
    not, with `hint`, for a command or an option to show."""
    try:
        return named_territory(text)
    except UnknownName as err:
        raise RuleError(T("diuna-typed-name-refused", typed=excerpt(text), why=refused(err)),
                        hint=hint) from None


def put(state: DiunaState, territory: str, faction: Faction, sector: int, count: int) -> None:
    by_sector = state.forces.setdefault(territory, {}).setdefault(faction, {})
    by_sector[sector] = by_sector.get(sector, 0) + count


def take(state: DiunaState, territory: str, faction: Faction, sector: int, count: int) -> None:
    """Remove forces from one sector (the caller has checked they are there)."""
    by_faction = state.forces[territory]
    by_faction[faction][sector] -= count
    if not by_faction[faction][sector]:
        del by_faction[faction][sector]
    if not by_faction[faction]:
        del by_faction[faction]
    if not by_faction:
        del state.forces[territory]


def count(state: DiunaState, territory: str, faction: Faction,
          sectors: tuple[int, ...] | None = None) -> int:
    """A faction's forces in a territory (or in some of its sectors)."""
    by_sector = state.forces.get(territory, {}).get(faction, {})
    return sum(n for s, n in by_sector.items() if sectors is None or s in sectors)


def to_tanks(state: DiunaState, territory: str, faction: Faction, sector: int,
             log: EventLog, why: Text) -> int:
    """Every force of a faction in one sector to the Tleilaxu tanks; how many went."""
    lost = count(state, territory, faction, (sector,))
    if lost:
        take(state, territory, faction, sector, lost)
        state.players[state.seat_of(faction)].tanks += lost
        log.public("forces_lost", T("diuna-forces-to-tanks", why=why, count=lost,
                                    faction=faction_word(faction),
                                    territory=territory_word(territory), sector=sector),
                   territory=territory,
                   faction=faction, sector=sector, count=lost)
    return lost


def spice_to_pool(state: DiunaState, territory: str, log: EventLog, why: Text) -> None:
    """The spice lying in a territory back to the spice pool."""
    amount = state.spice.pop(territory, 0)
    if amount:
        log.public("spice_lost", T("diuna-spice-to-pool", why=why, amount=amount,
                                   territory=territory_word(territory)),
                   territory=territory, amount=amount)



def is_sand(state: DiunaState, territory: str) -> bool:
    """Sand, or the stronghold blocked in a 2-player game (4 warownie: "Zakryta warownia
    jest uznawana za piaszczyste terytorium")."""
    return TERRITORIES[territory].is_sand or territory == state.blocked


def strongholds(state: DiunaState) -> tuple[str, ...]:
    """The strongholds in use: all five, or four in a 2-player game."""
    return tuple(name for name in STRONGHOLDS if name != state.blocked)


def in_storm(state: DiunaState, territory: str, sector: int) -> bool:
    """The storm's sector holds the storm; the Polar Sink never does (Faza transportu i
    ruchu oddziałów: "na niecce polarnej nigdy nie panuje burza")."""
    return territory != POLAR_SINK and sector == state.storm


def touched_by_storm(state: DiunaState, territory: str) -> bool:
    """Some sector of the territory lies under the storm."""
    return territory != POLAR_SINK and state.storm in TERRITORIES[territory].sectors


def sectors_of(territory: str) -> tuple[int, ...]:
    """The sectors a territory lies in."""
    return tuple(TERRITORIES[territory].sectors)


def has_blow(territory: str) -> bool:
    """Spice blows in the territory (its blow sector is printed on the board)."""
    return TERRITORIES[territory].blow_sector is not None
