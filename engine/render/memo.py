"""A bounded memo of the renderer's pure steps, so the parts of a picture that stay the same
from one board to the next (the territories' outlines, the sector lines) are worked out once.

A board's text map is drawn for every move that changes the board, and most of its shapes
are the same each time: flattening their path data and tracing them onto the dot grid took
most of a map's time. Each entry is keyed by everything its step reads (the path data, the
transform, the tolerance, the grid's size), never by a picture or a game, so an entry can
only ever give back what the step would have computed; the oldest entries are forgotten
past `size`.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Memo(Generic[K, V]):
    """The last `size` results by key, least recently used forgotten first."""

    __slots__ = ("_entries", "size")

    def __init__(self, size: int) -> None:
        self.size = size
        self._entries: OrderedDict[K, V] = OrderedDict()
        _ALL.append(self)

    def get(self, key: K) -> V | None:
        value = self._entries.get(key)
        if value is not None:
            self._entries.move_to_end(key)
        return value

    def put(self, key: K, value: V) -> None:
        self._entries[key] = value
        self._entries.move_to_end(key)
        if len(self._entries) > self.size:
            self._entries.popitem(last=False)

    def __len__(self) -> int:
        return len(self._entries)

    def clear(self) -> None:
        self._entries.clear()


_ALL: list[Memo] = []


def forget_all() -> None:
    """Empty every memo of the renderer: a picture drawn next is worked out from scratch (the
    tests compare it with one drawn from the memos)."""
    for memo in _ALL:
        memo.clear()
