"""The Discord adapter's pure parts, and its cogs loaded into a real (offline) client."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from bot.config import Config
from bot.discord_bot import DuneBot
from bot.lookup import UserError, game_for, seat_for, seat_name
from bot.messages import parse_players, private_texts, public_text, split
from bot.service import GameService
from bot.storage import SqliteStore
from cogs.checks import is_moderator
from engine.core import Event, Origin, SeatSpec


def test_split_respects_the_limit_at_line_boundaries():
    text = "\n".join(f"line {i:04d} " + "x" * 90 for i in range(60))
    parts = split(text)
    assert all(len(p) <= 2000 for p in parts)
    assert "\n".join(parts) == text
    assert split("y" * 4500) == ["y" * 2000, "y" * 2000, "y" * 500]


def test_events_are_routed_by_audience():
    events = [Event(kind="bid", text="Atreides bids 3."),
              Event(kind="card", text="You bought Lasgun.", audience="seat:alice"),
              Event(kind="mod", text="Lasgun on top.", audience="moderator")]
    assert public_text(events) == "Atreides bids 3."
    assert private_texts(events) == {"alice": "You bought Lasgun."}


def test_parse_players():
    assert parse_players("<@1> atreides, <@!2>, <@3> bene gesserit", "@a x") == [
        (1, "atreides"), (2, None), (3, "bene gesserit")]
    with pytest.raises(UserError, match=r"@mention of a player\. Example: `@a x`"):
        parse_players("alice atreides", "@a x")


def test_seat_names_are_short_and_unique():
    taken: set[str] = set()
    assert [seat_name(n, taken) for n in ("Alice!", "alice", "", "mod")] == [
        "alice", "alice2", "player", "mod-player"]


def test_moderators_are_server_managers_or_hold_the_role():
    manage = SimpleNamespace(manage_guild=True)
    plain = SimpleNamespace(manage_guild=False)
    role = SimpleNamespace(roles=[SimpleNamespace(name="Dune Moderator")])
    player = SimpleNamespace(roles=[])
    assert is_moderator(player, manage, "Dune Moderator")
    assert is_moderator(role, plain, "Dune Moderator")
    assert not is_moderator(player, plain, "Dune Moderator")


async def test_lookup_by_channel_and_by_dm(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        seats = [SeatSpec(name="alice", faction="atreides"), SeatSpec(name="bob")]
        game_id, _ = await service.create(Origin(ruleset="classic", options={}, seats=seats,
                                                 seed=1), channel_id=10,
                                          users={"alice": 100, "bob": 200})
        assert (await game_for(store, channel_id=10, user_id=100, in_dm=False)).id == game_id
        assert (await game_for(store, channel_id=None, user_id=200, in_dm=True)).id == game_id
        assert await seat_for(store, game_id, 200) == "bob"
        with pytest.raises(UserError, match="No game is running"):
            await game_for(store, channel_id=11, user_id=100, in_dm=False)
        with pytest.raises(UserError, match="no seat"):
            await game_for(store, channel_id=None, user_id=300, in_dm=True)
        with pytest.raises(UserError, match="no seat in game"):
            await seat_for(store, game_id, 300)


async def test_cogs_register_their_slash_commands():
    bot = await DuneBot.open(Config(token="x", db=":memory:"))
    for name in ("cogs.game", "cogs.play", "cogs.moderator"):
        await bot.load_extension(name)
    names = {c.qualified_name for c in bot.tree.walk_commands()}
    assert {"game create", "game status", "game view", "game help", "game options", "do",
            "mod"} <= names
    do = bot.tree.get_command("do")
    assert [p.name for p in do.parameters] == ["command", "game"]
    await bot.close()


def test_config_requires_a_token(monkeypatch):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    with pytest.raises(SystemExit, match="DISCORD_TOKEN"):
        Config.from_env()
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    monkeypatch.setenv("DUNE_GUILD_ID", "nope")
    with pytest.raises(SystemExit, match="DUNE_GUILD_ID"):
        Config.from_env()
    monkeypatch.setenv("DUNE_GUILD_ID", "42")
    assert Config.from_env().guild_id == 42
