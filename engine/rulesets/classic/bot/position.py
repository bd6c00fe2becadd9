"""The board as the bot's seat sees it, read from `Seen.view` alone: who holds which
strongholds, where the spice lies, which teams stand to win, and the seat's own spice,
hand and reserves."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from engine.core.ruleset import Seen

from ..data import STRONGHOLDS

HAND_LIMIT = 4
"""VIII.A: four cards; the Harkonnen eight."""


@dataclass(frozen=True)
class Position:
    """What the seat knows of the board now."""

    me: str
    public: dict[str, Any]
    private: dict[str, Any]

    @classmethod
    def of(cls, seen: Seen) -> Position:
        return cls(seen.side, seen.view.get("public", {}), seen.view.get("private", {}))

    @property
    def turn(self) -> int:
        return int(self.public.get("turn", 0))

    @property
    def spice(self) -> int:
        return int(self.private.get("spice", 0))

    @property
    def hand(self) -> list[str]:
        return list(self.private.get("hand", []))

    @property
    def hand_limit(self) -> int:
        return 8 if self.me == "harkonnen" else HAND_LIMIT

    @property
    def reserves(self) -> int:
        return int(self.public.get("players", {}).get(self.me, {}).get("reserves", 0))

    @property
    def factions(self) -> list[str]:
        return list(self.public.get("players", {}))

    @property
    def targets(self) -> tuple[str, ...]:
        """The territories held for victory: the five strongholds (IV), with the options'
        sietches and Shield Wall (XVIII) as the view tells them."""
        return tuple(self._victory.get("territories", STRONGHOLDS))

    @property
    def _victory(self) -> dict[str, Any]:
        return dict(self.public.get("victory") or {})

    def worth(self, territories: set[str]) -> int:
        """How many strongholds the territories count for (XVIII.C.1: the cities two each
        with the sietches)."""
        extra = self._victory.get("worth", {})
        return sum(int(extra.get(t, 1)) for t in territories)

    def occupants(self, territory: str) -> dict[str, int]:
        """Faction -> tokens in a territory (every sector), advisors left out (XV.B.4)."""
        out: dict[str, int] = {}
        advisors = territory in self.public.get("advisors", [])
        for stack in self.public.get("forces", {}).get(territory, {}).values():
            for faction, n in stack.items():
                if advisors and faction == "bene_gesserit":
                    continue
                out[faction] = out.get(faction, 0) + n
        return out

    def held_by(self, faction: str) -> set[str]:
        return {t for t in self.targets if self.occupants(t).get(faction, 0) > 0}

    @cached_property
    def teams(self) -> list[frozenset[str]]:
        """Each alliance, and each faction outside one (XII.E.1)."""
        allied = [frozenset(a) for a in self.public.get("alliances", [])]
        inside = set().union(*allied) if allied else set()
        return allied + [frozenset({f}) for f in self.factions if f not in inside]

    def team_of(self, faction: str) -> frozenset[str]:
        return next((t for t in self.teams if faction in t), frozenset({faction}))

    def team_held(self, team: frozenset[str]) -> set[str]:
        return set().union(*(self.held_by(f) for f in team))

    def needed(self, team: frozenset[str]) -> int:
        """What the team must hold to win, as the view tells it for a team of its size
        (IV, XVIII); three alone, four allied or in a two-player game when it does not."""
        by_size = self._victory.get("needed")
        if by_size:
            return int(by_size[min(len(team), len(by_size)) - 1])
        return 4 if len(team) > 1 or len(self.factions) == 2 else 3

    @cached_property
    def threats(self) -> list[frozenset[str]]:
        """Other teams that would win were the turn to end now, most dangerous first."""
        mine = self.team_of(self.me)
        out = [t for t in self.teams if t != mine
               and self.worth(self.team_held(t)) >= self.needed(t)]
        return sorted(out, key=lambda t: -self.worth(self.team_held(t)))

    def threatened(self) -> set[str]:
        """The strongholds of threatening teams: where forces must go to stop a win."""
        return set().union(*(self.team_held(t) for t in self.threats)) if self.threats \
            else set()

    def leader(self) -> frozenset[str] | None:
        """The other team closest to winning (most strongholds, then most tokens on the
        board), or None if nobody else holds any."""
        mine = self.team_of(self.me)
        others = [t for t in self.teams if t != mine and self.team_held(t)]
        if not others:
            return None
        return max(others, key=lambda t: (self.worth(self.team_held(t)) - self.needed(t),
                                          self.on_board(t)))

    def on_board(self, team: frozenset[str]) -> int:
        return sum(n for t in self.public.get("forces", {})
                   for f, n in self.occupants(t).items() if f in team)

    def spice_at(self, territory: str) -> int:
        return sum(self.public.get("spice", {}).get(territory, {}).values())

    def open_strongholds(self) -> list[str]:
        """Strongholds holding no other faction (ours to take without a fight)."""
        friends = self.team_of(self.me)
        return [t for t in self.targets
                if not any(f not in friends for f in self.occupants(t))]
