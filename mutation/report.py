"""Scores per module, the survivors, the accepted (equivalent) mutants and the result cache."""

from __future__ import annotations

import hashlib
import json
import tomllib
from collections import Counter
from pathlib import Path

from .operators import Mutant
from .runner import Outcome

ACCEPTED = Path("mutation") / "accepted.toml"
CACHE = Path(".mutation")


def accepted(root: Path) -> dict[str, str]:
    """key -> reason, for survivors that are equivalent to the original code."""
    path = root / ACCEPTED
    if not path.exists():
        return {}
    entries = tomllib.loads(path.read_text()).get("equivalent", [])
    return {e["key"]: e["reason"] for e in entries}


def fingerprints(root: Path, folders: list[str]) -> tuple[str, str]:
    """What an outcome was measured on: the engine's code, and the tests that judge the
    subject (the test folders given, and the conformance suite's)."""
    tests = "".join(_digest(root, f) for f in folders) + _digest(root, "tests/conformance")
    return _digest(root, "engine"), tests


def _digest(root: Path, folder: str) -> str:
    digest = hashlib.sha256()
    for path in sorted((root / folder).rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


class Store:
    """`.mutation/<ruleset>.json`: the outcomes measured on one version of the engine.

    Any change to the engine drops them all. A change to the tests drops the survivors
    only: tests are added far more often than removed, and a suite that grew still kills
    what it killed (after removing tests, run with `--fresh`)."""

    def __init__(self, root: Path, ruleset: str, *, fresh: bool = False) -> None:
        self.path = root / CACHE / f"{ruleset}.json"
        known = self.path.exists() and not fresh
        self.data = json.loads(self.path.read_text()) if known else {}

    def results(self, engine: str, tests: str) -> dict[str, str]:
        if self.data.get("engine") != engine:
            return {}
        results = dict(self.data.get("results", {}))
        if self.data.get("tests") == tests:
            return results
        return {key: status for key, status in results.items() if status != "survived"}

    def save(self, engine: str, tests: str, outcomes: list[Outcome]) -> None:
        results = self.results(engine, tests)
        results.update({o.mutant.key: o.status for o in outcomes})
        self.data = {"engine": engine, "tests": tests, "results": results}
        self.path.parent.mkdir(exist_ok=True)
        self.path.write_text(json.dumps(self.data, indent=1))


def print_report(
    pool: dict[str, list[Mutant]],
    outcomes: list[Outcome],
    accepted: dict[str, str],
    *,
    verbose: bool = False,
) -> Counter:
    """Print the table and the survivors; return the ruleset's totals for its score."""
    by_module: dict[str, Counter] = {path: Counter() for path in pool}
    survivors, equivalent = [], []
    for o in outcomes:
        status = o.status
        if status == "survived" and o.mutant.key in accepted:
            status = "equivalent"
            equivalent.append(o.mutant)
        elif status == "survived":
            survivors.append(o.mutant)
        by_module[o.mutant.path][status] += 1
    print(
        f"\n{'module':<52} {'all':>5} {'run':>5} {'killed':>6} {'equiv':>5} "
        f"{'surv':>5} {'score':>6}"
    )
    total: Counter = Counter()
    for path, counts in by_module.items():
        total.update(counts)
        total["all"] += len(pool[path])
        print(_row(path, len(pool[path]), counts))
    print(_row("total", total["all"], total))
    if survivors:
        print(f"\nSurvivors ({len(survivors)}): a rule mistake no test notices")
        for m in sorted(survivors, key=lambda m: (m.path, m.line)):
            print(f"  {m.path}:{m.line}  {m.operator}: {m.original}  ->  {m.replacement}")
    if equivalent and verbose:
        print(f"\nAccepted as equivalent ({len(equivalent)}):")
        for m in sorted(equivalent, key=lambda m: (m.path, m.line)):
            print(f"  {m.path}:{m.line}  {m.original} -> {m.replacement}: {accepted[m.key]}")
    known = {m.key for found in pool.values() for m in found}
    stale = [k for k in accepted if k.split(" | ")[0] in pool and k not in known]
    for key in stale:
        print(f"note: accepted entry matches no mutant any more: {key}")
    return total


def print_scores(scores: dict[str, Counter]) -> None:
    """One line per ruleset: a run over several is judged ruleset by ruleset."""
    if not scores:
        return
    print("\nScore per ruleset (killed / killed + survived; equivalent mutants left out)")
    for ruleset, total in scores.items():
        print(_row(ruleset, total["all"], total))


def _row(name: str, mutants: int, c: Counter) -> str:
    killed = c["killed"] + c["timeout"]
    judged = killed + c["survived"]
    score = f"{100 * killed / judged:5.1f}%" if judged else "    -"
    short = name.removeprefix("engine/rulesets/")
    return (
        f"{short:<52} {mutants:>5} {judged + c['equivalent']:>5} {killed:>6} "
        f"{c['equivalent']:>5} {c['survived']:>5} {score:>6}"
    )
