"""Whole games of 2 to 4 players with random choices, each checked after every command: no
crash, every piece counted once, and an end by the rules (3 strongholds in round 3-5, or
points after round 5)."""

from __future__ import annotations

import random

import pytest

from engine.core import Command, EventLog, RuleError
from engine.rulesets.classic.data import STRONGHOLDS, TERRITORIES
from engine.rulesets.diuna import cards, flow, invariants, movement, pending
from engine.rulesets.diuna import commands as c
from engine.rulesets.diuna.state import DiunaState, Phase

from .helpers import new_game

NAMES = sorted(TERRITORIES)


def _candidates(state: DiunaState, seat: str, kind: str, rnd: random.Random) -> list[Command]:
    """A few random tries for the decision, the default last."""
    player = state.players[seat]
    tries: list[Command] = []
    if kind == "traitor":
        tries = [c.Traitor(leader=rnd.choice(player.drawn))]
    elif kind == "storm":
        tries = [c.Storm(sectors=rnd.randint(0, 6))]
    elif kind == "ride" and state.riding:
        tries = [c.Ride(count=1, source=state.riding[0], target=rnd.choice(NAMES))
                 for _ in range(5)]
    elif kind == "buy" and cards.can_buy(state, player):
        tries = [c.Buy(count=rnd.randint(1, cards.can_buy(state, player)))]
    elif kind == "revive":
        tries = [c.Revive(forces=rnd.randint(1, 3))]
    elif kind == "move":
        tries = _movement(state, seat, rnd)
    elif kind == "swap":
        tries = [c.DrawTraitor(yes=rnd.random() < 0.5)]
    elif kind == "return_traitor":
        tries = [c.ReturnTraitor(leader=rnd.choice(player.traitors))]
    elif kind == "voice":
        tries = [c.Voice(order=rnd.choice(["must", "not"]),
                         kind=rnd.choice(["poison", "hand", "special"]))]
    elif kind == "foresee":
        tries = [c.Foresee(element=rnd.choice(["forces", "leader", "weapon", "defence"]))]
    elif kind == "plan":
        base = pending.default(state, seat, kind)
        assert isinstance(base, c.Plan)
        hand = player.battle_cards
        tries = [base.model_copy(update={
            "forces": rnd.randint(0, base.forces),
            "weapon": rnd.choice([*hand, None]) if hand and base.leader else None,
            "defence": rnd.choice([*hand, None]) if hand and base.leader else None})
            for _ in range(4)]
    elif kind == "market" and player.market_cards:
        tries = [c.Market(card=rnd.choice(player.market_cards))]
    elif kind in ("window", "prebattle") and player.market_cards:
        tries = [c.Market(card=rnd.choice(player.market_cards), sectors=rnd.randint(0, 6),
                          territory=rnd.choice(NAMES))]
    elif kind == "call":
        tries = [c.Call(yes=rnd.random() < 0.8)]
    if kind in ("buy", "revive", "move") and player.market_cards and rnd.random() < 0.3:
        tries.insert(0, c.Market(card=rnd.choice(player.market_cards), forces=1))
    return [*tries, pending.default(state, seat, kind)]


def _movement(state: DiunaState, seat: str, rnd: random.Random) -> list[Command]:
    player = state.players[seat]
    mine = [t for t, by in state.forces.items() if player.faction in by]
    tries: list[Command] = []
    if not state.shipped and player.reserve:
        tries += [c.Ship(count=rnd.randint(1, min(5, player.reserve)),
                         territory=rnd.choice(STRONGHOLDS if rnd.random() < 0.6 else NAMES))
                  for _ in range(3)]
    for _ in range(3 if mine else 0):
        source = rnd.choice(mine)
        sector = next(iter(state.forces[source][player.faction]))
        reach = movement.reachable(state, player.faction, (source, sector), 3)
        held = sorted(t for t, _ in reach if t in STRONGHOLDS)
        target = rnd.choice(held) if held and rnd.random() < 0.7 else rnd.choice(sorted(reach))[0]
        count = rnd.randint(1, state.forces[source][player.faction][sector])
        tries.append(c.Move(count=count, source=source, target=target, from_sector=sector))
    return tries


def play_out(seed: int, players: int, **options) -> tuple[DiunaState, list[str]]:
    """A whole random game; the kinds of its events."""
    rnd = random.Random(seed)
    factions = rnd.sample(["Atreides", "Fremen", "Harkonnen", "Imperium"], players)
    if options.get("alliances"):
        factions = [None] * players  # dealt: two asked factions may be allies
    state = new_game(*factions, seed=seed, **options)
    played = 0
    kinds: list[str] = []
    while state.phase != Phase.ENDED:
        assert played < 3000, "the game does not end"
        seat, kind = pending.waiting_for(state)[0]
        for command in _candidates(state, seat, kind, rnd):
            before = state.model_copy(deep=True)
            log = EventLog()
            try:
                flow.play(state, seat, command, log)
            except RuleError:
                assert state == before, f"a refused {command.name} changed the game"
                continue
            break
        else:
            raise AssertionError(f"no command answers {kind} for {seat}")
        played += 1
        kinds += [e.kind for e in log.events]
        assert invariants.problems(state) == [], (played, command)
    return state, kinds


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(4))
def test_random_games_end_by_the_rules_with_every_piece_counted(seed, players):
    state, _ = play_out(seed, players)
    assert state.winners
    assert state.round in (3, 4, 5)


# Sojusznicy - rozgrywka 2-osobowa
@pytest.mark.parametrize("seed", range(4))
def test_random_alliance_games_end_by_the_rules(seed):
    state, _ = play_out(seed, 2, alliances=True)
    assert state.winners and state.round in (3, 4, 5)


def test_random_games_ship_move_buy_fight_and_collect():
    kinds = [k for seed in range(10) for players in (2, 3, 4)
             for k in play_out(seed, players)[1]]
    for kind in ("battle", "reveal", "ship", "move", "buy", "leader_dies", "collect",
                 "market_card"):
        assert kind in kinds, kind
