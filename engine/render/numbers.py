"""SVG numbers, number lists and lengths, parsed strictly.

Python's `float()` accepts "nan", "inf" and "1_000", none of which is an SVG number; a bad
number in a scene should fail with a message naming it, not poison the geometry.
"""

from __future__ import annotations

import math
import re

from .errors import SvgError

NUMBER = re.compile(r"[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?")
_LIST_TOKEN = re.compile(r"(" + NUMBER.pattern + r")|([^\s,]+)")
_LENGTH = re.compile(r"\s*(" + NUMBER.pattern + r")\s*(px|pt|pc|mm|cm|in|em|ex|%)?\s*$")

# user units (CSS px) per absolute unit
_ABSOLUTE_UNITS = {"px": 1.0, "pt": 96 / 72, "pc": 16.0, "mm": 96 / 25.4, "cm": 96 / 2.54,
                   "in": 96.0}


def finite(value: float, text: str, what: str) -> float:
    if not math.isfinite(value):
        raise SvgError(f"{what}: {text!r} is not a finite number")
    return value


def parse_number(text: str, what: str) -> float:
    """One plain number (no unit)."""
    stripped = text.strip()
    match = NUMBER.fullmatch(stripped)
    if match is None:
        raise SvgError(f"{what}: {text!r} is not a number")
    return finite(float(stripped), text, what)


def parse_number_list(text: str, what: str) -> list[float]:
    """Numbers separated by whitespace and/or commas ("1,2 3-4" is 1, 2, 3, -4 as in SVG)."""
    values: list[float] = []
    for number, junk in _LIST_TOKEN.findall(text):
        if junk:
            raise SvgError(f"{what}: bad number list {text!r} near {junk!r}")
        values.append(float(number))
    if not all(map(math.isfinite, values)):
        raise SvgError(f"{what}: {text!r} has a number too large to represent")
    return values


def parse_length(text: str, what: str, percent_of: float, font_size: float) -> float:
    """A length in user units: bare numbers and px are user units, % is of `percent_of`."""
    match = _LENGTH.match(text)
    if match is None:
        raise SvgError(f"{what}: {text!r} is not a length")
    value = finite(float(match.group(1)), text, what)
    unit = match.group(2)
    if unit is None:
        return value
    if unit == "%":
        return value * percent_of / 100
    if unit == "em":
        return value * font_size
    if unit == "ex":
        return value * font_size / 2
    return value * _ABSOLUTE_UNITS[unit]
