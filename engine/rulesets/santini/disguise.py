"""A copy of a game of Santini's DUNE with every secret one seat may not know dealt anew:
the deck's order and the other seats' hands, their sealed answers not yet revealed (the
Guild payments, the Fremen's die and modifier, the build orders) and their standing
reactions and orders. The secrecy checks compare what the seat is shown in both."""

from __future__ import annotations

import random

from .spies import AIDS
from .state import Phase, Player, SantiniState

REACTIONS = ("karama:any", "cancel-spy:any", "cover:on")
"""Standing reactions a seat may hold (`auto`), dealt at random to the others."""
REROLLS = ("off", "eliminated", "beaten")
"""Esito Incerto set ahead (`reroll`)."""
RECOVER = ("", "any")
"""Recupero Informazioni set ahead: off, or any card."""


def disguise(state: SantiniState, seat: str | None, rng: random.Random) -> SantiniState:
    other = state.model_copy(deep=True)
    others = [p for s, p in other.players.items() if s != seat]
    hidden = [p.hand for p in others] + [p.offered for p in others]
    battle = other.battle
    if battle is not None and battle.defence is None and battle.attacker != seat:
        hidden.append(battle.attack.cards)
    other.deck = _deal(rng, other.deck, hidden)
    for player in others:
        player.reactions = [r for r in REACTIONS if rng.random() < 0.5]
        player.reroll = rng.choice(REROLLS)
        _sealed(other, player, rng)
    _aids(other, seat, rng)
    return other


def _aids(state: SantiniState, seat: str | None, rng: random.Random) -> None:
    """The aid cards played on another faction's spy: the table saw a card played on it,
    not which."""
    mine = state.players[seat].faction if seat in state.players else None
    for spy, aids in state.spy_aids.items():
        unit = state.units.get(spy)
        if unit is not None and unit.faction != mine:
            aids[:] = rng.sample(sorted(AIDS), len(aids))


def _sealed(state: SantiniState, player: Player, rng: random.Random) -> None:
    """An answer sealed and not yet revealed is any the seat could have given; whether it
    is in is public (the game waits for the others). A build order stays once the phase is
    over, carried out in public."""
    if player.payment is not None:
        player.payment = rng.randint(0, player.spice)
    if player.die is not None:
        player.die = rng.randint(1, 8)
    if player.modifier is not None:
        player.modifier = rng.randint(-1, 1)
    if player.landsraad:
        player.landsraad = rng.sample(state.order, len(state.order))
    if state.phase == Phase.CONSTRUCTION and player.build is not None:
        player.build = {}
        player.rebuild = []
    player.recover = rng.choice(RECOVER)


def _deal(rng: random.Random, deck: list[str], hands: list[list[str]]) -> list[str]:
    """Shuffle the deck with the hands, deal each hand as many cards as it held; the rest
    is the deck."""
    pool = deck + [name for hand in hands for name in hand]
    rng.shuffle(pool)
    for hand in hands:
        count = len(hand)
        hand[:] = pool[:count]
        del pool[:count]
    return pool
