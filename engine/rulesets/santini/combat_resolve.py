"""Attività: fighting a declared battle once both plans are in: the reveal, the spy cards'
missions, 5:1 (10:1 against a fortified city), the odds column, the die and its modifier,
Esito Incerto, the losses, the leaders' survival, and the winner."""

from __future__ import annotations

from engine.core import EventLog

from . import battle_cards, die
from .combat_losses import eliminate, take_losses
from .combat_retreat import advance, conclude, leaving, retreat_hexes, retreat_to
from .combat_sides import Side, attacking, defending, doubled, fortified, modifier, strength
from .combat_tables import ODDS_NAMES, E, Result, column, loss, overwhelming, result
from .state import Battle, SantiniState
from .words import T, listing


def _reveal(state: SantiniState, battle: Battle, log: EventLog) -> tuple[set[str], set[str]]:
    assert battle.defence is not None
    for seat, plan in ((battle.attacker, battle.attack), (battle.defender, battle.defence)):
        battle_cards.spend(state, seat, plan)
        log.public("battle_plan", T("santini-battle-plan", seat=seat,
                                    command=plan.command or "-", leader=plan.leader or "-",
                                    cards=battle_cards.words(plan)))
    mine = battle_cards.in_effect(state, battle.attacker, battle.attack, log)
    theirs = battle_cards.in_effect(state, battle.defender, battle.defence, log)
    battle.ignore_zoc = "Spia Infiltrato" in theirs
    return mine, theirs


def _abandon_works(state: SantiniState, attack: Side, defence: Side) -> None:
    """A fortification or platform still being built loses its builder when he fights
    (defending its hex, or attacking from it): the work is cancelled, its spice lost."""
    fighters = {p.id: p.place for p in (*attack.fighters, *defence.fighters)}
    for works in (state.fortifications, state.platforms):
        for hex_, work in list(works.items()):
            if not work.done and fighters.get(work.builder) == hex_:
                del works[hex_]


def _hurts(side: str, res: Result, when: str) -> bool:
    loss_ = res.attacker if side == "attack" else res.defender
    if when == "eliminated":
        return loss_ == E
    return when == "beaten" and (loss_ in ("3", E) or (side == "defence" and res.retreat))


def _uncertain(state: SantiniState, battle: Battle, col: int, mod: int, face: int,
               log: EventLog) -> int:
    """Esito Incerto set ahead: the first side the result hurts as it asked (the attacker
    first) plays it from its hand, and the die is thrown again, once."""
    res = result(col, face + mod)
    for seat, side in ((battle.attacker, "attack"), (battle.defender, "defence")):
        player = state.players[seat]
        if "Esito Incerto" in player.hand and _hurts(side, res, player.reroll):
            player.hand.remove("Esito Incerto")
            state.discard.append("Esito Incerto")
            log.public("reroll", T("santini-battle-uncertain", seat=seat, result=res.name))
            return die.roll(state, 6)
    return face


def _losses(state: SantiniState, battle: Battle, attack: Side, defence: Side, res: Result,
            smaller: int, double: bool, log: EventLog) -> None:
    faction = defence.faction
    if res.defender == E:
        for piece in leaving(state, battle.hex, faction):
            eliminate(state, piece, battle.attacker)
    else:
        take_losses(state, defence, loss(res.defender, smaller), double, battle.attacker, log)
        if not any(p.on_map for p in defence.fighters):
            for piece in leaving(state, battle.hex, faction):
                eliminate(state, piece, battle.attacker)
    if res.attacker == E:
        for piece in (*attack.pieces, attack.command, attack.leader):
            if piece is not None and piece.on_map:
                eliminate(state, piece, battle.defender)
    else:
        take_losses(state, attack, loss(res.attacker, smaller), False, battle.defender, log)


def _leaders(state: SantiniState, battle: Battle, attack: Side, defence: Side,
             res: Result, log: EventLog) -> None:
    """A side with a 3 that used a leader rolls a d8 for him: 1-2, he dies."""
    for side, quarters, enemy in ((attack, res.attacker, battle.defender),
                                  (defence, res.defender, battle.attacker)):
        leader = side.leader
        if quarters != "3" or leader is None or not leader.on_map:
            continue
        face = die.roll(state, 8)
        dies = face <= 2
        if dies:
            eliminate(state, leader, enemy)
        message = "santini-battle-leader-dies" if dies else "santini-battle-leader-lives"
        log.public("leader_roll", T(message, unit=leader.id, roll=face))


def _overwhelm(state: SantiniState, battle: Battle, attack: Side, log: EventLog) -> None:
    """5:1 (10:1 in a fortified city): the defender is destroyed, the attacker loses
    nothing and may advance; no real battle, so its units may attack again, and no card
    nor veteran."""
    lost = leaving(state, battle.hex, state.players[battle.defender].faction)
    for piece in lost:
        eliminate(state, piece, battle.attacker)
    for piece in (*attack.pieces, attack.command, attack.leader):
        if piece is not None:
            piece.attacked = False
    battle.result = "5:1"
    log.public("overwhelmed", T("santini-battle-overwhelmed", hex=battle.hex,
                                units=listing([p.id for p in lost])))
    advance(state, log)
    state.battle = None


def resolve(state: SantiniState, log: EventLog) -> None:
    """Both plans are in: fight the battle to its end, or to the defender's retreat."""
    battle = state.battle
    assert battle is not None and battle.defence is not None
    mine, theirs = _reveal(state, battle, log)
    attack = attacking(state, battle, battle.attack, mine)
    defence = defending(state, battle, battle.defence, theirs)
    _abandon_works(state, attack, defence)
    double = doubled(state, battle.hex, mine)
    a_str, d_str = strength(state, attack), strength(state, defence, double)
    if overwhelming(a_str, d_str, fortified(state, battle.hex, defence.faction)):
        _overwhelm(state, battle, attack, log)
        return
    col, mod = column(a_str, d_str), modifier(state, battle.hex, attack, defence)
    face = _uncertain(state, battle, col, mod, die.roll(state, 6), log)
    res = result(col, face + mod)
    battle.result = res.name
    log.public("battle", T("santini-battle-result", hex=battle.hex, attack=a_str,
                           defence=d_str, odds=ODDS_NAMES[col], roll=face, modifier=mod,
                           result=res.name))
    _losses(state, battle, attack, defence, res, min(a_str, d_str), double, log)
    _leaders(state, battle, attack, defence, res, log)
    if res.defender == E or res.retreat:
        battle.winner = battle.attacker
    elif res.attacker == E:
        battle.winner = battle.defender
    _retreat(state, battle, res, log)


def _retreat(state: SantiniState, battle: Battle, res: Result, log: EventLog) -> None:
    """r: the survivors retreat; with two hexes or more to choose from, the defender
    chooses (`retreat`), else they go to the one hex or die."""
    moving = leaving(state, battle.hex, state.players[battle.defender].faction)
    battle.retreating = [p.id for p in moving] if res.retreat else []
    if not battle.retreating:
        conclude(state, log)
        return
    hexes = retreat_hexes(state, battle.hex, moving, battle.ignore_zoc)
    if len(hexes) < 2:
        retreat_to(state, hexes[0] if hexes else None, log)
