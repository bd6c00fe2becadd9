"""Attività: declaring an attack, after the seat's moves: a hex next to its combat units,
each hex once a turn and each unit in one attack, only into terrain the units could enter,
never below 1:3. The defender then answers, sealed (`defend`), and the battle is fought."""

from __future__ import annotations

from engine.core import EventLog, RuleError

from . import battle_cards
from . import units as u
from .activity import active_seat
from .combat_commands import Attack, Defend
from .combat_losses import eliminate
from .combat_resolve import resolve
from .combat_retreat import advance, can_enter, leaving
from .combat_sides import Side, defending, doubled, strength
from .combat_targets import attacked_this_turn, targets, took_part, where_hint, with_hint
from .data.counters import Kind
from .hexes import is_hex, neighbours
from .hooks import candidates_for, decision, plays
from .state import Battle, Phase, Plan, SantiniState, Unit
from .words import T, joined, listing

RULE = "Attività"


def read_ids(text: str) -> list[str]:
    return [part.strip().upper() for part in text.replace(" ", ",").split(",") if part.strip()]


def _attacker(state: SantiniState, seat: str, unit_id: str, target: str) -> Unit:
    """One attacking piece: the seat's combat unit or worm, next to the target, free to
    fight, able to enter the target's terrain."""
    unit = state.units.get(unit_id)
    faction = state.players[seat].faction
    if unit is None or unit.faction != faction or not unit.on_map:
        raise RuleError(T("santini-battle-not-yours", unit=unit_id),
                        hint=with_hint(state, seat, target))
    if not (unit.combat or unit.kind == Kind.WORM):
        raise RuleError(T("santini-battle-not-combat", unit=unit_id), rule=RULE,
                        hint=joined([T("santini-battle-support-hint"),
                                     with_hint(state, seat, target)]))
    if unit.place not in neighbours(target):
        raise RuleError(T("santini-battle-not-adjacent", unit=unit_id, hex=target), rule=RULE,
                        hint=with_hint(state, seat, target))
    if took_part(state, unit):
        raise RuleError(T("santini-battle-unit-attacked", unit=unit_id), rule=RULE,
                        hint=with_hint(state, seat, target))
    if u.in_storm(state, unit.place):
        raise RuleError(T("santini-battle-in-storm", unit=unit_id), rule="Tempeste",
                        hint=with_hint(state, seat, target))
    if not can_enter(state, unit, target):
        raise RuleError(T("santini-battle-cannot-enter", unit=unit_id, hex=target), rule=RULE,
                        hint=with_hint(state, seat, target))
    return unit


def support(state: SantiniState, seat: str, unit_id: str | None, kind: Kind,
            places: list[str], attacking: bool) -> Unit | None:
    """The command (or commander leader) a side uses: the seat's own, in `places` (next to
    the target for the attacker, in it for the defender), not under a storm; an attacking
    command not yet in an attack and not under a Complotto."""
    if not unit_id:
        return None
    unit = state.units.get(unit_id.upper())
    player = state.players[seat]
    if unit is None or unit.faction != player.faction or unit.kind != kind:
        raise RuleError(T(f"santini-battle-not-your-{kind.value}", unit=unit_id))
    if kind == Kind.LEADER:
        printed = state.counters.leaders.get(unit.name)
        if printed is None or printed.role != "commander":
            raise RuleError(T("santini-battle-not-commander", unit=unit_id),
                            rule="Nota sui Leaders")
    if unit.place not in places or u.in_storm(state, unit.place):
        raise RuleError(T("santini-battle-support-not-there", unit=unit_id), rule=RULE)
    if attacking and took_part(state, unit):
        raise RuleError(T("santini-battle-unit-attacked", unit=unit_id), rule=RULE)
    if attacking and kind == Kind.COMMAND and player.plotted == state.turn:
        raise RuleError(T("santini-battle-plotted", unit=unit_id), rule="Complotto")
    return unit


def _target(state: SantiniState, seat: str, hex_: str) -> str:
    """The defending seat of a hex the seat may attack now."""
    if active_seat(state) != seat or state.phase != Phase.ACTIVITY:
        raise RuleError(T("santini-not-your-activity"))
    if state.battle is not None:
        raise RuleError(T("santini-battle-open", hex=state.battle.hex),
                        hint=T("santini-battle-wait-defender"))
    if not is_hex(hex_):
        raise RuleError(T("santini-battle-no-hex", hex=hex_), hint=where_hint(state, seat))
    if hex_ in attacked_this_turn(state, seat):
        raise RuleError(T("santini-battle-hex-attacked", hex=hex_), rule=RULE,
                        hint=where_hint(state, seat))
    if u.in_storm(state, hex_):
        raise RuleError(T("santini-battle-target-storm", hex=hex_), rule="Tempeste",
                        hint=where_hint(state, seat))
    enemies = u.enemies_at(state, hex_, state.players[seat].faction)
    if not enemies:
        raise RuleError(T("santini-battle-no-enemy", hex=hex_), rule=RULE,
                        hint=where_hint(state, seat))
    return state.seat_of(enemies[0].faction)


@plays(Attack)
def attack(state: SantiniState, seat: str, command: Attack, log: EventLog) -> None:
    defender = _target(state, seat, command.hex)
    ids = read_ids(command.units)
    if len(set(ids)) != len(ids) or not ids:
        raise RuleError(T("santini-battle-units-list"))
    pieces = [_attacker(state, seat, i, command.hex) for i in ids]
    if not any(p.combat for p in pieces):
        raise RuleError(T("santini-battle-needs-combat"), rule=RULE,
                        hint=with_hint(state, seat, command.hex))
    near = list(neighbours(command.hex))
    chief = support(state, seat, command.command, Kind.COMMAND, near, True)
    leader = support(state, seat, command.leader, Kind.LEADER, near, True)
    plan = battle_cards.check(state, seat, "attack", battle_cards.read(command.cards),
                              command.hex, [command.hex], chief)
    plan.command, plan.leader = chief.id if chief else "", leader.id if leader else ""
    battle = Battle(attacker=seat, defender=defender, hex=command.hex, units=ids, attack=plan,
                    advance=command.advance is not False)
    side = Side(seat, state.players[seat].faction, pieces, chief, leader, set(plan.cards))
    held = defending(state, battle, Plan(), set())
    mine, theirs = strength(state, side), strength(state, held, doubled(state, command.hex, set()))
    if held.pieces and mine * 3 < theirs:
        raise RuleError(T("santini-battle-odds-low", attack=mine, defence=theirs), rule=RULE,
                        hint=T("santini-battle-odds-hint", needed=(theirs + 2) // 3))
    _record(state, seat, battle, [*pieces, *(p for p in (chief, leader) if p)])
    shown = strength(state, Side(seat, side.faction, pieces, chief, leader, set()))
    log.public("attack", T("santini-battle-declared", seat=seat, hex=command.hex,
                           units=listing(ids), defender=defender, attack=shown))
    if not held.pieces:
        _undefended(state, battle, log)
        return
    state.battle = battle
    _sealed(seat, plan, log)


def _sealed(seat: str, plan: Plan, log: EventLog) -> None:
    log.private(seat, "plan", T("santini-battle-plan-sealed", command=plan.command or "-",
                                leader=plan.leader or "-", cards=battle_cards.words(plan)))


def _record(state: SantiniState, seat: str, battle: Battle, pieces: list[Unit]) -> None:
    if state.attacked_turn != state.turn:
        state.attacked_turn, state.attacked_hexes = state.turn, {}
        for unit in state.units.values():
            unit.attacked = False
    state.attacked_hexes.setdefault(seat, []).append(battle.hex)
    for piece in pieces:
        piece.attacked = True


def _undefended(state: SantiniState, battle: Battle, log: EventLog) -> None:
    """Non-combat units attacked alone are destroyed outright: no battle, so no card and
    no veteran; the attacker may advance, and its cards stay in its hand."""
    lost = leaving(state, battle.hex, state.players[battle.defender].faction)
    for piece in lost:
        eliminate(state, piece, battle.attacker)
    log.public("undefended", T("santini-battle-undefended", hex=battle.hex,
                               units=listing([p.id for p in lost])))
    state.battle = battle
    advance(state, log)
    state.battle = None


def _best_command(state: SantiniState, hex_: str, faction) -> Unit | None:
    commands = [p for p in u.at(state, hex_) if p.kind == Kind.COMMAND and p.faction == faction]
    return max(commands, key=lambda p: (u.values(state, p).modifier,
                                        u.values(state, p).strength, p.id), default=None)


def _default(state: SantiniState, seat: str) -> Defend:
    """The deadline's answer: the best command in the hex, no leader (he would risk his
    life), no cards."""
    battle = state.battle
    assert battle is not None
    best = _best_command(state, battle.hex, state.players[seat].faction)
    return Defend(command=best.id if best else None)


@decision("defend", default=_default, secret=True, ui="form")
def waiting(state: SantiniState) -> list[str]:
    battle = state.battle
    return [battle.defender] if battle is not None and battle.defence is None else []


@plays(Defend)
def defend(state: SantiniState, seat: str, command: Defend, log: EventLog) -> None:
    battle = state.battle
    if battle is None or battle.defence is not None or battle.defender != seat:
        raise RuleError(T("santini-battle-no-defence-due"))
    here = [battle.hex]
    chief = support(state, seat, command.command, Kind.COMMAND, here, False)
    leader = support(state, seat, command.leader, Kind.LEADER, here, False)
    plan = battle_cards.check(state, seat, "defence", battle_cards.read(command.cards),
                              battle.hex, battle_cards.spy_hexes(battle, state, "defence"), chief)
    plan.command, plan.leader = chief.id if chief else "", leader.id if leader else ""
    battle.defence = plan
    _sealed(seat, plan, log)
    resolve(state, log)


@candidates_for("defend")
def _defences(state: SantiniState, seat: str) -> list:
    if state.battle is None or state.battle.defence is not None:
        return []
    return [Defend(), _default(state, seat)]


@candidates_for("activity")
def _attacks(state: SantiniState, seat: str) -> list:
    """A few attacks an agent may try: each hex open to the seat, with all the pieces that
    may attack it (the game keeps those at legal odds)."""
    if state.battle is not None or active_seat(state) != seat:
        return []
    open_ = sorted(targets(state, seat).items())[:3]
    return [Attack(hex=h, units=",".join(ids)) for h, ids in open_]
