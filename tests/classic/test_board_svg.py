"""The board SVG: valid, self-contained, drawn from public facts only (DESIGN.md Rendering)."""

from __future__ import annotations

import math
import random
import re
import xml.etree.ElementTree as ET

import pytest

from engine.boards.arrakis.drawing import board_svg, point, region_id
from engine.boards.arrakis.names import ABBREVIATIONS
from engine.boards.arrakis.sections import SECTION_NEIGHBOURS
from engine.core.words import say
from engine.rulesets.classic.data import POLAR_SINK, TERRITORIES, Faction
from engine.rulesets.classic.model.state import ClassicState, Phase, Prediction
from engine.rulesets.classic.protocol.simulate import play, random_origin
from engine.rulesets.classic.view.picture import board_scene, shield_front
from engine.rulesets.classic.view.scene import scene
from tests.golden import opening

from .board_geometry import random_board, territories_at
from .conftest import Game

NS = "{http://www.w3.org/2000/svg}"


def _mid_game(seed: int = 7) -> ClassicState:
    return play(random_origin(seed, players=6), seed=seed,
                until=lambda st: st.turn > 4).session.state  # type: ignore[return-value]


def test_the_svg_is_valid_and_self_contained():
    svg = board_svg(board_scene(scene(_mid_game())))
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    assert len(root.get("viewBox", "").split()) == 4
    assert not re.search(r"href|url\(|@import|<image|<script", svg)


def test_every_section_and_the_storm_are_drawn():
    state = _mid_game()
    root = ET.fromstring(board_svg(board_scene(scene(state))))
    sections = {p.get("data-section") for p in root.iter(f"{NS}path")} - {None}
    assert sections == {f"{t}/{s}" for t, s in SECTION_NEIGHBOURS if t != POLAR_SINK}
    storm = root.find(f".//{NS}g[@id='storm']/{NS}path")
    assert storm is not None and storm.get("data-text-fill") == "░"
    assert f"sector {state.storm}" in storm.findtext(f"{NS}title", "")


def test_tokens_and_spice_are_labelled_where_they_lie():
    game = Game()
    game.do("mod: force")  # set-up defaults: shields' placements, the Fremen's ten
    root = ET.fromstring(board_svg(board_scene(scene(game.state))))
    labels = {(g.get("data-section"), t.text) for g in root.iter(f"{NS}g")
              for t in g.iter(f"{NS}text") if g.get("data-section")}
    assert ("Arrakeen/9", "A10") in labels  # III.E Atreides start with 10 in Arrakeen
    assert ("Carthag/10", "H10") in labels
    assert ("Tuek's Sietch/4", "G5") in labels


def test_the_header_names_turn_phase_and_storm():
    state = _mid_game()
    root = ET.fromstring(board_svg(board_scene(scene(state))))
    header = "".join(root.find(f".//{NS}g[@id='header']").itertext())
    assert f"Turn {state.turn}/15" in header and f"over sector {state.storm}" in header


def test_sector_one_starts_at_the_bottom_and_sectors_run_counter_clockwise():
    x, y = point(1.0, 0)
    assert (round(x, 6), round(y, 6)) == (0, 100)
    x, y = point(1.0, 4.5)  # a quarter turn on: the right-hand edge
    assert round(x, 6) == 100 and abs(y) < 1e-6


@pytest.mark.parametrize("seed", [3, 11])
def test_secrets_do_not_change_the_picture(seed):
    """Hands, traitors, the prediction and standing bids are not on the board."""
    state = _mid_game(seed)
    before = board_svg(board_scene(scene(state)))
    other = state.model_copy(deep=True)
    for player in other.players.values():
        player.hand = [*reversed(player.hand), "Lasgun"]
        player.traitors = ["Duncan Idaho"]
    other.prediction = Prediction(faction=Faction.GUILD, turn=9)
    assert board_svg(board_scene(scene(other))) == before


def test_random_game_states_always_render_within_discord_limits():
    """Property: boards of random legal games, every 16th command, draw without error;
    the compact text is one message and each detailed message fits Discord's 2,000."""
    from engine.core import Session
    from engine.rulesets.classic.protocol.ruleset import RULESET

    drawn = 0
    for seed in range(8):
        origin = random_origin(seed)
        played = play(origin, seed=seed, until=lambda st: st.turn > 6).session
        replay, _ = Session.new(RULESET, origin)
        for i, entry in enumerate(played.log):
            replay.apply(entry.actor, RULESET.registry.load(entry.command))
            if i % 16:
                continue
            (compact,) = RULESET.board(replay.state).messages
            detail = RULESET.board(replay.state, detail=True).messages
            assert len(compact) <= 2000 and all(len(m) <= 2000 for m in detail)
            drawn += 1
    assert drawn > 50


def _texts(root: ET.Element, group: str) -> list[ET.Element]:
    found = root.find(f".//{NS}g[@id='{group}']")
    assert found is not None
    return list(found.iter(f"{NS}text"))


@pytest.mark.parametrize("seed", range(10))
def test_every_name_and_chip_is_anchored_inside_its_territory(seed):
    # The picture never puts a count beside the territory it belongs to.
    board = scene(random_board(random.Random(seed)))
    root = ET.fromstring(board_svg(board_scene(board)))
    owner = {region_id(t): t for t in TERRITORIES}
    anchored = 0
    for group in ("names", "contents"):
        for parent in root.find(f".//{NS}g[@id='{group}']").iter():
            for text in parent.findall(f"{NS}text"):
                region = text.get("data-text-within") or parent.get("data-text-within")
                x, y = float(text.get("x")), float(text.get("y"))
                assert owner[region] in territories_at(x, y), (text.text, owner[region])
                anchored += 1
    assert anchored == len(TERRITORIES) + sum(len(s.forces) + bool(s.spice)
                                              for s in board.sections)


def test_the_storm_marker_points_into_the_storm_sector():
    state = _mid_game()
    marker = ET.fromstring(board_svg(board_scene(scene(state)))).find(
        f".//{NS}g[@id='storm-marker']/{NS}path")
    tip = [float(v) for v in marker.get("d")[1:].split(" L")[0].split()]
    assert math.hypot(*tip) < 100  # the tip is inside the rim
    sector = math.degrees(math.atan2(tip[0], tip[1])) % 360 // 20 + 1
    assert sector == state.storm


def test_the_panel_shows_tanks_leaders_and_spells_out_every_abbreviation():
    # IX.B: the Tleilaxu Tanks are face up; leaders killed lie there for all to see.
    state = opening()
    atreides = state.players[Faction.ATREIDES]
    atreides.tanks, atreides.reserves = 3, atreides.reserves - 3
    atreides.leaders_in_tanks = ["Duncan Idaho"]
    panel = " | ".join(t.text for t in _texts(
        ET.fromstring(board_svg(board_scene(scene(state)))), "legend"))
    assert "reserves 7, tanks 3, leaders 4" in panel
    assert "A: Duncan Idaho" in panel
    for name, short in ABBREVIATIONS.items():
        assert f"{short} {name}" in panel


def test_cards_held_are_shown_in_the_bidding_round_only():
    # XIII.B: the number of treachery cards held is open during the bidding round only.
    state = opening()
    hand = len(state.players[Faction.HARKONNEN].hand)
    assert f"cards {hand}" not in board_svg(board_scene(scene(state)))
    state.phase = Phase.BIDDING
    assert "cards" in say(shield_front(scene(state).mark(Faction.HARKONNEN)))
    assert f"cards {hand}" in say(shield_front(scene(state).mark(Faction.HARKONNEN)))


def test_spice_is_shown_only_when_the_table_plays_with_open_spice():
    # XIII.B: spice is kept in the shield's pocket.
    state = opening()
    assert "spice" not in say(shield_front(scene(state).mark(Faction.EMPEROR)))
    state.options = state.options.model_copy(update={"open_spice": True})
    spice = state.players[Faction.EMPEROR].spice
    assert f"spice {spice}" in say(shield_front(scene(state).mark(Faction.EMPEROR)))
