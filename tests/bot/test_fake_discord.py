"""The fake Discord fails the way Discord does, as seen through discord.py's own client:
limits answered with 50035 bodies, permission and unknown-resource codes, rate limits that
discord.py waits out, interaction responses refused when repeated or late, nonces."""

from __future__ import annotations

import io

import aiohttp
import discord
import discord.http
import pytest

from .fake_discord import (
    ALICE,
    CHANNEL_ID,
    DM_BASE,
    GUILD_ID,
    message_errors,
    modal_errors,
    quick_retries,
    slash,
    snowflake,
)


async def channel(bot) -> discord.TextChannel:
    return await bot._channel(CHANNEL_ID)  # type: ignore[return-value]


def buttons(*ids: str) -> discord.ui.View:
    view = discord.ui.View()
    for custom_id in ids:
        view.add_item(discord.ui.Button(label=custom_id[:80], custom_id=custom_id))
    return view


async def test_content_over_2000_characters_is_an_invalid_form_body(world):
    fake, bot = world
    with pytest.raises(discord.HTTPException) as refused:
        await (await channel(bot)).send("x" * 2001)
    assert refused.value.status == 400 and refused.value.code == 50035
    assert "Must be 2000 or fewer in length" in refused.value.text
    assert fake.created == []
    await (await channel(bot)).send("x" * 2000)


def test_component_limits_are_those_of_discord():
    def row(*items: dict) -> dict:
        return {"type": 1, "components": list(items)}

    def button(custom_id: str, label: str = "ok") -> dict:
        return {"type": 2, "style": 1, "label": label, "custom_id": custom_id}

    assert message_errors({"components": [row(button(f"b{n}")) for n in range(5)]}) == {}
    assert "components" in message_errors({"components": [row(button(f"b{n}"))
                                                          for n in range(6)]})
    assert message_errors({"components": [row(*(button(f"b{n}") for n in range(6)))]})
    duplicate = message_errors({"components": [row(button("a")), row(button("a"))]})
    assert duplicate["components"]["1"]["components"]["0"]["custom_id"]["_errors"][0][
        "code"] == "COMPONENT_CUSTOM_ID_DUPLICATED"
    assert message_errors({"components": [row(button("a", "x" * 81))]})
    assert message_errors({"components": [row(button("x" * 101))]})
    options = [{"label": str(n), "value": str(n)} for n in range(26)]
    assert message_errors({"components": [row({"type": 3, "custom_id": "s",
                                               "options": options})]})
    assert not message_errors({"components": [row({"type": 3, "custom_id": "s",
                                                   "options": options[:25]})]})
    text_input = {"type": 4, "style": 1, "label": "Dial", "custom_id": "d"}
    assert modal_errors({"title": "t", "custom_id": "m", "components": [row(text_input)]}) == {}
    assert modal_errors({"title": "x" * 46, "custom_id": "m", "components": [row(text_input)]})
    assert modal_errors({"title": "t", "custom_id": "m", "components": [
        row({**text_input, "custom_id": str(n)}) for n in range(6)]})
    assert modal_errors({"title": "t", "custom_id": "m", "components": [
        row({**text_input, "label": "x" * 46})]})


async def test_too_many_buttons_or_a_duplicate_id_are_refused_through_discord_py(world):
    _, bot = world
    view = buttons(*(f"b{n}" for n in range(5)))
    view.add_item(discord.ui.Button(label="again", custom_id="b0", row=1))
    with pytest.raises(discord.HTTPException) as refused:
        await (await channel(bot)).send("choose", view=view)
    assert refused.value.code == 50035 and "custom id cannot be duplicated" in refused.value.text


async def test_injected_refusals_carry_discords_codes(world):
    fake, bot = world
    fake.fail(channel_id=CHANNEL_ID, status=403, code=50013, times=1)
    with pytest.raises(discord.Forbidden) as forbidden:
        await (await channel(bot)).send("hello")
    assert forbidden.value.code == 50013 and forbidden.value.text == "Missing Permissions"
    fake.fail(channel_id=77, status=404, code=10003)
    with pytest.raises(discord.NotFound) as unknown:
        await bot.fetch_channel(77)
    assert unknown.value.code == 10003
    fake.fail(user_id=ALICE, status=403, code=50007)
    with pytest.raises(discord.Forbidden) as closed:
        await (await bot.fetch_user(ALICE)).send("secret")
    assert closed.value.code == 50007 and all(c != DM_BASE + ALICE for c, _ in fake.created)


async def test_an_edit_of_an_unknown_message_is_10008(world):
    _, bot = world
    with pytest.raises(discord.NotFound) as unknown:
        await (await channel(bot)).get_partial_message(snowflake()).edit(content="x")
    assert unknown.value.code == 10008


async def test_a_rate_limit_is_waited_out_by_discord_py(world, monkeypatch):
    quick_retries(monkeypatch)
    fake, bot = world
    fake.fail(channel_id=CHANNEL_ID, status=429, retry_after=2.0, times=2)
    await (await channel(bot)).send("after the wait")
    assert [s for _, s, _ in fake.refused] == [429, 429]
    assert [m for _, m in fake.channel_messages] == ["after the wait"]


async def test_a_repeated_nonce_returns_the_first_message_within_the_window(world):
    fake, bot = world
    first = await (await channel(bot)).send("once", nonce="n-1")
    again = await (await channel(bot)).send("once", nonce="n-1")
    assert again.id == first.id and len(fake.created) == 1
    fake.nonce_window = 0.0
    later = await (await channel(bot)).send("once", nonce="n-1")
    assert later.id != first.id and len(fake.created) == 2
    with pytest.raises(discord.HTTPException) as long_nonce:
        await (await channel(bot)).send("x", nonce="n" * 26)
    assert long_nonce.value.code == 50035


async def callback(body: dict, iid: str, token: str) -> tuple[int, dict | None]:
    url = f"{discord.http.Route.BASE}/interactions/{iid}/{token}/callback"
    async with aiohttp.ClientSession() as session, session.post(url, json=body) as answer:
        return answer.status, (await answer.json() if answer.status != 204 else None)


async def test_an_interaction_is_answered_once_and_only_in_time(world):
    fake, _ = world
    interaction = slash("game", [], uid=ALICE)
    reply = {"type": 4, "data": {"content": "hi"}}
    assert await callback(reply, interaction["id"], interaction["token"]) == (204, None)
    status, body = await callback(reply, interaction["id"], interaction["token"])
    assert (status, body["code"]) == (400, 40060)
    fake.response_window = 0.0
    late = slash("game", [], uid=ALICE)
    status, body = await callback(reply, late["id"], late["token"])
    assert (status, body["code"], body["message"]) == (404, 10062, "Unknown interaction")


async def test_a_file_over_the_upload_limit_is_refused_whole(world):
    fake, bot = world
    fake.upload_limit = 1000
    posted = len(fake.channel_messages)
    with pytest.raises(discord.HTTPException) as refused:
        await (await channel(bot)).send("the board", file=discord.File(
            io.BytesIO(bytes(1001)), filename="board.png"))
    assert (refused.value.status, refused.value.code) == (413, 40005)
    assert len(fake.channel_messages) == posted and fake.files == []
    await (await channel(bot)).send("the board", file=discord.File(
        io.BytesIO(bytes(1000)), filename="board.png"))
    assert fake.files[-1][1:] == ("board.png", bytes(1000))


async def test_commands_for_a_server_the_bot_is_not_in_are_missing_access(world):
    fake, bot = world
    fake.guilds.discard(GUILD_ID)  # the bot was removed from the server
    with pytest.raises(discord.Forbidden) as refused:
        await bot.http.bulk_upsert_guild_commands(bot.application_id, GUILD_ID, payload=[])
    assert (refused.value.status, refused.value.code) == (403, 50001)
    assert fake.refused == [("guild_sync", 403, 50001)]
    assert fake.synced_to == [None, GUILD_ID]  # the start's registration alone
