"""Storage failures the service handles by name."""

from __future__ import annotations

import sqlite3
from pathlib import Path


class StorageError(Exception):
    """Something the database cannot do (a pruned snapshot, a broken file ...)."""


class GameNotFound(StorageError):
    def __init__(self, game_id: int) -> None:
        super().__init__(f"No game {game_id}.")
        self.game_id = game_id


class VersionConflict(StorageError):
    """Someone else committed first: reload and try again (optimistic concurrency)."""

    def __init__(self, game_id: int, expected: int, actual: int) -> None:
        super().__init__(f"Game {game_id} is at version {actual}, not {expected}.")
        self.game_id, self.expected, self.actual = game_id, expected, actual


class UnusableDatabase(StorageError):
    """The file cannot hold our games: `str()` is one line naming the file and the reason,
    fit to print as it is (the command line exits with it, without a traceback)."""

    def __init__(self, path: str | Path, reason: str) -> None:
        super().__init__(f"Cannot use the database {path}: {reason}")
        self.path, self.reason = str(path), reason


class WriteFailed(StorageError):
    """A write the database refused (busy past the timeout, read-only, disk full, the
    connection lost ...); the transaction was rolled back, so nothing of it is stored.
    `where` names the database (a file, or a server's URL without its password), `kind` is
    one of `KINDS` (what the host must do about it), `reason` says it in words."""

    def __init__(self, where: str | Path, kind: str, reason: str) -> None:
        self.path, self.kind = str(where), kind
        super().__init__(f"Cannot write the database {where}: {reason}")


class Conflict(StorageError):
    """A write that would break one of the database's rules (a second live game in a
    channel, say); nothing of it is stored. Both databases raise it, so a caller catches
    one name whichever holds the games."""


def refused_by_sqlite(path: str | Path, err: sqlite3.Error) -> WriteFailed:
    """SQLite's refusal of a write, sorted and worded for the host."""
    return WriteFailed(path, kind_of(err), explain(err, path))


KINDS = ("not-a-database", "damaged", "read-only", "busy", "disk", "cannot-open", "other")


def kind_of(err: sqlite3.Error) -> str:
    """SQLite's error, sorted by what the host must do about it."""
    text = str(err)
    for kind, marks in (
        ("not-a-database", ("not a database",)),
        ("damaged", ("malformed", "corrupt")),
        ("read-only", ("readonly", "read-only")),
        ("busy", ("locked", "busy")),
        ("disk", ("disk is full", "disk I/O")),
        ("cannot-open", ("unable to open",)),
    ):
        if any(m in text for m in marks):
            return kind
    return "other"


def explain(err: sqlite3.Error, path: str | Path) -> str:
    """What SQLite's terse error means for this file, in words a host can act on."""
    kind = kind_of(err)
    if kind == "cannot-open" and Path(path).is_dir():
        return "it is a folder, not a file."
    return {
        "not-a-database": "it is not a SQLite database (random bytes, a text file, or encrypted).",
        "damaged": "the file is damaged (truncated or corrupt); restore it from a backup.",
        "read-only": "it is read-only (the file or its folder); it must be writable.",
        "busy": "it is busy: another process holds its write lock.",
        "disk": f"the disk refused the write ({err}).",
        "cannot-open": "the file cannot be opened or created (check that its folder "
        "exists and is writable).",
    }.get(kind, f"{err}.")
