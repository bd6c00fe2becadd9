"""Whom THE SPICE HARVEST waits for, and what a deadline plays (`decisions.py` for the
main game). Every default keeps the pre-game going and tells nothing: no spice committed,
no offer, no extra card, the truthful report (its card is shown at the meeting anyway), a
yes vote, a pass."""

from __future__ import annotations

from engine.core import Decision
from engine.core.ruleset import Raise
from engine.core.words import T

from ..data import Faction
from ..data.words import faction_word
from ..model.harvest import Harvest
from ..model.state import ClassicState, Phase
from ..phases import harvest_report
from ..phases.harvest_common import others


def harvest(state: ClassicState) -> list[Decision]:
    h = state.harvest
    if state.phase != Phase.HARVEST or h is None:
        return []
    seat = {f: p.seat for f, p in state.players.items()}
    key = f"harvest {h.round}"
    if h.step == "commit":
        return [Decision(seat=seat[f], kind="commit", secret=True, key=key,
                         prompt=T("classic-harvest-prompt-commit"),
                         default={"name": "commit", "amount": 0})
                for f in state.players if f not in h.commitments]
    if h.manager is None:
        return []
    if h.step == "offer":
        return [Decision(seat=seat[Faction.GUILD], kind="sell", key=key,
                         prompt=T("classic-harvest-prompt-sell",
                                  manager=faction_word(h.manager)),
                         default={"name": "sell", "fee": 0})]
    if h.step == "extra":
        return [Decision(seat=seat[h.manager], kind="buy", key=key,
                         prompt=T("classic-harvest-prompt-buy", fee=h.fee),
                         default={"name": "buy", "yes": False})]
    if h.step == "report":
        return [Decision(seat=seat[h.manager], kind="report", secret=True, key=key, ui="text",
                         prompt=T("classic-harvest-prompt-report",
                                  usage=harvest_report.usage(state, h.manager)),
                         default=harvest_report.default_report(state, h))]
    if h.step == "vote":
        return [Decision(seat=seat[f], kind="vote", secret=True, key=key,
                         prompt=T("classic-harvest-prompt-vote", count=h.announced or 0),
                         default={"name": "vote", "yes": True})
                for f in others(state, h.manager) if f not in h.votes]
    return _auction(state, h, seat, key)


def _auction(state: ClassicState, h: Harvest, seat: dict[Faction, str],
             key: str) -> list[Decision]:
    a = h.auction
    if h.step != "bid" or a is None or a.turn is None:
        return []
    return [Decision(seat=seat[a.turn], kind="bid_access",
                     prompt=T("classic-harvest-prompt-bid", index=a.index + 1, bid=a.high_bid),
                     default={"name": "pass_access"}, ui="raise",
                     key=f"{key}, access {a.index + 1}",
                     raise_=Raise(command="bid_access", amount="amount", base=a.high_bid,
                                  pass_command="pass_access"))]
