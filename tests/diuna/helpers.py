"""Games of Diuna for the tests: made through its own set-up, with the set-up's choices
made by hand or by their deadline defaults."""

from __future__ import annotations

from engine.core import Event, EventLog, SeatSpec
from engine.rulesets.diuna import flow, setup
from engine.rulesets.diuna.commands import registry
from engine.rulesets.diuna.data import Faction
from engine.rulesets.diuna.options import DiunaOptions
from engine.rulesets.diuna.state import DiunaState, Phase


def new_game(*factions: str | None, seed: int = 1, **options) -> DiunaState:
    """A game whose seats p1, p2 ... asked for these factions (None: dealt)."""
    state, _ = new_game_and_events(*factions, seed=seed, **options)
    return state


def new_game_and_events(*factions: str | None, seed: int = 1,
                        **options) -> tuple[DiunaState, list[Event]]:
    seats = [SeatSpec(name=f"p{i}", side=f) for i, f in enumerate(factions, 1)]
    log = EventLog()
    state = setup.create(DiunaOptions(**options), seats, seed, log)
    return state, log.events


def pick(state: DiunaState, seat: str, line: str) -> list[Event]:
    """A seat's typed `traitor` command, applied to the set-up."""
    log = EventLog()
    setup.pick(state, seat, registry.parse(line), log)
    return log.events


def finish_setup(state: DiunaState) -> list[Event]:
    """Every traitor pick made by its deadline default; the events of them all."""
    log = EventLog()
    while setup.choosing(state):
        seat = setup.choosing(state)[0]
        setup.pick(state, seat, setup.default_pick(state, seat), log)
    return log.events


def forces(state: DiunaState) -> int:
    """Every force of the game, wherever it is."""
    on_board = sum(n for by_faction in state.forces.values()
                   for by_sector in by_faction.values() for n in by_sector.values())
    return on_board + sum(p.reserve + p.tanks for p in state.players.values())


def ready(*factions: str | None, seed: int = 1, **options) -> DiunaState:
    """A game past its set-up, at the start of round 1's storm phase (nothing thrown)."""
    state = new_game(*factions, seed=seed, **options)
    finish_setup(state)
    return state


def play(state: DiunaState, seat: str, line: str) -> list[Event]:
    """A seat's typed command, applied and settled as the game does."""
    log = EventLog()
    flow.play(state, seat, registry.parse(line), log)
    return log.events


def settle(state: DiunaState) -> list[Event]:
    log = EventLog()
    flow.settle(state, log)
    return log.events


def worm(state: DiunaState) -> int:
    """The index of a worm card in the card set."""
    return next(i for i, card in enumerate(state.cards.spice) if card.is_worm)


def location(state: DiunaState, first: str, second: str) -> int:
    """The index of the location card naming these two territories."""
    return next(i for i, card in enumerate(state.cards.spice)
                if card.territories == (first, second))


def holding(phase: Phase, **cards: list[str]) -> DiunaState:
    """A game at `phase`, nothing done yet, where factions hold these market cards."""
    state = ready("Atreides", "Fremen", "Harkonnen", "Imperium")
    for faction, names in cards.items():
        player = state.players[state.seat_of(Faction(faction))]
        player.market_cards = list(names)
        for name in names:
            state.decks.market.remove(name)
    state.phase = phase
    return state
