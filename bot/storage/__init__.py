"""Where games live: SQLite behind one small async interface (DESIGN.md, "Storage")."""

from .errors import GameNotFound, StorageError, VersionConflict
from .records import (
    EventRecord,
    GameRecord,
    LobbyRecord,
    LobbySeat,
    NewEvent,
    NewMessage,
    OutboxMessage,
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
    "SeatRecord",
    "SqliteStore",
    "StorageError",
    "VersionConflict",
]
