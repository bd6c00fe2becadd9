"""Reading and changing who stands where, and what the storm covers.

Every change of tokens goes through `add`/`remove`/`to_tanks`, which keep the per-section
maps free of zero entries, so states compare and serialise canonically. The starred tokens
(XV) are counted the same way in `ClassicState.starred`, a part of `forces`; `remove` says
how many of the tokens it took were starred, so the caller puts them down as starred again.
"""

from __future__ import annotations

from ..data import POLAR_SINK, TERRITORIES, Faction
from ..model.state import ClassicState, Player
from .strongholds import is_stronghold


def count(state: ClassicState, faction: Faction, territory: str, sector: int) -> int:
    return state.forces.get(territory, {}).get(sector, {}).get(faction, 0)


def total_in(state: ClassicState, faction: Faction, territory: str) -> int:
    return sum(s.get(faction, 0) for s in state.forces.get(territory, {}).values())


def on_planet(state: ClassicState, faction: Faction) -> int:
    return sum(
        stack.get(faction, 0) for sectors in state.forces.values() for stack in sectors.values()
    )


def occupants(state: ClassicState, territory: str) -> set[Faction]:
    return {f for stack in state.forces.get(territory, {}).values() for f in stack}


def advising(state: ClassicState, faction: Faction, territory: str) -> bool:
    """XV.B.4: the Bene Gesserit coexist here: their tokens count for nothing but storms,
    worms and explosions, which still take them."""
    return faction == Faction.BENE_GESSERIT and territory in state.advisors


def present(state: ClassicState, territory: str) -> set[Faction]:
    """The factions whose tokens count here: occupants, less coexisting advisors."""
    return {f for f in occupants(state, territory) if not advising(state, f, territory)}


def at_least(state: ClassicState, territory: str, count: int,
             besides: Faction | None = None) -> bool:
    """Whether `count` factions or more, `besides` not counted, are `present` here: the
    length of that set, found without building it, as the battle round (every territory,
    every aggressor) and a move's walk (every stronghold it reaches) ask it."""
    seen: list[Faction] = []
    for stack in state.forces.get(territory, {}).values():
        for f in stack:
            if f != besides and f not in seen and not advising(state, f, territory):
                seen.append(f)
                if len(seen) >= count:
                    return True
    return False


def fighting_in(state: ClassicState, faction: Faction, territory: str) -> int:
    """Tokens that count in a territory (control, collection, ornithopters): none while
    they coexist (XV.B.4)."""
    return 0 if advising(state, faction, territory) else total_in(state, faction, territory)


def has_ornithopters(state: ClassicState, faction: Faction) -> bool:
    """IX.C.2.a, XI.A: tokens in Arrakeen or Carthag (advisors do not count, XV.B.4)."""
    return any(fighting_in(state, faction, t) for t in ("Arrakeen", "Carthag"))


def sections_of(state: ClassicState, faction: Faction) -> list[tuple[str, int, int]]:
    """(territory, sector, tokens) for every section holding this faction's tokens."""
    return [
        (territory, sector, stack[faction])
        for territory, sectors in state.forces.items()
        for sector, stack in sectors.items()
        if faction in stack
    ]


def starred_count(state: ClassicState, faction: Faction, territory: str, sector: int) -> int:
    """XV: how many of this faction's tokens in the section are starred."""
    return state.starred.get(territory, {}).get(sector, {}).get(faction, 0)


def starred_in(state: ClassicState, faction: Faction, territory: str) -> int:
    return sum(s.get(faction, 0) for s in state.starred.get(territory, {}).values())


def split(total: int, starred_here: int, n: int, starred: int | None = None) -> int:
    """How many of `n` tokens taken from a stack of `total` (`starred_here` starred) are
    starred: the number asked, or else ordinary tokens first (a starred token is never worth
    less, so this is what a player loses or leaves behind when he does not say)."""
    if starred is None:
        return max(0, n - (total - starred_here))
    if not 0 <= starred <= min(n, starred_here) or n - starred > total - starred_here:
        raise ValueError(f"{starred} starred of {n} from {total} ({starred_here} starred)")
    return starred


def add(state: ClassicState, faction: Faction, territory: str, sector: int, n: int,
        starred: int = 0) -> None:
    if n <= 0:
        return
    stack = state.forces.setdefault(territory, {}).setdefault(sector, {})
    stack[faction] = stack.get(faction, 0) + n
    if starred:
        elite = state.starred.setdefault(territory, {}).setdefault(sector, {})
        elite[faction] = elite.get(faction, 0) + starred


def remove(state: ClassicState, faction: Faction, territory: str, sector: int, n: int,
           starred: int | None = None) -> int:
    """Take `n` tokens off a section; return how many of them are starred (`split`)."""
    stack = state.forces[territory][sector]
    left = stack[faction] - n
    if left < 0:
        raise ValueError(f"{faction} has fewer than {n} tokens in {territory} ({sector})")
    taken = split(stack[faction], starred_count(state, faction, territory, sector), n, starred)
    _drop(state.starred, faction, territory, sector, taken)
    _drop(state.forces, faction, territory, sector, n)
    if territory in state.advisors and not total_in(state, faction, territory) \
            and faction == Faction.BENE_GESSERIT:
        state.advisors.remove(territory)  # XV.B.4: the last advisor gone (storm, worm, move)
    return taken


def _drop(where: dict[str, dict[int, dict[Faction, int]]], faction: Faction, territory: str,
          sector: int, n: int) -> None:
    """Lower one count, removing an emptied entry and its emptied parents."""
    if n <= 0:
        return
    stack = where[territory][sector]
    if stack[faction] > n:
        stack[faction] -= n
        return
    del stack[faction]
    if not stack:
        del where[territory][sector]
        if not where[territory]:
            del where[territory]


def to_tanks(state: ClassicState, faction: Faction, territory: str, sector: int) -> int:
    """Send every token of a faction in one section to the Tleilaxu Tanks; return how many."""
    n = count(state, faction, territory, sector)
    if n:
        send_to_tanks(state, faction, territory, sector, n)
    return n


def send_to_tanks(state: ClassicState, faction: Faction, territory: str, sector: int, n: int,
                  starred: int | None = None) -> int:
    """Send `n` of a section's tokens to the tanks; return how many were starred."""
    taken = remove(state, faction, territory, sector, n, starred)
    player = state.players[faction]
    player.tanks += n
    player.starred_tanks += taken
    return taken


def from_reserves(player: Player, n: int, starred: int | None = None) -> int:
    """Take `n` tokens from a player's reserves; return how many are starred (`split`)."""
    taken = split(player.reserves, player.starred_reserves, n, starred)
    player.reserves -= n
    player.starred_reserves -= taken
    return taken


def from_tanks(player: Player, n: int, starred: int | None = None) -> int:
    """Take `n` tokens from a player's tanks; return how many are starred (`split`)."""
    taken = split(player.tanks, player.starred_tanks, n, starred)
    player.tanks -= n
    player.starred_tanks -= taken
    return taken


def protected(state: ClassicState, territory: str) -> bool:
    """The Polar Sink is never in storm (IX.C.2.e); the Shield Wall shelters its basin."""
    t = TERRITORIES[territory]
    return territory == POLAR_SINK or (state.shield_wall and t.shield_wall)


def in_storm(state: ClassicState, territory: str, sector: int) -> bool:
    return sector == state.storm and not protected(state, territory)


def add_spice(state: ClassicState, territory: str, sector: int, amount: int) -> None:
    if amount <= 0:
        return
    state.bank -= amount
    sectors = state.spice.setdefault(territory, {})
    sectors[sector] = sectors.get(sector, 0) + amount


def take_spice(state: ClassicState, territory: str, sector: int, amount: int) -> int:
    """Remove up to `amount` spice from a section; return what was there to take."""
    here = state.spice.get(territory, {}).get(sector, 0)
    taken = min(here, amount)
    if taken == here and here:
        del state.spice[territory][sector]
        if not state.spice[territory]:
            del state.spice[territory]
    elif taken:
        state.spice[territory][sector] = here - taken
    return taken


def clear_spice(state: ClassicState, territory: str, sector: int) -> int:
    """Return a section's spice to the bank; how much it was."""
    taken = take_spice(state, territory, sector, 10**9)
    state.bank += taken
    return taken


def allies(state: ClassicState, faction: Faction) -> set[Faction]:
    for alliance in state.alliances:
        if faction in alliance:
            return set(alliance) - {faction}
    return set()


def allied(state: ClassicState, faction: Faction, other: Faction) -> bool:
    """Whether two factions are allies: `other in allies(state, faction)` without building
    the set, for the checks run after every command (Kanly threats, THE DUEL V.1)."""
    return faction != other and any(faction in alliance and other in alliance
                                    for alliance in state.alliances)


def stronghold_full(state: ClassicState, territory: str, faction: Faction) -> bool:
    """IX.C.1.c, IX.C.2.f: a stronghold already held by two other factions is closed
    (coexisting advisors hold nothing, XV.B.4)."""
    if not is_stronghold(state.options, territory):
        return False
    return at_least(state, territory, 2, besides=faction)


def ally_blocks(state: ClassicState, territory: str, faction: Faction) -> bool:
    """XII.E.5: allies may not enter a territory (but the Polar Sink) where an ally stands
    (an ally's coexisting advisors are not there, XV.B.4)."""
    if territory == POLAR_SINK:
        return False
    mine = allies(state, faction)  # none for most factions: who is here is not looked up
    return bool(mine) and bool(present(state, territory) & mine)
