"""Scenario steps of THE DUEL's arena tests: a Kanly opened between two players, leaders
chosen and placed, Dueling cards handed out without breaking their count."""

from engine.core import EventLog
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.phases.arena import open_kanly, open_war

from .conftest import Game

A, E, F, H = Faction.ATREIDES, Faction.EMPEROR, Faction.FREMEN, Faction.HARKONNEN
THREE = "a:atreides,f:fremen,h:harkonnen"


def duel_game(seats: str = THREE, **options) -> Game:
    """A game with THE DUEL, past the set-up, every hand of Dueling cards emptied back
    into the deck (tests hand out what they need)."""
    game = Game(seats, seed=3, options={"duel": True, **options})
    game.do("mod: force")
    cards = game.state.dueling
    for hand in cards.hands.values():
        cards.deck.extend(hand)
        hand.clear()
    return game


def give(game: Game, faction: Faction, *cards: str) -> None:
    """Hand `cards` to `faction`, taken from the deck (the 25 stay 25)."""
    deck = game.state.dueling.deck
    for card in cards:
        deck.remove(card)
        game.state.dueling.hands[faction].append(card)


def kanly(game: Game, threatener: Faction = A, target: Faction = F) -> list:
    log = EventLog()
    open_kanly(game.state, threatener, target, log)
    return log.events


def war(game: Game) -> list:
    log = EventLog()
    open_war(game.state, log)
    return log.events


def to_duel(game: Game, lines: tuple[str, ...] = (
        "a: duel_leader lady jessica", "f: duel_leader stilgar", "a: duel_place O1",
        "f: duel_place O2", "a: duel_back 0", "f: duel_back 2",
        "h: second atreides piter")) -> None:
    """Kanly Atreides against Fremen: Lady Jessica in O1, Stilgar (backed by 2) in O2 on
    her Right; the Harkonnen support the Atreides with Piter De Vries."""
    kanly(game)
    game.script(*lines)
    assert game.state.fight.step == "duel"
