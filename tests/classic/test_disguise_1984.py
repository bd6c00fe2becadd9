"""`disguise` with the 1984 expansions: each new secret is dealt anew for the seats that may
not know it (so the secrecy checks compare real alternatives), kept for the seats that
know it, and never changes what a seat is shown (its view and its sheet): non-interference,
secret by secret."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import ClassicState
from engine.rulesets.classic.protocol.harvest_commands import Commit
from engine.rulesets.classic.protocol.placement_commands import CommitTroops
from engine.rulesets.classic.protocol.ruleset import RULESET

from .arena_helpers import duel_game, give, kanly
from .conftest import Game
from .harvest_helpers import THREE, harvest_game, manager_seat, pay_tax, stack
from .placement_helpers import at_placement

A, H, E, F, B = (Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR, Faction.FREMEN,
                 Faction.BENE_GESSERIT)
TRIES = 30
Part = Callable[[ClassicState], object]


def disguises(state: ClassicState, seat: str | None) -> list[ClassicState]:
    """Many disguises of the state for one seat, each sound and each showing the seat
    exactly what the real state shows it."""
    out = []
    for i in range(TRIES):
        other = RULESET.disguise(state, seat, random.Random(i))
        assert RULESET.problems(other) == []
        assert RULESET.view(other, seat) == RULESET.view(state, seat)
        if seat is not None:
            assert RULESET.sheet(other, seat) == RULESET.sheet(state, seat)
        out.append(other)
    return out


def varies(state: ClassicState, seat: str | None, part: Part) -> bool:
    return any(part(other) != part(state) for other in disguises(state, seat))


def keeps(state: ClassicState, seat: str | None, part: Part) -> bool:
    return all(part(other) == part(state) for other in disguises(state, seat))


# -- THE SPICE HARVEST ---------------------------------------------------------------------------


def committed(game: Game, amounts: dict[str, int]) -> Game:
    """IV.4: the seats named commit their spice (by the command's own name)."""
    for seat, amount in amounts.items():
        game.do(f"{seat}: {Commit.name} {amount}")
    return game


def commit_all(game: Game, amounts: dict[str, int]) -> Game:
    """IV.4: every seat commits, 0 when not named; V.1.a: the Manager pays the tax."""
    committed(game, {p.seat: amounts.get(p.seat, 0) for p in game.state.players.values()})
    pay_tax(game)
    return game


def test_spice_committed_for_the_first_manager_is_the_committers_own():
    # IV.4: "secretly commits an amount of spice ... by hiding ... tokens in hand"
    state = committed(harvest_game(THREE), {"a": 3, "h": 5}).state
    mine = lambda s: s.harvest.commitments[A]  # noqa: E731
    assert keeps(state, "a", mine)
    assert varies(state, "h", mine)
    assert varies(state, "e", lambda s: s.harvest.commitments[H])
    assert keeps(state, "e", lambda s: sorted(s.harvest.commitments))  # who has: public


def reported(game: Game) -> Game:
    """Harkonnen Manager (most spice committed), a 10 drawn, reported as 10 with shares."""
    stack(game, 10)
    commit_all(game, {"h": 5})
    game.do("h: report 10 atreides 5, emperor 2+3")
    return game


def test_the_harvest_card_is_the_managers_until_the_meeting():
    # V.1.a: "you draw the top Harvest Card and secretly read the amount"
    game = harvest_game(THREE)
    stack(game, 10)
    commit_all(game, {"h": 5})
    assert manager_seat(game) == "h" and game.state.harvest.step == "report"
    drawn = lambda s: s.harvest.drawn  # noqa: E731
    assert keeps(game.state, "h", drawn)
    assert varies(game.state, "a", drawn)
    assert varies(game.state, None, drawn)
    assert all(0 not in other.harvest.drawn for other in disguises(game.state, "a"))


def test_share_cards_are_their_holders_and_the_managers():
    # V.1.b: "Players may look at their Share Cards but must keep their amount secret"
    state = reported(harvest_game(THREE)).state
    assert state.harvest.step == "vote"
    shares = lambda s: s.harvest.shares  # noqa: E731
    assert keeps(state, "h", shares)
    assert keeps(state, "a", lambda s: s.harvest.shares[A])
    assert varies(state, "a", lambda s: s.harvest.shares[E])
    assert keeps(state, "a", lambda s: {f: len(c) for f, c in s.harvest.shares.items()})
    assert keeps(state, None, lambda s: sum(map(sum, s.harvest.shares.values())))


def test_a_vote_is_face_down_until_all_have_voted():
    # V.2.a: "After all players have committed their Voting Cards, the cards are turned over"
    game = reported(harvest_game(THREE))
    game.do("a: vote no")
    vote = lambda s: s.harvest.votes[A]  # noqa: E731
    assert keeps(game.state, "a", vote)
    assert varies(game.state, "e", vote)
    assert varies(game.state, "h", vote)  # the Manager too


def bought(game: Game, shares: str = "atreides 5, emperor 2+3") -> Game:
    """The first Access card of the first Bid for Power bought by the first bidder, after
    the Harkonnen's honest report of a 10 and a yes from every voter."""
    stack(game, 10)
    commit_all(game, {"h": 5})
    game.do(f"h: report 10 {shares}")
    for player in list(game.state.players.values()):
        if player.seat != "h":
            game.do(f"{player.seat}: vote yes")
    auction = game.state.harvest.auction
    buyer = game.state.players[auction.turn].seat
    game.do(f"{buyer}: bid_access 1")
    while game.state.harvest.auction.index == 0:
        waiting = game.state.players[game.state.harvest.auction.turn].seat
        game.do(f"{waiting}: pass_access")
    return game


def test_access_cards_are_their_buyers_and_the_deck_is_face_down():
    # V.3.b: "you may look at them but must keep them secret"
    game = bought(harvest_game(THREE))
    h = game.state.harvest
    buyer = next(f for f, cards in h.access.items() if cards)
    other = next(p.seat for f, p in game.state.players.items() if f != buyer)
    cards = lambda s: s.harvest.access[buyer]  # noqa: E731
    assert keeps(game.state, game.state.players[buyer].seat, cards)
    assert varies(game.state, other, cards)
    assert varies(game.state, other, lambda s: s.harvest.access_deck)
    assert keeps(game.state, other, lambda s: {f: len(c) for f, c in s.harvest.access.items()})


def test_the_bene_gesserit_see_every_access_card_the_others_buy():
    # VI.2: "you may look at all of the Access Cards that other players buy"
    game = bought(harvest_game("a:atreides,h:harkonnen,e:emperor,b:bene_gesserit"),
                  "atreides 5, emperor 2+3, bene_gesserit 0")
    h = game.state.harvest
    assert any(h.access.values())
    others = lambda s: {f: c for f, c in s.harvest.access.items() if f != B}  # noqa: E731
    assert keeps(game.state, "b", others)
    for other in disguises(game.state, "h"):
        assert other.harvest.seen == {f: c for f, c in other.harvest.access.items()
                                      if f in h.seen}


CARDS = {"atreides": ["Arrakeen", "10 troops", "3 troops"],
         "harkonnen": ["Carthag", "7 troops", "5 troops"],
         "emperor": ["Tuek's Sietch", "8 troops"],
         "bene_gesserit": ["Sietch Tabr", "2 troops", "1 troops"]}


def test_access_cards_and_commitments_are_secret_until_the_read_out():
    # V.6.a: "Players place face down any Access Cards ... Next to each stronghold, they
    # place face down one or more troop cards"
    game = at_placement(CARDS)
    for player in list(game.state.players.values()):
        game.do(f"{player.seat}: done_trading")
    game.do(f"h: {CommitTroops.name} Carthag 7 5")
    state = game.state
    assert keeps(state, "h", lambda s: (s.placement.access[H], s.placement.commitments[H]))
    assert varies(state, "a", lambda s: s.placement.access[H])
    assert varies(state, "a", lambda s: s.placement.commitments[H])
    assert keeps(state, "a", lambda s: sorted(s.placement.commitments))
    for other in disguises(state, "a"):
        commitment = other.placement.commitments[H]
        assert set(commitment) <= set(other.placement.access[H])


# -- THE DUEL ------------------------------------------------------------------------------------


def test_dueling_cards_are_their_holders_and_the_deck_is_face_down():
    # IV.3: "Players must keep their Dueling Cards secret"
    game = duel_game()
    give(game, A, "Attack In", "Place Block")
    give(game, F, "Throwing Knife")
    hand = lambda s: s.dueling.hands[A]  # noqa: E731
    assert keeps(game.state, "a", hand)
    assert varies(game.state, "f", hand)
    assert varies(game.state, "f", lambda s: s.dueling.deck)
    assert keeps(game.state, "f", lambda s: {f: len(c) for f, c in s.dueling.hands.items()})


def test_a_leader_in_the_arena_is_face_down_until_revealed():
    # V.2: "the identity of each player's leader disc is kept secret"
    game = duel_game()
    kanly(game)
    game.do("a: duel_leader lady jessica")
    leader = lambda s: s.fight.leaders[A]  # noqa: E731
    assert keeps(game.state, "a", leader)
    assert varies(game.state, "f", leader)
    assert varies(game.state, "h", leader)


def test_backing_is_secret_until_both_fighters_chose_and_supporters_until_the_end():
    # V.2: backing set out; V.3: "Players place one of their leaders face down"
    game = duel_game()
    kanly(game)
    game.script("a: duel_leader lady jessica", "f: duel_leader stilgar", "a: duel_place O1",
                "f: duel_place O2", "a: duel_back 1")
    pledge = lambda s: s.fight.pledges[A]  # noqa: E731
    assert keeps(game.state, "a", pledge)
    assert varies(game.state, "f", pledge)
    game.script("f: duel_back 2", "h: second atreides piter")
    assert game.state.fight.step == "duel"
    leader = lambda s: s.fight.seconds[H].leader  # noqa: E731
    assert keeps(game.state, "h", leader)
    assert varies(game.state, "a", leader)
    assert keeps(game.state, "a", lambda s: s.fight.seconds[H].side)  # shown once all chose


def test_a_residual_poison_is_its_players_and_the_answer_its_targets():
    # VIII.4: "played face down"; a bluff "by playing a worthless card"
    game = duel_game()
    hand = game.state.players[A].hand
    deck = game.state.treachery_deck
    card = next(c for c in deck if c in ("Baliset", "Kull Wahad", "Jubba Cloak"))
    deck.remove(card)
    hand.append(card)
    game.do(f'a: poison fremen 2 card="{card}"')
    game.do("f: poisoned refuse")
    laid = lambda s: (s.poisons[0].card, s.poisons[0].victim)  # noqa: E731
    assert keeps(game.state, "a", laid)
    assert varies(game.state, "f", laid)
    assert varies(game.state, "h", laid)
    answer = lambda s: s.poisons[0].refuse  # noqa: E731
    assert keeps(game.state, "f", answer)
    assert varies(game.state, "a", answer)
