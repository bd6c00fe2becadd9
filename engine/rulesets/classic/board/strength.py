"""What tokens are worth in battle, and the arithmetic of the winner's losses and of advanced
combat (XXII), in halves.

`token_strength` is the one place a token's worth is read: one, or two for a starred token
(XV: a Fedaykin always, a Sardaukar but against the Fremen). A side's tokens in a battle are
a `Stack` of kinds with their worth, and every rule below works with any worth.

A dial may end in a half (XXII.B), so the advanced arithmetic counts in half tokens: the
state and the rules hold whole numbers only.
"""

from __future__ import annotations

import functools
import itertools

from engine.core.words import T, Text, listing, term

from ..data import Faction
from ..model.state import BattlePlan, ClassicState
from . import forces
from .starred import STARRED_NAMES

ORDINARY = "token"
"""The kind of an ordinary token."""

Stack = tuple[tuple[str, int, int], ...]
"""The tokens a side has in a battle: (kind, count, worth) for each kind present."""

Losses = tuple[tuple[str, int], ...]
"""Tokens the winner loses: (kind, count) for each kind lost, in the stack's order."""


def token_strength(faction: Faction, starred: bool, foe: Faction | None) -> int:
    """X.B.1: a token is worth one. Pad, Emperor 1: an elite Sardaukar is worth two against
    all opponents but the Fremen; Fremen 4: a Fedaykin is worth two."""
    if not starred or (faction == Faction.EMPEROR and foe == Faction.FREMEN):
        return 1
    return 2


def stack(state: ClassicState, faction: Faction, territory: str, sectors: list[int],
          starred_worth: int) -> Stack:
    """A side's tokens in these sectors by kind, ordinary first, each with its worth (a
    Sardaukar facing the Fremen is worth one, but stays a Sardaukar in the tanks)."""
    starred = sum(forces.starred_count(state, faction, territory, s) for s in sectors)
    ordinary = sum(forces.count(state, faction, territory, s) for s in sectors) - starred
    kinds = ((ORDINARY, ordinary, 1),
             (STARRED_NAMES.get(faction, "starred"), starred, starred_worth))
    return tuple(k for k in kinds if k[1])


def worth(tokens: Stack) -> int:
    """The whole tokens a stack is worth: the most a side may dial (X.B.1)."""
    return sum(count * each for _, count, each in tokens)


def halves(dialed: float) -> int | None:
    """A dialed number in half tokens (3.5 -> 7), or None when it is not a whole or half
    step of the battle wheel."""
    doubled = dialed * 2
    return int(doubled) if doubled == int(doubled) else None


def number(half_tokens: int) -> int | float:
    """Half tokens as the number a player dials: 7 -> 3.5, 6 -> 3."""
    return half_tokens // 2 if half_tokens % 2 == 0 else half_tokens / 2


def shown(half_tokens: int) -> str:
    """Half tokens in words: 7 -> "3.5", 6 -> "3"."""
    return str(number(half_tokens))


def plan_halves(p: BattlePlan) -> int:
    """A plan's dial in half tokens."""
    return 2 * p.dial + p.half


def dial_words(p: BattlePlan) -> Text | str:
    """The dial as a plan shows it: "3", or in advanced combat "3.5 with 2 spice"."""
    dial = shown(plan_halves(p))
    return T("classic-plan-dial-with-spice", dial=dial, spice=p.spice) if p.spice else dial


def basic_ways(tokens: Stack, dial: int) -> tuple[Losses, ...]:
    """X.C.6 with XV's starred tokens: the winner loses tokens worth the number dialed, or,
    when no set is worth exactly that (a starred token is worth two), the least worth above
    it; every set of that worth is a way. Everything there when all of it does not pay."""
    by_worth: dict[int, list[Losses]] = {}
    for counts in itertools.product(*(range(n + 1) for _, n, _ in tokens)):
        paid = sum(k * each for k, (_, _, each) in zip(counts, tokens, strict=True))
        if paid >= dial:
            lost = tuple((kind, k) for k, (kind, _, _) in zip(counts, tokens, strict=True) if k)
            by_worth.setdefault(paid, []).append(lost)
    if not by_worth:
        return (tuple((kind, n) for kind, n, _ in tokens),)
    return tuple(sorted(by_worth[min(by_worth)]))


@functools.cache
def loss_ways(tokens: Stack, dial: int, spice: int) -> tuple[Losses, ...]:
    """XXII.A.1, XXII.C: every distinct set of tokens a side may have used for a dial of
    `dial` half tokens with `spice` spice: each spice supports one token at its full worth
    (one spice per token, whatever its worth: Q&A B.4), every other token used counts half
    its worth, and all the spice supports a token. Empty when no set fits: then the plan
    cannot be made."""
    if not tokens:
        return ((),) if dial == 0 and spice == 0 else ()
    (kind, count, each), rest = tokens[0], tokens[1:]
    found: set[Losses] = set()
    for full in range(min(count, spice) + 1):
        for half in range(count - full + 1):
            left = dial - each * (2 * full + half)
            if left < 0:
                break
            lost = ((kind, full + half),) if full + half else ()
            found.update(lost + tail for tail in loss_ways(rest, left, spice - full))
    return tuple(sorted(found))


def dial_span(tokens: Stack, spice: int) -> list[int]:
    """The dials, in half tokens, that `spice` spice can make with these tokens."""
    return [d for d in range(2 * worth(tokens) + 1) if loss_ways(tokens, d, spice)]


def losses_words(losses: Losses) -> Text:
    """`(("token", 3), ("Fedaykin", 1))` in words: "3 token(s) and 1 Fedaykin"."""
    if not losses:
        return T("classic-losses-none")
    return listing([T("classic-losses-tokens", count=n) if kind == ORDINARY
                    else T("classic-losses-starred", count=n, kind=starred_word(kind))
                    for kind, n in losses])


def starred_word(kind: str) -> Text:
    """XV: the starred tokens' name (Sardaukar, Fedaykin) as a game word."""
    return term("classic-starred", kind)
