"""What is mutated (the rules code of each ruleset) and which tests judge a mutant.

Rules code is every module under `phases/` plus the few ruleset modules that decide who
stands where, who goes next and who must act. Rendering, data tables, the command parser,
views and the random players are not mutated: their mistakes are not rule mistakes.
The test selection is the ruleset's scenario tests without the slow property runs and the
picture tests, so one mutant costs a couple of seconds.
"""

from __future__ import annotations

from pathlib import Path

RULES_MODULES = ("flow.py", "forces.py", "order.py", "pending.py", "decisions.py", "reach.py")

# Slow (random games, many examples) or about pictures, not rules.
SLOW_OR_PICTURES = (
    "test_properties.py",
    "test_repairs_property.py",
    "test_board_golden.py",
    "test_board_svg.py",
    "test_board_layout.py",
    "test_board_data.py",
    "test_name_lookup.py",
)
SLOW_TESTS = (
    "test_traitor_secrecy.py::test_reshuffled_traitors_change_nothing_public_in_random_games",
)


def rulesets(root: Path) -> list[str]:
    return sorted(p.parent.name for p in (root / "engine" / "rulesets").glob("*/phases"))


def modules(root: Path, ruleset: str) -> list[str]:
    """Repo-relative paths of the ruleset's rules modules, phases first."""
    base = root / "engine" / "rulesets" / ruleset
    found = sorted(p for p in (base / "phases").glob("*.py") if p.name != "__init__.py")
    found += [base / name for name in RULES_MODULES if (base / name).exists()]
    return [p.relative_to(root).as_posix() for p in found]


def test_selection(ruleset: str) -> list[str]:
    """pytest arguments: the ruleset's tests minus the slow ones."""
    folder = f"tests/{ruleset}"
    args = [folder]
    args += [f"--ignore={folder}/{name}" for name in SLOW_OR_PICTURES]
    args += [f"--deselect={folder}/{name}" for name in SLOW_TESTS]
    return args
