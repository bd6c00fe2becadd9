"""The deadline clock: time run outside quiet hours, in the game's time zone, across a
night, a change of summer time, and a start inside quiet hours."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from bot.clock import Quiet, due, quiet_of, running
from engine.rulesets.catalog import RULESETS

ROME = ZoneInfo("Europe/Rome")
NIGHT = Quiet(23 * 60, 8 * 60, ROME)


def rome(day: int, hour: int, minute: int = 0, month: int = 11) -> datetime:
    return datetime(2026, month, day, hour, minute, tzinfo=ROME)


def test_quiet_hours_over_midnight_and_within_a_day():
    assert NIGHT.covers(rome(27, 23)) and NIGHT.covers(rome(28, 7, 59))
    assert not NIGHT.covers(rome(28, 8)) and not NIGHT.covers(rome(27, 22, 59))
    lunch = Quiet(12 * 60, 14 * 60, ROME)
    assert lunch.covers(rome(27, 13)) and not lunch.covers(rome(27, 14))


def test_the_clock_runs_only_outside_quiet_hours():
    assert running(rome(27, 22), rome(28, 9), NIGHT) == timedelta(hours=2)
    assert running(rome(28, 2), rome(28, 9), NIGHT) == timedelta(hours=1)  # began in quiet
    assert running(rome(27, 22), rome(28, 9), None) == timedelta(hours=11)
    assert due(rome(27, 22), 120, NIGHT) == rome(28, 9)
    assert due(rome(28, 2), 30, NIGHT) == rome(28, 8, 30)
    assert due(rome(27, 22), 120, None) == rome(28, 0)


def test_a_change_of_summer_time_is_read_in_local_hours():
    # the night of 29 March 2026 is an hour short in Rome: quiet is 8 hours of real time
    since = rome(28, 22, month=3)
    assert due(since, 120, NIGHT) == rome(29, 9, month=3)
    assert due(since, 120, NIGHT) - since == timedelta(hours=10)
    assert running(since, rome(29, 9, month=3), NIGHT) == timedelta(hours=2)


def test_a_days_deadline_runs_over_a_day_and_a_half_of_nights():
    since = datetime(2026, 11, 27, 12, tzinfo=UTC)
    end = due(since, 24 * 60, NIGHT)
    assert end - since == timedelta(hours=33)  # one whole night of 9 hours
    assert running(since, end, NIGHT) == timedelta(hours=24)


def test_a_games_quiet_hours_come_from_its_options():
    model = RULESETS["classic"].options_model
    options = model.model_validate({"quiet": "22:30-07:00", "timezone": "Europe/Rome"})
    assert quiet_of(options) == Quiet(22 * 60 + 30, 7 * 60, ROME)
    assert quiet_of(model.model_validate({})) is None
