"""`/do` with several moves separated by `;` (each applied and stored on its own, in
order, until the first refusal, which says what was applied), and `/do` refusals that
name the player's moves now, for a game the adapters were never told of (Pebbles)."""

from __future__ import annotations

import pytest

from engine.rulesets import catalog
from tests.conformance.pebbles import PEBBLES

from .fake_discord import ALICE, answer, slash, until

CAROL = 503


@pytest.fixture
async def table(world, monkeypatch):
    """A Pebbles game of 7 between alice (amber, first) and carol (jade)."""
    monkeypatch.setattr(catalog, "RULESETS", {**catalog.RULESETS, PEBBLES.name: PEBBLES})
    fake, bot = world
    fake.names[CAROL] = "carol"
    created = await answer(fake, bot, slash("game", [
        {"name": "players", "value": f"<@{ALICE}> amber, <@{CAROL}> jade"},
        {"name": "ruleset", "value": "pebbles"}, {"name": "options", "value": "pile=7"},
        {"name": "seed", "value": 1}], uid=ALICE, sub="create", names=fake.names))
    assert created == "Game 1 created."
    await until(lambda: any("A pile of 7 pebbles" in m for _, m in fake.channel_messages))
    return fake, bot


async def do(fake, bot, uid: int, line: str) -> str:
    return await answer(fake, bot, slash("do", [{"name": "command", "value": line}],
                                         uid=uid, names=fake.names))


async def test_a_batch_stops_at_the_first_refusal_and_keeps_what_was_applied(table):
    fake, bot = table
    reply = await do(fake, bot, ALICE, "take 2; take 1")
    assert reply.startswith("Applied 1 of 2: `take 2`; refused `take 1`: It is carol's "
                            "turn. Now: Move 2, 5 pebble(s) left")
    _, session = await bot.service.session(1)
    assert session.state.pile == 5 and len(session.log) == 1


async def test_a_moderator_command_in_a_batch_stops_it_there(table):
    fake, bot = table
    assert await do(fake, bot, ALICE, "take 1; deadline 5") == (
        "Applied 1 of 2: `take 1`; refused `deadline 5`: `deadline` is a moderator command: "
        "use `/mod`.")


async def test_every_move_of_a_batch_is_acknowledged(table):
    fake, bot = table
    assert "✓ `take one`" in await do(fake, bot, ALICE, "take one;")
    reply = await do(fake, bot, CAROL, "take 3 ; ")
    assert "✓ `take 3`" in reply and "Applied" not in reply


async def test_a_typo_names_the_nearest_command_and_the_moves_now(table):
    fake, bot = table
    assert await do(fake, bot, ALICE, "tkae 1") == (
        "Unknown command `tkae`. Did you mean `take`? "
        "Your moves now: `take 1`, `take 2`, `take 3`.")
    carol = await do(fake, bot, CAROL, "tkae 1")
    assert carol.startswith("Unknown command `tkae`. Did you mean `take`? Now: Move 1")
    assert "`take 1`" not in carol  # alice's moves are hers alone
