"""THE DUEL (1984), III.2-3: the reconstructed arena (data/arena.py, docs/rules-notes.md
"Arena") and a group's own arena and Dueling cards from a JSON file (`arena_file`)."""

import json

import pytest

from engine.core import RuleError
from engine.rulesets.classic.data.arena import ARENA, OPPOSITE, load_arena

from .conftest import Game


def test_two_rings_of_five_sectors():
    # V.2: leaders enter the outer sectors; VI: a sixth player enters the second level
    assert ARENA.outer == ("O1", "O2", "O3", "O4", "O5")
    assert ARENA.inner == ("I1", "I2", "I3", "I4", "I5")


def test_every_side_is_seen_from_the_other_side():
    # V.4: sectors have Left, Right, In and Out sides; a border is In for one, Out for the
    # other, Right for one, Left for the other
    for sector in ARENA.sectors:
        for side, there in sector.sides.items():
            assert ARENA.beyond(there, OPPOSITE[side]) == sector.name


def test_leaders_facing_the_centre_have_the_next_sector_on_their_right():
    assert ARENA.beyond("O1", "right") == "O2" and ARENA.beyond("O1", "left") == "O5"
    assert ARENA.beyond("O3", "in") == "I3" and ARENA.beyond("I3", "out") == "O3"
    # the second level's In side faces the centre, which is no sector; the outer ring's
    # Out side is the arena's edge
    assert ARENA.beyond("I3", "in") is None and ARENA.beyond("O3", "out") is None


def test_blocks_go_on_the_ten_straight_borders_between_neighbours():
    # V.10: "vertical border (straight line)": the radial borders, not the rings' arcs
    assert len(ARENA.straight) == 10
    assert ARENA.is_straight("O2", "O1") and not ARENA.is_straight("O1", "I1")
    assert ARENA.blocks == 6


def _file(tmp_path, data) -> str:
    path = tmp_path / "arena.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_a_groups_own_arena_is_played_and_kept_in_the_game(tmp_path):
    data = json.loads(ARENA.model_dump_json())
    data["origin"] = "our printed arena"
    data["cards"] = [{"name": "Attack In", "type": "attack", "count": 10},
                     {"name": "Flee Arena with Honor", "type": "general", "count": 2}]
    path = _file(tmp_path, data)
    game = Game("a:atreides,f:fremen", options={"duel": True, "arena_file": path})
    kept = game.state.options.arena_file
    assert kept.name == "arena.json" and "our printed arena" in kept.text
    cards = game.state.dueling
    assert len(cards.deck) + sum(map(len, cards.hands.values())) == 12
    (tmp_path / "arena.json").unlink()  # replay never reads the file again
    assert load_arena(kept).origin == "our printed arena"


def test_an_arena_whose_sides_do_not_match_is_refused(tmp_path):
    data = json.loads(ARENA.model_dump_json())
    data["sectors"][0]["sides"]["right"] = "O3"
    with pytest.raises(RuleError, match="O3"):
        load_arena(_file(tmp_path, data))


def test_unknown_cards_and_curved_blocks_are_refused(tmp_path):
    data = json.loads(ARENA.model_dump_json())
    data["cards"] = [{"name": "Lasgun", "type": "attack", "count": 1}]
    with pytest.raises(RuleError, match="Dueling cards"):
        load_arena(_file(tmp_path, data))
    data = json.loads(ARENA.model_dump_json())
    data["straight"].append(["O1", "I3"])
    with pytest.raises(RuleError, match="not a border"):
        load_arena(_file(tmp_path, data))


def test_a_missing_arena_file_refuses_the_game(tmp_path):
    with pytest.raises(RuleError, match="cannot be read"):
        Game("a:atreides,f:fremen", options={"duel": True,
                                             "arena_file": str(tmp_path / "nope.json")})
