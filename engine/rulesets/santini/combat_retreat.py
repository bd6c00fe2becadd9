"""Attività, after the roll: the beaten defender's retreat (r), then the winner's due: it
advances into the hex it freed, turns a regular unit veteran and draws a card."""

from __future__ import annotations

from engine.core import EventLog, RuleError

from . import deck
from . import units as u
from .combat_commands import Retreat
from .combat_losses import eliminate
from .data.counters import Kind
from .factions import Faction
from .hexes import is_hex, neighbours
from .hooks import candidates_for, decision, plays
from .state import SantiniState, Unit
from .words import T, listing

NO_ROCK = frozenset({Kind.ARMOUR, Kind.ARTILLERY, Kind.HARVESTER, Kind.WING, Kind.WORM})
"""Attività: who may not enter the mountains (a wing may not land there)."""


def can_enter(state: SantiniState, unit: Unit, hex_: str) -> bool:
    """Whether the terrain lets the unit into the hex (the movement table's `No`): no
    armour, artillery, harvester, worm or landing wing on rock; a worm only on light desert
    or a city the Cariche Atomiche blasted. (The movement part costs the moves; a battle
    asks only this.)"""
    terrain = state.map.terrain.get(hex_)
    if unit.kind == Kind.WORM:
        return terrain == "light" or (terrain == "city" and hex_ in state.atomics)
    return not (terrain == "rock" and unit.kind in NO_ROCK)


def leaving(state: SantiniState, hex_: str, faction) -> list[Unit]:
    """The faction's counters that leave a hex with its units (spies and scouts stay)."""
    return [p for p in u.at(state, hex_) if p.faction == faction
            and p.kind not in (Kind.SPY, Kind.SCOUT)]


def _room(state: SantiniState, hex_: str, moving: list[Unit]) -> bool:
    here = u.at(state, hex_)
    combat = sum(p.combat for p in here) + sum(p.combat for p in moving)
    worms = sum(p.kind == Kind.WORM for p in here) + sum(p.kind == Kind.WORM for p in moving)
    return combat <= u.STACK_LIMIT and worms <= 1


def retreat_hexes(state: SantiniState, hex_: str, moving: list[Unit],
                  ignore_zoc: bool = False) -> list[str]:
    """Where the beaten may go: a hex next to theirs, out of storms, that every one of them
    may enter, either held by friends (even in an enemy zoc, within the stack limit) or
    free and out of the enemy combat units' zoc (Spia Infiltrato: zoc ignored)."""
    if not moving:
        return []
    faction = moving[0].faction
    out = []
    for near in neighbours(hex_):
        if u.in_storm(state, near) or u.enemies_at(state, near, faction):
            continue
        if not all(can_enter(state, p, near) for p in moving) or not _room(state, near, moving):
            continue
        friends = any(p.faction == faction for p in u.at(state, near))
        if friends or ignore_zoc or not u.in_enemy_zoc(state, near, faction):
            out.append(near)
    return out


def move_all(pieces: list[Unit], hex_: str) -> None:
    for piece in pieces:
        piece.place = hex_


def retreat_to(state: SantiniState, hex_: str | None, log: EventLog) -> None:
    """The survivors retreat to `hex_`, or die where no hex is left to them."""
    battle = state.battle
    assert battle is not None
    moving = [state.units[i] for i in battle.retreating]
    battle.retreating = []
    if hex_ is None:
        for piece in moving:
            eliminate(state, piece, battle.attacker)
        log.public("no_retreat", T("santini-battle-no-retreat",
                                   units=listing([p.id for p in moving])))
    else:
        move_all(moving, hex_)
        log.public("retreat", T("santini-battle-retreats", hex=hex_,
                                units=listing([p.id for p in moving])))
    conclude(state, log)


def _veteran(state: SantiniState, winners: list[Unit], all_of_them: bool) -> list[Unit]:
    regulars = [p for p in winners if p.combat and p.on_map and not p.veteran and not p.split]
    if not all_of_them:
        regulars = sorted(regulars, key=lambda p: (-u.strength(state, p), p.id))[:1]
    for piece in regulars:
        piece.veteran = True
    return regulars


def reward(state: SantiniState, seat: str, pieces: list[Unit], eliminated: bool,
           log: EventLog) -> None:
    """3r or E: one regular unit of the winner's turns veteran (a Fremen's E: every regular
    that fought), and the winner draws a card (an event is played at once)."""
    fremen = state.players[seat].faction == Faction.FREMEN
    made = _veteran(state, pieces, fremen and eliminated)
    if made:
        log.public("veteran", T("santini-battle-veterans", units=listing([p.id for p in made])))
    deck.draw(state, seat, log)


def advance(state: SantiniState, log: EventLog) -> None:
    """The attacker's surviving pieces (and the command and leader it used) move into the
    hex freed, those the terrain and the stack limit let in; a fortification of another
    faction there is lost with the city, and the scouts there pass to the attacker."""
    battle = state.battle
    assert battle is not None
    faction = state.players[battle.attacker].faction
    if not battle.advance or u.enemies_at(state, battle.hex, faction):
        return
    going: list[Unit] = []
    for piece in (state.units[i] for i in battle.units if state.units[i].on_map):
        if can_enter(state, piece, battle.hex) and _room(state, battle.hex, [*going, piece]):
            going.append(piece)
    if not any(p.combat for p in going):
        return
    going += [state.units[i] for i in (battle.attack.command, battle.attack.leader)
              if i and state.units[i].on_map]
    move_all(going, battle.hex)
    moved = [p.id for p in going]
    work = state.fortifications.get(battle.hex)
    if work is not None and work.faction != faction:
        del state.fortifications[battle.hex]
    for scout in (p for p in u.at(state, battle.hex) if p.kind == Kind.SCOUT):
        scout.faction = faction
    log.public("advance", T("santini-battle-advances", hex=battle.hex, units=listing(moved)))


def conclude(state: SantiniState, log: EventLog) -> None:
    """The battle is over: the winner's due, then the next attack may be declared."""
    battle = state.battle
    assert battle is not None
    if battle.winner == battle.attacker:
        pieces = [state.units[i] for i in battle.units]
        reward(state, battle.attacker, pieces, battle.result.endswith("E"), log)
        advance(state, log)
    elif battle.winner == battle.defender:
        faction = state.players[battle.defender].faction
        reward(state, battle.defender, u.combat_at(state, battle.hex, faction), False, log)
    state.battle = None


def _beaten(state: SantiniState) -> tuple[str, list[Unit]] | None:
    battle = state.battle
    if battle is None or not battle.retreating:
        return None
    return battle.defender, [state.units[i] for i in battle.retreating]


def choices(state: SantiniState) -> list[str]:
    battle = state.battle
    assert battle is not None
    moving = [state.units[i] for i in battle.retreating]
    return retreat_hexes(state, battle.hex, moving, battle.ignore_zoc)


def _default(state: SantiniState, seat: str) -> Retreat:
    """The deadline's retreat: the first hex left to them (their own hex when none is left,
    which eliminates them)."""
    battle = state.battle
    assert battle is not None
    return Retreat(hex=next(iter(choices(state)), battle.hex))


@decision("retreat", default=_default)
def waiting(state: SantiniState) -> list[str]:
    beaten = _beaten(state)
    return [beaten[0]] if beaten else []


@plays(Retreat)
def retreat(state: SantiniState, seat: str, command: Retreat, log: EventLog) -> None:
    beaten = _beaten(state)
    if beaten is None or beaten[0] != seat:
        raise RuleError(T("santini-battle-no-retreat-due"))
    legal = choices(state)
    if not legal:
        retreat_to(state, None, log)
        return
    if not is_hex(command.hex) or command.hex not in legal:
        raise RuleError(T("santini-battle-retreat-not-there", hex=command.hex),
                        hint=T("santini-battle-retreat-to", hexes=listing(legal)))
    retreat_to(state, command.hex, log)


@candidates_for("retreat")
def _candidates(state: SantiniState, seat: str) -> list:
    return [Retreat(hex=h) for h in choices(state)] if _beaten(state) else []
