"""THE SPICE HARVEST (1984), IV.4 and V.1.a: the first Manager, then each year's tax, the
Harvest card drawn and the Guild's extra card (VI.3). The report and the CHOAM meeting are
in `harvest_report.py`, the Bid for Power in `harvest_bid.py`; `advance` moves from one to
the next when a decision is complete."""

from __future__ import annotations

from engine.core import EventLog, Rng, RuleError
from engine.core.words import T, joined

from ..board.order import storm_order
from ..data import Faction
from ..data.harvest import ACCESS_DECK, GUILD_FEES, HARVEST_DECK, HARVESTS, WORM, harvest_word
from ..data.words import faction_word
from ..model.harvest import Harvest
from ..model.state import ClassicState, Phase
from . import harvest_bid, harvest_report
from .harvest_common import current, right_of, seat


def begin(state: ClassicState, log: EventLog) -> None:
    """IV.3: the Harvest and Access decks shuffled. The pre-game comes before turn 1, so
    the turn is 0 until the main game begins."""
    state.phase = Phase.HARVEST
    state.turn = 0
    rng = Rng(state.rng)
    harvests, access = list(HARVEST_DECK), list(ACCESS_DECK)
    rng.shuffle(harvests)
    rng.shuffle(access)
    state.rng = rng.state
    state.harvest = Harvest(harvest_deck=harvests, access_deck=access)
    log.public("harvest_begins", T("classic-harvest-begins", count=HARVESTS))


def finished(state: ClassicState) -> bool:
    return state.harvest is None or state.harvest.step == "done"


def advance(state: ClassicState, log: EventLog) -> bool:
    """The automatic steps: the Manager chosen once all have committed, the payout once
    all have voted, the Bid for Power opened, the next year once its cards are sold."""
    h = state.harvest
    if state.phase != Phase.HARVEST or h is None:
        return False
    if h.step == "commit" and len(h.commitments) == len(state.players):
        _first_manager(state, h, log)
    elif h.step == "vote" and len(h.votes) == len(state.players) - 1:
        harvest_report.settle(state, h, log)
        h.step = "bid"
    elif h.step == "bid" and h.auction is None:
        harvest_bid.open_auction(state, h, log)
    elif h.step == "bid" and h.auction is not None and h.auction.turn is None:
        _year_over(state, h, log)
    else:
        return False
    return True


# -- IV.4: the first Manager ---------------------------------------------------------------


def check_commit(state: ClassicState, faction: Faction) -> None:
    h = current(state)
    if h.step != "commit" or faction in h.commitments:
        raise RuleError(T("classic-harvest-no-commit"), rule="IV.4")


def commit(state: ClassicState, faction: Faction, amount: int, log: EventLog) -> None:
    """IV.4: spice hidden in hand, revealed when all have committed."""
    check_commit(state, faction)
    h = current(state)
    player = state.players[faction]
    if amount > player.spice:
        raise RuleError(T("classic-harvest-commit-more", count=player.spice), rule="IV.4",
                        hint=T("classic-harvest-commit-usage", count=player.spice))
    player.spice -= amount
    h.commitments[faction] = amount
    log.private(player.seat, "harvest_commit", T("classic-harvest-you-commit", count=amount),
                amount=amount)
    log.public("harvest_committed", T("classic-harvest-committed",
                                      faction=faction_word(faction)), faction=faction)


def _first_manager(state: ClassicState, h: Harvest, log: EventLog) -> None:
    """IV.4: the most spice revealed makes the Manager, who pays all of it to the next
    highest; ties are settled by lot (a die roll), drawn from the game's seed."""
    rng = Rng(state.rng)
    drawn = storm_order(state)
    rng.shuffle(drawn)
    state.rng = rng.state
    ranking = sorted(drawn, key=lambda f: -h.commitments[f])
    manager, payee = ranking[0], ranking[1]
    shown = joined([T("classic-harvest-revealed-one", faction=faction_word(f),
                      count=h.commitments[f]) for f in storm_order(state)], ", ")
    log.public("harvest_commitments", T("classic-harvest-commitments", amounts=shown),
               amounts={f.value: n for f, n in h.commitments.items()})
    tied = [f for f in ranking if h.commitments[f] == h.commitments[manager]]
    if len(tied) > 1:
        log.public("harvest_tie", T("classic-harvest-tie", manager=faction_word(manager)))
    for faction, amount in h.commitments.items():
        state.players[faction].spice += amount
    paid = h.commitments[manager]
    state.players[manager].spice -= paid
    state.players[payee].spice += paid
    h.commitments = {}
    h.manager = manager
    log.public("harvest_manager", T("classic-harvest-first-manager",
                                    manager=faction_word(manager), count=paid,
                                    payee=faction_word(payee)),
               manager=manager, payee=payee, paid=paid)
    _new_year(state, h, log)


# -- V.1.a: each year's tax and Harvest card -------------------------------------------------


def _new_year(state: ClassicState, h: Harvest, log: EventLog) -> None:
    h.round += 1
    h.drawn, h.fee, h.announced, h.shares, h.votes = [], 0, None, {}, {}
    h.looked, h.worm, h.auction = None, False, None
    assert h.manager is not None
    log.public("harvest_round", T("classic-harvest-round", round=h.round, count=HARVESTS,
                                  manager=faction_word(h.manager)), round=h.round)
    _pay_tax(state, h, log)
    _draw(state, h, log)


def _pay_tax(state: ClassicState, h: Harvest, log: EventLog) -> None:
    """V.1.a, VI.5: one spice to the Emperor (else the reserves). A Manager who cannot pay
    hands the post to the player to the right, who must pay in turn; the Emperor as
    Manager owes himself nothing. Should nobody be able to pay, no tax is paid."""
    emperor = state.players.get(Faction.EMPEROR)
    for _ in state.players:
        assert h.manager is not None
        if h.manager == Faction.EMPEROR:
            return
        payer = state.players[h.manager]
        if payer.spice >= 1:
            payer.spice -= 1
            if emperor is not None:
                emperor.spice += 1
            else:
                state.bank += 1
            to = T("classic-harvest-to-emperor") if emperor else T("classic-harvest-to-bank")
            log.public("harvest_tax", T("classic-harvest-tax", manager=faction_word(h.manager),
                                        to=to), manager=h.manager)
            return
        successor = right_of(state, h.manager)
        log.public("harvest_tax_unpaid", T("classic-harvest-cannot-pay",
                                           manager=faction_word(h.manager),
                                           successor=faction_word(successor)),
                   manager=successor)
        h.manager = successor
    log.public("harvest_no_tax", T("classic-harvest-nobody-pays"))


def _draw(state: ClassicState, h: Harvest, log: EventLog) -> None:
    """V.1.a: the Manager alone reads the card; the Guild may then offer a second (VI.3)."""
    assert h.manager is not None
    card = h.harvest_deck.pop()
    h.drawn = [card]
    if card == WORM:
        _worm(state, h, log)
        return
    log.public("harvest_drawn", T("classic-harvest-drawn", manager=faction_word(h.manager)))
    log.private(seat(state, h.manager), "harvest_card",
                T("classic-harvest-you-draw", card=harvest_word(card)), card=card)
    guild = Faction.GUILD in state.players and h.manager != Faction.GUILD
    h.step = "offer" if guild else "report"


def _worm(state: ClassicState, h: Harvest, log: EventLog) -> None:
    """A Worm comes up: it devours this year's harvest (no report, no CHOAM meeting), and
    the Fremen become the Manager at once (VI.4); the Bid for Power still takes place."""
    h.worm = True
    log.public("harvest_worm", T("classic-harvest-worm"))
    if Faction.FREMEN in state.players and h.manager != Faction.FREMEN:
        h.manager = Faction.FREMEN
        log.public("harvest_fremen", T("classic-harvest-fremen-manage"),
                   manager=Faction.FREMEN)
    h.step = "bid"


# -- VI.3: the Guild's extra Harvest card -------------------------------------------------


def check_sell(state: ClassicState, faction: Faction) -> None:
    h = current(state)
    if faction != Faction.GUILD or h.step != "offer":
        raise RuleError(T("classic-harvest-no-offer"), rule="VI.3")


def sell(state: ClassicState, faction: Faction, fee: int, log: EventLog) -> None:
    """VI.3: the Guild offer the Manager an extra Harvest card for 4-8 spice (0: none)."""
    check_sell(state, faction)
    h = current(state)
    assert h.manager is not None
    if fee == 0:
        log.public("harvest_no_sale", T("classic-harvest-guild-no-offer"))
        h.step = "report"
        return
    if fee not in GUILD_FEES:
        raise RuleError(T("classic-harvest-fee-range", fee=fee), rule="VI.3",
                        hint=T("classic-harvest-sell-usage"))
    h.fee, h.step = fee, "extra"
    log.public("harvest_offer", T("classic-harvest-guild-offers", fee=fee,
                                  manager=faction_word(h.manager)), fee=fee)


def check_buy(state: ClassicState, faction: Faction) -> None:
    h = current(state)
    if h.step != "extra" or faction != h.manager:
        raise RuleError(T("classic-harvest-no-extra"), rule="VI.3")


def buy(state: ClassicState, faction: Faction, yes: bool, log: EventLog) -> None:
    """VI.3: the Manager pays the Guild and draws a second card, which the Guild may not
    see; the report then covers both cards."""
    check_buy(state, faction)
    h = current(state)
    player = state.players[faction]
    if not yes:
        log.public("harvest_declined", T("classic-harvest-declined",
                                         manager=faction_word(faction)))
        h.step = "report"
        return
    if player.spice < h.fee:
        raise RuleError(T("classic-harvest-fee-unpaid", fee=h.fee, count=player.spice),
                        rule="VI.3", hint=T("classic-harvest-buy-no"))
    player.spice -= h.fee
    state.players[Faction.GUILD].spice += h.fee
    card = h.harvest_deck.pop()
    h.drawn.append(card)
    log.public("harvest_extra", T("classic-harvest-extra", manager=faction_word(faction),
                                  fee=h.fee), fee=h.fee)
    if card == WORM:
        _worm(state, h, log)
        return
    log.private(player.seat, "harvest_card",
                T("classic-harvest-you-draw-extra", card=harvest_word(card),
                  count=sum(h.drawn)), card=card)
    h.step = "report"


def _year_over(state: ClassicState, h: Harvest, log: EventLog) -> None:
    """V: five harvests, then the placement (V.4-7)."""
    h.auction = None
    if h.round >= HARVESTS:
        h.step = "done"
        log.public("harvest_over", T("classic-harvest-over"))
        return
    _new_year(state, h, log)

