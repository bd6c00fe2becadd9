"""Faza pozyskiwania kart: in order of play, each player draws battle cards up to 4, then
may buy market cards up to 3 in hand (1 with the small bazaar) at 2 spice each, paid to the
pool, or to the Imperium when another faction buys; then the next player. Each player buys
at most once a round. The cards drawn and bought are told only to their holder; the number
bought is public ("ogłaszając kupowaną liczbę")."""

from __future__ import annotations

from engine.core import EventLog, RuleError

from . import commands as c
from .data import BATTLE_HAND, MARKET_HAND, MARKET_PRICE, SMALL_BAZAAR_HAND, Faction
from .die import shuffle
from .state import DiunaState, Phase, Player
from .turn import on_turn
from .words import T, card_words, rule


def begin(state: DiunaState, log: EventLog) -> None:
    """The first player draws and is asked to buy (or is passed over when they can neither
    buy nor hold a market card to play)."""
    state.turn = 0
    log.public("cards_phase", T("diuna-cards-phase", most=hand_limit(state),
                                rule=rule("faza-kart")))
    _serve(state, log)


def hand_limit(state: DiunaState) -> int:
    return SMALL_BAZAAR_HAND if state.options.small_bazaar else MARKET_HAND


def can_buy(state: DiunaState, player: Player) -> int:
    """How many market cards the player may buy now: room in hand, spice, cards left."""
    return max(0, min(_limits(state, player)))


def _limits(state: DiunaState, player: Player) -> tuple[int, int, int]:
    """The three bounds on a purchase: room in hand, spice, market cards left."""
    room = hand_limit(state) - len(player.market_cards)
    cards_left = len(state.decks.market) + len(state.decks.market_discard)
    return room, player.spice // MARKET_PRICE, cards_left


def _too_many(state: DiunaState, player: Player, count: int) -> RuleError:
    """The refusal of a purchase beyond `can_buy`, naming the bound that holds it back
    and what the player may still do."""
    room, affordable, cards_left = _limits(state, player)
    most = can_buy(state, player)
    if most == room:
        why = T("diuna-buy-why-hand", held=len(player.market_cards), most=hand_limit(state))
    elif most == affordable:
        why = T("diuna-buy-why-spice", spice=player.spice, price=MARKET_PRICE)
    else:
        why = T("diuna-buy-why-deck", left=cards_left)
    hint = (T("diuna-buy-hint-fewer", most=most) if most > 1 else
            T("diuna-buy-hint-one", most=most) if most else T("diuna-buy-hint-pass"))
    return RuleError(T("diuna-buy-too-many", most=most, count=count, why=why), hint=hint)


def buy(state: DiunaState, seat: str, command: c.Buy, log: EventLog) -> None:
    player = on_turn(state, seat, "buy")
    if command.count > can_buy(state, player):
        raise _too_many(state, player, command.count)
    price = command.count * MARKET_PRICE
    player.spice -= price
    imperium = state.seat_with(Faction.IMPERIUM)
    paid_to = T("diuna-paid-to-pool")
    if imperium is not None and imperium != seat:
        state.players[imperium].spice += price
        paid_to = T("diuna-paid-to-imperium", seat=imperium)
    bought = [_draw_market(state, log) for _ in range(command.count)]
    player.market_cards.extend(bought)
    log.public("buy", T("diuna-buy", seat=seat, count=command.count, price=price,
                        paid_to=paid_to), count=command.count, price=price)
    log.private(seat, "market_cards", T("diuna-you-buy", cards=card_words(bought)),
                cards=bought)
    _next(state, log)


def pass_(state: DiunaState, seat: str, log: EventLog) -> None:
    on_turn(state, seat, "buy")
    log.public("pass", T("diuna-buy-none", seat=seat))
    _next(state, log)


def _serve(state: DiunaState, log: EventLog) -> None:
    """Draw for the player whose turn it is; ask them to buy if they can, else move on."""
    while state.turn < len(state.order):
        player = state.players[state.order[state.turn]]
        drawn = [card for card in (draw_battle(state, log)
                                   for _ in range(BATTLE_HAND - len(player.battle_cards)))
                 if card is not None]
        player.battle_cards.extend(drawn)
        if drawn:
            log.public("battle_draw", T("diuna-battle-draw", seat=player.seat,
                                        count=len(drawn)), count=len(drawn))
            log.private(player.seat, "battle_cards", T("diuna-you-draw",
                                                       cards=card_words(drawn)), cards=drawn)
        if can_buy(state, player) or player.market_cards:
            state.waiting = "buy"
            return
        state.turn += 1
    state.waiting = ""
    state.phase = Phase.REVIVAL


def _next(state: DiunaState, log: EventLog) -> None:
    state.waiting = ""
    state.turn += 1
    _serve(state, log)


def draw_battle(state: DiunaState, log: EventLog) -> str | None:
    """The top battle card, the discards reshuffled when the deck is out; None when every
    card is in a hand."""
    if not state.decks.battle and state.decks.battle_discard:
        state.decks.battle, state.decks.battle_discard = state.decks.battle_discard, []
        shuffle(state, state.decks.battle)
        log.public("battle_reshuffle", T("diuna-battle-reshuffle"))
    return state.decks.battle.pop(0) if state.decks.battle else None


def _draw_market(state: DiunaState, log: EventLog) -> str:
    if not state.decks.market:
        state.decks.market, state.decks.market_discard = state.decks.market_discard, []
        shuffle(state, state.decks.market)
        log.public("market_reshuffle", T("diuna-market-reshuffle"))

    return state.decks.market.pop(0)
