"""The words of a server's statistics (`bot.stats`), the same for `/stats` and for
`dune-moderator stats`: a few headed lists, each line a catalogue message, the games and
sides in their own words (a ruleset's title, its sides as the catalogue names them)."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

from engine.core import Ruleset
from engine.core.ruleset import MODERATOR_SEAT
from engine.core.words import Say, T, joined, listing, term

from .stats import BOT, DAY, GamePace, Stats, Wait, Waiting

HOUR = 3600
MINUTE = 60


def stats_lines(stats: Stats, rulesets: Mapping[str, Ruleset], now: datetime) -> list[Say]:
    """Every line of the statistics, in order; `now` measures the waits still running."""
    if not stats.games:
        return [T("bot-stats-none")]
    played = sum(g.played for g in stats.games)
    out: list[Say] = [T("bot-stats-title", count=played), T("bot-stats-heading-games")]
    out += [_pace(g, rulesets) for g in stats.games]
    if any(g.days_per_turn is not None for g in stats.games):
        out.append(T("bot-stats-pace-note"))
    out.append(T("bot-stats-heading-wins"))
    out += _wins(stats, rulesets) or [T("bot-stats-no-wins")]
    out.append(T("bot-stats-heading-waits"))
    out += [_wait(w) for w in stats.waits] or [T("bot-stats-no-waits")]
    out.append(T("bot-stats-heading-waiting"))
    out += [_waiting(w, now) for w in stats.waiting] or [T("bot-stats-no-waiting")]
    return out


def duration(seconds: float) -> Say:
    """A length of time in its two largest units (days and hours, hours and minutes, or
    minutes), a smaller one left out when it is nought."""
    whole = max(int(seconds), 0)
    days, rest = divmod(whole, int(DAY))
    hours, rest = divmod(rest, HOUR)
    minutes = rest // MINUTE
    units = [("bot-stats-days", days), ("bot-stats-hours", hours),
             ("bot-stats-minutes", minutes)]
    first = next((i for i, (_, n) in enumerate(units) if n), len(units) - 1)
    shown = [units[first]] + [u for u in units[first + 1:first + 2] if u[1]]
    return joined([T(id, count=n) for id, n in shown])


def player(who: int | str | None) -> Say:
    """A seat's holder: a user's mention (which pings no one in these answers), the bots,
    or nobody."""
    if who == BOT:
        return T("bot-stats-bot")
    if who is None:
        return T("bot-stats-vacant")
    return f"<@{who}>"


def _title(game: str, rulesets: Mapping[str, Ruleset]) -> str:
    found = rulesets.get(game)
    return found.title if found else game


def _pace(pace: GamePace, rulesets: Mapping[str, Ruleset]) -> Say:
    title = _title(pace.game, rulesets)
    per_turn = pace.days_per_turn
    if per_turn is None:
        return T("bot-stats-game", game=title, played=pace.played, finished=pace.finished)
    return T("bot-stats-game-paced", game=title, played=pace.played, finished=pace.finished,
             days=round(per_turn, 1))


def _wins(stats: Stats, rulesets: Mapping[str, Ruleset]) -> list[Say]:
    """A line per game with the wins of its sides, then the players' line."""
    out: list[Say] = []
    for game in dict.fromkeys(game for game, _, _ in stats.side_wins):
        kind = rulesets[game].sides.kind if game in rulesets else ""
        wins = [T("bot-stats-wins-of", who=term(kind, side) if kind else side, count=n)
                for name, side, n in stats.side_wins if name == game]
        out.append(T("bot-stats-wins-game", game=_title(game, rulesets), wins=listing(wins)))
    if stats.player_wins:
        out.append(T("bot-stats-wins-players", wins=listing(
            [T("bot-stats-wins-of", who=player(who), count=n) for who, n in stats.player_wins])))
    return out


def _seat(seat: str, who: int | str | None) -> Say:
    return T("bot-stats-seat", seat=seat, player=player(who))


def _wait(wait: Wait) -> Say:
    who = T("bot-stats-moderator") if wait.actor == MODERATOR_SEAT else _seat(
        wait.actor, wait.player)
    return T("bot-stats-wait", game=str(wait.game_id), version=str(wait.version), who=who,
             duration=duration(wait.seconds))


def _waiting(waiting: Waiting, now: datetime) -> Say:
    return T("bot-stats-waiting", game=str(waiting.game_id),
             seats=listing([_seat(seat, who) for seat, who in waiting.seats]),
             duration=duration((now - waiting.since).total_seconds()))
