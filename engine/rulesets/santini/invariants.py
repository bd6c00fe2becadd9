"""Broken invariants of a game of Santini's DUNE, in words (empty when sound): every counter
somewhere it may be, stacks within the limit and never shared by two factions' combat
units, no negative spice, every card of the deck counted once, the six storms, the turn's
bookkeeping in range, no sheet of counters overdrawn. Checked after every command of the
simulations and tests."""

from __future__ import annotations

from collections import Counter

from . import counter_mix, hexes
from .data.cards import deck_list
from .data.counters import COMBAT, MIX_KEYS, Kind
from .factions import Faction
from .state import DEAD, HOME, Phase, SantiniState
from .units import STACK_LIMIT

CARDS = Counter(deck_list())
"""The deck as printed, the leaders and initiative cards by name: 302 cards (Descrizione
Carte)."""
STORMS = 6


def problems(state: SantiniState) -> list[str]:
    return [*_units(state), *_stacks(state), *_spice(state), *_cards(state),
            *_storms(state), *_progress(state), *_works(state), *_sheets(state)]


def _sheets(state: SantiniState) -> list[str]:
    """No faction has more counters of a kind in play than its sheet holds."""
    if state.counters.mix is None:
        return []
    in_play = {faction: counter_mix.counts(state, faction) for faction in Faction}
    return [f"{faction.value} has {used} {key} in play; its sheet holds {held}"
            for faction in Faction for key in sorted(MIX_KEYS)
            if (used := in_play[faction][key])
            > (held := state.counters.counters(faction, key) or 0)]


def _units(state: SantiniState) -> list[str]:
    """Each counter under its own id, in a hex of the map, at home or dead, with the steps
    its kind has; no id ahead of its letter's counter of new ids (a counter may change
    hands: a scout, a bribed unit)."""
    found: list[str] = []
    terrain = state.map.terrain
    for key, unit in state.units.items():
        if unit.id != key:
            found.append(f"counter {key} is filed as {unit.id}")
        if unit.place not in (HOME, DEAD) and unit.place not in terrain:
            found.append(f"{unit.id} is at {unit.place!r}, no hex of the map")
        most = 2 if unit.kind in COMBAT and not unit.split else 1
        if unit.place != DEAD and not 1 <= unit.steps <= most:
            found.append(f"{unit.id} has {unit.steps} steps (1 to {most})")
        letter, number = unit.id[:1], unit.id[1:]
        if number.isdigit() and int(number) >= state.next_id.get(letter, 1):
            found.append(f"{unit.id} is numbered past the next new counter")
    named = Counter(u.name for u in state.units.values() if u.kind == Kind.LEADER and u.name)
    found += [f"leader {name} is on {count} counters" for name, count in named.items()
              if count > 1]
    return found


def _stacks(state: SantiniState) -> list[str]:
    """Attività: at most three combat units and one worm in a hex, and the combat units of
    one faction only (a battle's loser retreats or dies)."""
    combat: dict[str, list[str]] = {}
    worms: Counter[str] = Counter()
    for unit in state.units.values():
        if not unit.on_map:
            continue
        if unit.kind in COMBAT:
            combat.setdefault(unit.place, []).append(unit.faction)
        elif unit.kind == Kind.WORM:
            worms[unit.place] += 1
    found = [f"{len(held)} combat units in {hex_}" for hex_, held in combat.items()
             if len(held) > STACK_LIMIT]
    found += [f"combat units of {' and '.join(sorted(set(held)))} share {hex_}"
              for hex_, held in combat.items() if len(set(held)) > 1]
    found += [f"{count} worms in {hex_}" for hex_, count in worms.items() if count > 1]
    return found


def _spice(state: SantiniState) -> list[str]:
    found = [f"{p.faction} have {p.spice} spice" for p in state.players.values() if p.spice < 0]
    for hex_, counters in state.spice.items():
        if hex_ not in state.map.terrain:
            found.append(f"spice at {hex_!r}, no hex of the map")
        if not counters or any(not 1 <= value <= 3 for value in counters):
            found.append(f"spice counters {counters} in {hex_}")
    return found


def _cards(state: SantiniState) -> list[str]:
    """Descrizione Carte: every card is in the deck, the discards, a hand or set aside
    (Bene Gesserit's cards to keep one of, an attack's sealed cards), once."""
    held = Counter(state.deck + state.discard + aside(state)
                   + [n for p in state.players.values() for n in p.hand + p.offered])
    if held == CARDS:
        return []
    extra, missing = held - CARDS, CARDS - held
    return [f"the deck's cards are not all there once (extra {dict(extra)}, "
            f"missing {dict(missing)})"]


def aside(state: SantiniState) -> list[str]:
    """The attacker's battle cards, out of the hand from the attack until the reveal."""
    fight = state.battle
    return list(fight.attack.cards) if fight is not None and fight.defence is None else []


def _storms(state: SantiniState) -> list[str]:
    numbers = sorted(s.number for s in state.storms)
    found = [] if numbers == list(range(1, STORMS + 1)) else [f"storms {numbers}"]
    found += [f"storm {s.number} at {s.hex!r}" for s in state.storms
              if s.hex is not None and not hexes.is_hex(s.hex)]
    return found


def _progress(state: SantiniState) -> list[str]:
    found: list[str] = []
    if not 0 <= state.turn <= 30:
        found.append(f"turn {state.turn}")
    if state.phase == Phase.ACTIVITY:
        if sorted(state.initiative) != sorted(state.order):
            found.append(f"the initiative {state.initiative} is not every seat once")
        if not 0 <= state.active <= len(state.initiative):
            found.append(f"activity {state.active} of {len(state.initiative)}")
    if state.phase == Phase.ENDED and not state.winners:
        found.append("the game ended without winners")
    return found


def _works(state: SantiniState) -> list[str]:
    """Costruzione: fortifications and platforms stand on hexes of the map."""
    return [f"a {what} at {hex_!r}, no hex of the map"
            for what, works in (("fortification", state.fortifications),
                                ("platform", state.platforms))
            for hex_ in works if hex_ not in state.map.terrain]
