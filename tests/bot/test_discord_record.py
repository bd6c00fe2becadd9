"""A game's record on Discord, through the real discord.py client and the fake Discord:
`/mod export` privately to moderators (the record holds every secret), `/game export` for
anyone once the game has ended and refused while it runs, and `/admin import` of a record
into a free channel, refused to players, in a busy channel, and for a file that is no
record or an edited one, naming the first difference, with no game left behind."""

from __future__ import annotations

import json

import pytest

from bot.records import MAX_RECORD_BYTES
from engine.core import record as records
from engine.rulesets import catalog
from tests.conformance.pebbles import PEBBLES

from .fake_discord import ALICE, CHANNEL_ID, answer, attach, settled, slash, until

CAROL = 503
OTHER_CHANNEL = 3001
EPHEMERAL = 64


@pytest.fixture
def pebbles(monkeypatch):
    monkeypatch.setattr(catalog, "RULESETS", {**catalog.RULESETS, PEBBLES.name: PEBBLES})


async def new_game(fake, bot, pile: int = 11) -> None:
    fake.names[CAROL] = "carol"
    await answer(fake, bot, slash("game", [
        {"name": "players", "value": f"<@{ALICE}> amber, <@{CAROL}> jade"},
        {"name": "ruleset", "value": "pebbles"}, {"name": "options", "value": f"pile={pile}"},
        {"name": "seed", "value": 1}], uid=ALICE, sub="create", names=fake.names))


async def take(fake, bot, uid: int, count: int) -> None:
    assert "✓" in await answer(fake, bot, slash(
        "do", [{"name": "command", "value": f"take {count}"}], uid=uid, names=fake.names))


def mod(command: str, *, uid: int = ALICE, manage: bool = True) -> dict:
    return slash("mod", [{"name": "command", "value": command}], uid=uid, manage=manage)


def in_channel(payload: dict, channel: int) -> dict:
    payload["channel_id"] = payload["channel"]["id"] = str(channel)
    return payload


def importing(fake, data: bytes, *, manage: bool = True, channel: int = OTHER_CHANNEL,
              size: int | None = None) -> dict:
    payload = in_channel(slash("admin", [], uid=ALICE, sub="import", manage=manage), channel)
    return attach(fake, payload, "file", "record.json", data, size=size)


async def exported(fake, bot) -> tuple[dict, bytes]:
    """`/mod export`: its answer and the file sent (the game's board pictures, posted in the
    background, are sent first, so they are not taken for it)."""
    await settled(bot)
    files = len(fake.files)
    await answer(fake, bot, mod("export"))
    await until(lambda: len(fake.files) > files)
    return fake.responses[-1], fake.files[-1][2]


async def test_mod_export_sends_the_record_only_to_the_moderator(world, pebbles):
    fake, bot = world
    await new_game(fake, bot)
    await take(fake, bot, ALICE, 2)
    response, data = await exported(fake, bot)
    assert response["data"]["flags"] & EPHEMERAL
    assert fake.files[-1][1] == "game-1-pebbles-record.json"
    record = records.read(data)
    assert [c.command for c in record.commands] == [{"name": "take", "count": 2}]
    assert not record.ended
    await settled(bot)
    public = [r for r in fake.responses if not (r.get("data") or {}).get("flags", 0) & EPHEMERAL]
    assert not any(r["data"].get("attachments") for r in public if r.get("data"))
    files = len(fake.files)
    refused = await answer(fake, bot, mod("export", uid=CAROL, manage=False))
    assert "moderator" in refused.lower() and len(fake.files) == files


async def test_game_export_is_refused_while_the_game_runs_and_public_once_it_ended(world,
                                                                                   pebbles):
    fake, bot = world
    await new_game(fake, bot, pile=4)
    await settled(bot)
    files = len(fake.files)
    refused = await answer(fake, bot, slash("game", [], uid=CAROL, sub="export"))
    assert "still going on" in refused and "/mod export" in refused
    assert fake.responses[-1]["data"]["flags"] & EPHEMERAL and len(fake.files) == files
    await take(fake, bot, ALICE, 1)
    await take(fake, bot, CAROL, 3)
    await until(lambda: any("is over" in m for _, m in fake.channel_messages))
    await settled(bot)
    files = len(fake.files)
    await answer(fake, bot, slash("game", [], uid=CAROL, sub="export"))
    await until(lambda: len(fake.files) > files)
    assert not fake.responses[-1]["data"].get("flags", 0) & EPHEMERAL
    assert fake.files[-1][1].endswith("-record.json")
    record = records.read(fake.files[-1][2])
    assert record.ended and len(record.commands) == 2


async def test_admin_import_plays_the_game_on_in_a_free_channel(world, pebbles):
    fake, bot = world
    await new_game(fake, bot)
    await take(fake, bot, ALICE, 2)
    _, data = await exported(fake, bot)
    await settled(bot)
    secrets_told = [text for _, text in fake.dms if "secret number" in text]
    said = await answer(fake, bot, importing(fake, data))
    assert "Game 2 is imported" in said and "1 command replayed" in said
    assert fake.responses[-1]["data"]["flags"] & EPHEMERAL
    _, original = await bot.service.session(1)
    _, copy = await bot.service.session(2)
    assert copy.state == original.state and copy.log == original.log
    await settled(bot)
    here = [text for cid, text in fake.channel_messages if cid == OTHER_CHANNEL]
    assert here and not any("takes 2" in text for text in here)  # the present, not the past
    assert not any("secret" in text for text in here)
    assert [text for _, text in fake.dms if "secret number" in text] == secrets_told
    assert "✓" in await answer(fake, bot, in_channel(slash(
        "do", [{"name": "command", "value": "take 1"}], uid=CAROL, names=fake.names),
        OTHER_CHANNEL))


@pytest.mark.parametrize(("change", "said"), [
    (lambda d: d["commands"][0].update(actor="carol"), "(`take 2`, by carol) is refused"),
    (lambda d: d["commands"][0].update(hash="f" * 64), "from command 1 on"),
    (lambda d: d.update(rules=9), "version 9"),
])
async def test_admin_import_of_an_edited_record_names_the_difference_and_stores_nothing(
        world, pebbles, change, said):
    fake, bot = world
    await new_game(fake, bot)
    await take(fake, bot, ALICE, 2)
    _, data = await exported(fake, bot)
    edited = json.loads(data)
    change(edited)
    refused = await answer(fake, bot, importing(fake, json.dumps(edited).encode()))
    assert said in refused
    assert [g.id for g in await bot.store.games()] == [1]


async def test_admin_import_refusals_leave_no_game(world, pebbles):
    fake, bot = world
    await new_game(fake, bot)
    _, data = await exported(fake, bot)
    assert "moderator" in (await answer(fake, bot, importing(fake, data, manage=False))).lower()
    assert "holds game 1" in await answer(fake, bot, importing(fake, data, channel=CHANNEL_ID))
    assert "not JSON" in await answer(fake, bot, importing(fake, b"\x89PNG not a record"))
    assert "at most" in await answer(fake, bot, importing(fake, data,
                                                          size=MAX_RECORD_BYTES + 1))
    expired = importing(fake, data)
    fake.cdn.clear()  # an attachment link that no longer serves its file
    assert "could not be downloaded" in await answer(fake, bot, expired)
    assert [g.id for g in await bot.store.games()] == [1]
