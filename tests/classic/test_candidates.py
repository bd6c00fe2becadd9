"""The commands offered in a movement turn, kept as arguments until read (`Unbuilt`)."""

from __future__ import annotations

import random

from engine.rulesets.classic.play.candidates import Unbuilt
from engine.rulesets.classic.protocol.commands import Move, Ship

ARGS = [dict(count=2, territory="Arrakeen"),
        dict(count=1, territory="The Great Flat", sector=14, starred=1)]


def test_an_unbuilt_offer_reads_as_the_commands_its_arguments_build():
    offer = Unbuilt(Ship, ARGS)
    built = [Ship(**a) for a in ARGS]
    assert len(offer) == 2
    assert list(offer) == built
    assert offer[1] == built[1] and offer[-1] == built[-1]
    assert offer[:1] == built[:1]
    assert built[0] in offer


def test_a_random_pick_from_an_unbuilt_offer_is_the_pick_from_its_list():
    """The random agents' games are the same games: `choice` reads the same index."""
    args = [dict(count=n, source="Arrakeen", territory="Imperial Basin", sector=9)
            for n in range(1, 8)]
    offer, built = Unbuilt(Move, args), [Move(**a) for a in args]
    for seed in range(20):
        assert random.Random(seed).choice(offer) == random.Random(seed).choice(built)
