"""THE DUEL (1984): what the arena conserves: the 25 Dueling cards (deck, discards and
hands, IV.3, V.12), hands of at most four (V.4), at most six blocks on straight borders
(V.10), and a fight's leaders alive, its backing never negative."""

from __future__ import annotations

from collections import Counter

from ..data.dueling import deck as full_deck
from ..model.duel import HAND_LIMIT
from ..model.state import ClassicState
from ..phases.arena_world import arena_of


def arena_problems(state: ClassicState) -> list[str]:
    out: list[str] = []
    cards = state.dueling
    if cards is None:
        return ["Dueling cards missing in a game with THE DUEL"] if state.options.duel else []
    arena = arena_of(state)
    held = Counter(cards.deck + cards.discard)
    for faction, hand in cards.hands.items():
        held.update(hand)
        if len(hand) > HAND_LIMIT:
            out.append(f"{faction.value}: {len(hand)} Dueling cards, more than {HAND_LIMIT}")
    deck = Counter(full_deck(arena.cards))
    if held != deck:
        out.append(f"Dueling cards: {sorted((held - deck).elements())} extra, "
                   f"{sorted((deck - held).elements())} missing")
    fight = state.fight
    if fight is None:
        return out
    if len(fight.blocks) > arena.blocks or any(not arena.is_straight(a, b)
                                               for a, b in fight.blocks):
        out.append(f"arena: blocks {fight.blocks} off the straight borders or too many")
    if any(n < 0 for n in fight.backing.values()):
        out.append("arena: negative backing")
    for faction in fight.standing:
        leader = fight.leaders.get(faction)
        if leader in state.players[faction].leaders_in_tanks:
            out.append(f"arena: {leader} fights from the tanks")
    return out
