"""A dice game never gets stuck by a repair: random games in which, at random moments, the
moderator tries a random repair (legal or not) and then `force`s the game on
(tests/repaired_games.py). The invariants (MATERIEL: every cube, leader, marker and
construction once) hold after every command, a refused repair changes nothing, no repair
tells the table the Bene Gesserit's guess, every game ends and replays exactly."""

from __future__ import annotations

import random

import pytest

from engine.core import Command
from engine.core.simulation import sample_origin
from engine.rulesets.dice import repair_commands as r
from engine.rulesets.dice.data import DICE, Construction, Die
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import DiceState
from tests.repaired_games import repaired_game
from tests.scale import scale

GAMES = 30


def random_repair(state: DiceState, rng: random.Random) -> Command:
    """One random repair of the game as it stands, its arguments right or wrong."""
    who = rng.choice([f.value for f in state.factions] or ["Atreides"])
    region = rng.choice([*state.map.names, "card"])
    die = rng.choice(list(Die))
    makers = [
        lambda: r.SetSpice(faction=who, amount=rng.randint(0, 6),
                           pool=rng.choice(["store", "turn"])),
        lambda: r.SetTokens(faction=who, count=rng.randint(0, 5), place=region,
                            elite=rng.random() < 0.3),
        lambda: r.SetLeaders(faction=who, count=rng.randint(0, 2)),
        lambda: r.SetStorm(zone=rng.randint(1, 6)),
        lambda: r.SetTurn(turn=min(6, max(1, state.round + rng.choice([-1, 0, 1])))),
        lambda: r.SetFirst(faction=who),
        lambda: r.SetConstruction(region=rng.choice(state.map.names), construction=rng.choice(
            [*(k.value for k in Construction), "none"])),
        lambda: r.GiveMarker(marker=rng.choice(["shield", "snooper", "thumper"]),
                             faction=who),
        lambda: r.TakeMarker(marker=rng.choice(["shield", "snooper", "thumper"]),
                             faction=who),
        lambda: r.SetDie(die=die.value, face=rng.choice(DICE[die])),
        lambda: r.SetGuess(faction=who),
    ]
    return rng.choice(makers)()


def test_random_repairs_and_force_never_leave_a_dice_game_stuck():
    accepted: dict[str, int] = {}
    for seed in range(GAMES):
        tally = repaired_game(RULESET, sample_origin(RULESET, seed), random_repair,
                              rate=0.08)
        for name, n in tally.accepted.items():
            accepted[name] = accepted.get(name, 0) + n
    # every repair is accepted somewhere: the games really were mended
    assert set(accepted) == {cls.name for cls in (
        r.SetSpice, r.SetTokens, r.SetLeaders, r.SetStorm, r.SetTurn, r.SetFirst,
        r.SetConstruction, r.GiveMarker, r.TakeMarker, r.SetDie, r.SetGuess)}, accepted


@pytest.mark.soak
def test_many_dice_games_with_random_repairs_never_get_stuck():
    for seed in range(1000, 1000 + scale(GAMES, 500)):
        repaired_game(RULESET, sample_origin(RULESET, seed), random_repair, rate=0.08)
