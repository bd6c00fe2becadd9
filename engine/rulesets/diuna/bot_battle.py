"""A Diuna bot's battles (Bitwa): the plan made from what the seat knows of its opponent's
cards (cards seen kept after a won battle, the Prescience's answer), never the Lasgun with a
Shield in sight, just enough forces to win; the Voice, the Prescience, traitor calls and
cards, and the market cards played once the plans are revealed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import Command
from engine.core.ruleset import Seen

from . import commands as c
from .bot_board import BATTLE_CARDS, LEADER_FACTION, LEADER_STRENGTH, Board

STOPS = {"hand": "hand", "poison": "poison", "Poison Tooth": "poison",
         "Artillery Strike": "hand"}
"""The defence class that stops a weapon (Broń i osłona; the special weapons by effect)."""
COUNTER_ATTACK = 4


def fight(board: Board) -> Mapping[str, Any]:
    return board.public["fight"] or {}


def opponent(board: Board) -> str:
    sides = fight(board)["sides"]
    return sides[1] if sides[0] == board.seat else sides[0]


def known_cards(seen: Seen, seat: str) -> list[str]:
    """The battle cards `seat` is known to hold: those of its revealed plans it kept by
    winning (a winner keeps its weapon and defence but the worthless and special cards)."""
    known: list[str] = []
    revealed: dict[str, list[str]] = {}
    for event in seen.history:
        data = event.data
        if event.kind == "battle":
            revealed = {}
        elif event.kind == "reveal":
            revealed[data["seat"]] = [n for n in (data.get("weapon"), data.get("defence")) if n]
            for name in revealed[data["seat"]] if data["seat"] == seat else ():
                if name in known:
                    known.remove(name)
        elif event.kind == "battle_strength" and data.get("winner") == seat:
            known += [n for n in revealed.get(seat, []) if _kept(n)]
    return known


def _kept(name: str) -> bool:
    card = BATTLE_CARDS.get(name)
    return card is not None and card.kind != "worthless" and card.against != "special"


def foreseen(seen: Seen) -> dict[str, Any]:
    """What this battle's Prescience or Truthtrance told the seat of the opponent's plan."""
    out: dict[str, Any] = {}
    for event in reversed(seen.history):
        if event.kind == "battle":
            break
        if event.kind == "foresight":
            out[event.data["element"]] = event.data["value"]
        elif event.kind == "truthtrance":
            out["forces"] = event.data["forces"]
    return out


def weapon_class(name: str | None) -> str | None:
    """The defence class that stops the weapon (None: not a weapon, or the Lasgun)."""
    card = BATTLE_CARDS.get(name or "")
    if card is None or card.kind != "weapon":
        return None
    return STOPS.get(card.acts_as if card.against == "special" else card.against or "")


def is_card(name: str | None, kind: str, against: str | None = None) -> bool:
    card = BATTLE_CARDS.get(name or "")
    return card is not None and card.kind == kind and (against is None
                                                      or card.against == against)


def card_score(weapon: str | None, defence: str | None, threats: list[str],
               guard: str | None) -> float:
    """How good a pair of cards is against the weapons the opponent may play (`threats`)
    and the defence it is known to play (`guard`): a weapon that may kill its leader, a
    defence that stops what it holds; never the Lasgun where a Shield may be (everything
    is destroyed), nor a special weapon that kills the seat's own leader."""
    score = 0.0
    wcard = BATTLE_CARDS.get(weapon or "")
    if wcard is not None and wcard.kind == "weapon":
        stops = weapon_class(weapon)
        score += 0.5 if guard is not None and guard == stops else 3.0
        if wcard.acts_as == "Lasgun" and (is_card(defence, "defence", "hand")
                                          or guard == "hand"):
            score -= 20.0
        if wcard.acts_as in ("Poison Tooth", "Artillery Strike") and not is_card(
                defence, "defence", stops):
            score -= 6.0
    elif weapon is not None:
        score += 0.3  # a worthless card played is one less in hand
    dcard = BATTLE_CARDS.get(defence or "")
    if dcard is not None and dcard.kind == "defence":
        stopped = [t for t in threats if weapon_class(t) == dcard.against]
        score += 2.0 + 2.0 * bool(stopped)
        if dcard.against == "hand" and any(is_card(t, "weapon", "special")
                                           and BATTLE_CARDS[t].acts_as == "Lasgun"
                                           for t in threats):
            score -= 20.0
    elif defence is not None:
        score += 0.3
    return score


def plan(seen: Seen, board: Board) -> Command | None:
    """The best pair of cards the rules allow, then the fewest forces that still win."""
    plans = seen.of(c.Plan)
    if not plans:
        return None
    most = max(p.forces for p in plans)
    other = opponent(board)
    told = foreseen(seen)
    threats = [told["weapon"]] if told.get("weapon") else known_cards(seen, other)
    guard = None
    if told.get("defence"):
        card = BATTLE_CARDS.get(told["defence"])
        guard = card.against if card is not None and card.kind == "defence" else None
    pairs = {(p.weapon, p.defence): p for p in plans if p.forces == most}
    best = max(pairs.values(), key=lambda p: (
        card_score(p.weapon, p.defence, threats, guard), repr(p)))
    forces = forces_needed(board, best.leader, best.weapon, guard, told)
    return best.model_copy(update={"forces": min(most, forces) if forces >= 0 else most})


def forces_needed(board: Board, leader: str | None, weapon: str | None, guard: str | None,
                  told: Mapping[str, Any]) -> int:
    """The fewest forces that beat the opponent's strongest plan (ties go to the side
    holding the advantage, the first side: battle.py); none when every leader it may play
    is the seat's traitor."""
    faction = board.public["players"][opponent(board)]["faction"]
    traitors = set(board.private.get("traitors", []))
    possible = [told["leader"]] if told.get("leader") else board.leaders_of(faction)
    if possible and traitors.issuperset(possible):
        return 0  # Zdrajcy: whichever leader it plays, the seat calls and loses nothing
    theirs = told.get("forces", board.forces(fight(board)["territory"], faction))
    kills = weapon_class(weapon) is not None and guard is None and told.get("weapon") is None
    their_leader = (LEADER_STRENGTH.get(told["leader"], 0) if told.get("leader")
                    else board.best_leader(faction))
    if kills and weapon is not None and BATTLE_CARDS[weapon].acts_as != "Lasgun":
        their_leader = their_leader // 2  # it may die: halfway between alive and dead
    mine = LEADER_STRENGTH.get(leader or "", 0)
    tie = 0 if fight(board)["sides"][0] == board.seat else 1
    return max(0, theirs + their_leader - mine + tie)


def voice(seen: Seen, board: Board) -> Command | None:
    """Forbid the weapon class the seat cannot defend against (its hand's defences)."""
    hand = board.private.get("battle_cards", [])
    guarded = {BATTLE_CARDS[n].against for n in hand if is_card(n, "defence")}
    for kind in ("poison", "hand", "special"):
        if kind not in guarded:
            return _legal(seen, c.Voice(order="not", kind=kind))
    return _legal(seen, c.Voice(order="not", kind="special"))


def foresee(seen: Seen, board: Board) -> Command | None:
    """The leader when the seat holds one of the opponent's living leaders as a traitor
    (shown it, the seat dials nothing and calls), else the weapon when the seat holds a
    defence to answer it, else the forces."""
    hand = board.private.get("battle_cards", [])
    faction = board.public["players"][opponent(board)]["faction"]
    traitor = set(board.private.get("traitors", [])) & set(board.leaders_of(faction))
    element = ("leader" if traitor else "weapon" if any(is_card(n, "defence") for n in hand)
               else "forces")
    return _legal(seen, c.Foresee(element=element))


def call(seen: Seen) -> Command | None:
    """Call the traitor whenever the seat holds it: the caller wins and loses nothing."""
    return _legal(seen, c.Call(yes=True)) or _legal(seen, c.Call(yes=False))


def traitor_value(board: Board, leader: str) -> int:
    """A traitor card is worth its leader's strength when a rival may play that leader."""
    faction = LEADER_FACTION.get(leader)
    if faction is None or faction not in board.opponents():
        return -1
    return LEADER_STRENGTH.get(leader, 0)


def pick_traitor(seen: Seen, board: Board) -> Command | None:
    picks = seen.of(c.Traitor)
    return max(picks, key=lambda p: (traitor_value(board, p.leader), p.leader), default=None)


def return_traitor(seen: Seen, board: Board) -> Command | None:
    picks = seen.of(c.ReturnTraitor)
    return min(picks, key=lambda p: (traitor_value(board, p.leader), p.leader), default=None)


def swap(seen: Seen, board: Board) -> Command | None:
    """Draw a traitor card when none the seat holds is a leader of this opponent."""
    faction = board.public["players"][opponent(board)]["faction"]
    useful = any(LEADER_FACTION.get(n) == faction for n in board.private.get("traitors", []))
    return _legal(seen, c.DrawTraitor(yes=not useful))


def after_reveal(seen: Seen, board: Board) -> Command | None:
    """The Counter-attack (+4) when it turns a lost battle, Family Atomics when the
    leaders' deaths do; else hold."""
    plans = fight(board).get("plans", {})
    other = opponent(board)
    if board.seat not in plans or other not in plans:
        return _legal(seen, c.Hold())
    mine, theirs = strength(plans[board.seat], plans[other]), strength(plans[other],
                                                                        plans[board.seat])
    tie = 0 if fight(board)["sides"][0] == board.seat else 1
    for command in seen.of(c.Market):
        assert isinstance(command, c.Market)
        if mine >= theirs + tie:
            break
        if command.card == "Counter-attack" and mine + COUNTER_ATTACK >= theirs + tie:
            return command
        if command.card == "Family Atomics" and \
                plans[board.seat]["forces"] >= plans[other]["forces"] + tie:
            return command
    return _legal(seen, c.Hold())


def strength(own: Mapping[str, Any], other: Mapping[str, Any]) -> int:
    """A revealed plan's strength: forces and its leader unless the other's weapon kills
    it (a weapon its defence does not stop)."""
    leader = own.get("leader")
    stops = weapon_class(other.get("weapon"))
    lasgun = is_card(other.get("weapon"), "weapon", "special") and \
        BATTLE_CARDS[other["weapon"]].acts_as == "Lasgun"
    guarded = stops is not None and is_card(own.get("defence"), "defence", stops)
    dies = leader and (lasgun or (stops is not None and not guarded))
    return int(own["forces"]) + (0 if dies else LEADER_STRENGTH.get(leader or "", 0))


def choose_battle(seen: Seen, board: Board) -> Command | None:
    """The battle in the territory worth most first (a stronghold), never drawing a traitor
    before choosing (the swap step offers that)."""
    battles = seen.of(c.Battle)
    strongholds = board.strongholds()
    return max(battles, key=lambda b: (b.territory in strongholds, b.territory,
                                       b.opponent or ""), default=None)


def _legal(seen: Seen, command: Command) -> Command | None:
    return command if command in seen.legal else None
