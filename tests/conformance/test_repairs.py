"""Every part of every game's state can be mended by a moderator, or says why not: a walk
over each ruleset's state model (its pydantic fields, through lists, mappings and optional
parts) fails on a field that neither a repair command nor a written reason covers
(`Ruleset.repaired_by`, engine/core/repairs.py), and on a declaration that names no field or
no moderator command of the game. A repair of a secret tells the table nothing of it."""

from __future__ import annotations

import types
import typing
from collections.abc import Iterator

import pytest
from pydantic import BaseModel

from engine.core import MODERATOR, PUBLIC, RuleError, Ruleset, Session, to_seat
from engine.core.repairs import Reason
from engine.core.simulation import play, sample_origin

from .checks import SUBJECTS, shown_to_all
from .pebbles import PEBBLES, SetSecret


def fields(model: type[BaseModel], prefix: str = "") -> Iterator[str]:
    """The path of every field of `model` and of the models inside it (`*` for any key or
    index of a list, tuple or mapping); a field holding models is walked into, not listed,
    so that a declaration over the whole of it never hides a field added inside."""
    for name, info in model.model_fields.items():
        path = prefix + name
        inner = list(_inside(info.annotation, path))
        yield from inner or [path]


def _inside(annotation: object, path: str) -> Iterator[str]:
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        yield from fields(annotation, path + ".")
    elif origin is typing.Annotated:
        yield from _inside(args[0], path)
    elif origin in (typing.Union, types.UnionType):
        for arg in args:
            yield from _inside(arg, path)
    elif origin in (list, tuple, set, frozenset):
        for arg in args:
            if arg is not Ellipsis:
                yield from _inside(arg, path + ".*")
    elif origin is dict:
        yield from _inside(args[1], path + ".*")


def covering(declared: typing.Mapping[str, object], path: str) -> str | None:
    """The declared path that covers `path`: itself or the nearest part holding it."""
    parts = path.split(".")
    for end in range(len(parts), 0, -1):
        if ".".join(parts[:end]) in declared:
            return ".".join(parts[:end])
    return None


@pytest.mark.parametrize("ruleset", SUBJECTS, ids=lambda r: r.name)
def test_every_part_of_the_state_has_a_repair_or_a_reason(ruleset: Ruleset):
    declared = ruleset.repaired_by
    paths = list(dict.fromkeys(fields(ruleset.state_model)))
    bare = [p for p in paths if covering(declared, p) is None]
    assert not bare, f"{ruleset.name}: no repair and no reason for: {', '.join(bare)}"
    stale = sorted(d for d in declared
                   if not any(p == d or p.startswith(d + ".") for p in paths))
    assert not stale, f"{ruleset.name}: declared for no field of the state: {stale}"
    commands = {cls.name: cls for cls in ruleset.registry}
    for path, mend in declared.items():
        if isinstance(mend, Reason):
            assert mend.why.strip(), f"{ruleset.name}: {path}: an empty reason"
            continue
        assert mend in commands, f"{ruleset.name}: {path}: no command `{mend}`"
        assert commands[mend].moderator, f"{ruleset.name}: {path}: `{mend}` is a player's"
        assert commands[mend].summary.startswith("Moderator:"), (
            f"{ruleset.name}: `{mend}`'s help does not say it is a moderator's")


def test_the_walk_sees_fields_inside_lists_mappings_and_optional_parts():
    from engine.rulesets.dice.state import DiceState

    paths = set(fields(DiceState))
    assert {"players.*.reserve.troop", "board.*.*.elite", "roll.faces",
            "turn.fight.pledges.*.leaders", "turn.symbol"} <= paths
    assert covering({"turn": 1, "turn.spice": 2}, "turn.spice") == "turn.spice"
    assert covering({"turn": 1}, "turn.fight.region") == "turn"


def test_a_secret_repair_tells_the_table_nothing_of_the_secret():
    """Non-interference: two repairs that differ only in the secret give the table the same
    events and the same public view; the seat and the moderators learn the value."""
    origin = sample_origin(PEBBLES, 1, players=2)
    session = play(PEBBLES, origin, seed=1, until=lambda s: True).session
    seat = session.state.order[0]
    seen = []
    for number in (7, 42):
        twin, _ = Session.new(PEBBLES, origin)
        events = twin.apply("mod", SetSecret(seat=seat, number=number))
        seen.append(([e for e in events if e.audience == PUBLIC], shown_to_all(PEBBLES,
                                                                                 twin.state)))
        told = {e.audience for e in events if str(number) in e.text}
        assert told == {to_seat(seat), MODERATOR}
    assert seen[0] == seen[1]


def test_a_bad_repair_is_refused_with_what_works_and_changes_nothing():
    origin = sample_origin(PEBBLES, 2, players=3)
    session, _ = Session.new(PEBBLES, origin)
    before = session.state.model_dump_json()
    for line, words in (("set_secret nobody 5", "Seats:"),
                        (f"set_pile {session.state.pile}", "already")):
        with pytest.raises(RuleError) as refused:
            session.apply("mod", session.parse(line))
        assert words in str(refused.value)
        assert session.state.model_dump_json() == before
