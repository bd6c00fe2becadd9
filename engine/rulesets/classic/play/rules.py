"""Which game of the classic family is played: its factions, decks, round and phases.

`ClassicRules` gathers what a variant would replace (an advanced game, a four-faction game
on the same board): a variant is a subclass or another instance, not a copy of the
modules, and `rules_for` chooses it from the game's options.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache, cached_property

from engine.core import Command, EventLog

from ..data import (
    DUEL_TREACHERY,
    FACTION_ORDER,
    HARVEST_TREACHERY,
    SPICE_DECK,
    TREACHERY_DECK,
    Faction,
)
from ..model.options import ClassicOptions
from ..model.state import ClassicState, Phase
from ..phases import collection
from . import table, table_duel, table_harvest
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
    opening: tuple[PhaseSpec, ...] = ()
    """Phases between the set-up and the first turn (THE SPICE HARVEST's pre-game)."""
    interrupt: PhaseSpec | None = None
    """A phase that suspends whichever phase is current while `state.fight` is open (THE
    DUEL's arena), after which that phase resumes where it stood."""
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
        specs = (self.setup, *self.opening, *self.round_order)
        return {spec.phase: spec for spec in specs if spec.phase is not None}

    @cached_property
    def following(self) -> Mapping[Phase, PhaseSpec | None]:
        """The phase after each one; None after the last phase of the round."""
        order = [self.setup, *self.opening, *self.round_order]
        return {spec.phase: nxt for spec, nxt in zip(order, [*order[1:], None], strict=True)
                if spec.phase is not None}

    @cached_property
    def rules(self) -> Mapping[type[Command], Rule]:
        """Every player's command and its rule, wherever in the round it belongs."""
        interrupt = () if self.interrupt is None else (self.interrupt,)
        specs = (self.setup, *self.opening, *self.round_order, *interrupt, self.anytime)
        return {rule.command: rule for spec in specs for rule in spec.rules}

    @cached_property
    def during_fight(self) -> frozenset[type[Command]]:
        """The commands a player may give while a fight suspends play: the arena's and the
        any-time group's; the suspended phase's wait for the fight to end."""
        specs = () if self.interrupt is None else (self.interrupt, self.anytime)
        return frozenset(rule.command for spec in specs for rule in spec.rules)

    def current(self, state: ClassicState) -> PhaseSpec | None:
        """The phase that decides now: the interruption while a fight is open, else the
        state's phase (None once the game has ended)."""
        if self.interrupt is not None and state.fight is not None:
            return self.interrupt
        return self.phases.get(state.phase)

    @cached_property
    def moderator_rules(self) -> Mapping[type[Command], ModeratorRule]:
        return {rule.command: rule for rule in self.moderation}


CLASSIC = ClassicRules()


@cache
def expansions(spice_harvest: bool, duel: bool) -> ClassicRules:
    """The 1984 expansions on the basic game's rules: THE SPICE HARVEST's pre-game and
    cards (IV.3, VII), THE DUEL's arena, commands and cards (IV.1, VIII)."""
    rules = CLASSIC
    if spice_harvest:
        rules = replace(rules, opening=table_harvest.OPENING,
                        treachery_deck=rules.treachery_deck + HARVEST_TREACHERY)
    if duel:
        rules = replace(rules, interrupt=table_duel.FIGHT,
                        anytime=table_duel.with_duel(rules.anytime),
                        treachery_deck=rules.treachery_deck + DUEL_TREACHERY)
    return rules


EVERY_RULE = expansions(True, True)
"""Every command any classic game plays: a command of an expansion the game does not play
is refused by naming the option that turns it on (`handlers.handle`)."""


def rules_for(options: ClassicOptions) -> ClassicRules:
    """The rules a game's options choose: the basic game, with the 1984 expansions where
    they are on; every other option is read where its rule is written."""
    if options.spice_harvest or options.duel:
        return expansions(options.spice_harvest, options.duel)
    return CLASSIC


def option_of(command: type[Command]) -> str | None:
    """The expansion option whose rules hold this command, for one the game lacks."""
    if command in expansions(True, False).rules:
        return "spice_harvest"
    if command in expansions(False, True).rules:
        return "duel"
    return None
