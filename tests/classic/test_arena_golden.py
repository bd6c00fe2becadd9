"""Golden arena pictures (THE DUEL): fixed fights drawn exactly as the files in tests/golden/
say, and the board's own golden files untouched by the arena (the map is drawn as before
while no fight is open).

After a deliberate change to the drawing, run `make golden` and read the diff."""

from __future__ import annotations

import pytest

from engine.rulesets.classic.protocol.ruleset import RULESET
from tests.golden import CASES, HERE, pictures
from tests.golden.arena import ARENA_CASES, arena_pictures


@pytest.mark.parametrize("case", sorted(ARENA_CASES))
def test_the_arena_is_drawn_as_the_golden_files_say(case):
    for filename, text in arena_pictures(case).items():
        expected = (HERE / filename).read_text(encoding="utf-8")
        assert text == expected, f"{filename} differs: run `make golden` and read the diff"


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_board_golden_files_are_unchanged_with_no_fight_open(case):
    state = CASES[case]()
    assert state.fight is None
    for filename, text in pictures(case).items():
        assert text == (HERE / filename).read_text(encoding="utf-8"), filename


@pytest.mark.parametrize("case", sorted(ARENA_CASES))
def test_the_compact_arena_is_one_discord_message_and_detail_fits_too(case):
    state = ARENA_CASES[case]()
    (compact,) = RULESET.board(state).messages
    assert len(compact) <= 2000 and compact.startswith("```\n") and compact.endswith("\n```")
    assert all(len(m) <= 2000 and m.startswith("```\n")
               for m in RULESET.board(state, detail=True).messages)


@pytest.mark.parametrize("case", sorted(ARENA_CASES))
def test_once_the_fight_ends_the_board_is_the_map_again(case):
    state = ARENA_CASES[case]()
    state.fight = None
    assert RULESET.board(state).svg == RULESET.board(CASES["opening"]()).svg
