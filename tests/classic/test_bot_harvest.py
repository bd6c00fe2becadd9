"""Judgement tests of the classic bot in THE SPICE HARVEST's pre-game (1984): it spends
within a budget, keeps honest, and backs its stronghold cards, from what its seat sees."""

from __future__ import annotations

from typing import Any

from engine.core import Command, Decision
from engine.core.ruleset import Seen
from engine.rulesets.classic.bot import harvest
from engine.rulesets.classic.bot.position import Position
from engine.rulesets.classic.protocol.harvest_commands import (
    BidAccess,
    Commit,
    PassAccess,
    Vote,
)
from engine.rulesets.classic.protocol.placement_commands import CommitTroops

FACTIONS = ("atreides", "harkonnen", "emperor", "guild")


def _seen(legal: list[Command], kind: str, spice: int = 10, private: dict | None = None,
          **harvest_view: Any) -> Seen:
    view = {"public": {"turn": 0, "players": {f: {"reserves": 20} for f in FACTIONS},
                       "harvest": {"round": 1, **harvest_view}},
            "private": {"spice": spice, "hand": [], **(private or {})}}
    decision = Decision(seat="a", kind=kind, prompt="", default={})
    return Seen(seat="a", side="atreides", turn=0, view=view, legal=tuple(legal),
                decisions=(decision,), waiting=(decision,), history=(), seats={})


def _answer(answer, seen: Seen) -> Command | None:
    return answer(seen, Position.of(seen))


def test_it_commits_nothing_for_the_post():
    # IV.4: the spice committed is paid to a rival; an honest Manager keeps 3 a harvest
    seen = _seen([Commit(amount=0), Commit(amount=5), Commit(amount=10)], "commit")
    assert _answer(harvest.commit, seen) == Commit(amount=0)


def test_it_does_not_bid_beyond_its_budget():
    # V.3.a, V.5: 10 spice over the 4 cards of this bid and 4 of each of the 4 rounds after
    # it: about 2 spice a card is its fair part; leftover spice goes back to the box
    legal = [PassAccess(), BidAccess(amount=2), BidAccess(amount=4), BidAccess(amount=10)]
    cheap = _seen(legal, "bid_access", auction={"cards": 4, "index": 0, "high_bid": 1})
    assert _answer(harvest.bid_access, cheap) == BidAccess(amount=2)
    legal = [PassAccess(), BidAccess(amount=6), BidAccess(amount=8), BidAccess(amount=10)]
    dear = _seen(legal, "bid_access", auction={"cards": 4, "index": 0, "high_bid": 5})
    assert _answer(harvest.bid_access, dear) == PassAccess()


def test_in_the_last_bid_it_spends_what_is_left():
    # V.5: the spice left after the fifth Bid for Power is worth nothing
    legal = [PassAccess(), BidAccess(amount=9), BidAccess(amount=10)]
    seen = _seen(legal, "bid_access", round=5, auction={"cards": 4, "index": 3, "high_bid": 8})
    assert _answer(harvest.bid_access, seen) == BidAccess(amount=9)


def test_it_votes_down_a_share_far_short_of_the_announcement():
    # V.2.a: shares that do not add up to the announcement make a dishonest report
    legal = [Vote(yes=True), Vote(yes=False)]
    fair = _seen(legal, "vote", announced=12, private={"shares": [4]})
    assert _answer(harvest.vote, fair) == Vote(yes=True)
    short = _seen(legal, "vote", announced=12, private={"shares": [1]})
    assert _answer(harvest.vote, short) == Vote(yes=False)


def test_it_backs_every_stronghold_card_it_holds():
    # V.6.a, IV: a stronghold held at the start counts toward the win
    legal = [CommitTroops(plan="nothing"), CommitTroops(plan="Arrakeen 5 3"),
             CommitTroops(plan="Arrakeen 5, Carthag 3")]
    seen = _seen(legal, "commit_troops")
    assert _answer(harvest.commit_troops, seen) == CommitTroops(plan="Arrakeen 5, Carthag 3")
