"""A game's options line everywhere it is read: `/game create` (with its autocomplete of
presets and options), `/game options`, the table's `--options` and the simulator's. The bot
knows no game's options: it asks the ruleset."""

from __future__ import annotations

import io

from bot import option_line
from bot.cli import main
from bot.table import TableArgs, run_table
from engine.rulesets.catalog import RULESETS
from tests.conformance.pebbles import PEBBLES

from .fake_discord import ALICE, BOB, answer, slash, texts, until

CLASSIC = RULESETS["classic"]
SEATS = "alice:atreides,bob:harkonnen"


def test_the_autocomplete_offers_the_presets_first_then_the_options():
    offered = option_line.suggestions(CLASSIC, "")
    assert offered[:3] == ["preset=basic", "preset=advanced", "preset=italian"]
    assert "shield_wall=yes" in offered and "max_turns=15" in offered
    assert option_line.suggestions(CLASSIC, "preset=it") == ["preset=italian"]


def test_the_autocomplete_completes_the_last_word_and_skips_what_is_given():
    offered = option_line.suggestions(CLASSIC, "preset=italian sh")
    assert offered == ["preset=italian shield_wall=yes"]
    typed = "preset=italian shield_wall=yes "
    later = option_line.suggestions(CLASSIC, typed)
    assert later and all(s.startswith(typed) for s in later)
    assert not any(s[len(typed):].startswith(("preset=", "shield_wall=")) for s in later)
    assert option_line.suggestions(PEBBLES, "") == [  # a game without presets
        "deadline_minutes=none", "bot_after=none", "private_threads=yes", "quiet=none",
        "timezone=UTC", "language=en", "pile=11"]


def test_the_listing_names_each_option_with_its_default_and_section_and_the_presets():
    lines = option_line.listing(CLASSIC)
    assert any(line.startswith("`spice_flow` (default no) — XIX:") for line in lines)
    assert any(line.startswith("preset `italian` — The Italian edition") and
               "Sets: victory_table=yes, pair_alliances=yes, sietch_strongholds=yes." in line
               for line in lines)
    assert lines[-1].startswith("Options (name=value):") and "preset=advanced" in lines[-1]


async def test_the_table_starts_a_game_with_a_preset_and_refuses_a_bad_line(tmp_path, capsys):
    script = tmp_path / "s.txt"
    script.write_text("options\n")
    out = io.StringIO()
    args = TableArgs(ruleset="classic", seats=SEATS, seed=1, db=str(tmp_path / "t.sqlite3"),
                     game=None, script=str(script), json=False,
                     options="preset=italian pair_alliances=no")
    assert await run_table(args, out) == 0
    text = out.getvalue()
    assert "victory_table = True" in text and "pair_alliances = False" in text
    assert "Rules chosen: victory_table=yes." in text  # shorter than from the preset
    bad = TableArgs(ruleset="classic", seats=SEATS, seed=1, db=str(tmp_path / "u.sqlite3"),
                    game=None, script=str(script), json=False, options="preset=spanish")
    assert await run_table(bad, io.StringIO()) == 2
    err = capsys.readouterr().err
    assert "Cannot start the game: `spanish` is not a preset of this game." in err
    assert "Presets: basic, advanced, italian, expansions." in err


def test_the_simulator_plays_a_preset_or_random_options_and_refuses_a_bad_line(capsys):
    assert main(["simulate", "--games", "2", "--jobs", "1", "--options",
                 "preset=advanced max_turns=3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("options: preset=advanced, max_turns=3\n")
    assert "2 games (1 processes), 0 failed" in out and "games/s" in out
    assert main(["simulate", "--games", "1", "--jobs", "1"]) == 0
    assert capsys.readouterr().out.startswith("options: a random set per game\n")
    assert main(["simulate", "--options", "shield_wall=maybe"]) == 2
    assert "`shield_wall` is yes or no, not `maybe`." in capsys.readouterr().err


async def test_game_create_takes_a_preset_and_game_options_shows_it(world):
    fake, bot = world
    created = await answer(fake, bot, slash("game", [
        {"name": "players", "value": f"<@{ALICE}> atreides, <@{BOB}> harkonnen"},
        {"name": "options", "value": "preset=italian shield_wall=yes"},
        {"name": "seed", "value": 3}], uid=ALICE, sub="create", names=fake.names))
    assert "created" in created
    _, session = await bot.service.session(1)
    rules = session.state.options
    assert (rules.victory_table, rules.pair_alliances, rules.shield_wall) == (True, True, True)
    before = len(texts(fake))
    await answer(fake, bot, slash("game", [], uid=ALICE, sub="options", names=fake.names))
    await until(lambda: "`shield_wall` = yes" in "".join(texts(fake)[before:]))
    await until(lambda: "Rules chosen: " in " ".join(texts(fake)))  # a long answer's last part
    assert "Rules chosen: preset=italian, shield_wall=yes, sietch_strongholds=no" in " ".join(
        texts(fake))
    listed = await answer(fake, bot, slash("game", [{"name": "ruleset", "value": "classic"}],
                                           uid=ALICE, sub="options", names=fake.names))
    assert listed.startswith("Options of `classic`:")
    await until(lambda: "Options (name=value): " in " ".join(texts(fake)))
    assert "preset `advanced`" in " ".join(texts(fake))


async def test_game_create_refuses_an_unknown_preset_and_names_the_presets(world):
    fake, bot = world
    refused = await answer(fake, bot, slash("game", [
        {"name": "players", "value": f"<@{ALICE}> atreides, <@{BOB}> harkonnen"},
        {"name": "options", "value": "preset=spanish"}], uid=ALICE, sub="create",
        names=fake.names))
    assert "`spanish` is not a preset of this game." in refused
    assert "basic, advanced, italian" in refused
    assert await bot.store.game_for_channel(1) is None


async def test_game_create_completes_the_options_line_of_the_ruleset_chosen(world):
    fake, bot = world
    payload = slash("game", [{"name": "options", "value": "preset=ad", "focused": True}],
                    uid=ALICE, sub="create", names=fake.names)
    payload["type"] = 4
    before = len(fake.responses)
    bot._connection.parse_interaction_create(payload)
    await until(lambda: any(r.get("type") == 8 for r in fake.responses[before:]))
    choices = next(r for r in fake.responses[before:] if r.get("type") == 8)["data"]["choices"]
    assert [c["value"] for c in choices] == ["preset=advanced"]
