"""The board as a bot's seat sees it: built from the public view only (never the game's
state), with the questions the bot asks of it: who holds which strategic regions alone
(OBJECTIFS), who is one region short of winning, what force can reach a region."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from typing import Any

from engine.core.ruleset import Seen

from .data import (
    DEFAULT_MAP,
    FACTION_DICE,
    WORM,
    Construction,
    Die,
    Faction,
    strategic_to_win,
)
from .state import Step

BEFORE_RECRUITING = frozenset(s.value for s in (Step.ROLL, Step.AXOLOTL, Step.HARVEST,
                                               Step.ALLIANCE))
BEFORE_MOVING = BEFORE_RECRUITING | {Step.RECRUIT.value, Step.KANLY.value, Step.LAND.value}


class Board:
    """One seat's reading of the public view: cubes by region and faction, the storm, the
    constructions, the dice and the turn."""

    def __init__(self, seen: Seen) -> None:
        public: Mapping[str, Any] = seen.view["public"]
        self.public = public
        self.me = seen.side
        self.map = DEFAULT_MAP
        self.storm: int = public["storm"]
        self.cubes: dict[str, dict[str, int]] = {
            region: {f: u["troop"] + 2 * u["elite"] for f, u in here.items()}
            for region, here in public["board"].items()}
        self.counts: dict[str, dict[str, int]] = {
            region: {f: u["troop"] + u["elite"] for f, u in here.items()}
            for region, here in public["board"].items()}
        self.constructions: dict[str, str] = public["constructions"]
        self.turn: Mapping[str, Any] = public["turn"]
        self.seats = {f: s for s, f in public["factions"].items() if f}
        self.need = strategic_to_win(len(public["order"]))

    # -- the map -----------------------------------------------------------------------------

    def strategic(self, region: str) -> bool:
        spec = self.map.region(region)
        return spec is not None and spec.strategic

    def in_storm(self, region: str) -> bool:
        spec = self.map.region(region)
        return spec is not None and spec.zone == self.storm

    def borders(self, a: str, b: str, faction: str | None = None) -> bool:
        """Troops may move from a to b: a border, an Ornithopter in a (DEPLACEMENT), or
        the worm the Fremen ride (LES FREMEN)."""
        return (self.map.adjacent(a, b)
                or self.constructions.get(a) == Construction.ORNITHOPTER.value
                or self.rides(faction or self.me))

    def rides(self, faction: str) -> bool:
        """The Fremen ride the worm of the Spice die to any region."""
        return faction == Faction.FREMEN.value and self.face(Die.SPICE.value) == WORM

    # -- the turn ----------------------------------------------------------------------------

    @property
    def active(self) -> str | None:
        seat = self.public["active"]
        return self.public["factions"].get(seat)

    @cached_property
    def friends(self) -> frozenset[str]:
        """My faction and, this turn, my ally (the active player's ally or the active
        player if I am the ally)."""
        ally, active = self.turn.get("ally"), self.active
        if ally and self.me in (ally, active):
            return frozenset({self.me, ally, active or self.me})
        return frozenset({self.me})

    def face(self, die: str) -> str:
        dice = self.public["dice"]
        return dice["faces"].get(die, "") if dice else ""

    def kept(self) -> list[str]:
        dice = self.public["dice"]
        return list(dice["kept"]) if dice else []

    def card(self, faction: str) -> Mapping[str, Any]:
        return self.public["cards"][self.seats[faction]]

    # -- holding -----------------------------------------------------------------------------

    def mine(self, region: str, faction: str | None = None) -> int:
        return self.counts.get(region, {}).get(faction or self.me, 0)

    def enemy_strength(self, region: str) -> int:
        """Strength (large cubes count two) of the factions in a region that are not my
        friends."""
        return sum(n for f, n in self.cubes.get(region, {}).items() if f not in self.friends)

    def holder(self, region: str) -> str | None:
        """The faction that holds a region alone, if one does."""
        here = self.counts.get(region, {})
        return next(iter(here)) if len(here) == 1 else None

    def held_alone(self, faction: str) -> list[str]:
        return [r for r in self.map.strategic if self.holder(r) == faction]

    def held_by(self, side: frozenset[str]) -> list[str]:
        return [r for r in self.map.strategic
                if self.counts.get(r) and set(self.counts[r]) <= side]

    def danger(self, faction: str) -> int:
        """How close a rival is to a lone victory: regions it holds alone, the most a
        threat can hold (one short of winning counts as much as winning)."""
        return min(len(self.held_alone(faction)), self.need)

    def threat(self, faction: str | None) -> float:
        """Worth of hurting `faction`: a rival one region short of winning matters most."""
        if faction is None or faction in self.friends:
            return 0.0
        short = self.need - self.danger(faction)
        return 6.0 if short <= 1 else 2.0 if short == 2 else 1.0

    def reach(self, goal: str, faction: str | None = None) -> int:
        """The strength that can move into `goal` this turn, leaving one cube in each
        strategic region held alone."""
        faction = faction or self.me
        if self.in_storm(goal):
            return 0
        total = 0
        for region, here in self.counts.items():
            n = here.get(faction, 0)
            if (region == goal or not n or self.in_storm(region)
                    or not self.borders(region, goal, faction)):
                continue
            keep = 1 if self.strategic(region) and self.holder(region) == faction else 0
            total += (n - keep) * self.elite_factor(faction)
        return total

    def landable(self) -> int:
        """Strength I may still land in the Polar Sink before moving this turn (it borders
        every region): my card's cubes, plus a cube per Faction die of mine still to
        recruit, as far as the turn's spice pays (a Fremen cube costs 2)."""
        step = self.public["step"]
        if self.active != self.me or step not in BEFORE_MOVING:
            return 0
        spice = self.turn["spice"]
        if step in (Step.ROLL.value, Step.AXOLOTL.value):
            face = self.face(Die.SPICE.value)
            spice = int(face) if face.isdigit() else 0
        card = self.card(self.me)
        cubes = card["card"]["troop"] + card["card"]["elite"]
        if step in BEFORE_RECRUITING:
            cubes += sum(self.face(d.value) == self.me for d in FACTION_DICE)
        if self.me == Faction.SMUGGLERS.value:
            cubes = card["reserve"]["troop"]
        price = 2 if self.me in (Faction.FREMEN.value, Faction.SMUGGLERS.value) else 1
        return min(cubes, spice // price) * self.elite_factor(self.me)

    def elite_factor(self, faction: str) -> int:
        """The Fremen's cubes are all large: two in combat."""
        return 2 if faction == Faction.FREMEN.value else 1
