"""The 1984 expansions' secrets dealt anew, for `disguise.disguise`: what one seat may not
know of THE SPICE HARVEST and THE DUEL, redrawn within what the table and the seat know.

- THE SPICE HARVEST: the spice committed for the first Manager until all reveal (IV.4);
  the Harvest cards the Manager drew, until the CHOAM meeting turns them over (V.1.a); the
  Share cards given (V.1.b: each player's own, the Manager's, and the Atreides' who looked,
  VI.1) and the votes (V.2.a) until the reveal; the Access cards bought (V.3.b; the Bene
  Gesserit see every card the others buy, VI.2), up for bid and in the deck; in the
  placement the Access cards held and the commitments before the read-out (V.6.a).
- THE DUEL: the Dueling deck and the others' hands (IV.3); in a fight the leaders face
  down (V.2), the backing chosen while the other fighter has not (V.2), the supporters'
  sides until all have chosen and their leaders until the end (V.3).
- The Residual Poison (VIII.4): the card face down (the poison or a bluff) and the leader
  its player chose are the poisoner's; whether the target will refuse the next bribe is
  the target's.

Counts the table sees (cards bought, Share cards before a player, hand sizes) are kept.
"""

from __future__ import annotations

import functools
import operator
import random
from collections import Counter

from ..board.leaders import leader_value
from ..data import Faction, leaders_of
from ..data.harvest import WORM
from ..model.state import ClassicState
from ..phases import access, arena, residual_poison


def deal(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """Every 1984 secret `me` (None: a spectator) may not know, dealt anew in place, but
    the Residual Poison's card (`deal_poisons`, dealt with the treachery cards)."""
    _deal_commitments(state, me, rng)
    _deal_harvest_cards(state, me, rng)
    _deal_shares(state, me, rng)
    _deal_votes(state, me, rng)
    _deal_access(state, me, rng)
    _deal_placement(state, me, rng)
    _deal_dueling_cards(state, me, rng)
    _deal_fight(state, me, rng)


def _share_out(pool: list, sizes: dict[Faction, int], rng: random.Random) -> dict:
    """`pool` shuffled and dealt, each faction as many as `sizes` says; the rest left."""
    rng.shuffle(pool)
    return {f: [pool.pop() for _ in range(n)] for f, n in sizes.items()}


# -- THE SPICE HARVEST ---------------------------------------------------------------------------


def _deal_commitments(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """IV.4: spice hidden in hand: any part of what the player had (the rest stays behind
    his shield; with open spice the shield's spice is seen, so the bank balances)."""
    h = state.harvest
    if h is None or h.step != "commit":
        return
    for faction, old in h.commitments.items():
        if faction == me:
            continue
        player = state.players[faction]
        if state.options.open_spice:
            new = rng.randint(0, 2 * old + 5)
            state.bank += old - new
        else:
            new = rng.randint(0, old + player.spice)
            player.spice += old - new
        h.commitments[faction] = new


def _deal_harvest_cards(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """V.1.a: the Harvest deck's order is nobody's to know; the cards drawn this year are
    the Manager's until the CHOAM meeting turns them over (none is a Worm: a Worm is shown
    at once). VI.3: the Guild never sees the extra card."""
    h = state.harvest
    if h is None:
        return
    secret = h.step in ("offer", "extra", "report", "vote") and not h.worm
    if not secret or me == h.manager:
        rng.shuffle(h.harvest_deck)
        return
    pool = h.harvest_deck + h.drawn
    rng.shuffle(pool)
    drawn = [c for c in pool if c != WORM][:len(h.drawn)]
    for card in drawn:
        pool.remove(card)
    h.drawn, h.harvest_deck = drawn, pool


def _deal_shares(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """V.1.b: before the reveal, the Share cards before each other player are dealt again
    among the players the seat knows nothing of (keeping how many lie before each, the
    cards given out and so their total); the Manager knows them all, a player his own,
    the Atreides those of the player they looked at (VI.1)."""
    h = state.harvest
    if h is None or h.step != "vote" or me == h.manager:
        return
    known = {me} | ({h.looked} if me == Faction.ATREIDES and h.looked else set())
    unknown = {f: len(cards) for f, cards in h.shares.items() if f not in known}
    pool = [n for f in unknown for n in h.shares[f]]
    h.shares.update(_share_out(pool, unknown, rng))


def _deal_votes(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """V.2.a: the Voting cards lie face down until all have voted."""
    h = state.harvest
    if h is None or h.step != "vote":
        return
    for faction in h.votes:
        if faction != me:
            h.votes[faction] = rng.random() < 0.5


def _deal_access(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """V.3: the cards up for bid are sold sight unseen, the deck is face down, and a buyer
    keeps his cards secret; the Bene Gesserit see every card the others buy (VI.2)."""
    h = state.harvest
    if h is None:
        return
    a = h.auction
    up = a.cards[a.index:] if a else []
    seen_all = me == Faction.BENE_GESSERIT
    hidden = {f: len(cards) for f, cards in h.access.items() if f != me and not seen_all}
    pool = h.access_deck + up + [c for f in hidden for c in h.access[f]]
    h.access.update(_share_out(pool, hidden, rng))
    if a:
        a.cards[a.index:] = [pool.pop() for _ in up]
    h.access_deck = pool
    h.seen = {f: list(h.access[f]) for f in h.seen}  # VI.2: every card the others bought


def _deal_placement(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """V.4-6: until the read-out, the others' Access cards (but those they offer in a trade
    still open) and their commitments, made again from the cards dealt."""
    p = state.placement
    if p is None or p.revealed:
        return
    offered = {f: list(functools.reduce(operator.or_, (Counter(o.gives) for o in p.offers
                                                       if o.proposer == f), Counter())
                       .elements())
               for f in p.access}  # a card offered to two partners is one card
    hidden = {f: len(cards) - len(offered[f]) for f, cards in p.access.items() if f != me}
    pool = [c for f in hidden for c in access.without(p.access[f], offered[f])]
    for faction, cards in _share_out(pool, hidden, rng).items():
        p.access[faction] = access.sort(offered[faction] + cards)
        if faction in p.commitments:
            p.commitments[faction] = _commitment(p.access[faction], rng)


def _commitment(hand: list[str], rng: random.Random) -> dict[str, list[int]]:
    """V.6.a: some of the hand's stronghold cards, each with some of its troop cards
    (at least one), 20 troops at most; or nothing."""
    strongholds = [c for c in hand if access.troops(c) is None]
    troops = [n for n in (access.troops(c) for c in hand) if n is not None]
    rng.shuffle(strongholds)
    rng.shuffle(troops)
    chosen: dict[str, list[int]] = {}
    total = 0
    for stronghold in strongholds[:rng.randint(0, len(strongholds))]:
        if stronghold in chosen or not troops or total + troops[-1] > 20:
            continue
        n = troops.pop()
        chosen[stronghold] = [n]
        total += n
    return {s: sorted(v, reverse=True) for s, v in chosen.items()}


# -- THE DUEL ------------------------------------------------------------------------------------


def _deal_dueling_cards(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """IV.3: each player's Dueling cards are secret (never traded) and the deck face down."""
    cards = state.dueling
    if cards is None:
        return
    hidden = {f: len(hand) for f, hand in cards.hands.items() if f != me}
    pool = cards.deck + [c for f in hidden for c in cards.hands[f]]
    cards.hands.update(_share_out(pool, hidden, rng))
    cards.deck = pool


def _deal_fight(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """V.2: a leader face down is any the fighter could have sent; a backing chosen before
    the other fighter's is any the fighter could pay. V.3: a supporter's side, until all
    have chosen, and its leader, until the end, are its own."""
    fight = state.fight
    if fight is None:
        return
    for faction in list(fight.leaders):
        if faction != me and faction not in fight.revealed:
            own = fight.leaders.pop(faction)
            fight.leaders[faction] = new = rng.choice([*arena.available(state, faction), own])
            if faction in fight.worth:  # V.7: face down, a leader is worth its full value
                fight.worth[faction] = leader_value(state, new)
    if len(fight.pledges) < len(fight.fighters):
        for faction in fight.pledges:
            if faction != me:
                most = arena.backing_most(state, faction)
                fight.pledges[faction] = rng.randint(0, max(0, most))
    for faction, second in list(fight.seconds.items()):
        if faction == me:
            continue
        if fight.step == "seconds":
            second.side = rng.choice(fight.fighters)
        free = [*arena.available(state, faction), second.leader]
        second.leader = rng.choice(free)


def deal_poisons(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """VIII.4: the card face down (the Residual Poison or a worthless card) may be any such
    card of the treachery deck; the leader its player chose, any of the target's; and the
    target's answer to the next bribe, either. Dealt after the hands and before the plans,
    so no plan loses a card."""
    for p in state.poisons:
        if p.target != me:  # his answer, and the spice set aside with it, are his secrets
            p.refuse = rng.random() < 0.5
            set_aside = 0 if p.refuse else p.bribe
            state.bank += p.held - set_aside
            p.held = set_aside
        if p.by == me:
            continue
        p.victim = rng.choice([None, *(x.name for x in leaders_of(p.target))])
        deck = state.treachery_deck
        fits = [i for i, card in enumerate(deck) if residual_poison.may_lay(card)]
        if fits:
            i = rng.choice(fits)
            deck[i], p.card = p.card, deck[i]
