"""What every order of an activity checks first: that it is the seat's activity and its
attacks have not begun, which counters it names, and that they may still move."""

from __future__ import annotations

import re

from engine.core import RuleError

from .combat_targets import attacks_begun
from .data.counters import Kind
from .hexes import is_hex, neighbours
from .state import Phase, SantiniState, Unit
from .units import in_storm
from .words import T, listing, rule

ATTIVITA = rule("Attività")
WORDS = re.compile(r"[\s,]+")


def active_seat(state: SantiniState) -> str | None:
    """The seat whose activity it is, if the Attività phase is on."""
    if state.phase != Phase.ACTIVITY or state.active >= len(state.initiative):
        return None
    return state.initiative[state.active]


def require_activity(state: SantiniState, seat: str) -> None:
    """Attività: a player moves all his pieces in his own activity, then attacks."""
    if active_seat(state) != seat:
        raise RuleError(T("santini-not-your-activity"), rule=ATTIVITA)
    if state.battle is not None or attacks_begun(state, seat):
        raise RuleError(T("santini-move-after-attacks"), rule=ATTIVITA,
                        hint=T("santini-move-hint-done"))


def words(*texts: str) -> list[str]:
    """The words of an order's arguments, commas and spaces alike."""
    return [w for text in texts for w in WORDS.split(text.strip()) if w]


def split_order(*texts: str) -> tuple[list[str], list[str]]:
    """(counter ids, the rest): the ids come first (`H3,H4 0512 0513`)."""
    items = words(*texts)
    first = next((i for i, w in enumerate(items) if is_hex(w) or w[0] in "+-"
                  or w.lower() in ("off", "home")), len(items))
    return [i.upper() for i in items[:first]], items[first:]


def own_units(state: SantiniState, seat: str, ids: list[str]) -> list[Unit]:
    """The seat's counters named by `ids` (a scout: the one it controls now)."""
    faction = state.players[seat].faction
    if not ids:
        raise RuleError(T("santini-move-no-units"), hint=T("santini-move-hint-syntax"))
    out = []
    for id_ in dict.fromkeys(i.upper() for i in ids):
        unit = state.units.get(id_)
        if unit is None or unit.faction != faction:
            raise RuleError(T("santini-move-not-yours", unit=id_),
                            hint=T("santini-move-hint-yours", units=_yours(state, faction)))
        out.append(unit)
    return out


def _yours(state: SantiniState, faction: str) -> str:
    mine = [u.id for u in state.units.values() if u.faction == faction and u.on_map]
    return ", ".join(mine[:12]) or "-"


def one_hex(units: list[Unit]) -> str:
    """The map hex the named counters share (they move as one stack)."""
    away = [u.id for u in units if not u.on_map]
    if away:
        raise RuleError(T("santini-move-not-on-map", units=", ".join(away)),
                        hint=T("santini-move-hint-bring"))
    places = {u.place for u in units}
    if len(places) != 1:
        raise RuleError(T("santini-move-not-together",
                          places=listing([f"{u.id} {u.place}" for u in units])),
                        rule=ATTIVITA, hint=T("santini-move-hint-one-hex"))
    return units[0].place


def ready(state: SantiniState, unit: Unit) -> None:
    """A counter that may still move: not transferred, entered, carried, moved
    strategically or building this turn, and not pinned by a storm (Tempeste)."""
    if unit.kind == Kind.COMMAND and state.player_of(unit.faction).plotted == state.turn:
        raise RuleError(T("santini-move-plotted", unit=unit.id), rule=rule("Complotto"),
                        hint=T("santini-move-hint-others"))
    if unit.locked:
        raise RuleError(T("santini-move-locked", unit=unit.id), rule=ATTIVITA,
                        hint=T("santini-move-hint-others"))
    if unit.on_map and in_storm(state, unit.place):
        raise RuleError(T("santini-move-pinned", unit=unit.id, hex=unit.place),
                        rule=rule("Tempeste"), hint=T("santini-move-hint-others"))


def hex_word(word: str) -> str:
    if not is_hex(word):
        raise RuleError(T("santini-move-not-hex", word=word),
                        hint=T("santini-move-hint-syntax"))
    return word


def adjacent(here: str, there: str) -> None:
    if there not in neighbours(here):
        raise RuleError(T("santini-move-not-adjacent", here=here, there=there),
                        hint=T("santini-move-hint-neighbours", hex=here,
                               hexes=", ".join(neighbours(here))))


def no_storm(state: SantiniState, hex_: str) -> None:
    """Tempeste: no unit moves into a storm of its own will."""
    if in_storm(state, hex_):
        raise RuleError(T("santini-move-storm", hex=hex_), rule=rule("Tempeste"))


def spies_only(units: list[Unit]) -> bool:
    """Spies ignore zones of control and enemy counters (Nota sulle Spie)."""
    return all(u.kind == Kind.SPY for u in units)
