"""Affine transforms and the flattening of SVG geometry into polylines.

Everything the text renderer draws is a polyline in user space, so each SVG shape (rect,
circle, ellipse, polygon, path with lines, arcs and curves) is turned into one here, with
arcs converted from SVG's endpoint form to centre form (SVG 1.1, appendix F.6.5).
"""

from __future__ import annotations

import math
import re

Point = tuple[float, float]
Matrix = tuple[float, float, float, float, float, float]
"""(a, b, c, d, e, f) as in SVG's matrix(): x' = a x + c y + e, y' = b x + d y + f."""

IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
CURVE_STEPS = 12

_NUMBER = r"[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?"
_NUMBER_RE = re.compile(_NUMBER)
_TRANSFORM_RE = re.compile(r"(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)")
_PATH_TOKEN_RE = re.compile(rf"[MmZzLlHhVvCcSsQqTtAa]|{_NUMBER}")


def multiply(m: Matrix, n: Matrix) -> Matrix:
    """m then n applied to a point is multiply(m, n): the parent's matrix comes first."""
    a, b, c, d, e, f = m
    a2, b2, c2, d2, e2, f2 = n
    return (a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2,
            a * e2 + c * f2 + e, b * e2 + d * f2 + f)


def apply(m: Matrix, p: Point) -> Point:
    a, b, c, d, e, f = m
    return a * p[0] + c * p[1] + e, b * p[0] + d * p[1] + f


def numbers(text: str, what: str) -> list[float]:
    """Every number in an attribute; anything else in it is an error naming the attribute."""
    found = _NUMBER_RE.findall(text)
    rest = _NUMBER_RE.sub(" ", text).replace(",", " ").strip()
    if rest:
        raise ValueError(f"{what}: cannot read {text!r} as numbers")
    return [float(n) for n in found]


def parse_transform(text: str) -> Matrix:
    matrix = IDENTITY
    for name, args in _TRANSFORM_RE.findall(text):
        matrix = multiply(matrix, _one_transform(name, numbers(args, f"transform {name}")))
    if _TRANSFORM_RE.sub("", text).replace(",", "").strip():
        raise ValueError(f"transform: cannot read {text!r}")
    return matrix


def _one_transform(name: str, v: list[float]) -> Matrix:
    try:
        if name == "matrix":
            a, b, c, d, e, f = v
            return (a, b, c, d, e, f)
        if name == "translate":
            return (1.0, 0.0, 0.0, 1.0, v[0], v[1] if len(v) > 1 else 0.0)
        if name == "scale":
            return (v[0], 0.0, 0.0, v[1] if len(v) > 1 else v[0], 0.0, 0.0)
        if name == "rotate":
            t = math.radians(v[0])
            cx, cy = (v[1], v[2]) if len(v) == 3 else (0.0, 0.0)
            rot = (math.cos(t), math.sin(t), -math.sin(t), math.cos(t), 0.0, 0.0)
            return multiply(multiply((1.0, 0.0, 0.0, 1.0, cx, cy), rot),
                            (1.0, 0.0, 0.0, 1.0, -cx, -cy))
        if name == "skewX":
            return (1.0, 0.0, math.tan(math.radians(v[0])), 1.0, 0.0, 0.0)
        return (1.0, math.tan(math.radians(v[0])), 0.0, 1.0, 0.0, 0.0)
    except (IndexError, ValueError) as err:
        raise ValueError(f"transform {name}({', '.join(map(str, v))}): wrong arguments") from err


def ellipse(cx: float, cy: float, rx: float, ry: float, steps: int) -> list[Point]:
    return [(cx + rx * math.cos(2 * math.pi * i / steps),
             cy + ry * math.sin(2 * math.pi * i / steps)) for i in range(steps)]


def path_polylines(d: str) -> list[tuple[list[Point], bool]]:
    """The subpaths of a path's `d` as (points, closed)."""
    return _PathReader(d).read()


class _PathReader:
    def __init__(self, d: str) -> None:
        tokens = _PATH_TOKEN_RE.findall(d)
        if _PATH_TOKEN_RE.sub(" ", d).replace(",", " ").strip():
            raise ValueError(f"path d: cannot read {d[:60]!r}")
        self.tokens = tokens
        self.i = 0
        self.out: list[tuple[list[Point], bool]] = []
        self.points: list[Point] = []
        self.pos: Point = (0.0, 0.0)
        self.start: Point = (0.0, 0.0)
        self.control: Point | None = None

    def read(self) -> list[tuple[list[Point], bool]]:
        command = ""
        while self.i < len(self.tokens):
            token = self.tokens[self.i]
            if token.isalpha():
                command = token
                self.i += 1
                if command in "Zz":
                    self._close()
                    continue
            elif not command or command in "Zz":
                raise ValueError(f"path d: number {token!r} without a command")
            command = self._segment(command)
        self._flush(False)
        return self.out

    def _num(self) -> float:
        if self.i >= len(self.tokens) or self.tokens[self.i].isalpha():
            raise ValueError("path d: a command is missing numbers")
        self.i += 1
        return float(self.tokens[self.i - 1])

    def _flag(self) -> float:
        """Arc flags may be written without separators ("0 01 5,5"): take one digit."""
        token = self.tokens[self.i] if self.i < len(self.tokens) else ""
        if not token or token[0] not in "01":
            raise ValueError(f"path d: arc flag must be 0 or 1, not {token!r}")
        if len(token) > 1:
            self.tokens[self.i] = token[1:]
        else:
            self.i += 1
        return float(token[0])

    def _xy(self, relative: bool) -> Point:
        x, y = self._num(), self._num()
        return (self.pos[0] + x, self.pos[1] + y) if relative else (x, y)

    def _segment(self, command: str) -> str:
        """Read one segment of `command`; return the command implied for more numbers."""
        rel = command.islower()
        kind = command.upper()
        if kind == "M":
            self._flush(False)
            self.pos = self.start = self._xy(rel)
            self.points = [self.pos]
            self.control = None
            return "l" if rel else "L"
        if kind in "LHV":
            if kind == "L":
                target = self._xy(rel)
            elif kind == "H":
                target = (self._num() + (self.pos[0] if rel else 0.0), self.pos[1])
            else:
                target = (self.pos[0], self._num() + (self.pos[1] if rel else 0.0))
            self._line_to([target])
            self.control = None
        elif kind in "CS":
            c1 = self._reflect() if kind == "S" else self._xy(rel)
            c2, end = self._xy(rel), self._xy(rel)
            self._line_to(_cubic(self.pos, c1, c2, end))
            self.control = c2
        elif kind in "QT":
            c = self._reflect() if kind == "T" else self._xy(rel)
            end = self._xy(rel)
            self._line_to(_quadratic(self.pos, c, end))
            self.control = c
        elif kind == "A":
            rx, ry, angle = self._num(), self._num(), self._num()
            large, sweep = self._flag(), self._flag()
            end = self._xy(rel)
            self._line_to(arc(self.pos, rx, ry, angle, bool(large), bool(sweep), end))
            self.control = None
        return command

    def _reflect(self) -> Point:
        if self.control is None:
            return self.pos
        return 2 * self.pos[0] - self.control[0], 2 * self.pos[1] - self.control[1]

    def _line_to(self, points: list[Point]) -> None:
        if not self.points:
            self.points = [self.pos]
        self.points.extend(points)
        self.pos = points[-1]

    def _close(self) -> None:
        self._flush(True)
        self.pos = self.start
        self.control = None

    def _flush(self, closed: bool) -> None:
        if len(self.points) > 1:
            self.out.append((self.points, closed))
        self.points = []


def _cubic(p0: Point, p1: Point, p2: Point, p3: Point) -> list[Point]:
    out = []
    for i in range(1, CURVE_STEPS + 1):
        t = i / CURVE_STEPS
        u = 1 - t
        w0, w1, w2, w3 = u ** 3, 3 * u * u * t, 3 * u * t * t, t ** 3
        out.append((w0 * p0[0] + w1 * p1[0] + w2 * p2[0] + w3 * p3[0],
                    w0 * p0[1] + w1 * p1[1] + w2 * p2[1] + w3 * p3[1]))
    return out


def _quadratic(p0: Point, p1: Point, p2: Point) -> list[Point]:
    out = []
    for i in range(1, CURVE_STEPS + 1):
        t = i / CURVE_STEPS
        u = 1 - t
        out.append((u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
                    u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]))
    return out


def arc(p0: Point, rx: float, ry: float, angle: float, large: bool, sweep: bool,
        p1: Point) -> list[Point]:
    """An elliptical arc from p0 to p1 as points (p0 excluded), per SVG 1.1 F.6.5-6."""
    rx, ry = abs(rx), abs(ry)
    if p0 == p1:
        return []
    if rx == 0 or ry == 0:
        return [p1]
    phi = math.radians(angle)
    cos_p, sin_p = math.cos(phi), math.sin(phi)
    dx, dy = (p0[0] - p1[0]) / 2, (p0[1] - p1[1]) / 2
    x1 = cos_p * dx + sin_p * dy
    y1 = -sin_p * dx + cos_p * dy
    scale = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
    if scale > 1:  # radii too small for the endpoints: scale them up (F.6.6)
        rx, ry = rx * math.sqrt(scale), ry * math.sqrt(scale)
    num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    den = rx * rx * y1 * y1 + ry * ry * x1 * x1
    factor = math.sqrt(max(0.0, num / den)) * (-1 if large == sweep else 1)
    cx1, cy1 = factor * rx * y1 / ry, -factor * ry * x1 / rx
    cx = cos_p * cx1 - sin_p * cy1 + (p0[0] + p1[0]) / 2
    cy = sin_p * cx1 + cos_p * cy1 + (p0[1] + p1[1]) / 2
    start = math.atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
    end = math.atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
    span = end - start
    if sweep and span < 0:
        span += 2 * math.pi
    elif not sweep and span > 0:
        span -= 2 * math.pi
    steps = max(2, math.ceil(abs(span) / (math.pi / 24)))
    out = []
    for i in range(1, steps + 1):
        t = start + span * i / steps
        x, y = rx * math.cos(t), ry * math.sin(t)
        out.append((cos_p * x - sin_p * y + cx, sin_p * x + cos_p * y + cy))
    out[-1] = p1
    return out
