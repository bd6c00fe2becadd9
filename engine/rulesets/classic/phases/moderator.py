"""Moderator fixes: how a moderator repairs a game and how a scenario test sets a position.

Every fix is logged publicly, without revealing a hidden card to the table: the seat
concerned and the moderators learn the card, everyone else learns that a fix happened.
"""

from __future__ import annotations

from engine.core import EventLog, RuleError

from ..board import forces
from ..data import (
    SPICE_CARDS,
    SPICE_DECK,
    TREACHERY_CARDS,
    Faction,
    UnknownName,
    resolve_card,
    resolve_faction,
)
from ..model.state import ClassicState
from .common import choose_sector, owed, territory


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
        playing = ", ".join(f.title for f in state.players)
        raise RuleError(f"{faction.title} is not in this game.", hint=f"Playing: {playing}.")
    return faction


def set_spice(state: ClassicState, who: str, amount: int, log: EventLog) -> None:
    faction = faction_in_game(state, who)
    player = state.players[faction]
    floor = owed(state, faction) - sum(state.support.get(faction, {}).values())
    if amount < floor:
        raise RuleError(f"{faction.title}'s top bid on the card up for bid needs {floor} "
                        "spice of their own.", rule="VIII.C",
                        hint=f"Set at least {floor}, or wait until the card is sold.")
    state.bank -= amount - player.spice
    text = f"Moderator sets {faction.title}'s spice from {player.spice} to {amount}."
    if state.options.open_spice:
        log.public("mod_spice", text, faction=faction, amount=amount)
    else:  # XIII.B: the amount stays behind the shield
        log.public("mod_spice", f"Moderator corrects {faction.title}'s spice.",
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
        raise RuleError(f"{faction.title} has only {pool} token(s) in the {via}.",
                        hint=f"Set at most {pool + n - delta} here, or use via=tanks/reserves.")
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
    log.public("mod_tokens", f"Moderator sets {faction.title} tokens in {target} (sector "
               f"{sector}) to {n}, via the {via}.", faction=faction, territory=target,
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
        _not_in_piles(state, card, "the treachery deck or discard pile",
                      "Take it from a hand first with `take_card`.")
    player.hand.append(card)
    log.public("mod_card", f"Moderator gives {faction.title} a treachery card.", faction=faction)
    log.private(player.seat, "card", f"The moderator gives you {card}.", card=card)
    log.moderator("mod_card", f"{faction.title} received {card}.", card=card)


def _not_in_piles(state: ClassicState, card: str, piles: str, hint: str) -> None:
    """Refuse a card that is not where a fix takes it from, saying where it is."""
    b = state.bidding
    if b is not None and card in b.cards[b.index:]:
        raise RuleError(f"{card} is up for bid in this bidding round, not in {piles}.",
                        rule="VIII", hint="Wait until it is sold (then `take_card` it from "
                        "the buyer) or the round ends (unsold cards go back on the deck).")
    holders = [f.title for f, p in state.players.items() if card in p.hand]
    where = f" {', '.join(holders)} hold(s) it." if holders else ""
    raise RuleError(f"No {card} is in {piles}.{where}", hint=hint)


def take_card(state: ClassicState, who: str, text: str, log: EventLog) -> None:
    faction = faction_in_game(state, who)
    player = state.players[faction]
    if not player.hand:
        raise RuleError(f"{faction.title} holds no cards.")
    card = _card(text, among=player.hand)
    r = state.battles
    plan = r.current.plans.get(faction) if r and r.current else None
    if plan is not None and player.hand.count(card) <= [
            plan.leader, plan.weapon, plan.defense].count(card):
        raise RuleError(f"{faction.title} have played {card} in the battle being fought; "
                        "take the card after the battle.")
    player.hand.remove(card)
    state.treachery_discard.append(card)
    log.public("mod_card", f"Moderator discards {card} from {faction.title}'s hand.",
               faction=faction, card=card)


def set_storm(state: ClassicState, sector: int, log: EventLog) -> None:
    state.storm = sector
    log.public("mod_storm", f"Moderator puts the storm in sector {sector}.", sector=sector)


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
        _not_in_piles(state, card, f"the {deck} deck or its discard pile",
                      "Take it from a hand first with `take_card`." if deck == "treachery"
                      else "")
    log.public("mod_stack", f"Moderator stacks the {deck} deck.", deck=deck)
    log.moderator("mod_stack", f"{card} is now on top of the {deck} deck.", card=card)


def _card_named(text: str, names: list[str]) -> str:
    return _card(text, among=sorted(set(names)))
