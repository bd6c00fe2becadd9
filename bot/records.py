"""A game's record as a file: exported from a stored game (`export_record`), for moderators
while it runs (the record holds every secret) and for anyone once it has ended.

The record itself, its format and its checks are the engine's (`engine.core.record`); here
the stored game gives what the engine does not keep: who holds each seat, and when the game
began and each command in effect was given."""

from __future__ import annotations

import asyncio

from engine.core import RuleError, Session
from engine.core.record import Record, RecordSeat, build, dumps
from engine.core.words import T

from .service import GameService

MEDIA_TYPE = "application/json"


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
