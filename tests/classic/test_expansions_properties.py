"""Property tests of the 1984 expansions: random games with THE SPICE HARVEST, THE DUEL,
both (`preset=expansions`) and main leaders worth 8, each played to the end with every
invariant checked after every command and its log replayed; the games reach the new
rules; and the protocol's promises (secrecy, clean refusals, accepted defaults and offers)
hold in them as in the basic game."""

from __future__ import annotations

import random
from collections import Counter
from functools import partial
from multiprocessing import get_context

import pytest

from engine.core import Event, Session
from engine.core.options import parse_options
from engine.core.simulation import Summary, checked_game, play, sample_origin
from engine.rulesets.classic.data import DUEL_TREACHERY, HARVEST_TREACHERY
from engine.rulesets.classic.model.options import ClassicOptions
from engine.rulesets.classic.model.presets import MAIN_LEADER_VALUES, PRESETS
from engine.rulesets.classic.model.state import ClassicState
from engine.rulesets.classic.protocol.ruleset import RULESET
from tests.conformance import checks
from tests.scale import scale

OPTIONS: dict[str, dict] = {
    "spice_harvest": {"spice_harvest": True},
    "duel": {"duel": True},
    "expansions": parse_options(ClassicOptions, "preset=expansions", PRESETS),
    "main_leader=8": {**parse_options(ClassicOptions, "preset=expansions", PRESETS),
                      "main_leader": 8},
}
"""The option sets played, by name."""
GAMES = scale(10, 80)
"""Complete games of each option set (more under `make soak`)."""
CHECKED_GAMES = scale(1, 4)
"""Games of each option set walked again with the conformance suite's checks."""
NEW_CARDS = frozenset(HARVEST_TREACHERY + DUEL_TREACHERY)


class Watch:
    """What a random game reached of the expansions, as the `figures` of its summary."""

    def __init__(self) -> None:
        self.seen: Counter[str] = Counter()
        self.fighting = False

    def observe(self, session: Session, events: list[Event]) -> None:
        state: ClassicState = session.state
        self.seen[f"phase {state.phase.value}"] = 1
        if state.fight is not None and not self.fighting:
            self.seen["fights"] += 1
            self.seen[f"fights {state.fight.kind}"] += 1
        self.fighting = state.fight is not None
        self.seen["dueling cards"] |= state.dueling is not None
        self.seen["threats"] = max(self.seen["threats"], len(state.threats))
        self.seen["out"] = max(self.seen["out"], len(state.out))
        self.seen["poisons"] |= bool(state.poisons)
        self.seen["silenced"] |= bool(state.silenced)
        if state.harvest is not None:
            self.seen["harvests"] = max(self.seen["harvests"], state.harvest.round)
        if state.placement is not None:
            self.seen["access held"] = max(self.seen["access held"], sum(
                map(len, state.placement.access.values())))
        self.seen["new cards discarded"] = max(
            self.seen["new cards discarded"],
            sum(c in NEW_CARDS for c in state.treachery_discard))

    def figures(self, session: Session) -> dict[str, int]:
        return {**self.seen, "turn": session.state.turn}


def seeds(name: str, count: int) -> range:
    """Seeds of their own for each option set, so that no two sets replay one deal."""
    start = 1000 * list(OPTIONS).index(name)
    return range(start, start + count)


def expansion_game(name: str, seed: int) -> Summary:
    """A checked random game with the option set `name` (a top-level function, for a
    worker process): invariants after every command, the log replayed at the end."""
    watch = Watch()
    origin = sample_origin(RULESET, seed, options=OPTIONS[name])
    return checked_game(RULESET, origin, seed, observe=watch.observe, figures=watch.figures)


@pytest.fixture(scope="module")
def summaries() -> dict[str, list[Summary]]:
    """GAMES complete games of each option set, in two processes."""
    with get_context("spawn").Pool(2) as pool:
        return {name: pool.map(partial(expansion_game, name), seeds(name, GAMES))
                for name in OPTIONS}


def total(games: list[Summary], figure: str) -> int:
    """A figure summed over the games played to the end (a failed game has no figures: the
    first test names it)."""
    return sum(s.figures.get(figure, 0) for s in games)


def sound(games: list[Summary]) -> list[Summary]:
    return [s for s in games if not s.error]


def test_every_game_keeps_every_invariant_replays_exactly_and_ends_with_winners(summaries):
    for name, games in summaries.items():
        failures = [(s.seed, s.error) for s in games if s.error]
        assert not failures, name
        assert all(s.winners for s in games), name
        assert {s.players for s in games} >= {2, 6}, name


def test_the_spice_harvest_plays_its_pre_game_before_turn_one(summaries):
    # THE SPICE HARVEST, V: five harvests, then the placement, then the main game
    harvest = sound(summaries["spice_harvest"] + summaries["expansions"])
    assert harvest
    assert total(harvest, "phase harvest") == len(harvest)
    assert total(harvest, "phase placement") == len(harvest)
    assert all(s.figures["harvests"] == 5 for s in harvest)
    assert total(harvest, "access held") > 0  # V.3: Access cards bought reach the placement
    assert total(summaries["duel"], "phase harvest") == 0
    assert total(summaries["duel"], "phase placement") == 0
    assert all(s.figures["turn"] >= 1 for s in harvest)


def test_the_duel_deals_its_cards_and_fights_in_the_arena(summaries):
    # THE DUEL, IV.3: a Dueling card to each player at set-up; V, VI: Kanly and the
    # War of Assassins are fought in the arena
    duel = sound(summaries["duel"] + summaries["expansions"] + summaries["main_leader=8"])
    assert total(duel, "dueling cards") == len(duel)
    assert total(duel, "threats") > 0
    assert total(duel, "fights kanly") > 0
    assert total(duel, "fights war") > 0
    assert total(summaries["spice_harvest"], "dueling cards") == 0
    assert total(summaries["spice_harvest"], "fights") == 0


def test_main_leaders_die_and_their_players_go_out_in_some_games(summaries):
    # THE DUEL, VII: "If your Main Character Leader is killed ... you are out of the game"
    duel = sound(summaries["duel"] + summaries["expansions"] + summaries["main_leader=8"])
    assert total(duel, "out") > 0


def test_new_treachery_cards_reach_the_discard_in_some_games(summaries):
    # SPICE HARVEST VII, DUEL VIII: the ten cards are shuffled into the treachery deck
    games = [s for g in summaries.values() for s in g]
    assert total(games, "new cards discarded") > 0


def test_random_options_play_either_value_of_the_main_leaders():
    # THE DUEL, III.1: 10; the Italian edition recommends 8
    drawn = [sample_origin(RULESET, seed).options for seed in range(80)]
    with_duel = [o for o in drawn if o.get("duel")]
    assert {o["main_leader"] for o in with_duel} == set(MAIN_LEADER_VALUES)
    assert all("main_leader" not in o for o in drawn if not o.get("duel"))


@pytest.fixture(scope="module")
def walked() -> list[Session]:
    """A few complete games of each option set, kept for the step-by-step checks."""
    out = []
    for name, options in OPTIONS.items():
        for seed in seeds(name, CHECKED_GAMES):
            out.append(play(RULESET, sample_origin(RULESET, seed, options=options),
                            seed=seed).session)
    return out


def each_step(games: list[Session], salt: int, rate: float):
    rng = random.Random(salt)
    for game in games:
        for step in checks.sampled(RULESET, game, rng, rate):
            yield step, rng


def test_nothing_a_seat_is_shown_depends_on_a_secret_it_may_not_know(walked):
    tally = checks.Tally()
    with checks.remembered_renders():
        for step, rng in each_step(walked, 1, 0.01):
            checks.check_secrecy(RULESET, step, rng, tally)
    assert tally.changed >= tally.compared // 2 > 0


def test_whom_the_game_waits_for_depends_on_no_secret(walked):
    for step, rng in each_step(walked, 6, 0.3):
        checks.check_pending_secrecy(RULESET, step, rng)


def test_refusals_change_nothing_and_legal_commands_defaults_and_offers_are_accepted(
        walked):
    refused = 0
    for step, rng in each_step(walked, 2, 0.1):
        refused += checks.check_refusals(RULESET, step, rng, 6)
        checks.check_legal(RULESET, step, rng, 2)
        checks.check_offers(RULESET, step)
    assert refused > 0
