"""Small steps several phases share: drawing cards, choosing a sector, naming things."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import EventLog, Rng, RuleError

from ..board import forces
from ..data import TERRITORIES, Faction, UnknownName, resolve_territory
from ..model.state import ClassicState, Player


def draw_treachery(state: ClassicState) -> str | None:
    """Top card of the treachery deck; an empty deck is restocked from the discards (III.C)."""
    if not state.treachery_deck and state.treachery_discard:
        rng = Rng(state.rng)
        state.treachery_deck = state.treachery_discard
        state.treachery_discard = []
        rng.shuffle(state.treachery_deck)
        state.rng = rng.state
    return state.treachery_deck.pop() if state.treachery_deck else None


def deal_treachery(state: ClassicState, player: Player, n: int, log: EventLog) -> None:
    """Deal cards face down to one player: only that player learns what they are."""
    for _ in range(n):
        card = draw_treachery(state)
        if card is None:
            return
        player.hand.append(card)
        log.private(player.seat, "card", f"You receive {card}.", card=card)


def owed(state: ClassicState, faction: Faction) -> int:
    """Spice this faction's standing top bid will cost if the card is sold to it now."""
    b = state.bidding
    if b is None or b.turn is None or b.high_bidder != faction or b.karama_buyer == faction:
        return 0
    return b.high_bid


def free_spice(state: ClassicState, faction: Faction) -> int:
    """Spice a faction may give away now: what its standing top bid needs stays, so the bid
    can be paid when the card is sold (XIII.C: deals are honoured)."""
    pledged = sum(state.support.get(faction, {}).values())
    return state.players[faction].spice - max(0, owed(state, faction) - pledged)


def check_free(state: ClassicState, faction: Faction, amount: int) -> None:
    """Refuse to move away spice the faction's standing top bid needs."""
    if amount > free_spice(state, faction) and amount <= state.players[faction].spice:
        raise RuleError(f"Your top bid of {owed(state, faction)} on the card up for bid "
                        "needs that spice.", rule="VIII.C",
                        hint=f"Move at most {max(0, free_spice(state, faction))} until the "
                        "card is sold.")


def territory(text: str) -> str:
    try:
        return resolve_territory(text)
    except UnknownName as err:
        raise RuleError(str(err)) from None


def choose_sector(
    state: ClassicState, territory: str, sector: int | None, *, allow_storm: bool = False,
    legal: Callable[[int], bool] | None = None,
) -> int:
    """IX.C.2.d: a player names the sector when a territory spans several; when only one of
    them is open (the others in the storm, IX.C.1.c and IX.C.2.c, or out of the group's
    reach when `legal` says which the group can reach), that one is meant."""
    sectors = TERRITORIES[territory].sectors
    if sector is None:
        if len(sectors) == 1:
            return sectors[0]
        open_ = [s for s in sectors if (allow_storm or not forces.in_storm(state, territory, s))
                 and (legal is None or legal(s))]
        if len(open_) == 1:
            return open_[0]
        if open_:
            raise RuleError(
                f"{territory} spans sectors {', '.join(map(str, sectors))}; you may end in "
                f"{_either(open_)}: say which.", rule="IX.C.2.d",
                hint=f"Add a sector, e.g. `... {territory} {open_[0]}`.")
        raise RuleError(
            f"{territory} spans sectors {', '.join(map(str, sectors))}: say which.",
            rule="IX.C.2.d", hint=f"Add a sector, e.g. `... {territory} {sectors[0]}`.")
    if sector not in sectors:
        raise RuleError(
            f"{territory} lies in sector(s) {', '.join(map(str, sectors))}, not {sector}."
        )
    return sector


def _either(sectors: list[int]) -> str:
    words = [f"sector {s}" for s in sectors]
    return ", ".join(words[:-1]) + " or " + words[-1]


def source_section(
    state: ClassicState, player: Player, territory: str, sector: int | None, n: int
) -> int:
    """The section a group leaves from: named, or the only one holding the player's tokens."""
    held = {
        s: c for s, stack in state.forces.get(territory, {}).items()
        if (c := stack.get(player.faction, 0))
    }
    if not held:
        raise RuleError(f"You have no tokens in {territory}.")
    if sector is None:
        if len(held) > 1:
            where = ", ".join(f"{c} in sector {s}" for s, c in sorted(held.items()))
            raise RuleError(
                f"Your tokens in {territory} are in several sectors ({where}); "
                "they move as separate groups.",
                rule="Q&A B.1",
                hint="Name the sector with `from_sector=N`.",
            )
        sector = next(iter(held))
    if held.get(sector, 0) < n:
        raise RuleError(
            f"You have {held.get(sector, 0)} tokens in {territory} sector {sector}, not {n}."
        )
    return sector


def landing_sector(state: ClassicState, faction: Faction, target: str, sector: int | None,
                   rule: str, *, into_storm: bool = False) -> int:
    """The sector where tokens arrive in a territory, checked against what closes it to
    them: the storm (unless `into_storm`), a stronghold held by two others, an ally
    (XII.E.5)."""
    sector = choose_sector(state, target, sector, allow_storm=into_storm)
    if forces.in_storm(state, target, sector) and not into_storm:
        raise RuleError(f"{target} sector {sector} is in the storm.", rule=rule)
    if forces.stronghold_full(state, target, faction):
        raise RuleError(f"{target} already holds two other factions.", rule=rule)
    if forces.ally_blocks(state, target, faction):
        raise RuleError(f"Your ally already has tokens in {target}.", rule="XII.E.5")
    return sector
