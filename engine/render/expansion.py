"""How many elements and `<use>` copies a walk of the document will visit, before it starts.

A `<use>` draws a copy of what it references, and that copy may itself hold `<use>`s: ten
references per level make 10^5 copies after five levels from a file of a kilobyte. Counting
the copies while drawing would stop such a file only after drawing up to the budget;
counting them first, with each element's total computed once and shared by every reference
to it, refuses it at once and costs one pass over the referenced elements. The counts are
an upper bound on the walk of the copy (hidden subtrees are counted too), so a copy that
passes here cannot exceed the element or `<use>` budget while it is drawn.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable

from .budget import Budget, over_budget
from .errors import SvgError
from .numbers import shown
from .tags import CONTAINERS, describe, local_name, use_href

MAX_NESTING = 200
"""Deeper documents are refused with an `SvgError` rather than a `RecursionError`."""


def nesting_error() -> SvgError:
    return SvgError(f"<svg>: elements nested more than {MAX_NESTING} deep")


class Expansion:
    """Per-element (elements, uses) totals of the walk, each computed once."""

    def __init__(self, by_id: Callable[[str], ET.Element | None], budget: Budget) -> None:
        self.by_id = by_id
        self.budget = budget
        self.totals: dict[int, tuple[int, int]] = {}
        self.active: set[int] = set()  # elements whose total is being computed

    def of_use(self, use: ET.Element, referenced: ET.Element, level: int) -> tuple[int, int]:
        """(elements, uses) that drawing `use`, a reference to `referenced`, walks: the
        `<use>` itself and every element of its copy, copies inside it included."""
        self.active.add(id(use))
        try:
            elements, uses = self._copy(use, referenced, level)
        finally:
            self.active.discard(id(use))
        return elements, uses

    def total(self, element: ET.Element, level: int) -> tuple[int, int]:
        tag = local_name(element.tag)
        if not tag:
            return 0, 0
        if level > MAX_NESTING:
            raise nesting_error()
        key = id(element)
        known = self.totals.get(key)
        if known is not None:
            return known
        self.active.add(key)
        if tag in CONTAINERS or tag == "symbol":  # a symbol is walked when a <use> draws it
            elements, uses = 1, 0
            for child in element:
                more, more_uses = self.total(child, level + 1)
                elements, uses = elements + more, uses + more_uses
        elif tag == "use":
            elements, uses = self._use(element, level)
        elif tag == "text":
            elements, uses = sum(1 for _ in element.iter()), 0
        else:
            elements, uses = 1, 0
        self.active.discard(key)
        # Capped just past the budget: numbers stay small however the copies multiply.
        result = (min(elements, self.budget.elements + 1), min(uses, self.budget.uses + 1))
        self.totals[key] = result
        return result

    def _use(self, element: ET.Element, level: int) -> tuple[int, int]:
        href = use_href(element)
        referenced = self.by_id(href[1:]) if href and href.startswith("#") else None
        if referenced is None:  # drawn as nothing, or an error if the walk reaches it
            return 1, 1
        return self._copy(element, referenced, level)

    def _copy(self, element: ET.Element, referenced: ET.Element,
              level: int) -> tuple[int, int]:
        href = use_href(element)
        if id(referenced) in self.active:
            raise SvgError(f"{describe(element, 'href')}: {href!r} contains this <use>"
                           " (a reference cycle)")
        elements, uses = self.total(referenced, level + 1)
        elements, uses = elements + 1, uses + 1
        self._within(f"{describe(element, 'href')} {shown(href)}", elements, uses)
        return elements, uses

    def _within(self, where: str, elements: int, uses: int) -> None:
        if uses > self.budget.uses:
            raise over_budget(where, f"expands to more than {self.budget.uses} <use> copies")
        if elements > self.budget.elements:
            raise over_budget(where, f"more than {self.budget.elements} elements to draw"
                              " (counting <use> copies)")
