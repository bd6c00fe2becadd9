"""What is mutated (the rules code of each ruleset in the catalog, and of each shared board)
and which tests judge it.

The rulesets are those of `engine/rulesets/catalog.py`, each found in the package its
`RULESET` comes from, so a ruleset added to the catalog is mutated with no edit here.
Its rules code is every module of that package, `phases/` included (the classic layout) or
not (the flat dice and Diuna layouts), except the adapters named in `ADAPTERS`: board
drawing, views and sheets, the random agents, secrecy disguise, printed data, the command
models and options, wiring and storage upgrades. Their mistakes are not rule mistakes, and
other tests (pictures, conformance, parser) judge them.
A mutant is judged by the ruleset's own tests (`tests/<name>/`, without the slow property
runs and the picture tests) and the conformance suite's quick tests of that ruleset
(refusal hints, repairs), so one mutant costs seconds, not minutes.

A shared board (`engine/boards/<name>/`) holds rules code too (the walk over sections, the
storm's track), which several games rely on: it is mutated as a subject of its own, judged
by its tests (`tests/boards/`) and the quick tests of every ruleset played on it, found by
the board's name in the ruleset's imports.
"""

from __future__ import annotations

import importlib
from pathlib import Path

# Module stems that are adapters, not rules, in any ruleset.
ADAPTERS = frozenset(
    {
        "__init__",
        "agents",  # random players
        "board_svg",  # board drawing
        "board_text",
        "candidates",  # menus: the commands offered, before the rules filter them
        "commands",  # command models and their parsing
        "data",  # printed facts
        "disguise",  # secrecy of what a seat is sent
        "handlers",  # wiring of a command to its rule
        "invariants",  # checks the tests run, not rules
        "legal",  # menus and autocomplete
        "offers",  # the forms a seat is sent
        "options",  # option models
        "picture",  # the board picture's colours and words
        "presets",
        "repair_commands",  # command models of the repairs
        "repaired",  # which repair mends what: read by a conformance test
        "result",  # the end of a game as shown
        "ruleset",  # wiring of the protocol
        "scene",  # what the board pictures are drawn from
        "sheet",  # the player's sheet
        "simulate",
        "state",  # plain data
        "static",  # printed facts for look-ups
        "upgrade",  # stored states of earlier versions
        "view",
        "words",  # plural forms in messages
    }
)

# Modules of a shared board that are not rules: its printed facts and its drawing (a stem
# a game's own rules module may well have, so they are kept apart from ADAPTERS).
BOARD_ADAPTERS = ADAPTERS | {"territories", "sections", "names", "layout", "placement", "drawing",
                              "xml_text"}

# Slow (random games, many examples) or about pictures, not rules.
SLOW_OR_PICTURES = (
    "test_properties.py",
    "test_random_games.py",
    "test_repairs_property.py",
    "test_board_golden.py",
    "test_board_svg.py",
    "test_board_layout.py",
    "test_board_data.py",
    "test_board.py",
    "test_name_lookup.py",
)
SLOW_TESTS = (
    "test_traitor_secrecy.py::test_reshuffled_traitors_change_nothing_public_in_random_games",
)
# The conformance suite, parametrized by ruleset name: its random games to the end take a
# minute a ruleset, and `test_checks.py` tests the checks themselves, not a ruleset.
CONFORMANCE = "tests/conformance"
CONFORMANCE_SLOW = ("test_conformance.py", "test_checks.py")
BOARDS = "engine/boards"


def rulesets(root: Path) -> dict[str, Path]:
    """Each catalog ruleset's name and its package folder, by name."""
    from engine.rulesets import catalog

    found = {}
    for name, game in catalog.RULESETS.items():
        package = importlib.import_module(_ruleset_package(type(game).__module__))
        found[name] = Path(package.__file__).parent.resolve().relative_to(root.resolve())
    return dict(sorted(found.items()))


def _ruleset_package(module: str) -> str:
    """The package of `engine.rulesets` a module belongs to, however deep it sits in it
    (a ruleset object may be defined in one of its package's folders)."""
    parts = module.split(".")
    return ".".join(parts[: parts.index("rulesets") + 2])


def modules(root: Path, package: Path) -> list[str]:
    """Repo-relative paths of the package's rules modules: every module but the adapters,
    in sub-packages too (classic's `phases/`), but not in its data folders; a shared board's
    rules modules leave out its printed facts and drawing too."""
    adapters = BOARD_ADAPTERS if package.parts[:2] == tuple(Path(BOARDS).parts) else ADAPTERS
    found = [
        p
        for p in sorted((root / package).rglob("*.py"))
        if p.stem not in adapters and not _in_data(p.relative_to(root / package))
    ]
    return [p.relative_to(root).as_posix() for p in found]


def _in_data(relative: Path) -> bool:
    return any(part in ("data", "__pycache__") for part in relative.parts[:-1])


def boards(root: Path) -> dict[str, Path]:
    """Each shared board's name and its package folder (`engine/boards/<name>/`)."""
    folder = root / BOARDS
    return {p.name: p.relative_to(root) for p in sorted(folder.iterdir())
            if (p / "__init__.py").exists()}


def subjects(root: Path) -> dict[str, Path]:
    """Everything mutated: the catalog's rulesets, then the shared boards."""
    return {**rulesets(root), **boards(root)}


def players_of(root: Path, board: str) -> list[str]:
    """The rulesets played on `board`: those whose code imports its package."""
    name = f"engine.boards.{board}"
    return [ruleset for ruleset, package in rulesets(root).items()
            if any(name in p.read_text() for p in (root / package).rglob("*.py"))]


def test_folders(root: Path, subject: str) -> list[str]:
    """The test folders that judge a subject: a ruleset's own, or a board's and those of
    the rulesets played on it."""
    if subject in boards(root):
        return ["tests/boards", *(f"tests/{r}" for r in players_of(root, subject))]
    return [f"tests/{subject}"]


def test_selection(root: Path, subject: str) -> list[str]:
    """pytest arguments: the subject's tests minus the slow ones, and for a ruleset its
    conformance tests."""
    folders = test_folders(root, subject)
    args = list(folders)
    if subject not in boards(root):
        args += [CONFORMANCE, "-k", f"{subject} or not conformance"]
        args += [f"--ignore={CONFORMANCE}/{name}" for name in CONFORMANCE_SLOW]
    for folder in folders:
        args += [f"--ignore={folder}/{name}" for name in SLOW_OR_PICTURES]
        args += [f"--deselect={folder}/{name}" for name in SLOW_TESTS]
    return args
