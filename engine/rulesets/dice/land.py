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
from .words import T
from .words import faction as word
from .words import region as region_word
from .words import regions as region_list


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
        why = (T("dice-why-nothing-to-land", faction=word(ally)) if not cubes(state, ally)
               else T("dice-why-no-spice-left"))
        log.public("fund", T("dice-not-funded", faction=word(ally), why=why),
                   amount=0)
    elif stage == "ally" and ally is not None and state.turn.funds:
        _lands_nothing(state, ally, log)
    state.turn.landing = _next(stage)
    return True


def _lands_nothing(state: DiceState, faction: Faction, log: EventLog) -> None:
    """The public line of a lander passed by: what stops it landing."""
    if not cubes(state, faction):
        why = T("dice-why-reserve-empty" if faction == Faction.SMUGGLERS
                else "dice-why-card-empty")
    elif budget(state, faction) < 1:
        why = T("dice-why-no-spice" if faction == state.active_faction
                else "dice-why-no-spice-granted")
    else:
        why = T("dice-why-too-dear", spice=budget(state, faction))
    log.public("land", T("dice-lands-nothing", faction=word(faction), why=why),
               faction=faction.value, count=0)


def _next(stage: str) -> str:
    return {"permit": "active", "active": "fund", "fund": "ally", "ally": "done"}[stage]


def check_permit(state: DiceState, seat: str) -> None:
    if state.step != Step.LAND or state.turn.landing != "permit":
        raise RuleError(T("dice-leave-asked-first"))
    if state.turn.ally is None or state.seat_of(state.turn.ally) != seat:
        raise RuleError(T("dice-ally-asked", faction=word(state.turn.ally))
                        if state.turn.ally else T("dice-leave-asked-first"))


def allow(state: DiceState, seat: str, yes: bool, log: EventLog) -> None:
    check_permit(state, seat)
    state.turn.allowed = yes
    state.turn.landing = "active"
    assert state.turn.ally is not None
    log.public("allow", T("dice-allows" if yes else "dice-forbids",
                          faction=word(state.turn.ally), seat=state.active_seat), yes=yes)


def check_lander(state: DiceState, seat: str) -> None:
    faction = lander(state) if state.step == Step.LAND else None
    if faction is None:
        raise RuleError(T("dice-land-action"))
    if state.seat_of(faction) != seat:
        raise RuleError(T("dice-lands-now", faction=word(faction)))


def land(state: DiceState, seat: str, count: int, name: str, large: int,
         log: EventLog) -> None:
    check_lander(state, seat)
    faction = lander(state)
    assert faction is not None
    region = resolve_region(state, name)
    allowed = regions(state, faction)
    if region not in allowed:
        raise RuleError(T("dice-may-not-land", faction=word(faction),
                          region=region_word(region)),
                        hint=T("dice-land-in", regions=region_list(allowed)))
    if faction == Faction.FREMEN:
        large = count
    units = Units(troop=count - large, elite=large) if large <= count else None
    have = cubes(state, faction)
    if units is None or units.troop > have.troop or units.elite > have.elite:
        raise RuleError(T("dice-have-to-land", faction=word(faction), troops=have.troop,
                          large=have.elite))
    price = count * cost(state, faction, region)
    if price > budget(state, faction):
        raise RuleError(T("dice-landing-costs", count=count, price=price,
                          budget=budget(state, faction)))
    pay(state, price)
    if faction != state.active_faction:
        state.turn.funds -= price
    _from_card(state, faction, units)
    put(state, region, faction, units)
    log.public("land", T("dice-lands", faction=word(faction), count=count,
                         region=region_word(region), spice=price),
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
    store(state, Faction.GUILD, 1, log, T("dice-why-transport-monopoly"))


def done(state: DiceState, seat: str, log: EventLog) -> None:
    check_lander(state, seat)
    state.turn.landing = _next(state.turn.landing)


def check_fund(state: DiceState, seat: str) -> None:
    if state.step != Step.LAND or state.turn.landing != "fund":
        raise RuleError(T("dice-fund-after"))
    if seat != state.active_seat:
        raise RuleError(T("dice-decides-funding", seat=state.active_seat))


def fund(state: DiceState, seat: str, amount: int, log: EventLog) -> None:
    check_fund(state, seat)
    if amount > available(state):
        raise RuleError(T("dice-only-spice", spice=available(state)))
    state.turn.funds = amount
    state.turn.landing = "ally" if amount else "done"
    assert state.turn.ally is not None
    log.public("fund", T("dice-funds" if amount else "dice-funds-nothing", seat=seat,
                         spice=amount, faction=word(state.turn.ally)), amount=amount)


def waits(state: DiceState) -> list[Decision]:
    stage = state.turn.landing
    if stage == "permit":
        ally = state.turn.ally
        assert ally is not None
        return [Decision(seat=state.seat_of(ally) or "", kind="allow",
                         prompt=T("dice-prompt-allow", seat=state.active_seat),
                         default={"name": "allow", "yes": False})]
    if stage == "fund":
        return [Decision(seat=state.active_seat, kind="fund",
                         prompt=T("dice-prompt-fund", faction=word(state.turn.ally or
                                                                    state.active_faction),
                                  spice=available(state)),
                         default={"name": "fund", "amount": 0})]
    faction = lander(state)
    assert faction is not None
    return [Decision(seat=state.seat_of(faction) or "", kind="land",
                     prompt=T("dice-prompt-land", faction=word(faction)),
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
