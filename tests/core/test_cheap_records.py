"""The engine's cheap records stay what the validated models were: a message built by `T`
without validation equals the validated `Text`, types included; a game word is built once;
an event told through an `EventLog` equals the validated `Event`; a logged command is a
small slotted record that keeps the log's meaning."""

from __future__ import annotations

import sys
from enum import IntEnum, StrEnum

import pytest

from engine.core import LoggedCommand
from engine.core.events import MODERATOR, Event, EventLog, to_seat
from engine.core.words import T, Text, joined, lines, listing, term


class _Side(StrEnum):
    NORTH = "north"


class _Rank(IntEnum):
    THIRD = 3


class _Share(float):
    pass


def test_a_message_equals_the_validated_one_with_plain_types():
    args = {"side": _Side.NORTH, "rank": _Rank.THIRD, "share": _Share(1.5), "n": 2,
            "items": [_Side.NORTH, _Rank.THIRD, 2.5, T("inner")], "word": term("w", "X")}
    built, validated = T("m-id", **args), Text(id="m-id", args=args)
    assert built == validated
    assert built.model_dump_json() == validated.model_dump_json()
    assert built.model_fields_set == validated.model_fields_set
    assert [type(v) for v in built.args.values()] == [type(v) for v in validated.args.values()]
    assert [type(v) for v in built.args["items"]] == [str, int, float, Text]


def test_the_built_in_messages_equal_the_validated_ones():
    assert lines("a", "", T("b")) == Text(id="lines", args={"items": ["a", T("b")]})
    assert joined(["a", "b"], sep=_Side.NORTH) == Text(
        id="joined", args={"items": ["a", "b"], "sep": "north"})
    assert listing([_Rank.THIRD]) == Text(id="listing", args={"items": [3]})


@pytest.mark.parametrize("bad", [True, None, {"a": 1}, [[1]], object()])
def test_a_bad_argument_is_still_refused(bad):
    with pytest.raises(TypeError):
        T("m-id", value=bad)


def test_a_message_id_is_a_plain_string():
    assert type(T(_Side.NORTH).id) is str
    with pytest.raises(TypeError):
        T(3)  # type: ignore[arg-type]


def test_a_game_word_is_built_once():
    assert term("territory", "Arrakeen") is term("territory", "Arrakeen")
    assert term("territory", "Arrakeen") == Text(id="territory-arrakeen")


def test_a_logged_command_is_a_small_record():
    entry = LoggedCommand(actor="p1", command={"name": "pass"})
    assert entry == LoggedCommand(actor="p1", command={"name": "pass"})
    assert not hasattr(entry, "__dict__")
    assert sys.getsizeof(entry) < 100
    with pytest.raises(AttributeError):
        entry.actor = "p2"  # type: ignore[misc]


def _same(built: Event, validated: Event) -> None:
    assert built == validated
    assert built.model_dump_json() == validated.model_dump_json()
    assert built.model_fields_set == validated.model_fields_set
    assert list(built.__dict__) == list(validated.__dict__)


def test_an_event_equals_the_validated_one():
    log = EventLog()
    log.public("kind", T("m", n=1), where="a", n=2)
    log.private("p1", "kind", "as typed")
    log.moderator("kind", T("m"), secret=[1, 2])
    public, private, moderator = log.events
    _same(public, Event(kind="kind", text=T("m", n=1), data={"where": "a", "n": 2}))
    _same(private, Event(kind="kind", text="as typed", audience=to_seat("p1"), data={}))
    _same(moderator, Event(kind="kind", text=T("m"), audience=MODERATOR,
                           data={"secret": [1, 2]}))


def test_an_event_of_other_types_is_still_validated():
    log = EventLog()
    log.public(_Side.NORTH, _Side.NORTH)  # type: ignore[arg-type]
    assert type(log.events[0].kind) is str and type(log.events[0].text) is str
    with pytest.raises(ValueError):
        log.public("kind", 3)  # type: ignore[arg-type]
