"""THE SPICE HARVEST's secrets, by non-interference: what a seat is shown (its view, the
decisions awaited, the status, its sheet) does not change when another seat's secret does:
the spice committed (IV.4), the Harvest card (V.1.a: the Manager's alone), the Share cards
(V.1.b: each player's own), the votes before they are turned over (V.2.a), the Access cards
bought (V.3.b). The bids are open (V.3.a)."""

from __future__ import annotations

from collections.abc import Callable

from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import ClassicState
from engine.rulesets.classic.protocol.ruleset import RULESET

from .harvest_helpers import commit_all, harvest_game, stack, vote_all

SHARES = "report 10 harkonnen 2, emperor 2, guild 3, fremen 2, bene_gesserit 1"


def shown(state: ClassicState, seat: str) -> str:
    """Everything the seat reads of this position, as one text."""
    decisions = [(d.seat, d.kind, d.key, say(d.prompt)) for d in RULESET.pending(state)]
    sheet = RULESET.sheet(state, seat)
    status = RULESET.status(state)
    return repr((RULESET.view(state, seat), decisions, say(status.line), say(status.block),
                 [say(line) for s in sheet.sections for line in s.lines]))


def unmoved(state: ClassicState, seat: str, change: Callable[[ClassicState], None]) -> bool:
    other = state.model_copy(deep=True)
    change(other)
    return shown(other, seat) == shown(state, seat)


def reporting():
    """The Atreides, Manager, have drawn a 10 and not reported yet."""
    game = harvest_game()
    stack(game, 10)
    commit_all(game, {"a": 2, "h": 1})
    game.do("g: sell 0")
    return game


def test_commitments_are_hidden_until_all_have_committed():
    game = harvest_game()
    game.do("a: commit 4")
    state = game.state

    def more(s: ClassicState) -> None:
        s.harvest.commitments[Faction.ATREIDES] = 6
        s.players[Faction.ATREIDES].spice = 4

    assert all(unmoved(state, seat, more) for seat in "hegfb")
    assert not unmoved(state, "a", more)


def test_the_harvest_card_is_the_managers_alone():
    state = reporting().state

    def other_card(s: ClassicState) -> None:
        s.harvest.drawn = [40]

    assert all(unmoved(state, seat, other_card) for seat in "hegfb")
    assert not unmoved(state, "a", other_card)


def test_each_players_shares_are_their_own():
    game = reporting()
    game.do("a: " + SHARES)
    state = game.state

    def other_shares(s: ClassicState) -> None:
        s.harvest.shares[Faction.GUILD] = [1, 2]

    assert all(unmoved(state, seat, other_shares) for seat in "hefb")
    assert not unmoved(state, "g", other_shares)
    assert not unmoved(state, "a", other_shares)  # the Manager dealt them


def test_the_atreides_see_the_shares_they_looked_at():
    game = reporting()
    game.state.harvest.manager = Faction.HARKONNEN
    game.do("h: report 10 atreides 2, emperor 2, guild 3, fremen 2, bene_gesserit 1")
    game.do("a: look guild")
    state = game.state

    def other_shares(s: ClassicState) -> None:
        s.harvest.shares[Faction.GUILD] = [1, 2]

    assert not unmoved(state, "a", other_shares)
    assert unmoved(state, "e", other_shares)


def test_votes_are_hidden_until_turned_over():
    game = reporting()
    game.do("a: " + SHARES)
    game.do("h: vote no")
    state = game.state

    def other_vote(s: ClassicState) -> None:
        s.harvest.votes[Faction.HARKONNEN] = True

    assert all(unmoved(state, seat, other_vote) for seat in "aegfb")
    assert not unmoved(state, "h", other_vote)


def test_access_cards_bought_are_secret_but_to_the_bene_gesserit():
    game = reporting()
    game.do("a: " + SHARES)
    vote_all(game, yes={"h", "e", "g", "f", "b"})
    turn = game.state.harvest.auction.turn
    game.do(f"{game.state.players[turn].seat}: bid_access 1")
    while game.state.harvest.auction.index == 0:
        now = game.state.harvest.auction.turn
        game.do(f"{game.state.players[now].seat}: pass_access")
    state = game.state
    assert state.harvest.access == {turn: [state.harvest.auction.cards[0]]}

    def other_card(s: ClassicState) -> None:
        s.harvest.access[turn] = ["Carthag" if s.harvest.access[turn] != ["Carthag"]
                                  else "Arrakeen"]
        s.harvest.seen[turn] = list(s.harvest.access[turn])

    onlookers = [p.seat for f, p in state.players.items()
                 if f not in (turn, Faction.BENE_GESSERIT)]
    assert all(unmoved(state, seat, other_card) for seat in onlookers)
    assert not unmoved(state, state.players[turn].seat, other_card)
    assert not unmoved(state, "b", other_card)


def test_the_order_of_the_access_deck_is_nobodys():
    game = reporting()
    state = game.state

    def shuffled(s: ClassicState) -> None:
        s.harvest.access_deck.reverse()
        s.harvest.harvest_deck.reverse()

    assert all(unmoved(state, seat, shuffled) for seat in "ahegfb")
