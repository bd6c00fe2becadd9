"""The game service: the one path from "seat X sends command C" to a stored new state.

It loads a game (cache, else the database), holds the game (its lock in this process, and
`Store.serialised` against the other processes sharing the database), applies the command
through the engine's Session, and writes the new state, the command and its events in ONE
transaction with an optimistic version check. The table and the Discord cogs both use it.

Several processes may serve one database, so nothing another process may change is trusted
from memory across commands: a cached game is checked against the stored version, and a
game's seat holders and its players' languages are read afresh for each command.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator, Callable, Collection
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime

from engine.core import (
    MODERATOR,
    MODERATOR_SEAT,
    PUBLIC,
    BoardPicture,
    Command,
    Decision,
    Event,
    LoggedCommand,
    Origin,
    RuleError,
    Ruleset,
    Session,
    to_seat,
)
from engine.core.bots import bot_move
from engine.core.errors import excerpt
from engine.core.words import DEFAULT, LANGUAGES, Say, T, language_of
from engine.rulesets import catalog

from .clock import due, quiet_of
from .ending import summary_messages
from .lobby import Lobbies
from .lookup import game_for, seat_for
from .outbox import (
    Asked,
    asked,
    board_message,
    messages_for,
    offer_message,
    waiting_line,
    waiting_message,
)
from .seated import BOT_MOVES, bot_rng, bot_seats, to_people
from .storage import (
    GameRecord,
    NewEvent,
    NewMessage,
    SeatRecord,
    Store,
    VersionConflict,
    WriteFailed,
)
from .words import say

UNDO = "undo"
log = logging.getLogger("dune.service")

_NOT_SAVED = {
    "busy": "bot-service-db-busy",
    "read-only": "bot-service-db-read-only",
    "disk": "bot-service-db-disk",
}


class NotSaved(RuleError):
    """The database refused to store a command (or a new game), so nothing changed. A
    RuleError so that every adapter (the table, the Discord cogs) shows it to the player as
    a refusal: like a refusal, it changed nothing, and the player may simply try again."""

    def __init__(self, err: WriteFailed, what: Say | None = None) -> None:
        reason = T(_NOT_SAVED.get(err.kind, "bot-service-db-refused"))
        super().__init__(T("bot-service-not-saved", what=what or T("bot-service-move-not-saved"),
                           reason=reason))
        self.cause = err


@dataclass(frozen=True)
class Outcome:
    version: int
    events: list[Event]
    actor: str
    """The seat the command was applied for (`execute_as` finds it under the lock)."""


def _new_events(events: list[Event]) -> list[NewEvent]:
    return [NewEvent(audience=e.audience, kind=e.kind, payload=e.model_dump_json())
            for e in events]


@dataclass(frozen=True)
class Told:
    """One thing the game told: to the seat alone or to all, whether an undo took the
    command that said it back, and the version it was told at (its board: `bot.moments`)."""

    private: bool
    text: Say
    taken_back: bool = False
    version: int = 0

    def words(self, language: str = DEFAULT) -> str:
        """What was told, in `language`."""
        return say(self.text, language)


class GameService:
    """Applies commands to stored games. Safe for many games at once; one lock per game."""

    def __init__(self, store: Store, rulesets: dict[str, Ruleset] | None = None) -> None:
        self.store = store
        self._rulesets = rulesets
        self.lobbies = Lobbies(store, self.ruleset)
        self._sessions: dict[int, tuple[int, Session]] = {}
        self._channels: dict[int, int | None] = {}
        """game -> its channel, fixed when the game is created, so safe to keep."""
        self._status: dict[int, str] = {}
        self._board_keys: dict[int, str | None] = {}
        self._locks: dict[int, asyncio.Lock] = {}

    @property
    def rulesets(self) -> dict[str, Ruleset]:
        """The games this service runs: those given, else the catalog's (read when asked,
        so a ruleset added to the catalog is offered at once)."""
        return self._rulesets if self._rulesets is not None else catalog.RULESETS

    def ruleset(self, name: str) -> Ruleset:
        """The ruleset of that name; RuleError naming the games known."""
        found = self.rulesets.get(name.strip().lower())
        if found is None:
            raise RuleError(T("bot-service-unknown-game", name=excerpt(name)),
                            hint=T("bot-service-games", games=", ".join(self.rulesets)))
        return found

    # -- languages ------------------------------------------------------------------------

    async def language_of_game(self, game_id: int) -> str:
        """The language of what the game posts in its channel: its core option `language`
        (English for a game stored without one)."""
        try:
            _, session = await self.session(game_id)
        except RuleError:  # a game this release cannot load: its stored options say it
            record = await self.store.game(game_id)
            options = json.loads(record.options).get("options") or {}
            return language_of(options.get("language")) or DEFAULT
        return _language(session)

    async def language_of_user(self, user_id: int) -> str | None:
        """The language a user reads their own messages in: the one they chose
        (`/game language`), else their Discord client's locale when the bot speaks it, else
        None (the game's language then)."""
        chosen, locale = await self._user_language(user_id)
        return chosen or language_of(locale)

    async def remember_locale(self, user_id: int, locale: str | None) -> None:
        """Keep the Discord locale a user's client last showed (written only when it
        changed)."""
        _, known = await self._user_language(user_id)
        if locale != known:
            await self.store.set_user_locale(user_id, locale)

    async def choose_language(self, user_id: int, language: str | None) -> None:
        """The language a user chose for their own messages (None forgets the choice); a
        language's name (`Polski`, `french`) reads as the language it names, one the bot
        does not speak is refused."""
        if language is not None:
            known = language_of(language)
            if known is None:
                raise RuleError(T("bot-service-unknown-language", language=excerpt(language),
                                  languages=", ".join(LANGUAGES)))
            language = known
        chosen, _ = await self._user_language(user_id)
        if language != chosen:
            await self.store.set_user_choice(user_id, language)

    async def _user_language(self, user_id: int) -> tuple[str | None, str | None]:
        """(chosen, locale) as stored now, never from memory: the user may have chosen
        through another process (a primary-key lookup, cheap beside the command)."""
        return await self.store.user_language(user_id)

    async def seat_languages(self, game_id: int) -> dict[str, str]:
        """Seat -> the language its messages are written in now: its player's, else the
        game's."""
        _, session = await self.session(game_id)
        return await self._seat_languages(session, await self._users(game_id))

    async def _seat_languages(self, session: Session,
                              users: dict[str, int | None]) -> dict[str, str]:
        """Seat -> the language its messages are written in: its player's, else the
        game's."""
        game = _language(session)
        stored = await self.store.user_languages({u for u in users.values() if u})
        out = {}
        for seat in session.ruleset.seats(session.state):
            chosen, locale = stored.get(users.get(seat) or 0, (None, None))
            out[seat] = chosen or language_of(locale) or game
        return out

    def _lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    @asynccontextmanager
    async def _held(self, game_id: int) -> AsyncIterator[None]:
        """The game held for one read-then-write: against this process's other tasks (its
        lock) and against every other process on the database (`Store.serialised`). What
        the block writes is durable only once the block has ended, so anything escaping it
        but a refusal drops the cached game (it may be ahead of the database), and a write
        refused at the end becomes `NotSaved`, shown like a refusal."""
        async with self._lock(game_id):
            try:
                async with self.store.serialised(game_id):
                    yield
            except WriteFailed as err:
                self.forget(game_id)
                raise NotSaved(err) from err
            except RuleError:
                raise  # refused before anything was written (NotSaved forgot already)
            except BaseException:
                self.forget(game_id)
                raise

    async def create(self, origin: Origin, *, guild_id: int | None = None,
                     channel_id: int | None = None, users: dict[str, int] | None = None,
                     bots: Collection[str] = ()) -> tuple[int, list[Event]]:
        """A new game; `users` maps seat names to Discord user ids, `bots` names the seats
        bots play (who play at once if the game opens awaiting them)."""
        ruleset = self.ruleset(origin.ruleset)
        session, events = Session.new(ruleset, origin)
        users = users or {}
        seats = [SeatRecord(seat=seat, side=side, user_id=users.get(seat), bot=seat in bots)
                 for seat, side in ruleset.seats(session.state).items()]
        language = _language(session)
        board_key, snapshot = None, []
        if channel_id is not None:  # the opening board
            step, board_key = ruleset.board_mark(session.state)
            snapshot = [board_message(channel_id, ruleset.board(session.state,
                                                                language=language), step)]
        seat_languages = await self._seat_languages(session, dict(users))
        try:
            game_id = await self.store.create_game(
                ruleset=origin.ruleset,
                options=json.dumps({"options": session.origin.options,
                                    "seats": [s.model_dump() for s in origin.seats],
                                    "rules": session.origin.rules}),
                seed=origin.seed, seats=seats, state=session.state.model_dump_json(),
                events=_new_events(events), guild_id=guild_id, channel_id=channel_id,
                messages=to_people(_hushed(session, messages_for(
                    events, channel_id, language, seat_languages) + snapshot + _waiting(
                    session, users, channel_id, seat_languages, set(bots))), bots),
                board_key=board_key)
        except WriteFailed as err:
            raise NotSaved(err, T("bot-service-game-not-created")) from err
        self._sessions[game_id] = (0, session)
        self._channels[game_id] = channel_id
        self._board_keys[game_id] = board_key
        await self.play_bots(game_id)
        return game_id, events

    async def opening_messages(self, session: Session, channel_id: int | None,
                               users: dict[str, int], bots: Collection[str]
                               ) -> tuple[str | None, list[NewMessage]]:
        """What a game brought into a channel owes it as it opens there (an imported game):
        the board as it stands, then the offers and the waiting line of what is open now,
        as `create` sends them; never its past's messages. (board key, messages)."""
        if channel_id is None:
            return None, []
        step, board_key = session.ruleset.board_mark(session.state)
        board = board_message(channel_id, session.ruleset.board(
            session.state, language=_language(session)), step)
        waiting = [] if session.ruleset.finished(session.state) else _waiting(
            session, users, channel_id, await self._seat_languages(session, dict(users)),
            set(bots))
        return board_key, to_people(_hushed(session, [board, *waiting]), bots)

    async def session(self, game_id: int) -> tuple[int, Session]:
        """The game's current version and session: cached, else rebuilt from the database.

        One database may serve several processes (the bot, and a moderator's `table` on the
        same file), so the cache is checked against the stored version first: a primary-key
        lookup of `games.version` (under 0.1 ms, `python -m bench`), where a stale cache
        would refuse legal moves before the commit's version check could catch it."""
        cached = self._sessions.get(game_id)
        if cached:
            version, self._status[game_id] = await self.store.version(game_id)
            if version == cached[0]:
                return cached
            self.forget(game_id)
        record, state_json = await self.store.load(game_id)
        ruleset = self.ruleset(record.ruleset)
        meta = json.loads(record.options)
        origin = Origin(ruleset=record.ruleset, options=meta["options"], seats=meta["seats"],
                        seed=record.seed, rules=meta.get("rules"))
        session = Session(ruleset, origin, ruleset.state_model.model_validate_json(state_json))
        session.log = _effective_log(await self.store.commands(game_id))
        self._sessions[game_id] = (record.version, session)
        self._channels[game_id] = record.channel_id
        self._status[game_id] = record.status
        return record.version, session

    def forget(self, game_id: int) -> None:
        """Drop everything cached of the game (after a failed save, or after another process
        or a moderator by hand changed it): the next use reloads it from the database."""
        for cache in (self._sessions, self._status, self._board_keys):
            cache.pop(game_id, None)

    async def execute(self, game_id: int, actor: str, command: Command, *,
                      at_version: int | None = None) -> Outcome | None:
        """Apply and persist one command; RuleError leaves both memory and disk unchanged.
        With `at_version`, do nothing (None) unless the game is still at that version.

        Any failure after the engine applied the command and before the commit drops the
        cached game, so memory never runs ahead of the database; a write the database
        refused becomes `NotSaved`, which the player sees like a refusal. The outcome is
        returned only once the game's hold has ended, that is once the command is stored."""
        async with self._held(game_id):
            outcome = await self._execute(game_id, actor, command, at_version)
        await self.play_bots(game_id)
        return outcome

    async def execute_as(self, game_id: int, user_id: int,
                         command: Command | Callable[[Session, str], Command]) -> Outcome:
        """Apply a Discord user's command for the seat they hold when the game's lock is
        taken: a kick or a substitution that got the lock first refuses a move that was
        already on its way, instead of applying it to a seat its sender no longer holds.
        A command given as a builder (a typed line to read) is built there too, for that
        seat, so a refusal's list of moves is never the moves of a seat just lost."""
        async with self._held(game_id):
            users = {s.seat: s.user_id for s in await self.store.seats(game_id)}
            seat = next((s for s, u in users.items() if u == user_id), None)
            if seat is None:
                raise RuleError(T("bot-lookup-no-seat", game=str(game_id)))
            if callable(command):
                _, session = await self.session(game_id)
                command = command(session, seat)
            outcome = await self._execute(game_id, seat, command, None, users)
        assert outcome is not None  # no `at_version`: always an answer
        await self.play_bots(game_id)
        return outcome

    async def play_bots(self, game_id: int, limit: int = BOT_MOVES) -> int:
        """Play the moves the game's bot seats owe now, one command at a time, each through
        the same hold, version check and outbox as a player's, until no bot seat is awaited
        (or `limit` moves); how many were played. A failure is logged, never raised: the
        command that called is stored already, and the clock's tick tries again."""
        played = 0
        while played < limit:
            try:
                if not await self._bot_turn(game_id):
                    break
            except Exception:
                log.exception("game %d: a bot seat's move failed", game_id)
                break
            played += 1
        return played

    async def _bot_turn(self, game_id: int) -> bool:
        """One bot seat's move, if one is awaited (the first in seat order): whether one was
        played. Its history is the game's stored events that seat was told."""
        async with self._held(game_id):
            seats = await self.store.seats(game_id)
            bots = [s.seat for s in seats if s.bot]
            if not bots:
                return False
            version, session = await self.session(game_id)
            awaited = {d.seat for d in session.ruleset.pending(session.state)}
            seat = next((b for b in bots if b in awaited), None)
            if seat is None or await self._status_of(game_id) != "active":
                return False
            history = [Event.model_validate_json(e.payload) for e in await self.store.events(
                game_id, audiences=[PUBLIC, to_seat(seat)])]
            move = bot_move(session.ruleset, session.state, seat, history,
                            bot_rng(session.origin.seed, version, seat))
            if move is None:
                return False
            if move.fallback:
                log.warning("game %d: the bot of %s fell back on the default", game_id, seat)
            users = {s.seat: s.user_id for s in seats}
            return await self._execute(game_id, seat, move.command, version, users) is not None

    async def expire(self, game_id: int, version: int) -> Outcome | None:
        """A deadline passed at `version`: the defaults of what is awaited, as the
        moderator's `expire` (None if the game has moved on). With the option `bot_after`,
        each seat awaited counts one more deadline missed in a row, and a seat whose count
        reaches it is handed to a bot, with a notice in the channel: all in the hold of the
        expiry, so exactly once whichever process's clock got there first."""
        async with self._held(game_id):
            _, session = await self.session(game_id)
            awaited = {d.seat for d in session.ruleset.pending(session.state)}
            outcome = await self._execute(game_id, MODERATOR_SEAT, session.parse("expire"),
                                          version)
            after = getattr(session.state.options, "bot_after", None)
            if outcome is not None and after:
                await self._count_missed(game_id, awaited, outcome.version, after)
        await self.play_bots(game_id)
        return outcome

    async def _count_missed(self, game_id: int, awaited: set[str], version: int,
                            after: int) -> None:
        """One more deadline missed by each seat awaited held by no bot (a count that
        starts again once the seat has played since the last one counted)."""
        played: dict[str, int] = {}
        for at, actor, _ in await self.store.commands(game_id):
            played[actor] = at
        _, session = await self.session(game_id)
        for seat in await self.store.seats(game_id):
            if seat.bot or seat.seat not in awaited:
                continue
            missed = 1 if played.get(seat.seat, 0) > seat.missed_at else seat.missed + 1
            if missed < after:
                await self.store.set_seat_missed(game_id, seat.seat, missed, version)
                continue
            await self.store.set_seat_user(game_id, seat.seat, None, bot=True)
            channel = self._channels.get(game_id)
            if channel is not None:
                text = say(T("bot-seats-handed-over", seat=seat.seat, game=str(game_id),
                             deadlines=missed), _language(session))
                await self.store.owe(game_id, version, [NewMessage(
                    target=f"channel:{channel}", payload=json.dumps({"text": text}))])

    async def _execute(self, game_id: int, actor: str, command: Command,
                       at_version: int | None,
                       users: dict[str, int | None] | None = None) -> Outcome | None:
        """`execute`, with the game held; `users`: its seat holders, when already read."""
        for attempt in range(2):
            version, session = await self.session(game_id)
            if at_version is not None and version != at_version:
                return None
            await self._check_status(game_id, actor, command)
            try:
                if command.name == UNDO:
                    return await self._undo(game_id, version, session, actor, command)
                return await self._apply(game_id, version, session, actor, command, users)
            except RuleError:
                raise
            except VersionConflict:
                self.forget(game_id)  # another process moved on: reload and retry
                if attempt:
                    raise
            except WriteFailed as err:
                self.forget(game_id)
                raise NotSaved(err) from err
            except BaseException:
                self.forget(game_id)  # an engine bug, say: reload a clean copy next time
                raise
        raise AssertionError("unreachable")

    async def _apply(self, game_id: int, version: int, session: Session, actor: str,
                     command: Command, users: dict[str, int | None] | None) -> Outcome:
        """One command through the engine, then into the database in one transaction (with
        the game marked finished if the command ended it)."""
        before = {asked(d) for d in session.ruleset.pending(session.state)}
        step_before, _ = session.ruleset.board_mark(session.state)
        events = session.apply(actor, command)
        board_key, snapshot = await self._snapshot(game_id, session, step_before)
        if users is None and self._channels.get(game_id) is not None:
            users = await self._users(game_id)
        messages = await self._messages(game_id, session, events, before, snapshot, users or {})
        finished = session.ruleset.finished(session.state)
        if finished:
            messages += await self._summary(game_id, session, users or {},
                                            with_board=not snapshot)
        new_version = await self.store.commit(
            game_id, expected_version=version, state=session.state.model_dump_json(),
            actor=actor, command=json.dumps(session.log[-1].command),
            events=_new_events(events), messages=messages, board_key=board_key,
            status="finished" if finished else None)
        self._sessions[game_id] = (new_version, session)
        if finished:
            self._status[game_id] = "finished"
        if board_key is not None:
            self._board_keys[game_id] = board_key
        return Outcome(new_version, events, actor)

    async def _check_status(self, game_id: int, actor: str, command: Command) -> None:
        """Paused: only moderators act. Finished: nobody, but a moderator's undo, which
        may take back the command that ended the game (a mistaken last `force`, say)."""
        status = await self._status_of(game_id)
        if status == "paused" and actor != MODERATOR_SEAT:
            raise RuleError(T("bot-service-paused"), hint=T("bot-service-wait-for-resume"))
        if status == "finished" and not (actor == MODERATOR_SEAT and command.name == UNDO):
            raise RuleError(T("bot-service-ended"))

    async def _status_of(self, game_id: int) -> str:
        if game_id not in self._status:
            self._status[game_id] = (await self.store.game(game_id)).status
        return self._status[game_id]

    async def set_status(self, game_id: int, status: str) -> None:
        """Pause, resume or end a game (moderators). A finished game goes on again only
        while its board is not over (else `undo` first), and only if its channel has no
        newer live game."""
        async with self._held(game_id):
            _, session = await self.session(game_id)  # (which reads the stored status too)
            if await self._status_of(game_id) == "finished" and status != "finished":
                if status != "active" or session.ruleset.finished(session.state):
                    raise RuleError(T("bot-service-ended"), hint=T("bot-service-undo-the-end"))
                await self._check_channel_free(game_id)
            ending = status == "finished"
            if ending and await self._status_of(game_id) == "finished":
                raise RuleError(T("bot-service-already-ended", game=str(game_id)),
                                hint=T("bot-service-create-anew"))
            summary = await self._summary(game_id, session, await self._users(game_id),
                                          by_moderator=True) if ending else []
            await self.store.set_status(game_id, status, summary)
            self._status[game_id] = status

    async def _summary(self, game_id: int, session: Session, users: dict[str, int | None], *,
                       by_moderator: bool = False, with_board: bool = True) -> list[NewMessage]:
        """What the channel is owed when the game ends: its result and final board
        (`bot.ending`); nothing for a game without a channel (the table)."""
        channel = self._channels.get(game_id)
        if channel is None:
            return []
        return summary_messages(game_id, session.ruleset, session.state, channel,
                                users, by_moderator=by_moderator, with_board=with_board,
                                language=_language(session),
                                bots=bot_seats(await self.store.seats(game_id)))

    async def _check_channel_free(self, game_id: int) -> None:
        """A finished game reopens only if no other game has started in its channel since
        (a channel holds one live game)."""
        channel = (await self.store.game(game_id)).channel_id
        live = await self.store.game_for_channel(channel) if channel is not None else None
        if live is not None and live.id != game_id:
            raise RuleError(T("bot-service-channel-taken", live=str(live.id),
                              game=str(game_id)))

    async def replace(self, game_id: int, seat: str, user_id: int | None) -> bool:
        """Give a seat to another Discord user (a substitute; a bot seat goes back to a
        person), or leave it vacant (None: a kick); the seat keeps its secrets, which the
        new player reads with `/game view`. Under the game's lock, so no command is applied
        for a seat while it changes hands. Whether a bot held the seat."""
        async with self._held(game_id):
            records = await self._seat_records(game_id, seat)
            seats = {s.seat: s.user_id for s in records}
            if user_id is not None and user_id in seats.values() and seats[seat] != user_id:
                taken = next(s for s, u in seats.items() if u == user_id)
                raise RuleError(T("bot-service-holds-a-seat", seat=taken))
            await self.store.set_seat_user(game_id, seat, user_id)
        return seat in bot_seats(records)

    async def hand_to_bot(self, game_id: int, seat: str) -> None:
        """Give a seat to a bot (moderators): it keeps the seat's secrets. The caller plays
        what it owes (`play_bots`) once it has answered, else the clock's next tick does."""
        async with self._held(game_id):
            await self._seat_records(game_id, seat)
            await self.store.set_seat_user(game_id, seat, None, bot=True)

    async def _seat_records(self, game_id: int, seat: str) -> list[SeatRecord]:
        """The game's seats as stored; RuleError naming them if `seat` is none of them."""
        records = await self.store.seats(game_id)
        names = [s.seat for s in records]
        if seat not in names:
            raise RuleError(T("bot-service-no-such-seat", seat=seat, game=str(game_id)),
                            hint=T("bot-service-seats", seats=", ".join(sorted(names))))
        return records

    async def _messages(self, game_id: int, session: Session, events: list[Event],
                        waiting_before: set[Asked], snapshot: list[NewMessage],
                        users: dict[str, int | None]) -> list[NewMessage]:
        """What the command owes the channel and the seats: its events, a board snapshot if
        one is due, and last whom we now wait for (with buttons, under the board)."""
        channel = self._channels.get(game_id)
        if channel is None:
            return _hushed(session, snapshot)
        bots = bot_seats(await self.store.seats(game_id))
        seat_languages = await self._seat_languages(session, users)
        out = messages_for(events, channel, _language(session), seat_languages) + snapshot
        decisions = session.ruleset.pending(session.state)
        out += _offers(session, decisions, waiting_before, seat_languages)
        due, ping = _pace(session)
        line = waiting_line(decisions, users, waiting_before, due, _language(session), bots)
        if line:
            out.append(waiting_message(channel, line, decisions, users, ping=ping,
                                       language=_language(session)))
        return to_people(_hushed(session, out), bots)

    async def _snapshot(self, game_id: int, session: Session,
                        step_before: str | None) -> tuple[str | None, list[NewMessage]]:
        """Owe the channel a board snapshot when a phase step has ended (a player's move,
        a battle, a phase) and the board differs from the last snapshot: one per step at
        most, never one for a raise. Returns the new board key (to store with the command) and
        the message, or (None, [])."""
        channel = self._channels.get(game_id)
        if channel is None:
            return None, []
        step, key = session.ruleset.board_mark(session.state)
        if step == step_before:
            return None, []
        if game_id not in self._board_keys:
            self._board_keys[game_id] = await self.store.board_key(game_id)
        if key == self._board_keys[game_id]:
            return None, []
        return key, [board_message(channel, session.ruleset.board(
            session.state, language=_language(session)), step)]

    async def find(self, *, channel_id: int | None, user_id: int, in_dm: bool,
                   game_id: int | None = None) -> GameRecord:
        """The game an interaction is about (`bot.lookup.game_for`)."""
        return await game_for(self.store, channel_id=channel_id, user_id=user_id,
                              in_dm=in_dm, game_id=game_id)

    async def seat_of_user(self, game_id: int, user_id: int) -> str:
        """The seat a Discord user holds; UserError if none."""
        return await seat_for(self.store, game_id, user_id)

    async def ruleset_here(self, *, channel_id: int | None, user_id: int,
                           in_dm: bool) -> str | None:
        """The ruleset of the game an interaction is about, if there is one (else None,
        where `find` would refuse)."""
        if not in_dm:
            record = await self.store.channel_game(channel_id) if channel_id else None
            return record.ruleset if record else None
        mine = {g.ruleset for g in await self.store.games_of_user(user_id)}
        return mine.pop() if len(mine) == 1 else None

    async def ended(self, game_id: int) -> bool:
        """Whether the game is finished (over on its board, or ended by a moderator)."""
        return (await self.store.version(game_id))[1] == "finished"

    async def where_user_plays(self, user_id: int,
                               language: str = DEFAULT) -> list[tuple[int, str]]:
        """(game id, `Title: status line`) of each live game the user holds a seat in, in
        `language`; a game this release cannot load is listed by its ruleset's name, not
        left out (nor does it hide the others)."""
        out = []
        for record in await self.store.games_of_user(user_id):
            try:
                _, session = await self.session(record.id)
            except RuleError:
                out.append((record.id, say(T("bot-service-cannot-load", ruleset=record.ruleset),
                                           language)))
                continue
            status = session.ruleset.status(session.state)
            out.append((record.id, f"{session.ruleset.title}: {say(status.line, language)}"))
        return out

    async def seat_held(self, game_id: int, user_id: int) -> str | None:
        """The seat a Discord user holds, or None."""
        return next((s.seat for s in await self.store.seats(game_id) if s.user_id == user_id),
                    None)

    async def effective_commands(self, game_id: int) -> list[tuple[int, LoggedCommand]]:
        """The stored commands still in effect (undone ones dropped), each with the version
        that stored it: a game's record lists them with their times."""
        return command_chain(await self.store.commands(game_id))[0]

    async def told(self, game_id: int, seat: str | None) -> list[Told]:
        """The game's public events and those told only to `seat` (None: the public ones),
        oldest first, each marked when a moderator's undo took its command back: a seat's
        history, for a player whose DMs failed or a substitute who never got them."""
        audiences = [PUBLIC] if seat is None else [PUBLIC, to_seat(seat)]
        undone = _undone_versions(await self.store.commands(game_id))
        return [Told(private=e.audience != PUBLIC, text=Event.model_validate_json(e.payload).text,
                     taken_back=e.version in undone, version=e.version)
                for e in await self.store.events(game_id, audiences=audiences)]

    async def deadline(self, game_id: int) -> int | None:
        """When the defaults of the decisions now awaited apply (Unix time), if the game has
        a deadline: its clock runs from the game's last change, and rests in its quiet
        hours (`bot.deadlines`, `bot.clock`)."""
        _, session = await self.session(game_id)
        minutes = _deadline(session)
        if not minutes:
            return None
        since = datetime.fromisoformat((await self.store.game(game_id)).updated_at)
        return int(due(since, minutes, quiet_of(session.state.options)).timestamp())

    async def board(self, game_id: int, *, detail: bool = False,
                    language: str | None = None) -> BoardPicture:
        """The game's public board now (the same for every seat), in `language` (the
        game's when None)."""
        _, session = await self.session(game_id)
        return session.ruleset.board(session.state, detail=detail,
                                     language=language or _language(session))

    async def _users(self, game_id: int) -> dict[str, int | None]:
        """Seat -> its player as stored now, never from memory: a substitution through
        another process leaves the game's version as it was, so no version check would
        catch a copy kept here (one query, read under the game's hold by commands)."""
        return {s.seat: s.user_id for s in await self.store.seats(game_id)}

    async def _undo(self, game_id: int, version: int, session: Session, actor: str,
                    command: Command) -> Outcome:
        if actor != MODERATOR_SEAT:
            raise RuleError(T("bot-service-undo-moderators"))
        count = getattr(command, "count", 1)
        earlier = session.undo(count)
        reopen = self._status.get(game_id) == "finished" \
            and not earlier.ruleset.finished(earlier.state)
        if reopen:
            await self._check_channel_free(game_id)
        to_version = await self._version_with(game_id, len(earlier.log))
        event = Event(kind="undo", text=T("bot-service-undoes", count=count),
                      data={"count": count})
        events = [event, *_taken_back(session, count)]
        board_key, snapshot = await self._snapshot(game_id, earlier, None)
        messages = _hushed(earlier, messages_for(events, self._channels.get(game_id),
                                                 _language(earlier)) + snapshot)
        new_version = await self.store.rewind(
            game_id, to_version=to_version, state=earlier.state.model_dump_json(),
            expected_version=version, actor=actor,
            events=_new_events(events), messages=messages, board_key=board_key,
            status="active" if reopen else None)
        self._sessions[game_id] = (new_version, earlier)
        if reopen:
            self._status[game_id] = "active"
        if board_key is not None:
            self._board_keys[game_id] = board_key
        return Outcome(new_version, events, actor)

    async def _version_with(self, game_id: int, length: int) -> int:
        """The latest version whose effective command log had `length` commands."""
        best = 0
        for version, n in _lengths(await self.store.commands(game_id)):
            if n == length:
                best = version
        return best


def _taken_back(session: Session, count: int) -> list[Event]:
    """What an undo took back, command by command, the latest first, for the moderators
    alone: a command may hold a secret (a plan, a hidden amount), so the channel is told
    only how many."""
    registry = session.ruleset.registry
    return [Event(kind="undone", audience=MODERATOR, data={"actor": entry.actor},
                  text=T("bot-service-took-back", n=str(n), actor=entry.actor,
                         command=registry.usage_of(registry.load(entry.command))))
            for n, entry in enumerate(reversed(session.log[-count:]), 1)]


def _waiting(session: Session, users: dict[str, int], channel: int | None,
             languages: dict[str, str], bots: set[str]) -> list[NewMessage]:
    decisions = session.ruleset.pending(session.state)
    due, ping = _pace(session)
    line = waiting_line(decisions, dict(users), set(), due, _language(session), bots)
    if channel is None or not line:
        return []
    return [*_offers(session, decisions, set(), languages),
            waiting_message(channel, line, decisions, dict(users), ping=ping,
                            language=_language(session))]


def _offers(session: Session, decisions: list[Decision], before: set[Asked],
            languages: dict[str, str] | None = None) -> list[NewMessage]:
    """A DM for each seat newly facing a decision that is not raised in public: what the
    ruleset offers it (its prompt with a button per legal answer when they are few, or a
    form), sent whatever the seat holds, so how many DMs a seat gets tells no secret."""
    out = []
    for d in decisions:
        if asked(d) in before or d.seat == MODERATOR_SEAT or d.ui == "raise":
            continue
        offer = session.ruleset.offer(session.state, d)
        if offer is not None:
            out.append(offer_message(d, offer, (languages or {}).get(d.seat, _language(session))))
    return out


def _language(session: Session) -> str:
    """The game's language (its core option), English when it has none."""
    return getattr(session.state.options, "language", None) or DEFAULT


def _deadline(session: Session) -> int | None:
    return getattr(session.state.options, "deadline_minutes", None)  # type: ignore[attr-defined]


def _hushed(session: Session, messages: list[NewMessage]) -> list[NewMessage]:
    """The messages as owed now: in the game's quiet hours every one is sent silent
    (`silent`: delivered and shown, with no push or sound), so a player who plays at night
    wakes nobody; all of them alike, so the flag tells nothing of what they say."""
    if _pace(session)[1]:
        return messages
    return [NewMessage(m.target, json.dumps({**json.loads(m.payload), "silent": True}))
            for m in messages]


def _pace(session: Session) -> tuple[int | None, bool]:
    """For a waiting line written now: when its deadline passes (Unix time; None without
    one), later by the quiet hours in between (`bot.clock`), and whether its players may
    be pinged (not in the game's quiet hours)."""
    now = datetime.now(UTC)
    quiet = quiet_of(session.state.options)
    minutes = _deadline(session)
    when = int(due(now, minutes, quiet).timestamp()) if minutes else None
    return when, quiet is None or not quiet.covers(now)


def command_chain(rows: list[tuple[int, str, str]]
           ) -> tuple[list[tuple[int, LoggedCommand]], list[tuple[int, int]]]:
    """The stored command log read once: the commands still in effect (undone ones
    dropped), each with its version, and (version, effective log length) for version 0
    and every row. An undo row `{"undo_to": N}` cuts the chain back to version N's."""
    chain: list[tuple[int, LoggedCommand]] = []
    sizes = {0: 0}
    lengths = [(0, 0)]
    for version, actor, text in rows:
        data = json.loads(text)
        if "undo_to" in data:
            del chain[sizes[data["undo_to"]]:]
        else:
            chain.append((version, LoggedCommand(actor=actor, command=data)))
        sizes[version] = len(chain)
        lengths.append((version, len(chain)))
    return chain, lengths


def _lengths(rows: list[tuple[int, str, str]]) -> list[tuple[int, int]]:
    """(version, effective log length) for version 0 and every stored row."""
    return command_chain(rows)[1]


def _undone_versions(rows: list[tuple[int, str, str]]) -> set[int]:
    """The versions whose command an undo took back (their events were told, but no longer
    hold)."""
    live = {version for version, _ in command_chain(rows)[0]}
    return {version for version, _, text in rows
            if "undo_to" not in json.loads(text) and version not in live}


def _effective_log(rows: list[tuple[int, str, str]]) -> list[LoggedCommand]:
    """The commands that built the current state, with undone ones dropped."""
    return [command for _, command in command_chain(rows)[0]]

