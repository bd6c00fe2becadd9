"""Karama against the additional character advantages (pad B.6.A.4-6, optional rules, with
XV): a Karama card stops one opponent's advantage once: the Kwisatz Haderach, the Harkonnen
capture, the Fedaykin or the Sardaukar bonus in one battle, or the Guild's move out of turn.

In a game played by messages nobody pauses for a Karama answer, so each is played ahead of
what it stops (docs/rules-notes.md, "Special Karama powers"): in a battle before the plan it
changes is sent (before the reveal for the capture), in the movement round before the
Guild's place in the order comes.
"""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, Text

from ..board import advantages, forces
from ..data import Faction
from ..data.words import faction_word, place_word
from ..model.state import Battle, ClassicState, Phase
from . import battle_plan, kwisatz, movement
from .moderator import pad
from .special_cards import play

USES = ("kwisatz", "capture", "fedaykin", "sardaukar", "guild")
OWNER = {"kwisatz": Faction.ATREIDES, "capture": Faction.HARKONNEN,
         "fedaykin": Faction.FREMEN, "sardaukar": Faction.EMPEROR, "guild": Faction.GUILD}
RULE = {"kwisatz": T("classic-cite-xvii-pad-atreides-1"),
        "capture": T("classic-cite-xvii-pad-harkonnen-1"),
        "fedaykin": pad("B.6.A.4, XV"), "sardaukar": pad("B.6.A.5, XV"),
        "guild": pad("B.6.A.6, XV")}
WHEN: dict[str, tuple[Phase, ...]] = {
    **dict.fromkeys(("kwisatz", "capture", "fedaykin", "sardaukar"), (Phase.BATTLE,)),
    "guild": (Phase.MOVEMENT,),
}


def barred(state: ClassicState, use: str) -> bool:
    """Has a Karama stopped this advantage in the battle being fought?"""
    r = state.battles
    return bool(r and r.current and use in r.current.barred)


def bar(state: ClassicState, faction: Faction, use: str, card: str, log: EventLog) -> None:
    owner = OWNER[use]
    if not advantages.has(state, owner):
        raise RuleError(T("classic-bar-needs-advantages", faction=faction_word(owner)),
                        rule=RULE[use])
    if faction == owner:
        raise RuleError(T("classic-bar-not-yours"), rule="XVII.B")
    if use == "guild":
        _guild(state, faction, card, log)
        return
    b = _battle_of(state, owner, use)
    _check_battle_bar(state, b, owner, use)
    play(state, faction, card, log)
    b.barred.append(use)
    log.public("karama", T("classic-bar-stopped", stopped=_stopped(use), rule=RULE[use]),
               faction=owner)


def _battle_of(state: ClassicState, owner: Faction, use: str) -> Battle:
    b = battle_plan.fought(state)
    if b is None or owner not in b.sides:
        raise RuleError(T("classic-bar-not-fighting", faction=faction_word(owner)),
                        rule=RULE[use], hint=T("classic-bar-play-in-their-battle"))
    if use in b.barred:
        raise RuleError(T(f"classic-bar-already-{use}"), rule=RULE[use])
    return b


def _check_battle_bar(state: ClassicState, b: Battle, owner: Faction, use: str) -> None:
    """Played ahead: before the plan it changes is sent; the capture before the reveal."""
    if use == "capture":
        if b.revealed:
            raise RuleError(T("classic-bar-before-reveal"), rule=RULE[use])
        return
    if owner in b.plans:
        raise RuleError(T("classic-bar-plan-sent", faction=faction_word(owner)),
                        rule=RULE[use])
    if use == "kwisatz" and not kwisatz.usable(state):
        raise RuleError(T("classic-bar-kwisatz-cannot-join"), rule=RULE[use])
    if use in ("fedaykin", "sardaukar"):
        foe = b.defender if owner == b.aggressor else b.aggressor
        if not forces.starred_in(state, owner, b.territory):
            raise RuleError(T("classic-bar-no-starred", faction=faction_word(owner),
                              territory=place_word(b.territory)), rule=RULE[use])
        if use == "sardaukar" and foe == Faction.FREMEN:
            raise RuleError(T("classic-bar-sardaukar-vs-fremen"),
                            rule=T("classic-cite-pad-emperor-1"))


def _stopped(use: str) -> Text:
    """What the Karama stops, as a clause (`the Harkonnen capture no leader`)."""
    return T(f"classic-bar-stopped-{use}")


def _guild(state: ClassicState, faction: Faction, card: str, log: EventLog) -> None:
    """Pad B.6.A.6: the Guild move in their proper turn of the movement sequence."""
    mv = state.movement
    if state.phase != Phase.MOVEMENT or mv is None or not mv.guild_waits:
        raise RuleError(T("classic-bar-guild-not-waiting"), rule=RULE["guild"],
                        hint=T("classic-bar-guild-when"))
    movement.check_guild_in_turn(state)
    play(state, faction, card, log)
    log.public("karama", T("classic-bar-guild-in-turn", rule=RULE["guild"]),
               faction=Faction.GUILD)
    movement.guild_in_turn(state, log)
