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

from ..board import advantages, forces
from ..data import Faction
from ..model.state import Battle, ClassicState, Phase
from . import battle_plan, kwisatz, movement
from .special_cards import play

USES = ("kwisatz", "capture", "fedaykin", "sardaukar", "guild")
OWNER = {"kwisatz": Faction.ATREIDES, "capture": Faction.HARKONNEN,
         "fedaykin": Faction.FREMEN, "sardaukar": Faction.EMPEROR, "guild": Faction.GUILD}
RULE = {"kwisatz": "XVII, pad Atreides 1", "capture": "XVII, pad Harkonnen 1",
        "fedaykin": "Pad B.6.A.4, XV", "sardaukar": "Pad B.6.A.5, XV",
        "guild": "Pad B.6.A.6, XV"}
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
        raise RuleError(f"The {owner.title} have this advantage only with the additional "
                        "advantages (XV).", rule=RULE[use])
    if faction == owner:
        raise RuleError("A Karama card stops an opponent's advantage, not yours.",
                        rule="XVII.B")
    if use == "guild":
        _guild(state, faction, card, log)
        return
    b = _battle_of(state, owner, use)
    _check_battle_bar(state, b, owner, use)
    play(state, faction, card, log)
    b.barred.append(use)
    log.public("karama", f"Karama: {_stopped(use)} in this battle ({RULE[use]}).",
               faction=owner)


def _battle_of(state: ClassicState, owner: Faction, use: str) -> Battle:
    b = battle_plan.fought(state)
    if b is None or owner not in b.sides:
        raise RuleError(f"The {owner.title} are not fighting a battle now.", rule=RULE[use],
                        hint="Play it in their battle, before their plan is sent.")
    if use in b.barred:
        raise RuleError(f"{_stopped(use).capitalize()} in this battle already.",
                        rule=RULE[use])
    return b


def _check_battle_bar(state: ClassicState, b: Battle, owner: Faction, use: str) -> None:
    """Played ahead: before the plan it changes is sent; the capture before the reveal."""
    if use == "capture":
        if b.revealed:
            raise RuleError("Play it before the battle plans are revealed.", rule=RULE[use])
        return
    if owner in b.plans:
        raise RuleError(f"The {owner.title} have sent their plan: play it before.",
                        rule=RULE[use])
    if use == "kwisatz" and not kwisatz.usable(state):
        raise RuleError("The Kwisatz Haderach cannot join an Atreides plan now.",
                        rule=RULE[use])
    if use in ("fedaykin", "sardaukar"):
        foe = b.defender if owner == b.aggressor else b.aggressor
        if not forces.starred_in(state, owner, b.territory):
            raise RuleError(f"The {owner.title} have no starred tokens in {b.territory}.",
                            rule=RULE[use])
        if use == "sardaukar" and foe == Faction.FREMEN:
            raise RuleError("Against the Fremen a Sardaukar is worth one already.",
                            rule="Pad, Emperor 1")


def _stopped(use: str) -> str:
    return {"kwisatz": "the Kwisatz Haderach joins no Atreides leader",
            "capture": "the Harkonnen capture no leader",
            "fedaykin": "the Fedaykin count one token each",
            "sardaukar": "the Sardaukar count one token each"}[use]


def _guild(state: ClassicState, faction: Faction, card: str, log: EventLog) -> None:
    """Pad B.6.A.6: the Guild move in their proper turn of the movement sequence."""
    mv = state.movement
    if state.phase != Phase.MOVEMENT or mv is None or not mv.guild_waits:
        raise RuleError("The Guild are not waiting to move out of turn now.",
                        rule=RULE["guild"], hint="Play it in the movement round, before "
                        "the Guild's place in the order comes.")
    movement.check_guild_in_turn(state)
    play(state, faction, card, log)
    log.public("karama", "Karama: the Guild must move in their proper turn of the movement "
               f"sequence ({RULE['guild']}).", faction=Faction.GUILD)
    movement.guild_in_turn(state, log)
