"""Where games live: SQLite behind one small async interface (DESIGN.md, "Storage")."""

from .errors import (
    GameNotFound,
    StorageError,
    UnusableDatabase,
    VersionConflict,
    WriteFailed,
)
from .records import (
    EventRecord,
    GameRecord,
    LobbyRecord,
    LobbySeat,
    NewEvent,
    NewMessage,
    OutboxMessage,
    PaceMark,
    SeatRecord,
)
from .sqlite import SqliteStore

__all__ = [
    "EventRecord",
    "GameNotFound",
    "GameRecord",
    "LobbyRecord",
    "LobbySeat",
    "NewEvent",
    "NewMessage",
    "OutboxMessage",
    "PaceMark",
    "SeatRecord",
    "SqliteStore",
    "StorageError",
    "UnusableDatabase",
    "VersionConflict",
    "WriteFailed",
]
