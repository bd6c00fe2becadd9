"""The engine's layers, read from its source: a ruleset stands alone (it imports no other
game, so one can be changed, or removed, without reading the others), only the catalog
names the games (core, render and the boards serve any of them), and no module imports
itself through others (every module can be read, and imported, before those above it).

The rulesets are the folders under engine/rulesets, so a new game is held to the same rules
without a change here. Every import statement counts (`tests/core/import_graph.py`)."""

from __future__ import annotations

from pathlib import Path

from tests.core.import_graph import Import, circles, imports

ROOT = Path(__file__).resolve().parents[2]
ENGINE = "engine"
RULESETS = f"{ENGINE}.rulesets"
CATALOG = f"{RULESETS}.catalog"
"""The one module that lists the games (the simulator and the bot reach them through it)."""


def games(root: Path) -> set[str]:
    """Each ruleset's package: a folder under engine/rulesets with an `__init__.py`."""
    folder = root / Path(*RULESETS.split("."))
    return {f"{RULESETS}.{d.name}" for d in folder.iterdir() if (d / "__init__.py").is_file()}


def game_of(module: str, found: set[str]) -> str | None:
    """The ruleset a module belongs to, or None for a module of no one game."""
    return next((g for g in found if module == g or module.startswith(g + ".")), None)


def under(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def told(imp: Import) -> str:
    return f"{imp} (imports {imp.target})"


def crossings(root: Path) -> list[str]:
    """Imports by a ruleset's module of anything in engine/rulesets outside its own
    folder: another game, or the catalog and simulator, which reach every game."""
    found = games(root)
    return [told(imp) for imp in imports(root, ENGINE)
            if (own := game_of(imp.source, found))
            and under(imp.target, RULESETS) and not under(imp.target, own)]


def strays(root: Path) -> list[str]:
    """Imports of a ruleset by a module of no game other than the catalog, and imports of
    anything in engine/rulesets by a module outside it (core, render, the boards)."""
    found = games(root)
    return [told(imp) for imp in imports(root, ENGINE)
            if not game_of(imp.source, found) and (
                (game_of(imp.target, found) and imp.source != CATALOG)
                or (under(imp.target, RULESETS) and not under(imp.source, RULESETS)))]


def circle_report(root: Path) -> list[str]:
    """Each import circle: its modules, then the imports that tie them."""
    out = []
    for ties in circles(imports(root, ENGINE)):
        members = sorted({imp.source for imp in ties})
        out.append("circle of " + ", ".join(members) + ":\n" + "\n".join(
            f"  {imp.source} -> {imp.target}: {imp}" for imp in ties))
    return out


# -- the engine as it is ------------------------------------------------------------------


def test_the_reader_finds_every_game_and_the_catalog_importing_each():
    found = games(ROOT)
    assert {"engine.rulesets.classic", "engine.rulesets.dice", "engine.rulesets.diuna"} <= found
    listed = {game_of(imp.target, found) for imp in imports(ROOT, ENGINE)
              if imp.source == CATALOG}
    assert listed - {None} == found


def test_no_ruleset_imports_another():
    offences = crossings(ROOT)
    assert offences == [], "a ruleset imports outside its own folder:\n" + "\n".join(offences)


def test_only_the_catalog_imports_a_ruleset():
    offences = strays(ROOT)
    assert offences == [], "a ruleset imported outside the catalog:\n" + "\n".join(offences)


def test_the_engine_has_no_import_circle():
    report = circle_report(ROOT)
    assert report == [], "\n".join(report)


# -- the checks themselves, on small trees -------------------------------------------------


def tree(root: Path, files: dict[str, str]) -> Path:
    """Files (path -> source) under `root`, with an empty `__init__.py` in every folder."""
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    for folder in {p.parent for p in root.rglob("*.py")}:
        (folder / "__init__.py").touch()
    return root


def ties(root: Path, package: str = "pkg") -> list[set[tuple[str, str]]]:
    return [{(imp.source, imp.target) for imp in found}
            for found in circles(imports(root, package))]


def test_a_circle_across_two_packages_is_found_when_both_are_read(tmp_path):
    # the adapters' check reads bot/ and cogs/ together (tests/bot/test_agnostic.py)
    tree(tmp_path, {"one/a.py": "from two import b\n", "two/b.py": "import one.a\n"})
    (found,) = circles(imports(tmp_path, "one", "two"))
    assert {(imp.source, imp.target) for imp in found} == {("one.a", "two.b"), ("two.b", "one.a")}
    assert circles(imports(tmp_path, "one")) == []  # one package alone sees no import of two


def test_a_circle_through_an_import_inside_a_function_is_found(tmp_path):
    tree(tmp_path, {"pkg/a.py": "import pkg.b\n",
                    "pkg/b.py": "def later():\n    from pkg.a import thing\n    return thing\n"})
    assert ties(tmp_path) == [{("pkg.a", "pkg.b"), ("pkg.b", "pkg.a")}]
    (found,) = circles(imports(tmp_path, "pkg"))
    assert [str(imp) for imp in found] == ["pkg/a.py:1: import pkg.b",
                                           "pkg/b.py:2: from pkg.a import thing"]


def test_an_import_for_type_checking_only_counts(tmp_path):
    tree(tmp_path, {"pkg/low.py": "from typing import TYPE_CHECKING\n"
                                  "if TYPE_CHECKING:\n    from .high import High\n",
                    "pkg/high.py": "from .low import Low\n"})
    assert ties(tmp_path) == [{("pkg.high", "pkg.low"), ("pkg.low", "pkg.high")}]


def test_from_a_package_import_a_module_is_an_edge_to_that_module(tmp_path):
    tree(tmp_path, {"pkg/__init__.py": "NAME = 1\n",
                    "pkg/sub/y.py": "from . import x\nfrom .. import NAME, other\n"
                                    "from pkg.sub import x as again\nimport json\n",
                    "pkg/sub/x.py": "",
                    "pkg/other.py": ""})
    targets = {imp.target for imp in imports(tmp_path, "pkg") if imp.source == "pkg.sub.y"}
    assert targets == {"pkg.sub.x", "pkg", "pkg.other"}


def test_a_package_that_only_re_exports_makes_no_circle(tmp_path):
    tree(tmp_path, {"pkg/__init__.py": "from .a import A\nfrom .b import B\n",
                    "pkg/a.py": "class A: ...\n",
                    "pkg/b.py": "from pkg.a import A\nfrom . import a\nclass B(A): ...\n"})
    assert ties(tmp_path) == []


def test_a_module_reading_a_name_from_its_own_package_init_makes_a_circle(tmp_path):
    tree(tmp_path, {"pkg/__init__.py": "from .a import A\nfrom .b import B\n",
                    "pkg/a.py": "class A: ...\n",
                    "pkg/b.py": "from pkg import A\nclass B(A): ...\n"})
    assert ties(tmp_path) == [{("pkg", "pkg.b"), ("pkg.b", "pkg")}]


def test_the_layer_checks_find_each_offence(tmp_path):
    tree(tmp_path, {
        "engine/core/base.py": "from typing import TYPE_CHECKING\n"
                               "if TYPE_CHECKING:\n    from engine.rulesets.one import rules\n",
        "engine/core/listing.py": "from engine.rulesets import catalog\n",
        "engine/rulesets/catalog.py": "from engine.rulesets.one import rules\n"
                                      "from engine.rulesets.two import rules as other\n",
        "engine/rulesets/simulate.py": "from .catalog import RULES\n",
        "engine/rulesets/one/rules.py": "def late():\n    from ..two import rules\n",
        "engine/rulesets/two/rules.py": "from engine.rulesets import simulate\nfrom . import x\n",
        "engine/rulesets/two/x.py": "from engine.core import base\n",
    })
    assert games(tmp_path) == {"engine.rulesets.one", "engine.rulesets.two"}
    assert crossings(tmp_path) == [
        "engine/rulesets/one/rules.py:2: from ..two import rules "
        "(imports engine.rulesets.two.rules)",
        "engine/rulesets/two/rules.py:1: from engine.rulesets import simulate "
        "(imports engine.rulesets.simulate)",
    ]
    assert strays(tmp_path) == [
        "engine/core/base.py:3: from engine.rulesets.one import rules "
        "(imports engine.rulesets.one.rules)",
        "engine/core/listing.py:1: from engine.rulesets import catalog "
        "(imports engine.rulesets.catalog)",
    ]
    (report,) = circle_report(tmp_path)
    head, *lines = report.splitlines()
    assert head == ("circle of engine.core.base, engine.rulesets.catalog, "
                    "engine.rulesets.one.rules, engine.rulesets.simulate, "
                    "engine.rulesets.two.rules, engine.rulesets.two.x:")
    assert lines[0] == ("  engine.core.base -> engine.rulesets.one.rules: engine/core/base.py:3: "
                        "from engine.rulesets.one import rules")
    assert len(lines) == 8  # listing.py, outside the circle, is not named
