"""What every ruleset offers the bot, the table and the tests (DESIGN.md, "Engine rules of thumb").

The engine never imports discord, asyncio or sqlite: a ruleset is plain functions over a
pydantic state, and the adapters only call the methods below.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict

from .commands import Command, Registry
from .events import Event

MODERATOR_SEAT = "mod"


class SeatSpec(BaseModel):
    """A player's seat at game creation: a name, and the faction if chosen (else random)."""

    model_config = ConfigDict(frozen=True)

    name: str
    faction: str | None = None


class Decision(BaseModel):
    """Something the game waits for: who, what, and what happens if a moderator forces it."""

    model_config = ConfigDict(frozen=True)

    seat: str
    kind: str
    prompt: str
    secret: bool = False
    default: dict[str, Any] | None = None
    """The command (registry JSON) applied when a deadline passes or a moderator forces it."""


class BoardPicture(BaseModel):
    """The public board: an SVG document and the same picture as text messages (each one a
    Discord code block within 2,000 characters). `key` changes exactly when the picture
    does, so an adapter can tell whether the board changed without comparing pictures."""

    model_config = ConfigDict(frozen=True)

    svg: str
    messages: list[str]
    key: str


class Ruleset(Protocol):
    name: str
    rules_version: int
    """Raised whenever a stored state or a recorded command log of the previous version
    would no longer load or replay the same; the state model upgrades older states when
    loading them, and a log replays only under the version that recorded it."""
    registry: Registry
    state_model: type[BaseModel]
    options_model: type[BaseModel]

    def setup(
        self, options: BaseModel, seats: list[SeatSpec], seed: int
    ) -> tuple[BaseModel, list[Event]]: ...

    def apply(self, state: BaseModel, actor: str, command: Command) -> list[Event]:
        """Validate fully, then change `state` in place; raise RuleError before any change."""
        ...

    def pending(self, state: BaseModel) -> list[Decision]: ...

    def legal(self, state: BaseModel, seat: str) -> list[Command]: ...

    def view(self, state: BaseModel, seat: str | None) -> dict[str, Any]: ...

    def board(self, state: BaseModel, *, detail: bool = False) -> BoardPicture:
        """The public board (the same for every seat): compact is one message."""
        ...

    def board_mark(self, state: BaseModel) -> tuple[str, str]:
        """(step, key), cheaply: `step` names the phase step (a player's move, one battle),
        `key` changes when the board does. Adapters post a snapshot once per step."""
        ...

    def finished(self, state: BaseModel) -> bool:
        """True once the game is over (a winner is decided): the bot then marks it finished
        and frees its channel."""
        ...

    def seat_of(self, state: BaseModel, name: str) -> str | None:
        """The engine's seat id for a player's seat name (None if not seated)."""
        ...

    def vocabulary(self, kind: str) -> Iterable[str]: ...
