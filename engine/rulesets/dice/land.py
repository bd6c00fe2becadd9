"""Landing (DEBARQUEMENT DES TROUPES): troops go from the card to the Polar Sink or a region
the lander holds, out of the storm, one spice each, paid by the active player. In order: the
ally is asked whether the active player may land in the ally's regions (not asked of the
Bene Gesserit's ally, LA VOIX); the active player lands; he may fund his ally's landing (his
consent and his spice); the ally lands in the Polar Sink or a region either of them holds.
The Fremen cost 2 on their own turn (LE PEUPLE DU DESERT); the Smugglers land from their
reserve, 2 to the Polar Sink and 1 elsewhere (MERCENAIRES); the Guild is paid 1 spice the
first time in a turn another faction lands outside the Polar Sink (MONOPOLE DU TRANSPORT)."""

from __future__ import annotations

from engine.core import Command, Decision, EventLog, RuleError

from . import commands as c
from .data import Faction
from .regions import put, resolve_region
from .spice import available, pay, store
from .state import DiceState, Step, Units


def begin(state: DiceState, log: EventLog) -> None:
    state.step = Step.LAND
    state.turn.landing = "permit"


def finished(state: DiceState) -> bool:
    return state.turn.landing == "done"


def lander(state: DiceState) -> Faction | None:
    """Whose landing it is now."""
    stage = state.turn.landing
    return {"active": state.active_faction, "ally": state.turn.ally}.get(stage)


def cubes(state: DiceState, faction: Faction) -> Units:
    """What the faction may land: its card, or the Smugglers' reserve."""
    player = state.player_of(faction)
    return player.reserve if faction == Faction.SMUGGLERS else player.card


def cost(state: DiceState, faction: Faction, region: str) -> int:
    if faction == Faction.SMUGGLERS:
        return 2 if region == state.map.polar_sink else 1
    if faction == Faction.FREMEN and faction == state.active_faction:
        return 2
    return 1


def budget(state: DiceState, faction: Faction) -> int:
    return available(state) if faction == state.active_faction else min(
        state.turn.funds, available(state))


def _held(state: DiceState, faction: Faction) -> set[str]:
    return {r for r, here in state.board.items() if faction in here}


def regions(state: DiceState, faction: Faction) -> list[str]:
    """Where the faction may land now, in map order."""
    ally = state.turn.ally
    held = _held(state, faction)
    if faction == state.active_faction:
        if ally is not None and (state.turn.allowed
                                 or faction == Faction.BENE_GESSERIT):
            held |= _held(state, ally)
    else:
        held |= _held(state, state.active_faction)
    return [r for r in state.map.names
            if (r == state.map.polar_sink or r in held) and not state.in_storm(r)]


def can_land(state: DiceState, faction: Faction | None) -> bool:
    if faction is None or not cubes(state, faction):
        return False
    return any(cost(state, faction, r) <= budget(state, faction)
               for r in regions(state, faction))


def _permit_matters(state: DiceState) -> bool:
    """The ally's leave is asked only when it could change where the active player lands."""
    ally = state.turn.ally
    if ally is None or state.active_faction == Faction.BENE_GESSERIT:
        return False
    if not can_land(state, state.active_faction):
        return False
    mine = _held(state, state.active_faction)
    return any(r not in mine and not state.in_storm(r) and r != state.map.polar_sink
               for r in _held(state, ally))


def auto(state: DiceState, log: EventLog) -> bool:
    """Pass every stage in which no one could do anything, saying why a lander lands
    nothing (a step skipped without a word leaves the table wondering)."""
    if state.step != Step.LAND:
        return False
    stage = state.turn.landing
    ally = state.turn.ally
    skip = {"permit": lambda: not _permit_matters(state),
            "active": lambda: not can_land(state, state.active_faction),
            "fund": lambda: ally is None or available(state) < 1 or not cubes(state, ally),
            "ally": lambda: not can_land(state, ally)}.get(stage)
    if skip is None or not skip():
        return False
    if stage == "active":
        _lands_nothing(state, state.active_faction, log)
    elif stage == "fund" and ally is not None:
        why = (f"the {ally} have nothing to land" if not cubes(state, ally)
               else "no spice is left to pay for it")
        log.public("fund", f"The {ally}'s landing is not funded: {why} (DEBARQUEMENT).",
                   amount=0)
    elif stage == "ally" and ally is not None and state.turn.funds:
        _lands_nothing(state, ally, log)
    state.turn.landing = _next(stage)
    return True


def _lands_nothing(state: DiceState, faction: Faction, log: EventLog) -> None:
    """The public line of a lander passed by: what stops it landing."""
    if not cubes(state, faction):
        why = ("their reserve is empty" if faction == Faction.SMUGGLERS
               else "no troops on their card")
    elif budget(state, faction) < 1:
        why = "no spice to pay for it" if faction == state.active_faction else (
            "no spice granted by the active player")
    else:
        why = (f"{budget(state, faction)} spice does not pay for a troop anywhere they may "
               "land")
    log.public("land", f"The {faction} land nothing: {why} (DEBARQUEMENT).",
               faction=faction.value, count=0)


def _next(stage: str) -> str:
    return {"permit": "active", "active": "fund", "fund": "ally", "ally": "done"}[stage]


def check_permit(state: DiceState, seat: str) -> None:
    if state.step != Step.LAND or state.turn.landing != "permit":
        raise RuleError("The ally's leave to land in his regions is asked at the start of "
                        "the landing (DEBARQUEMENT).")
    if state.turn.ally is None or state.seat_of(state.turn.ally) != seat:
        raise RuleError(f"The {state.turn.ally} are asked, not you.")


def allow(state: DiceState, seat: str, yes: bool, log: EventLog) -> None:
    check_permit(state, seat)
    state.turn.allowed = yes
    state.turn.landing = "active"
    log.public("allow", f"The {state.turn.ally} {'let' if yes else 'do not let'} "
               f"{state.active_seat} land in their regions.", yes=yes)


def check_lander(state: DiceState, seat: str) -> None:
    faction = lander(state) if state.step == Step.LAND else None
    if faction is None:
        raise RuleError("Troops land in the Landing action, the active player first, then "
                        "his ally (DEBARQUEMENT).")
    if state.seat_of(faction) != seat:
        raise RuleError(f"The {faction} land now.")


def land(state: DiceState, seat: str, count: int, name: str, large: int,
         log: EventLog) -> None:
    check_lander(state, seat)
    faction = lander(state)
    assert faction is not None
    region = resolve_region(state, name)
    allowed = regions(state, faction)
    if region not in allowed:
        raise RuleError(f"The {faction} may not land in {region} (DEBARQUEMENT: the Polar "
                        "Sink or a region held, out of the storm; an ally's with leave).",
                        hint="Land in: " + ", ".join(allowed) + ".")
    if faction == Faction.FREMEN:
        large = count
    units = Units(troop=count - large, elite=large) if large <= count else None
    have = cubes(state, faction)
    if units is None or units.troop > have.troop or units.elite > have.elite:
        raise RuleError(f"The {faction} have {have.troop} troop(s) and {have.elite} large "
                        "cube(s) to land.")
    price = count * cost(state, faction, region)
    if price > budget(state, faction):
        raise RuleError(f"Landing {count} there costs {price} spice; "
                        f"{budget(state, faction)} may be spent.")
    pay(state, price)
    if faction != state.active_faction:
        state.turn.funds -= price
    _from_card(state, faction, units)
    put(state, region, faction, units)
    log.public("land", f"The {faction} land {count} in {region} for {price} spice.",
               faction=faction.value, region=region, count=count, spice=price)
    _monopoly(state, faction, region, log)


def _from_card(state: DiceState, faction: Faction, units: Units) -> None:
    player = state.player_of(faction)
    left = cubes(state, faction) - units
    if faction == Faction.SMUGGLERS:
        player.reserve = left
    else:
        player.card = left


def _monopoly(state: DiceState, faction: Faction, region: str, log: EventLog) -> None:
    if (faction == Faction.GUILD or region == state.map.polar_sink or state.turn.guild_paid
            or Faction.GUILD not in state.factions):
        return
    state.turn.guild_paid = True
    store(state, Faction.GUILD, 1, log, "Transport monopoly")


def done(state: DiceState, seat: str, log: EventLog) -> None:
    check_lander(state, seat)
    state.turn.landing = _next(state.turn.landing)


def check_fund(state: DiceState, seat: str) -> None:
    if state.step != Step.LAND or state.turn.landing != "fund":
        raise RuleError("The ally's landing is funded after the active player's "
                        "(DEBARQUEMENT).")
    if seat != state.active_seat:
        raise RuleError(f"{state.active_seat} decides whether to pay for the ally's "
                        "landing.")


def fund(state: DiceState, seat: str, amount: int, log: EventLog) -> None:
    check_fund(state, seat)
    if amount > available(state):
        raise RuleError(f"Only {available(state)} spice may be spent.")
    state.turn.funds = amount
    state.turn.landing = "ally" if amount else "done"
    log.public("fund", f"{seat} pays up to {amount} spice for the {state.turn.ally}'s "
               "landing." if amount else f"{seat} does not fund the ally's landing: the "
               f"{state.turn.ally} land nothing this turn (DEBARQUEMENT: the active player "
               "pays for it).", amount=amount)


def waits(state: DiceState) -> list[Decision]:
    stage = state.turn.landing
    if stage == "permit":
        ally = state.turn.ally
        assert ally is not None
        return [Decision(seat=state.seat_of(ally) or "", kind="allow",
                         prompt=f"May {state.active_seat} land troops in your regions?",
                         default={"name": "allow", "yes": False})]
    if stage == "fund":
        return [Decision(seat=state.active_seat, kind="fund",
                         prompt=f"Pay for the {state.turn.ally}'s landing? "
                         f"({available(state)} spice left)",
                         default={"name": "fund", "amount": 0})]
    faction = lander(state)
    assert faction is not None
    return [Decision(seat=state.seat_of(faction) or "", kind="land",
                     prompt=f"The {faction} land troops (then `done`).",
                     default={"name": "done"})]


def candidates(state: DiceState, seat: str) -> list[Command]:
    stage = state.turn.landing
    if stage == "permit":
        return [c.Allow(yes=True), c.Allow(yes=False)]
    if stage == "fund":
        return [c.Fund(amount=n) for n in range(min(available(state), 8) + 1)]
    faction = lander(state)
    assert faction is not None
    have = cubes(state, faction)
    out: list[Command] = []
    for region in regions(state, faction):
        if cost(state, faction, region) > budget(state, faction):
            continue
        if have.troop:
            out.append(c.Land(count=1, region=region))
        if have.elite and faction != Faction.FREMEN:
            out.append(c.Land(count=1, region=region, large=1))
        elif have.elite:
            out.append(c.Land(count=1, region=region))
    return [*out, c.Done()]
