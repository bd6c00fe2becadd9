"""A game the adapters were never told of: Pebbles (tests/conformance/pebbles.py), added to
the catalog for the test only, created, played to its end and read back through the real
discord.py client on the fake Discord, and through the local table, with no change to
bot/ or cogs/."""

from __future__ import annotations

import pytest

from bot.cli import main
from engine.core.ruleset import Decision, Raise
from engine.rulesets import catalog
from tests.conformance.pebbles import PEBBLES

from .fake_discord import ALICE, BOB, CHANNEL_ID, answer, click, settled, slash, texts, until

CAROL = 503
TAKE = Decision(seat="", kind="take", prompt="").token()
"""The token of Pebbles' one decision (its key is empty: the kind alone)."""


@pytest.fixture
def pebbles(monkeypatch):
    monkeypatch.setattr(catalog, "RULESETS", {**catalog.RULESETS, PEBBLES.name: PEBBLES})


def dms_of(fake, uid: int) -> list[str]:
    return [text for who, text in fake.dms if who == uid]


async def test_a_pebbles_game_from_create_to_its_end_by_buttons_and_do(world, pebbles):
    fake, bot = world
    fake.names[CAROL] = "carol"
    created = await answer(fake, bot, slash("game", [
        {"name": "players", "value": f"<@{ALICE}> amber, <@{CAROL}> jade"},
        {"name": "ruleset", "value": "pebbles"}, {"name": "options", "value": "pile=7"},
        {"name": "seed", "value": 1}], uid=ALICE, sub="create", names=fake.names))
    assert created == "Game 1 created."
    await until(lambda: any("A pile of 7 pebbles" in m for _, m in fake.channel_messages))
    await until(lambda: any(uid == ALICE for uid, _ in fake.dm_components))
    (ids,) = [ids for uid, ids in fake.dm_components if uid == ALICE]
    assert ids == [f"dune:do:1:{TAKE}:take {n}" for n in (1, 2, 3)]
    assert "✓ `take 3`" in await answer(fake, bot, click(ids[2], uid=ALICE, names=fake.names,
                                                         dm=True))
    refused = await answer(fake, bot, slash("do", [{"name": "command", "value": "take 2"}],
                                            uid=ALICE, names=fake.names))
    assert refused.startswith("It is carol's turn. Now: Move 2")  # the rules' words, privately
    assert "✓ `take 1`" in await answer(fake, bot, slash(
        "do", [{"name": "command", "value": "take 1"}], uid=CAROL, names=fake.names))
    await until(lambda: sum(uid == ALICE for uid, _ in fake.dm_components) == 2)
    last = [ids for uid, ids in fake.dm_components if uid == ALICE][-1]
    assert "✓ `take 3`" in await answer(fake, bot, click(last[2], uid=ALICE,
                                                         names=fake.names, dm=True))
    await until(lambda: any("alice takes the last pebble and wins" in m
                            for _, m in fake.channel_messages))
    await settled(bot)
    assert (await bot.store.game(1)).status == "finished"
    status = await answer(fake, bot, slash("game", [], uid=BOB, sub="status"))
    assert status.startswith("Game 1 (Pebbles): Move 4, 0 pebble(s) left; alice won.")
    assert "Seats: alice (amber), carol (jade)." in status and status.endswith("ended.")
    # each seat's secret number reached that seat alone, by DM
    _, session = await bot.service.session(1)
    channel = " ".join(m for cid, m in fake.channel_messages if cid == CHANNEL_ID)
    for seat, uid, other in (("alice", ALICE, CAROL), ("carol", CAROL, ALICE)):
        secret = f"Your secret number is {session.state.secrets[seat]}."
        assert secret in dms_of(fake, uid)
        assert secret not in dms_of(fake, other) and secret not in channel
        assert "secret number" not in " ".join(texts(fake))  # nor in any answer


async def test_a_pebbles_sign_up_takes_its_colours_and_seat_limits(world, pebbles):
    fake, bot = world
    fake.names[CAROL] = "carol"
    opened = await answer(fake, bot, slash("game", [{"name": "ruleset", "value": "pebbles"}],
                                           uid=ALICE, sub="create", names=fake.names))
    assert "game of Pebbles" in opened and "`/game join [colour]`" in opened
    assert "(2 to 3 players)" in opened
    refused = await answer(fake, bot, slash("game", [{"name": "side", "value": "ruby"}],
                                            uid=BOB, sub="join", names=fake.names))
    assert refused == "`ruby` is not a colour of this game. Colours: amber, jade, onyx."
    for uid, side in ((ALICE, "Amber"), (CAROL, "onyx")):
        assert "joins" in await answer(fake, bot, slash(
            "game", [{"name": "side", "value": side}], uid=uid, sub="join", names=fake.names))
    assert await answer(fake, bot, slash("game", [], uid=ALICE, sub="start",
                                         names=fake.names)) == "Game 1 created."
    assert {s.seat: s.side for s in await bot.store.seats(1)} == {"alice": "amber",
                                                                   "carol": "onyx"}
    options = await answer(fake, bot, slash("game", [], uid=ALICE, sub="options"))
    assert "`pile` = 11" in options
    # `game:` suggests the caller's games, each with where it stands
    payload = slash("do", [{"name": "command", "value": "take 1"},
                           {"name": "game", "value": "", "focused": True}], uid=CAROL)
    payload["type"] = 4
    before = len(fake.responses)
    bot._connection.parse_interaction_create(payload)
    await until(lambda: any(r.get("type") == 8 for r in fake.responses[before:]))
    (suggested,) = next(r for r in fake.responses[before:] if r.get("type") == 8)["data"][
        "choices"]
    assert suggested == {"name": "Game 1: Pebbles: Move 1, 11 pebble(s) left", "value": 1}


def test_the_table_plays_pebbles_to_its_end(tmp_path, capsys, monkeypatch):
    monkeypatch.setitem(catalog.RULESETS, PEBBLES.name, PEBBLES)
    script = tmp_path / "moves.txt"
    script.write_text("status\nbob: take 1\nalice: take 3\nbob: take 3\nalice: take 3\n"
                      "view alice\nbob: take 2\nstatus\n")
    assert main(["table", "--ruleset", "pebbles", "--seats", "alice:amber,bob", "--seed", "4",
                 "--db", str(tmp_path / "t.sqlite3"), "--script", str(script)]) == 0
    out = capsys.readouterr().out
    assert "A pile of 11 pebbles. alice begins." in out
    assert "! bob: It is alice's turn." in out
    assert "bob takes the last pebble and wins." in out
    assert "Game 1: alice (amber)\n\nKnown only to you\n  Secret: " in out  # the sheet
    assert "Move 5, 0 pebble(s) left; bob won." in out


class RaisingPebbles(type(PEBBLES)):  # type: ignore[misc]
    """Pebbles whose take is raised in public: pass takes one, `+n` takes the turn
    number plus n (a base that moves, as an auction's high bid does)."""

    name = "raising"

    def pending(self, state):
        return [d.model_copy(update={"ui": "raise", "raise_": Raise(
            command="take", amount="count", base=state.turn, pass_command="take 1",
            steps=(1, 2))}) for d in super().pending(state)]


async def test_a_raise_button_adds_to_the_base_standing_when_it_is_pressed(world,
                                                                            monkeypatch):
    fake, bot = world
    raising = RaisingPebbles()
    monkeypatch.setattr(catalog, "RULESETS", {**catalog.RULESETS, raising.name: raising})
    await answer(fake, bot, slash("game", [
        {"name": "players", "value": f"<@{ALICE}> amber, <@{BOB}> jade"},
        {"name": "ruleset", "value": "raising"}], uid=ALICE, sub="create", names=fake.names))
    await until(lambda: bool(fake.components))
    assert fake.components[-1] == [f"dune:raise:1:{TAKE}:{step}" for step in ("pass", 1, 2)]
    assert not fake.dm_components  # a raise is answered in public, not offered by DM
    _, session = await bot.service.session(1)
    session.state.turn = 2  # the base moves on after the buttons were sent (still alice's)
    assert "✓ `take 3`" in await answer(fake, bot, click(f"dune:raise:1:{TAKE}:1", uid=ALICE,
                                                         names=fake.names))
    assert session.state.pile == 11 - 3
    refused = await answer(fake, bot, click(f"dune:raise:1:{TAKE}:pass", uid=ALICE,
                                            names=fake.names))
    assert refused == ("Game 1 is not waiting for you on this now. Nothing waits for you "
                       "now; the game waits for bob (`take`).")


async def test_sides_typed_at_create_are_stored_by_their_canonical_names(world, pebbles):
    # a side typed "Amber" and one dealt are told apart as the sign-up tells them apart
    fake, bot = world
    fake.names[CAROL] = "carol"
    created = await answer(fake, bot, slash("game", [
        {"name": "players", "value": f"<@{ALICE}> Amber, <@{CAROL}>"},
        {"name": "ruleset", "value": "pebbles"}, {"name": "seed", "value": 1}],
        uid=ALICE, sub="create", names=fake.names))
    assert created == "Game 1 created."
    sides = {s.seat: s.side for s in await bot.store.seats(1)}
    assert sides["alice"] == "amber" and sides["carol"] in {"jade", "onyx"}
