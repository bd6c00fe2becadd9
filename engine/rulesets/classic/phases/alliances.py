"""XII. Alliances: made, joined and broken only at a nexus, always in public.

An alliance forms when two players have each asked for it (`ally X` from both sides); a
player joins an existing alliance when one of its members and he have asked for each
other. The nexus closes when every player has said `ready`.
"""

from __future__ import annotations

from engine.core import EventLog, RuleError

from ..data import Faction
from ..state import ClassicState
from . import support
from .moderator import faction_in_game


def is_open(state: ClassicState) -> bool:
    return state.nexus_ready is not None


def open_nexus(state: ClassicState, log: EventLog) -> None:
    state.nexus_ready = []
    state.invitations = {}
    log.public("nexus_open", "Nexus: alliances may be made, joined and broken (XII.B): "
               "`ally <faction>` (both sides must ask), `unally`, then `ready`.")


def alliance_of(state: ClassicState, faction: Faction) -> list[Faction] | None:
    return next((a for a in state.alliances if faction in a), None)


def _require_open(state: ClassicState) -> None:
    if not is_open(state):
        raise RuleError("Alliances are made and broken only at a nexus.", rule="XII.C.5")


def ally(state: ClassicState, faction: Faction, who: str, log: EventLog) -> None:
    _require_open(state)
    target = faction_in_game(state, who)
    if target == faction:
        raise RuleError("You cannot ally with yourself.")
    mine = alliance_of(state, faction)
    if mine is not None:
        raise RuleError("You are already in an alliance; break it first with `unally`.",
                        rule="XII.C.4")
    state.invitations.setdefault(faction, [])
    if target not in state.invitations[faction]:
        state.invitations[faction].append(target)
    if faction in state.invitations.get(target, []):
        _join(state, faction, target, log)
    else:
        log.public("alliance_offer", f"{faction.title} asks {target.title} for an alliance.",
                   faction=faction, to=target)
    _unready(state, faction)


def _join(state: ClassicState, faction: Faction, target: Faction, log: EventLog) -> None:
    theirs = alliance_of(state, target)
    if theirs is None:
        state.alliances.append([target, faction])
        theirs = state.alliances[-1]
    else:
        theirs.append(faction)
    for member in theirs:
        state.invitations.pop(member, None)
    names = ", ".join(f.title for f in theirs)
    log.public("alliance", f"Alliance: {names} (XII.C.3).", members=[f.value for f in theirs])


def unally(state: ClassicState, faction: Faction, log: EventLog) -> None:
    """XII.D: a player breaks from his alliance at a nexus, and may at once ally anew."""
    _require_open(state)
    mine = alliance_of(state, faction)
    if mine is None:
        raise RuleError("You are not in an alliance.", rule="XII.D")
    mine.remove(faction)
    support.release(state, faction)
    if len(mine) < 2:  # the alliance is over: its last member's pledges go back too
        state.alliances.remove(mine)
        for member in mine:
            support.release(state, member)
    log.public("alliance_broken", f"{faction.title} breaks from the alliance (XII.D).",
               faction=faction)
    _unready(state, faction)


def _unready(state: ClassicState, faction: Faction) -> None:
    if state.nexus_ready is not None and faction in state.nexus_ready:
        state.nexus_ready.remove(faction)


def ready(state: ClassicState, faction: Faction, log: EventLog) -> None:
    _require_open(state)
    assert state.nexus_ready is not None
    if faction in state.nexus_ready:
        raise RuleError("You have already said you are ready.", rule="XII.C.5")
    state.nexus_ready.append(faction)
    if len(state.nexus_ready) == len(state.players):
        state.nexus_ready = None
        state.invitations = {}
        log.public("nexus_closed", "The nexus is over (XII.C.5).")


def waiting(state: ClassicState) -> list[Faction]:
    if state.nexus_ready is None:
        return []
    return [f for f in state.players if f not in state.nexus_ready]

