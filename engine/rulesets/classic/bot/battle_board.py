"""What the bot reads of a battle from its seat's view: the sides, their tokens and what
they may dial, the leaders each may field, and what winning the territory is worth."""

from __future__ import annotations

from dataclasses import dataclass

from engine.boards.arrakis.territories import STRONGHOLDS

from ..board.starred import STARRED_NAMES
from ..board.strength import ORDINARY, Stack, token_strength
from ..data import LEADERS, Faction
from ..data.main_leaders import EVERY_LEADER

MAIN_VALUE = 8
"""A main leader's value (THE DUEL, III.1: 10, or 8 in the Italian note): the option is not
in the view, so the lower is assumed."""
DECISIVE = 20.0
"""The stake added when the battle decides the game (XI)."""
WIN_STRONGHOLDS = 3
"""XI: three strongholds win alone; an alliance needs one more for each further member."""


def leader_strength(name: str | None) -> int:
    """A leader's fighting value as the pad prints it; 0 for a Cheap Hero(ine) or none."""
    if name is None or name not in EVERY_LEADER:
        return 0
    return LEADERS[name].strength if name in LEADERS else MAIN_VALUE


@dataclass(frozen=True)
class Fight:
    """The battle being fought, as the seat sees it."""

    territory: str
    me: str
    foe: str
    aggressor: str

    @property
    def attacking(self) -> bool:
        """X.C.2: ties go to the aggressor."""
        return self.me == self.aggressor


def fight(public: dict, me: str) -> Fight | None:
    """The current battle if the seat's side fights in it."""
    b = public.get("battle")
    if not b or me not in (b["aggressor"], b["defender"]):
        return None
    foe = b["defender"] if me == b["aggressor"] else b["aggressor"]
    return Fight(b["territory"], me, foe, b["aggressor"])


def tokens(public: dict, faction: str, territory: str) -> int:
    """A faction's tokens in a territory (every sector)."""
    return sum(stack.get(faction, 0) for stack in public["forces"].get(territory, {}).values())


def worth(public: dict, faction: str, territory: str, foe: str) -> int:
    """The most `faction` may dial there: a starred token counts two (XV; a Sardaukar but
    against the Fremen)."""
    return sum(n * each for _, n, each in stack(public, faction, territory, foe))


def stack(public: dict, faction: str, territory: str, foe: str) -> Stack:
    """A side's tokens there by kind with their worth, as `board.strength.stack` counts
    them (ordinary first, then starred, XV)."""
    starred = public.get("starred", {}).get("board", {}).get(territory, {})
    stars = sum(s.get(faction, 0) for s in starred.values())
    each = token_strength(Faction(faction), True, Faction(foe))
    kinds = ((ORDINARY, tokens(public, faction, territory) - stars, 1),
             (STARRED_NAMES.get(Faction(faction), "starred"), stars, each))
    return tuple(k for k in kinds if k[1])


def leaders_left(public: dict, faction: str) -> list[str]:
    """The leaders `faction` may still field (not in the tanks, not captured), the main
    leader with THE DUEL."""
    gone = set(public["players"].get(faction, {}).get("leaders_in_tanks", ()))
    gone |= set(public.get("captured", ()))
    names = [n for n, x in LEADERS.items() if x.faction == faction and n not in gone]
    main = public.get("main_leaders", {}).get(faction)
    if main and main not in gone:
        names.append(main)
    return names


def best_leader(public: dict, faction: str) -> int:
    """The strongest value `faction` may field (0 with no leader left)."""
    return max((leader_strength(n) for n in leaders_left(public, faction)), default=0)


def allies(public: dict, faction: str) -> set[str]:
    """The faction and its allies."""
    for members in public.get("alliances", ()):
        if faction in members:
            return set(members)
    return {faction}


def victory(public: dict) -> dict:
    """What wins this game, as the public view tells it (IV, XVIII)."""
    return dict(public.get("victory") or {})


def targets(public: dict) -> tuple[str, ...]:
    """The territories held for victory: the five strongholds and the options' others."""
    return tuple(victory(public).get("territories", STRONGHOLDS))


def needed(public: dict, side: set[str]) -> int:
    """Strongholds the side must hold to win (three alone, one more a partner when the
    view does not say)."""
    by_size = victory(public).get("needed")
    if by_size:
        return int(by_size[min(len(side), len(by_size)) - 1])
    return WIN_STRONGHOLDS + len(side) - 1


def strongholds_held(public: dict, side: set[str]) -> int:
    """What the strongholds where `side` has tokens and no one else has count for."""
    worth = victory(public).get("worth", {})
    held = 0
    for territory in targets(public):
        there = {f for stack in public["forces"].get(territory, {}).values()
                 for f, n in stack.items() if n}
        held += int(worth.get(territory, 1)) if there and there <= side else 0
    return held


def stake(public: dict, f: Fight) -> float:
    """What winning the territory is worth, in tokens: a stronghold, the spice lying there,
    and far more when the foe's side would hold enough strongholds to win with it (XI) or
    the seat's would."""
    value = 1.0
    if f.territory in targets(public):
        value += 6
        for side in (allies(public, f.foe), allies(public, f.me)):
            if strongholds_held(public, side) + 1 >= needed(public, side):
                value += DECISIVE
    value += 0.5 * sum(public.get("spice", {}).get(f.territory, {}).values())
    return value
