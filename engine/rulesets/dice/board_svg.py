"""The board as an SVG picture: the Polar Sink in the centre and the six zones around it,
one slice each, split in two where a zone holds two regions (in the order their borders
run round the ring); strategic regions shaded, deserts marked X, the storm's zone veiled;
each region shows its construction and every faction's cubes as chips of the faction's
colour; below, a line per seat in its colour with what lies in plain sight on and beside its
faction card (MATERIEL: cubes, leaders, the spice marker, a Thumper)."""

from __future__ import annotations

import math
from html import escape

from engine.core.words import Say, say

from .data import FACTIONS, ROUNDS, SPICE_STORE_LIMIT, Faction, MapSpec
from .state import DiceState, Step, Units
from .tleilax import TURN_STEPS
from .words import T, Text, construction, joined, term
from .words import faction as word
from .words import region as region_word

SIZE = 640
CENTRE = SIZE / 2
INNER = 90
OUTER = 300
LETTERS = {Faction.ATREIDES: "At", Faction.HARKONNEN: "Ha", Faction.FREMEN: "Fr",
           Faction.TLEILAX: "Tl", Faction.CORRINO: "Co", Faction.GUILD: "Gu",
           Faction.BENE_GESSERIT: "BG", Faction.SMUGGLERS: "Sm"}
"""Two letters a faction, for the cube counts."""
COLOURS = {Faction.ATREIDES: "#2e7d32", Faction.HARKONNEN: "#b71c1c",
           Faction.FREMEN: "#d4a82a", Faction.TLEILAX: "#6d4c41", Faction.CORRINO: "#6a1b9a",
           Faction.GUILD: "#e65100", Faction.BENE_GESSERIT: "#263238",
           Faction.SMUGGLERS: "#1565c0"}
"""Each faction's colour, for its chips and its card in the panel."""
DARK_TEXT = frozenset({Faction.FREMEN})
"""Factions whose colour is light: their chips' letters are drawn black."""
ROW = 16
"""Height of a line of the panel below the wheel, in pixels."""


def letters(faction: Faction) -> Text:
    """A faction's two letters (`At`), as the cube counts name it."""
    return term("dice-letters", faction.value)


def card(state: DiceState, seat: str, large: str = "L") -> Text:
    """What lies in plain sight on and beside a seat's faction card: its cubes and leaders,
    its spice marker (the Corrino's and the Guild's), its Thumper (`large` names the large
    cubes, as in `units_text`)."""
    player = state.players[seat]
    parts: list[Say] = [
        T("dice-card-on", units=units_text(player.card, large), leaders=player.leaders_card),
        T("dice-card-reserve", units=units_text(player.reserve, large),
          leaders=player.leaders_reserve)]
    if player.faction is not None and FACTIONS[player.faction].spice_store:
        parts.append(T("dice-card-spice", spice=player.spice_store, most=SPICE_STORE_LIMIT))
    if player.thumper:
        parts.append(T("dice-card-thumper"))
    return joined(parts, "; ")


def role(state: DiceState, seat: str) -> Say:
    """`, playing` (with the turn's spice once rolled), `, ally`, `, offered an alliance`
    or nothing: the seat's part in the turn under way."""
    if state.step in (Step.CHOOSE, Step.PLACE, Step.ENDED):
        return ""
    faction = state.players[seat].faction
    if seat == state.active_seat:
        return (T("dice-role-playing-spice", spice=state.turn.spice)
                if state.step in TURN_STEPS else T("dice-role-playing"))
    if faction is not None and faction == state.turn.ally:
        return T("dice-role-ally")
    if faction is not None and faction == state.turn.offered:
        return T("dice-role-offered")
    return ""


def markers(state: DiceState) -> Text:
    """Who holds the common markers (public: they are taken in plain sight at the Kanly)."""
    thumpers = [word(p.faction) for p in state.players.values() if p.thumper and p.faction]
    return T("dice-markers-line",
             shield=word(state.shield) if state.shield else T("dice-the-reserve"),
             snooper=word(state.snooper) if state.snooper else T("dice-the-reserve"),
             thumpers=state.thumpers,
             holders=joined([", ", joined(thumpers, ", ")], "") if thumpers else "")


def legend(state: DiceState) -> list[Text]:
    """The two-letter names of the factions in play, as the cube counts use them, four to a
    line so that eight fit the picture's width; and what the marks mean."""
    playing = [f for f in Faction if f in {p.faction for p in state.players.values()}]
    names = [T("dice-letters-name", letters=letters(f), faction=word(f)) for f in playing]
    lines = [joined(names[i:i + 4], ", ") for i in range(0, len(names), 4)]
    return [*lines, T("dice-board-legend")]


def title_line(state: DiceState) -> Text:
    return T("dice-board-title", round=state.round, rounds=ROUNDS, zone=state.storm)


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


def units_text(units: Units, large: str = "L") -> Say:
    """`2`, `1L` (a large cube) or `2+1L` (`large` names the large cubes: `L` on the
    picture, ` large` in the text list); no zero troops shown."""
    big = T("dice-large-short" if large == "L" else "dice-large", count=units.elite)
    parts: list[Say] = [str(units.troop) if units.troop else "", big if units.elite else ""]
    shown = [p for p in parts if p]
    return joined(shown, "+") if shown else "0"


def _chips(x: float, y: float, here: dict[Faction, Units], per_row: int,
           language: str = "en") -> str:
    """Each faction's cubes as a chip of its colour with its letters and count (`Fr1L`),
    `per_row` chips a row (fewer in a narrow slice), centred on x from y down."""
    out = []
    items = list(here.items())
    for start in range(0, len(items), per_row):
        row = items[start:start + per_row]
        chips = [say(letters(f), language) + say(units_text(u), language) for f, u in row]
        widths = [8 + 7 * len(chip) for chip in chips]
        left = x - (sum(widths) + 3 * (len(row) - 1)) / 2
        top = y + (start // per_row) * 17
        for (faction, _units), width, chip in zip(row, widths, chips, strict=True):
            ink = "#000000" if faction in DARK_TEXT else "#ffffff"
            out.append(f'<rect x="{left:.1f}" y="{top:.1f}" width="{width}" height="15" '
                       f'rx="6" fill="{COLOURS[faction]}" stroke="#ffffff"/>'
                       f'<text x="{left + width / 2:.1f}" y="{top + 11:.1f}" '
                       f'text-anchor="middle" fill="{ink}" font-weight="bold">'
                       f"{escape(chip)}</text>")
            left += width + 3
    return "".join(out)


def _panel(state: DiceState, top: float, language: str = "en") -> list[str]:
    """A line per seat in order of play: its colour, faction, seat, part in the turn and
    its card's public contents."""
    out = []
    for i, seat in enumerate(state.order):
        faction = state.players[seat].faction
        y = top + ROW * i
        colour = COLOURS[faction] if faction else "#bbbbbb"
        line = seat_line(state, seat, card(state, seat))
        out.append(f'<rect x="8" y="{y - 10}" width="12" height="12" fill="{colour}"/>'
                   f'<text x="26" y="{y}">{escape(say(line, language))}</text>')
    return out


def seat_line(state: DiceState, seat: str, contents: Say) -> Text:
    """`Atreides (p1, playing): card ...`: a seat's faction, part in the turn and card."""
    faction = state.players[seat].faction
    return T("dice-seat-line", faction=word(faction) if faction else T("dice-no-faction-yet"),
             seat=seat, role=role(state, seat), card=contents)


def _label(x: float, y: float, lines: list[str]) -> str:
    """Lines centred under each other, one text element a line."""
    shown = [t for t in lines if t]
    return "".join(f'<text x="{x:.1f}" y="{y + 14 * i:.1f}" text-anchor="middle">'
                   f"{escape(t)}</text>" for i, t in enumerate(shown))


def svg(state: DiceState, language: str = "en") -> str:
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
            shown = [f"{zone} {say(region_word(name), language)}"
                     + (" X" if region.desert else ""),
                     say(construction(build), language) if build else ""]
            labels.append(_label(x, y - 22, shown))
            labels.append(_chips(x, y - 22 + 14 * len([t for t in shown if t]) - 10,
                                 state.board.get(name, {}), 4 - len(names), language))
    sink = world.polar_sink
    labels.append(_label(CENTRE, CENTRE - 14, [say(region_word(sink), language)]))
    labels.append(_chips(CENTRE, CENTRE - 8, state.board.get(sink, {}), 4, language))
    title = say(title_line(state), language)
    notes = [say(n, language) for n in (markers(state), *legend(state))]
    panel = _panel(state, SIZE + 4, language)
    height = SIZE + ROW * (len(panel) + len(notes))
    below = "".join(panel) + "".join(
        f'<text x="8" y="{SIZE + 4 + ROW * (len(panel) + i)}">{escape(line)}</text>'
        for i, line in enumerate(notes))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{SIZE}" height="{height}" '
            f'viewBox="0 0 {SIZE} {height}" '
            f'font-family="sans-serif" font-size="11">'
            f'<rect width="{SIZE}" height="{height}" fill="#fff8ea"/>{"".join(slices)}'
            f'<circle cx="{CENTRE}" cy="{CENTRE}" r="{INNER}" fill="#e8e8f0" '
            f'stroke="#553311" stroke-width="2"/>{"".join(labels)}'
            f'<text x="8" y="18" font-size="14">{escape(title)}</text>{below}</svg>')
