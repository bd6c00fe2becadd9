"""Presentation properties, their inheritance through `<g>`, and the text-mode hints.

Only the properties the text rasteriser acts on are tracked. A child's attribute overrides its
parent's and a `style="..."` declaration overrides the element's own attribute, as in CSS.
"""

from __future__ import annotations

import math

from .errors import SvgError
from .numbers import parse_length, parse_opacity, shown

INHERITED = frozenset({
    "fill",
    "fill-opacity",
    "fill-rule",
    "stroke",
    "stroke-opacity",
    "stroke-width",
    "visibility",
    "text-anchor",
    "dominant-baseline",
    "font-size",
    "data-text-fill",
    "data-text-stroke",
    "data-text-label",
    "data-text-priority",
    "data-text-within",
})
"""Properties a child takes from its parent unless it sets its own."""

LOCAL = frozenset({"display", "opacity", "data-text-skip"})
"""Properties that apply to one element only (but `display: none` hides its whole subtree)."""
_TRACKED = INHERITED | LOCAL

ROOT_STYLE: dict[str, str] = {
    "fill": "black",
    "fill-rule": "nonzero",
    "stroke": "none",
    "stroke-width": "1",
    "visibility": "visible",
    "text-anchor": "start",
    "dominant-baseline": "auto",
    "font-size": "16",
}
"""SVG's initial values (font-size "medium" is 16 user units in every browser)."""

_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"", "0", "false", "no", "off"})


def declarations(element_attrib: dict[str, str]) -> dict[str, str]:
    """An element's own tracked properties: attributes first, then its style attribute."""
    own = {key: value.strip() for key, value in element_attrib.items() if key in _TRACKED}
    style = element_attrib.get("style")
    if style:
        for item in style.split(";"):
            name, colon, value = item.partition(":")
            name = name.strip().lower()
            if colon and name in _TRACKED:
                own[name] = _without_important(value.strip())
    return own


def _without_important(value: str) -> str:
    """A stripped declaration value without a trailing `! important`.

    Done by hand rather than by a regex search, which would rescan a long run of blanks
    from every position in it (quadratic time).
    """
    if value[-9:].lower() != "important":
        return value
    head = value[:-9].rstrip()
    return head[:-1].rstrip() if head.endswith("!") else value


def cascade(parent: dict[str, str], own: dict[str, str]) -> dict[str, str]:
    """The computed style of an element: its parent's inherited values overlaid by its own.

    `inherit` takes the parent's value explicitly; `font-size` is resolved to user units here
    so that `em` and `%` sizes compound through nesting as in CSS. A computed style holds
    inherited properties only (the element's own `LOCAL` ones are read from `own`), so
    `parent` (a computed style, or `ROOT_STYLE`) is copied whole, and given back as it is
    to an element setting nothing: most of a board's elements. Computed styles are never
    changed once made.
    """
    if not own:
        return parent
    computed = dict(parent)
    for key, value in own.items():
        if key in INHERITED and value != "inherit":
            computed[key] = value
    if "font-size" in own and own["font-size"] != "inherit":
        parent_size = float(parent.get("font-size", ROOT_STYLE["font-size"]))
        computed["font-size"] = repr(_font_size(own["font-size"], parent_size))
    return computed


def _font_size(value: str, parent_size: float) -> float:
    keywords = {"xx-small": 9.0, "x-small": 10.0, "small": 13.0, "medium": 16.0,
                "large": 18.0, "x-large": 24.0, "xx-large": 32.0}
    if value in keywords:
        return keywords[value]
    if value == "smaller":
        return parent_size / 1.2
    if value == "larger":
        size = parent_size * 1.2
        if not math.isfinite(size):
            raise SvgError(f"font-size: 'larger' than {parent_size!r} overflows")
        return size
    return parse_length(value, "font-size", percent_of=parent_size, font_size=parent_size)


def is_painted(paint: str | None) -> bool:
    """Whether a fill or stroke value paints anything (colour, url(), currentColor ...)."""
    return paint is not None and paint.lower() not in ("none", "transparent", "")


def is_zero_opacity(value: str | None, what: str) -> bool:
    """Whether an opacity hides what it applies to; `what` names the property in errors."""
    if value is None:
        return False
    return parse_opacity(value, what) <= 0


def flag(value: str | None, what: str) -> bool:
    """A yes/no hint attribute: "1"/"true"/"yes" or "0"/"false"/"no"/""."""
    if value is None:
        return False
    text = value.strip().lower()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    raise SvgError(f"{what}: {shown(value)} is not one of 1/0, true/false, yes/no")


def stroke_mode(value: str | None, what: str) -> bool | None:
    """`data-text-stroke`: False (never outline), True (always) or None (follow the SVG)."""
    if value is None:
        return None
    text = value.strip().lower()
    if text in ("auto", ""):
        return None
    if text in ("none", "never") or text in _FALSE:
        return False
    if text in ("always",) or text in _TRUE:
        return True
    raise SvgError(f"{what}: {shown(value)} is not one of none, auto, always")
