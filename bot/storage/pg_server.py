"""A PostgreSQL server of our own in a folder, from the binaries the distribution installs:
the tests' throwaway server (a temporary folder, a free port on 127.0.0.1) and the local
server that `make run-postgres` starts in `data/postgres`. Nothing here is needed where a
host runs its own PostgreSQL and names it in `DUNE_DATABASE_URL`.

PostgreSQL refuses to run as root, so a root process (a container, CI) runs the server as
the `postgres` user the distribution's package makes, and hands the folder to that user.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

USER = "dune"
"""The database role the local server is made with (trusted on 127.0.0.1 alone)."""
SEARCH = ("/usr/lib/postgresql", "/usr/local/pgsql/bin", "/opt/homebrew/bin")


def binaries() -> Path | None:
    """The folder holding `initdb`, `pg_ctl` and `postgres`: on the PATH, else the newest
    of the distribution's versioned folders; None when PostgreSQL is not installed."""
    found = shutil.which("pg_ctl")
    if found and shutil.which("initdb"):
        return Path(os.path.realpath(found)).parent
    versions = sorted(Path(SEARCH[0]).glob("*/bin"), key=lambda p: _number(p.parent.name))
    for folder in [*reversed(versions), *map(Path, SEARCH[1:])]:
        if (folder / "pg_ctl").exists() and (folder / "initdb").exists():
            return folder
    return None


def _number(name: str) -> float:
    try:
        return float(name)
    except ValueError:
        return 0.0


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class LocalServer:
    """One server in `folder` on `port`; `start()` makes the cluster when the folder is
    empty, `stop()` shuts it down. `settings`: server settings (`fsync`, say) given at
    start."""

    folder: Path
    port: int = field(default_factory=free_port)
    settings: dict[str, str] = field(default_factory=dict)
    bin: Path | None = field(default_factory=binaries)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}@127.0.0.1:{self.port}/{database}"

    def start(self) -> LocalServer:
        if self.bin is None:
            raise RuntimeError("PostgreSQL is not installed (no initdb or pg_ctl found); "
                               "install the distribution's package, e.g. "
                               "`apt-get install postgresql`")
        self.folder.mkdir(parents=True, exist_ok=True)
        self._give_folder()
        if not (self.folder / "PG_VERSION").exists():
            self._run("initdb", "-D", str(self.folder), "-U", USER, "-A", "trust",
                      "-E", "UTF8", "--no-sync", "--locale=C")
        options = [f"-p {self.port}", f"-k {self.folder}", "-c listen_addresses=127.0.0.1"]
        options += [f"-c {k}={v}" for k, v in self.settings.items()]
        self._run("pg_ctl", "start", "-w", "-t", "60", "-D", str(self.folder),
                  "-l", str(self.folder / "server.log"), "-o", " ".join(options))
        return self

    def stop(self, mode: str = "fast") -> None:
        """Shut the server down (`immediate` for a throwaway one: nothing to keep)."""
        if (self.folder / "postmaster.pid").exists():
            self._run("pg_ctl", "stop", "-w", "-m", mode, "-D", str(self.folder))

    def create_database(self, name: str) -> str:
        """Make an empty database on this server; its URL."""
        self._run("createdb", "-h", "127.0.0.1", "-p", str(self.port), "-U", USER, name)
        return self.url(name)

    def _give_folder(self) -> None:
        owner = _server_user()
        if owner is not None:
            shutil.chown(self.folder, owner.pw_uid, owner.pw_gid)
            os.chmod(self.folder, 0o700)

    def _run(self, tool: str, *args: str) -> None:
        assert self.bin is not None
        command = [str(self.bin / tool), *args]
        owner = _server_user()
        if owner is not None:
            command = ["runuser", "-u", owner.pw_name, "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, cwd="/")
        if done.returncode != 0:
            log = self.folder / "server.log"
            tail = log.read_text()[-2000:] if log.exists() else ""
            raise RuntimeError(f"{tool} failed ({done.returncode}): {done.stderr.strip()}"
                               f"\n{tail}")


def _server_user() -> pwd.struct_passwd | None:
    """Who runs the server when we are root (PostgreSQL refuses root): the `postgres`
    user of the distribution's package; None when we are not root."""
    if os.geteuid() != 0:
        return None
    try:
        return pwd.getpwnam("postgres")
    except KeyError:
        raise RuntimeError("running as root, and there is no `postgres` user to run the "
                           "server as (install the distribution's postgresql package)") \
            from None


@contextlib.contextmanager
def throwaway(**settings: str):
    """A server in a new temporary folder for as long as the block runs, then removed."""
    folder = Path(tempfile.mkdtemp(prefix="dune-pg-"))
    server = LocalServer(folder, settings=settings)
    try:
        yield server.start()
    finally:
        with contextlib.suppress(RuntimeError):
            server.stop("immediate")
        shutil.rmtree(folder, ignore_errors=True)
