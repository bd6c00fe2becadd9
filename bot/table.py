"""The local table: play a game in the terminal through the same service and storage.

Each input line is `<seat>: <command>` (the seat `mod` is the moderator), or one of the
table's own words: `state`, `view <seat>`, `pending`, `board [detail|svg]` (with
`version <n>` or `turn <t>`: the board as it stood then, `bot.moments`), `status`,
`options`, `export <file>` (the game's record), `help [seat|all]`, `quit`, and
`<topic> <name>` for the game's reference topics (the ruleset's `topics`, such as a
board's places). A word beginning with `#` starts a comment.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any
from urllib.parse import urlsplit

from engine.core import MODERATOR_SEAT, Event, Registry, RuleError, SeatSpec, data_file
from engine.core.batch import refusal_after, split_commands
from engine.core.commands import check_length
from engine.core.errors import excerpt
from engine.core.options import describe, summary
from engine.core.session import Origin
from engine.core.tokens import tokenize
from engine.core.words import DEFAULT, Say, T, Text, listing
from engine.rulesets.catalog import RULESETS

from . import guide, option_line
from .lookup import UserError
from .moments import History
from .records import MAX_RECORD_BYTES, export_record, import_record
from .service import GameService, NotSaved
from .sheets import seat_sheet, sheet_text, table_sheet, utc_time
from .storage import is_server_url, open_store
from .words import say

INPUT_EXCERPT = 80
"""How much of an input line each JSON record repeats."""
SEEDS = 1_000_000
"""A seed drawn for a game started without one is below this: short enough to retype."""
MAX_SEED = 2**53
"""The largest seed a game takes: `/game create`'s too (Discord's largest integer), and
well inside what the database stores."""


BOARD_FORM = re.compile(r"(?P<form>detail|svg)?\s*(?:(?P<at>version|turn)\s+(?P<n>\d{1,15}))?")
"""What may follow `board`: a form, then an earlier moment (`board svg version 12`)."""

SEAT_LOOKUPS = ("help", "view")
"""Table words a player may type as their own line (`ann: help`, `ann: view`): no game
has a move of that name, so the line can only mean the look-up for that seat."""


@dataclass
class TableArgs:
    ruleset: str
    seats: str | None
    seed: int | None
    """The new game's seed; None: a random one, printed with the game's number so that the
    game can be played again."""
    db: str
    game: int | None
    script: str | None
    json: bool
    options: str | None = None
    """The new game's options line (`preset=<name> <option>=<value> ...`)."""
    language: str = DEFAULT
    """The language the table's words are printed in (`en`, `it`, `fr`, `pl`, or the
    tests' pseudo-language `qps`)."""
    bots: str | None = None
    """The seats (by name or side, comma-separated) bots play, after each command."""
    import_file: str | None = None
    """A game's record to import as the new game (`--import FILE`)."""


def without_comment(line: str) -> str:
    """The line before its comment: a word that begins with `#` (not inside quotes) starts
    one, so a script can explain itself (`carol: auto pass  # for this round`)."""
    start = next((t.start for t in tokenize(line) if t.raw.startswith("#")), len(line))
    return line[:start]


def parse_seats(text: str) -> list[SeatSpec]:
    """`alice:<side>,bob:<side>,carol` -> seats (a missing side is dealt at random)."""
    seats = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, _, side = part.partition(":")
        seats.append(SeatSpec(name=name.strip(), side=side.strip() or None))
    return seats


class Table:
    """Reads input lines and answers each. With `as_json`, every output record carries the
    number of the input line it answers (`line`, 0 before the first) and that line
    (`input`, cut to an excerpt), so a script's output can be matched to its input."""

    def __init__(self, service: GameService, game_id: int, out: IO[str], as_json: bool,
                 language: str = DEFAULT) -> None:
        self.service = service
        self.language = language
        self.game_id = game_id
        self.out = out
        self.as_json = as_json
        self.line_no = 0
        self.input: str | None = None
        self._seats: list[str] | None = None

    def say(self, text: Say | Any) -> str:
        """A message in the table's language."""
        return say(text, self.language)

    def emit(self, record: dict[str, Any], text: str) -> None:
        if self.as_json:
            text = json.dumps({"line": self.line_no, "input": self.input, **record})
        print(text, file=self.out, flush=True)

    def refuse(self, error: str, seat: str | None = None) -> None:
        record = {"ok": False, "error": error} if seat is None else {
            "seat": seat, "ok": False, "error": error}
        self.emit(record, f"! {seat}: {error}" if seat is not None else f"! {error}")

    def show_events(self, events: list) -> None:
        for e in events:
            who = "" if e.audience == "public" else f"[{e.audience}] "
            words = self.say(e.text)
            self.emit({"event": {**e.model_dump(mode="json"), "text": words}}, f"  {who}{words}")

    async def handle(self, line: str) -> bool:
        """Run one input line; False when the table should close."""
        self.line_no += 1
        self.input = excerpt(line.rstrip("\n"), INPUT_EXCERPT)
        line = without_comment(line).strip()
        if not line:
            return True
        if line in {"quit", "exit"}:
            return False
        seat, sep, rest = line.partition(":")
        if sep and " " not in seat.strip():
            if rest.strip().lower() in SEAT_LOOKUPS:  # `ann: help` is `help ann`
                await self.query(f"{rest.strip().lower()} {seat.strip()}")
            else:
                await self.command(seat.strip(), rest.strip())
            return True
        try:
            check_length(line)
        except RuleError as err:
            self.refuse(self.say(err.words))
            return True
        await self.query(line)
        return True

    async def seats(self) -> list[str]:
        """The game's seats, then the moderator's."""
        if self._seats is None:
            self._seats = [s.seat for s in await self.service.store.seats(self.game_id)]
            self._seats.append(MODERATOR_SEAT)
        return self._seats

    async def unknown_seat(self, seat: str) -> str | None:
        """Why `seat` is not a seat of this game (listing the seats), or None if it is."""
        seats = await self.seats()
        if seat in seats:
            return None
        listed = listing(seats)
        if not seat:
            return self.say(T("bot-table-whose", seats=listed))
        return self.say(T("bot-table-no-seat", seat=excerpt(seat), seats=listed))

    async def command(self, seat: str, text: str) -> None:
        """One seat's line: a command, or several separated by `;`, applied in order until
        the first refusal, which says which were applied."""
        problem = await self.unknown_seat(seat)
        if problem:
            self.refuse(problem)
            return
        try:
            check_length(text)  # the line's own length, as `/do` counts it
        except RuleError as err:
            self.refuse(self.say(err.words), seat)
            return
        parts = split_commands(text) or [text]
        for done, part in enumerate(parts):
            try:
                await self.one(seat, part)
            except RuleError as err:
                self.refuse(self.say(err.words if len(parts) == 1 else refusal_after(
                    parts[:done], len(parts), part, err.words)), seat)
                return

    async def one(self, seat: str, text: str) -> None:
        """One command read for the seat as the game stands, applied and shown."""
        _version, session = await self.service.session(self.game_id)
        command = session.read(seat, text)
        outcome = await self.service.execute(self.game_id, seat, command)
        assert outcome is not None  # no `at_version`: execute always answers
        self.emit({"seat": seat, "ok": True, "version": outcome.version},
                  f"> {seat}: {text}")
        self.show_events(outcome.events)
        _, now = await self.service.session(self.game_id)
        note = guide.quiet_note(now.ruleset, now.state, outcome.events, seat, self.language)
        if note:
            self.emit({"seat": seat, "note": note}, f"  ({note})")
        await self.show_bot_moves(outcome.version)

    async def show_bot_moves(self, after: int) -> None:
        """The moves bot seats played after version `after`, each shown as a seat's
        command is, with its events."""
        _, session = await self.service.session(self.game_id)
        registry = session.ruleset.registry
        told: dict[int, list[Event]] = {}
        for e in await self.service.store.events(self.game_id):
            if e.version > after:
                told.setdefault(e.version, []).append(Event.model_validate_json(e.payload))
        for version, actor, text in await self.service.store.commands(self.game_id):
            if version <= after:
                continue
            line = registry.usage_of(registry.load(json.loads(text)))
            self.emit({"seat": actor, "ok": True, "version": version, "bot": True},
                      f"> {actor}: {line}")
            self.show_events(told.get(version, []))

    async def query(self, line: str) -> None:
        word, _, arg = line.partition(" ")
        _, session = await self.service.session(self.game_id)
        ruleset = session.ruleset
        if word == "state":
            data = json.loads(session.state.model_dump_json())
            self.emit({"state": data}, json.dumps(data, indent=1))
        elif word == "view":
            await self.view(session, arg.strip())
        elif word == "pending":
            for d in ruleset.pending(session.state):
                prompt = self.say(d.prompt)
                self.emit({"pending": {**d.model_dump(), "prompt": prompt}},
                          "  " + self.say(T("bot-table-waiting-for", seat=d.seat,
                                            prompt=prompt)))
        elif word == "board":
            await self.board(session, arg.strip())
        elif word == "status":
            status = ruleset.status(session.state)
            block = self.say(status.block)
            self.emit({"status": {"line": self.say(status.line), "block": block}}, block)
        elif word == "options":
            self.options(session)
        elif word == "export":
            await self.export(arg.strip())
        elif word in ruleset.topics:
            self.reference(ruleset, word, arg)
        elif word == "help":
            await self.help(session, arg.strip())
        else:
            self.refuse(self.say(T("bot-table-unknown-word", word=excerpt(word), words=", ".join(
                w.split(" ")[0] for w in table_words(ruleset)))))

    async def help(self, session: Any, about: str) -> None:
        """`help`: what each seat may use now, and the moderator's commands apart;
        `help <seat>` (or `help mod`): those commands with their usage and moves now;
        `help all`: every command of the game."""
        ruleset, state = session.ruleset, session.state
        registry = ruleset.registry
        if about == "all":
            self.usages(registry, moderator=False)
            self.emit({}, "  " + self.say(T("bot-table-moderator-commands")))
            self.usages(registry, moderator=True)
        elif about:
            problem = await self.unknown_seat(about)
            if problem:
                self.refuse(problem)
            elif about == MODERATOR_SEAT:
                self.usages(registry, moderator=True)
            else:
                self.seat_help(ruleset, state, about)
        else:
            for seat in (await self.seats())[:-1]:
                now = list(guide.moves_by_command(ruleset, state, seat))
                self.emit({"seat": seat, "commands": [c.name for c in now]},
                          "  " + self.say(T("bot-table-may-now-use", seat=seat,
                                            commands=guide.names(now, self.language))))
            moderator = [c for c in registry if c.moderator]
            self.emit({"seat": MODERATOR_SEAT, "commands": [c.name for c in moderator]},
                      "  " + self.say(T("bot-table-moderator-may-use", seat=MODERATOR_SEAT,
                                        commands=guide.names(moderator, self.language))))
            self.emit({}, "  " + self.say(T("bot-table-help-more")))
        if about in ("", "all"):
            self.emit({}, "  " + self.say(T("bot-table-words", words=" | ".join(
                [*table_words(ruleset), "help [seat|all]", "quit"]))))

    def seat_help(self, ruleset: Any, state: Any, seat: str) -> None:
        """The commands one seat may use now, with their moves, or whom the game waits for."""
        moves = guide.moves_by_command(ruleset, state, seat)
        if not moves:
            self.emit({"seat": seat, "commands": []}, "  " + self.say(T(
                "bot-table-no-command-now", seat=seat,
                waiting=guide.waiting_for(ruleset, state, self.language))))
        for cls, typed in moves.items():
            self.emit({"help": ruleset.registry.usage(cls), "moves": typed},
                      "  " + guide.command_line(ruleset.registry, cls, typed, self.language))

    def usages(self, registry: Registry, moderator: bool) -> None:
        """Every player's (or moderator's) command of the game, with its usage."""
        for cls in registry:
            if cls.moderator == moderator:
                usage = registry.usage(cls)
                self.emit({"help": usage}, f"  {usage:48} {self.say(registry.summary_words(cls))}")

    async def view(self, session: Any, seat: str) -> None:
        """What one seat sees (`view alice`), as `/game view` shows it, or the table as
        `/mod view` shows it to a moderator (`view`); with `--json`, the ruleset's view as
        JSON besides (`state` is the whole state)."""
        problem = await self.unknown_seat(seat) if seat else None
        if problem:
            self.refuse(problem)
            return
        if seat and seat != MODERATOR_SEAT:
            sheet = await seat_sheet(self.service, self.game_id, session, seat, utc_time)
        else:
            sheet = await table_sheet(self.service, self.game_id, session, utc_time)
        data = session.ruleset.view(session.state, seat or None)
        worded = {"title": self.say(sheet.title), "sections": [
            {"title": self.say(s.title), "lines": [self.say(line) for line in s.lines]}
            for s in sheet.sections]}
        self.emit({"view": data, "sheet": worded}, sheet_text(sheet, self.language))

    async def export(self, path: str) -> None:
        """`export <file>`: the game's record written to a file (every secret in it, as
        `/mod export` gives a moderator), for `--import` or `/admin import` elsewhere."""
        if not path:
            self.refuse(self.say(T("bot-table-export-where")))
            return
        try:
            _, data = await export_record(self.service, self.game_id)
            Path(path).write_bytes(data)
        except RuleError as err:
            self.refuse(self.say(err.words))
            return
        except OSError as err:
            self.refuse(self.say(T("bot-table-export-failed", file=excerpt(path),
                                   error=err.strerror or str(err))))
            return
        version = (await self.service.store.version(self.game_id))[0]
        self.emit({"exported": path, "bytes": len(data)},
                  self.say(T("bot-table-exported", game=str(self.game_id), file=path,
                             version=version)))

    async def board(self, session: Any, words: str) -> None:
        """The public board as the channel sees it: compact text, the detailed text, or SVG;
        now, or as it stood at a version or the start of a turn, headed with when."""
        asked = BOARD_FORM.fullmatch(words)
        if asked is None:
            self.refuse(self.say(T("bot-replay-table-forms", form=excerpt(words))))
            return
        form = asked["form"] or ""
        if asked["at"]:
            try:
                moment = (await History.read(self.service, self.game_id)).at(
                    **{asked["at"]: int(asked["n"])})
            except UserError as err:
                self.refuse(self.say(err.words))
                return
            session = moment.session
            self.emit({"moment": {"version": moment.version, "turn": moment.turn}},
                      self.say(moment.title(utc_time)))
        picture = session.ruleset.board(session.state, detail=form == "detail",
                                        language=self.language)
        if form == "svg":
            self.emit({"svg": picture.svg}, picture.svg)
            return
        self.emit({"board": picture.messages}, "\n".join(
            m.removeprefix("```\n").removesuffix("\n```") for m in picture.messages))

    def reference(self, ruleset: Any, topic: str, name: str) -> None:
        """Static facts about one named thing of a topic (`<topic> <name>`: a place on a board)."""
        try:
            data, text = ruleset.reference(topic, name.strip())
        except RuleError as err:
            self.refuse(self.say(err.words))
            return
        self.emit(data, self.say(text))

    def options(self, session: Any) -> None:
        """The game's options: each one's value and what it does, then the rules chosen in
        short (the preset and the options beyond it); a data file by its name only."""
        chosen = session.state.options
        for info in describe(type(chosen)):
            value = getattr(chosen, info.name)
            if info.data_file and value is not None:
                value = data_file.shown(value)
            self.emit({"option": info.name, "value": value},
                      f"  `{info.name} = {value!r}`: {self.say(info.words)}")
        short = summary(chosen, session.ruleset.presets)
        self.emit({"rules": short}, "  " + self.say(
            T("bot-table-rules-chosen", rules=short) if short else T("bot-table-rules-default")))


def table_words(ruleset: Any) -> list[str]:
    """The table's own words for this game, with the game's reference topics."""
    return ["state", "view <seat>", "pending", "status", "options",
            "board [detail|svg] [version <n>|turn <t>]", "export <file>",
            *(f"{topic} <name>" for topic in ruleset.topics)]


def _lines(script: str | None) -> Iterator[str]:
    """Input lines, numbered as an editor numbers them; bytes that are not UTF-8 are read as
    replacement characters (and refused like any other odd text), never a crash."""
    if script is None or script == "-":
        reconfigure = getattr(sys.stdin, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="replace")
        interactive = script is None and sys.stdin.isatty()
        while True:
            try:
                line = _prompt("dune> ") if interactive else sys.stdin.readline()
            except EOFError:
                return
            if not interactive and not line:
                return
            yield line
    else:
        yield from Path(script).read_text(encoding="utf-8", errors="replace").split("\n")


def _prompt(text: str) -> str:
    """Read a typed line; the prompt goes to the standard error when the output is not a
    terminal, so what is redirected to a file holds only the table's answers."""
    if sys.stdout.isatty():
        return input(text)
    print(text, end="", file=sys.stderr, flush=True)
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line


async def run_table(args: TableArgs, out: IO[str] | None = None) -> int:
    """Play (or resume) a game at the table; prints to `out`, else to the standard output
    of the moment (read when called, not when this module was imported)."""
    out = out or sys.stdout
    words = args.language

    def fail(text: Text) -> int:
        print(say(text, words), file=sys.stderr)
        return 2

    if args.ruleset not in RULESETS:
        return fail(T("bot-table-unknown-ruleset", ruleset=repr(args.ruleset),
                      known=", ".join(RULESETS)))
    refused = _refused(args)
    if refused:  # before the database is opened: a refused start creates nothing
        return fail(refused)
    async with await open_store(args.db) as store:
        service = GameService(store)
        if args.import_file is not None:
            try:
                game_id = await import_record(service, _record_bytes(args.import_file))
            except NotSaved as err:
                raise err.cause from None
            except RuleError as err:
                return fail(T("bot-table-cannot-import", file=args.import_file,
                              reason=err.words))
            events = []
            seed = (await service.store.game(game_id)).seed
        elif args.game is not None:
            game_id = args.game
            try:
                await service.session(game_id)
            except Exception as err:
                return fail(T("bot-table-cannot-resume", game=str(game_id), db=shown(args.db),
                              reason=say(err.words if isinstance(err, RuleError) else str(err),
                                         words)))
            events = []
            seed = (await service.store.game(game_id)).seed
        else:
            if not args.seats:
                return fail(T("bot-table-seats-required"))
            seats = parse_seats(args.seats)
            seed = random.SystemRandom().randrange(1, SEEDS) if args.seed is None else args.seed
            try:
                origin = Origin(ruleset=args.ruleset, seats=seats, seed=seed,
                                options=option_line.read(RULESETS[args.ruleset], args.options))
                game_id, events = await service.create(origin)
            except NotSaved as err:  # the host's own file: the command line names it
                raise err.cause from None
            except RuleError as err:
                return fail(T("bot-table-cannot-start", reason=err.words))
        version = (await service.store.version(game_id))[0]
        try:
            await _seat_bots(service, game_id, args.bots)
        except RuleError as err:
            return fail(err.words)
        table = Table(service, game_id, out, args.json, words)
        header = say(T("bot-table-header", game=str(game_id), db=shown(args.db),
                       seed=str(seed)), words)
        if args.json:
            table.emit({"game": game_id, "db": shown(args.db), "seed": seed}, header)
        else:  # a note, not an answer: `board svg > board.svg` writes only the SVG
            print(header, file=sys.stderr)
        table.show_events(events)
        await table.show_bot_moves(version)
        for line in _lines(args.script):
            if not await table.handle(line):
                break
    return 0


async def _seat_bots(service: GameService, game_id: int, names: str | None) -> None:
    """Hand the seats named (or the seats of the sides named) to bots, which play at once
    if awaited; RuleError naming the seats for a name that is none."""
    _, session = await service.session(game_id)
    ruleset = session.ruleset
    for name in filter(None, (n.strip() for n in (names or "").split(","))):
        seat = ruleset.seat_of(session.state, name)
        if seat is None:
            raise RuleError(T("bot-table-no-seat", seat=excerpt(name),
                              seats=listing(list(ruleset.seats(session.state)))))
        await service.hand_to_bot(game_id, seat)
    await service.play_bots(game_id)


def _record_bytes(path: str) -> bytes:
    """The record file's bytes; RuleError saying why it cannot be read, or that it is too
    large to be a record (read no further)."""
    try:
        with Path(path).open("rb") as file:
            data = file.read(MAX_RECORD_BYTES + 1)
    except OSError as err:
        raise RuleError(T("bot-table-import-unreadable", error=err.strerror or str(err))) \
            from None
    if len(data) > MAX_RECORD_BYTES:
        raise RuleError(T("bot-record-too-large", size=len(data) // 1024,
                          most=MAX_RECORD_BYTES // 1024))
    return data


def _refused(args: TableArgs) -> Text | None:
    """Why the table cannot start from these arguments, before any file is touched: a seed
    out of range, a game to resume from a database that does not exist, or a record to
    import with a game to resume or seats to seat."""
    if args.import_file is not None and (args.game is not None or args.seats):
        return T("bot-table-import-alone")
    if args.game is not None:
        if args.db != ":memory:" and not is_server_url(args.db) and not Path(args.db).is_file():
            return T("bot-table-cannot-resume", game=str(args.game), db=args.db,
                     reason=T("bot-table-no-database"))
        return None
    if args.seed is not None and not 0 <= args.seed <= MAX_SEED:
        return T("bot-table-cannot-start", reason=T("bot-table-bad-seed", most=str(MAX_SEED),
                                                    seed=excerpt(str(args.seed))))
    return None


def shown(db: str) -> str:
    """The database as the table names it: a SQLite file as given, a server's URL without
    its password (the header is printed, and may be pasted where others read it)."""
    if not is_server_url(db):
        return db
    parts = urlsplit(db)
    if parts.password is None:
        return db
    user = parts.netloc.rpartition("@")[0].partition(":")[0]
    return parts._replace(netloc=f"{user}:***@{parts.netloc.rpartition('@')[2]}").geturl()


def main_table(args: TableArgs) -> int:
    return asyncio.run(run_table(args))
