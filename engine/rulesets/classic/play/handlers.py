"""Where a player's command (with the seat's faction) meets its rule, looked up in the
rules of the game (`rules.ClassicRules`).

`ruleset.apply` and a moderator's `force` both come through `handle`; a moderator's repair
through `ruleset.moderate`, which tries it first (`engine.core.repairs`).
"""

from __future__ import annotations

from engine.core import Command, EventLog, RuleError
from engine.core.words import T

from ..data import Faction
from ..model.state import ClassicState
from ..phases import elimination, kanly
from .rules import option_of, rules_for


def handle(state: ClassicState, faction: Faction, command: Command, log: EventLog) -> None:
    """Check that the faction may give the command now, then play it; a player out of the
    game gives none (THE DUEL, VII)."""
    elimination.check_in_game(state, faction)
    rules = rules_for(state.options)
    rule = rules.rules.get(type(command))
    if rule is None:
        option = option_of(type(command))
        if option is not None:
            raise RuleError(T("classic-needs-option", command=command.name,
                              option=option))
        raise RuleError(T("classic-not-a-player-command", command=command.name))
    if state.fight is not None and rule.command not in rules.during_fight:
        raise RuleError(T("classic-arena-play-suspended", command=command.name),
                        rule="THE DUEL V.1")
    start = len(log.events)
    rule.play(state, faction, command, log)
    if state.options.duel:  # THE DUEL: Kanly called, or a War of Assassins after a nexus
        kanly.after(state, faction, command, log.events[start:], log)

