"""A game's data files (the dice game's `map_file`, Diuna's `cards_file`) are read once,
when the game is created, and kept in the game's origin with their hash and their name:
replay and undo rebuild the game from what it began with, whatever became of the file
("A game's inputs are part of the game"; LA CARTE, the dice rulebook's map)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from engine.core import RuleError, SeatSpec
from engine.core.data_file import DataFile, digest
from engine.core.session import Origin, Session
from engine.rulesets.catalog import RULESETS
from engine.rulesets.dice.data import DEFAULT_MAP, load_map
from engine.rulesets.diuna.data import DEFAULT_CARDS, load_cards

DICE, DIUNA = RULESETS["dice"], RULESETS["diuna"]
SEATS = [SeatSpec(name="ann", side="fremen"), SeatSpec(name="cat", side="corrino")]


def house_map(path: Path, origin: str) -> None:
    path.write_text(DEFAULT_MAP.model_copy(update={"origin": origin}).model_dump_json(),
                    encoding="utf-8")


def dice_game(path: str) -> Session:
    """A dice game on the map at `path`, one command into its set-up."""
    origin = Origin(ruleset="dice", options={"map_file": path}, seats=SEATS, seed=3)
    session, _ = Session.new(DICE, origin)
    session.apply("mod", session.parse("force"))
    return session


def test_the_origin_keeps_the_files_text_hash_and_name_never_its_folder(tmp_path):
    house_map(tmp_path / "map.json", "house map")
    session = dice_game(str(tmp_path / "map.json"))
    kept = DataFile.model_validate(session.origin.options["map_file"])
    assert kept.name == "map.json" and kept.sha256 == digest(kept.text)
    assert str(tmp_path) not in json.dumps(session.origin.model_dump())
    assert session.state.map.origin == "house map"


def test_undo_after_the_map_file_was_edited_keeps_the_games_map(tmp_path):
    house_map(tmp_path / "map.json", "house map")
    session = dice_game(str(tmp_path / "map.json"))
    house_map(tmp_path / "map.json", "another map")
    assert session.undo().state.map.origin == "house map"


def test_undo_after_the_map_file_was_removed_still_goes_back(tmp_path):
    house_map(tmp_path / "map.json", "house map")
    session = dice_game(str(tmp_path / "map.json"))
    (tmp_path / "map.json").unlink()
    assert session.undo().state.map.origin == "house map"


def test_a_relative_path_does_not_break_undo_from_another_folder(tmp_path, monkeypatch):
    (tmp_path / "here").mkdir()
    (tmp_path / "there").mkdir()
    house_map(tmp_path / "here" / "map.json", "house map")
    monkeypatch.chdir(tmp_path / "here")
    session = dice_game("map.json")
    monkeypatch.chdir(tmp_path / "there")
    assert session.undo().state.map.origin == "house map"


def test_diunas_cards_are_kept_through_a_replay_after_the_file_changed(tmp_path):
    path = tmp_path / "cards.json"
    path.write_text(DEFAULT_CARDS.model_copy(update={"origin": "ours"}).model_dump_json(),
                    encoding="utf-8")
    seats = [SeatSpec(name="ann"), SeatSpec(name="cat")]
    origin = Origin(ruleset="diuna", options={"cards_file": str(path)}, seats=seats, seed=5)
    session, _ = Session.new(DIUNA, origin)
    os.remove(path)
    again = Session.replay(DIUNA, session.origin, session.log)
    assert again.state.cards.origin == "ours"
    assert again.state.model_dump_json() == session.state.model_dump_json()


def test_a_game_stored_with_only_a_path_loads_but_refuses_undo_saying_why(tmp_path):
    house_map(tmp_path / "map.json", "house map")
    played = dice_game(str(tmp_path / "map.json"))
    legacy_state = json.loads(played.state.model_dump_json())
    legacy_state["options"]["map_file"] = str(tmp_path / "map.json")
    origin = Origin(ruleset="dice", options={"map_file": str(tmp_path / "map.json")},
                    seats=SEATS, seed=3, rules=DICE.rules_version)
    legacy = Session(DICE, origin, DICE.state_model.model_validate(legacy_state))
    legacy.log = list(played.log)
    assert legacy.state.map.origin == "house map"  # it loads and plays on its own map
    before = legacy.state.model_dump_json()
    with pytest.raises(RuleError, match="before its `map_file` file was kept in the game"):
        legacy.undo()
    assert legacy.state.model_dump_json() == before


def test_a_kept_file_whose_text_no_longer_matches_its_hash_is_refused():
    text = DEFAULT_MAP.model_dump_json()
    altered = DataFile(name="map.json", sha256=digest(text), text=text.replace("W", "E", 1))
    with pytest.raises(RuleError, match="does not match its hash"):
        load_map(altered)


# -- a bad file is refused in one line, never a traceback ----------------------------------


def test_a_file_that_is_not_utf8_is_refused_saying_so(tmp_path):
    (tmp_path / "map.json").write_bytes(b'{"origin": "\xff\xfe"}')
    with pytest.raises(RuleError, match=r"`map\.json` is not UTF-8"):
        load_map(str(tmp_path / "map.json"))


def test_a_file_nested_too_deeply_is_refused_saying_so(tmp_path):
    (tmp_path / "map.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(RuleError, match="nested too deeply"):
        load_map(str(tmp_path / "map.json"))


# -- every name a data file holds can be typed back ----------------------------------------


def renamed_region(path: Path, name: str) -> None:
    data = json.loads(DEFAULT_MAP.model_dump_json())
    old = data["regions"][0]["name"]
    data["regions"][0]["name"] = name
    data["borders"] = [[name if n == old else n for n in pair] for pair in data["borders"]]
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize(("name", "why"), [
    ("#hash", "cannot be typed back"), ("Paul, Atreides", "cannot be typed back"),
    ('"Quoted"', "cannot be typed back"), ("R" * 3000, "at most 40 characters")])
def test_a_region_name_no_one_could_type_is_refused_in_one_line(tmp_path, name, why):
    renamed_region(tmp_path / "map.json", name)
    with pytest.raises(RuleError, match=why) as refused:
        load_map(str(tmp_path / "map.json"))
    assert "\n" not in refused.value.text and len(refused.value.text) < 300


def test_a_leader_named_like_a_comment_is_refused():
    data = json.loads(DEFAULT_CARDS.model_dump_json())
    data["leaders"][0]["name"] = "#hash"
    with pytest.raises(RuleError, match="cannot be typed back"):
        load_cards(DataFile(name="c.json", sha256=digest(json.dumps(data)),
                            text=json.dumps(data)))


def test_a_maps_origin_is_at_most_300_characters_as_a_card_sets_is(tmp_path):
    house_map(tmp_path / "map.json", "o" * 301)
    with pytest.raises(RuleError, match="origin: String should have at most 300"):
        load_map(str(tmp_path / "map.json"))


def test_names_of_the_printed_games_stay_typable(tmp_path):
    renamed_region(tmp_path / "map.json", "Tuek's Sietch 2 - North/South.")
    assert load_map(str(tmp_path / "map.json")).regions[0].name == \
        "Tuek's Sietch 2 - North/South."


def test_a_usage_quotes_a_word_beginning_with_a_hash_so_it_reads_back():
    registry = DIUNA.registry
    command = registry.parse('traitor "#hash"', DIUNA.vocabulary)
    assert registry.usage_of(command) == 'traitor "#hash"'
    assert registry.parse(registry.usage_of(command), DIUNA.vocabulary) == command
