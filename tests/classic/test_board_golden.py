"""Golden board pictures: fixed states drawn exactly as the files in tests/golden/ say.

After a deliberate change to the drawing, run `make golden` and read the diff."""

from __future__ import annotations

import pytest

from engine.rulesets.classic.protocol.ruleset import RULESET
from tests.golden import CASES, HERE, pictures


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_board_is_drawn_as_the_golden_files_say(case):
    for filename, text in pictures(case).items():
        expected = (HERE / filename).read_text(encoding="utf-8")
        assert text == expected, f"{filename} differs: run `make golden` and read the diff"


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_compact_board_is_one_discord_message_and_detail_is_split(case):
    state = CASES[case]()
    (compact,) = RULESET.board(state).messages
    assert len(compact) <= 2000 and compact.startswith("```\n") and compact.endswith("\n```")
    detail = RULESET.board(state, detail=True).messages
    assert len(detail) > 1 and all(len(m) <= 2000 for m in detail)
