"""The bot's battle plan (X.B): each plan it may send is weighed by its chance to win against
what the foe may dial and field, the stake, the tokens dialed away, the cards risked and the
leader risked; the foe's cards are those the seat knows (`cards_known`), the rest unknown.

Hard rules first: no plan whose shield meets a lasgun the foe is known to hold, none with a
lasgun and its own shield (pad A.5: the explosion), and no lasgun against a known shield."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from engine.core import Event
from engine.core.ruleset import Seen

from ..board.strength import dial_span, number
from ..data import TREACHERY_CARDS, CardKind
from ..protocol.commands import Plan
from . import battle_board as board
from .cards_known import Hands

LASGUN, SHIELD = "Lasgun", "Shield"
CARD_VALUE = 1.5
"""A weapon or defence kept for later battles, in tokens."""
HERO_VALUE = 1.0
SPICE_VALUE = 0.6
"""A spice of support (XXII.A) in tokens: it is spent win or lose."""
UNKNOWN_WEAPON = 0.25
"""The chance an unseen hand kills a leader left without a defence."""
THROW = 0.1
"""Below this chance to win, a battle that does not decide the game is thrown (`thrown`)."""
DEFENDED = 0.5
"""How much a defence cuts that chance (there are two kinds of weapon)."""


@dataclass(frozen=True)
class Foe:
    """What the seat expects of the foe's plan: the dials it may make, its leaders'
    strengths (one fixed when prescience saw it), the weapons it is known to hold and
    the defences, and what prescience showed."""

    dials: tuple[float, ...]
    leaders: tuple[tuple[int, bool], ...]
    """Each leader's strength, and whether it is the seat's traitor (X.D)."""
    weapons: frozenset[str]
    defenses: frozenset[str]
    unknown: bool


def foreseen(history: tuple[Event, ...]) -> dict[str, Any]:
    """Pad, Atreides 3: the element of the foe's plan prescience showed in this battle."""
    shown: dict[str, Any] = {}
    for event in history:
        if event.kind == "battle":
            shown = {}
        elif event.kind == "prescience_seen":
            shown[event.data["element"]] = event.data.get("value")
    return shown


def foe_model(seen: Seen, f: board.Fight, hands: Hands, advanced: bool = False) -> Foe:
    """The foe as far as the seat knows: half the time any dial from 0 to all it may
    dial, half the time all of it (a foe who means to win); its leaders, its known cards,
    and what prescience showed. In advanced combat (XXII.A) its tokens beyond the spice
    it holds count half."""
    public = seen.view["public"]
    most = board.worth(public, f.foe, f.territory, f.me)
    if advanced:
        count = board.tokens(public, f.foe, f.territory)
        spice = public["players"].get(f.foe, {}).get("spice")
        unpaid = count - min(count, count if spice is None else spice)
        most -= unpaid // 2
    shown = foreseen(seen.history)
    dials = (float(shown["dial"]),) if isinstance(shown.get("dial"), int | float) \
        else tuple(float(d) for d in range(most + 1)) + (float(most),) * (most + 1)
    names = [shown["leader"]] if "leader" in shown else board.leaders_left(public, f.foe)
    mine = set(seen.view["private"].get("traitors", ()))
    leaders = tuple((board.leader_strength(n), n in mine) for n in names) or ((0, False),)
    weapons = hands.subtypes(f.foe, CardKind.WEAPON)
    defenses = hands.subtypes(f.foe, CardKind.DEFENSE)
    if "weapon" in shown:
        weapons = {s for s in [subtype_of(shown["weapon"])] if s}
    if "defense" in shown:
        defenses = {s for s in [subtype_of(shown["defense"])] if s}
    return Foe(dials, leaders, frozenset(weapons), frozenset(defenses),
               unknown="weapon" not in shown)


def subtype_of(card: str | None) -> str | None:
    """A weapon's or defence's subtype (projectile, poison, lasgun); None for other cards."""
    if card is None or card not in TREACHERY_CARDS:
        return None
    c = TREACHERY_CARDS[card]
    return c.subtype if c.kind in (CardKind.WEAPON, CardKind.DEFENSE) else None


def kind_of(card: str | None) -> CardKind | None:
    """A treachery card's kind; None for a leader or no card."""
    return TREACHERY_CARDS[card].kind if card in TREACHERY_CARDS else None


def explodes(plan: Plan, foe: Foe) -> bool:
    """Pad A.5: a plan that may meet or make the lasgun/shield explosion."""
    cards = (plan.weapon, plan.defense)
    if LASGUN in cards and SHIELD in cards:
        return True
    if plan.defense == SHIELD and "lasgun" in foe.weapons:
        return True
    return plan.weapon == LASGUN and "projectile" in foe.defenses


def death_chance(plan: Plan, foe: Foe) -> float:
    """The chance the foe's weapon kills the seat's leader: each known weapon kind the
    defence does not stop is assumed played; with none known, an unseen one may be."""
    if plan.leader == "none":
        return 0.0
    mine = subtype_of(plan.defense) if kind_of(plan.defense) == CardKind.DEFENSE else None
    if foe.weapons:
        beaten = [w for w in foe.weapons if w == "lasgun" or w != mine]
        return len(beaten) / len(foe.weapons)
    if not foe.unknown:
        return 0.0
    return UNKNOWN_WEAPON * (DEFENDED if mine else 1.0)


def kill_chance(plan: Plan, foe: Foe) -> float:
    """The chance the seat's weapon kills the foe's leader."""
    kind = subtype_of(plan.weapon) if kind_of(plan.weapon) == CardKind.WEAPON else None
    if kind is None:
        return 0.0
    if kind == "lasgun":
        return 1.0
    return 0.4 if kind in foe.defenses else 0.75


@functools.lru_cache(maxsize=4096)
def win_chance(total: float, foe: Foe, kill: float, attacking: bool) -> float:
    """X.C.1-2: the chance the seat's total beats the foe's (ties to the aggressor), over
    the foe's dials and leaders, its leader dead with chance `kill`; a leader who is the
    seat's traitor loses the battle for the foe (X.D)."""
    wins = 0.0
    for strength, betrays in foe.leaders:
        for dial in foe.dials:
            if betrays:
                wins += 1
                continue
            alive = _beats(total, dial + strength, attacking)
            dead = _beats(total, dial, attacking)
            wins += (1 - kill) * alive + kill * dead
    return wins / (len(foe.leaders) * len(foe.dials))


def _beats(mine: float, theirs: float, attacking: bool) -> bool:
    return mine >= theirs if attacking else mine > theirs


def chance(plan: Plan, foe: Foe, attacking: bool) -> float:
    """The chance the plan wins, its leader alive or killed by the foe's weapon."""
    bonus = 2 if plan.kwisatz else 0
    die = death_chance(plan, foe)
    kill = kill_chance(plan, foe)
    live = win_chance(plan.dial + board.leader_strength(plan.leader) + bonus, foe, kill,
                      attacking)
    dead = win_chance(plan.dial + bonus, foe, kill, attacking)
    return (1 - die) * live + die * dead


def worth(plan: Plan, foe: Foe, stake: float, held: int, attacking: bool) -> float:
    """A plan's value in tokens: the stake and the tokens kept when it wins, less the
    cards it risks, the leader it risks, the spice it spends."""
    die = death_chance(plan, foe)
    kill = kill_chance(plan, foe)
    p = chance(plan, foe, attacking)
    value = p * (stake + held - plan.dial)
    value -= die * 0.7 * board.leader_strength(plan.leader)
    value += p * kill * 0.5 * (sum(s for s, _ in foe.leaders) / len(foe.leaders))
    value -= (plan.spice or 0) * SPICE_VALUE
    value -= _cards_cost(plan, p)
    return value


def _cards_cost(plan: Plan, p: float) -> float:
    """X.C.5-6: the loser discards what he played; the winner keeps weapons and defences
    but not a Cheap Hero(ine) or a worthless card, which are well spent."""
    cost = 0.0
    for card in (plan.weapon, plan.defense):
        kind = kind_of(card)
        if kind in (CardKind.WEAPON, CardKind.DEFENSE):
            cost += (1 - p) * CARD_VALUE
        elif kind == CardKind.WORTHLESS:
            cost -= 0.2
    if kind_of(plan.leader) == CardKind.LEADER_SUBSTITUTE:
        cost += HERO_VALUE
    return cost


def choose(seen: Seen, f: board.Fight, hands: Hands) -> Plan | None:
    """The best plan the seat may send, then its dial (and in advanced combat its spice)
    trimmed to what wins as often for the least."""
    plans = [c for c in seen.legal if isinstance(c, Plan)]
    if not plans:
        return None
    foe = foe_model(seen, f, hands, advanced=is_advanced(plans))
    public = seen.view["public"]
    stake = board.stake(public, f)
    held = board.worth(public, f.me, f.territory, f.foe)
    safe = [p for p in plans if not explodes(p, foe)] or plans

    def score(p: Plan) -> tuple[float, float, float]:
        return worth(p, foe, stake, held, f.attacking), -(p.spice or 0), -p.dial

    best = max(safe, key=score)
    best = max([best, *dials(seen, f, plans, best)], key=score)
    if stake < board.DECISIVE and chance(best, foe, f.attacking) < THROW:
        return min(safe, key=thrown)
    return best


def thrown(plan: Plan) -> tuple[float, ...]:
    """A battle lost anyway is thrown: no spice, no tokens dialed, no weapon or defence
    risked, the weakest leader (a Cheap Hero only when no leader is left)."""
    good = sum(kind_of(c) in (CardKind.WEAPON, CardKind.DEFENSE)
               for c in (plan.weapon, plan.defense))
    junk = sum(kind_of(c) == CardKind.WORTHLESS for c in (plan.weapon, plan.defense))
    hero = kind_of(plan.leader) == CardKind.LEADER_SUBSTITUTE
    return (plan.spice or 0, plan.dial, good, hero, board.leader_strength(plan.leader), -junk,
            plan.kwisatz)


def is_advanced(plans: list[Plan]) -> bool:
    """Advanced combat (XXII) is on when a plan may carry spice or dial a half."""
    return any(p.spice or p.dial % 1 for p in plans)


def dials(seen: Seen, f: board.Fight, plans: list[Plan], plan: Plan) -> list[Plan]:
    """The plan with every dial the seat may make: 0 up to its tokens' worth (X.B.1), or in
    advanced combat every dial each spice it can pay makes (XXII.A-B), when the view's
    tokens agree with the most the legal plans dial (else the legal dials alone)."""
    most = max(p.dial for p in plans)
    if not is_advanced(plans):
        return [plan.model_copy(update={"dial": d}) for d in range(int(most) + 1)]
    tokens = board.stack(seen.view["public"], f.me, f.territory, f.foe)
    count = sum(n for _, n, _ in tokens)
    budget = min(int(seen.view["private"]["spice"]), count,
                 max(p.spice or 0 for p in plans))
    if not tokens or number(dial_span(tokens, budget)[-1]) != most:
        return []
    return [plan.model_copy(update={"dial": number(h), "spice": spice or None})
            for spice in range(budget + 1) for h in dial_span(tokens, spice)]
