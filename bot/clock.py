"""The deadline clock of asynchronous play: how much of a decision's time has run, and
when it runs out, with the game's quiet hours (the core options `quiet` and `timezone`)
left out.

The clock stops in quiet hours rather than letting a deadline pass in them and its default
wait: a player who goes to bed with an hour left still has that hour in the morning, and
the deadline the waiting line shows is the moment the default really applies. Pure
functions of the time, tested without waiting for it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from engine.core.options import quiet_span

DAY = timedelta(days=1)


@dataclass(frozen=True)
class Quiet:
    """A game's quiet hours: from `start` to `end` (minutes of the day, the end perhaps the
    next day) in `zone`."""

    start: int
    end: int
    zone: ZoneInfo

    def covers(self, when: datetime) -> bool:
        """Whether `when` falls in quiet hours."""
        local = when.astimezone(self.zone)
        minute = local.hour * 60 + local.minute
        if self.start < self.end:
            return self.start <= minute < self.end
        return minute >= self.start or minute < self.end

    def spans(self, after: datetime) -> Iterator[tuple[datetime, datetime]]:
        """The quiet spans (UTC, in order, none longer than a day) that end after `after`,
        without end; each is read in local time, so a change of summer time moves it."""
        day = after.astimezone(self.zone).date() - DAY
        while True:
            begin = datetime.combine(day, _clock(self.start), self.zone)
            close = datetime.combine(day + DAY if self.end <= self.start else day,
                                     _clock(self.end), self.zone)
            if close.astimezone(UTC) > after:
                yield begin.astimezone(UTC), close.astimezone(UTC)
            day += DAY


def _clock(minute: int) -> time:
    return time(minute // 60, minute % 60)


def quiet_of(options: Any) -> Quiet | None:
    """A game's quiet hours from its options (None without them)."""
    text = getattr(options, "quiet", None)
    if not text:
        return None
    start, end = quiet_span(text)
    return Quiet(start, end, ZoneInfo(getattr(options, "timezone", "UTC")))


def running(since: datetime, now: datetime, quiet: Quiet | None) -> timedelta:
    """How long the clock has run from `since` to `now`: the time between them outside
    quiet hours."""
    since, now = since.astimezone(UTC), now.astimezone(UTC)  # real time, not wall time
    total = max(now - since, timedelta(0))
    if quiet is None or total == timedelta(0):
        return total
    for begin, close in quiet.spans(since):
        if begin >= now:
            break
        total -= min(close, now) - max(begin, since)
    return total


def due(since: datetime, minutes: int, quiet: Quiet | None) -> datetime:
    """When a clock started at `since` has run `minutes`: later than `since + minutes` by
    the quiet hours in between (and by those it would end in)."""
    since = since.astimezone(UTC)  # real time, not wall time, across summer time
    left = timedelta(minutes=minutes)
    if quiet is None:
        return since + left
    at = since
    for begin, close in quiet.spans(since):
        if begin > at:
            if begin - at >= left:
                return at + left
            left -= begin - at
        at = max(at, close)
    raise AssertionError("unreachable: quiet spans never end")
