"""The board as an SVG picture: the Polar Sink in the centre and the six zones around it,
one slice each, split in two where a zone holds two regions (in the order their borders
run round the ring); strategic regions shaded, deserts marked X, the storm's zone veiled;
each region shows its construction and every faction's cubes."""

from __future__ import annotations

import math
from html import escape

from .data import ROUNDS, Faction, MapSpec
from .state import DiceState, Units

SIZE = 640
CENTRE = SIZE / 2
INNER = 90
OUTER = 300
LETTERS = {Faction.ATREIDES: "At", Faction.HARKONNEN: "Ha", Faction.FREMEN: "Fr",
           Faction.TLEILAX: "Tl", Faction.CORRINO: "Co", Faction.GUILD: "Gu",
           Faction.BENE_GESSERIT: "BG", Faction.SMUGGLERS: "Sm"}
"""Two letters a faction, for the cube counts."""


def markers(state: DiceState) -> str:
    """Who holds the common markers (public: they are taken in plain sight at the Kanly)."""
    thumpers = [p.faction.value for p in state.players.values() if p.thumper and p.faction]
    held = [f"Shield: {state.shield.value if state.shield else 'reserve'}",
            f"Snooper: {state.snooper.value if state.snooper else 'reserve'}",
            f"Thumpers: {state.thumpers} in the reserve"
            + (", " + ", ".join(thumpers) if thumpers else "")]
    return "; ".join(held)


def legend(state: DiceState) -> list[str]:
    """The two-letter names of the factions in play, as the cube counts use them, four to a
    line so that eight fit the picture's width; and what the marks mean."""
    playing = [f for f in Faction if f in {p.faction for p in state.players.values()}]
    names = [f"{LETTERS[f]} {f.value}" for f in playing]
    lines = [", ".join(names[i:i + 4]) for i in range(0, len(names), 4)]
    return [*lines, "L: a large cube (worth two); X: a desert; darker: a strategic region; "
            "grey: the storm"]


def ring(world: MapSpec) -> list[tuple[int, str]]:
    """(zone, region) round the board, zone 6 down to 1; of a zone's two regions, the one
    bordering the zone before comes first."""
    out: list[tuple[int, str]] = []
    for zone in range(6, 0, -1):
        names = list(world.in_zone(zone))
        before = [name for _, name in out[-2:]]
        if len(names) == 2 and not any(world.adjacent(names[0], b) for b in before) and any(
                world.adjacent(names[1], b) for b in before):
            names.reverse()
        out += [(zone, name) for name in names]
    return out


def _point(radius: float, degrees: float) -> tuple[float, float]:
    angle = math.radians(degrees - 90)
    return CENTRE + radius * math.cos(angle), CENTRE + radius * math.sin(angle)


def _slice(start: float, end: float, fill: str) -> str:
    x1, y1 = _point(OUTER, start)
    x2, y2 = _point(OUTER, end)
    x3, y3 = _point(INNER, end)
    x4, y4 = _point(INNER, start)
    return (f'<path d="M{x1:.1f},{y1:.1f} A{OUTER},{OUTER} 0 0,1 {x2:.1f},{y2:.1f} '
            f'L{x3:.1f},{y3:.1f} A{INNER},{INNER} 0 0,0 {x4:.1f},{y4:.1f} Z" '
            f'fill="{fill}" stroke="#553311" stroke-width="2"/>')


def units_text(units: Units, large: str = "L") -> str:
    """`2`, `1L` (a large cube) or `2+1L` (`large` names the large cubes: `L` on the
    picture, ` large` in the text list); no zero troops shown."""
    parts = [str(units.troop) if units.troop else "",
             f"{units.elite}{large}" if units.elite else ""]
    return "+".join(p for p in parts if p) or "0"


def _cubes(here: dict[Faction, Units]) -> str:
    """`At2 Fr1L`: each faction's letters and cubes."""
    return " ".join(LETTERS[f] + units_text(u) for f, u in here.items())


def _label(x: float, y: float, lines: list[str]) -> str:
    """Lines centred under each other, one text element a line."""
    shown = [t for t in lines if t]
    return "".join(f'<text x="{x:.1f}" y="{y + 14 * i:.1f}" text-anchor="middle">'
                   f"{escape(t)}</text>" for i, t in enumerate(shown))


def svg(state: DiceState) -> str:
    world = state.map
    slices, labels = [], []
    for zone in range(1, 7):
        names = world.in_zone(zone)
        start = (6 - zone) * 60
        if zone == state.storm:
            slices.append(_slice(start, start + 60, "#888888"))
        width = 60 / len(names)
        order = [name for z, name in ring(world) if z == zone]
        for i, name in enumerate(order):
            region = world.region(name)
            assert region is not None
            a = start + i * width
            fill = "#d9a441" if region.strategic else "#f0d9a0"
            if zone != state.storm:
                slices.append(_slice(a, a + width, fill))
            x, y = _point((INNER + OUTER) / 2, a + width / 2)
            build = state.constructions.get(name)
            labels.append(_label(x, y - 14, [
                f"{zone} {name}" + (" X" if region.desert else ""),
                build.value if build else "", _cubes(state.board.get(name, {}))]))
    sink = world.polar_sink
    labels.append(_label(CENTRE, CENTRE - 7, [sink, _cubes(state.board.get(sink, {}))]))
    title = f"Turn {state.round}/{ROUNDS}, storm on zone {state.storm}"
    notes = [markers(state), *legend(state)]
    height = SIZE + 16 * len(notes)
    below = "".join(f'<text x="8" y="{SIZE + 4 + 16 * i}">{escape(line)}</text>'
                    for i, line in enumerate(notes))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{SIZE}" height="{height}" '
            f'viewBox="0 0 {SIZE} {height}" '
            f'font-family="sans-serif" font-size="11">'
            f'<rect width="{SIZE}" height="{height}" fill="#fff8ea"/>{"".join(slices)}'
            f'<circle cx="{CENTRE}" cy="{CENTRE}" r="{INNER}" fill="#e8e8f0" '
            f'stroke="#553311" stroke-width="2"/>{"".join(labels)}'
            f'<text x="8" y="18" font-size="14">{escape(title)}</text>{below}</svg>')
