"""XVI. Weather: after the first turn the storm moves by a marker the Fremen drew in secret.

Six markers numbered 1 to 6 wait in a cup. After each storm movement the Fremen draw one and
keep it face down (XVI.B): its number is the Fremen's secret until the next storm round
reveals it (XVI.C); it then goes back into the cup before the next draw, so every draw is
one of six, made with the game's seeded generator.
"""

from __future__ import annotations

from engine.core import EventLog, Rng
from engine.core.words import T, term

from ..data import Faction
from ..model.state import ClassicState

MARKERS = range(1, 7)
"""XVI.B: the six weather movement markers."""


def active(state: ClassicState) -> bool:
    """The markers, not the dials, move the storm: a weather game after its first turn
    (XVI.A: the first storm is placed by the dials); not once the Fremen are out of the
    game (THE DUEL, VII; XVI.D: no weather without the Fremen)."""
    return state.options.weather and state.turn > 1 and Faction.FREMEN not in state.out


def draw(state: ClassicState, log: EventLog) -> None:
    """XVI.B-C: the Fremen draw next turn's marker; only they are told its number."""
    rng = Rng(state.rng)
    state.weather_marker = MARKERS[rng.below(len(MARKERS))]
    state.rng = rng.state
    seat = state.players[Faction.FREMEN].seat
    log.private(seat, "weather_marker", T("classic-you-draw-marker",
                                          number=state.weather_marker),
                number=state.weather_marker)
    log.public("weather_drawn", T("classic-weather-drawn"))


def reveal(state: ClassicState, log: EventLog) -> None:
    """XVI.C: the storm round opens with the marker turned face up (when none lies face
    down, as after a moderator's repair of the turn, one is drawn first)."""
    if state.weather_marker is None:
        draw(state, log)
    assert state.weather_marker is not None
    state.weather_shown, state.weather_marker = state.weather_marker, None
    log.public("weather_revealed", T("classic-weather-revealed", turn=state.turn,
                                     number=state.weather_shown,
                                     control=term("classic-card", "Weather Control"),
                                     atomics=term("classic-card", "Family Atomics")),
               number=state.weather_shown)
