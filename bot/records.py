"""A game's record as a file: exported from a stored game (`export_record`), for moderators
while it runs (the record holds every secret) and for anyone once it has ended; imported
as a new game (`import_record`), in a channel or at the table.

The record itself, its format and its checks are the engine's (`engine.core.record`); here
the stored game gives what the engine does not keep: who holds each seat, and when the game
began and each command in effect was given."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime

from engine.core import Event, RuleError, Session
from engine.core.record import Record, RecordSeat, Replayed, build, check, dumps, read
from engine.core.words import T

from .service import GameService
from .storage import Conflict, ImportedGame, NewEvent, PastCommand, SeatRecord

MAX_RECORD_BYTES = 8 * 1024 * 1024
"""The largest record file imported: a whole long game's record is a few hundred KB."""


async def export_record(service: GameService, game_id: int) -> tuple[str, bytes]:
    """The game's record as (file name, JSON bytes); RuleError if its log no longer rebuilds
    it (a game begun under another rules version)."""
    record = await game_record(service, game_id)
    return f"game-{game_id}-{record.ruleset}-record.json", dumps(record).encode()


async def game_record(service: GameService, game_id: int) -> Record:
    """The stored game's record. The log and its times are read after the game: should a
    command land in between, they are read again, so the times are those of the log."""
    for _ in range(2):
        _, session = await service.session(game_id)
        chain = await service.effective_commands(game_id)
        if [command for _, command in chain] == session.log:
            break
    else:
        raise RuleError(T("bot-record-moving"))
    when = dict(await service.store.timeline(game_id))
    held = {s.seat: s for s in await service.store.seats(game_id)}
    players = [RecordSeat(seat=seat, side=side, user=held[seat].user_id if seat in held else None,
                          bot=held[seat].bot if seat in held else False)
               for seat, side in session.ruleset.seats(session.state).items()]
    copy = Session(session.ruleset, session.origin, session.state.model_copy(deep=True))
    copy.log = list(session.log)
    return await asyncio.to_thread(
        build, copy, players, times=[when.get(version) for version, _ in chain],
        created_at=when.get(0), ended=await service.ended(game_id))


async def import_record(service: GameService, data: bytes, *, channel_id: int | None = None,
                        guild_id: int | None = None) -> int:
    """A new game from a record file: checked by replaying it (refused at its first
    difference), then stored all at once with its past commands, their times and events,
    its seats held by the same users or bots, and only what is open now posted to the
    channel. A channel holding a live game or a sign-up refuses it; nothing is stored then.
    The game's id."""
    if len(data) > MAX_RECORD_BYTES:
        raise RuleError(T("bot-record-too-large", size=len(data) // 1024,
                          most=MAX_RECORD_BYTES // 1024))
    replayed = await asyncio.to_thread(lambda: check(read(data), service.rulesets))
    await _check_channel(service, channel_id)
    try:
        game_id = await service.store.import_game(
            await _imported(service, replayed, channel_id, guild_id))
    except Conflict:  # a game began in the channel meanwhile
        await _check_channel(service, channel_id)
        raise
    await service.play_bots(game_id)
    return game_id


async def _check_channel(service: GameService, channel_id: int | None) -> None:
    if channel_id is None:
        return
    live = await service.store.game_for_channel(channel_id)
    if live is not None:
        raise RuleError(T("bot-record-channel-busy", game=str(live.id)),
                        hint=T("bot-record-channel-hint"))
    if await service.store.lobby(channel_id) is not None:
        raise RuleError(T("bot-record-channel-signup"), hint=T("bot-record-channel-hint"))


async def _imported(service: GameService, replayed: Replayed, channel_id: int | None,
                    guild_id: int | None) -> ImportedGame:
    """The stored form of a replayed record: its past as it was played, what is owed now."""
    record, session = replayed.record, replayed.session
    now = datetime.now(UTC).isoformat(timespec="milliseconds")
    created = record.created_at or now
    seats = [SeatRecord(seat=p.seat, side=p.side, user_id=None if p.bot else p.user,
                        bot=p.bot) for p in record.players]
    users = {s.seat: s.user_id for s in seats if s.user_id is not None}
    bots = [s.seat for s in seats if s.bot]
    board_key, messages = await service.opening_messages(session, channel_id, users, bots)
    ended = record.ended or session.ruleset.finished(session.state)
    return ImportedGame(
        ruleset=record.ruleset, seed=record.seed, seats=seats, created_at=created,
        options=json.dumps({"options": session.origin.options,
                            "seats": [s.model_dump() for s in session.origin.seats],
                            "rules": session.origin.rules}),
        opening=_stored(replayed.opening),
        past=[PastCommand(actor=c.actor, command=json.dumps(logged.command),
                          at=c.at or created, events=_stored(told))
              for c, logged, told in zip(record.commands, session.log, replayed.events,
                                         strict=True)],
        state=session.state.model_dump_json(), guild_id=guild_id, channel_id=channel_id,
        status="finished" if ended else "active", messages=messages, board_key=board_key)


def _stored(events: list[Event]) -> list[NewEvent]:
    return [NewEvent(audience=e.audience, kind=e.kind, payload=e.model_dump_json())
            for e in events]
