"""A seeded corpus of SVG documents for the renderer: valid ones using every element and
attribute it reads, and hostile mutations of them.

`documents(seed, count)` yields (kind, svg) pairs, the same for the same seed. About half are
valid documents (nested groups, transforms, use/symbol, every path command, styles, units,
text hints); the rest apply one hostile mutation: truncation, extreme numbers, deep nesting,
long attribute values, garbage characters, <use> bombs, many large curves, DTDs.

`python -m tests.render.corpus [count] [seed]` renders a corpus and prints its figures: the
documents, the errors by kind and the slowest render.
"""

from __future__ import annotations

import random
import re
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator

NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
UNITS = ("", "", "", "px", "pt", "pc", "mm", "cm", "in", "em", "ex", "%")
COLOURS = ("#000", "#c84", "red", "none", "currentColor", "url(#g)", "transparent")
EXTREMES = ("1e308", "-1e308", "1e-320", "1e999", "nan", "inf", "-inf", "-0", "0",
            "99999999999999999999999", "1e-9", "-1e-300", "4e307", ".", "1e", "--1")
FINITE_EXTREMES = ("1e308", "-1e308", "1.7e308", "-1.7e308", "4e307", "1e154", "-1e154",
                   "1e-320", "-1e-320", "1e-9", "0", "-0", "1", "90")
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?(?:e-?\d+)?")


class _Writer:
    """Builds one valid document from a random source."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.ids: list[str] = []

    def num(self, low: float = -10, high: float = 110) -> str:
        value = self.rng.uniform(low, high)
        return str(round(value, self.rng.choice((0, 1, 2, 5))))

    def length(self, low: float = 0, high: float = 60) -> str:
        return self.num(low, high) + self.rng.choice(UNITS)

    def transform(self) -> str:
        r = self.rng
        pieces = []
        for _ in range(r.randint(1, 3)):
            kind = r.choice(("translate", "scale", "rotate", "skewX", "skewY", "matrix"))
            if kind == "translate":
                pieces.append(f"translate({self.num()}, {self.num()})")
            elif kind == "scale":
                pieces.append(f"scale({self.num(0.1, 3)})" if r.random() < 0.5
                              else f"scale({self.num(-2, 2)} {self.num(-2, 2)})")
            elif kind == "rotate":
                pieces.append(f"rotate({self.num(-360, 360)})" if r.random() < 0.5
                              else f"rotate({self.num(-360, 360)} {self.num()} {self.num()})")
            elif kind == "matrix":
                pieces.append("matrix(" + " ".join(self.num(-2, 2) for _ in range(4))
                              + f" {self.num()} {self.num()})")
            else:
                pieces.append(f"{kind}({self.num(-60, 60)})")
        return r.choice((" ", ",", "  ")).join(pieces)

    def presentation(self) -> str:
        r = self.rng
        attrs = []
        options: list[Callable[[], str]] = [
            lambda: f'fill="{r.choice(COLOURS)}"',
            lambda: f'stroke="{r.choice(COLOURS)}"',
            lambda: f'stroke-width="{self.length(0, 4)}"',
            lambda: f'opacity="{r.choice(("0", "0.5", "1", "50%", "5e-1", "1E0"))}"',
            lambda: f'fill-opacity="{r.choice(("0", ".3", "100%"))}"',
            lambda: f'stroke-opacity="{r.choice(("0", "1", "0.25"))}"',
            lambda: f'fill-rule="{r.choice(("evenodd", "nonzero"))}"',
            lambda: f'visibility="{r.choice(("visible", "hidden", "collapse", "inherit"))}"',
            lambda: f'display="{r.choice(("inline", "none", "block"))}"',
            lambda: f'font-size="{r.choice(("12", "1.5em", "x-large", "smaller", "150%"))}"',
            lambda: f'text-anchor="{r.choice(("start", "middle", "end", "bogus"))}"',
            lambda: f'dominant-baseline="{r.choice(("middle", "hanging", "ideographic"))}"',
            lambda: f'data-text-fill="{r.choice(("#", ".", "none", "~"))}"',
            lambda: f'data-text-stroke="{r.choice(("auto", "none", "always", "1", "no"))}"',
            lambda: f'data-text-skip="{r.choice(("0", "false", "yes"))}"',
            lambda: f'data-text-priority="{self.num(-5, 5)}"',
            lambda: f'transform="{self.transform()}"',
            lambda: f'style="{self.style()}"',
        ]
        for make in r.sample(options, r.randint(0, 4)):
            attrs.append(make())
        return " ".join(attrs)

    def style(self) -> str:
        r = self.rng
        items = [f"fill:{r.choice(COLOURS)}", f"stroke: {r.choice(COLOURS)}",
                 f"stroke-width:{self.length(0, 3)} !important", "display:inline",
                 f"opacity: {r.choice(('1', '0.4', '70%'))}", "font-size:10px",
                 "data-text-fill:*", "unknown-property: 3", "fill-rule : evenodd"]
        return ";".join(r.sample(items, r.randint(1, 4))) + r.choice(("", ";", " ; "))

    def ident(self) -> str:
        name = f"e{len(self.ids)}"
        self.ids.append(name)
        return f' id="{name}"'

    def path_data(self) -> str:
        r = self.rng
        parts = [f"M{self.num()} {self.num()}"]
        for _ in range(r.randint(1, 8)):
            command = r.choice("MmLlHhVvCcSsQqTtAaZz")
            upper = command.upper()
            if upper in "ML":
                args = [self.num(), self.num()]
            elif upper in "HV":
                args = [self.num()]
            elif upper == "C":
                args = [self.num() for _ in range(6)]
            elif upper in "SQ":
                args = [self.num() for _ in range(4)]
            elif upper == "T":
                args = [self.num(), self.num()]
            elif upper == "A":
                args = [self.num(0, 40), self.num(0, 40), self.num(-90, 90),
                        r.choice("01"), r.choice("01"), self.num(), self.num()]
            else:
                args = []
            separator = r.choice((" ", ",", " , "))
            parts.append(command + separator.join(args))
        return " ".join(parts)

    def shape(self) -> str:
        r = self.rng
        kind = r.choice(("rect", "circle", "ellipse", "line", "polyline", "polygon", "path",
                         "path", "text"))
        ident = self.ident() if r.random() < 0.5 else ""
        common = f"{ident} {self.presentation()}"
        if kind == "rect":
            corners = f' rx="{self.length(0, 8)}"' if r.random() < 0.4 else ""
            corners += f' ry="{self.length(0, 8)}"' if r.random() < 0.3 else ""
            return (f'<rect x="{self.length(-10, 80)}" y="{self.length(-10, 80)}" '
                    f'width="{self.length()}" height="{self.length()}"{corners} {common}/>')
        if kind == "circle":
            return (f'<circle cx="{self.length()}" cy="{self.length()}" r="{self.length(0, 40)}"'
                    f" {common}/>")
        if kind == "ellipse":
            ry = f' ry="{self.length(0, 30)}"' if r.random() < 0.8 else ' ry="auto"'
            return (f'<ellipse cx="{self.num()}" cy="{self.num()}" rx="{self.length(0, 30)}"'
                    f"{ry} {common}/>")
        if kind == "line":
            return (f'<line x1="{self.length()}" y1="{self.length()}" x2="{self.length()}" '
                    f'y2="{self.length()}" {common}/>')
        if kind in ("polyline", "polygon"):
            points = " ".join(f"{self.num()},{self.num()}" for _ in range(r.randint(2, 7)))
            return f'<{kind} points="{points}" {common}/>'
        if kind == "path":
            return f'<path d="{self.path_data()}" {common}/>'
        return self.text(common)

    def text(self, common: str) -> str:
        r = self.rng
        words = " ".join(r.choice(("Arrakeen", "spice", "Ü", "7", "&amp;", "  ")) for _ in
                         range(r.randint(0, 3)))
        children = ""
        if r.random() < 0.5:
            children = (f'<tspan x="{self.num()} {self.num()}" dy="{self.length(-5, 5)}">'
                        f"{words}</tspan><textPath>path</textPath><a>link</a>")
        position = (f'x="{self.length()}" y="{self.length()}"' if r.random() < 0.8 else "")
        label = ' data-text-label="LBL"' if r.random() < 0.2 else ""
        return f"<text {position}{label} {common}>{words}{children}</text>"

    def element(self, depth: int) -> str:
        r = self.rng
        roll = r.random()
        if depth < 4 and roll < 0.25:
            tag = r.choice(("g", "g", "a", "switch", "svg"))
            inner = "".join(self.element(depth + 1) for _ in range(r.randint(0, 4)))
            ident = self.ident() if r.random() < 0.5 else ""
            return f"<{tag}{ident} {self.presentation()}>{inner}</{tag}>"
        if roll < 0.35 and self.ids:
            href = r.choice(("href", "xlink:href"))
            return (f'<use {href}="#{r.choice(self.ids)}" x="{self.length(-20, 20)}" '
                    f'y="{self.length(-20, 20)}" {self.presentation()}/>')
        if roll < 0.4:
            return r.choice(("<title>t</title>", "<desc>d</desc>", "<!-- note -->",
                             "<metadata><x/></metadata>", '<image href="a.png"/>',
                             "<style>rect{fill:red}</style>", "<?pi data?>"))
        return self.shape()

    def document(self) -> str:
        r = self.rng
        defs = ""
        if r.random() < 0.6:
            symbol = (f'<symbol id="sym">{self.shape()}{self.shape()}</symbol>')
            self.ids.append("sym")
            defs = f"<defs>{symbol}{self.shape()}</defs>"
        body = "".join(self.element(0) for _ in range(r.randint(1, 10)))
        width, height = self.num(5, 400), self.num(5, 400)
        aspect = r.choice(("", ' preserveAspectRatio="none"',
                           ' preserveAspectRatio="xMinYMax slice"',
                           ' preserveAspectRatio="defer xMidYMid meet"'))
        prolog = r.choice(("", '<?xml version="1.0" encoding="UTF-8"?>\n'))
        return (f'{prolog}<svg {NS} viewBox="{self.num(-50, 50)} {self.num(-50, 50)} '
                f'{width} {height}"{aspect}>{defs}{body}</svg>')


# --- hostile mutations ----------------------------------------------------------------------


def _truncate(rng: random.Random, text: str) -> str:
    return text[: rng.randrange(len(text))]


def _extreme_number(rng: random.Random, text: str) -> str:
    spots = list(_NUMBER.finditer(text))
    for match in rng.sample(spots, min(len(spots), rng.randint(1, 4))):
        start, end = match.span()
        text = text[:start] + rng.choice(EXTREMES) + text[end:]
        spots = list(_NUMBER.finditer(text))  # offsets moved
        if not spots:
            break
    return text


def _extreme_geometry(rng: random.Random, text: str) -> str:
    """Shapes, transforms and every path command with all numbers near the float limits."""

    def n() -> str:
        return rng.choice(FINITE_EXTREMES)

    def path() -> str:
        parts = [f"M{n()} {n()}"]
        for command in rng.sample("LlHhVvCcSsQqTtAaZz", 8):
            count = {"L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7,
                     "Z": 0}[command.upper()]
            args = [n() for _ in range(count)]
            if command in "Aa":
                args[3], args[4] = rng.choice("01"), rng.choice("01")
            parts.append(command + " ".join(args))
        return " ".join(parts)

    paint = 'stroke="#000" fill="#111" data-text-fill="#"'
    shapes = [f'<path d="{path()}" {paint}/>',
              f'<circle cx="{n()}" cy="{n()}" r="{n()}" {paint}/>',
              f'<ellipse cx="{n()}" cy="{n()}" rx="{n()}" ry="{n()}" {paint}/>',
              f'<rect x="{n()}" y="{n()}" width="{n()}" height="{n()}" rx="{n()}" {paint}/>',
              f'<line x1="{n()}" y1="{n()}" x2="{n()}" y2="{n()}" {paint}/>',
              f'<polygon points="{n()} {n()} {n()} {n()} {n()} {n()}" {paint}/>',
              f'<text x="{n()}" y="{n()}" dx="{n()}" font-size="{n()}">t</text>']
    transform = rng.choice(("", f"scale({n()})", f"rotate({n()} {n()} {n()})",
                            f"matrix({n()} {n()} {n()} {n()} {n()} {n()})",
                            f"translate({n()}) skewX({n()})"))
    group = f'<g transform="{transform}">' + "".join(rng.sample(shapes, 4)) + "</g>"
    return text.replace("</svg>", group + "</svg>", 1)


def _deep_nesting(rng: random.Random, text: str) -> str:
    depth = rng.choice((150, 199, 210, 400, 2_000))
    head, _, tail = text.partition("</svg>")
    return head + "<g>" * depth + "<rect width='5' height='5' stroke='#000'/>" + \
        "</g>" * depth + "</svg>" + tail


def _long_value(rng: random.Random, text: str) -> str:
    run = rng.choice((" ", "9", "0.", ",", "M0 0", "a")) * rng.choice((1_000, 20_000, 60_000))
    spots = [m.end() - 1 for m in re.finditer(r'="[^"]*"', text)]
    if not spots:
        return text + run
    at = rng.choice(spots)
    return text[:at] + run + rng.choice(("", "x", "px", "!important")) + text[at:]


def _garbage(rng: random.Random, text: str) -> str:
    alphabet = "<>&;\"'=/!?#%\x00\x01\x0b\ufffe\ud800é€🚀 \t\n]]>-->"
    for _ in range(rng.randint(1, 6)):
        at = rng.randrange(len(text) + 1)
        junk = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 8)))
        text = text[:at] + junk + text[at:]
    return text


def _use_bomb(rng: random.Random, text: str) -> str:
    levels, fan = rng.randint(3, 16), rng.randint(2, 12)
    defs = ['<rect id="b0" width="1" height="1" stroke="#000"/>']
    for k in range(1, levels + 1):
        defs.append(f'<g id="b{k}">' + f'<use href="#b{k - 1}"/>' * fan + "</g>")
    bomb = "<defs>" + "".join(defs) + f'</defs><use href="#b{levels}"/>'
    if rng.random() < 0.3:
        bomb += '<g id="loop"><use href="#loop"/></g>'
    return text.replace("</svg>", bomb + "</svg>", 1)


def _many_curves(rng: random.Random, text: str) -> str:
    count, radius = rng.choice((50, 200, 1_000)), rng.choice(("1e3", "1e6", "1e12"))
    circles = "".join(f'<circle cx="{i}" cy="5" r="{radius}" stroke="#000" fill="#111"'
                      f' data-text-fill="#"/>' for i in range(count))
    return text.replace("</svg>", circles + "</svg>", 1)


def _dtd(rng: random.Random, text: str) -> str:
    return rng.choice(('<!DOCTYPE svg [<!ENTITY e "x">]>', "<!DOCTYPE svg>",
                       '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "svg11.dtd">')) + text


def _bad_viewbox(rng: random.Random, text: str) -> str:
    box = rng.choice(("0 0 1e200 1", "0 0 1e-300 1e10", "0 0 1e308 1e308", "0 0 -5 5",
                      "nan 0 1 1", "0 0 0 0", "1e308 0 1e-300 1", "0 0 1", ""))
    return re.sub(r'viewBox="[^"]*"', f'viewBox="{box}"', text, count=1)


MUTATIONS: dict[str, Callable[[random.Random, str], str]] = {
    "truncated": _truncate,
    "extreme number": _extreme_number,
    "extreme geometry": _extreme_geometry,
    "deep nesting": _deep_nesting,
    "long value": _long_value,
    "garbage": _garbage,
    "use bomb": _use_bomb,
    "many curves": _many_curves,
    "dtd": _dtd,
    "viewBox": _bad_viewbox,
}


def documents(seed: int, count: int) -> Iterator[tuple[str, str]]:
    """`count` (kind, svg) pairs: "valid" documents and hostile mutations of them."""
    rng = random.Random(seed)
    for _ in range(count):
        text = _Writer(rng).document()
        if rng.random() < 0.45:
            yield "valid", text
            continue
        kind = rng.choice(sorted(MUTATIONS))
        yield kind, MUTATIONS[kind](rng, text)


def grid(rng: random.Random) -> tuple[int, int | None]:
    """A grid size for one render: mostly board-like, sometimes tiny or large."""
    cols = rng.choice((1, 7, 20, 36, 64, 90, 120, 250))
    return cols, rng.choice((None, None, 1, 5, 30))


def error_kind(message: str) -> str:
    """A short bucket for an error message, for the corpus figures."""
    if "over the render budget" in message:
        return "budget: " + message.rsplit(": ", 1)[-1].split(" (")[0][:40]
    for words in ("not well-formed XML", "document type declarations", "viewBox",
                  "nested more than", "is not a number", "is not a length",
                  "is not a finite number", "bad number list", "reference cycle",
                  "overflows", "transform", "arc flag", "path data", "points"):
        if words in message:
            return words
    return message[:50]


def main(count: int, seed: int) -> None:
    from engine.render import SvgError, render_text

    rng = random.Random(seed)
    kinds: Counter[str] = Counter()
    errors: Counter[str] = Counter()
    slowest = (0.0, "")
    for kind, text in documents(seed, count):
        kinds[kind] += 1
        cols, rows = grid(rng)
        start = time.perf_counter()
        try:
            render_text(text, cols, rows)
        except SvgError as exc:
            errors[error_kind(str(exc))] += 1
        elapsed = time.perf_counter() - start
        slowest = max(slowest, (elapsed, kind))
    print(f"{count} documents (seed {seed}): " + ", ".join(f"{k} {n}" for k, n in
                                                            sorted(kinds.items())))
    print(f"rendered {count - sum(errors.values())}, SvgError {sum(errors.values())}:")
    for message, n in errors.most_common():
        print(f"  {n:5d}  {message}")
    print(f"slowest render {slowest[0] * 1000:.0f} ms ({slowest[1]})")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300,
         int(sys.argv[2]) if len(sys.argv) > 2 else 1)
