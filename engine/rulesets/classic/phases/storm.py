"""VI. Storm: two players dial in secret, the storm moves, sand and spice are swept."""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, Text, joined, listing

from ..board import advantages, forces
from ..board.order import first_storm_dialers
from ..board.starred import of_which
from ..board.strongholds import is_sand
from ..data import TERRITORIES, Faction, advance, swept_sectors
from ..data.words import faction_word, place_word
from ..model.state import ClassicState, Phase
from . import weather
from .common import factions_joined


def begin(state: ClassicState, log: EventLog) -> None:
    state.phase = Phase.STORM
    state.storm_dials = {}
    if weather.active(state):
        state.storm_dialers = []  # XVI.C: the battle wheels no longer move the storm
        weather.reveal(state, log)
        return
    if state.turn == 1 or not state.storm_dialers:
        state.storm_dialers = first_storm_dialers(state)
    names = listing([faction_word(f) for f in state.storm_dialers])
    low, high = (0, 20) if state.turn == 1 else (1, 3)
    log.public("storm_round", T("classic-storm-round", turn=state.turn, dialers=names,
                                low=low, high=high), dialers=list(state.storm_dialers))


def dial_range(state: ClassicState) -> range:
    """VI.A: 0-20 on the first turn; VI.B: 1-3 afterwards."""
    return range(0, 21) if state.turn == 1 else range(1, 4)


def waiting(state: ClassicState) -> list[Faction]:
    """The dialers yet to dial; with weather, the Fremen until the storm has moved."""
    if weather.active(state):
        return [Faction.FREMEN] if state.weather_shown is not None else []
    return [f for f in state.storm_dialers if f not in state.storm_dials]


def check_dial(state: ClassicState, faction: Faction) -> None:
    if state.phase == Phase.STORM and weather.active(state):
        raise RuleError(T("classic-no-dials-weather"), rule="XVI.C", hint=_who(state))
    if state.phase != Phase.STORM or faction not in state.storm_dialers:
        raise RuleError(T("classic-not-dialing"), rule="VI", hint=_who(state))
    if faction in state.storm_dials:
        raise RuleError(T("classic-already-dialed"), rule="VI")


def dial(state: ClassicState, faction: Faction, number: int, log: EventLog) -> None:
    """Record a secret dial; when both are in, reveal them and move the storm."""
    check_dial(state, faction)
    span = dial_range(state)
    if number not in span:
        raise RuleError(T("classic-dial-from-to", low=span.start, high=span.stop - 1),
                        rule="VI.A" if state.turn == 1 else "VI.B")
    state.storm_dials[faction] = number
    seat = state.players[faction].seat
    log.private(seat, "storm_dial", T("classic-you-dialed", number=number), number=number)
    log.public("storm_dialed", T("classic-has-dialed", faction=faction_word(faction)))
    if not waiting(state):
        _move(state, log)


def _who(state: ClassicState) -> Text:
    if state.phase != Phase.STORM:
        return in_phase(state)
    if weather.active(state):
        return T("classic-fremen-move-by-marker")
    return T("classic-dialing", factions=factions_joined(waiting(state)))


def in_phase(state: ClassicState) -> Text:
    """`The game is in the bidding phase.`"""
    return T(f"classic-in-phase-{state.phase.value.replace('_', '-')}")


def check_marker_move(state: ClassicState, faction: Faction) -> None:
    """Who is wrong first: a game without the weather, a seat that is not the Fremen, then
    a moment with no marker to play."""
    if not state.options.weather:
        raise RuleError(T("classic-no-weather-rule"), rule="XVI")
    if faction != Faction.FREMEN:
        raise RuleError(T("classic-only-fremen-marker"), rule="XVI.C")
    if state.phase != Phase.STORM or not weather.active(state) or not waiting(state):
        raise RuleError(T("classic-no-revealed-marker"), rule="XVI.C",
                        hint=T("classic-weather-marker-hint"))


def marker_move(state: ClassicState, faction: Faction, log: EventLog) -> None:
    """XVI.C: the storm moves by the revealed marker (unless a Weather Control moved it)."""
    check_marker_move(state, faction)
    assert state.weather_shown is not None
    move_by(state, state.weather_shown,
            T("classic-marker-shows", number=state.weather_shown), log)


def _move(state: ClassicState, log: EventLog) -> None:
    dials = joined([T("classic-faction-number", faction=faction_word(f), number=n)
                    for f, n in state.storm_dials.items()], ", ")
    move_by(state, sum(state.storm_dials.values()), T("classic-dials-revealed", dials=dials),
            log)


def move_by(state: ClassicState, steps: int, why: Text, log: EventLog) -> None:
    """Move the storm and sweep; the storm round is then over (dials no longer awaited);
    with weather the Fremen then draw the marker of the next storm (XVI.B-C)."""
    swept = swept_sectors(state.storm, steps)
    state.storm = advance(state.storm, steps)
    state.storm_dials = {f: state.storm_dials.get(f, 0) for f in state.storm_dialers}
    log.public("storm_moved", T("classic-storm-moves", why=why, count=steps,
                                sector=state.storm), steps=steps, sector=state.storm)
    sweep(state, swept, log)
    if state.options.weather:
        state.weather_shown = None  # XVI.C: the marker goes back into the cup
        if Faction.FREMEN not in state.out:
            weather.draw(state, log)


def _dying(state: ClassicState, caught: list[tuple[str, int, Faction]]
           ) -> dict[tuple[str, int, Faction], int]:
    """How many of each caught stack die: each faction's total caught is what
    `advantages.storm_kills` rules on, taken from its stacks in the storm's order."""
    left: dict[Faction, int] = {}
    for territory, sector, faction in caught:
        left[faction] = left.get(faction, 0) + forces.count(state, faction, territory, sector)
    left = {f: advantages.storm_kills(state, f, n) for f, n in left.items()}
    out = {}
    for territory, sector, faction in caught:
        n = min(left[faction], forces.count(state, faction, territory, sector))
        left[faction] -= n
        out[(territory, sector, faction)] = n
    return out


def deadly(state: ClassicState, territory: str) -> bool:
    """VI.C: the storm kills on the sand, and in the cities the Shield Wall no longer
    shelters (Family Atomics); never in the Polar Sink or behind a standing wall."""
    open_stronghold = TERRITORIES[territory].shield_wall and not state.shield_wall
    exposed = is_sand(state.options, territory) or open_stronghold  # Family Atomics
    return exposed and not forces.protected(state, territory)


def sweep(state: ClassicState, sectors: tuple[int, ...], log: EventLog) -> None:
    """VI.C: tokens on sand (not the sheltered Imperial Basin) die; spice is blown away.
    What dies is counted over the whole sweep, since the Fremen's advantage halves all the
    tokens "caught in a storm", not each stack (pad, Fremen 3)."""
    hit = set(sectors)
    caught = [(territory, sector, faction)
              for territory in list(state.forces) if deadly(state, territory)
              for sector in state.forces.get(territory, {}) if sector in hit
              for faction in state.forces[territory][sector]]
    dying = _dying(state, caught)
    for territory, sector, faction in caught:
        n = dying[(territory, sector, faction)]
        if not n:
            continue
        elite = forces.send_to_tanks(state, faction, territory, sector, n)
        log.public("storm_losses", T("classic-storm-kills", count=n,
                                     faction=faction_word(faction),
                                     starred=of_which(faction, elite),
                                     territory=place_word(territory), sector=sector),
                   faction=faction, territory=territory, sector=sector, n=n)
    for territory in list(state.spice):
        if forces.protected(state, territory):
            continue
        for sector in [s for s in state.spice.get(territory, {}) if s in hit]:
            n = forces.clear_spice(state, territory, sector)
            log.public("storm_spice", T("classic-storm-scatters", count=n,
                                        territory=place_word(territory)),
                       territory=territory, sector=sector, n=n)
