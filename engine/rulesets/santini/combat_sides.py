"""Attività: the two sides of a battle as the tables read them: the pieces fighting, the
command and leader used, the cards in effect, their strength, their morale and the die's
modifier."""

from __future__ import annotations

from dataclasses import dataclass, field

from . import units as u
from .data.counters import Kind
from .factions import Faction
from .state import Battle, Plan, SantiniState, Unit

SUPERIORITY = ((Kind.ARMOUR,), (Kind.ARTILLERY,))
"""The two superiorities (armour, artillery); an infantry or guard with a weirding module
counts in both (Nota sui Moduli Estranianti)."""
WORM_STRENGTH = 16
MAX_MODIFIER = 3


@dataclass
class Side:
    """One side of a battle: its seat, faction, fighting pieces (combat units and worms),
    the command and leader it uses, and the cards that took effect."""

    seat: str
    faction: Faction
    pieces: list[Unit]
    command: Unit | None = None
    leader: Unit | None = None
    cards: set[str] = field(default_factory=set)

    @property
    def fighters(self) -> list[Unit]:
        """Its combat units (those that take losses)."""
        return [p for p in self.pieces if p.combat]

    @property
    def worms(self) -> list[Unit]:
        return [p for p in self.pieces if p.kind == Kind.WORM]


def _unit(state: SantiniState, unit_id: str) -> Unit | None:
    return state.units.get(unit_id) if unit_id else None


def attacking(state: SantiniState, battle: Battle, plan: Plan, cards: set[str]) -> Side:
    faction = state.players[battle.attacker].faction
    pieces = [state.units[i] for i in battle.units if state.units[i].on_map]
    return Side(battle.attacker, faction, pieces, _unit(state, plan.command),
                _unit(state, plan.leader), cards)


def defending(state: SantiniState, battle: Battle, plan: Plan, cards: set[str]) -> Side:
    faction = state.players[battle.defender].faction
    pieces = [p for p in u.at(state, battle.hex)
              if p.faction == faction and (p.combat or p.kind == Kind.WORM)]
    return Side(battle.defender, faction, pieces, _unit(state, plan.command),
                _unit(state, plan.leader), cards)


def in_city(state: SantiniState, hex_: str) -> bool:
    return state.map.terrain.get(hex_) == "city"


def doubled(state: SantiniState, hex_: str, attack_cards: set[str]) -> bool:
    """Combat units defending in a city count twice, unless a Spia Incursore worked."""
    return in_city(state, hex_) and "Spia Incursore" not in attack_cards


def fortified(state: SantiniState, hex_: str, faction: Faction) -> bool:
    """A finished fortification of the defender's in the hex (-2, and 10:1 to overwhelm)."""
    work = state.fortifications.get(hex_)
    return work is not None and work.done and work.faction == faction


def piece_strength(state: SantiniState, piece: Unit, double: bool) -> int:
    if piece.kind == Kind.WORM:
        return WORM_STRENGTH
    return u.strength(state, piece) * (2 if double else 1)


def strength(state: SantiniState, side: Side, double: bool = False) -> int:
    """The side's strength: its pieces (combat units doubled when `double`), a worm 16, and
    its command's strength (+5 with Battaglia Forza), never doubled."""
    total = sum(piece_strength(state, p, double) for p in side.pieces)
    if side.command is not None:
        total += u.values(state, side.command).strength
        total += 5 if "Battaglia Forza" in side.cards else 0
    return total


def morale(state: SantiniState, side: Side) -> int:
    """The battle's morale: its combat steps counted in decreasing morale until the one
    that reaches half of them; that step's morale."""
    steps = sorted((u.morale(state, p) for p in side.fighters
                    for _ in range(1 if p.split else p.steps)),
                   reverse=True)
    if not steps:
        return 0
    return steps[(len(steps) + 1) // 2 - 1]


def command_modifier(state: SantiniState, side: Side, enemy: Side, bonus_card: str) -> int:
    """Its command's die modifier less its "Comandi -1" (never below 0), +1 with its
    Battaglia card; nothing when an enemy Spia Traditore worked."""
    if side.command is None or "Spia Traditore" in enemy.cards:
        return 0
    printed = u.values(state, side.command).modifier
    lost = state.players[side.seat].commands_minus
    return max(printed - lost, 0) + (1 if bonus_card in side.cards else 0)


def leader_modifier(state: SantiniState, side: Side) -> int:
    if side.leader is None:
        return 0
    printed = state.counters.leaders.get(side.leader.name)
    return printed.modifier if printed is not None and printed.role == "commander" else 0


def _weight(piece: Unit, kinds: tuple[Kind, ...]) -> int:
    armed = piece.modules > 0 and piece.kind in (Kind.INFANTRY, Kind.GUARD)
    steps = 1 if piece.split else piece.steps
    return steps if piece.kind in kinds or armed else 0


def superiority(side: Side, enemy: Side) -> int:
    """+1 for each superiority (armour, artillery: more steps) the side holds over the
    enemy, unless the enemy's Spia Guastatore worked."""
    if "Spia Guastatore" in enemy.cards:
        return 0
    won = 0
    for kinds in SUPERIORITY:
        mine = sum(_weight(p, kinds) for p in side.fighters)
        theirs = sum(_weight(p, kinds) for p in enemy.fighters)
        won += mine > theirs
    return won


def modifier(state: SantiniState, hex_: str, attack: Side, defence: Side) -> int:
    """The die's modifier, + for the attacker, - for the defender, within +-3: commands
    and leaders, the morales' difference, cards, superiorities, terrain, worms."""
    total = (command_modifier(state, attack, defence, "Battaglia Attacco")
             + leader_modifier(state, attack)
             - command_modifier(state, defence, attack, "Battaglia Difesa")
             - leader_modifier(state, defence)
             + morale(state, attack) - morale(state, defence)
             + superiority(attack, defence) - superiority(defence, attack)
             + len(attack.worms) - len(defence.worms)
             + (2 if "Spia Diversivo" in attack.cards else 0)
             - (2 if "Spia Diversivo" in defence.cards else 0)
             - (1 if "Scudo Potenziato" in defence.cards and in_city(state, hex_) else 0)
             - (1 if state.map.terrain.get(hex_) == "rock" else 0)
             - (2 if fortified(state, hex_, defence.faction) else 0))
    return max(-MAX_MODIFIER, min(MAX_MODIFIER, total))
