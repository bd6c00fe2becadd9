"""Where a command meets its rule: a player's command (with the seat's faction) or a
moderator's, looked up in the rules of the game (`rules.ClassicRules`).

`ruleset.apply` and a moderator's `force` both come through `handle` and `moderate`.
"""

from __future__ import annotations

from engine.core import Command, EventLog, RuleError

from .data import Faction
from .rules import rules_for
from .state import ClassicState


def handle(state: ClassicState, faction: Faction, command: Command, log: EventLog) -> None:
    """Check that the faction may give the command now, then play it."""
    rule = rules_for(state.options).rules.get(type(command))
    if rule is None:
        raise RuleError(f"`{command.name}` is not a player's command in this game.")
    rule.play(state, faction, command, log)


def moderate(state: ClassicState, command: Command, log: EventLog) -> None:
    """Play a moderator's repair; refuse a command the moderator does not give."""
    rule = rules_for(state.options).moderator_rules.get(type(command))
    if rule is None:
        raise RuleError(f"The moderator does not play `{command.name}` for a seat.",
                        hint="Use `force` to apply a seat's default choice.")
    rule.play(state, command, log)

