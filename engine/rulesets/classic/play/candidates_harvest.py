"""The commands THE SPICE HARVEST offers a faction (`candidates.py` for the main game):
representative amounts, each valid, for the menus and the random games."""

from __future__ import annotations

from engine.core import Command

from ..data import Faction
from ..data.harvest import GUILD_FEES
from ..model.harvest import Harvest
from ..model.state import ClassicState, Phase
from ..phases import harvest_report
from ..phases.harvest_common import others
from ..protocol.harvest_commands import (
    BidAccess,
    Buy,
    Commit,
    Look,
    PassAccess,
    Peek,
    Report,
    Sell,
    Vote,
)


def harvest(state: ClassicState, faction: Faction) -> list[Command]:
    h = state.harvest
    if state.phase != Phase.HARVEST or h is None:
        return []
    spice = state.players[faction].spice
    out: list[Command] = [Commit(amount=n) for n in sorted({0, spice // 2, spice})]
    out += [Sell(fee=n) for n in (0, GUILD_FEES.start, GUILD_FEES.stop - 1)]
    if h.fee <= spice:
        out.append(Buy(yes=True))
    out.append(Buy(yes=False))
    out += _reports(state, h, faction)
    out += [Vote(yes=True), Vote(yes=False)]
    if h.manager is not None:
        out += [Look(faction=f.value) for f in others(state, h.manager) if f != faction]
    return out + _auction(h, spice)


def _reports(state: ClassicState, h: Harvest, faction: Faction) -> list[Command]:
    """The truthful report, and dishonest ones: a lower announcement shared in full, and
    the truth announced with shares short of it."""
    if h.step != "report" or h.manager != faction:
        return []
    players = others(state, faction)
    truth = harvest_report.default_report(state, h)
    out: list[Command] = [Report(amount=truth["amount"], shares=truth["shares"])]
    lower = max(0, truth["amount"] - 5)
    shares = harvest_report.even_shares(lower, players)
    if shares is not None:
        text = harvest_report.shares_text(shares)
        out += [Report(amount=lower, shares=text), Report(amount=truth["amount"], shares=text)]
    return out


def _auction(h: Harvest, spice: int) -> list[Command]:
    a = h.auction
    if a is None or a.turn is None:
        return []
    amounts = {a.high_bid + 1, a.high_bid + 3, spice} & set(range(a.high_bid + 1, spice + 1))
    peeks = [Peek(number=n) for n in range(a.index + 1, len(a.cards) + 1)]
    return [PassAccess(), *(BidAccess(amount=n) for n in sorted(amounts)), *peeks]
