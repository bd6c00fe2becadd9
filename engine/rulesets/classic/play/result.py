"""The end of a game as the table sees it (XIII, "Victory"): the turn it ended on and each
faction's public record. Only what lies open on the board is shown: the strongholds held,
the tokens on the planet, in reserve and in the tanks, the leaders in the tanks and the
alliances. Spice stays behind the shield (unless the game plays with open spice) and the
hands, the traitors and the prediction are never shown: the rules reveal none of them at
the end."""

from __future__ import annotations

from engine.core.ruleset import Result
from engine.core.words import T, Text, joined

from ..board.strongholds import strongholds
from ..data import Faction
from ..data.words import faction_word, factions_word, phase_word, place_word
from ..model.state import ClassicState
from ..phases.battle_spice import behind_shield


def result(state: ClassicState) -> Result:
    return Result(when=T("classic-result-when", turn=state.turn, turns=state.options.max_turns,
                         phase=phase_word(state.phase)),
                  records={p.seat: record(state, f) for f, p in state.players.items()})


def record(state: ClassicState, faction: Faction) -> Text:
    """`holds Arrakeen, Carthag; 12 tokens on the planet, 4 in reserve, 4 in the tanks;
    1 leader in the tanks; allied with Fremen`."""
    player = state.players[faction]
    if faction in state.out:  # THE DUEL, VII
        return T("classic-leaders-out-since", faction=faction_word(faction),
                 turn=state.out[faction])
    on_planet = {t: sum(stack.get(faction, 0) for stack in sectors.values())
                 for t, sectors in state.forces.items()}
    held = [t for t in strongholds(state.options) if on_planet.get(t, 0)]
    parts = [T("classic-record-holds", strongholds=joined([place_word(t) for t in held], ", "))
             if held else T("classic-record-holds-none"),
             T("classic-record-tokens", planet=sum(on_planet.values()),
               reserves=player.reserves, tanks=player.tanks),
             T("classic-record-leaders", count=len(player.leaders_in_tanks))]
    if state.options.open_spice:  # XXII.A.2 aside too
        parts.append(T("classic-record-spice", spice=behind_shield(state, player.faction)))
    allies = [a for group in state.alliances if faction in group for a in group if a != faction]
    if allies:
        parts.append(T("classic-record-allied", allies=factions_word(allies)))
    return joined(parts, "; ")
