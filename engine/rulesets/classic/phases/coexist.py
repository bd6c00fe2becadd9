"""XV.B: the Bene Gesserit's coexistence (option `advantages`).

Where the Bene Gesserit coexist, their tokens are advisors: they count for nothing but
storms, worms and explosions (`forces.advising`). The state keeps the territories of
advisors (`ClassicState.advisors`, public); every other Bene Gesserit token is a fighter.
The announcements of XV.B.5 are decisions of the Bene Gesserit: before any move of the
movement round (where they stop coexisting), and when tokens arrive in a territory.
"""

from __future__ import annotations

from engine.core import EventLog, RuleError

from ..board import advantages, forces
from ..data import POLAR_SINK, Faction
from ..model.state import ClassicState
from .common import choose_sector
from .common import territory as resolve

BG = Faction.BENE_GESSERIT
RULE = "XV.B.5"


def active(state: ClassicState) -> bool:
    """The option is on and the Bene Gesserit play."""
    return advantages.has(state, BG)


def set_advisors(state: ClassicState, territory: str, coexist: bool) -> None:
    """The Bene Gesserit's tokens in `territory` become advisors or fighters; the list
    stays sorted, and `forces.remove` drops a territory they leave."""
    if coexist and territory not in state.advisors:
        state.advisors = sorted([*state.advisors, territory])
    elif not coexist and territory in state.advisors:
        state.advisors.remove(territory)


# -- XV.B.1, XV.B.2: the starting token and CHOAM charity --------------------------------


def hold_starting_token(state: ClassicState) -> None:
    """XV.B.1: the shield's token in the Polar Sink waits in reserve until the Bene
    Gesserit place it, in any territory, after the Fremen."""
    if not active(state):
        return
    forces.remove(state, BG, POLAR_SINK, 0, 1)
    state.players[BG].reserves += 1
    state.advisor_to_place = 1


def place_start(state: ClassicState, where: str, sector: int | None, n: int,
                log: EventLog) -> None:
    """XV.B.1: one token anywhere; among others' tokens it coexists (assumed, XV.B.5)."""
    if n != 1:
        raise RuleError("The Bene Gesserit place one token.", rule="XV.B.1",
                        hint="`place 1 <territory> [sector]`.")
    territory = resolve(where)
    sector = choose_sector(state, territory, sector, allow_storm=True)
    others = forces.occupants(state, territory) - {BG}
    state.players[BG].reserves -= 1
    state.advisor_to_place = 0
    forces.add(state, BG, territory, sector, 1)
    advisors = bool(others) and territory != POLAR_SINK
    set_advisors(state, territory, advisors)
    kind = "an advisor" if advisors else "a fighter"
    log.public("placed", f"Bene Gesserit place one token in {territory} (sector {sector}), "
               f"{kind} (XV.B.1).", territory=territory, sector=sector, n=1)


def charity(state: ClassicState, faction: Faction) -> bool:
    """XV.B.2: from the second turn the Bene Gesserit take CHOAM Charity every bidding
    round, whatever spice they hold."""
    return active(state) and faction == BG and state.turn >= 2


# -- XV.B.3: spiritual advisors ----------------------------------------------------------


def advisor_target(state: ClassicState) -> tuple[str, int]:
    """Where an advisor goes: the Polar Sink (Bene Gesserit shield), or with the option the
    territory and sector of the shipment (XV.B.3)."""
    mv = state.movement
    if not active(state) or mv is None or mv.advisor_territory is None:
        return POLAR_SINK, 0
    assert mv.advisor_sector is not None
    return mv.advisor_territory, mv.advisor_sector


def named(territory: str) -> str:
    """A territory as a sentence names it."""
    return "the Polar Sink" if territory == POLAR_SINK else territory


def fighters_in(state: ClassicState, territory: str) -> bool:
    """XV.B.5: the Bene Gesserit stand in `territory` as fighters (advisors cannot join)."""
    return territory != POLAR_SINK and forces.total_in(state, BG, territory) > 0 \
        and not forces.advising(state, BG, territory)


def check_advisor_landing(state: ClassicState, territory: str) -> None:
    """XV.B.5: no advisors into a territory where the Bene Gesserit do not coexist."""
    if fighters_in(state, territory):
        raise RuleError(f"Your tokens in {territory} are fighters this turn: advisors cannot "
                        "join them.", rule=RULE, hint="`advise no`.")


def land_advisor(state: ClassicState, territory: str, sector: int) -> None:
    forces.add(state, BG, territory, sector, 1)
    if territory != POLAR_SINK:
        set_advisors(state, territory, True)


# -- XV.B.5: announcements ---------------------------------------------------------------


def open_announcement(state: ClassicState, log: EventLog) -> bool:
    """Before any move of the movement round: True if the Bene Gesserit have advisors on
    Dune and so announce where they stop coexisting."""
    if not active(state) or not state.advisors or state.movement is None:
        return False
    state.movement.announce = True
    log.public("coexist_announce", "Bene Gesserit: before any move, announce where your "
               "advisors become fighters (`coexist no <territory>`), then `coexist yes` "
               f"(advisors in {', '.join(state.advisors)}).", territories=state.advisors)
    return True


def arrival(state: ClassicState, faction: Faction, territory: str) -> str | None:
    """Called before `faction`'s tokens arrive: the territory the Bene Gesserit must then
    announce for (XV.B.5), or None. They announce when they arrive where others stand and
    they had no tokens, or when another arrives where only they stand, as fighters."""
    if not active(state) or territory == POLAR_SINK:
        return None
    mine = forces.total_in(state, BG, territory) > 0
    others = forces.occupants(state, territory) - {BG}
    if faction == BG:  # new arrivals are fighters unless they say otherwise
        return territory if not mine and others else None
    if mine and not others and not forces.advising(state, BG, territory):
        return territory
    return None


def ask(state: ClassicState, territory: str | None, log: EventLog) -> None:
    """Open the arrival announcement found by `arrival`."""
    if territory is None:
        return
    state.coexist_ask = territory
    log.public("coexist_ask", f"Bene Gesserit: do you coexist in {territory}? "
               "`coexist yes` (advisors) or `coexist no` (fighters) (XV.B.5).",
               territory=territory)


def waiting(state: ClassicState) -> bool:
    mv = state.movement
    return state.coexist_ask is not None or (mv is not None and mv.announce)


def check_coexist(state: ClassicState, faction: Faction) -> None:
    if faction != BG:
        raise RuleError("Only the Bene Gesserit coexist.", rule="XV.B.4")
    if not waiting(state):
        raise RuleError("There is no coexistence to announce now.", rule=RULE,
                        hint="The Bene Gesserit announce before the movement round's first "
                        "move and when tokens arrive where they meet others.")


def coexist(state: ClassicState, faction: Faction, yes: bool, where: str | None,
            log: EventLog) -> bool:
    """`coexist yes|no [territory]`: answer an arrival, or announce before the moves; True
    when the announcement before the moves is over (the first move may begin)."""
    check_coexist(state, faction)
    asked = state.coexist_ask
    if asked is not None:
        if where is not None and resolve(where) != asked:
            raise RuleError(f"You are asked about {asked}.", hint="`coexist yes` or "
                            "`coexist no`.")
        state.coexist_ask = None
        set_advisors(state, asked, yes)
        kind = "coexist (advisors)" if yes else "do not coexist (fighters)"
        log.public("coexist", f"The Bene Gesserit {kind} in {asked} for the rest of the "
                   "turn.", territory=asked, coexist=yes)
        return False
    return _announce(state, yes, where, log)


def _announce(state: ClassicState, yes: bool, where: str | None, log: EventLog) -> bool:
    mv = state.movement
    assert mv is not None
    if yes:
        if where is not None:
            raise RuleError("Advisors stay unless you name them: `coexist yes` alone ends the "
                            "announcement.", rule=RULE,
                            hint="`coexist no <territory>` makes them fighters.")
        mv.announce = False
        log.public("coexist", "The Bene Gesserit coexist in "
                   f"{', '.join(state.advisors) or 'no territory'} for the rest of the turn.",
                   territories=state.advisors)
        return True
    if where is None:
        raise RuleError("Name the territory: `coexist no <territory>`.", rule=RULE,
                        hint="Advisors in: " + ", ".join(state.advisors) + ".")
    territory = resolve(where)
    if territory not in state.advisors:
        raise RuleError(f"You have no advisors in {territory}.", rule=RULE,
                        hint="Advisors in: " + (", ".join(state.advisors) or "none") + ".")
    set_advisors(state, territory, False)
    log.public("coexist", f"The Bene Gesserit in {territory} are fighters this turn.",
               territory=territory, coexist=False)
    return not state.advisors and _announce(state, True, None, log)
