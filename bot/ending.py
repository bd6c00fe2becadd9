"""The summary a game's channel gets when the game ends, by a winner or by a moderator's
`/admin end`: who won, the turn or round it ended on, each seat's short record and the
final board, and word that the channel is free for a new game.

Everything in it comes from the public parts of the protocol (`winners`, `result`,
`seats`, `board`), so it tells no secret the game's rules keep at the end.
"""

from __future__ import annotations

import json

from pydantic import BaseModel

from engine.core import Ruleset
from engine.core.ruleset import Result

from .messages import split
from .outbox import board_message
from .storage import NewMessage

FREED = "This channel is free again: `/game create` starts a new game here."


def summary_text(game_id: int, ruleset: Ruleset, state: BaseModel,
                 users: dict[str, int | None], *, by_moderator: bool) -> str:
    """The summary's words: winners (or why there are none), when, and one line a seat."""
    seats = ruleset.seats(state)
    result: Result = ruleset.result(state)

    def who(seat: str) -> str:
        user = users.get(seat)
        return f"{seat} ({seats[seat]}" + (f", <@{user}>)" if user else ")")

    winners = [seat for side in ruleset.winners(state)
               for seat, held in seats.items() if held == side]
    if winners:
        head = f"Game {game_id} is over: won by " + " and ".join(map(who, winners)) + "."
    elif by_moderator:
        head = f"Game {game_id} was ended by a moderator, with no winner."
    else:
        head = f"Game {game_id} is over, with no winner."
    lines = [head, f"Ended on: {result.when}."]
    for seat in seats:
        record = result.records.get(seat, "")
        lines.append(f"- {who(seat)}" + (f": {record}" if record else ""))
    lines.append(FREED)
    return "\n".join(lines)


def summary_messages(game_id: int, ruleset: Ruleset, state: BaseModel, channel: int,
                     users: dict[str, int | None], *, by_moderator: bool,
                     with_board: bool = True) -> list[NewMessage]:
    """The summary for the channel (pinging nobody), then the final board unless the
    same command already owes a snapshot of it (`with_board=False`)."""
    text = summary_text(game_id, ruleset, state, users, by_moderator=by_moderator)
    out = [NewMessage(target=f"channel:{channel}", payload=json.dumps({"text": part}))
           for part in split(text)]
    if with_board:
        out.append(board_message(channel, ruleset.board(state), "end"))
    return out
