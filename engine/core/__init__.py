"""Ruleset-independent machinery: commands, events, errors, seeded RNG, sessions."""

from .commands import Arg, Command, Registry
from .errors import CommandSyntaxError, RuleError
from .events import MODERATOR, PUBLIC, Event, EventLog, to_seat
from .rng import Rng, seed_state
from .ruleset import (
    MODERATOR_SEAT,
    BoardPicture,
    Decision,
    Ruleset,
    SeatSpec,
    Sheet,
    SheetSection,
)
from .session import LoggedCommand, Origin, Session

__all__ = [
    "MODERATOR",
    "MODERATOR_SEAT",
    "PUBLIC",
    "Arg",
    "BoardPicture",
    "Command",
    "CommandSyntaxError",
    "Decision",
    "Event",
    "EventLog",
    "LoggedCommand",
    "Origin",
    "Registry",
    "Rng",
    "RuleError",
    "Ruleset",
    "SeatSpec",
    "Session",
    "Sheet",
    "SheetSection",
    "seed_state",
    "to_seat",
]
