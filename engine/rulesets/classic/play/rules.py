"""Which game of the classic family is played: its factions, decks, round and phases.

`ClassicRules` gathers what a variant would replace (an advanced game, a four-faction game
on the same board): a variant is a subclass or another instance, not a copy of the
modules, and `rules_for` chooses it from the game's options.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property

from engine.core import Command, EventLog

from ..data import FACTION_ORDER, SPICE_DECK, TREACHERY_DECK, Faction
from ..model.options import ClassicOptions
from ..model.state import ClassicState, Phase
from ..phases import collection
from . import table
from .phase import ModeratorRule, PhaseSpec, Rule


@dataclass(frozen=True)
class ClassicRules:
    """The 1979 basic game (V: the sequence of play)."""

    factions: tuple[Faction, ...] = FACTION_ORDER
    """The factions that may be played, in the order seats are offered them."""
    treachery_deck: tuple[str, ...] = TREACHERY_DECK
    spice_deck: tuple[str, ...] = SPICE_DECK
    setup: PhaseSpec = table.SETUP
    """The set-up (III), before the first round."""
    round_order: tuple[PhaseSpec, ...] = (
        table.STORM, table.SPICE_BLOW, table.BIDDING, table.REVIVAL, table.MOVEMENT,
        table.BATTLE, table.COLLECTION,
    )
    """The phases of one turn, in order; after the last the turn ends (IV, V)."""
    end_turn: Callable[[ClassicState, EventLog], bool] = collection.end_turn
    """Check for a winner and close the turn; True if another turn follows."""
    anytime: PhaseSpec = table.ANY_TIME
    """Commands of no one phase (cards, Karama, support, grants, bribes, reveals)."""
    moderation: tuple[ModeratorRule, ...] = field(default=table.MODERATION)

    @cached_property
    def phases(self) -> Mapping[Phase, PhaseSpec]:
        """Every phase of the game by the state's phase (the ended game has none)."""
        specs = (self.setup, *self.round_order)
        return {spec.phase: spec for spec in specs if spec.phase is not None}

    @cached_property
    def following(self) -> Mapping[Phase, PhaseSpec | None]:
        """The phase after each one; None after the last phase of the round."""
        order = [self.setup, *self.round_order]
        return {spec.phase: nxt for spec, nxt in zip(order, [*order[1:], None], strict=True)
                if spec.phase is not None}

    @cached_property
    def rules(self) -> Mapping[type[Command], Rule]:
        """Every player's command and its rule, wherever in the round it belongs."""
        specs = (self.setup, *self.round_order, self.anytime)
        return {rule.command: rule for spec in specs for rule in spec.rules}

    @cached_property
    def moderator_rules(self) -> Mapping[type[Command], ModeratorRule]:
        return {rule.command: rule for rule in self.moderation}


CLASSIC = ClassicRules()


def rules_for(options: ClassicOptions) -> ClassicRules:
    """The rules a game's options choose: the basic game, whatever the options, until a
    variant's option picks its own `ClassicRules` here."""
    return CLASSIC
