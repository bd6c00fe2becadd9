"""`look`: a part of the map as text, for the asking seat alone and at any time (the game
need not wait for it, and nothing changes but that seat's private event)."""

from __future__ import annotations

from typing import Annotated, Literal

from engine.core import Arg, Command, EventLog, RuleError

from . import hexes, view_text
from .commands import registry
from .factions import Faction
from .hooks import plays
from .state import SantiniState
from .words import T, faction_word, joined, lines

MAX_RADIUS = 4
"""The widest `look around` that still fits one message."""


@registry.command()
class Look(Command):
    name = "look"
    summary = ("See part of the map as text, for you alone: `look sheet 3`, "
               "`look around 0512 2`, `look stacks` or `look stacks fremen`.")
    what: Literal["sheet", "around", "stacks"]
    where: Annotated[str, Arg("place", "a sheet (1-6), a hex (0512) or a faction")] | None = None
    radius: Annotated[int, Arg("count", "how many hexes around (1-4)")] | None = None


def _sheet(where: str | None) -> int:
    if where is None or not where.isdigit() or not 1 <= int(where) <= hexes.SHEETS:
        raise RuleError(T("santini-look-sheet-unknown", sheet=where or ""),
                        hint=T("santini-look-sheet-hint", sheets=hexes.SHEETS))
    return int(where)


def _around(where: str | None, radius: int | None) -> tuple[str, int]:
    if where is None or not hexes.is_hex(where):
        raise RuleError(T("santini-look-hex-unknown", hex=where or ""),
                        hint=T("santini-look-around-hint", most=MAX_RADIUS))
    wanted = 2 if radius is None else radius
    if not 1 <= wanted <= MAX_RADIUS:
        raise RuleError(T("santini-look-radius", radius=wanted, most=MAX_RADIUS),
                        hint=T("santini-look-around-hint", most=MAX_RADIUS))
    return where, wanted


def _faction(where: str | None) -> Faction | None:
    if where is None:
        return None
    found = next((f for f in Faction if f.value.casefold() == where.casefold()), None)
    if found is None:
        raise RuleError(T("santini-look-faction-unknown", faction=where),
                        hint=T("santini-look-stacks-hint",
                               factions=joined([faction_word(f) for f in Faction], ", ")))
    return found


@plays(Look)
def look(state: SantiniState, seat: str, command: Look, log: EventLog) -> None:
    """The view asked for, as a code block in a private event; nothing else changes."""
    if command.what == "sheet":
        items = view_text.sheet_view(state, _sheet(command.where))
    elif command.what == "around":
        items = view_text.around_view(state, *_around(command.where, command.radius))
    else:
        items = view_text.stacks_view(state, _faction(command.where))
    log.private(seat, "look", T("santini-look-view", view=lines(*view_text.fit(items))))
