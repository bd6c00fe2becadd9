"""THE DUEL, V.1: the actions a Kanly threat may name, and when a player has taken one.

"To threaten Kanly, you name a specific action and a specific player." An action is a
command of the game the player may give by choice, as typed (`move`, `ship`, `bid`, ...),
or `play` a card, with at most one argument it must match: `move Arrakeen` is any move
whose destination is Arrakeen (a move "into Arrakeen", the rulebook's example), never one
leaving it. A player takes an action when a public command of theirs gives it, or, for
`bid` and `play`, when a public event says they bid (a standing bid too) or played the
card. Only what the table sees counts, so declaring Kanly never tells a secret: secret
commands (battle plans, dials, pledges) cannot be named, nor answers the game plays by
default (`pass`, `done`, `ready`), which a threat would turn into a trap (the rulings in
docs/rules-notes.md, "THE DUEL: Kanly threats and the War of Assassins").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from engine.core import Command, Event, RuleError
from engine.core.words import T, Text, joined

from ..data import (
    TREACHERY_CARDS,
    CardKind,
    Faction,
    UnknownName,
    leaders_of,
    resolve_card,
    resolve_leader,
)
from ..data.spellings import resolve_territory
from ..data.words import card_word, faction_word, leader_word, place_word
from ..model.kanly import Threat
from ..model.state import ClassicState
from ..protocol import commands as c
from .common import unknown
from .karama import USES
from .moderator import faction_in_game

Taken = Callable[[ClassicState, Faction, Command | None, list[Event]], list[str]]
"""The arguments of each time `faction` took the action in one command (`""` where the
action has none); empty when it did not take it. The command is the faction's own, or
None when another seat gave it (only public events tell then)."""

PLAYABLE = tuple(sorted(n for n, card in TREACHERY_CARDS.items()
                        if card.kind == CardKind.SPECIAL))
"""The cards `play` may name: those played openly, outside battle (a battle plan is
secret until the battle is revealed, and its cards are discarded, not played)."""


@dataclass(frozen=True)
class Action:
    """One action a threat may name: what its argument is and how it is seen taken."""

    name: str
    kind: str | None
    """The argument's kind (`territory`, `faction`, `leader`, `card`, `use`), None if the
    action takes none."""
    taken: Taken


def _command(cls: type[Command], field: str | None = None,
             when: Callable[[Command], bool] = lambda command: True) -> Taken:
    """The action is a command of this class by the faction itself (`when` it does
    something: a paid revival of at least one token, a ride that leaves)."""
    def taken(state: ClassicState, faction: Faction, command: Command | None,
              events: list[Event]) -> list[str]:
        if not isinstance(command, cls) or not when(command):
            return []
        return [_read(state, getattr(command, field)) if field else ""]
    return taken


def _read(state: ClassicState, value: object) -> str:
    """A command's argument as the threat names it: a territory or faction by its name
    in the game, anything else as given (a leader, a Karama use)."""
    text = str(value)
    try:
        return resolve_territory(text)
    except UnknownName:
        pass
    try:
        return faction_in_game(state, text).value
    except RuleError:
        return text


def _event(kind: str, field: str | None = None) -> Taken:
    """The action is a public event of this kind naming the faction (its `field`, the
    argument): a bid made by a standing order counts as a bid typed."""
    def taken(state: ClassicState, faction: Faction, command: Command | None,
              events: list[Event]) -> list[str]:
        return [str(e.data.get(field, "")) if field else "" for e in events
                if e.is_public and e.kind == kind and e.data.get("faction") == faction]
    return taken


def _played(state: ClassicState, faction: Faction, command: Command | None,
            events: list[Event]) -> list[str]:
    """A card played openly (`card_played`); a `karama` command plays Karama even when the
    Bene Gesserit play a worthless card as one (XVII)."""
    cards = _event("card_played", "card")(state, faction, command, events)
    return cards + (["Karama"] if isinstance(command, c.Karama) else [])


ACTIONS: dict[str, Action] = {a.name: a for a in (
    Action("move", "territory", _command(c.Move, "territory")),
    Action("ship", "territory", _command(c.Ship, "territory")),
    Action("ride", "territory", _command(c.Ride, "territory",
                                         lambda cmd: cmd.territory is not None)),
    Action("revive", None, _command(c.Revive, when=lambda cmd: cmd.count > 0)),
    Action("revive_leader", "leader", _command(c.ReviveLeader, "leader")),
    Action("bid", None, _event("bid")),
    Action("ally", "faction", _command(c.Ally, "faction")),
    Action("unally", None, _command(c.Unally)),
    Action("bribe", "faction", _command(c.Bribe, "to")),
    Action("grant", "faction", _command(c.Grant, "ally")),
    Action("karama", "use", _command(c.Karama, "use")),
    Action("play", "card", _played),
)}
"""Every action a threat may name, in the order the help lists them."""


def vocabulary() -> str:
    """The actions as typed, for a refusal's hint."""
    return ", ".join(ACTIONS)


def parse(state: ClassicState, target: Faction, text: str) -> tuple[str, str | None]:
    """The action and its argument (canonical) that `text` names against `target`, or a
    RuleError naming what may be named."""
    verb, _, rest = text.strip().partition(" ")
    command = c.registry.get(verb) if verb else None
    name = command.name if command is not None else verb.lower()
    action = ACTIONS.get(name)
    if action is None:
        raise RuleError(T("classic-kanly-not-an-action", action=verb or text),
                        rule="V.1", hint=T("classic-kanly-actions", actions=vocabulary()))
    rest = rest.strip()
    if not rest:
        return action.name, None
    if action.kind is None:
        raise RuleError(T("classic-kanly-no-argument", action=action.name), rule="V.1",
                        hint=T("classic-kanly-bare", target=target.value, action=action.name))
    return action.name, _argument(state, target, action, rest)


def _argument(state: ClassicState, target: Faction, action: Action, text: str) -> str:
    try:
        if action.kind == "territory":
            return resolve_territory(text)
        if action.kind == "leader":
            return resolve_leader(text, among=[x.name for x in leaders_of(target)])
        if action.kind == "card":
            return resolve_card(text, PLAYABLE)
    except UnknownName as err:
        raise RuleError(unknown(err), rule="V.1", hint=_kinds_hint(target, action)) from None
    if action.kind == "faction":
        return faction_in_game(state, text).value
    use = text.lower().replace("-", "_").replace(" ", "_")
    if use not in USES:
        raise RuleError(T("classic-kanly-not-a-use", use=text), rule="V.1",
                        hint=T("classic-kanly-uses", uses=", ".join(USES)))
    return use


def _kinds_hint(target: Faction, action: Action) -> Text:
    """What the argument may be: the cards played openly, the target's leaders; else the
    action alone."""
    if action.kind == "card":
        return T("classic-kanly-cards", cards=_names(card_word, PLAYABLE))
    if action.kind == "leader":
        return T("classic-kanly-leaders", target=faction_word(target),
                 leaders=_names(leader_word, [x.name for x in leaders_of(target)]))
    return T("classic-kanly-bare", target=target.value, action=action.name)


def _names(word: Callable[[str], Text], names: Iterable[str]) -> Text:
    return joined([word(n) for n in names], ", ")


def taken(state: ClassicState, threat: Threat, command: Command | None,
          events: list[Event]) -> bool:
    """Did the threatened player take the action named in this command?"""
    values = ACTIONS[threat.action].taken(state, threat.against, command, events)
    return bool(values) and (threat.argument is None or threat.argument in values)


def words(threat: Threat) -> Text:
    """The action as the table reads it: the command in backticks, its argument a game
    word (`move` (Arrakeen))."""
    if threat.argument is None:
        return T("classic-kanly-action", command=threat.action)
    kind = ACTIONS[threat.action].kind
    if kind == "use":
        return T("classic-kanly-action", command=f"{threat.action} {threat.argument}")
    word = {"territory": place_word, "leader": leader_word, "card": card_word,
            "faction": faction_word}[kind or "territory"](threat.argument)
    return T("classic-kanly-action-on", command=threat.action, what=word)
