"""Reading a server's games for its statistics (`bot.stats`): each game's record and
latest state, its seats, its timeline and its command log's actors, read once per game,
and through the ruleset only what is public (`seats`, `winners`, `turn`, `pending`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from datetime import UTC, datetime

from pydantic import ValidationError

from engine.core import Ruleset

from .stats import BOT, GameFacts, Stats, statistics
from .storage import GameRecord, Store

FINISHED = "finished"


def parse_time(text: str) -> datetime:
    """A stored time (ISO 8601, UTC; SQLite may store it without its zone) as an aware
    datetime."""
    at = datetime.fromisoformat(text)
    return at if at.tzinfo else at.replace(tzinfo=UTC)


async def server_games(store: Store, rulesets: Mapping[str, Ruleset], *,
                       server: int | None, game: str | None = None,
                       every_server: bool = False) -> list[GameFacts]:
    """The facts of the games of one server (`server`; None: those played at no server,
    the table's), or of every game when `every_server`; narrowed to one ruleset by name
    with `game`."""
    records = [r for r in await store.games()
               if (every_server or r.guild_id == server) and (game is None or r.ruleset == game)]
    return [await game_facts(store, record, rulesets.get(record.ruleset))
            for record in records]


async def game_facts(store: Store, record: GameRecord, ruleset: Ruleset | None) -> GameFacts:
    """One game's public facts. A game whose ruleset is no longer offered, or whose state no
    longer loads, still counts as played, with its seats and times alone."""
    _, state_json = await store.load(record.id)
    seats = await store.seats(record.id)
    times = tuple((version, parse_time(at)) for version, at in await store.timeline(record.id))
    actors = {version: actor for version, actor, _ in await store.commands(record.id)}
    players: dict[str, int | str | None] = {
        s.seat: BOT if s.bot else s.user_id for s in seats}
    sides = {s.seat: s.side for s in seats}
    facts = GameFacts(id=record.id, game=record.ruleset, status=record.status, sides=sides,
                      players=players, winners=(), turn=0, times=times, actors=actors)
    if ruleset is None:
        return facts
    try:
        state = ruleset.state_model.model_validate_json(state_json)
    except ValidationError:
        return facts
    held = ruleset.seats(state)
    won = set(ruleset.winners(state)) if ruleset.finished(state) else set()
    awaited = () if record.status == FINISHED else tuple(
        dict.fromkeys(d.seat for d in ruleset.pending(state)))
    return replace(facts, sides=sides | held, turn=ruleset.turn(state), awaited=awaited,
                   winners=tuple(seat for seat, side in held.items() if side in won))


async def server_stats(store: Store, rulesets: Mapping[str, Ruleset], *, server: int | None,
                       game: str | None = None, every_server: bool = False) -> Stats:
    """The statistics of one server's games (see `server_games`)."""
    return statistics(await server_games(store, rulesets, server=server, game=game,
                                         every_server=every_server))
