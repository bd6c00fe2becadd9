"""`disguise`: every secret a seat may not know is dealt anew, and nothing else changes.

The conformance suite (tests/conformance) compares what each seat is shown in the real and
the disguised state; these tests say the disguise is thorough (each secret does change)
and sound (the seat's own secrets, and what the table or the seat has seen, stay)."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.rulesets.classic.data import LEADERS, Faction
from engine.rulesets.classic.model.state import ClassicState, Phase
from engine.rulesets.classic.phases.bidding import can_bid
from engine.rulesets.classic.protocol.ruleset import RULESET

from .conftest import Game
from .helpers import before_the_reveal, end_movement, to_movement_round, to_turn_storm

A, H, E, B = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR, Faction.BENE_GESSERIT
TRIO = "a:atreides,h:harkonnen,e:emperor"
TRIES = 30


def disguises(state: ClassicState, seat: str | None) -> list[ClassicState]:
    """Many disguises of the state for one seat, each sound."""
    out = []
    for i in range(TRIES):
        other = RULESET.disguise(state, seat, random.Random(i))
        assert RULESET.problems(other) == []
        out.append(other)
    return out


def varies(state: ClassicState, seat: str | None, part: Callable[[ClassicState], object]) -> bool:
    """Some disguise for `seat` changes `part` of the state."""
    return any(part(other) != part(state) for other in disguises(state, seat))


def keeps(state: ClassicState, seat: str | None, part: Callable[[ClassicState], object]) -> bool:
    """Every disguise for `seat` keeps `part` of the state."""
    return all(part(other) == part(state) for other in disguises(state, seat))


def test_a_seat_keeps_its_hand_and_traitor_draw_and_the_others_are_dealt_anew(game):
    # III.E.2, III.E.6: the cards dealt and the leaders drawn are secret
    state = game.state
    mine = lambda s: (s.players[A].hand, s.players[A].traitor_draw)  # noqa: E731
    assert keeps(state, "a", mine)
    assert varies(state, None, mine)
    for faction in state.players:
        if faction != A:
            assert varies(state, "a", lambda s, f=faction: s.players[f].hand
                          + s.players[f].traitor_draw + s.players[f].traitors)
    assert keeps(state, "a", lambda s: {f: len(p.hand) for f, p in s.players.items()})
    assert varies(state, "a", lambda s: s.treachery_deck)
    assert varies(state, "a", lambda s: s.spice_deck)


def test_the_public_table_is_never_changed(game):
    to_movement_round(game)
    public = lambda s: (s.forces, s.spice, s.storm, s.treachery_discard, s.spice_discard,  # noqa: E731
                        s.alliances, s.turn, s.phase, s.movement,
                        {f: (p.reserves, p.tanks, p.leaders_in_tanks)
                         for f, p in s.players.items()})
    for seat in ("a", "h", None):
        assert keeps(game.state, seat, public)


def test_traitors_are_dealt_from_leaders_in_the_game_one_holder_each(make_game):
    # III.E.2: each leader in one player's pay at most; never one's own leader; the
    # Harkonnen may hold up to four, any other one
    game = make_game(seed=3)
    game.do("mod: force")
    for other in disguises(game.state, "h"):
        held = [n for p in other.players.values() for n in p.traitors]
        assert len(held) == len(set(held))
        for faction, player in other.players.items():
            assert all(LEADERS[n].faction != faction for n in player.traitors)
            assert len(player.traitors) <= (4 if faction == H else 1)
        assert other.players[H].traitors == game.state.players[H].traitors


def test_the_prediction_is_kept_for_the_bene_gesserit_only(game):
    # Bene Gesserit shield: a secret prediction of the winner and the turn
    game.do("b: predict atreides 5")
    state = game.state
    assert keeps(state, "b", lambda s: s.prediction)
    assert varies(state, "a", lambda s: s.prediction)
    for other in disguises(state, None):
        assert other.prediction.faction in state.players and other.prediction.faction != B
        assert 1 <= other.prediction.turn <= state.options.max_turns


def test_a_storm_dial_is_dealt_anew_within_the_range_but_for_its_dialer(make_game):
    # VI.A: the dials are secret until revealed together; 0-20 on the first turn
    game = make_game(TRIO, seed=2)
    to_turn_storm(game, 1)
    first = game.state.storm_dialers[0]
    game.do(f"{game.state.players[first].seat}: dial 7")
    assert keeps(game.state, game.state.players[first].seat, lambda s: s.storm_dials)
    assert varies(game.state, None, lambda s: s.storm_dials)
    for other in disguises(game.state, None):
        assert list(other.storm_dials) == [first] and 0 <= other.storm_dials[first] <= 20


def bidding(game: Game) -> Game:
    to_turn_storm(game, 1)
    dialers = [game.state.players[f].seat for f in game.state.storm_dialers]
    game.do(f"{dialers[0]}: dial 0")
    game.do(f"{dialers[1]}: dial 1")
    assert game.state.phase == Phase.BIDDING
    return game


def test_the_atreides_keep_the_card_up_for_bid_they_see(game):
    # Atreides shield: they see each card as it comes up for bid; nobody else does
    state = bidding(game).state
    up = lambda s: s.bidding.cards[s.bidding.index]  # noqa: E731
    assert keeps(state, "a", up)
    assert varies(state, "h", up)


def test_standing_bids_are_dealt_anew_but_the_seats_own_and_never_the_awaited_bidder(game):
    # asynchronous play: standing instructions are secret
    state = bidding(game).state
    b = state.bidding
    mine = next(f for f in state.players if f != b.turn and can_bid(state, f))
    game.do(f"{state.players[mine].seat}: auto 3")
    state = game.state
    assert keeps(state, state.players[mine].seat, lambda s: s.bidding.standing.get(mine))
    assert varies(state, None, lambda s: s.bidding.standing)
    assert all(other.bidding.turn not in other.bidding.standing
               for other in disguises(state, None))


def test_spice_behind_other_shields_is_dealt_anew_and_the_bank_balances(make_game):
    # XIII.B: "All reserves and spice should be kept in the pocket of the shield."
    game = make_game(TRIO, seed=2)
    to_movement_round(game)
    assert keeps(game.state, "h", lambda s: s.players[H].spice)
    assert varies(game.state, "h", lambda s: s.players[A].spice)


def test_with_open_spice_every_shield_keeps_its_spice(make_game):
    # XIII.A: a table may agree to play with the spice open
    from .test_shield import open_spice_game

    game = open_spice_game()
    to_movement_round(game)
    assert keeps(game.state, None, lambda s: {f: p.spice for f, p in s.players.items()})


def test_the_atreides_keep_the_top_spice_card_they_see_in_the_movement_round(make_game):
    # Atreides shield: prescience of the next spice blow
    game = make_game(TRIO, seed=2)
    to_movement_round(game)
    top = lambda s: s.spice_deck[-1]  # noqa: E731
    assert keeps(game.state, "a", top)
    assert varies(game.state, "h", top)


def battle(game: Game, element: str) -> Game:
    """Atreides against Harkonnen in Carthag; the Atreides foresee `element` of the
    Harkonnen plan, which is sent first."""
    to_movement_round(game)
    game.do("mod: set_tokens atreides 5 carthag")
    end_movement(game)
    game.do(f"a: prescience {element}")
    game.do("h: plan 4 umman kudu")
    return game


def test_an_unrevealed_plan_is_dealt_anew_but_the_element_prescience_showed(make_game):
    # X.B: plans are secret until both are in; Q&A 6: the foreseen element is seen
    state = battle(make_game(TRIO, seed=2), "dial").state
    plan = lambda s: s.battles.current.plans[H]  # noqa: E731
    assert keeps(state, "a", lambda s: plan(s).dial)
    assert varies(state, "a", lambda s: plan(s).leader)
    assert varies(state, "e", lambda s: plan(s).dial)
    assert keeps(state, "h", plan)
    for other in disguises(state, "e"):
        cards = [c for c in (plan(other).weapon, plan(other).defense) if c]
        assert all(c in other.players[H].hand for c in cards)


def test_revealed_plans_and_the_cards_they_played_stay(make_game):
    # X.B.4: the plans are revealed together
    game = battle(make_game(TRIO, seed=2), "none")
    game.do("a: plan 3 thufir hawat")
    state = game.state
    assert state.battles.current.revealed
    assert keeps(state, None, lambda s: s.battles.current.plans)


def test_a_traitor_call_in_the_window_fits_the_traitors_dealt():
    # X.D.1: only the holder of the leader faced may call
    game = before_the_reveal(thufir=H, kudu=None)
    game.do("h: plan 4 umman kudu")
    game.do("h: call_traitor yes")
    state = game.state
    assert varies(state, "a", lambda s: s.battles.current.traitor_calls[H])
    for other in disguises(state, "a"):
        if other.battles.current.traitor_calls[H]:
            assert "Thufir Hawat" in other.players[H].traitors
    assert keeps(state, "h", lambda s: s.battles.current.traitor_calls)
