"""Problem reports on the fake Discord (issue 33, "A game's record"): `/game report` stores a
player's words with the game's version and sends them, with the public board, to the
server's report channel and by DM to each moderator who asked (`/admin reports`), with the
way to the record for moderators only; `/mod reports` lists them. Permission checks,
bounds (length, one report a minute), a closed DM that holds up no one, and secrecy: the
report channel shows only what `/board` shows everyone."""

from __future__ import annotations

import json
from datetime import UTC, datetime

from bot.reports import MAX_WORDS, file_report

from .fake_discord import (
    ALICE,
    BOB,
    CHANNEL_ID,
    DM_BASE,
    answer,
    settled,
    slash,
    start_game,
    until,
)

MOD, CAROL = 503, 504
REPORTS = 3100
"""The server's report channel."""
WORDS = "The storm skipped my sector\nat turn 1"


def report(words: str = WORDS, uid: int = ALICE) -> dict:
    return slash("game", [{"name": "what", "value": words}], uid=uid, sub="report")


def admin_reports(uid: int, *, dm: bool | None = None, channel: int | None = None,
                  manage: bool = True) -> dict:
    options: list[dict] = [] if dm is None else [{"name": "dm", "value": dm, "type": 5}]
    if channel is not None:
        options.append({"name": "channel", "value": str(channel), "type": 7})
    payload = slash("admin", options, uid=uid, manage=manage, sub="reports")
    if channel is not None:
        payload["data"]["resolved"] = {"channels": {str(channel): {
            "id": str(channel), "type": 0, "name": "reports", "permissions": "0",
            "guild_id": payload["guild_id"]}}}
    return payload


def posted(fake, channel: int) -> list[str]:
    return [text for cid, text in fake.channel_messages if cid == channel]


def dms(fake, uid: int) -> list[str]:
    return [text for who, text in fake.dms if who == uid]


async def test_a_report_with_nowhere_set_is_stored_for_mod_reports(world):
    fake, bot = world
    await start_game(fake, bot)
    said = await answer(fake, bot, report())
    assert "Report 1 on game 1 is stored" in said and "/admin reports" in said
    [stored] = await bot.store.reports(1)
    assert (stored.user_id, stored.seat, stored.words) == (ALICE, "alice", WORDS)
    assert stored.version == (await bot.store.version(1))[0]
    listed = await answer(fake, bot, slash("mod", [{"name": "command", "value": "reports"}],
                                           uid=MOD, manage=True))
    assert "One problem report on game 1" in listed and "> The storm skipped" in listed
    assert f"<@{ALICE}> (alice)" in listed
    await until(lambda: any(n.endswith("-record.json") for _, n, _ in fake.files))
    [answered] = [r for r in fake.responses if r.get("data", {}).get("attachments")]
    assert answered["data"]["flags"] & 64  # the record, privately


async def test_only_moderators_read_reports_or_choose_where_they_go(world):
    fake, bot = world
    await start_game(fake, bot)
    await answer(fake, bot, report())
    refused = await answer(fake, bot, slash("mod", [{"name": "command", "value": "reports"}],
                                            uid=BOB))
    assert "moderator" in refused.lower() and WORDS.split("\n")[0] not in refused
    refused = await answer(fake, bot, admin_reports(BOB, dm=True, manage=False))
    assert "moderator" in refused.lower()
    assert (await bot.store.report_settings(2000)).moderators == ()


async def test_a_report_reaches_the_channel_and_subscribed_moderators(world):
    fake, bot = world
    await start_game(fake, bot)
    said = await answer(fake, bot, admin_reports(MOD, dm=True, channel=REPORTS))
    assert f"<#{REPORTS}>" in said and "You get them by DM" in said
    await answer(fake, bot, admin_reports(CAROL, dm=True))
    await answer(fake, bot, admin_reports(BOB, dm=True))  # BOB's DMs are closed
    said = await answer(fake, bot, report())
    assert f"<#{REPORTS}>" in said and "3 moderators get it by DM" in said
    await until(lambda: len(dms(fake, CAROL)) >= 3 and len(dms(fake, MOD)) >= 3, timeout=30)
    await settled(bot, timeout=30)
    board = await bot.service.board(1)
    channel = posted(fake, REPORTS)
    assert "**Problem report** on game 1" in channel[0] and "> at turn 1" in channel[0]
    assert channel[1:] == board.messages  # the public board, as /board shows it
    assert any(cid == REPORTS and name == "board-1.png" for cid, name, _ in fake.files)
    for moderator in (MOD, CAROL):
        mine = dms(fake, moderator)
        assert mine[0] == channel[0] and "every secret: for moderators only" in mine[-1]
        [(name, data)] = [(n, d) for cid, n, d in fake.files
                          if cid == DM_BASE + moderator and n.endswith(".json")]
        assert name == "game-1-classic-record.json" and json.loads(data)
    # BOB's closed DMs held up no one, and the game's channel was told nothing of it
    assert dms(fake, BOB) == []
    assert not any("report" in text.lower() for text in posted(fake, CHANNEL_ID))
    assert any(m.target == f"user:{BOB}" for m, _ in await bot.store.set_aside_messages())


async def test_the_report_channel_never_shows_a_secret(world):
    fake, bot = world
    await start_game(fake, bot)
    await answer(fake, bot, admin_reports(MOD, channel=REPORTS))
    await answer(fake, bot, report())
    await until(lambda: len(posted(fake, REPORTS)) >= 2, timeout=30)
    await settled(bot, timeout=30)
    shown = "\n".join(posted(fake, REPORTS))
    secrets = [told.words() for seat in ("alice", "bob")
               for told in await bot.service.told(1, seat) if told.private]
    assert secrets and not any(line in shown for text in secrets
                               for line in text.splitlines() if len(line) > 12)
    assert not any("record" in text for text in posted(fake, REPORTS))
    assert {name for cid, name, _ in fake.files if cid == REPORTS} == {"board-1.png"}
    assert not any(cid >= DM_BASE for cid, _, _ in fake.files)


async def test_a_bad_report_is_refused_and_stores_nothing(world):
    fake, bot = world
    await start_game(fake, bot)
    said = await answer(fake, bot, report("x" * (MAX_WORDS + 1)))
    assert f"up to {MAX_WORDS} characters" in said and str(MAX_WORDS + 1) in said
    said = await answer(fake, bot, report("   "))
    assert f"up to {MAX_WORDS} characters" in said
    assert await bot.store.reports(1) == []
    await answer(fake, bot, report())
    said = await answer(fake, bot, report("again"))
    assert "less than a minute ago" in said and "<t:" in said
    assert [r.words for r in await bot.store.reports(1)] == [WORDS]
    await answer(fake, bot, admin_reports(MOD, channel=REPORTS))
    payload = admin_reports(MOD, channel=REPORTS)
    payload["data"]["options"][0]["options"].append({"name": "clear", "value": True, "type": 5})
    said = await answer(fake, bot, payload)
    assert "not both" in said
    assert (await bot.store.report_settings(2000)).channel_id == REPORTS


async def test_the_moderators_role_is_mentioned_and_may_ping_in_the_channel_only(world):
    fake, bot = world
    await start_game(fake, bot)
    await answer(fake, bot, admin_reports(MOD, dm=True, channel=REPORTS))
    await file_report(bot.service, game_id=1, user_id=ALICE, words="<@&1> @everyone hi",
                      now=datetime.now(UTC), role_id=77)
    bot.wake_delivery()
    await until(lambda: len(posted(fake, REPORTS)) >= 2 and len(dms(fake, MOD)) >= 3,
                timeout=30)
    [(_, heading)] = [(c, b) for c, b in fake.created if c == REPORTS and "hi" in b["content"]]
    assert heading["content"].startswith("<@&77> ")
    assert [int(r) for r in heading["allowed_mentions"]["roles"]] == [77]
    assert heading["allowed_mentions"]["parse"] == []  # not @everyone, not a typed role
    [(_, copy)] = [(c, b) for c, b in fake.created if c == DM_BASE + MOD and "hi" in b["content"]]
    assert "<@&77>" not in copy["content"] and not copy["allowed_mentions"].get("roles")
