"""THE DUEL (1984), V.3, V.9, V.11 and VI: a fight's end. A Kanly duel ends when a leader
dies or flees (or both die); a War of Assassins when one leader is left. The winning side's
supporters are paid their leader's value, the losing side's supporters' leaders die; the
survivors regain their full value; Dueling cards stay in the hands."""

from __future__ import annotations

from engine.core import EventLog
from engine.core.words import T

from ..board.leaders import leader_value
from ..data import Faction
from ..data.main_leaders import EVERY_LEADER
from ..data.words import faction_word, leader_word
from ..model.state import ClassicState
from . import elimination
from .arena import fight_now

MAX_ROUNDS = 10
"""A fight with no end in sight stops after ten rounds of turns with nobody winning
(docs/rules-notes.md, "Arena": an asynchronous game must end its duels)."""


def leader_killed(state: ClassicState, faction: Faction, leader: str, log: EventLog) -> None:
    """A leader killed in the arena (a fighter, or a losing side's supporter) goes to its
    owner's tanks: the one place the arena sends a leader there. A main leader's player goes
    out when the fight is over (`finish`), so the fight's payments are made first."""
    home = EVERY_LEADER[leader].faction  # a captive the Harkonnen sent is its owner's (XV)
    if leader in state.captured:
        state.captured.remove(leader)
    state.players[home].leaders_in_tanks.append(leader)
    log.public("leader_killed", T("classic-arena-leader-killed", leader=leader_word(leader),
                                  faction=faction_word(home)),
               faction=home, leader=leader)


def over(state: ClassicState) -> bool:
    """Kanly: a leader is dead or has fled; war: one leader (or none) is left; either: the
    rounds are spent."""
    fight = fight_now(state)
    if fight.kind == "kanly" and (fight.dead or fight.fled):
        return True
    return len(fight.standing) <= 1 or fight.turns >= MAX_ROUNDS * len(fight.fighters)


def winner(state: ClassicState) -> Faction | None:
    """The side whose leader killed the other's (Kanly); the last standing (war)."""
    fight = fight_now(state)
    standing = fight.standing
    if fight.kind == "kanly":
        return standing[0] if len(standing) == 1 and fight.dead else None
    return standing[0] if len(standing) == 1 else None


def finish(state: ClassicState, log: EventLog) -> None:
    """The fight ends: supporters paid or killed, backing spice back behind the shields,
    survivors restored (their worth is kept only while the fight lasts), play resumes."""
    fight = fight_now(state)
    won = winner(state)
    killed = [fight.leaders[f] for f in fight.dead]
    if won is not None:
        log.public("duel_won", T("classic-arena-wins", faction=faction_word(won),
                                 leader=leader_word(fight.leaders[won])),
                   faction=won, leader=fight.leaders[won])
    else:
        log.public("duel_no_winner", T("classic-arena-no-winner"))
    for f, second in fight.seconds.items():
        log.public("duel_second_revealed", T("classic-arena-second-was", faction=faction_word(f),
                                             leader=leader_word(second.leader),
                                             side=faction_word(second.side)),
                   faction=f, leader=second.leader, side=second.side)
        if won is None:
            continue
        if second.side == won:
            _pay_second(state, f, second.leader, log)
        else:
            leader_killed(state, f, second.leader, log)
            killed.append(second.leader)
    for f, n in fight.backing.items():
        state.players[f].spice += n
        if n:
            log.public("duel_backing_back", T("classic-arena-backing-back",
                                              faction=faction_word(f), count=n),
                       faction=f, amount=n)
    survivors = [f for f in fight.fighters if f not in fight.dead]
    if survivors:
        log.public("duel_survivors", T("classic-arena-restored"))
    state.fight = None
    for leader in killed:  # VII: a main leader's death puts its player out, once play resumes
        elimination.leader_died(state, leader, log)


def _pay_second(state: ClassicState, faction: Faction, leader: str, log: EventLog) -> None:
    """V.3: the winning side's supporter takes its leader back and its value in spice
    from the bank (docs/rules-notes.md: always spice, never tokens or leaders)."""
    amount = min(leader_value(state, leader), state.bank)
    state.bank -= amount
    state.players[faction].spice += amount
    log.public("duel_second_paid", T("classic-arena-second-paid", faction=faction_word(faction),
                                     count=amount), faction=faction, amount=amount)
