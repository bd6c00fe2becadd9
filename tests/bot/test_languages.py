"""Who reads what in which language: a game's channel posts in the game's language (its
core option `language`), each seat's DMs in the language of the player holding it (the one
they chose, else their Discord locale when the bot speaks it, else the game's); and a
user's language survives a restart."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from bot.deadlines import Deadlines
from bot.service import GameService
from bot.sheets import history_page
from bot.storage import SqliteStore
from engine.core import Command, Decision, EventLog, Origin, RuleError, SeatSpec
from engine.core.words import T
from tests.conformance.pebbles import Pebbles, PebblesOptions, PebblesState


class WordedPebbles(Pebbles):
    """Pebbles whose every word comes from the catalogue, as a converted game's do."""

    name = "worded"

    def setup(self, options: PebblesOptions, seats: list[SeatSpec],
              seed: int) -> tuple[PebblesState, list]:
        state, _ = super().setup(options, seats, seed)
        log = EventLog()
        log.public("begin", T("core-tokens", count=state.pile))
        for seat, number in state.secrets.items():
            log.private(seat, "secret", T("core-tokens", count=number))
        return state, log.events

    def play(self, state: PebblesState, seat: str, command: Command, log: EventLog) -> None:
        inner = EventLog()
        super().play(state, seat, command, inner)
        log.public("take", T("core-tokens", count=state.pile))
        log.private(seat, "took", T("core-spice", count=command.count))  # type: ignore[attr-defined]

    def pending(self, state: PebblesState) -> list[Decision]:
        return [d.model_copy(update={"prompt": T("core-unknown-command", word="take")})
                for d in super().pending(state)]


WORDED = WordedPebbles()
ALICE, BOB = 11, 12


def posted(messages, target: str) -> list[str]:
    return [json.loads(m.payload)["text"] for m in messages if m.target == target]


async def test_a_polish_games_channel_is_polish_and_a_french_players_dms_french(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store, {"worded": WORDED})
        await service.choose_language(BOB, "fr")
        origin = Origin(ruleset="worded", options={"language": "pl", "pile": 12},
                        seats=[SeatSpec(name="alice"), SeatSpec(name="bob")], seed=1)
        game_id, _ = await service.create(origin, channel_id=77,
                                          users={"alice": ALICE, "bob": BOB})
        assert await service.language_of_game(game_id) == "pl"
        _, session = await service.session(game_id)
        await service.execute(game_id, "alice", session.parse("take 2"))
        owed = await store.pending_messages()
        assert posted(owed, "channel:77") == [
            "12 żetonów", "```\no o o o o o o o o o o o \n```", "Czekamy na: <@11> (take).",
            "10 żetonów", "```\no o o o o o o o o o \n```", "Czekamy na: <@12> (take)."]
        assert posted(owed, "seat:bob") == ["16 jetons", "Commande inconnue `take`."]
        # alice chose no language and her client showed none: the game's
        assert posted(owed, "seat:alice") == ["33 żetony", "Nieznane polecenie `take`.",
                                              "2 jednostki przyprawy"]
        # events stay stored as data: a message id and its arguments, no language
        stored = await store.events(game_id)
        assert json.loads(stored[0].payload)["text"] == {"id": "core-tokens",
                                                         "args": {"count": 12}}


async def test_a_reminder_reaches_each_seat_in_its_players_language(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store, {"worded": WORDED})
        await service.remember_locale(BOB, "fr")
        await service.remember_locale(ALICE, "pl")
        origin = Origin(ruleset="worded", options={"language": "it", "deadline_minutes": 60},
                        seats=[SeatSpec(name="alice"), SeatSpec(name="bob")], seed=1)
        game_id, _ = await service.create(origin, channel_id=77,
                                          users={"alice": ALICE, "bob": BOB})
        assert await service.seat_languages(game_id) == {"alice": "pl", "bob": "fr"}
        _, session = await service.session(game_id)
        seat = session.ruleset.pending(session.state)[0].seat
        record = await store.game(game_id)
        await Deadlines(service)._remind(record, record.version,
                                         session.ruleset.pending(session.state), 0.6,
                                         datetime(2030, 1, 1, tzinfo=UTC))
        reminder = posted(await store.pending_messages(), f"seat:{seat}")[-1]
        assert reminder.startswith({"alice": "Przypomnienie (gra 1): Nieznane polecenie",
                                    "bob": "Rappel (partie 1) : Commande inconnue"}[seat])


async def test_a_users_language_survives_a_restart(tmp_path):
    path = tmp_path / "g.sqlite3"
    async with await SqliteStore.open(path) as store:
        service = GameService(store)
        assert await service.language_of_user(ALICE) is None
        await service.remember_locale(ALICE, "pl")
        await service.remember_locale(BOB, "ja")  # a locale the bot does not speak
        await service.choose_language(BOB, "it")
        await service.remember_locale(7, "en-GB")
        await service.choose_language(8, "fr")
        await service.choose_language(8, None)  # forgotten
    async with await SqliteStore.open(path) as store:
        service = GameService(store)
        assert await service.language_of_user(ALICE) == "pl"
        assert await service.language_of_user(BOB) == "it"
        assert await store.user_language(BOB) == ("it", "ja")
        assert await service.language_of_user(7) == "en"
        assert await service.language_of_user(8) is None
        await service.choose_language(BOB, None)
        assert await service.language_of_user(BOB) is None  # `ja`: not spoken


async def test_remembering_an_unchanged_locale_writes_nothing(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        await service.remember_locale(ALICE, "pl")
        writes = []
        original = store.set_user_locale

        async def counted(user_id: int, locale: str | None) -> None:
            writes.append(locale)
            await original(user_id, locale)

        store.set_user_locale = counted  # type: ignore[method-assign]
        for _ in range(3):
            await service.remember_locale(ALICE, "pl")
        assert writes == []
        await service.remember_locale(ALICE, "fr")
        assert writes == ["fr"]


async def test_a_game_without_the_option_speaks_english(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store, {"worded": WORDED})
        origin = Origin(ruleset="worded", options={},
                        seats=[SeatSpec(name="alice"), SeatSpec(name="bob")], seed=1)
        game_id, _ = await service.create(origin, channel_id=77)
        assert await service.language_of_game(game_id) == "en"
        channel = posted(await store.pending_messages(), "channel:77")
        assert any(line.startswith("Waiting for ") for line in channel)


async def test_a_language_is_chosen_by_its_code_or_its_name_and_others_are_refused(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        await service.choose_language(ALICE, "Polski")
        assert await service.language_of_user(ALICE) == "pl"
        with pytest.raises(RuleError, match="choose en, it, fr, pl"):
            await service.choose_language(ALICE, "de")
        assert await service.language_of_user(ALICE) == "pl"


async def test_a_seats_history_is_read_in_the_readers_language(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store, {"worded": WORDED})
        origin = Origin(ruleset="worded", options={"language": "pl", "pile": 12},
                        seats=[SeatSpec(name="alice"), SeatSpec(name="bob")], seed=1)
        game_id, _ = await service.create(origin, channel_id=77)
        page = await history_page(service, game_id, "bob", 1, "fr")
        assert page.splitlines()[1:] == ["12 jetons", "(à vous) 16 jetons"]
        assert page.startswith("Partie 1, historique de la place bob, page 1 sur 1")
        assert [t.words("it") for t in await service.told(game_id, None)] == ["12 gettoni"]
        english = await history_page(service, game_id, "bob", 1)
        assert english.splitlines()[1:] == ["12 tokens", "(to you) 16 tokens"]
