"""WAL checkpoints off the command path.

In WAL mode a commit appends to the write-ahead log; now and then a *checkpoint* copies the
log back into the database file and syncs both. SQLite's default runs that checkpoint
inside the commit that crosses 1,000 pages, so one command in every few dozen waited for
two `fdatasync` calls: that was the persisted command's whole p99 tail (`make bench`,
traced with `strace -T`). Here a thread of our own, on its own connection, runs a PASSIVE
checkpoint shortly after writes: PASSIVE never waits for a lock and never blocks a writer,
so commands no longer pay for the syncs.

Durability does not change: a commit is durable when its log frames are written (NORMAL:
against a killed process; FULL: against a power cut too), whoever checkpoints later. The
writer keeps SQLite's own automatic checkpoint as a high-water mark, for a log the thread
cannot keep up with.
"""

from __future__ import annotations

import logging
import sqlite3
import threading

log = logging.getLogger("dune.storage")

FALLBACK_PAGES = 4096
"""The writer checkpoints by itself only past this many log pages (16 MB of 4 KB pages)."""
LOG_LIMIT_BYTES = 4 * 1024 * 1024
"""A log reset after a complete checkpoint is truncated to this size (`journal_size_limit`)."""


class Checkpointer:
    """Runs `PRAGMA wal_checkpoint(PASSIVE)` on its own connection, `delay` seconds after
    the first write it is told of (`poke`), so a burst of commands costs one checkpoint."""

    def __init__(self, path: str, *, delay: float = 0.5) -> None:
        self.path = path
        self.delay = delay
        self.done = 0
        """Checkpoints run (for tests and the benchmark)."""
        self.last: tuple[int, int, int] | None = None
        """The last checkpoint's (busy, frames in the log, frames copied back)."""
        self._poked = threading.Event()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="wal-checkpoints", daemon=True)
        self._thread.start()

    def poke(self) -> None:
        """A write was committed: checkpoint soon."""
        self._poked.set()

    def close(self) -> None:
        """Stop the thread; closing the writer's connection checkpoints what is left."""
        self._stop.set()
        self._poked.set()
        self._thread.join()

    def _run(self) -> None:
        db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        try:
            while not self._stop.is_set():  # a close between the wait and the clear
                self._poked.wait()
                if self._stop.wait(self.delay):  # gather a burst of writes into one
                    return
                self._poked.clear()
                self._checkpoint(db)
        finally:
            db.close()

    def _checkpoint(self, db: sqlite3.Connection) -> None:
        try:
            self.last = db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
            self.done += 1
        except sqlite3.Error as err:  # the writer meets the same trouble and reports it
            log.debug("background checkpoint of %s failed: %s", self.path, err)
