"""Counts in the game's messages: "1 force", "2 forces", "1 market card"."""

from __future__ import annotations


def counted(count: int, noun: str) -> str:
    """`count` and the noun, plural unless it is one."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"
