"""Run mutants one at a time against a fast test selection, in a private copy of the repo.

The copy keeps the checkout untouched while a mutant is on disk (an interrupted run leaves
nothing behind in the working tree), and one copy per worker lets two mutants run at once
when cores allow. A mutant is killed when the selection fails, errors or exceeds its
timeout; it survives when every selected test passes.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .operators import Mutant

COPIED = ("engine", "tests", "pyproject.toml")


@dataclass(frozen=True)
class Outcome:
    mutant: Mutant
    status: str  # "killed", "survived", "timeout" (killed by the timeout)


class Workspace:
    """A throwaway copy of the code and tests where one mutant at a time is written."""

    def __init__(self, root: Path, tests: list[str]) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="mutation-"))
        for name in COPIED:
            src = root / name
            if src.is_dir():
                shutil.copytree(
                    src, self.dir / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc")
                )
            else:
                shutil.copy2(src, self.dir / name)
        self.tests = tests

    def close(self) -> None:
        shutil.rmtree(self.dir, ignore_errors=True)

    def pytest(self, timeout: float, *extra: str) -> tuple[int | None, str]:
        """Return code (None on timeout) and the output's tail."""
        cmd = [
            sys.executable,
            "-m",
            "pytest",
            "-x",
            "-q",
            "-p",
            "no:cacheprovider",
            "--no-header",
            *extra,
            *self.tests,
        ]
        env = {**os.environ, "PYTHONHASHSEED": "0"}
        try:
            done = subprocess.run(
                cmd, cwd=self.dir, env=env, capture_output=True, text=True, timeout=timeout
            )
        except subprocess.TimeoutExpired:
            return None, ""
        return done.returncode, (done.stdout + done.stderr)[-3000:]

    def imports_from_here(self) -> bool:
        """The copy, not an installed checkout, must be what the tests import."""
        probe = [sys.executable, "-c", "import engine; print(engine.__file__)"]
        out = subprocess.run(probe, cwd=self.dir, capture_output=True, text=True).stdout
        return Path(out.strip()).resolve().is_relative_to(self.dir.resolve())

    def run(self, mutant: Mutant, timeout: float) -> Outcome:
        target = self.dir / mutant.path
        original = target.read_text()
        target.write_text(mutant.apply(original))
        _drop_bytecode(target)
        try:
            code, _ = self.pytest(timeout)
        finally:
            target.write_text(original)
            _drop_bytecode(target)
        status = "timeout" if code is None else ("survived" if code == 0 else "killed")
        return Outcome(mutant, status)


def _drop_bytecode(module: Path) -> None:
    """A rewritten file of the same size in the same second could reuse stale bytecode."""
    for cached in (module.parent / "__pycache__").glob(f"{module.stem}.*.pyc"):
        cached.unlink()
