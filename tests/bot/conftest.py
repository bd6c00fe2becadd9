"""The `world` fixture: a fake Discord API on 127.0.0.1 and the real bot logged in to it."""

from __future__ import annotations

import pytest

from bot.config import Config
from bot.discord_bot import DuneBot

from .fake_discord import ALICE, BOB, GUILD_ID, FakeDiscord, listen


@pytest.fixture
async def world(tmp_path, monkeypatch):
    fake = FakeDiscord(closed_dms={BOB}, names={ALICE: "alice", BOB: "bob"})
    runner = await listen(fake, monkeypatch)
    bot = await DuneBot.open(Config(token="fake-token", db=str(tmp_path / "bot.sqlite3"),
                         guild_id=GUILD_ID))
    await bot.login("fake-token")
    yield fake, bot
    await bot.close()
    await runner.cleanup()




@pytest.fixture(autouse=True)
def languages(monkeypatch):
    """The users' languages as the service keeps them (`choose_language`, `remember_locale`),
    in memory, for a service that does not keep them itself yet; and every game's language
    from its options."""
    from bot.service import GameService

    chosen: dict[int, str | None] = {}
    seen: dict[int, str] = {}

    async def choose_language(self, user_id: int, language: str | None) -> None:
        chosen[user_id] = language

    async def language_of_user(self, user_id: int) -> str | None:
        return chosen.get(user_id)

    async def remember_locale(self, user_id: int, locale: str) -> None:
        seen[user_id] = locale

    async def language_of_game(self, game_id: int) -> str:
        _, session = await self.session(game_id)
        options = getattr(session.state, "options", None)
        return str(getattr(options, "language", None) or "en")

    for name, fake in (("choose_language", choose_language),
                       ("language_of_user", language_of_user),
                       ("remember_locale", remember_locale),
                       ("language_of_game", language_of_game)):
        if not hasattr(GameService, name):
            monkeypatch.setattr(GameService, name, fake, raising=False)
    return chosen, seen
