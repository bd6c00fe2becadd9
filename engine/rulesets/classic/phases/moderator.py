"""Moderator fixes: how a moderator repairs a game and how a scenario test sets a position.

Every fix is logged publicly, without revealing a hidden card to the table: the seat
concerned and the moderators learn the card, everyone else learns that a fix happened.
"""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, Text, listing

from ..board import forces
from ..board.starred import STARRED_NAMES
from ..data import (
    SPICE_CARDS,
    SPICE_DECK,
    TERRITORIES,
    TREACHERY_CARDS,
    Faction,
    UnknownName,
    resolve_card,
    resolve_faction,
)
from ..data.words import card_word, faction_word, factions_word, place_word
from ..model.state import ClassicState
from .common import choose_sector, owed, territory


def cards_word(names: list[str] | tuple[str, ...]) -> Text:
    return listing([card_word(c) for c in names])


def starred_word(faction: Faction) -> Text:
    """The name of the faction's starred tokens (Sardaukar, Fedaykin)."""
    return kind_word(STARRED_NAMES.get(faction, "starred"))


def kind_word(kind: str) -> Text:
    """A kind of token: its starred ones' name (`Sardaukar`), or `starred`."""
    return T(f"classic-starred-kind-{kind.lower()}")


def aid_pad(section: str) -> Text:
    """A citation of the player aid pad: `Player aid pad B.1`."""
    return T("classic-cite-aid-pad", section=section)


def pad(section: str) -> Text:
    """A short citation of the player aid pad: `Pad B.6.A.1`."""
    return T("classic-cite-pad", section=section)


def faction_in_game(state: ClassicState, text: str) -> Faction:
    """A faction named by its seat (`alice`) or by name (`atreides`, `bg`)."""
    for faction, player in state.players.items():
        if player.seat.lower() == text.strip().lower():
            return faction
    try:
        faction = resolve_faction(text)
    except UnknownName as err:
        raise RuleError(str(err)) from None
    if faction not in state.players:
        raise RuleError(T("classic-mod-not-in-game", faction=faction_word(faction)),
                        hint=T("classic-mod-playing", factions=factions_word(list(state.players))))
    if faction in state.out:  # THE DUEL, VII
        raise RuleError(T("classic-leaders-faction-out", faction=faction_word(faction),
                          turn=state.out[faction]), rule="THE DUEL VII")
    return faction


def set_spice(state: ClassicState, who: str, amount: int, log: EventLog) -> None:
    faction = faction_in_game(state, who)
    player = state.players[faction]
    floor = owed(state, faction) - sum(state.support.get(faction, {}).values())
    if amount < floor:
        raise RuleError(T("classic-mod-top-bid-needs", faction=faction_word(faction),
                          count=floor), rule="VIII.C",
                        hint=T("classic-mod-set-at-least", count=floor))
    state.bank -= amount - player.spice
    text = T("classic-mod-sets-spice", faction=faction_word(faction), before=player.spice,
             after=amount)
    if state.options.open_spice:
        log.public("mod_spice", text, faction=faction, amount=amount)
    else:  # XIII.B: the amount stays behind the shield
        log.public("mod_spice", T("classic-mod-corrects-spice", faction=faction_word(faction)),
                   faction=faction)
        log.private(player.seat, "mod_spice", text, faction=faction, amount=amount)
        log.moderator("mod_spice", text, faction=faction, amount=amount)
    player.spice = amount


def set_tokens(state: ClassicState, who: str, n: int, where: str, sector: int | None,
               via: str, log: EventLog) -> None:
    faction = faction_in_game(state, who)
    player = state.players[faction]
    target = territory(where)
    sector = choose_sector(state, target, sector, allow_storm=True)
    delta = n - forces.count(state, faction, target, sector)
    pool = player.reserves if via == "reserves" else player.tanks
    if delta > pool:
        raise RuleError(T("classic-mod-only-tokens-in", faction=faction_word(faction),
                          count=pool, via=T(f"classic-mod-the-{via}")),
                        hint=T("classic-mod-set-at-most", count=pool + n - delta))
    if delta > 0:
        take = forces.from_reserves if via == "reserves" else forces.from_tanks
        forces.add(state, faction, target, sector, delta, take(player, delta))
    elif delta < 0:
        elite = forces.remove(state, faction, target, sector, -delta)
        if via == "reserves":
            player.reserves -= delta
            player.starred_reserves += elite
        else:
            player.tanks -= delta
            player.starred_tanks += elite
    log.public("mod_tokens", T("classic-mod-sets-tokens", faction=faction_word(faction),
                               territory=place_word(target), sector=sector, count=n,
                               via=T(f"classic-mod-the-{via}")), faction=faction, territory=target,
               sector=sector, n=n)


def _card(text: str, among: list[str] | None = None) -> str:
    try:
        return resolve_card(text, among=among)
    except UnknownName as err:
        raise RuleError(str(err)) from None


def give_card(state: ClassicState, who: str, text: str, log: EventLog) -> None:
    faction = faction_in_game(state, who)
    player = state.players[faction]
    card = _card(text, among=list(TREACHERY_CARDS))
    for pile in (state.treachery_deck, state.treachery_discard):
        if card in pile:
            pile.remove(card)
            break
    else:
        _not_in_piles(state, card, T("classic-mod-treachery-piles"),
                      T("classic-mod-take-from-hand-first"))
    player.hand.append(card)
    log.public("mod_card", T("classic-mod-gives-card", faction=faction_word(faction)),
               faction=faction)
    log.private(player.seat, "card", T("classic-mod-gives-you", card=card_word(card)),
                card=card)
    log.moderator("mod_card", T("classic-mod-received", faction=faction_word(faction),
                                card=card_word(card)), card=card)


def _not_in_piles(state: ClassicState, card: str, piles: Text, hint: Text | str) -> None:
    """Refuse a card that is not where a fix takes it from, saying where it is."""
    b = state.bidding
    if b is not None and card in b.cards[b.index:]:
        raise RuleError(T("classic-mod-up-for-bid", card=_any_card_word(card), piles=piles),
                        rule="VIII", hint=T("classic-mod-wait-until-sold"))
    holders = [f for f, p in state.players.items() if card in p.hand]
    if holders:
        raise RuleError(T("classic-mod-not-in-piles-held", card=_any_card_word(card),
                          piles=piles, holders=factions_word(holders),
                          count=len(holders)), hint=hint)
    raise RuleError(T("classic-mod-not-in-piles", card=_any_card_word(card), piles=piles),
                    hint=hint)


def _any_card_word(card: str) -> Text:
    """A treachery card, or a spice card (a territory's, or Shai-Hulud), as a game word."""
    if card in TREACHERY_CARDS:
        return card_word(card)
    if card in TERRITORIES:
        return place_word(card)
    return card_word(card)


def take_card(state: ClassicState, who: str, text: str, log: EventLog) -> None:
    faction = faction_in_game(state, who)
    player = state.players[faction]
    if not player.hand:
        raise RuleError(T("classic-mod-holds-no-cards", faction=faction_word(faction)))
    card = _card(text, among=player.hand)
    r = state.battles
    plan = r.current.plans.get(faction) if r and r.current else None
    if plan is not None and player.hand.count(card) <= [
            plan.leader, plan.weapon, plan.defense].count(card):
        raise RuleError(T("classic-mod-card-in-battle", faction=faction_word(faction),
                          card=card_word(card)))
    player.hand.remove(card)
    state.treachery_discard.append(card)
    log.public("mod_card", T("classic-mod-discards-card", card=card_word(card),
                             faction=faction_word(faction)),
               faction=faction, card=card)


def set_storm(state: ClassicState, sector: int, log: EventLog) -> None:
    state.storm = sector
    log.public("mod_storm", T("classic-mod-puts-storm", sector=sector), sector=sector)


def stack(state: ClassicState, deck: str, text: str, log: EventLog) -> None:
    """Put a named card on top of a deck, from wherever it is in that deck or its discards."""
    if deck == "spice":
        card = _card_named(text, list(dict.fromkeys(SPICE_DECK)) + list(SPICE_CARDS))
        piles = (state.spice_deck, state.spice_discard, state.spice_discard_2)
    else:
        card = _card(text, among=list(TREACHERY_CARDS))
        piles = (state.treachery_deck, state.treachery_discard)
    for pile in piles:
        if card in pile:
            pile.remove(card)
            piles[0].append(card)
            break
    else:
        _not_in_piles(state, card, T(f"classic-mod-{deck}-piles"),
                      T("classic-mod-take-from-hand-first") if deck == "treachery" else "")
    log.public("mod_stack", T(f"classic-mod-stacks-{deck}"), deck=deck)
    log.moderator("mod_stack", T(f"classic-mod-on-top-{deck}", card=_any_card_word(card)),
                  card=card)


def _card_named(text: str, names: list[str]) -> str:
    return _card(text, among=sorted(set(names)))
