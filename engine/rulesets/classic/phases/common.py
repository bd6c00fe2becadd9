"""Small steps several phases share: drawing cards, choosing a sector, naming things."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import EventLog, Rng, RuleError
from engine.core.words import Say, T, Text, joined

from ..board import forces
from ..data import TERRITORIES, Faction, UnknownName, resolve_territory
from ..data.words import card_word, faction_word, place_word
from ..model.state import ClassicState, Player


def factions_joined(factions: list[Faction] | tuple[Faction, ...], sep: str = ", ") -> Text:
    """Several factions' names, one after the other (`Atreides, Harkonnen`)."""
    return joined([faction_word(f) for f in factions], sep)


def numbers(values: list[int] | tuple[int, ...]) -> str:
    """Sector numbers as they are written: `1, 2, 3`."""
    return ", ".join(map(str, values))


def unknown(err: Exception) -> Say:
    """The words of a name that matches nothing (the names' own message when it has one)."""
    words = getattr(err, "words", None)
    return words if isinstance(words, Text) else str(err)


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
        log.private(player.seat, "card", T("classic-you-receive-card",
                                                   card=card_word(card)), card=card)


def owed(state: ClassicState, faction: Faction) -> int:
    """Spice this faction's standing top bid will cost if the card is sold to it now."""
    auction = state.harvest.auction if state.harvest else None
    if auction is not None and auction.turn is not None:  # THE SPICE HARVEST, V.3.a
        return auction.high_bid if auction.high_bidder == faction else 0
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
        raise RuleError(T("classic-top-bid-needs-spice", bid=owed(state, faction)),
                        rule="VIII.C", hint=T("classic-move-at-most-until-sold",
                                              count=max(0, free_spice(state, faction))))


def territory(text: str) -> str:
    try:
        return resolve_territory(text)
    except UnknownName as err:
        raise RuleError(unknown(err)) from None


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
                T("classic-spans-sectors-end-in", territory=place_word(territory),
                  sectors=numbers(sectors), open=_either(open_)), rule="IX.C.2.d",
                hint=T("classic-add-a-sector", territory=place_word(territory),
                       sector=open_[0]))
        raise RuleError(
            T("classic-spans-sectors", territory=place_word(territory),
              sectors=numbers(sectors)),
            rule="IX.C.2.d", hint=T("classic-add-a-sector", territory=place_word(territory),
                                    sector=sectors[0]))
    if sector not in sectors:
        raise RuleError(T("classic-lies-in-sectors", territory=place_word(territory),
                          sectors=numbers(sectors), sector=sector))
    return sector


def _either(sectors: list[int]) -> Text:
    words = [T("classic-sector", sector=s) for s in sectors]
    if len(words) == 1:
        return words[0]
    return T("classic-or", rest=joined(words[:-1], ", "), last=words[-1])


def source_section(
    state: ClassicState, player: Player, territory: str, sector: int | None, n: int
) -> int:
    """The section a group leaves from: named, or the only one holding the player's tokens."""
    held = {
        s: c for s, stack in state.forces.get(territory, {}).items()
        if (c := stack.get(player.faction, 0))
    }
    if not held:
        raise RuleError(T("classic-no-tokens-in", territory=place_word(territory)))
    if sector is None:
        if len(held) > 1:
            where = joined([T("classic-count-in-sector", count=c, sector=s)
                            for s, c in sorted(held.items())], ", ")
            raise RuleError(
                T("classic-tokens-in-several-sectors", territory=place_word(territory),
                  where=where),
                rule="Q&A B.1",
                hint=T("classic-name-the-sector"),
            )
        sector = next(iter(held))
    if held.get(sector, 0) < n:
        raise RuleError(T("classic-tokens-in-sector-not", count=held.get(sector, 0),
                          territory=place_word(territory), sector=sector, n=n))
    return sector


def landing_sector(state: ClassicState, faction: Faction, target: str, sector: int | None,
                   rule: str, *, into_storm: bool = False) -> int:
    """The sector where tokens arrive in a territory, checked against what closes it to
    them: the storm (unless `into_storm`), a stronghold held by two others, an ally
    (XII.E.5)."""
    sector = choose_sector(state, target, sector, allow_storm=into_storm)
    if forces.in_storm(state, target, sector) and not into_storm:
        raise RuleError(T("classic-sector-in-storm", territory=place_word(target),
                          sector=sector), rule=rule)
    if forces.stronghold_full(state, target, faction):
        raise RuleError(T("classic-holds-two-others", territory=place_word(target)), rule=rule)
    if forces.ally_blocks(state, target, faction):
        raise RuleError(T("classic-ally-already-in", territory=place_word(target)),
                        rule="XII.E.5")
    return sector
