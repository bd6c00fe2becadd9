"""A seat's sheet: what it alone knows (its hand, its standing reactions and orders, its
sealed answers until the reveal), its record as the table sees it, every counter of its
faction by hex, and the decisions it is asked with their defaults."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.ruleset import Sheet, SheetSection
from engine.core.words import Say

from . import view
from .factions import Faction
from .state import DEAD, HOME, SantiniState, Unit
from .units import strength
from .words import T, Text, card_words, faction_word, joined, kind_word, leader_word

Field = Callable[[str, Any], Say]
"""The ruleset's `sheet_field`: one `name: value` line."""


def sheet(state: SantiniState, seat: str, field: Field, waiting: tuple[Say, ...]) -> Sheet:
    player = state.players[seat]
    known = [T("santini-sheet-hand", cards=card_words(player.hand))]
    known += [field(k, v) for k, v in view.private(state, seat).items() if k != "hand"]
    seen = [field(k, v) for k, v in view.record(state, seat).items()]
    sections = [SheetSection(title=T("santini-sheet-known"), lines=tuple(known)),
                SheetSection(title=T("santini-sheet-seen"), lines=tuple(seen)),
                SheetSection(title=T("santini-sheet-units"), lines=units(state, seat))]
    if waiting:
        sections.append(SheetSection(title=T("santini-sheet-waiting"), lines=waiting))
    return Sheet(title=T("santini-seat-faction", seat=seat, faction=faction_word(
        player.faction)), sections=tuple(sections))


def units(state: SantiniState, seat: str) -> tuple[Text, ...]:
    """Every counter of the seat's faction: on the map hex by hex, on the home planet,
    and the eliminated."""
    faction = state.players[seat].faction
    places: dict[str, list[Unit]] = {}
    for unit in state.units.values():
        if unit.faction == faction:
            places.setdefault(unit.place, []).append(unit)
    out = [T("santini-sheet-hex", hex=hex_, units=_listed(state, places[hex_]))
           for hex_ in sorted(p for p in places if p not in (HOME, DEAD))]
    if HOME in places:
        out.append(T("santini-sheet-home", units=_listed(state, places[HOME])))
    if DEAD in places:
        out.append(T("santini-sheet-dead", units=_listed(state, places[DEAD])))
    return tuple(out) or (T("santini-none"),)


def _listed(state: SantiniState, units: list[Unit]) -> Text:
    return joined([unit_word(state, u) for u in sorted(units, key=lambda u: u.id)], ", ")


def unit_word(state: SantiniState, unit: Unit) -> Text:
    """`H3 infantry 2/1 veteran (reduced)`: the id, the kind (a leader by his name), the
    strength it shows now and what else a player must know of it."""
    kind: Say = leader_word(unit.name) if unit.name else kind_word(unit.kind)
    marks = [T(f"santini-unit-{mark}") for mark, on in (
        ("veteran", unit.veteran), ("reduced", unit.combat and unit.steps < 2 and not unit.split),
        ("split", unit.split), ("locked", unit.locked), ("stormed", unit.stormed))
        if on]
    if unit.modules:
        marks.append(T("santini-unit-modules", count=unit.modules))
    return T("santini-unit", counter=unit.id, kind=kind, strength=strength(state, unit),
             marks=joined(marks, ", ") if marks else "")


def value(key: str, value: Any, plain: Callable[[str, Any], Say]) -> Say:
    """A sheet's value in the game's words: cards by their names, factions and kinds of
    counter by their words, standing orders as the command that gives them."""
    if not value and value != 0:
        return plain(key, value)
    if key == "offered":
        return card_words(value)
    if key == "faction":
        return faction_word(value)
    if key == "landsraad":
        return joined([_side(v) for v in value], ", ")
    if key == "reactions":
        return ", ".join(f"`auto {r.replace(':', ' ')}`" for r in value)
    if key == "reroll":
        return f"`reroll {value}`"
    if key == "recover":
        return card_words([value]) if value != "any" else f"`{value}`"
    if key in ("build", "counters_left"):
        return joined([T("santini-sheet-count-of", count=n, kind=kind_word(k))
                       for k, n in value.items()], ", ")
    if key == "decoded":
        return joined([T("santini-sheet-turn-of", seat=s, turn=t) for s, t in value.items()],
                      ", ")
    if key == "attack_plan":
        return T("santini-sheet-plan", command=value["command"] or "-",
                 leader=value["leader"] or "-", cards=card_words(value["cards"]),
                 spy=value["spy"] or "-")
    return plain(key, value)


def _side(name: str) -> Say:
    return faction_word(name) if name in set(Faction) else name
