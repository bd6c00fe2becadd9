"""A board's base layer: the part of its SVG drawn the same in every picture, kept as pixels.

A board marks one element `data-layer="base"`: that element and everything drawn before it
in the document are the same in every picture of the board (a map's shapes and its paper).
The document is split after that element: the base (with the non-drawn `<title>`s left out,
which name the turn) is drawn once per size and its pixels kept; each picture then draws
only the rest over a copy of them. Drawing in two parts leaves the same pixels as in one
(each shape is blended over what is already there, in document order), unless a group
around the mark is itself blended as a whole (opacity, a filter, a mask or a clip) or the
rest points into the base (a `url(#...)` or `href`): such a document is drawn whole.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_MARKED = 'data-layer="base"'
"""The base layer's last element is marked so."""
_TAG = re.compile(r"""<(/?)([^\s/>!?]+)((?:[^>"'/]+|"[^"]*"|'[^']*'|/(?!>))*)(/?)>""")
"""A start, end or empty tag, its attribute values free to hold `>`."""
_WHOLE = re.compile(r"<!--|<!\[CDATA\[|<style\b")
"""What makes a document drawn whole: a comment or character data may hide tags, and a
style sheet in one part may style the other (boards write none of them)."""
_TITLE = re.compile(r"<title\b[^>]*>.*?</title\s*>|<title\b[^>]*/>", re.DOTALL)
"""A `<title>`: it draws nothing, and the document's names the turn."""
_LINK = re.compile(r"""url\(\s*['"]?#([^)'"\s]+)|href\s*=\s*["']#([^"']+)""")
"""A reference to an element by its id."""
_ID = re.compile(r"""(?<![\w:-])id\s*=\s*["']([^"']+)""")
"""An element's id."""
_BLENDED = re.compile(r"\s(?:opacity|filter|mask|clip-path|style)\s*=")
"""Attributes of a group that make it drawn apart and blended as a whole (`style` may hold
any of them)."""


@dataclass(frozen=True)
class Split:
    """A document cut after its base layer."""

    base: str
    """The base alone, as a document: the key of its kept pixels too."""
    rest: str
    """The rest, as a document drawn over the base's pixels."""


def split(svg: str) -> Split | None:
    """`svg` cut after its element marked `data-layer="base"`, or None where it has no such
    mark (or more than one) or cannot be drawn in two parts the same."""
    if svg.count(_MARKED) != 1 or _WHOLE.search(svg):
        return None
    found = _spans(svg)
    if found is None:
        return None
    opened, end = found
    if any(_BLENDED.search(svg, start, stop) for start, stop in opened):
        return None
    rest = "".join(svg[start:stop] for start, stop in opened) + svg[end:]
    if _points_into(svg[:end], rest):
        return None
    closes = "".join(f"</{_TAG.match(svg, start)[2]}>" for start, _ in reversed(opened))
    return Split(_TITLE.sub("", svg[:end]) + closes, rest)


def _spans(svg: str) -> tuple[list[tuple[int, int]], int] | None:
    """The start tags of the marked element's ancestors, and where the marked element ends
    in the characters; None if its tags do not close."""
    stack: list[tuple[int, int]] = []
    inside: int | None = None
    for match in _TAG.finditer(svg):
        closing, _, attributes, empty = match.groups()
        if closing:
            if not stack:
                return None
            stack.pop()
            if len(stack) == inside:
                return stack, match.end()
        elif inside is None and _MARKED in attributes:
            if empty:
                return stack, match.end()
            inside = len(stack)
            stack.append(match.span())
        elif not empty:
            stack.append(match.span())
    return None


def _points_into(base: str, rest: str) -> bool:
    """Whether the rest refers to an element defined in the base."""
    if "url(" not in rest and "href" not in rest:
        return False  # what most boards are: read no further
    ids = set(_ID.findall(base))
    return any((url or href) in ids for url, href in _LINK.findall(rest))
