"""Where games live: one async interface (`Store`), kept by SQLite (one process, the default)
and by PostgreSQL (several processes), chosen by `open_store` (DESIGN.md, "Storage")."""

from .errors import (
    Conflict,
    GameNotFound,
    StorageError,
    UnusableDatabase,
    VersionConflict,
    WriteFailed,
)
from .opening import is_server_url, open_store
from .protocol import Store
from .records import (
    EventRecord,
    GameRecord,
    ImportedGame,
    LobbyRecord,
    LobbySeat,
    NewEvent,
    NewMessage,
    NewReport,
    OutboxMessage,
    PaceMark,
    PastCommand,
    ReportRecord,
    ReportSettings,
    SeatRecord,
)
from .sqlite import SqliteStore

__all__ = [
    "Conflict",
    "EventRecord",
    "GameNotFound",
    "GameRecord",
    "ImportedGame",
    "LobbyRecord",
    "LobbySeat",
    "NewEvent",
    "NewMessage",
    "NewReport",
    "OutboxMessage",
    "PaceMark",
    "PastCommand",
    "ReportRecord",
    "ReportSettings",
    "SeatRecord",
    "SqliteStore",
    "StorageError",
    "Store",
    "UnusableDatabase",
    "VersionConflict",
    "WriteFailed",
    "is_server_url",
    "open_store",
]
