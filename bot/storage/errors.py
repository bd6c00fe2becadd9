"""Storage failures the service handles by name."""


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
