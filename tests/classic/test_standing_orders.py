"""Standing orders for asynchronous play (engine/rulesets/classic/phases/orders.py): a seat
answers once, in advance, a question the game asks again and again: the traitor window of
every battle (X.D.1), the Bene Gesserit's advisor after every shipment (Bene Gesserit
shield), the Guild's `move_now` before every move (XV, pad Guild 1).

Each order has a SECRECY PAIR: two games alike but that in one the seat types its answers
and in the other its standing order gives them; everything public (the events, the board,
the status, the public view, whom the game waits for) is byte-identical, so nothing tells
an order from a quick player."""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Session
from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import ClassicState, Phase
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import random_origin

from .conftest import Game
from .helpers import before_the_reveal, to_movement_round
from .option_game import advantaged
from .test_alliance_powers import allied, battle_in
from .test_coexist import coexisting, move_turn_to
from .test_coexist import to_movement as coexist_to_movement

A, H, E, G, BG = (Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR, Faction.GUILD,
                  Faction.BENE_GESSERIT)


class Recorded(Game):
    """A game that keeps every public event of every command played."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.public: list[dict] = []

    def do(self, line: str) -> list[Event]:
        events = super().do(line)
        self.public += [{**e.model_dump(), "text": say(e.text)} for e in events if e.is_public]
        return events


def shown_to_all(game: Game) -> dict[str, Any]:
    """Everything public of a game now, and every public event it has posted."""
    state = game.state
    board = RULESET.board(state)
    return {
        "events": getattr(game, "public", None),
        "board": (board.messages, board.key),
        "status": RULESET.status(state).model_dump(),
        "view": RULESET.view(state, None),
        "waiting": [d.model_dump(exclude={"default"}) for d in RULESET.pending(state)],
    }


def waiting(state: ClassicState) -> list[tuple[str, str]]:
    return [(d.seat, d.kind) for d in RULESET.pending(state)]


def recorded_before_the_reveal(thufir: Faction | None, kudu: Faction | None) -> Recorded:
    """`before_the_reveal`, recording public events from the reveal on."""
    game = before_the_reveal(thufir, kudu)
    recorded = Recorded.__new__(Recorded)
    recorded.__dict__.update(game.__dict__)
    recorded.public = []
    return recorded


# -- the traitor window (X.D.1) ------------------------------------------------------------


def test_auto_call_answers_the_traitor_question_at_once_yes_for_a_traitor_in_pay():
    # X.D.1: "he immediately calls out 'treachery'": the Harkonnen hold Thufir Hawat, and
    # both sides' standing orders answer as soon as the plans are revealed
    game = before_the_reveal(H, None)
    game.do("h: auto call")
    game.do("a: auto call")
    events = game.do("h: plan 4 umman kudu")
    assert not [d for d in RULESET.pending(game.state) if d.kind == "call_traitor"]
    answers = {e.audience: say(e.text) for e in events if e.kind == "traitor_answer"}
    assert answers == {"seat:a": "You answer: no call.", "seat:h": "You answer: call."}
    assert any(e.is_public and "Treachery! Harkonnen reveal Thufir Hawat" in say(e.text)
               for e in events)
    assert "Thufir Hawat" in game.state.players[A].leaders_in_tanks  # X.D.1


def test_auto_call_says_no_when_no_traitor_and_waits_for_the_other_side():
    # X.D.1, Q&A 7: nobody holds a traitor; the order answers no, the other side is asked
    game = before_the_reveal(None, None)
    game.do("a: auto call")
    game.do("h: plan 4 umman kudu")
    assert waiting(game.state) == [("h", "call_traitor")]
    game.do("h: call_traitor no")
    assert game.state.forces["Carthag"][10] == {A: 2}  # fought out, no traitor


def test_auto_call_given_while_asked_answers_at_once():
    # X.D.1: an order given while the question is open answers it in the same command
    game = before_the_reveal(None, H)
    game.do("h: plan 4 umman kudu")
    game.do("h: auto call")
    assert waiting(game.state) == [("a", "call_traitor")]


def test_auto_call_off_leaves_the_questions_to_the_seat():
    game = before_the_reveal(H, None)
    game.do("h: auto call")
    game.do("h: auto call off")
    game.do("h: plan 4 umman kudu")
    assert ("h", "call_traitor") in waiting(game.state)


def test_auto_call_reveals_a_harkonnen_traitor_in_an_allys_battle(game):
    # XII.E.6, Harkonnen shield: a traitor in their pay is revealed in an ally's battle;
    # the Harkonnen's standing order calls it, the sides' orders answer no
    allied(game, ("harkonnen", "emperor"))
    battle_in(game, "Arrakeen", "mod: set_tokens emperor 5 arrakeen")
    game.state.players[H].traitors = ["Duncan Idaho"]
    game.do("a: prescience none")
    for seat in "aeh":
        game.do(f"{seat}: auto call")
    game.do("e: plan 1 bashar")
    events = game.do("a: plan 5 duncan idaho")
    assert any(e.is_public and "for their ally Emperor" in say(e.text) for e in events)
    assert game.state.forces["Arrakeen"][9] == {E: 5}
    assert "Duncan Idaho" in game.state.players[A].leaders_in_tanks


def test_secrecy_pair_auto_call_shows_in_public_as_typed_answers():
    # X.D.1, Q&A 7: typed answers and standing orders look the same to everyone, whoever
    # holds the leaders
    for thufir, kudu in ((None, None), (H, None), (None, A), (H, A)):
        typed = recorded_before_the_reveal(thufir, kudu)
        typed.do("h: plan 4 umman kudu")
        callers = {"h"} if thufir else set()
        callers |= {"a"} if kudu else set()
        for d in RULESET.pending(typed.state):
            typed.do(f"{d.seat}: call_traitor {'yes' if d.seat in callers else 'no'}")
        ordered = recorded_before_the_reveal(thufir, kudu)
        ordered.do("a: auto call")
        ordered.do("h: auto call")
        ordered.do("h: plan 4 umman kudu")
        assert shown_to_all(typed) == shown_to_all(ordered), (thufir, kudu)


# -- the Bene Gesserit's advisor (Bene Gesserit shield) ----------------------------------


BG_SEATS = "a:atreides,h:harkonnen,b:bene_gesserit"


def first_shipment(game: Game) -> None:
    """Turn 1's movement round: the first mover (not the Bene Gesserit) ships."""
    to_movement_round(game)
    mover = game.state.movement.order[0]
    assert mover != BG
    game.do(f"{game.state.players[mover].seat}: ship 1 polar sink")


def test_auto_advise_yes_sends_an_advisor_after_each_shipment():
    # Bene Gesserit shield: one token free to the Polar Sink after another's shipment
    game = Recorded(BG_SEATS, seed=3)
    game.do("b: auto advise yes")
    reserves = game.state.players[BG].reserves
    first_shipment(game)
    assert game.state.players[BG].reserves == reserves - 1
    assert "The Bene Gesserit send a spiritual advisor to the Polar Sink." in [
        e["text"] for e in game.public]
    assert ("b", "advise") not in waiting(game.state)


def test_secrecy_pair_auto_advise_shows_in_public_as_typed_answers():
    # Bene Gesserit shield: the standing answer, yes or no, is the typed one in public
    for answer in ("yes", "no"):
        typed = Recorded(BG_SEATS, seed=3)
        first_shipment(typed)
        assert waiting(typed.state) == [("b", "advise")]
        typed.do(f"b: advise {answer}")
        ordered = Recorded(BG_SEATS, seed=3)
        ordered.do(f"b: auto advise {answer}")
        first_shipment(ordered)
        assert shown_to_all(typed) == shown_to_all(ordered), answer


def test_auto_advise_off_asks_again():
    game = Game(BG_SEATS, seed=3)
    game.do("b: auto advise no")
    game.do("b: auto advise off")
    first_shipment(game)
    assert waiting(game.state) == [("b", "advise")]


# -- the Guild's move (XV, pad Guild 1) ----------------------------------------------------


GUILD_SEATS = "a:atreides,h:harkonnen,g:guild"


def play_the_moves(game: Game, *, typed: bool) -> None:
    """Every other player ends its move; the Guild answer `move_now no` if `typed`."""
    while game.state.phase == Phase.MOVEMENT and not (
            game.state.movement.order[game.state.movement.current] == G
            and not game.state.movement.guild_asked):
        if game.state.movement.guild_asked:
            assert typed, "a standing order should have answered"
            game.do("g: move_now no")
            continue
        now = game.state.movement.order[game.state.movement.current]
        game.do(f"{game.state.players[now].seat}: done")


def test_auto_move_now_later_keeps_the_guild_move_for_last():
    # pad, Guild 1: "You do not have to reveal when you intend to take your turn"; the
    # standing answer is `move_now no` before every other move
    game = advantaged(GUILD_SEATS)
    game.do("g: auto move_now later")
    to_movement_round(game)
    assert ("g", "move_now") not in waiting(game.state)
    play_the_moves(game, typed=False)
    assert waiting(game.state) == [("g", "move")]


def test_secrecy_pair_auto_move_now_shows_in_public_as_typed_answers():
    # pad, Guild 1: the public still sees the question before every move
    games = []
    for typed in (True, False):
        game = Recorded(GUILD_SEATS, seed=2, options={"advantages": True})
        if not typed:
            game.do("g: auto move_now later")
        to_movement_round(game)
        play_the_moves(game, typed=typed)
        games.append(shown_to_all(game))
    assert games[0] == games[1]
    assert sum("move now, before" in e["text"] for e in games[0]["events"]) == 2


def test_auto_move_now_later_given_while_asked_answers_at_once():
    game = advantaged(GUILD_SEATS)
    to_movement_round(game)
    mover = game.state.movement.order[0]
    events = game.do("g: auto move_now later")
    assert waiting(game.state) == [(game.state.players[mover].seat, "move")]
    assert any(e.is_public and e.kind == "movement_turn" for e in events)


# -- what each seat may order, and the refusals ------------------------------------------


def test_orders_belong_to_their_faction_and_refusals_name_what_works_now():
    # Bene Gesserit shield; XV, pad Guild 1: each order is its faction's
    game = Game(BG_SEATS, seed=3)
    game.rejects("a: auto advise yes", "not a standing order", "`auto call`")
    game.rejects("b: auto advise maybe", "`auto advise yes|no|off`")
    game.rejects("a: auto move_now later", "not a standing order")
    game.rejects("a: auto 5", "standing bid", "bidding round", "`auto call`")
    guild = Game(GUILD_SEATS, seed=2)  # no additional advantages: no move_now question
    guild.rejects("g: auto move_now later", "not a standing order", "`auto call`")
    advantaged(GUILD_SEATS).do("g: auto move_now later")


def test_standing_orders_suggested_are_those_not_given_yet():
    # the bench's count: what a sensible player orders, until given
    game = advantaged("a:atreides,g:guild,b:bene_gesserit")
    auto = RULESET.registry.parse
    assert RULESET.standing_orders(game.state, "a") == [auto("auto call")]
    assert RULESET.standing_orders(game.state, "g") == [auto("auto call"),
                                                        auto("auto move_now later")]
    assert RULESET.standing_orders(game.state, "b") == [auto("auto call"),
                                                        auto("auto advise yes")]
    for seat in "agb":
        for command in RULESET.standing_orders(game.state, seat):
            game.session.apply(seat, command)
        assert RULESET.standing_orders(game.state, seat) == []
    assert RULESET.standing_orders(Game(GUILD_SEATS).state, "g") == [auto("auto call")]


def test_the_sheet_lists_the_seats_own_orders_and_nothing_public_does():
    game = Game(BG_SEATS, seed=3)
    before = shown_to_all(game)
    game.do("b: auto call")
    game.do("b: auto advise no")
    lines = [say(line) for s in RULESET.sheet(game.state, "b").sections
             if say(s.title) == "Standing orders" for line in s.lines]
    assert [line.split(":")[0] for line in lines] == ["`auto call`", "`auto advise no`"]
    assert not [s for s in RULESET.sheet(game.state, "a").sections
                if say(s.title) == "Standing orders"]
    assert shown_to_all(game) == before


def test_bid_standing_instructions_work_as_before():
    # VIII: `auto <n>`, `auto pass`, `auto off` still bid for the seat
    game = Game("a:atreides,h:harkonnen,e:emperor", seed=2)
    game.do("mod: force")
    game.force_until(Phase.BIDDING)
    turn = game.state.bidding.turn
    other = next(p.seat for f, p in game.state.players.items() if f != turn)
    game.do(f"{other}: auto 3")
    assert game.state.bidding.standing[game.session.ruleset.faction_of(game.state, other)] == 3
    game.do(f"{other}: auto off")
    assert game.state.bidding.standing == {}


def test_a_state_stored_before_standing_orders_loads():
    # a stored state without the field loads with no orders
    data = Game().state.model_dump(mode="json")
    del data["orders"]
    assert ClassicState.model_validate(data).orders == {}


def test_random_games_give_standing_orders_and_keep_the_invariants():
    # the random agents give and cancel orders among their legal commands
    given = 0
    for seed in range(6):
        session, _ = Session.new(RULESET, random_origin(seed))
        rng = random.Random(seed)
        for _ in range(400):
            state = session.state
            if state.phase == Phase.ENDED:
                break
            actor = rng.choice(RULESET.pending(state)).seat
            command = RULESET.choose(state, actor, rng)
            given += command.name == "auto"
            session.apply(actor, command)
            assert RULESET.problems(session.state) == []
    assert given > 0


def test_a_finished_game_lists_no_command_as_it_accepts_none():
    # the agents' orders changed the random games; one ended with a Karama card in hand,
    # which `legal` listed though `apply` refuses every seat once the game is over
    game = Game()
    game.state.phase = Phase.ENDED
    assert all(RULESET.legal(game.state, seat) == [] for seat in RULESET.seats(game.state))
    game.rejects("a: auto call", "The game is over")


def test_the_disguise_deals_other_seats_orders_anew_and_keeps_the_seats_own():
    # the orders are secrets: any other seat may hold any, but none that would answer a
    # question the game waits for from it (it would have answered already)
    game = before_the_reveal(None, None)
    game.do("a: auto call")
    game.do("h: plan 4 umman kudu")
    assert waiting(game.state) == [("h", "call_traitor")]
    dealt = set()
    for n in range(30):
        other = RULESET.disguise(game.state, "e", random.Random(n))
        assert H not in other.orders or not other.orders[H].call
        dealt.add(A in other.orders and other.orders[A].call)
        mine = RULESET.disguise(game.state, "a", random.Random(n))
        assert mine.orders[A].call
    assert dealt == {True, False}


def test_auto_advise_yes_sends_none_to_join_fighters():
    # XV.B.5: no advisor joins the Bene Gesserit where they do not coexist: the standing
    # `yes` answers `advise no` there, once they have said so (the question waits for it)
    game = coexisting()
    game.do("b: auto advise yes")
    coexist_to_movement(game)
    game.do("mod: set_tokens bene_gesserit 2 the great flat")
    move_turn_to(game, H)
    game.do("h: ship 1 the great flat")
    assert waiting(game.state) == [("b", "coexist")]
    events = game.do("b: coexist no")
    assert "The Bene Gesserit send no advisor." in [say(e.text) for e in events if e.is_public]
    assert game.state.forces["The Great Flat"][14][BG] == 2
    assert game.state.movement.advisor_for is None
