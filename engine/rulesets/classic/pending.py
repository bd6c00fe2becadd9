"""Who the game waits for, and what happens by default (DESIGN.md step 5, deadlines)."""

from __future__ import annotations

from engine.core import MODERATOR_SEAT, Decision

from .data import FREMEN_HOME, LEADERS, Faction
from .phases import movement, setup, storm
from .state import ClassicState, Phase


def pending(state: ClassicState) -> list[Decision]:
    seat = {f: p.seat for f, p in state.players.items()}
    phase = state.phase
    if phase == Phase.SETUP:
        return [
            Decision(seat=seat[f], kind=kind, prompt=prompt, secret=kind != "place",
                     default=_setup_default(state, f, kind))
            for f, kind, prompt in setup.waiting(state)
        ]
    if phase == Phase.STORM:
        span = storm.dial_range(state)
        low, high = span.start, span.stop - 1
        return [
            Decision(seat=seat[f], kind="dial", secret=True,
                     prompt=f"Dial the storm in secret: `dial N`, {low} to {high}.",
                     default={"name": "dial", "number": low})
            for f in storm.waiting(state)
        ]
    if phase == Phase.SPICE_BLOW and state.worm_ride:
        return [Decision(seat=seat[Faction.FREMEN], kind="ride",
                         prompt="Ride the worm: `ride <territory> [sector]` or `ride` to stay.",
                         default={"name": "ride"})]
    if phase == Phase.BIDDING and state.bidding and state.bidding.turn:
        b = state.bidding
        return [Decision(seat=seat[b.turn], kind="bid",
                         prompt=f"Card {b.index + 1}: bid more than {b.high_bid} or pass.",
                         default={"name": "pass"})]
    if phase == Phase.REVIVAL:
        return [
            Decision(seat=seat[f], kind="revive",
                     prompt=f"Revive up to {n} more token(s) at 2 spice each: `revive N`.",
                     default={"name": "revive", "count": 0})
            for f, n in state.revival.items()
        ]
    if phase == Phase.MOVEMENT and state.movement:
        if state.movement.advisor_for:
            return [Decision(seat=seat[Faction.BENE_GESSERIT], kind="advise",
                             prompt="Send a spiritual advisor to the Polar Sink?",
                             default={"name": "advise", "send": False})]
        now = movement.current(state)
        if now:
            return [Decision(seat=seat[now], kind="move",
                             prompt="Ship, move, then `done`.", default={"name": "done"})]
    if phase == Phase.BATTLE and state.battle_hold:
        return [Decision(seat=MODERATOR_SEAT, kind="battles",
                         prompt="Resolve the battles in " + ", ".join(state.battle_hold)
                         + ", then `force`.", default={"name": "force"})]
    return []


def _setup_default(state: ClassicState, faction: Faction, kind: str) -> dict:
    player = state.players[faction]
    if kind == "traitor":
        foes = [n for n in player.traitor_draw if LEADERS[n].faction != faction]
        return {"name": "traitor", "leader": foes[0]}
    if kind == "predict":
        other = next(f for f in state.players if f != faction)
        return {"name": "predict", "faction": other.value, "turn": state.options.max_turns}
    return {"name": "place", "count": state.fremen_to_place, "territory": FREMEN_HOME[0]}
