"""Standing orders for asynchronous play: a seat's secret answer, given once, to a question
the game asks again and again and that costs hours each time a table plays by message:

- `auto call` (`auto call off`): the traitor window of every battle (X.D.1, Q&A 7) is
  answered at once, `call_traitor yes` when the leader facing the seat is in its pay (or,
  for the Harkonnen, the leader facing their ally, XII.E.6), else `call_traitor no`;
- `auto advise yes|no|off`: the Bene Gesserit's advisor after another's shipment (Bene
  Gesserit shield; `yes` sends none where none may go, XV.B.5);
- `auto move_now later|off`: the Guild's `move_now` before every move (XV, pad Guild 1);
- `auto harvester [N]|off`: the Harvester's holder plays it on the next spice blow of N
  spice or more, as it lands (THE SPICE HARVEST VII.3, phases/cards_1984.py).

The bids' standing instructions (`auto 5`, `auto pass`, `auto off`) are the auction's
(bidding.py); this module reads the `auto` command and hands those to it.

An order answers only once the game waits (`flow.settle`), by playing the very action a
typed answer plays, after the same check: the public events, the board and whom the game
waits for are then those of a prompt typed answer, and no message is added, so nothing
public (not even the number of messages a seat receives) tells an order from a quick
player. The orders are kept in `ClassicState.orders`, secret like a hand of cards.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import EventLog, RuleError
from engine.core.errors import excerpt
from engine.core.words import T, Text, joined

from ..board import advantages
from ..data import Faction
from ..data.words import card_word
from ..model.state import ClassicState, Orders, Phase
from ..protocol.commands import Auto
from . import battle_plan, bidding, coexist, movement
from .alliance_powers import traitor_holder
from .cards_1984 import HARVESTER

BG, GUILD = Faction.BENE_GESSERIT, Faction.GUILD
BID_WORDS = "`auto <max bid>`, `auto <max bid> round`, `auto pass`, `auto off`"
"""The standing bids as typed (commands, the same in every language)."""


def give(state: ClassicState, faction: Faction, instruction: str, log: EventLog) -> None:
    """The `auto` command: a standing order, or a standing bid (bidding.py)."""
    words = instruction.strip().lower().replace("_", " ").split()
    if words[:1] in (["call"], ["advise"], ["move"], ["harvester"]):
        _set(state, faction, words, instruction, log)
        return
    if _bidding_open(state, faction):
        bidding.standing(state, faction, instruction, log)
        return
    first = words[0] if words else ""
    if first in ("pass", "off") or first.isdigit():
        raise RuleError(T("classic-auto-is-standing-bid", instruction=excerpt(instruction)),
                        rule="VIII", hint=usage(state, faction))
    raise _not_an_order(state, faction, instruction)


def _not_an_order(state: ClassicState, faction: Faction, instruction: str) -> RuleError:
    return RuleError(T("classic-auto-not-order", instruction=excerpt(instruction)),
                     hint=usage(state, faction))


def _set(state: ClassicState, faction: Faction, words: list[str], instruction: str,
         log: EventLog) -> None:
    order = state.orders.get(faction, Orders())
    seat = state.players[faction].seat
    if words in (["call"], ["call", "off"]):
        order = order.model_copy(update={"call": len(words) == 1})
        text = CALL_TEXT if order.call else T("classic-order-call-off")
    elif words[0] == "advise" and faction == BG and words[1:] in (["yes"], ["no"], ["off"]):
        send = {"yes": True, "no": False, "off": None}[words[1]]
        order = order.model_copy(update={"advise": send})
        text = ADVISE_TEXT[send]
    elif words[0] == "move" and _guild_asked_to_move(state, faction) \
            and words[1:] in (["now", "later"], ["now", "off"]):
        order = order.model_copy(update={"move_later": words[2] == "later"})
        text = LATER_TEXT[order.move_later]
    elif words[0] == "harvester" and _harvester_order(words[1:]) is not False:
        order, text = _harvester(state, faction, order, words[1:])
    else:
        raise _not_an_order(state, faction, instruction)
    _store(state, faction, order)
    log.private(seat, "standing", text)


CALL_TEXT = T("classic-order-call")
ADVISE_TEXT = {
    True: T("classic-order-advise-yes"),
    False: T("classic-order-advise-no"),
    None: T("classic-order-advise-off"),
}
LATER_TEXT = {
    True: T("classic-order-move-later"),
    False: T("classic-order-move-later-off"),
}


def _harvester_order(words: list[str]) -> int | bool | None:
    """`auto harvester [N]|off` read: the least blow (0: any), None to cancel, False if the
    words say neither."""
    if words == ["off"]:
        return None
    if words == []:
        return 0
    if len(words) == 1 and words[0].isdigit():
        return int(words[0])
    return False


def _harvester(state: ClassicState, faction: Faction, order: Orders,
               words: list[str]) -> tuple[Orders, Text]:
    """THE SPICE HARVEST VII.3: a standing order to play the Harvester on the next blow of
    at least N spice; given only by its holder."""
    least = _harvester_order(words)
    assert least is not False
    if least is not None and HARVESTER not in state.players[faction].hand:
        raise RuleError(T("classic-special-not-held", card=card_word(HARVESTER)),
                        rule="THE SPICE HARVEST VII.3", hint=usage(state, faction))
    order = order.model_copy(update={"harvester": least})
    return order, (T("classic-cards-order-harvester", least=least) if least is not None
                   else T("classic-cards-order-harvester-off"))


def _guild_asked_to_move(state: ClassicState, faction: Faction) -> bool:
    """Pad, Guild 1 (XV): only the Guild, in a game with the additional advantages, are
    asked whether to move now."""
    return faction == GUILD and advantages.has(state, GUILD)


def _store(state: ClassicState, faction: Faction, order: Orders) -> None:
    """Keep the orders in play order, and none for a faction that has none."""
    mine = {f: o for f, o in state.orders.items() if f != faction}
    if order != Orders():
        mine[faction] = order
    state.orders = {f: mine[f] for f in state.players if f in mine}


def usage(state: ClassicState, faction: Faction) -> Text:
    """The standing orders this faction may give now, in words."""
    order = state.orders.get(faction, Orders())
    out = ["`auto call off`" if order.call else "`auto call`"]
    if faction == BG:
        out.append("`auto advise yes|no|off`")
    if _guild_asked_to_move(state, faction):
        out.append("`auto move_now later|off`")
    if HARVESTER in state.players[faction].hand or order.harvester is not None:
        out.append("`auto harvester [N]|off`")
    if _bidding_open(state, faction):
        out.append(BID_WORDS)
    return T("classic-orders-usage", orders=joined(out, ", "))


def _bidding_open(state: ClassicState, faction: Faction) -> bool:
    return _allows(bidding.check_standing, state, faction)


def _allows(check: Callable[[ClassicState, Faction], object], state: ClassicState,
            faction: Faction) -> bool:
    try:
        check(state, faction)
    except RuleError:
        return False
    return True


# -- answering -----------------------------------------------------------------------------


ASKED_IN = frozenset({Phase.MOVEMENT, Phase.BATTLE})
"""The phases whose questions standing orders answer (advisors and the Guild's move in
movement, traitors in battle): in the others `settle` skips them without a check."""


def answer(state: ClassicState, log: EventLog) -> bool:
    """Answer one question the game waits for that a standing order answers, exactly as
    the typed answer would be played; True if one was answered."""
    if state.phase not in ASKED_IN:
        return False
    for faction, order in state.orders.items():
        for kind in due(state, faction, order):
            if kind == "call":
                b = battle_plan.current(state)
                side = b.traitor_for[faction]
                leader = b.plans[battle_plan.opponent(b, side)].leader
                mine = traitor_holder(state, side, leader) == faction
                battle_plan.call_traitor(state, faction, mine, log)
            elif kind == "advise":
                send = bool(order.advise) and _advisor_may_go(state)
                movement.advise(state, faction, send, log)
            else:
                movement.move_now(state, faction, False, log)
            return True
    return False


def due(state: ClassicState, faction: Faction, order: Orders) -> list[str]:
    """The fields of `order` that answer a question open to the faction now, by the
    checks of the answers' own rules."""
    out = []
    if order.call and battle_plan.asked_to_call(state, faction):
        out.append("call")
    moving = state.movement is not None  # both checks below refuse without it: not tried
    if moving and order.advise is not None and _allows(movement.check_advise, state, faction):
        out.append("advise")
    if moving and order.move_later and _allows(movement.check_move_now, state, faction):
        out.append("move_later")
    return out


def _advisor_may_go(state: ClassicState) -> bool:
    """XV.B.5: no advisor joins the Bene Gesserit's fighters."""
    try:
        coexist.check_advisor_landing(state, coexist.advisor_target(state)[0])
    except RuleError:
        return False
    return True


# -- for the views, the menus and the bench ------------------------------------------------


def words(state: ClassicState, faction: Faction) -> list[str]:
    """The faction's standing orders (not its standing bid), as it would type them."""
    order = state.orders.get(faction)
    if order is None:
        return []
    out = ["auto call"] if order.call else []
    if order.advise is not None:
        out.append(f"auto advise {'yes' if order.advise else 'no'}")
    if order.move_later:
        out.append("auto move_now later")
    if order.harvester is not None:
        out.append(f"auto harvester {order.harvester}")
    return out


def suggested(state: ClassicState, faction: Faction) -> list[Auto]:
    """The standing orders a sensible player gives and this one has not: `auto call` (a
    traitor is always worth revealing, and it is called only when in one's pay), the Bene
    Gesserit's free advisor, the Guild keeping their move for last, and in each bidding
    round a standing bid for its cards."""
    order = state.orders.get(faction, Orders())
    out = [] if order.call else [Auto(instruction="call")]
    if faction == BG and order.advise is None:
        out.append(Auto(instruction="advise yes"))
    if _guild_asked_to_move(state, faction) and not order.move_later:
        out.append(Auto(instruction="move_now later"))
    bid = _round_bid(state, faction)
    if bid is not None:
        out.append(bid)
    return out


def _round_bid(state: ClassicState, faction: Faction) -> Auto | None:
    """A bidding round's standing bid, once the seat may bid and has left none: what a card
    of this round is worth to it, a third of its spice (pass, with less than 3)."""
    b = state.bidding
    if not (_bidding_open(state, faction) and bidding.can_bid(state, faction)) or \
            b is None or faction in b.standing or faction in b.round_limits:
        return None
    limit = state.players[faction].spice // 3
    return Auto(instruction=f"{limit} round" if limit else "pass")


def candidates(state: ClassicState, faction: Faction) -> list[Auto]:
    """One command per standing order the faction may give: to give it, or to cancel it
    once given (for the random agents)."""
    order = state.orders.get(faction, Orders())
    out = [Auto(instruction="call off" if order.call else "call")]
    if faction == BG:
        out.append(Auto(instruction="advise off" if order.advise is not None
                        else "advise yes"))
    if _guild_asked_to_move(state, faction):
        out.append(Auto(instruction="move_now off" if order.move_later
                        else "move_now later"))
    if order.harvester is not None:
        out.append(Auto(instruction="harvester off"))
    elif HARVESTER in state.players[faction].hand:
        out += [Auto(instruction="harvester"), Auto(instruction="harvester 8")]
    return out
