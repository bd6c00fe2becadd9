"""What tokens are worth in battle, and the arithmetic of advanced combat (XXII), in halves.

A dial may end in a half (XXII.B), so every strength here is counted in half tokens: the
state and the rules hold whole numbers only. `token_strength` is the one place a token's
worth is read; the arithmetic works with any worth, so tokens worth two (starred tokens,
Q&A B.4) need only their worth there and their count in the battle's stack.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import BattlePlan

ORDINARY = "token"
"""The kind of an ordinary token."""

TOKEN_WORTH = {ORDINARY: 1}
"""Whole tokens each kind counts for, in the dial and in the winner's losses."""

Stack = tuple[tuple[str, int, int], ...]
"""The tokens a side has in a battle: (kind, count, worth) for each kind present."""

Losses = tuple[tuple[str, int], ...]
"""Tokens the winner loses: (kind, count) for each kind lost, in the stack's order."""


def token_strength(kind: str) -> int:
    """A token's worth in whole tokens, in battle and in taking losses."""
    return TOKEN_WORTH[kind]


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


def dial_words(p: BattlePlan) -> str:
    """The dial as a plan shows it: "3", or in advanced combat "3.5 with 2 spice"."""
    dial = shown(plan_halves(p))
    return f"{dial} with {p.spice} spice" if p.spice else dial


@functools.cache
def loss_ways(stack: Stack, dial: int, spice: int) -> tuple[Losses, ...]:
    """XXII.A.1, XXII.C: every distinct set of tokens a side may have used for a dial of
    `dial` half tokens with `spice` spice: each spice supports one token at its full worth
    (one spice per token, whatever its worth: Q&A B.4), every other token used counts half
    its worth, and all the spice supports a token. Empty when no set fits: then the plan
    cannot be made."""
    if not stack:
        return ((),) if dial == 0 and spice == 0 else ()
    (kind, count, worth), rest = stack[0], stack[1:]
    found: set[Losses] = set()
    for full in range(min(count, spice) + 1):
        for half in range(count - full + 1):
            left = dial - worth * (2 * full + half)
            if left < 0:
                break
            lost = ((kind, full + half),) if full + half else ()
            found.update(lost + tail for tail in loss_ways(rest, left, spice - full))
    return tuple(sorted(found))


def dial_span(stack: Stack, spice: int) -> list[int]:
    """The dials, in half tokens, that `spice` spice can make with these tokens."""
    most = sum(2 * count * worth for _, count, worth in stack)
    return [d for d in range(most + 1) if loss_ways(stack, d, spice)]


def describe_losses(losses: Losses) -> str:
    """`(("token", 3),)` -> "3 token(s)"."""
    return " and ".join(f"{n} {kind}(s)" for kind, n in losses) or "no tokens"
