"""XV.B: the Bene Gesserit's coexistence (option `advantages`).

Where the Bene Gesserit coexist, their tokens are advisors: they count for nothing but
storms, worms and explosions (`forces.advising`). The state keeps the territories of
advisors (`ClassicState.advisors`, public); every other Bene Gesserit token is a fighter.
The announcements of XV.B.5 are decisions of the Bene Gesserit: before any move of the
movement round (where they stop coexisting), and when tokens arrive in a territory.
"""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, Text, joined

from ..board import advantages, forces
from ..data import POLAR_SINK, Faction
from ..data.words import place_word
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
        raise RuleError(T("classic-bg-place-one"), rule="XV.B.1",
                        hint=T("classic-place-one-usage"))
    territory = resolve(where)
    sector = choose_sector(state, territory, sector, allow_storm=True)
    others = forces.occupants(state, territory) - {BG}
    state.players[BG].reserves -= 1
    state.advisor_to_place = 0
    forces.add(state, BG, territory, sector, 1)
    advisors = bool(others) and territory != POLAR_SINK
    set_advisors(state, territory, advisors)
    log.public("placed", T("classic-bg-placed-advisor" if advisors else "classic-bg-placed-fighter",
                           territory=place_word(territory), sector=sector),
               territory=territory, sector=sector, n=1)


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


def named_word(territory: str) -> Text:
    """A territory as a sentence names it: `the Polar Sink`, `Arrakeen`."""
    return T("classic-the-polar-sink") if territory == POLAR_SINK else place_word(territory)


def _advisors(state: ClassicState) -> Text:
    return joined([place_word(t) for t in state.advisors], ", ")


def fighters_in(state: ClassicState, territory: str) -> bool:
    """XV.B.5: the Bene Gesserit stand in `territory` as fighters (advisors cannot join)."""
    return territory != POLAR_SINK and forces.total_in(state, BG, territory) > 0 \
        and not forces.advising(state, BG, territory)


def check_advisor_landing(state: ClassicState, territory: str) -> None:
    """XV.B.5: no advisors into a territory where the Bene Gesserit do not coexist."""
    if fighters_in(state, territory):
        raise RuleError(T("classic-fighters-no-advisors", territory=place_word(territory)),
                        rule=RULE, hint=T("classic-advise-no"))


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
    log.public("coexist_announce", T("classic-coexist-announce", advisors=_advisors(state)),
               territories=state.advisors)
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
    log.public("coexist_ask", T("classic-coexist-ask", territory=place_word(territory)),
               territory=territory)


def waiting(state: ClassicState) -> bool:
    mv = state.movement
    return state.coexist_ask is not None or (mv is not None and mv.announce)


def check_coexist(state: ClassicState, faction: Faction) -> None:
    if faction != BG:
        raise RuleError(T("classic-only-bg-coexist"), rule="XV.B.4")
    if not waiting(state):
        raise RuleError(T("classic-no-coexistence"), rule=RULE,
                        hint=T("classic-coexistence-hint"))


def coexist(state: ClassicState, faction: Faction, yes: bool, where: str | None,
            log: EventLog) -> bool:
    """`coexist yes|no [territory]`: answer an arrival, or announce before the moves; True
    when the announcement before the moves is over (the first move may begin)."""
    check_coexist(state, faction)
    asked = state.coexist_ask
    if asked is not None:
        if where is not None and resolve(where) != asked:
            raise RuleError(T("classic-asked-about", territory=place_word(asked)),
                            hint=T("classic-coexist-yes-or-no"))
        state.coexist_ask = None
        set_advisors(state, asked, yes)
        log.public("coexist", T("classic-bg-coexist" if yes else "classic-bg-not-coexist",
                                territory=place_word(asked)), territory=asked, coexist=yes)
        return False
    return _announce(state, yes, where, log)


def _announce(state: ClassicState, yes: bool, where: str | None, log: EventLog) -> bool:
    mv = state.movement
    assert mv is not None
    if yes:
        if where is not None:
            raise RuleError(T("classic-advisors-stay"), rule=RULE,
                            hint=T("classic-coexist-no-hint"))
        mv.announce = False
        log.public("coexist", T("classic-bg-coexist-in", territories=_advisors(state)
                                if state.advisors else T("classic-no-territory")),
                   territories=state.advisors)
        return True
    if where is None:
        raise RuleError(T("classic-name-the-territory"), rule=RULE,
                        hint=T("classic-advisors-in", territories=_advisors(state)))
    territory = resolve(where)
    if territory not in state.advisors:
        raise RuleError(T("classic-no-advisors-in", territory=place_word(territory)),
                        rule=RULE, hint=T("classic-advisors-in", territories=_advisors(state)
                                          if state.advisors else T("classic-none")))
    set_advisors(state, territory, False)
    log.public("coexist", T("classic-bg-fighters-in", territory=place_word(territory)),
               territory=territory, coexist=False)
    return not state.advisors and _announce(state, True, None, log)
