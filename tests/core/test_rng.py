"""The seeded RNG: deterministic, small state, unbiased enough to shuffle decks."""

from collections import Counter

import pytest

from engine.core import Rng, seed_state


def test_same_state_same_numbers():
    a, b = Rng(seed_state(7)), Rng(seed_state(7))
    assert [a.next64() for _ in range(100)] == [b.next64() for _ in range(100)]


def test_state_round_trips_through_an_int():
    rng = Rng(seed_state(3))
    rng.next64()
    resumed = Rng(rng.state)
    assert resumed.next64() == rng.next64()


def test_nearby_seeds_diverge():
    assert Rng(seed_state(1)).next64() != Rng(seed_state(2)).next64()


def test_shuffle_is_a_permutation_and_roughly_uniform():
    counts: Counter[tuple[int, ...]] = Counter()
    rng = Rng(seed_state(11))
    for _ in range(6000):
        items = [0, 1, 2]
        rng.shuffle(items)
        counts[tuple(items)] += 1
    assert len(counts) == 6
    assert all(800 < n < 1200 for n in counts.values())


def test_below_rejects_non_positive():
    with pytest.raises(ValueError):
        Rng(1).below(0)
