"""A game's data file options on Discord name a file in the bot's data folder, and nothing
else: `/game create` refuses an absolute path, a `..` and a link leading out of the folder
before anything is opened, in the same words whether or not that path exists, and creates
no game; a file the host put in the folder plays. The local table reads any path."""

from __future__ import annotations

import dataclasses
import io
import json
import os
import sqlite3
from pathlib import Path

import pytest

from bot import data_folder, option_line
from bot.service import GameService
from bot.storage import SqliteStore
from bot.table import TableArgs, run_table
from bot.words import say
from engine.core import Origin, RuleError, SeatSpec
from engine.core.data_file import digest
from engine.core.options import describe
from engine.rulesets.catalog import RULESETS
from engine.rulesets.dice.data import DEFAULT_MAP
from engine.rulesets.diuna.data import DEFAULT_CARDS

from .fake_discord import ALICE, BOB, slash
from .test_discord_answers import answers, private, text_of

DICE, DIUNA = RULESETS["dice"], RULESETS["diuna"]
CHANNEL = 3000
OUT = "takes the name of a file in the bot's data folder, not a path out of it"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """The bot's data folder, holding the default lists of both games as a group's files,
    beside a secret file outside it."""
    inside = tmp_path / "data"
    inside.mkdir()
    (inside / "map.json").write_text(DEFAULT_MAP.model_dump_json(), encoding="utf-8")
    (inside / "cards.json").write_text(DEFAULT_CARDS.model_dump_json(), encoding="utf-8")
    (tmp_path / "secret.json").write_text("{}", encoding="utf-8")
    return inside


# -- which options are data files ---------------------------------------------------------


def test_the_map_and_cards_options_are_marked_as_data_files_and_no_other():
    marked = {o.name for game in RULESETS.values() for o in describe(game.options_model)
              if o.data_file}
    assert marked == {"map_file", "cards_file", "arena_file", "counters_file"}


def test_the_options_listing_says_a_data_file_comes_from_the_bots_data_folder():
    (line,) = [x for x in option_line.listing(DIUNA) if x.startswith("`cards_file`")]
    assert line.endswith(say(data_folder.WHERE)) and "DUNE_DATA_DIR" in line
    classic = [x for x in option_line.listing(RULESETS["classic"]) if "DUNE_DATA_DIR" in x]
    assert [x.split("`")[1] for x in classic] == ["arena_file"]


# -- the name resolved inside the folder ----------------------------------------------------


def test_a_name_in_the_folder_resolves_to_that_file(folder):
    assert data_folder.inside("map_file", "map.json", str(folder)) == \
        (folder / "map.json").resolve()
    (folder / "groups").mkdir()
    (folder / "groups" / "ours.json").write_text("{}", encoding="utf-8")
    assert data_folder.inside("map_file", "groups/ours.json", str(folder)) == \
        (folder / "groups" / "ours.json").resolve()


def test_a_link_that_stays_in_the_folder_is_followed(folder):
    (folder / "current.json").symlink_to(folder / "map.json")
    assert data_folder.inside("map_file", "current.json", str(folder)) == \
        (folder / "map.json").resolve()


@pytest.mark.parametrize("name", ["/etc/passwd", "../secret.json", "a/../../secret.json",
                                  "..\\secret.json", "C:\\secret.json", "\\\\host\\x.json"])
def test_a_path_out_of_the_folder_is_refused_saying_what_would_work(folder, name):
    with pytest.raises(RuleError) as refused:
        data_folder.inside("cards_file", name, str(folder))
    text = str(refused.value)
    assert OUT in text and "DUNE_DATA_DIR" in text
    assert "ask the bot's host to put " in text and "then write `cards_file=" in text


def test_a_link_out_of_the_folder_is_refused(folder):
    (folder / "escape.json").symlink_to(folder.parent / "secret.json")
    with pytest.raises(RuleError, match=OUT):
        data_folder.inside("map_file", "escape.json", str(folder))


def test_the_refusal_is_the_same_whether_the_path_outside_exists(folder):
    def refusal(name: str) -> str:
        with pytest.raises(RuleError) as refused:
            data_folder.inside("map_file", name, str(folder))
        return str(refused.value).replace(name, "NAME")

    outside = folder.parent  # holds secret.json; its folder `absent` does not exist
    assert refusal(str(outside / "secret.json")) == \
        refusal(str(outside / "absent" / "secret.json"))
    assert refusal("../secret.json") == refusal("../absent/secret.json")
    (folder / "a.json").symlink_to(outside / "secret.json")
    (folder / "b.json").symlink_to(outside / "absent" / "secret.json")
    assert refusal("a.json") == refusal("b.json")


def test_a_loop_of_links_is_refused_as_out_of_the_folder(folder):
    (folder / "loop.json").symlink_to(folder / "loop.json")
    with pytest.raises(RuleError, match=OUT):
        data_folder.inside("map_file", "loop.json", str(folder))


def test_without_a_data_folder_every_name_is_refused_with_the_setting_to_set():
    with pytest.raises(RuleError) as refused:
        data_folder.inside("map_file", "map.json", None)
    assert str(refused.value) == (
        "This bot has no data folder, so `map_file` cannot name a file. Game data files are "
        "read only from the bot's data folder: ask the bot's host to set DUNE_DATA_DIR and "
        "put `map.json` there, then write `map_file=map.json`; or leave `map_file` out for "
        "its default.")


def test_a_name_the_folder_does_not_hold_is_refused_as_missing(folder):
    with pytest.raises(RuleError, match=r"There is no file `ours\.json` in the bot's data "
                                        r"folder\. Ask the bot's host to put it there"):
        data_folder.inside("cards_file", "ours.json", str(folder))


@pytest.mark.parametrize("length", [256, 300])
def test_a_name_too_long_for_the_file_system_is_refused_as_missing(folder, length):
    with pytest.raises(RuleError, match=r"There is no file .* in the bot's data folder"):
        data_folder.inside("map_file", "m" * length, str(folder))


def test_confine_keeps_the_data_files_under_their_names_and_nothing_else(folder):
    chosen = {"map_file": "map.json", "face_dancers": "spice"}
    text = (folder / "map.json").read_text(encoding="utf-8")
    assert data_folder.confine(DICE, chosen, str(folder)) == {
        "map_file": {"name": "map.json", "sha256": digest(text), "text": text},
        "face_dancers": "spice"}
    assert data_folder.confine(DICE, {"face_dancers": "spice"}, None) == \
        {"face_dancers": "spice"}


# -- on Discord ---------------------------------------------------------------------------


def create(ruleset: str, options: str, players: str | None = f"<@{ALICE}>, <@{BOB}>") -> dict:
    given = [{"name": "ruleset", "value": ruleset}, {"name": "options", "value": options}]
    if players:
        given.append({"name": "players", "value": players})
    return slash("game", given, uid=ALICE, sub="create")


@pytest.mark.parametrize(("ruleset", "options"), [
    ("diuna", "cards_file=/etc/passwd"), ("dice", "map_file=../secret.json"),
    ("dice", "map_file=escape.json")])
async def test_game_create_refuses_a_data_file_out_of_the_folder_and_creates_nothing(
        world, folder, ruleset, options):
    fake, bot = world
    bot.config = dataclasses.replace(bot.config, data_dir=str(folder))
    (folder / "escape.json").symlink_to(folder.parent / "secret.json")
    for players in (f"<@{ALICE}>, <@{BOB}>", None):  # at once, and by sign-up
        got = await answers(fake, bot, create(ruleset, options, players))
        assert [OUT in text and "ask the bot's host to put `" in text
                for text in text_of(got)] == [True]
        assert all(private(r) for r in got)
    assert await bot.store.games_of_user(ALICE) == []
    assert await bot.store.lobby(CHANNEL) is None


async def test_game_create_refuses_a_data_file_when_the_bot_has_no_folder(world, folder):
    fake, bot = world
    got = await answers(fake, bot, create("dice", f"map_file={folder / 'map.json'}"))
    assert ["This bot has no data folder" in text for text in text_of(got)] == [True]
    assert await bot.store.games_of_user(ALICE) == []


@pytest.mark.parametrize(("ruleset", "options", "played"), [
    ("dice", "map_file=map.json", "map"), ("diuna", "cards_file=cards.json", "cards")])
async def test_a_file_in_the_data_folder_plays_for_both_games(world, folder, ruleset,
                                                              options, played):
    fake, bot = world
    bot.config = dataclasses.replace(bot.config, data_dir=str(folder))
    got = await answers(fake, bot, create(ruleset, options))
    assert text_of(got) == ["Game 1 created."]
    _, session = await bot.service.session(1)
    expected = DEFAULT_MAP if played == "map" else DEFAULT_CARDS
    assert getattr(session.state, played) == expected


async def test_a_sign_up_keeps_the_file_read_when_it_opened(world, folder):
    fake, bot = world
    bot.config = dataclasses.replace(bot.config, data_dir=str(folder))
    await answers(fake, bot, create("dice", "map_file=map.json", players=None))
    moved = DEFAULT_MAP.model_copy(update={"origin": "edited after the sign-up opened"})
    (folder / "map.json").write_text(moved.model_dump_json(), encoding="utf-8")
    for uid, side in ((ALICE, "fremen"), (BOB, "corrino")):
        await answers(fake, bot, slash("game", [{"name": "side", "value": side}], uid=uid,
                                       sub="join", names=fake.names))
    (folder / "map.json").unlink()
    await answers(fake, bot, slash("game", [], uid=ALICE, sub="start", names=fake.names))
    _, session = await bot.service.session(1)
    assert session.state.map == DEFAULT_MAP
    assert str(folder) not in json.dumps(session.origin.model_dump())


# -- at the table -------------------------------------------------------------------------


async def test_the_local_table_still_reads_any_path(tmp_path, folder):
    script = tmp_path / "s.txt"
    script.write_text("options\n")
    out = io.StringIO()
    path = os.path.relpath(folder / "map.json")  # a relative path out of no folder
    args = TableArgs(ruleset="dice", seats="ann:fremen,cat:corrino", seed=1,
                     db=str(tmp_path / "t.sqlite3"), game=None, script=str(script),
                     json=False, options=f"map_file={path}")
    assert await run_table(args, out) == 0
    assert "Rules chosen: map_file=map.json." in out.getvalue()  # its name, not the path
    assert "map_file = 'map.json'" in out.getvalue() and str(folder) not in out.getvalue()


def test_game_options_show_a_data_files_name_never_the_hosts_path(folder):
    kept = data_folder.confine(DICE, {"map_file": "map.json"}, str(folder))
    legacy = {"map_file": str(folder / "map.json")}  # a game stored before files were kept
    for chosen in (kept, legacy):
        lines = option_line.chosen(DICE, DICE.options_model.model_validate(chosen))
        assert any(line.startswith("`map_file` = map.json — ") for line in lines)
        assert lines[-1] == "Rules chosen: map_file=map.json (fixed once the game began)."
        assert str(folder) not in "\n".join(lines)


async def test_a_game_stored_with_only_its_map_path_loads_and_refuses_undo(tmp_path, folder):
    db = tmp_path / "g.sqlite3"
    path = str(folder / "map.json")
    seats = [SeatSpec(name="ann", side="fremen"), SeatSpec(name="cat", side="corrino")]
    async with await SqliteStore.open(db) as store:
        service = GameService(store)
        game_id, _ = await service.create(Origin(ruleset="dice", options={"map_file": path},
                                                 seats=seats, seed=3))
        _, session = await service.session(game_id)
        await service.execute(game_id, "mod", session.parse("force"))
    with sqlite3.connect(db) as raw:  # as a release before files were kept stored it
        (meta,) = raw.execute("SELECT options FROM games").fetchone()
        legacy = {**json.loads(meta), "options": {"map_file": path}}
        raw.execute("UPDATE games SET options = ?", (json.dumps(legacy),))
    async with await SqliteStore.open(db) as store:
        service = GameService(store)
        version, session = await service.session(game_id)
        assert session.state.map == DEFAULT_MAP
        with pytest.raises(RuleError, match="before its `map_file` file was kept"):
            await service.execute(game_id, "mod", session.parse("undo"))
        assert (await service.session(game_id))[0] == version
