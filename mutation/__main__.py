"""`python -m mutation`: sampled, time-boxed mutation testing of the rules code.

Every ruleset of the catalog, then every shared board, is mutated in turn (`--ruleset`
picks some), and each gets its own score. Mutants are drawn per module (a fixed seed, so a
run is repeatable), run round-robin across modules so that a budget cut still touches every
module, and judged by a fast test selection with a per-mutant timeout. Outcomes are cached
under `.mutation/` (see `report.Store`), so a run after new tests re-runs only the
survivors, and a run with a larger sample only the new mutants.
Survivors listed in `mutation/accepted.toml` (equivalent mutants, with the reason) count
neither for nor against the score.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from . import report, targets
from .operators import Mutant, mutants
from .runner import Outcome, Workspace

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    accepted = report.accepted(ROOT)
    known = targets.subjects(ROOT)
    unknown = [name for name in args.ruleset if name not in known]
    if unknown:
        print(f"unknown ruleset or board {', '.join(unknown)}; known: {', '.join(known)}",
              file=sys.stderr)
        return 2
    scores = {}
    for ruleset, package in known.items():
        if args.ruleset and ruleset not in args.ruleset:
            continue
        pool = _pool(package, args)
        if not pool:
            continue
        store = report.Store(ROOT, ruleset, fresh=args.fresh)
        chosen = _choose(pool, args)
        print(
            f"{ruleset}: {sum(len(v) for v in pool.values())} mutants in "
            f"{len(pool)} modules; running {len(chosen)}",
            flush=True,
        )
        outcomes = _run(ruleset, chosen, args, store)
        scores[ruleset] = report.print_report(pool, outcomes, accepted, verbose=args.verbose)
    report.print_scores(scores)
    return 0


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m mutation", description=__doc__.split("\n")[0])
    p.add_argument(
        "--ruleset",
        action="append",
        default=[],
        help="only this ruleset of the catalog or shared board, e.g. arrakis (repeatable; "
        "default: every one)",
    )
    p.add_argument(
        "--module",
        action="append",
        default=[],
        help="only modules whose path contains this (repeatable)",
    )
    p.add_argument("--sample", type=int, default=12, help="mutants drawn per module")
    p.add_argument("--all", action="store_true", help="every mutant, no sampling")
    p.add_argument("--seed", type=int, default=0, help="which sample is drawn")
    p.add_argument("--budget", type=float, default=900, help="seconds, then stop starting")
    p.add_argument(
        "--timeout",
        type=float,
        default=None,
        help="seconds per mutant (default: 3x the clean run, at least 15)",
    )
    p.add_argument("--jobs", type=int, default=1, help="mutants run at once")
    p.add_argument("--fresh", action="store_true", help="ignore outcomes cached earlier")
    p.add_argument("--verbose", action="store_true", help="also list accepted survivors")
    return p


def _pool(package: Path, args: argparse.Namespace) -> dict[str, list[Mutant]]:
    pool = {}
    for path in targets.modules(ROOT, package):
        if args.module and not any(part in path for part in args.module):
            continue
        pool[path] = mutants(path, (ROOT / path).read_text())
    return {path: found for path, found in pool.items() if found}


def _choose(pool: dict[str, list[Mutant]], args: argparse.Namespace) -> list[Mutant]:
    """Round-robin over modules: the budget then cuts evenly, not module by module."""
    if args.all:
        picked = list(pool.values())
    else:
        rng = random.Random(args.seed)
        picked = [
            sorted(rng.sample(found, min(args.sample, len(found))), key=lambda m: m.line)
            for found in pool.values()
        ]
    order = []
    for i in range(max((len(p) for p in picked), default=0)):
        order += [p[i] for p in picked if i < len(p)]
    return order


def _run(
    ruleset: str, chosen: list[Mutant], args: argparse.Namespace, store: report.Store
) -> list[Outcome]:
    selection = targets.test_selection(ROOT, ruleset)
    engine, tests = report.fingerprints(ROOT, targets.test_folders(ROOT, ruleset))
    cached = store.results(engine, tests)
    todo = [m for m in chosen if m.key not in cached]
    outcomes = [Outcome(m, cached[m.key]) for m in chosen if m.key in cached]
    if outcomes:
        print(f"  {len(outcomes)} outcomes reused from earlier runs on the same engine code")
    if todo:
        outcomes += _run_new(todo, selection, args)
    store.save(engine, tests, outcomes)
    skipped = len(chosen) - len(outcomes)
    if skipped:
        print(f"  budget spent: {skipped} drawn mutants not run (raise --budget or run again)")
    return outcomes


def _run_new(todo: list[Mutant], selection: list[str], args: argparse.Namespace) -> list[Outcome]:
    """Run mutants in one workspace per job; raises SystemExit if the clean run fails."""
    outcomes: list[Outcome] = []
    spaces = [Workspace(ROOT, selection) for _ in range(max(1, args.jobs))]
    try:
        timeout = _baseline(spaces[0], args.timeout)
        if timeout is None:
            raise SystemExit(1)
        deadline = time.monotonic() + args.budget
        with ThreadPoolExecutor(len(spaces)) as ex:
            futures = [
                ex.submit(_worker, space, todo[i :: len(spaces)], timeout, deadline)
                for i, space in enumerate(spaces)
            ]
            for f in futures:
                outcomes += f.result()
    finally:
        for space in spaces:
            space.close()
    return outcomes


def _baseline(space: Workspace, timeout: float | None) -> float | None:
    """The tests must pass unmutated, from the copy; their time sets the timeout."""
    if not space.imports_from_here():
        print(
            "the test run would import an installed copy of engine, not the mutants",
            file=sys.stderr,
        )
        return None
    start = time.monotonic()
    code, tail = space.pytest(600)
    took = time.monotonic() - start
    if code != 0:
        print(f"the tests fail without any mutant; fix them first:\n{tail}", file=sys.stderr)
        return None
    limit = timeout or max(15.0, 3 * took)
    print(f"  clean run {took:.1f} s; timeout per mutant {limit:.0f} s", flush=True)
    return limit


def _worker(space: Workspace, todo: list[Mutant], timeout: float, deadline: float) -> list[Outcome]:
    done = []
    for m in todo:
        if time.monotonic() > deadline:
            break
        outcome = space.run(m, timeout)
        done.append(outcome)
        mark = {"killed": ".", "timeout": "T", "survived": "S"}[outcome.status]
        print(mark, end="", flush=True)
    print(flush=True)
    return done


if __name__ == "__main__":
    sys.exit(main())
