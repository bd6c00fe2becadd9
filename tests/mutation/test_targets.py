"""The mutation runner's choice of code and tests: every ruleset of the catalog and every
shared board is mutated, in its rules modules only, and judged by tests that exist and guard
it."""

from pathlib import Path

from engine.rulesets import catalog
from mutation import targets

ROOT = Path(__file__).resolve().parents[2]


def test_every_catalog_ruleset_is_mutated():
    assert set(targets.rulesets(ROOT)) == set(catalog.RULESETS)


def test_every_ruleset_gets_rules_modules_beyond_its_flow():
    for name, package in targets.rulesets(ROOT).items():
        stems = {Path(p).stem for p in targets.modules(ROOT, package)}
        assert "flow" in stems, name
        assert len(stems) >= 10, (name, stems)


def test_classic_phases_are_mutated_and_its_data_folder_is_not():
    paths = targets.modules(ROOT, targets.rulesets(ROOT)["classic"])
    assert "engine/rulesets/classic/phases/weather.py" in paths
    assert not any("/data/" in p for p in paths)


def test_adapters_are_not_mutated():
    for package in targets.rulesets(ROOT).values():
        for path in targets.modules(ROOT, package):
            assert Path(path).stem not in targets.ADAPTERS, path
            assert not Path(path).stem.startswith("board_"), path


def test_every_ruleset_is_judged_by_its_own_tests_and_its_conformance_tests():
    for name in targets.rulesets(ROOT):
        args = targets.test_selection(ROOT, name)
        folder = ROOT / "tests" / name
        assert args[0] == f"tests/{name}" and any(folder.glob("test_*.py")), name
        assert targets.CONFORMANCE in args and name in args[args.index("-k") + 1]


def test_the_shared_board_is_mutated_in_its_rules_and_judged_by_the_games_on_it():
    # the walk over sections and the storm's track moved out of classic (issue 27): they are
    # still rules code, and the games played on the board still judge them
    subjects = targets.subjects(ROOT)
    assert set(subjects) == set(catalog.RULESETS) | {"arrakis"}
    paths = targets.modules(ROOT, subjects["arrakis"])
    assert paths == ["engine/boards/arrakis/paths.py", "engine/boards/arrakis/storm.py"]
    assert targets.players_of(ROOT, "arrakis") == ["classic", "diuna"]
    args = targets.test_selection(ROOT, "arrakis")
    assert args[:3] == ["tests/boards", "tests/classic", "tests/diuna"]
    assert "--ignore=tests/classic/test_properties.py" in args
