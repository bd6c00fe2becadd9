"""The board the table and Discord show: every region, the storm, constructions and cubes,
within one Discord message; the picture parses with the project's own SVG renderer."""

from __future__ import annotations

from engine.render import render_text
from engine.rulesets.dice.board_svg import ring
from engine.rulesets.dice.data import DEFAULT_MAP
from engine.rulesets.dice.ruleset import RULESET

from .helpers import finish_setup, new_game

EIGHT = ("Atreides", "Harkonnen", "Fremen", "Bene Tleilax", "Corrino", "Spacing Guild",
         "Bene Gesserit", "Smugglers")


# LA CARTE: the regions round the Polar Sink in the order their borders run
def test_the_ring_follows_the_borders():
    names = [name for _, name in ring(DEFAULT_MAP)]
    assert len(names) == 9
    assert all(DEFAULT_MAP.adjacent(a, b) for a, b in zip(names, [*names[1:], names[0]],
                                                           strict=True))


def test_the_board_shows_every_region_its_cubes_and_fits_one_message():
    state = finish_setup(new_game(*EIGHT))
    picture = RULESET.board(state)
    for name in DEFAULT_MAP.names:
        assert name.replace("'", "&#x27;") in picture.svg
    assert "Fr0+1L" in picture.svg and "Sm3" in picture.svg
    assert len(picture.messages) == 1 and len(picture.messages[0]) <= 2000
    assert "Polar Sink" in str(render_text(picture.svg, 110))
    assert picture.key == RULESET.board_mark(state)[1]


# KANLY: the Shield, the Poison Snooper and the Thumpers are taken in plain sight
def test_the_board_names_who_holds_the_common_markers_and_what_its_letters_mean():
    state = finish_setup(new_game(*EIGHT))
    harkonnen = next(p for p in state.players.values() if p.faction.value == "Harkonnen")
    fremen = next(p for p in state.players.values() if p.faction.value == "Fremen")
    state.snooper, state.thumpers, fremen.thumper = harkonnen.faction, 3, True
    text = RULESET.board(state).messages[0]
    assert "Shield: reserve; Snooper: Harkonnen; Thumpers: 3 in the reserve, Fremen" in text
    assert "Fremen:1 large" in text and ":0+" not in text  # no zero troops shown
    svg = RULESET.board(state).svg
    assert "Snooper: Harkonnen" in svg and "Fr Fremen" in svg and "Sm Smugglers" in svg
