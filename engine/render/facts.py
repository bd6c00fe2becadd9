"""What a walk reads of an element tree that is the same at every grid size, kept for the next.

The compact board tries one width after another until its message fits (1.7 widths a
picture on average), and each try walked the same tree again: the same attributes parsed,
the same styles cascaded, the same labels' texts and positions read, the same regions and
ids looked for, the same static groups' content keyed. `Facts` keeps those results for one
tree, by its elements, so that another size of it does only what depends on the grid:
mapping points to dots, rasterising, laying kept layers and placing labels.

Only what a read found without error is kept (a read that fails fails again at the next
size, with the same error at the same point of the walk), and only for elements reached by
the tree walk itself, whose inherited style is always the same (an element drawn through a
`<use>` inherits the `<use>`'s). Facts are valid while the tree is not changed: one is made
for each render, or for each `TextMap`, whose tree its callers leave alone.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from typing import NamedTuple

from .errors import SvgError
from .layers import Content


class Reading(NamedTuple):
    """A text element's label as read in user space: all of it but the dot-space point (a
    tuple: one is made for every label of a render drawn once)."""

    text: str
    x: float
    y: float
    anchor: str
    priority: float | SvgError
    """Its `data-text-priority`, or the error reading it raised, raised again only when
    the label is drawn (as the walk always did)."""
    within: str | None


@dataclass(slots=True)
class Facts:
    """The size-free results of walking one tree, by element (`id()` of elements the tree
    holds, so no two alive at once share one)."""

    wanted: set[str] | None = None
    """The ids some `data-text-within` names."""
    ids: dict[str, ET.Element] | None = None
    """The first element of each id, in document order."""
    styles: dict[int, dict[str, str] | None] = field(default_factory=dict)
    """Each element's computed style, or None for one not drawn (hidden, skipped)."""
    contents: dict[int, tuple[Content, tuple[str, ...]] | None] = field(default_factory=dict)
    """Each static group's content key (layers.py), or None for one that cannot be kept."""
    readings: dict[int, Reading | None] = field(default_factory=dict)
    """Each text element's label, or None for one with no text to show."""
