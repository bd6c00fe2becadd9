"""Messages a command owes to Discord, written in the command's own transaction (DESIGN.md,
"Storage") and sent by `bot.delivery`, so a crash neither loses nor silently drops them.

Targets: `channel:<id>` for the game channel (public events), `seat:<name>` for one player's
DM (private events). Moderator notes are answered to the moderator directly, not stored.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping

from engine.core import BoardPicture, Decision, Event
from engine.core.ruleset import Offer
from engine.core.words import DEFAULT, T

from .messages import private_texts, public_text, split
from .seated import marked
from .storage import NewMessage
from .words import say


def messages_for(events: list[Event], channel_id: int | None, language: str = DEFAULT,
                 seats: Mapping[str, str] | None = None) -> list[NewMessage]:
    """Public text to the channel (split to fit), in the game's `language`; private text
    to each seat, in the language of its player (`seats`, else the game's)."""
    if channel_id is None:
        return []
    out = [NewMessage(target=f"channel:{channel_id}", payload=json.dumps({"text": part}))
           for part in split(public_text(events, language))]
    for seat, text in private_texts(events, seats, language).items():
        out += [NewMessage(target=f"seat:{seat}", payload=json.dumps({"text": part}))
                for part in split(text)]
    return out


def waiting_message(channel: int, line: str, decisions: list[Decision],
                    users: dict[str, int | None], *, ping: bool = True,
                    language: str = DEFAULT) -> NewMessage:
    """The "waiting for" line; a decision answered by raising a number (`ui="raise"`)
    carries raise buttons, whose amount is read when one is pressed. `mentions`: the
    players it names, the only ones it may ping (whatever a seat's name says), none in the
    game's quiet hours (`ping` False). `waiting`: the seats it waits for, by which the
    sender edits the last line in place while they stay the same (`waiting_seats`).
    `language`: the game's, which the raise buttons' words are in."""
    pinged = sorted({u for d in decisions if (u := users.get(d.seat))}) if ping else []
    payload: dict = {"text": line, "mentions": pinged, "waiting": waiting_seats(decisions)}
    raised = next((d for d in decisions if d.ui == "raise" and d.raise_), None)
    if raised is not None and raised.raise_ is not None:
        payload["raise"] = {"steps": list(raised.raise_.steps), "token": raised.token()}
        payload["language"] = language  # the buttons' words, in the game's language
    return NewMessage(target=f"channel:{channel}", payload=json.dumps(payload))


def waiting_seats(decisions: list[Decision]) -> str:
    """The seats a waiting line waits for, as one key (`["alice", "bob"]`, JSON, so no
    seat's name can make two sets of seats read alike): while the next line waits for the
    same seats, whatever they are asked, it replaces the last one in place (those players
    were pinged already); other seats get a new post, which pings them."""
    return json.dumps(sorted({d.seat for d in decisions}))


Asked = tuple[str, str, str]


def asked(decision: Decision) -> Asked:
    """Who is asked what, and which occurrence of it (`Decision.token`): a new lot of an
    auction is a new question, owed its own waiting line and buttons, even for the same
    seat."""
    return decision.seat, decision.kind, decision.token()


def waiting_line(decisions: list[Decision], users: dict[str, int | None],
                 before: set[Asked], due: int | None = None,
                 language: str = DEFAULT, bots: Collection[str] = ()) -> str | None:
    """`Waiting for @alice (take), @bob (vote).` when what the game waits for has changed,
    with the deadline (`due`, Unix time) as a Discord timestamp (each reader sees it in
    their own time zone), in the game's `language`; a seat a bot holds is marked so."""
    now = {asked(d) for d in decisions}
    if not now or now == before:
        return None
    names = [f"<@{users[d.seat]}> ({d.kind})" if users.get(d.seat)
             else f"{marked(d.seat, bots, language)} ({d.kind})" for d in decisions]
    if due is None:
        return say(T("bot-outbox-waiting", seats=", ".join(names)), language)
    return say(T("bot-outbox-waiting-until", seats=", ".join(names), due=str(due)), language)


def board_message(channel: int, picture: BoardPicture, step: str) -> NewMessage:
    """A board snapshot for the channel: the compact text, with the SVG to attach."""
    return NewMessage(target=f"channel:{channel}", payload=json.dumps(
        {"text": picture.messages[0], "board": step, "svg": picture.svg}))


def offer_message(decision: Decision, offer: Offer, language: str = DEFAULT) -> NewMessage:
    """What a seat is offered for one decision, by DM: the text, with a button (or a menu
    entry) per legal command (none when there are too many, each carrying the decision's
    token), or a button opening the form. The sender names the game, which a new game does
    not know before it is stored. Worded in the seat's `language`."""
    seat = decision.seat
    payload: dict = {"text": say(offer.text, language), "token": decision.token(),
                     "language": language}
    if offer.form is not None:
        payload["form"] = {"button": say(offer.form.button, language)}
    else:
        payload["choices"] = list(offer.choices)
    return NewMessage(target=f"seat:{seat}", payload=json.dumps(payload))
