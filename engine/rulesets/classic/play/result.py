"""The end of a game as the table sees it (XIII, "Victory"): the turn it ended on and each
faction's public record. Only what lies open on the board is shown: the strongholds held,
the tokens on the planet, in reserve and in the tanks, the leaders in the tanks and the
alliances. Spice stays behind the shield (unless the game plays with open spice) and the
hands, the traitors and the prediction are never shown: the rules reveal none of them at
the end."""

from __future__ import annotations

from engine.core.ruleset import Result

from ..board.strongholds import strongholds
from ..data import Faction
from ..model.state import ClassicState
from ..phases.battle_spice import behind_shield


def result(state: ClassicState) -> Result:
    phase = state.phase.value.replace("_", " ")
    return Result(when=f"Turn {state.turn} of {state.options.max_turns}, {phase}",
                  records={p.seat: record(state, f) for f, p in state.players.items()})


def record(state: ClassicState, faction: Faction) -> str:
    """`holds Arrakeen, Carthag; 12 tokens on the planet, 4 in reserve, 4 in the tanks;
    1 leader in the tanks; allied with Fremen`."""
    player = state.players[faction]
    on_planet = {t: sum(stack.get(faction, 0) for stack in sectors.values())
                 for t, sectors in state.forces.items()}
    held = [t for t in strongholds(state.options) if on_planet.get(t, 0)]
    parts = [f"holds {', '.join(held)}" if held else "holds no stronghold",
             f"{sum(on_planet.values())} tokens on the planet, {player.reserves} in reserve, "
             f"{player.tanks} in the tanks",
             f"{len(player.leaders_in_tanks)} leader(s) in the tanks"]
    if state.options.open_spice:
        parts.append(f"{behind_shield(state, player.faction)} spice")  # XXII.A.2 aside too
    allies = [a.title for group in state.alliances if faction in group
              for a in group if a != faction]
    if allies:
        parts.append("allied with " + " and ".join(allies))
    return "; ".join(parts)
