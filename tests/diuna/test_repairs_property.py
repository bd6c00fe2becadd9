"""A Diuna game never gets stuck by a repair: random games in which, at random moments, the
moderator tries a random repair (legal or not) and then `force`s the game on
(tests/repaired_games.py). The invariants (Zawartość: every force, leader and card once)
hold after every command, a refused repair changes nothing, no repair tells the table a
card in a hand, a deck's order or a traitor, every game ends and replays exactly."""

from __future__ import annotations

import random

import pytest

from engine.core import Command
from engine.core.simulation import sample_origin
from engine.rulesets.diuna import repair_commands as r
from engine.rulesets.diuna.data import STRONGHOLDS
from engine.rulesets.diuna.ruleset import RULESET
from engine.rulesets.diuna.state import DiunaState
from tests.repaired_games import repaired_game
from tests.scale import scale

GAMES = 20
TERRITORIES = tuple(RULESET.vocabulary("territory"))


def random_repair(state: DiunaState, rng: random.Random) -> Command:
    """One random repair of the game as it stands, its arguments right or wrong."""
    player = state.players[rng.choice(state.order)]
    who = rng.choice([player.faction.value, player.seat])
    cards = [c.name for c in (*state.cards.battle, *state.cards.market)]
    held = player.battle_cards + player.market_cards
    leaders = [n for p in state.players.values() for n in p.roster]
    deck = rng.choice(["spice", "battle", "market", "traitors"])
    on_top = {"spice": [c.name for c in state.cards.spice], "battle": cards,
              "market": cards, "traitors": leaders}[deck]
    makers = [
        lambda: r.SetSpice(faction=who, amount=rng.randint(0, 20)),
        lambda: r.SetTokens(faction=who, count=rng.randint(0, 6),
                            territory=rng.choice([*TERRITORIES, "tanks"]),
                            sector=rng.choice([None, rng.randint(1, 18)]),
                            via=rng.choice(["reserve", "tanks"])),
        lambda: r.GiveCard(faction=who, card=rng.choice(cards)),
        lambda: r.TakeCard(faction=who, card=rng.choice(held or cards)),
        lambda: r.Stack(deck=deck, card=rng.choice(on_top)),
        lambda: r.SetStorm(sector=rng.randint(1, 18)),
        lambda: r.SetTurn(turn=min(5, max(1, state.round + rng.choice([-1, 0, 1])))),
        lambda: r.KillLeader(leader=rng.choice(leaders)),
        lambda: r.RestoreLeader(leader=rng.choice(player.dead or leaders)),
        lambda: r.SetTraitors(faction=who, leaders=", ".join(
            rng.sample(leaders, rng.randint(0, 2))) or "none"),
        lambda: r.SetBoardSpice(amount=rng.randint(0, 12), territory=rng.choice(TERRITORIES)),
        lambda: r.SetFirst(faction=who),
        lambda: r.SetBlocked(territory=rng.choice([*STRONGHOLDS, "none"])),
    ]
    return rng.choice(makers)()


def test_random_repairs_and_force_never_leave_a_diuna_game_stuck():
    accepted: dict[str, int] = {}
    for seed in range(GAMES):
        tally = repaired_game(RULESET, sample_origin(RULESET, seed), random_repair,
                              rate=0.06)
        for name, n in tally.accepted.items():
            accepted[name] = accepted.get(name, 0) + n
    # every repair is accepted somewhere: the games really were mended (the first player
    # marker moves only in the storm and spice blow phases, which rarely wait for anyone:
    # test_repairs.py moves it there)
    assert set(accepted) >= {cls.name for cls in (
        r.SetSpice, r.SetTokens, r.GiveCard, r.TakeCard, r.Stack, r.SetStorm, r.SetTurn,
        r.KillLeader, r.RestoreLeader, r.SetTraitors, r.SetBoardSpice, r.SetBlocked)}, accepted


@pytest.mark.soak
def test_many_diuna_games_with_random_repairs_never_get_stuck():
    for seed in range(1000, 1000 + scale(GAMES, 300)):
        repaired_game(RULESET, sample_origin(RULESET, seed), random_repair, rate=0.06)
