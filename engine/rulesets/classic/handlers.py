"""Where a command meets its rule: a player's command (with the seat's faction) or a
moderator's, looked up in the rules of the game (`rules.ClassicRules`).

`ruleset.apply` and a moderator's `force` both come through `handle` and `moderate`.
"""

from __future__ import annotations

from typing import Any

from engine.core import Command, EventLog, RuleError

from .data import Faction
from .rules import CLASSIC, rules_for
from .state import ClassicState


def handle(state: ClassicState, faction: Faction, command: Command, log: EventLog) -> None:
    """Check that the faction may give the command now, then play it."""
    rules_for(state.options).rules[type(command)].play(state, faction, command, log)


def moderate(state: ClassicState, command: Command, log: EventLog) -> None:
    """Play a moderator's repair; refuse a command the moderator does not give."""
    rule = rules_for(state.options).moderator_rules.get(type(command))
    if rule is None:
        raise RuleError(f"The moderator does not play `{command.name}` for a seat.",
                        hint="Use `force` to apply a seat's default choice.")
    rule.play(state, command, log)


PLAYER_HANDLERS: dict[type[Command], Any] = dict.fromkeys(CLASSIC.rules, handle)
"""The commands `handle` plays, for `ruleset.apply` (every entry is `handle`)."""
MOD_HANDLERS: dict[type[Command], Any] = dict.fromkeys(CLASSIC.moderator_rules, moderate)
"""The commands `moderate` plays, for `ruleset.apply` (every entry is `moderate`)."""
