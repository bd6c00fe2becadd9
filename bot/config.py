"""Settings from the environment (and `.env`); `.env.example` documents each one."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from engine.core.words import T

from .png import LIMIT
from .storage.opening import SCHEMES, is_server_url
from .storage.sqlite import SYNCHRONOUS
from .words import say

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


@dataclass(frozen=True)
class Config:
    token: str
    db: str = "data/dune.sqlite3"
    guild_id: int | None = None
    mod_role: str = "Dune Moderator"
    log_level: str = "INFO"
    png_limit: float = LIMIT
    """Seconds a board's PNG may take before the board is posted with its SVG instead
    (`bot.png.Painter.limit`)."""
    db_synchronous: str = "NORMAL"
    """SQLite `synchronous`: NORMAL (in WAL mode, nothing acknowledged is lost when the
    process is killed) or FULL (nor on a power cut, at one fsync per command)."""
    data_dir: str | None = None
    """The folder of game data files that `/game create`'s options may name (by a name
    inside it, nothing outside); None: such options are refused on Discord."""
    database_url: str | None = None
    """A PostgreSQL server's URL (`DUNE_DATABASE_URL`), which several processes may share;
    None: the SQLite file `db`, one process's."""
    shards: Shards | None = None
    """The shards this process runs (`DUNE_SHARDS`); None: discord.py decides how many, and
    this process runs them all."""

    @property
    def database(self) -> str:
        """Where the games live: the server's URL, else the SQLite file."""
        return self.database_url or self.db

    @property
    def registers_commands(self) -> bool:
        """Whether this process registers the slash commands: once for the whole bot, by
        the process running shard 0 (or the only process)."""
        return self.shards is None or 0 in self.shards.ids

    @classmethod
    def from_env(cls) -> Config:
        token = os.environ.get("DISCORD_TOKEN", "").strip()
        if not token:
            raise SystemExit(say(T("bot-config-no-token")))
        guild = os.environ.get("DUNE_GUILD_ID", "").strip()
        if guild and not guild.isdigit():
            raise SystemExit(say(T("bot-config-bad-guild", value=repr(guild))))
        synchronous = (
            os.environ.get("DUNE_DB_SYNCHRONOUS", "").strip().upper() or cls.db_synchronous
        )
        if synchronous not in SYNCHRONOUS:
            raise SystemExit(say(T("bot-config-bad-choice", setting="DUNE_DB_SYNCHRONOUS",
                                   choices=T("bot-config-either", first=SYNCHRONOUS[0],
                                                                 second=SYNCHRONOUS[-1]),
                                   value=repr(synchronous))))
        level = os.environ.get("DUNE_LOG_LEVEL", "").strip().upper() or cls.log_level
        if level not in LOG_LEVELS:
            raise SystemExit(say(T("bot-config-bad-choice", setting="DUNE_LOG_LEVEL",
                                   choices=", ".join(LOG_LEVELS), value=repr(level))))
        png_limit = _seconds("DUNE_PNG_LIMIT", cls.png_limit)
        data_dir = os.environ.get("DUNE_DATA_DIR", "").strip()
        if data_dir and not Path(data_dir).is_dir():
            raise SystemExit(say(T("bot-config-bad-folder", value=repr(data_dir))))
        database_url = _database_url()
        shards = _shards(os.environ.get("DUNE_SHARDS", "").strip(), database_url)
        return cls(
            token=token,
            db=os.environ.get("DUNE_DB", "").strip() or cls.db,
            guild_id=int(guild) if guild else None,
            mod_role=os.environ.get("DUNE_MOD_ROLE", "").strip() or cls.mod_role,
            log_level=level,
            png_limit=png_limit,
            db_synchronous=synchronous,
            data_dir=data_dir or None,
            database_url=database_url,
            shards=shards,
        )


@dataclass(frozen=True)
class Shards:
    """Which of the bot's `count` gateway shards this process runs (`ids`, ascending). A
    server's events and interactions reach the process running its shard (Discord's
    `(guild_id >> 22) % count`; DMs reach shard 0)."""

    ids: tuple[int, ...]
    count: int

    def of(self, guild_id: int | None) -> int:
        """The shard that serves a server (a DM, no server: shard 0)."""
        return 0 if guild_id is None else (guild_id >> 22) % self.count

    def holds(self, guild_id: int | None) -> bool:
        """Whether this process runs the shard that serves the server."""
        return self.of(guild_id) in self.ids

    @property
    def every(self) -> bool:
        """Whether this process runs every shard (no other process is needed)."""
        return len(self.ids) == self.count


def _database_url() -> str | None:
    """`DUNE_DATABASE_URL`: a PostgreSQL URL, or None when unset. Anything else stops the
    start; the refusal shows only the scheme, since the rest may hold a password."""
    url = os.environ.get("DUNE_DATABASE_URL", "").strip()
    if not url:
        return None
    if not is_server_url(url):
        scheme, found, _ = url.partition("://")
        raise SystemExit(say(T("bot-config-bad-database-url", first=SCHEMES[0],
                               second=SCHEMES[1],
                               scheme=repr(f"{scheme}://") if found else "none")))
    return url


def _shards(text: str, database_url: str | None) -> Shards | None:
    """`DUNE_SHARDS` (`0/2`, `0,1/4`): the shards this process runs, of how many; None when
    unset. Leaving shards to other processes needs a server: a SQLite file is one
    process's (its lock, its caches and its outbox assume no other writer)."""
    if not text:
        return None
    ids_text, slash, count_text = text.partition("/")
    words = [w.strip() for w in ids_text.split(",")]
    if not slash or not count_text.strip().isdigit() or not all(w.isdigit() for w in words) \
            or int(count_text) < 1:
        raise SystemExit(say(T("bot-config-bad-shards", value=repr(text))))
    count, ids = int(count_text), [int(w) for w in words]
    for shard in ids:
        if shard >= count:
            raise SystemExit(say(T("bot-config-shard-too-high", shard=str(shard),
                                   last=str(count - 1), value=repr(text))))
        if ids.count(shard) > 1:
            raise SystemExit(say(T("bot-config-shard-twice", shard=str(shard),
                                   value=repr(text))))
    shards = Shards(tuple(sorted(ids)), count)
    if not shards.every and database_url is None:
        every = ",".join(map(str, range(count)))
        raise SystemExit(say(T("bot-config-shards-need-server", value=repr(text),
                               every=f"{every}/{count}")))
    return shards


def _seconds(name: str, default: float) -> float:
    """A positive number of seconds from the environment, or `default` when unset."""
    text = os.environ.get(name, "").strip()
    if not text:
        return default
    try:
        seconds = float(text)
    except ValueError:
        seconds = 0.0
    if not 0 < seconds < float("inf"):
        raise SystemExit(say(T("bot-config-bad-seconds", setting=name, value=repr(text))))
    return seconds
