"""THE DUEL's arena reaches the channel the way the board does (issue 29): while a fight is
open the classic board is the arena, so the bot, which knows no game, posts it as a PNG
with its text map when the fight starts and after each move, and the map again when the
fight ends."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from bot.png import SIGNATURE, WIDTH, png_size, svg_to_png
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.view.picture import FACTION_COLOURS
from tests.golden import A, H
from tests.golden.arena import kanly

from .test_png import pixels


def test_the_arena_is_a_png_of_the_expected_size_with_each_disc_in_its_colour():
    svg = RULESET.board(kanly()).svg
    png = svg_to_png(svg)
    assert png.startswith(SIGNATURE)
    root = ET.fromstring(svg)
    left, top, w, h = (float(n) for n in root.get("viewBox", "").split())
    width, height = png_size(png)
    assert width == WIDTH and abs(height - WIDTH * h / w) <= 1
    rows = pixels(png)
    scale = width / w
    discs = [c for c in root.iter("{http://www.w3.org/2000/svg}circle")
             if c.get("fill") in (FACTION_COLOURS[A], FACTION_COLOURS[H])]
    assert len(discs) == 2
    for disc in discs:  # a point inside the disc, clear of its label
        x = round((float(disc.get("cx")) - left) * scale)
        y = round((float(disc.get("cy")) + float(disc.get("r")) * 0.75 - top) * scale)
        want = tuple(int(disc.get("fill")[i:i + 2], 16) for i in (1, 3, 5))
        assert max(abs(a - b) for a, b in zip(rows[y][x][:3], want, strict=True)) <= 6
