"""A seat's own position in words: the sheet `/game view` (and a moderator's `/mod view`)
shows. In the dice game almost everything lies in plain sight on the faction cards, yet a
player should not have to read the moderator's JSON to learn his own spice, cubes, leaders,
Thumper, dice and what he may do now; the few secrets (the Bene Gesserit's guess, a
commitment in the closed hand) come from the seat's private view alone, so the sheet can
hold no other seat's secret (the conformance suite checks it by dealing them anew)."""

from __future__ import annotations

from typing import Any

from engine.core.ruleset import Sheet, SheetSection

from .data import FACTIONS, ROUNDS, SPICE_STORE_LIMIT, Faction
from .state import DiceState, Player, Step, Units
from .tleilax import TURN_STEPS
from .view import view

STEP_WORDS = {
    Step.CHOOSE: "set-up, choosing factions (MISE EN PLACE)",
    Step.PLACE: "set-up, placing (MISE EN PLACE)",
    Step.ROLL: "the roll (LANCER DE DES)", Step.AXOLOTL: "the symbol (CUVES AXOLOTL)",
    Step.HARVEST: "the harvest (Moissonneuse)", Step.ALLIANCE: "the alliance (ALLIANCE)",
    Step.RECRUIT: "recruitment (RECRUTEMENT DES TROUPES)", Step.KANLY: "the Kanly (KANLY)",
    Step.LAND: "landing (DEBARQUEMENT DES TROUPES)",
    Step.MOVE: "movement (DEPLACEMENT DES TROUPES)", Step.COMBAT: "combat (COMBAT)",
    Step.BUILD: "construction (CONSTRUCTION)", Step.STORM: "the storm (TEMPETE DE SABLE)",
    Step.ENDED: "the game is over (FIN DE PARTIE)",
}
"""Each step as the sheet names it, with the rulebook's heading."""

MOST_SPELLED = 8
"""Commands spelled out in full on the sheet; beyond, each command's name and count."""


def sheet(state: DiceState, seat: str, allowed: list[str], waiting: tuple[str, ...],
          standing: tuple[str, ...]) -> Sheet:
    """The seat's sheet: `allowed` are its legal commands as typed, `waiting` its decisions
    with their defaults (`decision_lines`), `standing` its standing orders in words."""
    player = state.players[seat]
    parts = [_card(state, player), _turn(state, seat, allowed)]
    if standing:
        parts.append(SheetSection(title="Standing orders", lines=standing))
    parts.append(_secrets(state, seat))
    if waiting:
        parts.append(SheetSection(title="Waiting for you", lines=waiting))
    title = f"{player.faction} ({seat})" if player.faction else f"{seat} (no faction yet)"
    return Sheet(title=f"{title}: your faction card", sections=tuple(parts))


def cubes(units: Units) -> str:
    """`3 troop(s) and 1 large cube(s)` (large cubes count two in combat); `nothing`."""
    words = [f"{units.troop} troop(s)" if units.troop else "",
             f"{units.elite} large cube(s)" if units.elite else ""]
    return " and ".join(w for w in words if w) or "nothing"


def _card(state: DiceState, player: Player) -> SheetSection:
    faction = player.faction
    if faction is None:
        return SheetSection(title="Your faction card", lines=("no faction chosen yet",))
    spec = FACTIONS[faction]
    leaders = spec.leader + (f" and {spec.second_leader}" if spec.second_leader else "")
    lines = [f"On the card (ready to land): {cubes(player.card)}, "
             f"{player.leaders_card} leader(s)",
             f"Beside the card (reserve): {cubes(player.reserve)}, "
             f"{player.leaders_reserve} leader(s)",
             f"Leader(s): {leaders}"]
    if spec.spice_store:
        lines.append(f"Spice marker: {player.spice_store} of {SPICE_STORE_LIMIT}")
    lines.append("Thumper: yours" if player.thumper else "Thumper: none")
    held = [f"{region} {cubes(state.board[region][faction])}" for region in state.map.names
            if faction in state.board.get(region, {})]
    lines.append("On the board: " + ("; ".join(held) if held else "nothing"))
    return SheetSection(title="Your faction card", lines=tuple(lines))


def _turn(state: DiceState, seat: str, allowed: list[str]) -> SheetSection:
    """Whose turn and step it is, the dice, the turn's spice and alliance, and what this
    step lets the seat do."""
    step = STEP_WORDS[state.step]
    if state.step in (Step.CHOOSE, Step.PLACE, Step.ENDED):
        lines = [f"Now: {step}"]
    else:
        whose = "your turn" if seat == state.active_seat else (
            f"{state.active_seat}'s turn ({state.active_faction})")
        lines = [f"Turn {state.round} of {ROUNDS}, {whose}: {step}"]
        lines += _dice(state)
        lines += _gathered(state, seat)
    lines.append("You may now: " + _commands(allowed) if allowed else "You may now: nothing")
    return SheetSection(title="This turn", lines=tuple(lines))


def _dice(state: DiceState) -> list[str]:
    roll = state.roll
    if roll is None:
        return []
    kept = ", ".join(f"{d.value} {roll.faces[d]}" for d in roll.kept) or "none"
    loose = ", ".join(f"{d.value} {roll.faces[d]}" for d in roll.loose) or "none"
    out = [f"Dice kept: {kept}", f"Dice thrown, not kept: {loose} (throw {roll.throws})"]
    if roll.thumper_used:
        out.append("A Thumper was spent on this throw")
    return out


def _gathered(state: DiceState, seat: str) -> list[str]:
    """The turn's spice, alliance, target and battle, as far as they touch the seat."""
    turn = state.turn
    mine = state.players[seat].faction
    active = state.active_faction
    out = []
    if state.step in TURN_STEPS:
        out.append(f"Spice to spend this turn: {turn.spice}")
    if turn.ally is not None:
        if mine == active:
            out.append(f"Your ally this turn: the {turn.ally}")
        elif mine == turn.ally:
            out.append(f"You are the {active}'s ally this turn")
    if turn.offered is not None:
        out.append(f"{state.active_seat} offers you an alliance for this turn"
                   if mine == turn.offered else
                   f"Alliance offered to the {turn.offered}, not yet answered")
    if turn.target is not None:
        out.append(f"Target region: {turn.target}")
    fight = turn.fight
    if fight is not None:
        out.append(f"Battle in {fight.region}: " + _side(fight.attackers) + " against "
                   + _side(fight.defenders))
    return out


def _side(factions: list[Faction]) -> str:
    return " and ".join(f.value for f in factions)


def _commands(allowed: list[str]) -> str:
    """Every command in full when few, else each command's name with how many forms of
    it are open (the menus and `/do` list them)."""
    if len(allowed) <= MOST_SPELLED:
        return ", ".join(f"`{a}`" for a in allowed)
    names: dict[str, int] = {}
    for line in allowed:
        name = line.split(" ", 1)[0]
        names[name] = names.get(name, 0) + 1
    return ", ".join(f"`{n}`" + (f" ({k} ways)" if k > 1 else "") for n, k in names.items())


def _secrets(state: DiceState, seat: str) -> SheetSection:
    """The seat's private view: the guess, the commitment in its closed hand."""
    private: dict[str, Any] = view(state, seat).get("private", {})
    lines = []
    if "guess" in private:
        lines.append(f"Your guess: the {private['guess']} (LE PLAN ULTIME)")
    made = private.get("commitment")
    if made is not None:
        lines.append("Your commitment: " + ", ".join(
            f"{name.replace('_', ' ')} {n}" for name, n in made.items()))
    return SheetSection(title="Known only to you", lines=tuple(lines) or ("nothing",))
