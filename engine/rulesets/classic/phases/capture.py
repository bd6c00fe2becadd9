"""Pad, Harkonnen 1 (XV, the additional advantages): after each battle they win the
Harkonnen capture one of the loser's leaders at random; they kill it at once for 2 spice,
or keep it to lead one battle of theirs, after which it goes home.

A captured leader stays its owner's: it is in its owner's pay (the owner may call it a
traitor), it goes to its owner's tanks when killed, and all go home at once when the last
of the Harkonnen's own leaders dies. Which leader is taken is public, like every leader's
whereabouts (docs/rules-notes.md, "XV"). A main character leader (THE DUEL) is never
captured: taking it would put its player out of the game at the Harkonnen's whim
(docs/rules-notes.md, "Leaders")."""

from __future__ import annotations

from engine.core import EventLog, Rng, RuleError
from engine.core.words import T, joined

from ..board import advantages
from ..board.leaders import leaders_of_game
from ..data import LEADERS, Faction
from ..data.main_leaders import is_main
from ..data.words import faction_word, leader_word
from ..model.state import Battle, ClassicState
from . import battle, elimination

HARKONNEN = Faction.HARKONNEN
KILL_REWARD = 2
RULE = T("classic-rule-pad-harkonnen-1")


def own_leaders_alive(state: ClassicState, faction: Faction) -> list[str]:
    """The faction's own leaders (its main leader with THE DUEL) neither in the tanks nor
    held by the Harkonnen; none once the player is out (THE DUEL, VII)."""
    player = state.players[faction]
    if faction in state.out:
        return []
    return [x.name for x in leaders_of_game(state, faction)
            if x.name not in player.leaders_in_tanks and x.name not in state.captured]


def capturable(state: ClassicState, b: Battle, loser: Faction) -> list[str]:
    """The loser's leaders that may be taken: alive, not already held, and not used in
    another territory this round (the one that fought here may be)."""
    used = state.battles.used_leaders if state.battles else {}
    return [n for n in own_leaders_alive(state, loser)
            if used.get(n, b.territory) == b.territory and not is_main(n)]


def after_battle(state: ClassicState, b: Battle, log: EventLog) -> None:
    """Once a battle is resolved: a captured leader that led it goes home (or lies in its
    owner's tanks); the Harkonnen left with no leader of their own give back the rest; a
    Harkonnen winner captures."""
    leader = b.plans[HARKONNEN].leader if HARKONNEN in b.plans else None
    if leader in state.captured:
        state.captured.remove(leader)
        owner = LEADERS[leader].faction
        if leader not in state.players[owner].leaders_in_tanks:
            log.public("capture_return", T("classic-capture-return", leader=leader_word(leader),
                                           faction=faction_word(owner)), leader=leader)
    release_if_leaderless(state, log)
    if b.winner == HARKONNEN and advantages.has(state, HARKONNEN) \
            and own_leaders_alive(state, HARKONNEN) and "capture" not in b.barred:
        _capture(state, b, battle_foe(b), log)


def battle_foe(b: Battle) -> Faction:
    return b.defender if b.aggressor == HARKONNEN else b.aggressor


def _capture(state: ClassicState, b: Battle, loser: Faction, log: EventLog) -> None:
    pool = capturable(state, b, loser)
    if not pool:
        return
    rng = Rng(state.rng)
    leader = rng.choice(pool)
    state.rng = rng.state
    state.captured.append(leader)
    b.capture = leader
    log.public("capture", T("classic-capture", leader=leader_word(leader),
                            faction=faction_word(loser)), leader=leader, owner=loser)


def release_if_leaderless(state: ClassicState, log: EventLog) -> None:
    """Pad, Harkonnen 1: "If all of your own leaders have been killed, you must return all
    captured leaders immediately to their original owners." """
    if not state.captured or HARKONNEN not in state.players:
        return
    if own_leaders_alive(state, HARKONNEN):
        return
    names = joined([leader_word(n) for n in state.captured], ", ")
    state.captured.clear()
    log.public("capture_return", T("classic-captured-go-home", leaders=names))


def check_capture(state: ClassicState, faction: Faction) -> Battle:
    advantages.require(state, "capture")
    r = state.battles
    b = r.current if r else None
    if faction != HARKONNEN or b is None or b.capture is None:
        raise RuleError(T("classic-no-capture"), rule=RULE,
                        hint=T("classic-capture-hint"))
    return b


def decide(state: ClassicState, faction: Faction, what: str, log: EventLog) -> None:
    """Kill the captured leader for 2 spice (into its owner's tanks), keep it, or let it go
    home ("you can select": the capture is the Harkonnen's choice)."""
    b = check_capture(state, faction)
    leader = b.capture
    assert leader is not None
    b.capture = None
    if what == "kill":
        state.captured.remove(leader)
        owner = LEADERS[leader].faction
        state.players[owner].leaders_in_tanks.append(leader)
        elimination.leader_died(state, leader, log)
        state.bank -= KILL_REWARD
        state.players[faction].spice += KILL_REWARD
        log.public("capture_kill", T("classic-capture-kill", leader=leader_word(leader),
                                     faction=faction_word(owner), count=KILL_REWARD),
                   leader=leader)
    elif what == "free":
        state.captured.remove(leader)
        log.public("capture_free", T("classic-capture-free", leader=leader_word(leader)),
                   leader=leader)
    else:
        log.public("capture_keep", T("classic-capture-keep", leader=leader_word(leader)),
                   leader=leader)
    if not b.keep_pending:
        battle.finish(state, log)
