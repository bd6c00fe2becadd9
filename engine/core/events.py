"""Events: what happened, and who may see it.

Every change the engine makes is told through events. The audience decides delivery: public
events go to the game channel, seat events by DM to that seat only, moderator events to the
moderators. Secrets therefore never travel in a public event.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from .words import Say, Text

PUBLIC = "public"
MODERATOR = "moderator"


def to_seat(seat: str) -> str:
    """The audience string of one seat."""
    return f"seat:{seat}"


class Event(BaseModel):
    """One thing that happened. `text` is the message players read, worded in each
    reader's language at the edge (`engine.core.words.say`); `data` is for machines."""

    model_config = ConfigDict(frozen=True)

    kind: str
    text: Say
    audience: str = PUBLIC
    data: dict[str, Any] = Field(default_factory=dict)

    @property
    def is_public(self) -> bool:
        return self.audience == PUBLIC

    def visible_to(self, seat: str | None) -> bool:
        """True if a seat (None: a spectator) may read this event."""
        return self.audience == PUBLIC or (seat is not None and self.audience == to_seat(seat))


class EventLog:
    """Collects the events of one command in order."""

    def __init__(self) -> None:
        self.events: list[Event] = []

    def public(self, kind: str, text: Say, **data: Any) -> None:
        self.events.append(_event({"kind": kind, "text": text, "data": data}))

    def private(self, seat: str, kind: str, text: Say, **data: Any) -> None:
        self.events.append(
            _event({"kind": kind, "text": text, "audience": to_seat(seat), "data": data}))

    def moderator(self, kind: str, text: Say, **data: Any) -> None:
        self.events.append(
            _event({"kind": kind, "text": text, "audience": MODERATOR, "data": data}))


_new = object.__new__
_set = object.__setattr__


def _event(given: dict[str, Any]) -> Event:
    """`Event(**given)`, built without validating: a game tells thousands of events, and
    when the kind and audience are plain strings and the text a `Text` or a plain string
    there is nothing to check or convert (`data` is the keyword arguments, a fresh dict
    with string keys). Anything else (an enum for a kind) is validated, converted or
    refused as before. The slots are set as `model_construct` sets them, the fields given
    marked as set and the audience defaulting to public."""
    kind, text = given["kind"], given["text"]
    if (type(kind) is not str or type(given.get("audience", "")) is not str
            or (type(text) is not Text and type(text) is not str)):
        return Event(**given)
    event = _new(Event)
    _set(event, "__dict__", {"kind": kind, "text": text,
                             "audience": given.get("audience", PUBLIC), "data": given["data"]})
    _set(event, "__pydantic_fields_set__", set(given))
    _set(event, "__pydantic_extra__", None)
    _set(event, "__pydantic_private__", None)
    return event
