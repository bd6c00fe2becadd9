"""Messages a command owes to Discord, written in the command's own transaction (DESIGN.md,
"Storage") and sent by `bot.delivery`, so a crash neither loses nor silently drops them.

Targets: `channel:<id>` for the game channel (public events), `seat:<name>` for one player's
DM (private events). Moderator notes are answered to the moderator directly, not stored.
"""

from __future__ import annotations

import json
import time

from engine.core import BoardPicture, Event

from .messages import private_texts, public_text, split
from .storage import NewMessage


def messages_for(events: list[Event], channel_id: int | None) -> list[NewMessage]:
    """Public text to the channel (split to fit), private text to each seat."""
    if channel_id is None:
        return []
    out = [NewMessage(target=f"channel:{channel_id}", payload=json.dumps({"text": part}))
           for part in split(public_text(events))]
    for seat, text in private_texts(events).items():
        out += [NewMessage(target=f"seat:{seat}", payload=json.dumps({"text": part}))
                for part in split(text)]
    return out


def waiting_message(channel: int, line: str, decisions: list,
                    users: dict[str, int | None]) -> NewMessage:
    """The "waiting for" line; a bidding decision carries the bid buttons. `mentions`: the
    players it names, the only ones it may ping (whatever a seat's name says)."""
    payload: dict = {"text": line,
                     "mentions": sorted({u for d in decisions if (u := users.get(d.seat))})}
    if any(d.kind == "bid" for d in decisions):
        payload["buttons"] = "bid"
    return NewMessage(target=f"channel:{channel}", payload=json.dumps(payload))


def waiting_line(decisions: list, users: dict[str, int | None],
                 before: set[tuple[str, str]], deadline_minutes: int | None = None) -> str | None:
    """`Waiting for @alice (bid), @bob (dial).` when whom the game waits for has changed,
    with the deadline as a Discord timestamp (each reader sees it in their own time zone)."""
    now = {(d.seat, d.kind) for d in decisions}
    if not now or now == before:
        return None
    names = [f"<@{users[d.seat]}> ({d.kind})" if users.get(d.seat) else f"{d.seat} ({d.kind})"
             for d in decisions]
    line = "Waiting for " + ", ".join(names) + "."
    if deadline_minutes:
        due = int(time.time()) + 60 * deadline_minutes
        line += f" Deadline <t:{due}:R>, then the default applies."
    return line


def board_message(channel: int, picture: BoardPicture, step: str) -> NewMessage:
    """A board snapshot for the channel: the compact text, with the SVG to attach."""
    return NewMessage(target=f"channel:{channel}", payload=json.dumps(
        {"text": picture.messages[0], "board": step, "svg": picture.svg}))


NO_CHOICE_MESSAGE = frozenset({"bid", "move"})
"""Decisions with their own flow: bid buttons in the channel, moves by command (plans have
their own form, see `plan_message`)."""
CHOICE_COMMANDS: dict[str, frozenset[str]] = {"nexus": frozenset({"ally", "unally", "ready"})}
MAX_CHOICES = 25


def choice_message(seat: str, prompt: str, commands: list[str]) -> NewMessage:
    """A seat's decision by DM, with a button (or a menu entry) per legal command (none when
    there are too many to offer); the sender names the game, which a new game does not know
    before it is stored."""
    return NewMessage(target=f"seat:{seat}", payload=json.dumps(
        {"text": prompt, "choices": commands}))


def plan_message(seat: str, prompt: str, plans: list) -> NewMessage:
    """The battle plan builder's invitation, by DM: what this seat may put in its plan
    (only its own leaders and cards, so only it may read it) and a button for the form."""
    leaders = sorted({p.leader for p in plans if p.leader and p.leader != "none"})
    cards = sorted({c for p in plans for c in (p.weapon, p.defense) if c})
    most = max((p.dial for p in plans), default=0)
    lines = [prompt, f"Dial 0 to {most}. Leaders: {', '.join(leaders) or 'none available'}.",
             f"Cards you may play: {', '.join(cards) or 'none'}.",
             "Press the button for the form, or send `/plan` or `/do plan ...`."]
    return NewMessage(target=f"seat:{seat}", payload=json.dumps(
        {"text": "\n".join(lines), "plan": True}))


def choice_commands(kind: str, legal: list[str]) -> list[str] | None:
    """The legal commands answering a decision of `kind` (typed as at the table) to offer
    as buttons or a menu: even a single one, and none when there are too many. None for the
    decisions with their own flow, which get no such DM.

    Every other decision gets its DM whatever the seat's hand, so how many DMs a seat is
    sent (and so whether the channel hears "I cannot DM ...") never depends on how many
    answers its secrets allow: a traitor call is asked of holders and others alike."""
    if kind in NO_CHOICE_MESSAGE:
        return None
    names = CHOICE_COMMANDS.get(kind, frozenset({kind}))
    chosen = [c for c in legal if c.split(" ", 1)[0] in names]
    return chosen if len(chosen) <= MAX_CHOICES else []
