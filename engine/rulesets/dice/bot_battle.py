"""The bot in a battle (COMBAT): committed units are lost, the winner's too, and the greater
strength wins (the defender on a tie), so it commits the cheapest hand that should beat what
the other side can reasonably send, and nothing when it cannot win."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import Command

from . import commands as c
from .bot_board import Board
from .data import FACTIONS, Faction

SHARE = 0.6
"""The part of its greatest strength the other side is expected to commit."""


def leaders(faction: str) -> list[int]:
    spec = FACTIONS[Faction(faction)]
    return [spec.strength] + ([spec.second_strength] if spec.leaders > 1 else [])


def side_of(board: Board, fight: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    """(my side, the other side) in the battle being fought."""
    attackers, defenders = fight["attackers"], fight["defenders"]
    return (attackers, defenders) if board.me in attackers else (defenders, attackers)


def most(board: Board, region: str, side: list[str], lent: list[str]) -> int:
    """A side's greatest strength: its cubes here, its captain's leaders on the card, the
    leaders lent to it."""
    cubes = sum(board.cubes.get(region, {}).get(f, 0) for f in side)
    captain = side[0]
    on_card = board.card(captain)["leaders_card"]
    lead = sum(leaders(captain)[:on_card])
    return cubes + lead + sum(leaders(f)[0] for f in side[1:] if f in lent)


def strength(board: Board, pledge: c.Commit, side: list[str], lent: list[str]) -> int:
    lend = [f for f in side[1:] if f in lent][:pledge.lent]
    return (pledge.troops + pledge.allied + 2 * (pledge.large + pledge.allied_large)
            + sum(leaders(side[0])[:pledge.leaders]) + sum(leaders(f)[0] for f in lend))


UNITS = (("large", 2, 1.3), ("allied_large", 2, 1.3), ("troops", 1, 1.0), ("allied", 1, 1.0))
"""The cubes a hand may hold: field, strength, what losing one costs (a cube holds a region;
a leader comes back with a Faction die)."""


def limits(board: Board, region: str, mine: list[str], lent: list[str]) -> dict[str, int]:
    """What my side may commit, as the rules count it (combat.limits), from the board."""
    def units(factions: list[str], key: str) -> int:
        here = board.public["board"].get(region, {})
        return sum(here[f][key] for f in factions if f in here)
    spec = FACTIONS[Faction(mine[0])]
    return {"troops": units(mine[:1], "troop"), "large": units(mine[:1], "elite"),
            "allied": units(mine[1:], "troop"), "allied_large": units(mine[1:], "elite"),
            "leaders": min(board.card(mine[0])["leaders_card"], spec.leaders),
            "lent": sum(f in lent for f in mine[1:])}


def cheapest(top: dict[str, int], needed: int, mine: list[str], lent: list[str],
             board: Board) -> tuple[float, c.Commit] | None:
    """The cheapest hand of at least `needed` strength: leaders first, then cubes."""
    best: tuple[float, c.Commit] | None = None
    for chiefs in range(top["leaders"] + 1):
        for loans in range(top["lent"] + 1):
            hand = {"leaders": chiefs, "lent": loans}
            price = 0.8 * (chiefs + loans)
            power = strength(board, c.Commit(**hand), mine, lent)
            for field, worth, loss in UNITS:
                take = min(top[field], max(0, -(-(needed - power) // worth)))
                hand[field], power, price = take, power + take * worth, price + take * loss
            if power >= needed and (best is None or price < best[0]):
                best = (price, c.Commit(**hand))
    return best


def commit(board: Board, options: list[Command]) -> Command:
    fight = board.turn["fight"]
    mine, theirs = side_of(board, fight)
    lent = fight["lent"]
    region = fight["region"]
    defending = board.me not in fight["attackers"]
    needed = max(1, round(SHARE * most(board, region, theirs, lent)) + (0 if defending else 1))
    best = cheapest(limits(board, region, mine, lent), needed, mine, lent, board)
    if best is None:
        return c.Commit()
    return best[1]


def sacrifice(board: Board, options: list[Command]) -> Command:
    """The Fortification takes a troop: a small one, an ally's before one's own."""
    picks = [o for o in options if isinstance(o, c.Sacrifice)]
    return min(picks, key=lambda o: (o.large, o.faction == board.me))


def battle(board: Board, options: list[Command]) -> Command:
    """Fight first where a strategic region is at stake."""
    picks = [o for o in options if isinstance(o, c.Battle)]
    return max(picks, key=lambda o: board.strategic(o.region))
