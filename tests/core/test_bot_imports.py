"""A bot decides from what its seat may know (`engine.core.bots.Seen`), never from the game's
state: besides the conformance suite's disguise test, no module of a bot may import a game's
state model or the module that holds it, so no bot can be handed a state to read."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "rulesets"


def bot_modules() -> list[Path]:
    """Every module of a bot: `bot*.py` in a game's folder, and a game's `bot/` package."""
    return sorted([*ENGINE.glob("*/bot*.py"), *ENGINE.glob("*/bot/*.py")])


def state_imports(path: Path) -> list[str]:
    """The imports of `path` that reach a state model: a name ending in `State`, or a
    module named `state` itself (its enums, the steps of a turn, are plain words)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            found += [f"line {node.lineno}: {a.name}" for a in node.names
                      if a.name.endswith("State") or a.name == "state"]
        elif isinstance(node, ast.Import):
            found += [f"line {node.lineno}: import {a.name}" for a in node.names
                      if a.name.split(".")[-1] == "state"]
    return found


def test_every_game_has_a_bot_module():
    games = {p.parent.name if p.parent.name != "bot" else p.parent.parent.name
             for p in bot_modules()}
    assert games == {"classic", "dice", "diuna", "santini"}


def test_no_bot_module_imports_a_state_model():
    offences = {str(p.relative_to(ENGINE)): state_imports(p) for p in bot_modules()}
    assert not {p: o for p, o in offences.items() if o}


def test_the_check_sees_a_state_import(tmp_path):
    module = tmp_path / "bot_x.py"
    module.write_text("from ..model.state import ClassicState, Phase\nfrom . import state\n"
                      "import engine.rulesets.dice.state\n")
    assert len(state_imports(module)) == 3
