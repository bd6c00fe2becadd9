"""Behind a faction's shield, in words: the sheet a seat reads with `/game view` (and a
moderator with `/mod view`), built from the seat's private view (`view.private`) and the
public facts, so it can hold no other seat's secret (the conformance suite checks it by
dealing every other secret anew).
"""

from __future__ import annotations

from typing import Any

from engine.core.ruleset import Sheet, SheetSection

from ..board.strength import dial_words
from ..data import LEADERS, SHIELDS, TREACHERY_CARDS, Faction, leaders_of
from ..model.state import BattlePlan, ClassicState
from ..phases import kwisatz
from .view import private

_KIND_WORDS = {"weapon": "weapon", "defense": "defence", "leader_substitute": "hero",
               "special": "special", "worthless": "worthless"}


def sheet(state: ClassicState, seat: str, waiting: tuple[str, ...]) -> Sheet:
    """The seat's sheet; `waiting` are its decisions in words (`decision_lines`)."""
    faction = next(f for f, p in state.players.items() if p.seat == seat)
    mine = private(state, faction)
    parts = [_treasury(state, faction, mine), _cards(faction, mine), _traitors(mine),
             _leaders(state, faction), _orders(state, mine), _prediction(mine),
             _sight(mine)]
    if waiting:
        parts.append(SheetSection(title="Waiting for you", lines=waiting))
    return Sheet(title=f"{faction.title} ({seat}): behind your shield",
                 sections=tuple(p for p in parts if p is not None))


def _starred(n: int) -> str:
    """XV: how many of the tokens counted are starred (Sardaukar, Fedaykin)."""
    return f", {n} starred" if n else ""


def _treasury(state: ClassicState, faction: Faction, mine: dict[str, Any]) -> SheetSection:
    player = state.players[faction]
    lines = [f"Spice: {mine['spice']}",
             f"Reserves: {player.reserves} token(s){_starred(player.starred_reserves)}",
             f"Tanks: {player.tanks} token(s){_starred(player.starred_tanks)}"]
    support = mine.get("support", {})
    for ally, amount in support.get("received", {}).items():
        lines.append(f"Pledged to you by {Faction(ally).title}: {amount} spice")
    for ally, amount in support.get("given", {}).items():
        lines.append(f"You pledged {Faction(ally).title}: {amount} spice")
    allies = [f.title for group in state.alliances if faction in group for f in group
              if f != faction]
    if allies:
        lines.append("Allied with " + " and ".join(allies))
    return SheetSection(title="Spice and tokens", lines=tuple(lines))


def _cards(faction: Faction, mine: dict[str, Any]) -> SheetSection:
    hand = mine["hand"]
    lines = [f"{card} ({_KIND_WORDS[TREACHERY_CARDS[card].kind.value]})" for card in hand]
    limit = SHIELDS[faction].hand_limit
    return SheetSection(title=f"Cards ({len(hand)} of {limit})",
                        lines=tuple(lines) or ("no cards",))


def _traitors(mine: dict[str, Any]) -> SheetSection:
    lines = [f"{name} (your traitor)" for name in mine["traitors"]]
    if mine["traitor_draw"]:
        lines.append("To choose from: " + ", ".join(mine["traitor_draw"]))
    return SheetSection(title="Traitors", lines=tuple(lines) or ("none",))


def _leaders(state: ClassicState, faction: Faction) -> SheetSection:
    player = state.players[faction]
    used = state.battles.used_leaders if state.battles else {}
    lines = []
    for leader in leaders_of(faction):
        where = ("in the tanks" if leader.name in player.leaders_in_tanks
                 else "held by the Harkonnen" if leader.name in state.captured
                 else f"fought in {used[leader.name]} this turn" if leader.name in used
                 else "ready")
        lines.append(f"{leader.name} ({leader.strength}): {where}")
    if faction == Faction.ATREIDES and state.options.advantages:  # pad, Atreides 1 (XV)
        lines.append(f"Kwisatz Haderach (+2): {kwisatz_status(state)}")
    if faction == Faction.HARKONNEN:  # pad, Harkonnen 1 (XV)
        lines += [f"{name} ({LEADERS[name].strength}): captured, for one battle"
                  for name in state.captured]
    return SheetSection(title="Leaders", lines=tuple(lines))


def kwisatz_status(state: ClassicState) -> str:
    if not kwisatz.awake(state):
        return f"asleep, {state.kwisatz_losses} of {kwisatz.LOSSES_NEEDED} tokens lost in battles"
    if state.kwisatz_dead:
        return "in the tanks"
    return "fought this turn" if state.kwisatz_turn == state.turn else "ready"


def _orders(state: ClassicState, mine: dict[str, Any]) -> SheetSection | None:
    """What the seat has already set down and may not see again elsewhere: its storm dial,
    its standing bid and standing orders, its battle plan."""
    lines = []
    if "storm_dial" in mine:
        lines.append(f"Storm dial: {mine['storm_dial']}")
    standing = mine.get("standing_bid")
    if standing == "pass":
        lines.append("Standing bid: pass for the rest of this round")
    elif "standing_bid_round" in mine:
        lines.append(f"Standing bid: up to {mine['standing_bid_round']} on every card of "
                     "this round")
    elif standing is not None:
        lines.append(f"Standing bid: up to {standing} on this card")
    lines += [f"`{order}`: {ORDER_WORDS[order]}" for order in mine.get("standing_orders", ())]
    plan = mine.get("battle_plan")
    if plan is not None:
        battle = state.battles.current if state.battles else None
        where = f" in {battle.territory}" if battle else ""
        lines.append(f"Battle plan{where}: dial {dial_words(BattlePlan(**plan))}, leader "
                     f"{plan['leader'] or 'none'}, weapon {plan['weapon'] or 'none'}, "
                     f"defence {plan['defense'] or 'none'}")
    return SheetSection(title="Standing orders", lines=tuple(lines)) if lines else None


ORDER_WORDS = {
    "auto call": "every traitor question is answered at once, yes when the leader is in "
                 "your pay",
    "auto advise yes": "a spiritual advisor goes with every shipment it may",
    "auto advise no": "no advisor goes with any shipment",
    "auto move_now later": "you answer `move_now no` before every move",
}
"""Each standing order (phases/orders.py) as the sheet explains it."""


def _prediction(mine: dict[str, Any]) -> SheetSection | None:
    made = mine.get("prediction")
    if made is None:
        return None
    return SheetSection(title="Prediction", lines=(
        f"{Faction(made['faction']).title} win on turn {made['turn']}",))


def _sight(mine: dict[str, Any]) -> SheetSection | None:
    """The Atreides' foresight (XII.E.1): the card up for bid, the next spice card; the
    Fremen's storm marker face down (XVI.B)."""
    lines = []
    if "card_up_for_bid" in mine:
        lines.append(f"Card up for bid: {mine['card_up_for_bid']}")
    if "next_spice_card" in mine:
        lines.append(f"Next spice card: {mine['next_spice_card']}")
    if "weather_marker" in mine:
        lines.append(f"Next storm marker: {mine['weather_marker']} sector(s)")
    return SheetSection(title="Foresight", lines=tuple(lines)) if lines else None
