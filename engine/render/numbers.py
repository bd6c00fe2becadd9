"""SVG numbers, number lists, lengths and opacities, parsed strictly and all alike.

Python's `float()` accepts "nan", "inf" and "1_000", none of which is an SVG number; a bad
number in a scene should fail with a message naming it, not poison the geometry. Every
number in a document goes through `NUMBER` and `finite`, so "1e999", "nan" and "-inf" are
refused the same way whether they are a coordinate, a length, an opacity or a priority, and a
length whose unit pushes it past the float range ("1e308in") is refused too.

The patterns are written so that no input makes them backtrack more than linearly: the
length pattern's blanks are possessive (`\\s*+`), so a long run of them is read once rather
than given back one blank at a time to every later part of the pattern.
"""

from __future__ import annotations

import math
import re

from .errors import SvgError

NUMBER = re.compile(r"[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?")
_LIST_TOKEN = re.compile(r"(" + NUMBER.pattern + r")|([^\s,]+)")
_LENGTH = re.compile(r"\s*+(" + NUMBER.pattern + r")\s*+(px|pt|pc|mm|cm|in|em|ex|%)?\s*+")

# user units (CSS px) per absolute unit
_ABSOLUTE_UNITS = {"px": 1.0, "pt": 96 / 72, "pc": 16.0, "mm": 96 / 25.4, "cm": 96 / 2.54,
                   "in": 96.0}


def finite(value: float, text: str, what: str) -> float:
    if not math.isfinite(value):
        raise SvgError(f"{what}: {shown(text)} is not a finite number")
    return value


def parse_number(text: str, what: str) -> float:
    """One plain number (no unit)."""
    stripped = text.strip()
    match = NUMBER.fullmatch(stripped)
    if match is None:
        raise SvgError(f"{what}: {shown(text)} is not a number")
    return finite(float(stripped), text, what)


def parse_number_list(text: str, what: str) -> list[float]:
    """Numbers separated by whitespace and/or commas ("1,2 3-4" is 1, 2, 3, -4 as in SVG)."""
    values: list[float] = []
    for number, junk in _LIST_TOKEN.findall(text):
        if junk:
            raise SvgError(f"{what}: bad number list {shown(text)} near {shown(junk)}")
        values.append(float(number))
    if not all(map(math.isfinite, values)):
        raise SvgError(f"{what}: {shown(text)} has a number too large to represent")
    return values


def parse_length(text: str, what: str, percent_of: float, font_size: float) -> float:
    """A length in user units: bare numbers and px are user units, % is of `percent_of`."""
    match = _LENGTH.fullmatch(text)
    if match is None:
        raise SvgError(f"{what}: {shown(text)} is not a length")
    value = finite(float(match.group(1)), text, what)
    unit = match.group(2)
    if unit is None:
        return value
    if unit == "%":
        value = value * percent_of / 100
    elif unit == "em":
        value = value * font_size
    elif unit == "ex":
        value = value * font_size / 2
    else:
        value = value * _ABSOLUTE_UNITS[unit]
    return finite(value, text, what)


def parse_opacity(text: str, what: str) -> float:
    """An opacity: a number, or a percentage of 1 ("50%" is 0.5). Out-of-range values are
    kept as they are (CSS clamps them when painting)."""
    stripped = text.strip()
    if stripped.endswith("%"):
        return parse_number(stripped[:-1], what) / 100
    return parse_number(stripped, what)


def shown(text: str) -> str:
    """A value quoted for a message, cut short so a megabyte attribute is not echoed."""
    return repr(text) if len(text) <= 60 else repr(text[:57] + "...")
