"""Property: whatever kind of command `apply` accepts from a seat, `legal` listed for it.

The other direction of "every command listed is accepted" (test_properties): in random
games, at every step, a seat is handed commands that `legal` does not offer it a command
of the same name: commands it was offered earlier in the same phase (its move may have
ended since, or another seat's decision opened) and commands offered to other seats now.
Each must be refused; one accepted means `legal` and `apply` disagree about when it may be
given, as Hajr did while the Bene Gesserit decided on an advisor (pad B.3).
"""

from __future__ import annotations

import random

from engine.core import Command, RuleError, Session
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import ClassicState, Phase
from engine.rulesets.classic.protocol import agents
from engine.rulesets.classic.protocol.commands import Bid, Plan
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import random_origin

from .helpers import before_the_reveal, dial_storm, to_turn_storm
from .test_alliances import at_nexus

GAMES = 20
TRIES = 3
"""Commands tried per step, from one seat."""
REMEMBERED = 4
"""Commands of each name a seat keeps from earlier in the phase, to be tried again."""


def accepted_unlisted(state: ClassicState, seat: str, legal: list[Command],
                      pool: list[Command], rng: random.Random) -> tuple[list[Command], int]:
    """Commands of `pool` that apply accepts from `seat` though its `legal` commands name
    none of their name, each tried on a copy of the state (read back from its JSON, as
    Session.apply restores a refused command); and how many were tried."""
    listed = {c.name for c in legal}
    unlisted = [c for c in pool if c.name not in listed]
    out = []
    tries = rng.sample(unlisted, min(TRIES, len(unlisted)))
    saved = state.model_dump_json() if tries else ""
    for command in tries:
        try:
            RULESET.apply(ClassicState.model_validate_json(saved), seat, command)
        except RuleError:
            continue
        out.append(command)
    return out, len(tries)


def test_apply_accepts_only_kinds_of_command_that_legal_lists():
    rng = random.Random(7)
    found: list[str] = []
    tried = 0
    for seed in range(GAMES):
        session, _ = Session.new(RULESET, random_origin(seed))
        earlier: dict[str, dict[str, list[Command]]] = {}
        where = None
        while session.state.phase != Phase.ENDED:
            state = session.state
            if (state.turn, state.phase) != where:
                where, earlier = (state.turn, state.phase), {}
            seats = [p.seat for p in state.players.values()]
            seat = rng.choice(seats)
            legal = {s: RULESET.legal(state, s) for s in seats}
            now = [c for s in seats if s != seat for c in legal[s]]
            stale = [c for group in earlier.get(seat, {}).values() for c in group]
            bad, n = accepted_unlisted(state, seat, legal[seat], stale + now, rng)
            tried += n
            found += [f"seed {seed}, turn {state.turn} {state.phase}: {seat} {c!r}"
                      for c in bad]
            mine = earlier.setdefault(seat, {})
            for c in legal[seat]:
                group = mine.setdefault(c.name, [])
                if c not in group:
                    group[:] = [*group, c][-REMEMBERED:]
            actor = rng.choice(RULESET.pending(state)).seat
            session.apply(actor, agents.choose(state, actor, rng))
    assert not found, "\n".join(found[:20])
    assert tried > 5000


def names(game, seat: str) -> list[str]:
    return [c.name for c in RULESET.legal(game.state, seat)]


def test_a_faction_ready_at_the_nexus_is_still_offered_to_ask_and_leave(make_game):
    # XII.C.5: alliances are made until the nexus is over; XII.D.1-2: a player breaks from
    # an alliance during a nexus and may join another at once. Saying `ready` ends
    # neither: the ready faction is offered both, and asking is accepted.
    game = at_nexus(make_game("a:atreides,h:harkonnen,e:emperor"))
    game.do("a: ally harkonnen")
    game.do("h: ally atreides")
    game.do("a: ready")
    offered = names(game, "a")
    assert "ready" not in offered and "unally" in offered and "ally" in offered
    game.do("a: unally")
    assert "ally" in names(game, "a")
    game.do("a: ally emperor")
    assert game.state.invitations[Faction.ATREIDES] == [Faction.EMPEROR]


def test_a_plan_sent_is_offered_again_and_may_be_replaced_until_the_reveal():
    # X.B and Q&A 6: a side may change its plan until both are in; the plan as sent is
    # among the offers, beside other representative plans.
    game = before_the_reveal(None, None)
    offered = [c for c in RULESET.legal(game.state, "a") if c.name == "plan"]
    assert Plan(dial=3, leader="Thufir Hawat") in offered and len(offered) > 1
    game.do("a: plan 2 thufir hawat")
    assert game.state.battles.current.plans[Faction.ATREIDES].dial == 2


def test_a_karama_buyer_is_offered_bids_beyond_their_spice(game):
    # Player aid pad B.6.A.5: the Karama buyer bids for a card without paying, so spice
    # does not limit the bid; the bids offered say so.
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    first = game.state.bidding.turn
    seat = game.state.players[first].seat
    game.do(f"mod: give_card {first.value} karama")
    game.do(f"mod: set_spice {first.value} 0")
    assert "bid" not in names(game, seat)
    game.do(f"{seat}: karama buy")
    assert [c for c in RULESET.legal(game.state, seat) if c.name == "bid"] == \
        [Bid(amount=1), Bid(amount=2)]
    game.do(f"{seat}: bid 2")
    assert game.state.bidding.high_bid == 2
