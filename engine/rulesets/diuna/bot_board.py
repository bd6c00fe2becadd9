"""The board as a Diuna bot reads it from what its seat is shown (`Seen.view`): whose forces
stand where, which strongholds each faction holds, who threatens to win (Sprawdzenie
warunków zwycięstwa: 3 strongholds at the end of rounds 3, 4 and 5), and what the seat
itself holds. Built from the public view and the seat's private view only."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.ruleset import Seen

from .data import (
    DEFAULT_CARDS,
    ROUNDS,
    STRONGHOLD_POINTS,
    STRONGHOLDS,
    STRONGHOLDS_TO_WIN,
    VICTORY_ROUNDS,
    BattleCard,
)

LEADER_STRENGTH = {leader.name: leader.strength for leader in DEFAULT_CARDS.leaders}
LEADER_FACTION = {leader.name: leader.faction.value for leader in DEFAULT_CARDS.leaders}
BATTLE_CARDS: dict[str, BattleCard] = {card.name: card for card in DEFAULT_CARDS.battle}
TYPICAL_LEADER = 5
"""The strength assumed for a leader the bot cannot name (an alliance's drawn leaders)."""


@dataclass(frozen=True)
class Board:
    """What the seat knows of the board now."""

    seat: str
    faction: str
    round: int
    public: Mapping[str, Any]
    private: Mapping[str, Any]

    @classmethod
    def of(cls, seen: Seen) -> Board:
        public = seen.view["public"]
        return cls(seat=seen.seat, faction=public["players"][seen.seat]["faction"],
                   round=public["round"], public=public, private=seen.view.get("private", {}))

    @property
    def me(self) -> Mapping[str, Any]:
        return self.public["players"][self.seat]

    @property
    def spice(self) -> int:
        return int(self.me["spice"])

    @property
    def has_fremen(self) -> bool:
        """The seat ships as the Fremen do (its own faction or its ally's)."""
        return "Fremen" in (self.me["faction"], self.me["ally"])

    def strongholds(self) -> tuple[str, ...]:
        """The strongholds in use (one may be covered in a 2-player game)."""
        return tuple(s for s in STRONGHOLDS if s != self.public["blocked"])

    def forces(self, territory: str, faction: str) -> int:
        return sum(self.public["forces"].get(territory, {}).get(faction, {}).values())

    def others_in(self, territory: str) -> dict[str, int]:
        """The other factions' forces in a territory."""
        return {f: sum(by.values()) for f, by in self.public["forces"].get(territory, {}).items()
                if f != self.faction and sum(by.values())}

    def held(self, faction: str) -> list[str]:
        """The strongholds where the faction has a force (what the victory check counts)."""
        return [s for s in self.strongholds() if self.forces(s, faction)]

    def opponents(self) -> list[str]:
        """The other seats' factions (an ally plays no forces of its own)."""
        return [p["faction"] for seat, p in self.public["players"].items() if seat != self.seat]

    def threat(self, faction: str) -> int:
        """How urgently a rival must be stopped: 2 when it would win at the end of this
        round (by 3 strongholds, or on points after the last), 1 when one more stronghold
        would do, else 0."""
        held = len(self.held(faction))
        if held >= STRONGHOLDS_TO_WIN and self.round in VICTORY_ROUNDS:
            return 2
        if self.round == ROUNDS and self.points(faction) >= max(
                self.points(p["faction"]) for p in self.public["players"].values()):
            return 2
        return 1 if held == STRONGHOLDS_TO_WIN - 1 and self.round + 1 >= VICTORY_ROUNDS[0] \
            else 0

    def points(self, faction: str) -> int:
        """Its score if round 5 ended now: 5 a stronghold held, 1 a spice."""
        seat = self.seat_of(faction)
        spice = int(self.public["players"][seat]["spice"]) if seat is not None else 0
        return STRONGHOLD_POINTS * len(self.held(faction)) + spice

    def leaders_of(self, faction: str) -> list[str]:
        """A faction's living leaders as the table sees them (names when shown)."""
        for player in self.public["players"].values():
            if player["faction"] == faction and isinstance(player["leaders"], list):
                return list(player["leaders"])
        return []

    def best_leader(self, faction: str) -> int:
        """The strongest leader the faction may still play."""
        for player in self.public["players"].values():
            if player["faction"] == faction and not isinstance(player["leaders"], list):
                return TYPICAL_LEADER if player["leaders"] else 0
        return max((LEADER_STRENGTH.get(n, TYPICAL_LEADER) for n in self.leaders_of(faction)),
                   default=0)

    def seat_of(self, faction: str) -> str | None:
        return next((s for s, p in self.public["players"].items() if p["faction"] == faction),
                    None)


def stronghold_value(board: Board, territory: str) -> float:
    """What one more force there is worth to the seat: a stronghold it does not hold is worth
    much, one a threatening rival holds more, one it holds already little (points: 5 a
    stronghold, 1 a spice after round 5)."""
    if territory not in board.strongholds():
        return 0.0
    value = 1.0 if board.forces(territory, board.faction) else 10.0
    for faction in board.others_in(territory):
        value += 12.0 * board.threat(faction)
    return value
