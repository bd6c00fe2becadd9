"""Conservation laws of the 1984 expansions, checked after every command with the others
(`invariants.problems`): THE SPICE HARVEST's cards are never made or lost (III: the
Harvest, Access and Share cards), a commitment is made of cards its player holds (V.6.a);
and a player out of THE DUEL's game holds nothing of it (VII: "All of your holdings are
vacated"). The arena's own laws are in `invariants_arena.py`."""

from __future__ import annotations

from collections import Counter

from ..data.harvest import ACCESS_DECK, HARVEST_DECK, SHARE_CARDS
from ..model.state import ClassicState
from ..phases import access


def expansion_problems(state: ClassicState) -> list[str]:
    return _harvest_problems(state) + _placement_problems(state) + _out_holdings(state)


def _beyond(cards: Counter, deck: tuple) -> list:
    """The cards of `cards` the deck does not hold (as many times as they are extra)."""
    return sorted((cards - Counter(deck)).elements())


def _harvest_problems(state: ClassicState) -> list[str]:
    """III.2-4, V.3: the Access cards are in the deck, up for bid or bought, all 52 of them;
    the Harvest cards drawn and left, and the Share cards handed out, are of the decks."""
    h = state.harvest
    if h is None:
        return []
    out: list[str] = []
    if not state.options.spice_harvest:
        out.append("a Spice Harvest without the option")
    up = h.auction.cards[h.auction.index:] if h.auction else []
    cards = Counter(h.access_deck + up + [c for held in h.access.values() for c in held])
    if cards != Counter(ACCESS_DECK):
        out.append(f"Access cards: {_beyond(cards, ACCESS_DECK)} extra, "
                   f"{sorted((Counter(ACCESS_DECK) - cards).elements())} missing")
    extra = _beyond(Counter(h.harvest_deck + h.drawn), HARVEST_DECK)
    if extra:
        out.append(f"Harvest cards beyond the deck: {extra}")
    extra = _beyond(Counter(n for held in h.shares.values() for n in held), SHARE_CARDS)
    if extra:
        out.append(f"Share cards beyond the deck: {extra}")
    if h.step == "vote" and (h.manager in h.shares or h.manager in h.votes):
        out.append("the Manager holds a share or a vote (V.1.b, IV.4)")
    if any(n < 0 for n in h.commitments.values()):
        out.append("a negative commitment of spice")
    return out


def _placement_problems(state: ClassicState) -> list[str]:
    """V.4-6: the Access cards held are cards of the deck, and each commitment names
    stronghold cards and troop cards its player holds, 20 troops at most."""
    p = state.placement
    if p is None:
        return []
    out: list[str] = []
    extra = _beyond(Counter(c for held in p.access.values() for c in held), ACCESS_DECK)
    if extra:
        out.append(f"Access cards beyond the deck: {extra}")
    for faction, chosen in p.commitments.items():
        hand = p.access.get(faction, [])
        troops = [access.troop_card(n) for values in chosen.values() for n in values]
        if not set(chosen) <= set(hand) or not access.holds(hand, troops) \
                or sum(n for values in chosen.values() for n in values) > 20:
            out.append(f"{faction.value}: a commitment {chosen} beyond its cards {hand}")
    return out


def _out_holdings(state: ClassicState) -> list[str]:
    """VII: a player out of the game holds no Dueling card, lays or faces no Residual
    Poison, threatens or is threatened with no Kanly, and stands in no fight."""
    out: list[str] = []
    hands = state.dueling.hands if state.dueling else {}
    fight = state.fight
    for faction in state.out:
        held = [bool(hands.get(faction)),
                any(faction in (p.by, p.target) for p in state.poisons),
                any(faction in (t.by, t.against) for t in state.threats),
                fight is not None and faction in fight.standing]
        if any(held):
            out.append(f"{faction.value}: out of the game, yet holds Dueling cards, a poison, "
                       f"a threat or a place in the arena {held}")
    return out
