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
from .words import T, Text, dice_faces, joined, leader, listing
from .words import faction as word
from .words import region as region_word
from .words import rule as rule_word

STEP_RULES = {
    Step.CHOOSE: "setup", Step.PLACE: "setup", Step.ROLL: "roll",
    Step.AXOLOTL: "axolotl-tanks", Step.HARVEST: "harvester", Step.ALLIANCE: "alliance",
    Step.RECRUIT: "recruitment", Step.KANLY: "kanly", Step.LAND: "landing",
    Step.MOVE: "movement", Step.COMBAT: "combat", Step.BUILD: "construction",
    Step.STORM: "storm", Step.ENDED: "end-of-game",
}
STEP_WORDS = {step: T("dice-sheet-step", step=T(f"dice-sheet-step-{step.value}"),
                      rule=rule_word(slug)) for step, slug in STEP_RULES.items()}
"""Each step as the sheet names it, with the rulebook's heading."""

MOST_SPELLED = 8
"""Commands spelled out in full on the sheet; beyond, each command's name and count."""


def sheet(state: DiceState, seat: str, allowed: list[str], waiting: tuple[str, ...],
          standing: tuple[Text, ...]) -> Sheet:
    """The seat's sheet: `allowed` are its legal commands as typed, `waiting` its decisions
    with their defaults (`decision_lines`), `standing` its standing orders in words."""
    player = state.players[seat]
    parts = [_card(state, player), _turn(state, seat, allowed)]
    if standing:
        parts.append(SheetSection(title=T("dice-sheet-standing"), lines=standing))
    parts.append(_secrets(state, seat))
    if waiting:
        parts.append(SheetSection(title=T("dice-sheet-waiting"), lines=waiting))
    title = (T("dice-sheet-title", faction=word(player.faction), seat=seat) if player.faction
             else T("dice-sheet-title-no-faction", seat=seat))
    return Sheet(title=title, sections=tuple(parts))


def cubes(units: Units) -> Text:
    """`3 troop(s) and 1 large cube(s)` (large cubes count two in combat); `nothing`."""
    words = [T("dice-count-troops", count=units.troop) if units.troop else "",
             T("dice-count-large", count=units.elite) if units.elite else ""]
    shown = [w for w in words if w]
    return listing(shown) if shown else T("dice-nothing")


def _card(state: DiceState, player: Player) -> SheetSection:
    faction = player.faction
    if faction is None:
        return SheetSection(title=T("dice-sheet-card"), lines=(T("dice-sheet-no-faction"),))
    spec = FACTIONS[faction]
    leaders = listing([leader(spec.leader)] + (
        [leader(spec.second_leader)] if spec.second_leader else []))
    lines: list[Text] = [
        T("dice-sheet-on-card", cubes=cubes(player.card), leaders=player.leaders_card),
        T("dice-sheet-beside-card", cubes=cubes(player.reserve),
          leaders=player.leaders_reserve),
        T("dice-sheet-leaders", leaders=leaders)]
    if spec.spice_store:
        lines.append(T("dice-sheet-spice-marker", spice=player.spice_store,
                       most=SPICE_STORE_LIMIT))
    lines.append(T("dice-sheet-thumper-yours" if player.thumper else "dice-sheet-thumper-none"))
    held = [joined([region_word(region), cubes(state.board[region][faction])], " ")
            for region in state.map.names if faction in state.board.get(region, {})]
    lines.append(T("dice-sheet-on-board", held=joined(held, "; ") if held
                   else T("dice-nothing")))
    return SheetSection(title=T("dice-sheet-card"), lines=tuple(lines))


def _turn(state: DiceState, seat: str, allowed: list[str]) -> SheetSection:
    """Whose turn and step it is, the dice, the turn's spice and alliance, and what this
    step lets the seat do."""
    step = STEP_WORDS[state.step]
    lines: list[Text]
    if state.step in (Step.CHOOSE, Step.PLACE, Step.ENDED):
        lines = [T("dice-sheet-now", step=step)]
    else:
        whose = T("dice-sheet-your-turn") if seat == state.active_seat else T(
            "dice-sheet-their-turn", seat=state.active_seat,
            faction=word(state.active_faction))
        lines = [T("dice-sheet-turn", round=state.round, rounds=ROUNDS, whose=whose,
                   step=step)]
        lines += _dice(state)
        lines += _gathered(state, seat)
    lines.append(T("dice-sheet-may", commands=_commands(allowed)) if allowed
                 else T("dice-sheet-may-nothing"))
    return SheetSection(title=T("dice-sheet-this-turn"), lines=tuple(lines))


def _dice(state: DiceState) -> list[Text]:
    roll = state.roll
    if roll is None:
        return []
    kept = dice_faces((d, roll.faces[d]) for d in roll.kept) if roll.kept else T("dice-none")
    loose = (dice_faces((d, roll.faces[d]) for d in roll.loose) if roll.loose
             else T("dice-none"))
    out = [T("dice-sheet-kept", dice=kept),
           T("dice-sheet-loose", dice=loose, throw=roll.throws)]
    if roll.thumper_used:
        out.append(T("dice-sheet-thumper-spent"))
    return out


def _gathered(state: DiceState, seat: str) -> list[Text]:
    """The turn's spice, alliance, target and battle, as far as they touch the seat."""
    turn = state.turn
    mine = state.players[seat].faction
    active = state.active_faction
    out = []
    if state.step in TURN_STEPS:
        out.append(T("dice-sheet-spice", spice=turn.spice))
    if turn.ally is not None:
        if mine == active:
            out.append(T("dice-sheet-your-ally", faction=word(turn.ally)))
        elif mine == turn.ally:
            out.append(T("dice-sheet-you-ally", faction=word(active)))
    if turn.offered is not None:
        out.append(T("dice-sheet-offer", seat=state.active_seat)
                   if mine == turn.offered else
                   T("dice-sheet-offered", faction=word(turn.offered)))
    if turn.target is not None:
        out.append(T("dice-sheet-target", region=region_word(turn.target)))
    fight = turn.fight
    if fight is not None:
        out.append(T("dice-sheet-battle", region=region_word(fight.region),
                     attackers=_side(fight.attackers), defenders=_side(fight.defenders)))
    return out


def _side(factions: list[Faction]) -> Text:
    return listing([word(f) for f in factions])


def _commands(allowed: list[str]) -> Text:
    """Every command in full when few, else each command's name with how many forms of
    it are open (the menus and `/do` list them)."""
    if len(allowed) <= MOST_SPELLED:
        return joined([f"`{a}`" for a in allowed], ", ")
    names: dict[str, int] = {}
    for line in allowed:
        name = line.split(" ", 1)[0]
        names[name] = names.get(name, 0) + 1
    return joined([T("dice-sheet-ways", command=f"`{n}`", count=k) if k > 1 else f"`{n}`"
                   for n, k in names.items()], ", ")


def _secrets(state: DiceState, seat: str) -> SheetSection:
    """The seat's private view: the guess, the commitment in its closed hand."""
    private: dict[str, Any] = view(state, seat).get("private", {})
    lines: list[Text] = []
    if "guess" in private:
        lines.append(T("dice-sheet-guess", faction=word(private["guess"])))
    made = private.get("commitment")
    if made is not None:
        lines.append(T("dice-sheet-commitment", units=joined([
            T("dice-pledge-field", field=T(f"dice-pledge-{name.replace('_', '-')}"), count=n)
            for name, n in made.items()], ", ")))
    return SheetSection(title=T("dice-sheet-secrets"),
                        lines=tuple(lines) or (T("dice-nothing"),))
