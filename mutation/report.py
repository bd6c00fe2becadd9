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


def fingerprint(root: Path, ruleset: str) -> str:
    """The code and tests an outcome was measured on: any change makes it stale."""
    digest = hashlib.sha256()
    for folder in ("engine", f"tests/{ruleset}"):
        for path in sorted((root / folder).rglob("*.py")):
            digest.update(path.relative_to(root).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


class Store:
    """`.mutation/<ruleset>.json`: outcomes for one fingerprint, and the last survivors."""

    def __init__(self, root: Path, ruleset: str) -> None:
        self.path = root / CACHE / f"{ruleset}.json"
        self.data = json.loads(self.path.read_text()) if self.path.exists() else {}

    def results(self, fingerprint: str) -> dict[str, str]:
        if self.data.get("fingerprint") != fingerprint:
            return {}
        return dict(self.data.get("results", {}))

    def last_survivors(self) -> set[str]:
        return set(self.data.get("last_survivors", []))

    def save(self, fingerprint: str, outcomes: list[Outcome]) -> None:
        results = self.results(fingerprint)
        results.update({o.mutant.key: o.status for o in outcomes})
        survivors = sorted(o.mutant.key for o in outcomes if o.status == "survived")
        self.data = {"fingerprint": fingerprint, "results": results,
                     "last_survivors": survivors}
        self.path.parent.mkdir(exist_ok=True)
        self.path.write_text(json.dumps(self.data, indent=1))


def print_report(pool: dict[str, list[Mutant]], outcomes: list[Outcome],
                 accepted: dict[str, str], *, verbose: bool = False) -> None:
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
    print(f"\n{'module':<52} {'all':>5} {'run':>5} {'killed':>6} {'equiv':>5} "
          f"{'surv':>5} {'score':>6}")
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


def _row(name: str, mutants: int, c: Counter) -> str:
    killed = c["killed"] + c["timeout"]
    judged = killed + c["survived"]
    score = f"{100 * killed / judged:5.1f}%" if judged else "    -"
    short = name.removeprefix("engine/rulesets/")
    return (f"{short:<52} {mutants:>5} {judged + c['equivalent']:>5} {killed:>6} "
            f"{c['equivalent']:>5} {c['survived']:>5} {score:>6}")
