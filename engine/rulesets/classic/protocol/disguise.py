"""Every secret one seat may not know, dealt anew: the classic game's `disguise`.

The secrecy checks compare what a seat is shown in the real state and in a disguised copy;
they are only as strong as the disguise is thorough, and only sound if the copy is a state
the game could be in, given what the seat knows. So the copy keeps everything public (the
board, the discards, hand sizes, who has dialed or sent a plan, the alliances) and the
seat's own secrets, and re-deals the rest within those bounds:

- the treachery cards in the other hands, up for bid and in the deck (III.E.6, VIII);
- the traitors and the traitor draws (III.E.2), and the answers of the traitor window (X.D);
- the Bene Gesserit prediction; the storm dials before the reveal (VI); the Fremen's storm
  marker face down (XVI.B);
- the battle plans not yet revealed (X.B), obeying the Voice and what prescience showed,
  with the spice set aside for them (XXII.A.2, within the seat's spice);
- the standing bids and standing orders (asynchronous play); the spice behind the other
  shields and the pledges between other allies (XIII.B), unless the table plays with open
  spice;
- the order of both decks, and the seed of the shuffles to come;
- the 1984 expansions' secrets (`disguise_1984.py`).

What the seat saw but the state does not record (a card the Atreides saw sold, a traitor
called in an earlier battle) is not kept: no view depends on it.
"""

from __future__ import annotations

import random

from engine.core import RuleError

from ..board.strength import dial_span
from ..data import LEADERS, SHIELDS, TREACHERY_CARDS, CardKind, Faction, leaders_of
from ..model.state import Battle, BattlePlan, ClassicState, Orders, Phase
from ..phases import battle, battle_plan, battle_powers, battle_spice, kwisatz, orders, storm
from ..phases.alliance_powers import traitor_holder
from ..phases.bidding import PASS_ROUND, can_bid
from . import disguise_1984

WEAPON_SLOT = (CardKind.WEAPON, CardKind.WORTHLESS)
DEFENSE_SLOT = (CardKind.DEFENSE, CardKind.WORTHLESS)
PEEK_PHASES = (Phase.MOVEMENT, Phase.BATTLE, Phase.COLLECTION, Phase.STORM)
"""Atreides shield: the top spice card is seen in the movement round and stays on top
until the next spice blow."""


def disguise(state: ClassicState, seat: str | None, rng: random.Random) -> ClassicState:
    """A copy of `state` with every secret `seat` (None: a spectator) may not know dealt
    anew, consistently with the public table and the seat's own secrets."""
    other = state.model_copy(deep=True)
    me = next((f for f, p in other.players.items() if p.seat == seat), None)
    _deal_cards(other, me, rng)
    disguise_1984.deal_poisons(other, me, rng)
    _deal_plans(other, me, rng)
    _deal_traitors(other, me, rng)
    _deal_prediction(other, me, rng)
    _deal_dials(other, me, rng)
    _deal_standing_bids(other, me, rng)
    _deal_orders(other, me, rng)
    _deal_spice(other, me, rng)
    _shuffle_spice_deck(other, me, rng)
    _draw_weather(other, me, rng)
    disguise_1984.deal(other, me, rng)
    other.rng = rng.getrandbits(64)
    return other


# -- treachery cards ----------------------------------------------------------------------------


def _deal_cards(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """Other hands keep their size and the cards the table or the seat has seen in them;
    every other card among the hands, the cards up for bid and the deck is shuffled."""
    kept = {f: _seen_in_hand(state, f, me) for f in state.players}
    b = state.bidding
    up = list(range(b.index, len(b.cards))) if b else []
    if b and me == Faction.ATREIDES and b.turn is not None and not b.no_peek:
        up.remove(b.index)  # Atreides shield: the card up for bid is seen
    pool = list(state.treachery_deck) + [b.cards[i] for i in up if b]
    for faction, player in state.players.items():
        pool += _without(player.hand, kept[faction])
    rng.shuffle(pool)
    for faction, player in state.players.items():
        player.hand = kept[faction] + [pool.pop() for _ in range(len(player.hand)
                                                                 - len(kept[faction]))]
    for i in up:
        assert b is not None
        b.cards[i] = pool.pop()
    state.treachery_deck = pool


def _seen_in_hand(state: ClassicState, faction: Faction, me: Faction | None) -> list[str]:
    """The cards of `faction`'s hand the seat knows are there: its own hand; the cards of
    revealed plans; the card of a plan's element shown to the seat by prescience."""
    hand = state.players[faction].hand
    if faction == me:
        return list(hand)
    b = _battle(state)
    if b is None or faction not in b.plans:
        return []
    plan = b.plans[faction]
    if b.revealed:
        cards = [plan.leader, plan.weapon, plan.defense]
    else:
        element = _foreseen(b, faction, me)
        cards = [getattr(plan, element)] if element in ("leader", "weapon", "defense") else []
    return _within([c for c in cards if c in TREACHERY_CARDS], hand)


def _without(cards: list[str], taken: list[str]) -> list[str]:
    rest = list(cards)
    for card in taken:
        rest.remove(card)
    return rest


def _within(cards: list[str], hand: list[str]) -> list[str]:
    """`cards` that `hand` holds, as many times as it holds them."""
    left, out = list(hand), []
    for card in cards:
        if card in left:
            left.remove(card)
            out.append(card)
    return out


# -- battle plans --------------------------------------------------------------------------------


def _battle(state: ClassicState) -> Battle | None:
    return state.battles.current if state.battles else None


def _foreseen(b: Battle, faction: Faction, me: Faction | None) -> str | None:
    """The element of `faction`'s plan prescience showed the seat (Q&A 6), if any."""
    served = b.prescience_for
    if b.prescience and served is not None and served == me \
            and faction == battle_powers.foe(b, served):
        return b.prescience
    return None


def _deal_plans(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """X.B: each plan not yet revealed, but the seat's own, is drawn again among the plans
    its (new) hand allows and the Voice accepts, keeping an element prescience showed."""
    b = _battle(state)
    if b is None or b.revealed:
        return
    for faction, old in list(b.plans.items()):
        if faction == me:
            continue
        element = _foreseen(b, faction, me)
        plans = [p for p in _plans(state, b, faction, rng) if element is None
                 or battle_powers.foreseen(p, element) == battle_powers.foreseen(old, element)]
        b.plans[faction] = new = rng.choice(plans) if plans else old
        battle_spice.set_aside(state, b, faction, new.spice)  # XXII.A.2: the total is kept


def _plans(state: ClassicState, b: Battle, faction: Faction,
           rng: random.Random) -> list[BattlePlan]:
    """Every plan `faction` may send (X.B.1-3, X.C.8-10, Q&A 7) that obeys the Voice, each
    with a random dial (and spice)."""
    if len(b.no_leaders) == 2:
        return [BattlePlan(**_dial(state, b, faction, rng))]
    leaders = battle_plan.leaders_available(state, faction, b.territory)
    if leaders or not battle_powers.forbids(b, faction, "cheap hero"):
        leaders += battle_plan.heroes_in_hand(state, faction)
    if not leaders:
        return [BattlePlan(**_dial(state, b, faction, rng))]
    hand = state.players[faction].hand
    with_kwisatz = faction == Faction.ATREIDES and kwisatz.usable(state)  # XV, pad Atreides 1
    weapons = [None, *sorted({c for c in hand if TREACHERY_CARDS[c].kind in WEAPON_SLOT})]
    defenses = [None, *sorted({c for c in hand if TREACHERY_CARDS[c].kind in DEFENSE_SLOT})]
    out = []
    for leader in leaders:
        for weapon in weapons:
            for defense in defenses:
                cards = [c for c in (leader, weapon, defense) if c in TREACHERY_CARDS]
                if len(_within(cards, hand)) < len(cards):
                    continue
                plan = BattlePlan(**_dial(state, b, faction, rng), leader=leader,
                                  weapon=weapon, defense=defense,
                                  kwisatz=with_kwisatz and rng.random() < 0.5)
                if _obeys_voice(state, b, faction, plan):
                    out.append(plan)
    return out


def _dial(state: ClassicState, b: Battle, faction: Faction,
          rng: random.Random) -> dict[str, int | bool]:
    """A random dial the side's tokens allow; in advanced combat with a random spice the
    seat could have set aside, and a dial in halves that spice can make (XXII.A-B)."""
    most = battle.tokens_in_battle(state, b, faction)
    if not state.options.advanced_combat:
        return {"dial": rng.randint(0, most)}
    tokens = battle_spice.stack(state, b, faction)
    count = sum(n for _, n, _ in tokens)  # one spice a token, whatever its worth (Q&A B.4)
    spice = rng.randint(0, min(count, battle_spice.behind_shield(state, faction)))
    dial = rng.choice(dial_span(tokens, spice))
    return {"dial": dial // 2, "half": bool(dial % 2), "spice": spice}


def _obeys_voice(state: ClassicState, b: Battle, faction: Faction, plan: BattlePlan) -> bool:
    try:
        battle_powers.check_voice(state, b, faction, plan)
    except RuleError:
        return False
    return True


# -- traitors and the prediction -----------------------------------------------------------------


def _deal_traitors(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """III.E.2: the others draw four leaders each from those the seat has not seen; one
    still choosing holds the draw, the Harkonnen keep every opponent's leader drawn, any
    other keeps one (none if he drew only his own). Then the traitor window's answers
    given so far are made to fit (X.D.1: only a holder may have called)."""
    seen = set(state.players[me].traitors + state.players[me].traitor_draw) if me else set()
    pool = [x.name for f in state.players for x in leaders_of(f) if x.name not in seen]
    rng.shuffle(pool)
    for faction, player in state.players.items():
        if faction == me or faction in state.out:  # THE DUEL, VII: an out player holds none
            continue
        drawn, pool = pool[:4], pool[4:]
        foes = [n for n in drawn if LEADERS[n].faction != faction]
        if player.traitor_draw:
            player.traitor_draw, player.traitors = drawn, []
        elif SHIELDS[faction].keeps_all_traitors:
            player.traitors = foes
        else:
            player.traitors = [rng.choice(foes)] if foes else []
    _answer_traitor_calls(state, me, rng)


def _answer_traitor_calls(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    b = _battle(state)
    if b is None:
        return
    for asked, call in b.traitor_calls.items():
        if asked == me or call is None:
            continue
        side = b.traitor_for[asked]
        leader = b.plans[battle_powers.foe(b, side)].leader
        holds = traitor_holder(state, side, leader) == asked
        b.traitor_calls[asked] = holds and rng.random() < 0.5


def _deal_prediction(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """Bene Gesserit shield: any other faction in the game, any turn of the game."""
    if state.prediction is None or me == Faction.BENE_GESSERIT:
        return
    others = [f for f in state.players if f != Faction.BENE_GESSERIT]
    state.prediction.faction = rng.choice(others)
    state.prediction.turn = rng.randint(1, state.options.max_turns)


# -- dials and bids ------------------------------------------------------------------------------


def _deal_dials(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """VI.A-B: a dial already set is secret until the storm moves."""
    if state.phase != Phase.STORM:
        return
    span = storm.dial_range(state)
    for faction in state.storm_dials:
        if faction != me:
            state.storm_dials[faction] = rng.choice(span)


def _deal_standing_bids(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """Standing instructions are secret: any other bidder may hold one (bid up to N, or
    pass the round), but the bidder the auction waits for, whose would have acted."""
    b = state.bidding
    if b is None or b.turn is None:
        return
    for faction in state.players:
        if faction in (me, b.turn):
            continue
        b.standing.pop(faction, None)
        b.round_limits.pop(faction, None)
        roll = rng.random()
        if can_bid(state, faction) and roll < 0.6:
            b.standing[faction] = PASS_ROUND if roll < 0.2 else rng.randint(1, 20)
            if roll >= 0.4:
                b.round_limits[faction] = b.standing[faction]


def _deal_orders(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """Standing orders are secret: any other seat may hold any, but none that would answer
    a question the game waits for from it (it would have answered already)."""
    dealt: dict[Faction, Orders] = {}
    for faction in state.players:
        if faction == me:
            if faction in state.orders:
                dealt[faction] = state.orders[faction]
            continue
        order = Orders(
            call=rng.random() < 0.5,
            advise=rng.choice((None, True, False)) if faction == Faction.BENE_GESSERIT
            else None,
            move_later=faction == Faction.GUILD and state.options.advantages
            and rng.random() < 0.5)
        order = order.model_copy(update={
            kind: Orders.model_fields[kind].default for kind in orders.due(state, faction,
                                                                           order)})
        if order != Orders():
            dealt[faction] = order
    state.orders = dealt


# -- spice and the decks -------------------------------------------------------------------------


def _deal_spice(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """XIII.B: the spice behind every other shield, and the pledges between other allies,
    are any amounts that pay for the bids on the table; the bank (not public) balances."""
    if state.options.open_spice:
        return
    for ally, pledges in state.support.items():
        for giver, amount in pledges.items():
            if me not in (ally, giver):
                pledges[giver] = rng.randint(1, 2 * amount + 5)
                state.bank += amount - pledges[giver]
    b = state.bidding
    for faction, player in state.players.items():
        if faction == me or faction in state.out:  # THE DUEL, VII: an out player holds none
            continue
        pledged = sum(state.support.get(faction, {}).values())
        owed = b.high_bid - pledged if b and b.turn and b.high_bidder == faction else 0
        amount = rng.randint(max(0, owed), max(0, owed) + 2 * player.spice + 10)
        state.bank += player.spice - amount
        player.spice = amount


def _shuffle_spice_deck(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """The spice deck's order is nobody's to know, but the top card the Atreides have seen."""
    deck = state.spice_deck
    seen = me == Faction.ATREIDES and state.phase in PEEK_PHASES and deck
    rest = deck[:-1] if seen else deck[:]
    rng.shuffle(rest)
    state.spice_deck = rest + deck[-1:] if seen else rest


def _draw_weather(state: ClassicState, me: Faction | None, rng: random.Random) -> None:
    """XVI.B: the marker face down is any of the six to all but the Fremen."""
    if state.weather_marker is not None and me != Faction.FREMEN:
        state.weather_marker = rng.randint(1, 6)
