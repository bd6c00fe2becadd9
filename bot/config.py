"""Settings from the environment (and `.env`); `.env.example` documents each one."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from engine.core.words import T

from .png import LIMIT
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
        return cls(
            token=token,
            db=os.environ.get("DUNE_DB", "").strip() or cls.db,
            guild_id=int(guild) if guild else None,
            mod_role=os.environ.get("DUNE_MOD_ROLE", "").strip() or cls.mod_role,
            log_level=level,
            png_limit=png_limit,
            db_synchronous=synchronous,
            data_dir=data_dir or None,
        )


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
