"""Problem reports in both stores: a report and the messages carrying it are stored
together, a second report of the same user on the same game inside the pause is refused
with nothing stored, and each server's report channel and subscribed moderators."""

from __future__ import annotations

from bot.storage import NewMessage, NewReport, ReportSettings

from .test_stores import BIG, new_game


def report(game_id: int, user_id: int, at: str, words: str = "the storm skipped") -> NewReport:
    return NewReport(game_id=game_id, version=0, user_id=user_id, seat="alice", words=words,
                     at=at)


async def test_a_report_is_stored_with_its_messages(store):
    game_id = await new_game(store)
    owed = [NewMessage("user:7", '{"text": "report"}'), NewMessage("channel:9", '{"text": "r"}')]
    number = await store.file_report(report(game_id, BIG, "2026-11-28T10:00:00.000+00:00"),
                                     owed, since="2026-11-28T09:59:00.000+00:00")
    assert number is not None
    [stored] = await store.reports(game_id)
    assert (stored.id, stored.user_id, stored.seat, stored.words) == (
        number, BIG, "alice", "the storm skipped")
    assert sorted(m.target for m in await store.pending_messages()) == ["channel:9", "user:7"]


async def test_a_second_report_inside_the_pause_stores_nothing(store):
    game_id = await new_game(store)
    first = "2026-11-28T10:00:00.000+00:00"
    assert await store.file_report(report(game_id, 1, first), [], since="2026-11-28T09:59")
    refused = await store.file_report(
        report(game_id, 1, "2026-11-28T10:00:30.000+00:00", "again"),
        [NewMessage("user:7", '{"text": "again"}')], since="2026-11-28T09:59:30.000+00:00")
    assert refused is None
    assert await store.pending_messages() == []
    # another player, or the same one later, may report
    assert await store.file_report(report(game_id, 2, "2026-11-28T10:00:30.000+00:00"), [],
                                   since="2026-11-28T09:59:30.000+00:00")
    assert await store.file_report(report(game_id, 1, "2026-11-28T10:01:01.000+00:00"), [],
                                   since="2026-11-28T10:00:01.000+00:00")
    assert [r.user_id for r in await store.reports(game_id)] == [1, 2, 1]
    assert await store.reports(game_id + 99) == []


async def test_a_servers_report_channel_and_moderators(store):
    assert await store.report_settings(BIG) == ReportSettings()
    await store.set_report_channel(BIG, 5)
    await store.set_report_channel(BIG, BIG)
    await store.set_report_dm(BIG, BIG, True)
    await store.set_report_dm(BIG, 3, True)
    await store.set_report_dm(BIG, 3, True)
    await store.set_report_dm(1, 4, True)
    assert await store.report_settings(BIG) == ReportSettings(BIG, (3, BIG))
    await store.set_report_dm(BIG, 3, False)
    await store.set_report_channel(BIG, None)
    assert await store.report_settings(BIG) == ReportSettings(None, (BIG,))
