"""THE SPICE HARVEST (1984) as phases of the classic game: the five harvests (IV.4,
V.1-3, VI) and the placement after them (V.4-7), played between the set-up and the first
turn."""

from __future__ import annotations

from ..model.state import Phase
from ..phases import harvest, harvest_bid, harvest_report
from ..protocol import harvest_commands as c
from . import candidates_harvest, decisions_harvest
from .phase import PhaseSpec, Rule
from .table_placement import PLACEMENT

HARVEST = PhaseSpec(
    phase=Phase.HARVEST,
    begin=harvest.begin,
    step=harvest.advance,
    finished=harvest.finished,
    waits=decisions_harvest.harvest,
    candidates=candidates_harvest.harvest,
    rules=(
        Rule(c.Commit, harvest.commit, ("amount",), harvest.check_commit),
        Rule(c.Sell, harvest.sell, ("fee",), harvest.check_sell),
        Rule(c.Buy, harvest.buy, ("yes",), harvest.check_buy),
        Rule(c.Report, harvest_report.report, ("amount", "shares"),
             harvest_report.check_report),
        Rule(c.Vote, harvest_report.vote, ("yes",), harvest_report.check_vote),
        Rule(c.Look, harvest_report.look, ("faction",), harvest_report.check_look),
        Rule(c.BidAccess, harvest_bid.bid, ("amount",), harvest_bid.turn_of),
        Rule(c.PassAccess, harvest_bid.pass_, (), harvest_bid.turn_of),
        Rule(c.Peek, harvest_bid.peek, ("number",), harvest_bid.check_peek),
    ),
)


OPENING: tuple[PhaseSpec, ...] = (HARVEST, PLACEMENT)
"""The pre-game, in order (`rules.ClassicRules.opening`)."""
