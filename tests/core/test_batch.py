"""Several commands in one line: split at each `;` outside quotes, and the refusal that
stops a batch saying what was applied."""

from __future__ import annotations

import pytest

from engine.core.batch import refusal_after, split_commands
from engine.core.words import say


@pytest.mark.parametrize(("line", "parts"), [
    ("pass; bid 3", ["pass", "bid 3"]),
    ("pass;bid 3;", ["pass", "bid 3"]),
    ("  ;; pass ; ", ["pass"]),
    ('ask "a;b"; pass', ['ask "a;b"', "pass"]),
    ('ship 5 "Great Flat"; pass', ['ship 5 "Great Flat"', "pass"]),
    ("bribe x 1 'pay; later'", ["bribe x 1 'pay; later'"]),
    ('keep what="a; b";pass', ['keep what="a; b"', "pass"]),
    ("tuek's; pass", ["tuek's", "pass"]),
    ("", []),
])
def test_a_line_is_split_at_each_semicolon_outside_quotes(line, parts):
    assert split_commands(line) == parts


def test_a_stopped_batch_says_what_was_applied_and_why_the_rest_was_not():
    assert say(refusal_after(["pass", "bid 3"], 3, "ship 9", "No.")) == (
        "Applied 2 of 3: `pass`; `bid 3`; refused `ship 9`: No.")
    assert say(refusal_after([], 2, "x`y", "No.")) == "Applied 0 of 2; refused `x'y`: No."
