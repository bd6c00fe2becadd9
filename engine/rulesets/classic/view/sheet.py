"""Behind a faction's shield, in words: the sheet a seat reads with `/game view` (and a
moderator with `/mod view`), built from the seat's private view (`view.private`) and the
public facts, so it can hold no other seat's secret (the conformance suite checks it by
dealing every other secret anew).
"""

from __future__ import annotations

from typing import Any

from engine.core.ruleset import Sheet, SheetSection
from engine.core.words import Say, T, Text, joined

from ..board.leaders import is_leader, leader_value, leaders_of_game
from ..board.strength import dial_words
from ..data import LEADERS, SHIELDS, TREACHERY_CARDS, Faction
from ..data.main_leaders import is_main
from ..data.words import card_word, faction_word, factions_word, leader_word, place_word
from ..model.state import BattlePlan, ClassicState
from ..phases import kwisatz
from . import harvest_view, placement_sheet
from .arena_view import arena_section
from .view import private


def sheet(state: ClassicState, seat: str, waiting: tuple[Say, ...]) -> Sheet:
    """The seat's sheet; `waiting` are its decisions in words (`decision_lines`)."""
    faction = next(f for f, p in state.players.items() if p.seat == seat)
    mine = private(state, faction)
    parts = [_treasury(state, faction, mine), _cards(faction, mine), _traitors(mine),
             _leaders(state, faction), _orders(state, mine), _prediction(mine),
             _sight(mine), _poisons(state, faction, mine), harvest_view.section(state, mine),
             placement_sheet.section(mine), arena_section(mine)]
    if waiting:
        parts.append(SheetSection(title=T("classic-sheet-waiting"), lines=waiting))
    return Sheet(title=T("classic-sheet-title", faction=faction_word(faction), seat=seat),
                 sections=tuple(p for p in parts if p is not None))


def _treasury(state: ClassicState, faction: Faction, mine: dict[str, Any]) -> SheetSection:
    player = state.players[faction]
    # XV: how many of the tokens counted are starred (Sardaukar, Fedaykin).
    lines: list[Say] = [
        T("classic-sheet-spice", spice=mine["spice"]),
        T("classic-sheet-reserves", count=player.reserves, starred=player.starred_reserves),
        T("classic-sheet-tanks", count=player.tanks, starred=player.starred_tanks)]
    support = mine.get("support", {})
    for ally, amount in support.get("received", {}).items():
        lines.append(T("classic-sheet-pledged-to-you", ally=faction_word(ally), spice=amount))
    for ally, amount in support.get("given", {}).items():
        lines.append(T("classic-sheet-you-pledged", ally=faction_word(ally), spice=amount))
    allies = [f for group in state.alliances if faction in group for f in group
              if f != faction]
    if allies:
        lines.append(T("classic-sheet-allied", allies=factions_word(allies)))
    return SheetSection(title=T("classic-sheet-spice-and-tokens"), lines=tuple(lines))


def _cards(faction: Faction, mine: dict[str, Any]) -> SheetSection:
    hand = mine["hand"]
    lines = [T("classic-sheet-card", card=card_word(card),
               kind=kind_word(TREACHERY_CARDS[card].kind.value)) for card in hand]
    limit = SHIELDS[faction].hand_limit
    return SheetSection(title=T("classic-sheet-cards", count=len(hand), limit=limit),
                        lines=tuple(lines) or (T("classic-sheet-no-cards"),))


def kind_word(kind: str) -> Text:
    """A treachery card's kind: weapon, defence, hero, special, worthless."""
    return T(f"classic-kind-{kind.replace('_', '-')}")


def _traitors(mine: dict[str, Any]) -> SheetSection:
    lines = [T("classic-sheet-your-traitor", leader=leader_word(name))
             for name in mine["traitors"]]
    if mine["traitor_draw"]:
        lines.append(T("classic-sheet-to-choose-from",
                       leaders=joined([leader_word(n) for n in mine["traitor_draw"]], ", ")))
    return SheetSection(title=T("classic-sheet-traitors"),
                        lines=tuple(lines) or (T("classic-sheet-none"),))


def _leaders(state: ClassicState, faction: Faction) -> SheetSection:
    player = state.players[faction]
    used = state.battles.used_leaders if state.battles else {}
    lines = []
    if faction in state.out:
        return SheetSection(title=T("classic-sheet-leaders"), lines=(
            T("classic-leaders-you-are-out", turn=state.out[faction]),))
    for leader in leaders_of_game(state, faction):
        where = (T("classic-leader-in-tanks") if leader.name in player.leaders_in_tanks
                 else T("classic-leader-held-by-harkonnen") if leader.name in state.captured
                 else T("classic-leader-fought-in", territory=place_word(used[leader.name]))
                 if leader.name in used
                 else T("classic-leader-ready"))
        lines.append(T("classic-leaders-sheet-main" if is_main(leader.name)
                       else "classic-sheet-leader", leader=leader_word(leader.name),
                       strength=str(leader_value(state, leader.name)), where=where))
    if faction == Faction.ATREIDES and state.options.advantages:  # pad, Atreides 1 (XV)
        lines.append(T("classic-sheet-kwisatz", where=kwisatz_status(state)))
    if faction == Faction.HARKONNEN:  # pad, Harkonnen 1 (XV)
        lines += [T("classic-sheet-leader", leader=leader_word(name),
                    strength=str(LEADERS[name].strength), where=T("classic-leader-captured"))
                  for name in state.captured]
    return SheetSection(title=T("classic-sheet-leaders"), lines=tuple(lines))


def kwisatz_status(state: ClassicState) -> Text:
    if not kwisatz.awake(state):
        return T("classic-sheet-kwisatz-asleep", lost=state.kwisatz_losses,
                 needed=kwisatz.LOSSES_NEEDED)
    if state.kwisatz_dead:
        return T("classic-leader-in-tanks")
    return (T("classic-sheet-kwisatz-fought") if state.kwisatz_turn == state.turn
            else T("classic-leader-ready"))


def _orders(state: ClassicState, mine: dict[str, Any]) -> SheetSection | None:
    """What the seat has already set down and may not see again elsewhere: its storm dial,
    its standing bid and standing orders, its battle plan."""
    lines: list[Say] = []
    if "storm_dial" in mine:
        lines.append(T("classic-sheet-storm-dial", dial=mine["storm_dial"]))
    standing = mine.get("standing_bid")
    if standing == "pass":
        lines.append(T("classic-sheet-standing-pass"))
    elif "standing_bid_round" in mine:
        lines.append(T("classic-sheet-standing-round", bid=mine["standing_bid_round"]))
    elif standing is not None:
        lines.append(T("classic-sheet-standing-card", bid=standing))
    lines += [T("classic-sheet-order", order=order, words=_order_words(order))
              for order in mine.get("standing_orders", ())]
    plan = mine.get("battle_plan")
    if plan is not None:
        battle = state.battles.current if state.battles else None
        plan_words = dict(dial=dial_words(BattlePlan(**plan)), leader=_plan_leader(plan["leader"]),
                          weapon=_plan_card(plan["weapon"]), defense=_plan_card(plan["defense"]))
        lines.append(T("classic-sheet-plan-in", territory=place_word(battle.territory),
                       **plan_words) if battle else T("classic-sheet-plan", **plan_words))
    return (SheetSection(title=T("classic-sheet-standing-orders"), lines=tuple(lines))
            if lines else None)


def _order_words(order: str) -> Text:
    """A standing order explained; `auto harvester N` names its least blow."""
    if order.startswith("auto harvester "):
        return T("classic-cards-order-harvester", least=int(order.split()[-1]))
    return ORDER_WORDS[order]


def _plan_leader(name: str | None) -> Text:
    if not name:
        return T("classic-sheet-none")
    return leader_word(name) if is_leader(name) else card_word(name)


def duel_status(state: ClassicState) -> Text:
    """THE DUEL: the main leaders' value (III.1, or the option's) and who is out (VII)."""
    gone = [T("classic-leaders-out-since", faction=faction_word(f), turn=turn)
            for f, turn in state.out.items()]
    return T("classic-leaders-status", value=state.options.main_leader,
             count=len(gone), out=joined(gone, ", "))


def _plan_card(name: str | None) -> Text:
    return card_word(name) if name else T("classic-sheet-none")


ORDER_WORDS = {
    "auto call": T("classic-order-auto-call"),
    "auto advise yes": T("classic-order-auto-advise-yes"),
    "auto advise no": T("classic-order-auto-advise-no"),
    "auto move_now later": T("classic-order-auto-move-now-later"),
}
"""Each standing order (phases/orders.py) as the sheet explains it."""


def _prediction(mine: dict[str, Any]) -> SheetSection | None:
    made = mine.get("prediction")
    if made is None:
        return None
    return SheetSection(title=T("classic-sheet-prediction"), lines=(
        T("classic-sheet-predicted", faction=faction_word(made["faction"]), turn=made["turn"]),))


def _poisons(state: ClassicState, faction: Faction,
             mine: dict[str, Any]) -> SheetSection | None:
    """THE DUEL VIII.4: the cards the seat laid before other shields (which it knows), those
    before its own shield with its answer to their next bribe, and the debts of bluffs."""
    lines: list[Say] = [
        T("classic-cards-sheet-laid", target=faction_word(p["target"]), card=card_word(p["card"]),
          victim=leader_word(p["victim"]) if p["victim"] else T("classic-cards-poison-strongest"))
        for p in mine.get("poisons_laid", ())]
    refused = mine.get("poisons_refused", ())
    lines += [T("classic-cards-sheet-refuse" if p.by.value in refused
                else "classic-cards-sheet-pay", faction=faction_word(p.by), count=p.bribe)
              for p in state.poisons if p.target == faction]
    lines += [T("classic-cards-sheet-owe", creditor=faction_word(d.creditor), count=d.amount)
              for d in state.debts if d.debtor == faction]
    lines += [T("classic-cards-sheet-owed", debtor=faction_word(d.debtor), count=d.amount)
              for d in state.debts if d.creditor == faction]
    return SheetSection(title=T("classic-cards-sheet-poisons"), lines=tuple(lines)) \
        if lines else None


def _sight(mine: dict[str, Any]) -> SheetSection | None:
    """The Atreides' foresight (XII.E.1): the card up for bid, the next spice card; the
    Fremen's storm marker face down (XVI.B)."""
    lines: list[Say] = []
    if "card_up_for_bid" in mine:
        lines.append(T("classic-sheet-card-up", card=card_word(mine["card_up_for_bid"])))
    if "next_spice_card" in mine:
        lines.append(T("classic-sheet-next-spice", card=card_word(mine["next_spice_card"])))
    if "weather_marker" in mine:
        lines.append(T("classic-sheet-next-storm", count=mine["weather_marker"]))
    return SheetSection(title=T("classic-sheet-foresight"), lines=tuple(lines)) if lines else None
