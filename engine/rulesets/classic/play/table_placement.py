"""THE SPICE HARVEST's end of the pre-game as a phase (V.4-7, VI.2): trades, spice back to
the reserves, secret commitments, the strongholds read out, and the Bene Gesserit's
prediction. `table_harvest.OPENING` plays it after the harvests."""

from __future__ import annotations

from engine.core import Command, Decision, EventLog
from engine.core.words import T

from ..data import Faction
from ..model.state import ClassicState, Phase
from ..phases import access, placement, placement_trades
from ..protocol import commands as c
from ..protocol import placement_commands as pc
from .phase import PhaseSpec, Rule


def _reveal(state: ClassicState, log: EventLog) -> bool:
    """V.6.c: once every player has committed, the strongholds are read out."""
    if not placement.ready_to_reveal(state):
        return False
    placement.reveal(state, log)
    return True


def waits(state: ClassicState) -> list[Decision]:
    """Trading, then committing (secret), then the prediction: each with a default that
    ends it without a trade, a commitment or a secret told."""
    p = state.placement
    if p is None:
        return []
    seat = {f: pl.seat for f, pl in state.players.items()}
    if p.trading:
        return [Decision(seat=seat[f], kind="trade", prompt=T("classic-placement-prompt-trade"),
                         default={"name": "done_trading"}, ui="text") for f in p.trading]
    if not p.revealed:
        return [Decision(seat=seat[f], kind="commit_troops", secret=True,
                         prompt=T("classic-placement-prompt-commit"),
                         default={"name": "commit_troops", "plan": "nothing"}, ui="text")
                for f in state.players if f not in p.commitments]
    if placement.predicting(state):
        other = next(f for f in state.players if f != Faction.BENE_GESSERIT)
        return [Decision(seat=seat[Faction.BENE_GESSERIT], kind="predict", secret=True,
                         prompt=T("classic-ask-prediction"),
                         default={"name": "predict", "faction": other.value,
                                  "turn": state.options.max_turns})]
    return []


def candidates(state: ClassicState, faction: Faction) -> list[Command]:
    """Representative trades (made of the faction's own cards and the answers to offers it
    may accept), commitments, predictions."""
    p = state.placement
    if p is None:
        return []
    if p.trading:
        return _trades(state, faction)
    if not p.revealed:
        return [pc.CommitTroops(plan=plan) for plan in _plans(state, p.access[faction])]
    if faction != Faction.BENE_GESSERIT:
        return []
    return [c.Predict(faction=f.value, turn=t) for f in state.players if f != faction
            for t in sorted({1, state.options.max_turns})]


def _trades(state: ClassicState, faction: Faction) -> list[Command]:
    p = state.placement
    assert p is not None
    hand = p.access[faction]
    out: list[Command] = [pc.DoneTrading()]
    for o in p.offers:
        if o.partner == faction:
            out.append(pc.Decline(proposer=o.proposer.value))
            if access.holds(hand, o.takes):
                out.append(pc.Accept(proposer=o.proposer.value))
    if hand:
        asked = ("5 troops", "Arrakeen")  # guesses: the other's hand is not known
        out += [pc.Offer(to=f.value, cards=f"{show}{hand[i]} for {want}")
                for f in p.trading if f != faction
                for i, want, show in ((0, asked[0], "shown "), (-1, asked[1], ""))]
    return out


def _plans(state: ClassicState, hand: list[str]) -> list[str]:
    """Nothing; all troops (to 20) behind the first stronghold card; the troop cards dealt
    round the stronghold cards."""
    held = [s for s in placement.read_out_order(state.options) if s in hand]
    values = [n for n in (access.troops(card) for card in hand) if n is not None]
    plans = ["nothing"]
    if not held or not values:
        return plans
    for spread in (held[:1], held):
        chosen: dict[str, list[int]] = {}
        total = 0
        for i, n in enumerate(values):
            if total + n <= placement.TROOP_CAP:
                chosen.setdefault(spread[i % len(spread)], []).append(n)
                total += n
        plans.append(", ".join(f"{s} {' '.join(map(str, v))}" for s, v in chosen.items()))
    return plans


PLACEMENT = PhaseSpec(
    phase=Phase.PLACEMENT,
    begin=placement.begin,
    step=_reveal,
    finished=placement.finished,
    end=placement.end,
    waits=waits,
    candidates=candidates,
    rules=(
        Rule(pc.Offer, placement_trades.offer, ("to", "cards"), placement_trades.check_trading),
        Rule(pc.Accept, placement_trades.accept, ("proposer",),
             placement_trades.check_trading),
        Rule(pc.Decline, placement_trades.decline, ("proposer",),
             placement_trades.check_trading),
        Rule(pc.DoneTrading, placement_trades.done, (), placement_trades.check_trading),
        Rule(pc.CommitTroops, placement.commit, ("plan",), placement.check_commit),
    ),
)
