"""The classic game's presets and options as a whole: every preset names real options, the
options line reads them through the ruleset, the board's header names the rules chosen,
random games draw every rule option, and no command changes a game's rules once it began."""

import random
import xml.etree.ElementTree as ET

import pytest

from engine.core import Origin, Session
from engine.core.options import CoreOptions, parse_options
from engine.core.simulation import play, sample_origin
from engine.core.words import say
from engine.rulesets.classic.model.options import ClassicOptions
from engine.rulesets.classic.model.presets import ADVANCED, ITALIAN, PRESETS, SWITCHES
from engine.rulesets.classic.protocol.ruleset import RULESET

RULE_OPTIONS = [n for n in ClassicOptions.model_fields if n not in CoreOptions.model_fields]


def test_every_preset_name_is_an_option_and_every_option_is_off_by_default():
    # every rule option is off by default: the basic game stays as it is
    assert set(PRESETS) == {"basic", "advanced", "italian", "expansions"}
    for p in PRESETS.values():
        assert set(p.values) <= set(ClassicOptions.model_fields), p.name
    assert PRESETS["basic"].values == {}
    assert PRESETS["advanced"].values == dict.fromkeys(ADVANCED, True)
    assert PRESETS["italian"].values == dict.fromkeys(ITALIAN, True)
    defaults = ClassicOptions()
    assert all(getattr(defaults, n) is False for n in SWITCHES if n != "auto_charity")


def test_the_advanced_game_always_has_increased_spice_flow_and_not_the_longer_game():
    # XXIII: "Optional Rule XIX Increased Spice Flow, must be used in the Advanced Game";
    # XVIII (the longer game) stays a free choice
    assert "spice_flow" in ADVANCED
    assert not {"no_alliances", "extra_stronghold", "shield_wall"} & set(ADVANCED)


def test_every_option_cites_its_section():
    # each option's help names the rule it follows, e.g. "XIX:" or "IV (Italian edition):",
    # or the expansion it belongs to ("THE DUEL, III.1:")
    for name in RULE_OPTIONS:
        text = ClassicOptions.model_fields[name].description or ""
        head = text.split(":")[0].split(" ")[0]
        expansion = text.startswith(("THE SPICE HARVEST", "THE DUEL"))
        assert expansion or (head and set(head) <= set("IVXLC.AB12345")), (name, text)


@pytest.mark.parametrize("line, values", [
    ("preset=italian", dict.fromkeys(ITALIAN, True)),
    ("italian pair_alliances=no", {**dict.fromkeys(ITALIAN, True), "pair_alliances": False}),
    ("preset=advanced max_turns=10", {**dict.fromkeys(ADVANCED, True), "max_turns": 10}),
    ("preset=basic shield_wall=yes", {"shield_wall": True}),
])
def test_the_options_line_takes_a_preset_and_single_options_on_top(line, values):
    assert parse_options(RULESET.options_model, line, RULESET.presets) == values


def board_texts(session: Session) -> tuple[str, str]:
    picture = RULESET.board(session.state)
    return picture.svg, picture.messages[0]


def test_the_board_header_names_the_rules_chosen_and_nothing_for_the_basic_game():
    # the header (SVG and text) names a game's non-default rule options, in short
    seats = [{"name": n} for n in "abcdef"]
    italian = Origin(ruleset="classic", options=parse_options(
        ClassicOptions, "preset=italian pair_alliances=no", PRESETS), seats=seats, seed=1)
    svg, text = board_texts(Session.new(RULESET, italian)[0])
    assert "Options: preset=italian, pair_alliances=no" in svg
    assert "Options: preset=italian, pair_alliances=no" in text
    basic = Origin(ruleset="classic", options={"deadline_minutes": 60}, seats=seats, seed=1)
    svg, text = board_texts(Session.new(RULESET, basic)[0])
    assert "Options:" not in svg and "Options:" not in text


def test_the_sietches_are_drawn_as_strongholds():
    # XVIII.C: the sietches are strongholds, so the map shows them as it shows the others
    seats = [{"name": n} for n in "abcdef"]

    def bold(options: dict) -> set[str]:
        session, _ = Session.new(RULESET, Origin(ruleset="classic", options=options,
                                                 seats=seats, seed=1))
        root = ET.fromstring(RULESET.board(session.state).svg)
        names = root.find(".//{http://www.w3.org/2000/svg}g[@id='names']")
        return {t.findtext("{http://www.w3.org/2000/svg}title") for t in names
                if t.get("font-weight") == "bold"}

    assert bold({}) == {"Arrakeen", "Carthag", "Tuek's Sietch", "Sietch Tabr",
                        "Habbanya Sietch"}
    assert bold({"sietch_strongholds": True}) == bold({}) | {"False Wall East", "Harg Pass"}


def test_random_games_draw_every_rule_option_and_the_basic_game():
    # the simulator and the conformance suite play every yes/no rule option, on and off
    drawn = [sample_origin(RULESET, seed).options for seed in range(60)]
    assert {} in drawn
    for name in SWITCHES:
        assert {o.get(name) for o in drawn if o} == {True, False}, name
    given = sample_origin(RULESET, 1, options={"spice_flow": True}).options
    assert given == {"spice_flow": True}


def test_no_command_changes_a_games_rules_once_it_began():
    # options are fixed when the game starts: random games with random options, every
    # player's command and the moderator's defaults leave them as they were
    for seed in range(6):
        options = {**RULESET.random_options(random.Random(seed), []), "max_turns": 4}
        origin = sample_origin(RULESET, seed, options=options)
        rules = Session.new(RULESET, origin)[0].state.options

        def unchanged(session, events, rules=rules):
            assert session.state.options == rules

        play(RULESET, origin, seed=seed, check=unchanged)


def test_the_moderators_deadline_changes_no_rule(make_game):
    # the one option a command changes is the deadline, which is no rule of the game
    game = make_game(options={"spice_flow": True, "shield_wall": True})
    before = game.state.options
    game.do("mod: deadline 30")
    after = game.state.options
    assert after.deadline_minutes == 30
    assert after.model_copy(update={"deadline_minutes": None}) == before


def test_the_status_block_names_the_rules_chosen(make_game):
    # /game status: where the game stands, with its rule options when not the defaults
    assert "Options:" not in say(RULESET.status(make_game().state).block)
    game = make_game(options={"no_alliances": True, "shield_wall": True})
    assert "Options: no_alliances=yes, shield_wall=yes." in say(RULESET.status(game.state).block)
