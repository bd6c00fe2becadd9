"""Several moves in one table line, separated by `;`: applied in order as if typed one by
one (each its own command in the log), stopping at the first refusal, which says what was
applied; and refusals at the table that name the seat's moves now."""

from __future__ import annotations

import json

from tests.conformance.pebbles import PEBBLES

from .table_answers import answers

PEBBLE_GAME = {"rulesets": {"pebbles": PEBBLES}, "ruleset": "pebbles",
               "seats": "ann:amber,bo:jade"}


async def test_a_batch_applies_each_move_in_turn(tmp_path):
    [reply] = await answers(tmp_path, 'carol: traitor "Umman Kudu"; place 10 sietch tabr '
                            "sector=13", as_json=True)
    records = [json.loads(line) for line in reply.splitlines()]
    versions = [r["version"] for r in records if r.get("ok")]
    assert versions == [1, 2]
    assert [r["input"] for r in records if r.get("ok")] == [records[0]["input"]] * 2


async def test_a_batch_stops_at_the_first_refusal_and_says_what_was_applied(tmp_path):
    [reply] = await answers(tmp_path, "ann: take 2; take 1; take 3", **PEBBLE_GAME)
    lines = reply.splitlines()
    assert lines[0] == "> ann: take 2"
    assert lines[-1].startswith("! ann: Applied 1 of 3: `take 2`; refused `take 1`: "
                                "It is bo's turn. Now: Move 2, 9 pebble(s) left")


async def test_each_move_of_a_batch_is_undone_on_its_own(tmp_path):
    _, undo, pending = await answers(
        tmp_path, 'carol: traitor "Umman Kudu"; place 10 sietch tabr sector=13',
        "mod: undo", "pending")
    assert 'Took back 1: carol: `place 10 "sietch tabr" sector=13`' in undo
    assert "waiting for carol: Place 10 tokens" in pending
    assert "waiting for carol: Choose your traitor" not in pending


async def test_a_semicolon_inside_quotes_is_kept(tmp_path):
    [reply] = await answers(tmp_path, 'alice: bribe harkonnen 1 "pay; later"')
    assert reply.startswith("> alice: bribe harkonnen 1")
    assert "Atreides pays Harkonnen 1 spice (pay; later)." in reply


async def test_the_first_refusal_of_a_batch_applies_nothing(tmp_path):
    [reply] = await answers(tmp_path, "bo: take 1; take 2", **PEBBLE_GAME)
    assert reply.startswith("! bo: Applied 0 of 2; refused `take 1`: It is ann's turn.")


async def test_a_typo_at_the_table_names_the_nearest_command_and_the_moves_now(tmp_path):
    [reply] = await answers(tmp_path, "ann: tkae 1", **PEBBLE_GAME)
    assert reply == ("! ann: Unknown command `tkae`. Did you mean `take`? "
                     "Your moves now: `take 1`, `take 2`, `take 3`.\n")


async def test_filler_and_number_words_at_the_table(tmp_path):
    [reply] = await answers(tmp_path, "ann: take two", **PEBBLE_GAME)
    assert reply.startswith("> ann: take two\n  ann takes 2; 9 left.")
