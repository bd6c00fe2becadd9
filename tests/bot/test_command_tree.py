"""The slash command tree, as it is synced, against Discord's limits for application
commands: a definition Discord rejects would make the whole sync fail."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from bot.config import Config
from bot.discord_bot import COGS, DuneBot
from cogs.checks import MAX_INTEGER
from engine.core.commands import MAX_COMMAND_LENGTH
from engine.core.options import CoreOptions
from engine.rulesets import catalog
from engine.rulesets.classic.protocol.commands import registry
from tests.conformance.pebbles import PEBBLES

NAME = re.compile(r"[-\w]{1,32}")  # Discord: ^[-_\p{L}\p{N}]{1,32}$, lower case
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
PLACEHOLDER = "…"  # what discord.py sends for an option nobody described


@pytest.fixture
async def tree() -> list[dict[str, Any]]:
    bot = await DuneBot.open(Config(token="x", db=":memory:"))
    for name in COGS:
        await bot.load_extension(name)
    yield [c.to_dict(bot.tree) for c in bot.tree.get_commands()]
    await bot.close()


def characters(node: Any) -> int:
    """Discord's 4,000 count: every name, description and choice value in a command."""
    if isinstance(node, list):
        return sum(characters(n) for n in node)
    if not isinstance(node, dict):
        return 0
    own = sum(len(str(node[k])) for k in ("name", "description", "value") if node.get(k))
    return own + characters(node.get("options", [])) + characters(node.get("choices", []))


def problems(node: dict[str, Any], depth: int) -> list[str]:
    """Every way one command or option breaks Discord's rules."""
    where = node["name"]
    out = []
    if not NAME.fullmatch(node["name"]) or node["name"] != node["name"].lower():
        out.append(f"{where}: bad name")
    text = node.get("description", "")
    if not 1 <= len(text) <= 100 or text == PLACEHOLDER:
        out.append(f"{where}: description {text!r}")
    options = node.get("options", [])
    if len(options) > 25:
        out.append(f"{where}: {len(options)} options")
    if len({o["name"] for o in options}) != len(options):
        out.append(f"{where}: repeated option names")
    nested = [o for o in options if o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)]
    if nested and len(nested) != len(options):
        out.append(f"{where}: subcommands mixed with options")
    if any(o["type"] == SUB_COMMAND_GROUP for o in nested) and depth > 0:
        out.append(f"{where}: a group inside a subcommand group")
    if nested and depth > 0 and node.get("type") == SUB_COMMAND:
        out.append(f"{where}: a subcommand inside a subcommand")
    required = [o.get("required", False) for o in options if o not in nested]
    if required != sorted(required, reverse=True):
        out.append(f"{where}: an optional option before a required one")
    for option in options:
        out += problems(option, depth + 1) if option in nested else option_problems(option)
    return out


def option_problems(option: dict[str, Any]) -> list[str]:
    where = option["name"]
    out = problems({k: v for k, v in option.items() if k != "options"}, 1)
    choices = option.get("choices", [])
    if len(choices) > 25:
        out.append(f"{where}: {len(choices)} choices")
    for choice in choices:
        if not 1 <= len(choice["name"]) <= 100 or len(str(choice["value"])) > 100:
            out.append(f"{where}: choice {choice}")
    low, high = option.get("min_value"), option.get("max_value")
    if low is not None and high is not None and low > high:
        out.append(f"{where}: min {low} above max {high}")
    if any(v is not None and abs(v) > MAX_INTEGER for v in (low, high)):
        out.append(f"{where}: bound beyond Discord's integers")
    if choices and option.get("autocomplete"):
        out.append(f"{where}: choices and autocomplete together")
    return out


async def test_every_command_fits_discords_limits(tree):
    assert len(tree) <= 100  # global chat input commands
    assert len({c["name"] for c in tree}) == len(tree)
    found = [p for command in tree for p in problems(command, 0)]
    assert found == []
    sizes = {c["name"]: characters(c) for c in tree}
    assert max(sizes.values()) <= 4000, sizes
    assert all(len(json.dumps(c)) < 8000 for c in tree)


async def test_every_option_says_what_it_takes(tree):
    def descriptions(node: dict[str, Any]) -> list[str]:
        return [node.get("description", "")] + [d for o in node.get("options", [])
                                                for d in descriptions(o)]

    assert PLACEHOLDER not in [d for c in tree for d in descriptions(c)]


async def test_one_tree_serves_every_ruleset_with_no_command_of_its_own(tree, monkeypatch):
    # a slash command per game command would not fit several games in 100 names
    names = {c["name"] for c in tree}
    assert names == {"game", "do", "board", "mod", "admin", "stats"}
    assert not names & {c.name for c in registry}
    monkeypatch.setitem(catalog.RULESETS, PEBBLES.name, PEBBLES)
    bot = await DuneBot.open(Config(token="x", db=":memory:"))
    for name in COGS:
        await bot.load_extension(name)
    assert [c.to_dict(bot.tree) for c in bot.tree.get_commands()] == tree
    await bot.close()


async def test_numbers_carry_their_rules_bounds_to_discord(tree):
    game = next(c for c in tree if c["name"] == "game")
    create = {o["name"]: o for o in next(o for o in game["options"]
                                         if o["name"] == "create")["options"]}
    assert create["deadline_minutes"]["min_value"] == 0
    assert (create["seed"]["min_value"], create["seed"]["max_value"]) == (0, MAX_INTEGER)
    assert create["ruleset"]["autocomplete"] is True


async def test_mod_takes_commands_as_long_as_do_does(tree):
    lengths = {c["name"]: c["options"][0].get("max_length") for c in tree
               if c["name"] in ("do", "mod")}
    assert lengths == {"do": MAX_COMMAND_LENGTH, "mod": MAX_COMMAND_LENGTH}


async def test_deadlines_carry_the_rules_longest_deadline(tree):
    longest = CoreOptions.model_fields["deadline_minutes"].metadata
    high = next(m.le for m in longest if getattr(m, "le", None) is not None)
    game = next(c for c in tree if c["name"] == "game")
    create = next(o for o in game["options"] if o["name"] == "create")
    admin = next(c for c in tree if c["name"] == "admin")
    deadline = next(o for o in admin["options"] if o["name"] == "deadline")
    assert {o["name"]: o for o in create["options"]}["deadline_minutes"]["max_value"] == high
    assert deadline["options"][0]["max_value"] == high
