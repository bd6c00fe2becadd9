"""What everyone sees of a game, and what each seat alone sees (the board picture is
`view_text` and `view_board`).

Public: the counters where they stand (the rulebook hides no counter), storms, spice on
the map, works, each player's spice, cards in hand (a count), last harvest, the revealed
initiative and the points. Private: the hand, the standing reactions, and the sealed
answers (Guild payment, the Fremen's die and modifier, the build order) of the seat."""

from __future__ import annotations

from typing import Any

from . import counter_mix, victory
from .factions import Faction
from .state import Phase, SantiniState

PUBLIC = ("faction", "spice", "home_modules", "harvested", "initiative", "charismatic_lost",
          "kills", "strategic_used", "commands_minus", "plotted")
"""The fields of a player the table sees; every other one (the hand, sealed answers,
standing reactions and orders, cards offered) is the seat's own."""


def view(state: SantiniState, seat: str | None) -> dict[str, Any]:
    out: dict[str, Any] = {"public": public(state)}
    if seat in state.players:
        out["private"] = private(state, seat)
    return out


def public(state: SantiniState) -> dict[str, Any]:
    return {
        "turn": state.turn, "phase": state.phase.value,
        "initiative": list(state.initiative), "active": active(state),
        "units": {u.id: u.model_dump(mode="json") for u in state.units.values()},
        "storms": [s.model_dump(mode="json") for s in state.storms],
        "spice": state.spice, "atomics": list(state.atomics),
        "ground_modules": dict(state.ground_modules),
        "fortifications": {h: w.model_dump(mode="json")
                           for h, w in state.fortifications.items()},
        "platforms": {h: w.model_dump(mode="json") for h, w in state.platforms.items()},
        "deck": len(state.deck), "discard": list(state.discard),
        "harvests": list(state.harvests), "harvest_choices": dict(state.harvest_choices),
        "events_this_turn": list(state.events_this_turn),
        "players": {s: record(state, s) for s in state.order},
        "winners": [f.value for f in state.winners], "ending": state.ending,
        "battle": battle(state),
    }


def battle(state: SantiniState) -> dict[str, Any] | None:
    """The attack being carried out, as declared; its plans once revealed (the attacker's
    is sealed until the defender's answer is in)."""
    fight = state.battle
    if fight is None:
        return None
    sealed = {"attack", "defence"} if fight.defence is None else set()
    return fight.model_dump(mode="json", exclude=sealed)


def active(state: SantiniState) -> str | None:
    """The seat whose activity it is (public)."""
    if state.phase != Phase.ACTIVITY or state.active >= len(state.initiative):
        return None
    return state.initiative[state.active]


def record(state: SantiniState, seat: str) -> dict[str, Any]:
    """A player's public record, with the hand as a count and the points."""
    player = state.players[seat]
    out = player.model_dump(mode="json", include=set(PUBLIC))
    out["cards"] = len(player.hand)
    out["points"] = points(state, player.faction)
    out["counters_left"] = counter_mix.sheet(state, player.faction)
    return out


def points(state: SantiniState, faction: Faction) -> int:
    """The victory points the table reads now (Controllo Condizioni Vittoria)."""
    return victory.final_points(state, faction)


def private(state: SantiniState, seat: str) -> dict[str, Any]:
    """The seat's own secrets: every field of its player the table does not see, and its
    sealed plan of the attack it declared."""
    out = state.players[seat].model_dump(mode="json", exclude={*PUBLIC, "seat"})
    fight = state.battle
    if fight is not None and fight.defence is None and fight.attacker == seat:
        out["attack_plan"] = fight.attack.model_dump(mode="json")
    return out
