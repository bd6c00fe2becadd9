"""2-D affine matrices and the SVG `transform` attribute.

Every coordinate read from the SVG is mapped straight into the raster's dot space by one
matrix (the element's transforms composed with the viewBox mapping), so the rasteriser never
has to know that transforms exist. Curves are flattened with a tolerance in dot units; the
matrix's largest stretch (`max_scale`) converts that tolerance back into local units.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from .errors import SvgError
from .numbers import parse_number_list, shown


@dataclass(frozen=True, slots=True)
class Affine:
    """x' = a*x + c*y + e, y' = b*x + d*y + f (the SVG `matrix(a b c d e f)` order)."""

    a: float = 1.0
    b: float = 0.0
    c: float = 0.0
    d: float = 1.0
    e: float = 0.0
    f: float = 0.0

    def __matmul__(self, other: Affine) -> Affine:
        """`self @ other` applies `other` first, then `self` (as SVG nests transforms)."""
        a, b, c, d, e, f = self.a, self.b, self.c, self.d, self.e, self.f
        return Affine(
            a * other.a + c * other.b,
            b * other.a + d * other.b,
            a * other.c + c * other.d,
            b * other.c + d * other.d,
            a * other.e + c * other.f + e,
            b * other.e + d * other.f + f,
        )

    def apply(self, x: float, y: float) -> tuple[float, float]:
        return (self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f)

    def max_scale(self) -> float:
        """The largest factor by which the matrix stretches a length (its top singular value)."""
        s = self.a * self.a + self.b * self.b + self.c * self.c + self.d * self.d
        det = self.a * self.d - self.b * self.c
        return math.sqrt(max(0.0, (s + math.sqrt(max(0.0, s * s - 4 * det * det))) / 2))

    @staticmethod
    def translate(tx: float, ty: float = 0.0) -> Affine:
        return Affine(1.0, 0.0, 0.0, 1.0, tx, ty)

    @staticmethod
    def scale(sx: float, sy: float | None = None) -> Affine:
        return Affine(sx, 0.0, 0.0, sx if sy is None else sy, 0.0, 0.0)

    @staticmethod
    def rotate(degrees: float, cx: float = 0.0, cy: float = 0.0) -> Affine:
        r = math.radians(degrees)
        cos, sin = math.cos(r), math.sin(r)
        rot = Affine(cos, sin, -sin, cos, 0.0, 0.0)
        if cx == 0.0 and cy == 0.0:
            return rot
        return Affine.translate(cx, cy) @ rot @ Affine.translate(-cx, -cy)


IDENTITY = Affine()

_FUNCTION = re.compile(r"\s*,?\s*([A-Za-z]+)\s*\(([^()]*)\)\s*")

# name -> accepted argument counts
_ARITY = {
    "matrix": (6,),
    "translate": (1, 2),
    "scale": (1, 2),
    "rotate": (1, 3),
    "skewX": (1,),
    "skewY": (1,),
}


def parse_transform(text: str, what: str) -> Affine:
    """Compose a `transform` attribute's list left to right (the leftmost applies last).

    Raises `SvgError` naming `what` (the element and attribute) and the offending piece, so a
    typo in a scene fails loudly instead of silently moving a shape.
    """
    result = IDENTITY
    pos = 0
    text = text.strip()
    while pos < len(text):
        match = _FUNCTION.match(text, pos)
        if match is None:
            raise SvgError(f"{what}: bad transform {shown(text)} near {text[pos:pos + 20]!r}")
        name, raw = match.group(1), match.group(2)
        if name not in _ARITY:
            raise SvgError(f"{what}: unsupported transform function {shown(name)}")
        args = parse_number_list(raw, what=f"{what} {name}() arguments")
        if len(args) not in _ARITY[name]:
            raise SvgError(f"{what}: {name}() takes {' or '.join(map(str, _ARITY[name]))} "
                           f"numbers, got {len(args)} in {shown(text)}")
        result = result @ _function_matrix(name, args)
        pos = match.end()
    return result


def _function_matrix(name: str, args: list[float]) -> Affine:
    if name == "matrix":
        return Affine(*args)
    if name == "translate":
        return Affine.translate(*args)
    if name == "scale":
        return Affine.scale(*args)
    if name == "rotate":
        return Affine.rotate(*args)
    if name == "skewX":
        return Affine(1.0, 0.0, math.tan(math.radians(args[0])), 1.0, 0.0, 0.0)
    return Affine(1.0, math.tan(math.radians(args[0])), 0.0, 1.0, 0.0, 0.0)
