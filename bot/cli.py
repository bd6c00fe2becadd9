"""`dune-moderator`: the bot, the local table, the static data, the simulator and the demo."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from engine.core.words import DEFAULT as ENGLISH
from engine.core.words import LANGUAGES, T
from engine.core.words.languages import PSEUDO
from engine.rulesets.catalog import DEFAULT, RULESETS

from .words import say

KNOWN = "known: " + ", ".join(RULESETS)
ENV_FILE = ".env"
"""Settings read by `run` and `bot`, from the working directory (as `.env.example` says)."""
DEMO_SEATS = "alice,bob,carol"
"""The seats of the table game `postgres` plays without a token (sides dealt at random)."""
DEMO_STEPS = 20
"""Status-line changes the demo shows (about three turns of a long game)."""
PG_FOLDER = "data/postgres"
PG_PORT = 55432
"""The local server of `postgres`: its folder beside the SQLite files, and a fixed port
(away from 5432 and 5433, where a system's own servers listen) so its URL stays the same."""
TABLE_DB = "data/table.sqlite3"
"""The table's own database, beside the bot's (`DUNE_DB`, `data/dune.sqlite3`), so that a
game tried at the table never lands among the bot's games unless `--db` names that file."""


def _language(text: str) -> str:
    """A table's language: one the bot speaks, or the tests' pseudo-language (not offered)."""
    if text in (*LANGUAGES, PSEUDO):
        return text
    raise argparse.ArgumentTypeError(f"choose from {', '.join(LANGUAGES)}")


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="dune-moderator", description=__doc__)
    sub = p.add_subparsers(dest="cmd", required=True)
    sub.add_parser("run", help="the Discord bot if DISCORD_TOKEN is set, else a local demo")
    sub.add_parser("bot", help="the Discord bot (needs DISCORD_TOKEN)")
    t = sub.add_parser("table", help="play a game in the terminal")
    t.add_argument("--ruleset", default=DEFAULT, help=KNOWN)
    t.add_argument("--seats", help="alice:<side>,bob:<side>,carol (a side is optional)")
    t.add_argument("--seed", type=int, help="the new game's seed, to play a game again "
                   "(default: a random one, printed when the game starts)")
    t.add_argument("--options", help="the new game's options as name=value words, after "
                   "a preset if any (preset=<name>); `/game options` lists them")
    t.add_argument("--db", default=TABLE_DB, help=f"the SQLite file the table's games are "
                   f"kept in (default {TABLE_DB}; made if missing), or a PostgreSQL URL "
                   "(postgresql://...); the bot's own database (DUNE_DB, DUNE_DATABASE_URL) "
                   "may be named, to play or repair one of its games with --game")
    t.add_argument("--game", type=int, help="resume this game id from --db")
    t.add_argument("--import", dest="import_file", metavar="FILE",
                   help="a new game in --db from a game's record (`/mod export`, the "
                   "table's `export FILE`), replayed and checked, played on from there")
    t.add_argument("--script", help="read commands from a file, or - for stdin")
    t.add_argument("--json", action="store_true", help="one JSON object per output line")
    t.add_argument("--lang", type=_language, default=ENGLISH, metavar="{en,it,fr,pl}",
                   help="the language the table speaks (default en)")
    t.add_argument("--bots", help="seat,seat: the seats (or sides) a bot plays, after each "
                   "command, its moves printed like any other")
    pg = sub.add_parser("postgres", help="start (or reuse) a local PostgreSQL server and run "
                        "the bot on it, or without DISCORD_TOKEN a game at the table")
    pg.add_argument("--folder", default=PG_FOLDER, help=f"the server's folder (default "
                    f"{PG_FOLDER}; made at the first start)")
    pg.add_argument("--port", type=int, default=PG_PORT, help=f"the port a new server listens "
                    f"on, on 127.0.0.1 (default {PG_PORT}; a running server keeps its own)")
    pg.add_argument("--stop", action="store_true", help="stop the server running in --folder")
    d = sub.add_parser("data", help="print a ruleset's static data")
    d.add_argument("ruleset", nargs="?", default=DEFAULT, help=KNOWN)
    d.add_argument("--json", action="store_true")
    s = sub.add_parser("simulate", help="random legal games with invariant checks")
    s.add_argument("--ruleset", default=DEFAULT, help=KNOWN)
    s.add_argument("--games", type=int, default=10)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--jobs", type=int, help="worker processes (default: up to 2)")
    s.add_argument("--options", help="every game's options as name=value words, after a "
                   "preset if any (preset=<name>); without it, a random set per game")
    s.add_argument("--bots", type=_bots, default=0, metavar="N|all",
                   help="seats of each game held by the game's bot (drawn at random; `all`: "
                   "every seat), the others by random agents; prints each side's share of "
                   "the wins")
    demo = sub.add_parser("demo", help="watch one random game's public log")
    demo.add_argument("--ruleset", default=DEFAULT, help=KNOWN)
    demo.add_argument("--seed", type=int, default=1)
    length = demo.add_mutually_exclusive_group()
    length.add_argument("--turns", type=int, help="stop after this many whole turns (or "
                        "rounds) of the game")
    length.add_argument("--steps", type=int, help="stop after this many changes of the "
                        f"status line (default {DEMO_STEPS})")
    st = sub.add_parser("stats", help="a server's statistics: games played and finished, "
                        "wins, days per turn, the longest waits, whom the games wait on")
    st.add_argument("--db", help="the bot's database: a SQLite file or a PostgreSQL URL "
                    "(default: DUNE_DATABASE_URL, else DUNE_DB, as the bot reads them with "
                    ".env, else data/dune.sqlite3)")
    st.add_argument("--server", type=int, metavar="ID", help="only this Discord server's "
                    "games (default: every game of the database)")
    st.add_argument("--ruleset", dest="only", metavar="RULESET", help="only this ruleset's "
                    "games; " + KNOWN)
    st.add_argument("--lang", type=_language, default=ENGLISH, metavar="{en,it,fr,pl}",
                    help="the language of the statistics (default en)")
    return p


ALL_SEATS = 99
"""`--bots all`: more seats than any game holds."""


def _bots(text: str) -> int:
    """`--bots`: a number of seats, or `all`."""
    if text.strip().lower() == "all":
        return ALL_SEATS
    try:
        count = int(text)
    except ValueError:
        count = -1
    if count < 0:
        raise argparse.ArgumentTypeError(say(T("bot-cli-bots-count", given=text)))
    return count


def main(argv: list[str] | None = None) -> int:
    """Run one subcommand; a database that cannot be used or written ends it with one line
    (the file and what is wrong with it) and status 2, never a traceback or a hang."""
    from .storage import UnusableDatabase, WriteFailed

    try:
        return _run(_parser().parse_args(argv))
    except (UnusableDatabase, WriteFailed) as err:
        print(f"dune-moderator: {err}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # the reader went away (`data <ruleset> | head`): what is left to print is unwanted,
        # so stop quietly, and keep Python from failing again when it flushes at exit
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _run(args: argparse.Namespace) -> int:
    if getattr(args, "ruleset", DEFAULT) not in RULESETS:
        print(say(T("bot-cli-unknown-ruleset", ruleset=repr(args.ruleset),
                    known=", ".join(RULESETS))), file=sys.stderr)
        return 2
    if args.cmd == "table":
        from .table import TableArgs, main_table

        return main_table(TableArgs(ruleset=args.ruleset, seats=args.seats, seed=args.seed,
                                    db=args.db, game=args.game, script=args.script,
                                    json=args.json, options=args.options,
                                    language=args.lang, bots=args.bots,
                                    import_file=args.import_file))
    if args.cmd == "data":
        game = RULESETS[args.ruleset]
        print(json.dumps(game.static_data(), indent=1) if args.json else game.static_text())
        return 0
    if args.cmd == "simulate":
        from .simulate import simulate

        return simulate(args.ruleset, games=args.games, seed=args.seed, jobs=args.jobs,
                        options=args.options, bots=args.bots)
    if args.cmd == "demo":
        from .simulate import demo

        steps = DEMO_STEPS if args.steps is None and args.turns is None else args.steps
        return demo(args.ruleset, seed=args.seed, steps=steps, turns=args.turns)
    if args.cmd == "stats":
        from dotenv import load_dotenv

        from .stats_command import print_stats

        load_dotenv(ENV_FILE)  # the bot's own settings name its database
        return print_stats(args.db, args.server, args.only, args.lang)
    if args.cmd == "postgres":
        return _postgres(Path(args.folder), args.port, args.stop)
    from dotenv import load_dotenv

    load_dotenv(ENV_FILE)  # `run` and `bot` alike; the environment's own values win
    if args.cmd == "run" and not os.environ.get("DISCORD_TOKEN"):
        from .simulate import demo

        print(say(T("bot-cli-demo-instead")) + "\n")
        return demo(DEFAULT, seed=1, steps=DEMO_STEPS)
    return _bot()


def _bot() -> int:
    """The Discord bot; its database is opened (or refused in one line) before any network.
    A refused token, a server that refuses the commands or a Discord out of reach ends it
    with one line saying what to do, never a traceback."""
    import aiohttp
    import discord

    from .discord_bot import run_bot
    from .invite import NotInvited

    try:
        return run_bot()
    except discord.LoginFailure:
        return _fail(say(T("bot-cli-token-refused")), 2)
    except NotInvited as err:
        return _fail(str(err), 2)
    except discord.HTTPException as err:
        return _fail(say(T("bot-cli-discord-answered", status=str(err.status),
                           reason=err.text or T("bot-cli-no-reason"))), 1)
    except (aiohttp.ClientError, OSError) as err:
        return _fail(say(T("bot-cli-unreachable", error=str(err or type(err).__name__))), 1)


def _postgres(folder: Path, port: int, stopping: bool) -> int:
    """`make run-postgres`: start the local server in `folder` (or reuse the one running
    there), print its URL, and run on it what `run` runs on SQLite: the bot when
    DISCORD_TOKEN is set; otherwise a new game at the table, kept there for `table --db` to
    resume. The server keeps running afterwards, for the next start; `--stop` ends it."""
    from dotenv import load_dotenv

    from . import local_postgres

    if stopping:
        stopped = local_postgres.stop(folder)
        print(say(T("bot-cli-postgres-stopped" if stopped else "bot-cli-postgres-not-running",
                    folder=str(folder))))
        return 0
    try:
        url = local_postgres.start(folder, port)
    except (RuntimeError, OSError) as err:
        reason = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        return _fail(say(T("bot-cli-postgres-failed", folder=str(folder), reason=reason)), 2)
    print(say(T("bot-cli-postgres-running", folder=str(folder), url=url)))
    load_dotenv(ENV_FILE)
    os.environ["DUNE_DATABASE_URL"] = url
    if os.environ.get("DISCORD_TOKEN"):
        return _bot()
    return _table_game(url, folder)


def _table_game(url: str, folder: Path) -> int:
    """Without a token: a new game at the table, stored on the server, and how to go on."""
    import asyncio

    from .storage import open_store
    from .table import TableArgs, main_table

    print(say(T("bot-cli-postgres-table")) + "\n")
    done = main_table(TableArgs(ruleset=DEFAULT, seats=DEMO_SEATS, seed=1, db=url, game=None,
                                script=os.devnull, json=False))
    if done != 0:
        return done

    async def latest() -> int:
        async with await open_store(url) as store:
            return max(game.id for game in await store.games())

    stop = "postgres --stop" + ("" if str(folder) == PG_FOLDER else f" --folder {folder}")
    print("\n" + say(T("bot-cli-postgres-resume", game=str(asyncio.run(latest())), url=url,
                       stop=stop)))
    return 0


def _fail(line: str, status: int) -> int:
    print(f"dune-moderator: {line}", file=sys.stderr)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
