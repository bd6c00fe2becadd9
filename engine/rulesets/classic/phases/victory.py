"""IV. Victory: strongholds at the end of a turn, allies together, the Bene Gesserit
prediction, and who wins when the last turn ends without a winner (Q&A E.3)."""

from __future__ import annotations

from engine.core import EventLog

from .. import forces
from ..data import STRONGHOLDS, Faction
from ..state import ClassicState, Phase


def needed(state: ClassicState) -> int:
    """IV: three strongholds; four in a two-player game."""
    return 4 if len(state.players) == 2 else 3


def held(state: ClassicState, faction: Faction) -> set[str]:
    return {t for t in STRONGHOLDS if forces.fighting_in(state, faction, t)}


def teams(state: ClassicState) -> list[set[Faction]]:
    """Each alliance, and every faction outside one, as a team (XII.E.1)."""
    allied = {f for a in state.alliances for f in a}
    return [set(a) for a in state.alliances] + [{f} for f in state.players if f not in allied]


def check(state: ClassicState, log: EventLog) -> bool:
    """At the end of a turn: True (and the game over) if someone has won."""
    winners: set[Faction] = set()
    for team in teams(state):
        strongholds = set().union(*(held(state, f) for f in team))
        if len(strongholds) >= needed(state):
            winners |= team
    why = f"{needed(state)} strongholds at the end of turn {state.turn} (IV)"
    if not winners and state.turn >= state.options.max_turns:
        winners, why = _last_turn(state)
    if not winners:
        return False
    _declare(state, winners, why, log)
    return True


def _last_turn(state: ClassicState) -> tuple[set[Faction], str]:
    """Guild shield: the Guild win if nobody has; without the Guild, the Fremen; without
    either, whoever holds the most strongholds (Q&A E.3)."""
    if Faction.GUILD in state.players:
        return {Faction.GUILD}, "nobody controlled Dune by the last turn (Guild shield)"
    if Faction.FREMEN in state.players:
        return {Faction.FREMEN}, "nobody won and the Guild is not in play (Q&A E.3)"
    counts = {f: len(held(state, f)) for f in state.players}
    best = max(counts.values())
    return {f for f, n in counts.items() if n == best}, "the most strongholds (Q&A E.3)"


def _declare(state: ClassicState, winners: set[Faction], why: str, log: EventLog) -> None:
    p = state.prediction
    if p is not None and p.faction in winners and p.turn == state.turn:
        winners = {Faction.BENE_GESSERIT}
        why = (f"they predicted that {p.faction.title} would win on turn {p.turn} "
               "(Bene Gesserit shield)")
        log.public("prediction_revealed", f"The Bene Gesserit reveal their prediction: "
                   f"{p.faction.title}, turn {p.turn}.")
    order = [f for f in state.players if f in winners]
    state.winners = order
    state.phase = Phase.ENDED
    names = " and ".join(f.title for f in order)
    log.public("game_over", f"{names} win{'s' if len(order) == 1 else ''}: {why}.",
               winners=[f.value for f in order])
