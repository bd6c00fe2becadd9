"""The board the table and Discord show: every region, the storm, constructions and cubes,
within one Discord message; the picture parses with the project's own SVG renderer."""

from __future__ import annotations

from engine.core.words import say
from engine.render import render_text
from engine.rulesets.dice.board_svg import COLOURS, ring, units_text
from engine.rulesets.dice.data import DEFAULT_MAP, Faction
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import Units

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
    assert "Fr1L" in picture.svg and "Sm3" in picture.svg and "Fr0" not in picture.svg
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


# MATERIEL: the cubes, leaders, spice marker and Thumper lie in plain sight on and beside
# each faction card, so the status names them, a line a seat in order of play
def test_the_status_has_a_line_per_faction_with_its_card_in_plain_sight():
    state = finish_setup(new_game(*EIGHT))
    corrino = next(p for p in state.players.values() if p.faction.value == "Corrino")
    corrino.spice_store, corrino.thumper = 4, True
    block = say(RULESET.status(state).block).splitlines()
    seats = block[1:9]
    assert [line.split(" ")[1] for line in seats] == state.order
    playing = [line for line in seats if ", playing)" in line]
    assert [line.split(" ")[1] for line in playing] == [state.active_seat]
    line = next(x for x in seats if "(Corrino" in x)
    assert line == (f"Co {corrino.seat} (Corrino): card "
                    f"{say(units_text(corrino.card, ' large'))}, {corrino.leaders_card} "
                    f"leader(s); reserve {say(units_text(corrino.reserve, ' large'))}, "
                    f"{corrino.leaders_reserve} leader(s); spice 4/5; Thumper")


def test_the_picture_draws_cubes_as_chips_of_each_factions_colour_and_each_card():
    state = finish_setup(new_game(*EIGHT))
    svg = RULESET.board(state).svg
    assert svg.count(f'fill="{COLOURS[Faction.SMUGGLERS]}"') >= 2  # a chip, the card's mark
    assert "Smugglers (" in svg and "reserve " in svg


def test_a_crowded_board_names_the_factions_by_their_letters_to_fit_one_message():
    state = finish_setup(new_game(*EIGHT))
    for region in state.map.names:
        state.board[region] = {f: Units(troop=1, elite=1) for f in state.factions}
    message = RULESET.board(state).messages[0]
    assert len(message) <= 2000 and "Co1+1L" in message
    assert say(RULESET.status(state).block) in message
