"""The board SVG: valid, self-contained, drawn from public facts only (DESIGN.md Rendering)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from engine.rulesets.classic.board_svg import board_svg, point
from engine.rulesets.classic.data import POLAR_SINK, Faction
from engine.rulesets.classic.data.board import SECTION_NEIGHBOURS
from engine.rulesets.classic.scene import scene
from engine.rulesets.classic.simulate import play, random_origin
from engine.rulesets.classic.state import ClassicState, Prediction

from .conftest import Game

NS = "{http://www.w3.org/2000/svg}"


def _mid_game(seed: int = 7) -> ClassicState:
    return play(random_origin(seed, players=6), seed=seed,
                until=lambda st: st.turn > 4).session.state  # type: ignore[return-value]


def test_the_svg_is_valid_and_self_contained():
    svg = board_svg(scene(_mid_game()))
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    assert len(root.get("viewBox", "").split()) == 4
    assert not re.search(r"href|url\(|@import|<image|<script", svg)


def test_every_section_and_the_storm_are_drawn():
    state = _mid_game()
    root = ET.fromstring(board_svg(scene(state)))
    sections = {p.get("data-section") for p in root.iter(f"{NS}path")} - {None}
    assert sections == {f"{t}/{s}" for t, s in SECTION_NEIGHBOURS if t != POLAR_SINK}
    storm = root.find(f".//{NS}g[@id='storm']/{NS}path")
    assert storm is not None and storm.get("data-text-fill") == "░"
    assert f"sector {state.storm}" in storm.findtext(f"{NS}title", "")


def test_tokens_and_spice_are_labelled_where_they_lie():
    game = Game()
    game.do("mod: force")  # set-up defaults: shields' placements, the Fremen's ten
    root = ET.fromstring(board_svg(scene(game.state)))
    labels = {(g.get("data-section"), t.text) for g in root.iter(f"{NS}g")
              for t in g.iter(f"{NS}text") if g.get("data-section")}
    assert ("Arrakeen/9", "A10") in labels  # III.E Atreides start with 10 in Arrakeen
    assert ("Carthag/10", "H10") in labels
    assert ("Tuek's Sietch/4", "G5") in labels


def test_the_header_names_turn_phase_and_storm():
    state = _mid_game()
    root = ET.fromstring(board_svg(scene(state)))
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
    before = board_svg(scene(state))
    other = state.model_copy(deep=True)
    for player in other.players.values():
        player.hand = [*reversed(player.hand), "Lasgun"]
        player.traitors = ["Duncan Idaho"]
    other.prediction = Prediction(faction=Faction.GUILD, turn=9)
    assert board_svg(scene(other)) == before


def test_random_game_states_always_render_within_discord_limits():
    """Property: boards of random legal games, every 16th command, draw without error;
    the compact text is one message and each detailed message fits Discord's 2,000."""
    from engine.core import Session
    from engine.rulesets.classic.ruleset import RULESET

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
