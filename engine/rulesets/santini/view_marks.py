"""What lies on a hex, told the same way by the board picture and the text views: the
header (turn, phase, initiative order, each faction's points and cards), the storms, and
each hex's stacks, works, spice and worms."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from . import victory
from .data.counters import Kind
from .factions import Faction
from .state import SantiniState
from .words import T, Text, city_word, faction_word, joined, phase_word, term

COLOUR = {Faction.EMPEROR: "#7B3FA0", Faction.HARKONNEN: "#C0392B",
          Faction.ATREIDES: "#2E8B3A", Faction.FREMEN: "#2C6FBF"}
"""The introduction's colours: Impero viola, Harkonnen rosse, Atreides verdi, Fremen blu."""


@dataclass
class HexLook:
    """Everything on one hex that the map shows."""

    stacks: dict[Faction, list[str]] = field(default_factory=dict)
    """Faction -> the ids of its counters there (worms apart)."""
    worms: int = 0
    storms: list[int] = field(default_factory=list)
    spice: list[int] = field(default_factory=list)
    fortification: Faction | None = None
    platform: Faction | None = None
    atomic: bool = False

    @property
    def empty(self) -> bool:
        return not (self.stacks or self.worms or self.storms or self.spice
                    or self.fortification or self.platform or self.atomic)


def looks(state: SantiniState) -> dict[str, HexLook]:
    """Every hex with something on it -> what is there (one pass over the counters)."""
    out: dict[str, HexLook] = defaultdict(HexLook)
    for unit in state.units.values():
        if not unit.on_map:
            continue
        if unit.kind == Kind.WORM:
            out[unit.place].worms += 1
        else:
            out[unit.place].stacks.setdefault(unit.faction, []).append(unit.id)
    for storm in state.storms:
        if storm.hex is not None:
            out[storm.hex].storms.append(storm.number)
    for hex_, values in state.spice.items():
        if values:
            out[hex_].spice = list(values)
    for hex_, work in state.fortifications.items():
        out[hex_].fortification = work.faction
    for hex_, work in state.platforms.items():
        out[hex_].platform = work.faction
    for hex_ in state.atomics:
        out[hex_].atomic = True
    return {h: look for h, look in out.items() if not look.empty}


def header(state: SantiniState) -> list[Text]:
    """The turn and phase, the order of activity, then one line a faction: its victory
    points (the cities it holds), its cards in hand (a count) and its spice."""
    out = [T("santini-board-turn", turn=max(state.turn, 1), turns=victory.LAST_TURN,
             phase=phase_word(state.phase))]
    if state.initiative:
        order = joined([faction_word(state.players[s].faction) for s in state.initiative],
                       ", ")
        out.append(T("santini-board-order", order=order))
    for seat in state.order:
        player = state.players[seat]
        out.append(T("santini-board-faction", faction=faction_word(player.faction),
                     points=victory.city_points(state, player.faction),
                     cards=len(player.hand), spice=player.spice))
    return out


def hex_line(state: SantiniState, hex_: str, look: HexLook) -> Text:
    """One hex on one line: its name (and city), then what is there."""
    parts: list[Text | str] = [hex_]
    city = state.map.city_at(hex_)
    if city is not None:
        parts.append(city_word(city))
    parts.extend(T("santini-board-stack", letter=term("santini-letter", f), count=len(ids))
                 for f, ids in sorted(look.stacks.items()))
    if look.worms:
        parts.append(T("santini-board-worms", count=look.worms))
    for number in look.storms:
        parts.append(T("santini-board-storm", number=number))
    if look.spice:
        parts.append(T("santini-board-spice", values="+".join(map(str, look.spice))))
    if look.fortification:
        parts.append(T("santini-board-fortification", faction=faction_word(look.fortification)))
    if look.platform:
        parts.append(T("santini-board-platform", faction=faction_word(look.platform)))
    if look.atomic:
        parts.append(T("santini-board-atomic"))
    return joined(parts, " ")
