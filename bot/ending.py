"""The summary a game's channel gets when the game ends, by a winner or by a moderator's
`/admin end`: who won, the turn or round it ended on, each seat's short record and the
final board, and word that the channel is free for a new game.

Everything in it comes from the public parts of the protocol (`winners`, `result`,
`seats`, `board`), so it tells no secret the game's rules keep at the end.
"""

from __future__ import annotations

import json
from collections.abc import Collection

from pydantic import BaseModel

from engine.core import Ruleset
from engine.core.ruleset import Result
from engine.core.words import DEFAULT, T, listing

from .messages import split
from .outbox import board_message
from .seated import marked
from .storage import NewMessage
from .words import say

FREED = T("bot-ending-freed")


def summary_text(game_id: int, ruleset: Ruleset, state: BaseModel,
                 users: dict[str, int | None], *, by_moderator: bool,
                 language: str = DEFAULT, bots: Collection[str] = ()) -> str:
    """The summary's words, in the game's `language`: winners (or why there are none),
    when, and one line a seat."""
    seats = ruleset.seats(state)
    result: Result = ruleset.result(state)
    game = str(game_id)

    def who(seat: str) -> str:
        user = users.get(seat)
        return f"{marked(seat, bots, language)} ({seats[seat]}" + (
            f", <@{user}>)" if user else ")")

    winners = [seat for side in ruleset.winners(state)
               for seat, held in seats.items() if held == side]
    if winners:
        head = T("bot-ending-won", game=game, winners=listing([who(w) for w in winners]))
    elif by_moderator:
        head = T("bot-ending-by-moderator", game=game)
    else:
        head = T("bot-ending-no-winner", game=game)
    out = [say(head, language), say(T("bot-ending-ended-on", when=result.when), language)]
    for seat in seats:
        record = result.records.get(seat, "")
        out.append(f"- {who(seat)}" + (f": {say(record, language)}" if record else ""))
    out.append(say(FREED, language))
    return "\n".join(out)


def summary_messages(game_id: int, ruleset: Ruleset, state: BaseModel, channel: int,
                     users: dict[str, int | None], *, by_moderator: bool,
                     with_board: bool = True, language: str = DEFAULT,
                     bots: Collection[str] = ()) -> list[NewMessage]:
    """The summary for the channel (pinging nobody), then the final board unless the
    same command already owes a snapshot of it (`with_board=False`), in the game's
    `language`."""
    text = summary_text(game_id, ruleset, state, users, by_moderator=by_moderator,
                        language=language, bots=bots)
    out = [NewMessage(target=f"channel:{channel}", payload=json.dumps({"text": part}))
           for part in split(text)]
    if with_board:
        out.append(board_message(channel, ruleset.board(state, language=language), "end"))
    return out
