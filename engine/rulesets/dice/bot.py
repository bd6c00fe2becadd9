"""The dice game's bot: a seat that plays to hold strategic regions alone (OBJECTIFS) and to
stop a rival, or the Guild's default win, from coming true. It decides from `Seen` alone:
the board of the public view, its own private view, its legal commands."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.core import Command
from engine.core.ruleset import Seen

from . import bot_ally, bot_battle, bot_move, bot_roll
from . import commands as c
from .bot_board import Board
from .data import FACTION_DICE, Construction, Faction

ANSWERS: dict[str, tuple[type[Command], ...]] = {
    "roll": (c.Keep, c.Reroll, c.Thumper), "faction": (c.ChooseFaction,),
    "place": (c.Place,), "guess": (c.Guess,), "destroy": (c.Destroy,),
    "ally": (c.Ally, c.Alone), "alliance": (c.Accept, c.Decline), "recruit": (c.Recruit,),
    "kanly": (c.Kill, c.Take, c.Spare), "allow": (c.Allow,), "fund": (c.Fund,),
    "land": (c.Land, c.Done), "target": (c.Target,), "move": (c.Move, c.Done),
    "battle": (c.Battle,), "sacrifice": (c.Sacrifice,), "lend": (c.Lend,),
    "commit": (c.Commit,), "build": (c.Build, c.Skip), "symbol": (c.Symbol,),
    "dance": (c.Dance, c.Stop)}
"""The commands that answer each kind of decision (DiceRuleset.answers)."""

PREFERRED = (Faction.FREMEN, Faction.HARKONNEN, Faction.ATREIDES, Faction.CORRINO,
             Faction.SMUGGLERS, Faction.TLEILAX, Faction.BENE_GESSERIT, Faction.GUILD)
"""Factions by the force they bring to the board, for the set-up's choice."""


def decide(seen: Seen, rng: random.Random) -> Command | None:
    """The command for the seat's first pending decision."""
    for decision in seen.decisions:
        kinds = ANSWERS.get(decision.kind, ())
        options = [c for c in seen.legal if isinstance(c, kinds)]
        if options:
            board = Board(seen)
            return CHOOSERS.get(decision.kind, _first)(board, options)
    return None


def _first(board: Board, options: list[Command]) -> Command:
    return options[0]


def _faction(board: Board, options: list[Command]) -> Command:
    order = [f.value for f in PREFERRED]
    return min(options, key=lambda o: order.index(o.faction) if o.faction in order else 99)


def _place(board: Board, options: list[Command]) -> Command:
    """Troops next to the most strategic regions; a Harkonnen Ornithopter moves them."""
    def worth(o: c.Place) -> float:
        near = sum(board.map.adjacent(o.region, r) for r in board.map.strategic)
        return near + (2 if o.construction == Construction.ORNITHOPTER.value else 0)
    return max(options, key=worth)


def _guess(board: Board, options: list[Command]) -> Command:
    """LE PLAN ULTIME: the Guild wins whenever no one else does; else the strongest."""
    names = {o.faction: o for o in options}
    if Faction.GUILD.value in names:
        return names[Faction.GUILD.value]
    return max(options, key=lambda o: len(board.held_alone(o.faction)))


def _alliance(board: Board, options: list[Command]) -> Command:
    """Accept: an alliance win is a win for both allies."""
    return next(o for o in options if isinstance(o, c.Accept))


def _recruit(board: Board, options: list[Command]) -> Command:
    """A leader when none is on the card (worth more than a troop in combat); Sardaukar."""
    has_leader = board.card(board.me)["leaders_card"] > 0
    return max(options, key=lambda o: (o.leaders * (0 if has_leader else 1), o.sardaukar))


def _kanly(board: Board, options: list[Command]) -> Command:
    def worth(o: Command) -> float:
        if isinstance(o, c.Kill):
            return _kill(board, o)
        return 0.8 if isinstance(o, c.Take) else 0.1
    return max(options, key=worth)


def _kill(board: Board, o: c.Kill) -> float:
    """A rival's last cube in a strategic region it holds alone frees the region."""
    if o.faction in board.friends:
        return -1.0
    if not board.strategic(o.region):
        return 0.3
    alone = board.holder(o.region) == o.faction
    last = board.mine(o.region, o.faction) == 1
    return (3.0 if alone and last else 1.0) * (1 + board.threat(o.faction)) + o.elite


def _land(board: Board, options: list[Command]) -> Command:
    """Land every cube the spice pays for: in the Polar Sink (it borders every region), or
    to guard a strategic region held by one cube."""
    def worth(o: Command) -> float:
        if not isinstance(o, c.Land):
            return 0.0
        if board.strategic(o.region) and board.mine(o.region) == 1:
            return 3.0
        return 2.0 if o.region == board.map.polar_sink else 1.0
    return max(options, key=worth)


def _target(board: Board, options: list[Command]) -> Command:
    def worth(o: c.Target) -> float:
        if not board.strategic(o.region):
            return 0.6 if o.region == board.map.polar_sink else 0.2
        return bot_roll.target_worth(board, o.region)
    return max(options, key=worth)


def _build(board: Board, options: list[Command]) -> Command:
    """A Fortification on a strategic target (it takes an attacker), a Harvester elsewhere."""
    goal = board.turn["target"]
    want = (Construction.FORTIFICATION if board.strategic(goal or "")
            else Construction.HARVESTER).value
    return next((o for o in options if isinstance(o, c.Build) and o.construction == want),
                next(o for o in options if isinstance(o, c.Skip)))


def _symbol(board: Board, options: list[Command]) -> Command:
    """CUVES AXOLOTL: the symbol most kept Faction dice show."""
    faces = [board.face(d.value) for d in FACTION_DICE if d.value in board.kept()]
    return max(options, key=lambda o: faces.count(o.faction))


def _fund(board: Board, options: list[Command]) -> Command:
    return max((o for o in options if isinstance(o, c.Fund) and o.amount <= 2),
               key=lambda o: o.amount)


def _yes(board: Board, options: list[Command]) -> Command:
    return next((o for o in options if getattr(o, "yes", True)), options[0])


def _dance(board: Board, options: list[Command]) -> Command:
    """LES DANSEURS-VISAGES: replace the strongest rival's troops while one may."""
    dances = [o for o in options if isinstance(o, c.Dance) and o.faction not in board.friends]
    return max(dances, key=lambda o: board.threat(o.faction)) if dances else options[-1]


CHOOSERS: dict[str, Callable[[Board, list[Command]], Command]] = {
    "roll": bot_roll.choose, "faction": _faction, "place": _place, "guess": _guess,
    "ally": bot_ally.choose, "alliance": _alliance, "recruit": _recruit, "kanly": _kanly,
    "allow": _yes, "fund": _fund, "land": _land, "target": _target, "move": bot_move.choose,
    "battle": bot_battle.battle, "sacrifice": bot_battle.sacrifice, "lend": _yes,
    "commit": bot_battle.commit, "build": _build, "symbol": _symbol, "dance": _dance}
