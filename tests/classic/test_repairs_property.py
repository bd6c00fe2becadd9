"""A game never gets stuck: random legal games in which, at random moments, the moderator
applies random fix-ups and then `force` (all, or one seat's decisions). `force` must always
succeed, every legal command must be accepted, the invariants must hold after every
command, and every game must reach its end."""

from __future__ import annotations

import random

import pytest

from engine.core import MODERATOR_SEAT, Command, RuleError, Session
from engine.core.moderation import Force
from engine.rulesets.classic.data import SECTION_NEIGHBOURS, TREACHERY_CARDS, leaders_of
from engine.rulesets.classic.model.state import ClassicState, Phase
from engine.rulesets.classic.play.invariants import problems
from engine.rulesets.classic.protocol import agents
from engine.rulesets.classic.protocol.commands import (
    BreakAlliance,
    FormAlliance,
    GiveCard,
    KillLeader,
    RestoreLeader,
    SetAdvisors,
    SetBoardSpice,
    SetCaptured,
    SetKwisatz,
    SetPrediction,
    SetShieldWall,
    SetSpice,
    SetStorm,
    SetTokens,
    SetTraitors,
    SetTurn,
    SetWeather,
    TakeCard,
)
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import random_origin
from tests.scale import scale

SECTIONS = sorted(SECTION_NEIGHBOURS)
FIX_RATE = 0.04
GAMES = 100


def random_fix(state: ClassicState, rng: random.Random) -> Command:
    """One random moderator fix-up, legal or not (a refused one must change nothing)."""
    factions = [f.value for f in state.players]
    who = rng.choice(factions)
    player = state.players[rng.choice(list(state.players))]
    leaders = [x.name for f in state.players for x in leaders_of(f)]
    territory, sector = rng.choice(SECTIONS)
    makers = [
        lambda: GiveCard(faction=who, card=rng.choice(sorted(TREACHERY_CARDS))),
        lambda: TakeCard(faction=player.faction.value,
                         card=rng.choice(player.hand or sorted(TREACHERY_CARDS))),
        lambda: SetSpice(faction=who, amount=rng.randint(0, 30)),
        lambda: SetTokens(faction=who, count=rng.randint(0, 6), territory=territory,
                          sector=sector, via=rng.choice(["reserves", "tanks"])),
        lambda: SetStorm(sector=rng.randint(1, 18)),
        lambda: KillLeader(leader=rng.choice(leaders)),
        lambda: RestoreLeader(leader=rng.choice(leaders)),
        lambda: SetTurn(turn=min(15, max(1, state.turn + rng.choice([-1, 0, 1])))),
        lambda: FormAlliance(faction=who, other=rng.choice(factions)),
        lambda: BreakAlliance(faction=who),
        lambda: SetTraitors(faction=who, leaders=", ".join(rng.sample(leaders, 1))),
        lambda: SetPrediction(faction=who, turn=rng.randint(1, 15)),
        lambda: SetBoardSpice(amount=rng.randint(0, 12), territory=territory, sector=sector),
        lambda: SetShieldWall(standing=rng.random() < 0.5),
        lambda: SetKwisatz(losses=rng.randint(0, 9), dead=rng.random() < 0.3),
        lambda: SetWeather(sectors=rng.randint(1, 6)),
        lambda: SetAdvisors(territory=territory, advising=rng.random() < 0.5),
        lambda: SetCaptured(leader=rng.choice(leaders), held=rng.random() < 0.5),
    ]
    return rng.choice(makers)()


def checked(session: Session, actor: str, command: Command) -> None:
    events = session.apply(actor, command)
    broken = problems(session.state, events)
    assert not broken, f"after {actor}: {command!r}: {broken}"


def repaired_game(seed: int) -> tuple[int, int, int]:
    """Play one game with random fixes; returns (fixes accepted, forces applied, the most
    members an alliance had)."""
    origin = random_origin(seed)
    session, _ = Session.new(RULESET, origin)
    rng = random.Random(seed)
    fixes = forces = largest = 0
    for _ in range(20_000):
        state = session.state
        largest = max([largest, *(len(a) for a in state.alliances)])
        if state.phase == Phase.ENDED:
            return fixes, forces, largest
        decisions = RULESET.pending(state)
        assert decisions, f"seed {seed}: waiting for nobody in {state.phase}"
        if rng.random() < FIX_RATE:
            fix = random_fix(state, rng)
            before = state.model_dump_json()
            try:
                checked(session, MODERATOR_SEAT, fix)
                fixes += 1
            except RuleError:
                assert session.state.model_dump_json() == before
            decisions = RULESET.pending(session.state)
            if session.state.phase == Phase.ENDED:
                return fixes, forces, largest
            seat = rng.choice([None, rng.choice(decisions).seat])
            checked(session, MODERATOR_SEAT, Force(seat=seat))  # must never be refused
            forces += 1
            continue
        seat = rng.choice(decisions).seat
        command = agents.choose(state, seat, rng)
        assert command is not None, f"seed {seed}: {seat} awaited with nothing legal"
        checked(session, seat, command)
    raise AssertionError(f"seed {seed}: no end after 20,000 commands")


def test_random_fixes_and_force_never_leave_a_game_stuck():
    totals = [repaired_game(seed) for seed in range(GAMES)]
    assert sum(f for f, _, _ in totals) > 700  # the fixes really changed the games
    assert sum(n for _, n, _ in totals) > 1000
    assert max(size for _, _, size in totals) >= 4  # XII.C.2: alliances of any size


@pytest.mark.soak
def test_many_games_with_random_fixes_never_get_stuck():
    for seed in range(1000, 1000 + scale(GAMES, 3000)):
        repaired_game(seed)
