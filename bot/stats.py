"""A server's statistics, computed from its stored games rather than kept by hand: games
played and finished per game, wins per side and per player, the pace (days per turn), the
longest waits and whom the games wait on now.

Everything here is public: the seats and who holds them, the winners, the turn, whom a game
waits for (`pending` is public) and when each command was stored. Nothing reads a game's
events or the secret parts of its state, so a statistic can never tell what a seat holds
or has chosen in secret. The facts of one game (`GameFacts`) are read by
`bot.stats_reading`; this module only counts them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import datetime

DAY = 86_400.0
"""Seconds in a day."""
TOP_WAITS = 5
"""How many of the longest waits are shown."""
BOT = ""
"""The player of a bot seat in `GameFacts.players` and in the wins per player: every bot
counts as one player, "bot", and never as a user."""


@dataclass(frozen=True)
class GameFacts:
    """The public facts of one stored game that statistics read."""

    id: int
    game: str
    """The game's ruleset (its name in the catalog)."""
    status: str
    """`active`, `paused` or `finished`."""
    sides: dict[str, str]
    """Seat -> the side it holds."""
    players: dict[str, int | str | None]
    """Seat -> its player's user id, `BOT` for a bot seat, None for a vacant one."""
    winners: tuple[str, ...]
    """The winning seats (none while the game goes on, or when a moderator ended it)."""
    turn: int
    """The turn the game is in, or ended on (from 1)."""
    times: tuple[tuple[int, datetime], ...]
    """(0, the creation) and then (version, when stored) of each command, in order."""
    actors: dict[int, str]
    """Version -> the seat (or the moderator) whose command it stored."""
    awaited: tuple[str, ...] = ()
    """The seats the game waits for now, in order."""


@dataclass(frozen=True)
class GamePace:
    """One game's counts: started and finished games, and the days and turns of its games
    that have at least one command, for the days per turn."""

    game: str
    played: int
    finished: int
    days: float
    turns: int

    @property
    def days_per_turn(self) -> float | None:
        """Days from each game's creation to its last command, summed, over the turns those
        games reached (the turn a game is in, or ended on), summed; None without any."""
        return self.days / self.turns if self.turns else None


@dataclass(frozen=True)
class Wait:
    """A gap between two consecutive stored commands of a game: the version whose command
    ended it, and the seat (or the moderator) that gave that command."""

    game_id: int
    version: int
    actor: str
    player: int | str | None
    seconds: float


@dataclass(frozen=True)
class Waiting:
    """An active game waiting now: its awaited seats with their players, since when."""

    game_id: int
    seats: tuple[tuple[str, int | str | None], ...]
    since: datetime


@dataclass(frozen=True)
class Stats:
    """What `/stats` and `dune-moderator stats` show."""

    games: tuple[GamePace, ...]
    side_wins: tuple[tuple[str, str, int], ...]
    """(game, side, wins), most wins first."""
    player_wins: tuple[tuple[int | str, int], ...]
    """(user id or `BOT`, wins), most wins first."""
    waits: tuple[Wait, ...]
    waiting: tuple[Waiting, ...]


def statistics(games: list[GameFacts]) -> Stats:
    """Count a server's games (already narrowed to that server, and to a game if asked)."""
    return Stats(games=tuple(_paces(games)), side_wins=tuple(_side_wins(games)),
                 player_wins=tuple(_player_wins(games)), waits=tuple(_longest_waits(games)),
                 waiting=tuple(_waiting(games)))


def _paces(games: list[GameFacts]) -> list[GamePace]:
    """One `GamePace` per game played, in the order each first appears."""
    names = list(dict.fromkeys(g.game for g in games))
    out = []
    for name in names:
        mine = [g for g in games if g.game == name]
        timed = [g for g in mine if len(g.times) > 1]
        out.append(GamePace(
            game=name, played=len(mine), finished=sum(g.status == "finished" for g in mine),
            days=sum((g.times[-1][1] - g.times[0][1]).total_seconds() / DAY for g in timed),
            turns=sum(g.turn for g in timed)))
    return out


def _side_wins(games: list[GameFacts]) -> list[tuple[str, str, int]]:
    counts = Counter((g.game, g.sides[seat]) for g in games for seat in g.winners)
    return [(game, side, n) for (game, side), n in counts.most_common()]


def _player_wins(games: list[GameFacts]) -> list[tuple[int | str, int]]:
    """Wins per user (a bot seat's win is the bots'; a vacant seat's is nobody's)."""
    counts: Counter[int | str] = Counter()
    for game in games:
        for seat in game.winners:
            player = game.players.get(seat)
            if player is not None:
                counts[player] += 1
    return counts.most_common()


def _longest_waits(games: list[GameFacts]) -> list[Wait]:
    """The `TOP_WAITS` longest gaps between consecutive commands, over every game."""
    waits = [Wait(game.id, version, game.actors.get(version, ""),
                  game.players.get(game.actors.get(version, "")),
                  (at - before).total_seconds())
             for game in games
             for (_, before), (version, at) in zip(game.times, game.times[1:], strict=False)]
    return sorted(waits, key=lambda w: (-w.seconds, w.game_id, w.version))[:TOP_WAITS]


def _waiting(games: list[GameFacts]) -> list[Waiting]:
    """Active games waiting for someone, the longest waiting first."""
    out = [Waiting(g.id, tuple((seat, g.players.get(seat)) for seat in g.awaited),
                   g.times[-1][1])
           for g in games if g.status == "active" and g.awaited]
    return sorted(out, key=lambda w: (w.since, w.game_id))
