"""THE SPICE HARVEST (1984), V.1-2: the Manager's report (an announcement and the Share
cards), the CHOAM vote and the payout from the pot; VI.1 the Atreides' look at one
player's shares, VI.6 the Harkonnen caught once."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from engine.core import EventLog, RuleError
from engine.core.words import T, Text, joined

from ..data import Faction, UnknownName, resolve_faction
from ..data.harvest import ADMINISTRATIVE_FEE, SHARE_CARDS, harvest_word
from ..data.words import faction_word, factions_word
from ..model.harvest import Harvest
from ..model.state import ClassicState
from .common import unknown
from .harvest_common import current, others, right_of, seat

_PART = re.compile(r"^\s*(?P<who>.*?)[\s=:]*(?P<cards>\d+(?:\s*[+\s]\s*\d+)*)\s*$")


# -- V.1: the report -----------------------------------------------------------------------


def check_report(state: ClassicState, faction: Faction) -> None:
    h = current(state)
    if h.step != "report" or faction != h.manager:
        raise RuleError(T("classic-harvest-no-report"), rule="V.1")


def report(state: ClassicState, faction: Faction, amount: int, text: str,
           log: EventLog) -> None:
    """V.1.a-b: announce at most what was harvested, and give every other player one or
    more Share cards from the inventory, totalling at most the announcement."""
    check_report(state, faction)
    h = current(state)
    harvested = sum(h.drawn)
    if amount > harvested:
        raise RuleError(T("classic-harvest-announce-at-most", count=harvested), rule="V.1.a",
                        hint=usage(state, faction))
    shares = _read_shares(state, faction, text)
    _check_inventory(shares)
    total = sum(sum(cards) for cards in shares.values())
    if total > amount:
        raise RuleError(T("classic-harvest-shares-exceed", total=total, count=amount),
                        rule="V.1.b", hint=usage(state, faction))
    h.announced, h.shares, h.step = amount, shares, "vote"
    log.public("harvest_report", T("classic-harvest-announces", manager=faction_word(faction),
                                   count=amount), announced=amount)
    log.private(seat(state, faction), "harvest_shares_given",
                T("classic-harvest-you-gave", shares=_shares_words(shares)))
    for other, cards in shares.items():
        log.private(seat(state, other), "harvest_share",
                    T("classic-harvest-your-share", cards=_cards_words(cards),
                      count=sum(cards)), cards=cards)


def usage(state: ClassicState, manager: Faction) -> Text:
    """How a report is written, with this table's players."""
    players = others(state, manager)
    cards = [[5, 1], [3], [2], [4], [0]][:len(players)]
    example = ", ".join(f"{f.value} {_cards_words(c)}"
                        for f, c in zip(players, cards, strict=True))
    total = sum(sum(c) for c in cards)
    return T("classic-harvest-report-usage", example=f"report {total} {example}")


def _read_shares(state: ClassicState, manager: Faction, text: str) -> dict[Faction, list[int]]:
    """`atreides 5+3, guild 0, ...`: each other player once, with one card or more."""
    shares: dict[Faction, list[int]] = {}
    for part in filter(str.strip, re.split(r"[,;]", text)):
        match = _PART.match(part)
        if match is None or not match["who"]:
            raise RuleError(T("classic-harvest-unreadable-share", part=part.strip()),
                            rule="V.1.b", hint=usage(state, manager))
        try:
            who = resolve_faction(match["who"])
        except UnknownName as err:
            raise RuleError(unknown(err), rule="V.1.b", hint=usage(state, manager)) from None
        if who == manager or who not in state.players or who in shares:
            raise RuleError(T("classic-harvest-share-once", faction=faction_word(who)),
                            rule="V.1.b", hint=usage(state, manager))
        shares[who] = [int(n) for n in re.findall(r"\d+", match["cards"])]
    missing = [f for f in others(state, manager) if f not in shares]
    if missing:
        raise RuleError(T("classic-harvest-share-missing", factions=factions_word(missing)),
                        rule="V.1.b", hint=usage(state, manager))
    return {f: shares[f] for f in others(state, manager)}


def _check_inventory(shares: dict[Faction, list[int]]) -> None:
    """V.1.b, Note: only the Share cards there are can be handed out."""
    wanted = Counter(n for cards in shares.values() for n in cards)
    short = wanted - Counter(SHARE_CARDS)
    if short:
        card = min(short)
        raise RuleError(T("classic-harvest-no-such-cards", card=card,
                          count=SHARE_CARDS.count(card), wanted=wanted[card]),
                        rule="V.1.b", hint=T("classic-harvest-inventory",
                                             cards=_inventory_words()))


def _inventory_words() -> Text:
    stock = Counter(SHARE_CARDS)
    return joined([T("classic-harvest-inventory-card", card=card, count=n)
                   for card, n in sorted(stock.items())], ", ")


def _cards_words(cards: list[int]) -> str:
    return "+".join(map(str, cards))


def _shares_words(shares: dict[Faction, list[int]]) -> Text:
    return joined([T("classic-harvest-share-of", faction=faction_word(f),
                     cards=_cards_words(cards), count=sum(cards))
                   for f, cards in shares.items()], "; ")


def even_shares(amount: int, players: list[Faction]) -> dict[Faction, list[int]] | None:
    """`amount` in Share cards for each player, as evenly as the inventory allows: the most
    cards of some value that make the amount (and 0s for those short of a card), each card
    to the player holding least so far (None if no cards make it, one card at least each)."""
    best: dict[int, list[int]] = {0: []}
    for card in sorted(n for n in SHARE_CARDS if n):
        for total, cards in sorted(best.items(), reverse=True):
            longer = [*cards, card]
            if total + card not in best or len(best[total + card]) < len(longer):
                best[total + card] = longer
    cards = best.get(amount)
    if cards is not None and len(cards) < len(players):
        cards = [*cards, *[0] * (len(players) - len(cards))]
    if cards is None or Counter(cards) - Counter(SHARE_CARDS):
        return None
    dealt: dict[Faction, list[int]] = {f: [] for f in players}
    for card in sorted(cards, reverse=True):
        poorest = min(players, key=lambda f: (sum(dealt[f]), len(dealt[f])))
        dealt[poorest].append(card)
    return dealt


def default_report(state: ClassicState, h: Harvest) -> dict[str, Any]:
    """The deadline's report: the truth, shared as evenly as the inventory allows (the
    card is revealed at the meeting anyway, so the default tells nothing early)."""
    assert h.manager is not None
    players = others(state, h.manager)
    amount, shares = next((a, s) for a in range(sum(h.drawn), -1, -1)
                          if (s := even_shares(a, players)) is not None)
    return {"name": "report", "amount": amount, "shares": shares_text(shares)}


def shares_text(shares: dict[Faction, list[int]]) -> str:
    """Shares as a report command writes them (`atreides 5+1, guild 6`)."""
    return ", ".join(f"{f.value} {_cards_words(cards)}" for f, cards in shares.items())


# -- V.2.a: the vote, VI.1: the Atreides' look ----------------------------------------------


def check_vote(state: ClassicState, faction: Faction) -> None:
    h = current(state)
    if h.step != "vote" or faction == h.manager or faction in h.votes:
        raise RuleError(T("classic-harvest-no-vote"), rule="V.2.a")


def vote(state: ClassicState, faction: Faction, yes: bool, log: EventLog) -> None:
    """V.2.a: a Voting card face down; all are turned over together."""
    check_vote(state, faction)
    current(state).votes[faction] = yes
    log.private(seat(state, faction), "harvest_vote",
                T("classic-harvest-you-vote-yes" if yes else "classic-harvest-you-vote-no"))
    log.public("harvest_voted", T("classic-harvest-voted", faction=faction_word(faction)),
               faction=faction)


def check_look(state: ClassicState, faction: Faction) -> None:
    h = current(state)
    if faction != Faction.ATREIDES or h.step != "vote" or faction == h.manager \
            or faction in h.votes or h.looked is not None:
        raise RuleError(T("classic-harvest-no-look"), rule="VI.1")


def look(state: ClassicState, faction: Faction, whom: str, log: EventLog) -> None:
    """VI.1: before voting, the Atreides look at one other player's Share cards."""
    check_look(state, faction)
    h = current(state)
    assert h.manager is not None
    choices = [f for f in others(state, h.manager) if f != faction]
    hint = T("classic-harvest-look-among", factions=factions_word(choices))
    try:
        target = resolve_faction(whom)
    except UnknownName as err:
        raise RuleError(unknown(err), rule="VI.1", hint=hint) from None
    if target not in choices:
        raise RuleError(T("classic-harvest-look-whom", faction=faction_word(target)),
                        rule="VI.1", hint=hint)
    h.looked = target
    cards = h.shares[target]
    log.public("harvest_look", T("classic-harvest-atreides-look",
                                 faction=faction_word(target)), faction=target)
    log.private(seat(state, faction), "harvest_seen_share",
                T("classic-harvest-share-seen", faction=faction_word(target),
                  cards=_cards_words(cards), count=sum(cards)), faction=target, cards=cards)


# -- V.2.b: the payout ---------------------------------------------------------------------


def settle(state: ClassicState, h: Harvest, log: EventLog) -> None:
    """V.2.b: the votes and the Harvest card turned over; the pot (the harvest and 3 from
    the reserves) pays the yes voters their shares first. Then, if more voted no than yes
    and the report was dishonest, the no voters split what is left (the odd spice back to
    the reserves) and the Manager is replaced; otherwise the Manager keeps it. The yes
    voters' shares never exceed the pot: they total at most the announcement, which is at
    most the harvest."""
    manager = h.manager
    assert manager is not None and h.announced is not None
    voters = others(state, manager)
    yes = [f for f in voters if h.votes[f]]
    no = [f for f in voters if not h.votes[f]]
    none = T("classic-harvest-nobody")
    log.public("harvest_votes", T("classic-harvest-votes",
                                  yes=factions_word(yes) if yes else none,
                                  no=factions_word(no) if no else none),
               yes=yes, no=no)
    harvested = sum(h.drawn)
    pot = harvested + ADMINISTRATIVE_FEE
    state.bank -= pot
    shared = sum(sum(cards) for cards in h.shares.values())
    log.public("harvest_revealed", T("classic-harvest-revealed",
                                     cards=joined([harvest_word(c) for c in h.drawn], " + "),
                                     count=harvested, announced=h.announced,
                                     shares=_shares_words(h.shares), pot=pot),
               drawn=h.drawn, shares={f.value: c for f, c in h.shares.items()})
    for faction in yes:
        paid = sum(h.shares[faction])
        pot -= paid
        state.players[faction].spice += paid
    assert pot >= 0
    dishonest = harvested != h.announced or shared != h.announced
    if len(no) > len(yes) and dishonest:
        _caught(state, h, no, pot, log)
        return
    state.players[manager].spice += pot
    log.public("harvest_kept", T("classic-harvest-manager-keeps", manager=faction_word(manager),
                                 count=pot, honest=T("classic-harvest-honest" if not dishonest
                                                     else "classic-harvest-not-caught")),
               kept=pot)


def _caught(state: ClassicState, h: Harvest, no: list[Faction], pot: int,
            log: EventLog) -> None:
    """V.2.b.3: the no voters divide the rest; VI.6: the Harkonnen stay Manager the first
    time they are caught, and are replaced the second."""
    manager = h.manager
    assert manager is not None
    each = pot // len(no)
    for faction in no:
        state.players[faction].spice += each
    state.bank += pot - each * len(no)
    log.public("harvest_caught", T("classic-harvest-caught", manager=faction_word(manager),
                                   count=each, back=pot - each * len(no)), each=each)
    if manager == Faction.HARKONNEN:
        h.caught += 1
        if h.caught == 1:
            log.public("harvest_stays", T("classic-harvest-harkonnen-stay"))
            return
    h.manager = right_of(state, manager)
    log.public("harvest_new_manager", T("classic-harvest-new-manager",
                                        manager=faction_word(h.manager)), manager=h.manager)
