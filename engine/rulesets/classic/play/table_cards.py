"""The 1984 expansions' treachery cards played outside battle, as rules of the any-time
group (table.ANY_TIME): a card is played by whoever holds it, and only the games with the
expansion have it in their deck (rules.expansions), so no option needs naming here."""

from __future__ import annotations

from engine.core import Command

from ..data import Faction
from ..model.state import ClassicState
from ..phases import cards_1984, residual_poison
from ..phases.common import free_spice
from ..protocol.cards_1984_commands import Cone, Harvester, Poison, Poisoned, Retract, Thumper
from .phase import Rule

RULES = (
    Rule(Harvester, cards_1984.harvester, ("territory",), cards_1984.check_harvester),
    Rule(Thumper, cards_1984.thumper, (), cards_1984.check_thumper),
    Rule(Cone, cards_1984.cone, ("factions",), cards_1984.check_cone),
    Rule(Poison, residual_poison.poison, ("target", "bribe", "card", "victim"),
         residual_poison.check_poison),
    Rule(Retract, residual_poison.retract, ("target",), residual_poison.check_retract),
    Rule(Poisoned, residual_poison.answer, ("answer", "by"), residual_poison.check_answer),
)


def candidates(state: ClassicState, faction: Faction) -> list[Command]:
    """Representative plays of the cards the faction holds, and the answers and retractions
    of the poisons it faces or laid (for the random games and the menus)."""
    hand = state.players[faction].hand
    others = [f for f in state.players if f != faction and f not in state.out]
    out: list[Command] = []
    if cards_1984.HARVESTER in hand:
        out += [Harvester(), *(Harvester(territory=c.territory)
                               for c in cards_1984.landed(state))]
    if cards_1984.THUMPER in hand:
        out.append(Thumper())
    if cards_1984.CONE in hand:
        foes = [f for f in others if cards_1984.may_silence(state, faction, f)]
        out += [Cone(factions=f.value) for f in foes]
        out += [Cone(factions=", ".join(f.value for f in foes))] if len(foes) > 1 else []
    free = [f for f in others if residual_poison.laid(state, faction, f) is None
            and state.options.duel]
    for card in sorted({c for c in residual_poison.spare(state, faction)
                        if residual_poison.may_lay(c)}):
        out += [Poison(target=f.value, bribe=n, card=card) for f in free for n in (1, 4)]
    out += [Retract(target=p.target.value) for p in state.poisons if p.by == faction]
    facing = [p for p in state.poisons if p.target == faction]
    if facing:
        owing = sum(p.bribe for p in facing if not p.held)  # `poisoned pay` sets these aside
        affordable = owing <= free_spice(state, faction)
        out += [*([Poisoned(answer="pay")] if affordable else []), Poisoned(answer="refuse")]
    return out
