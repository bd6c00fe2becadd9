"""Moderator repairs of a game of Santini's DUNE: mend a position the table got wrong
without replaying it (every counter somewhere, every card once).

Each repair checks everything before it changes anything and is logged publicly; a card
given or taken is told to its seat and the moderators alone. `engine.core.repairs` tries
each on a copy first, so no repair leaves the game unsound or stuck; `REPAIRED` says which
repair mends each part of the state, or why none does.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.core import Command, EventLog, RuleError
from engine.core.repairs import (
    DERIVED,
    FIXED,
    HISTORY,
    OPTIONS,
    PROGRESS,
    RESULT,
    RNG,
    STANDING,
    Reason,
    Repair,
    Repairs,
    log_secret,
    log_set,
    name_list,
    one_of,
)

from . import repair_commands as r
from .data.counters import COMBAT
from .state import DEAD, HOME, Phase, Player, SantiniState, Unit
from .words import T, card_word, faction_word, joined


def _under_way(state: SantiniState) -> None:
    """Repairs mend a game under way: an ended game is taken back with `undo`."""
    if state.phase in (Phase.SETUP, Phase.ENDED):
        raise RuleError(T("santini-repair-not-under-way"), hint=T("santini-repair-use-undo"))


def _player(state: SantiniState, text: str) -> Player:
    """The seat named by its seat or its faction."""
    wanted = text.strip().lower()
    for seat, player in state.players.items():
        if wanted in (seat.lower(), player.faction.value.lower()):
            return player
    raise RuleError(T("santini-repair-no-player", typed=text[:40]),
                    hint=T("santini-repair-players", players=joined(
                        [T("santini-seat-faction", seat=s, faction=faction_word(p.faction))
                         for s, p in state.players.items()], ", ")))


def _unit(state: SantiniState, text: str) -> Unit:
    unit = state.units.get(text.strip().upper())
    if unit is None:
        raise RuleError(T("santini-repair-no-unit", unit=text[:12]),
                        hint=T("santini-repair-units-are"))
    return unit


def _hex(state: SantiniState, text: str) -> str:
    hex_ = text.strip()
    if hex_ not in state.map.terrain:
        raise RuleError(T("santini-repair-no-hex", hex=hex_[:12]),
                        hint=T("santini-repair-hexes-are"))
    return hex_


def set_spice(state: SantiniState, command: r.SetSpice, log: EventLog) -> None:
    _under_way(state)
    player = _player(state, command.faction)
    log_set(log, "mod_spice", T("santini-repair-spice-of", seat=player.seat), player.spice,
            command.amount, seat=player.seat, amount=command.amount)
    player.spice = command.amount


def put(state: SantiniState, command: r.Put, log: EventLog) -> None:
    """A counter moved, removed (`dead`) or restored (a hex or `home`), as it stands."""
    _under_way(state)
    unit = _unit(state, command.unit)
    place = command.place.strip().lower()
    if place not in (HOME, DEAD):
        place = _hex(state, command.place)
    log_set(log, "mod_put", T("santini-repair-place-of", unit=unit.id), unit.place, place,
            unit=unit.id, place=place)
    unit.place = place


def set_steps(state: SantiniState, command: r.SetSteps, log: EventLog) -> None:
    _under_way(state)
    unit = _unit(state, command.unit)
    if unit.kind not in COMBAT or unit.split:
        raise RuleError(T("santini-repair-one-step", unit=unit.id),
                        hint=T("santini-repair-use-put"))
    log_set(log, "mod_steps", T("santini-repair-steps-of", unit=unit.id), unit.steps,
            command.steps, unit=unit.id, steps=command.steps)
    unit.steps = command.steps


def give_card(state: SantiniState, command: r.GiveCard, log: EventLog) -> None:
    """A card from the deck, else the discards, to a hand (the deck's order otherwise
    kept)."""
    _under_way(state)
    player = _player(state, command.faction)
    name = one_of(command.card, sorted(set(state.deck + state.discard)),
                  T("santini-repair-a-free-card"))
    pile = state.deck if name in state.deck else state.discard
    pile.remove(name)
    player.hand.append(name)
    log_secret(log, "mod_give", player.seat, player.seat, T("santini-repair-hand"),
               card_word(name), card=name)


def take_card(state: SantiniState, command: r.TakeCard, log: EventLog) -> None:
    _under_way(state)
    player = _player(state, command.faction)
    name = one_of(command.card, sorted(set(player.hand)), T("santini-repair-a-card-held"))
    player.hand.remove(name)
    state.discard.append(name)
    log_secret(log, "mod_take", player.seat, player.seat, T("santini-repair-hand"),
               T("santini-repair-taken", card=card_word(name)), card=name)


def set_map_spice(state: SantiniState, command: r.SetMapSpice, log: EventLog) -> None:
    _under_way(state)
    hex_ = _hex(state, command.hex)
    words = name_list(command.values, T("santini-repair-spice-values"))
    if not all(w in ("1", "2", "3") for w in words):
        raise RuleError(T("santini-repair-spice-values-bad", typed=command.values[:40]),
                        hint=T("santini-repair-spice-values-hint"))
    values = [int(w) for w in words]
    before = state.spice.get(hex_, [])
    log_set(log, "mod_map_spice", T("santini-repair-spice-in", hex=hex_),
            ",".join(map(str, before)) or "none", ",".join(words) or "none",
            hex=hex_, values=values)
    if values:
        state.spice[hex_] = values
    else:
        state.spice.pop(hex_, None)


def set_storm(state: SantiniState, command: r.SetStorm, log: EventLog) -> None:
    """Tempeste: a storm set down does no harm; the next Tempeste phase moves it."""
    _under_way(state)
    storm = next(s for s in state.storms if s.number == command.number)
    place = command.place.strip().lower()
    hex_ = None if place == "off" else _hex(state, command.place)
    log_set(log, "mod_storm", T("santini-repair-storm", number=storm.number),
            storm.hex or "off", hex_ or "off", number=storm.number, hex=hex_)
    storm.hex = hex_


def set_turn(state: SantiniState, command: r.SetTurn, log: EventLog) -> None:
    _under_way(state)
    log_set(log, "mod_turn", T("santini-repair-turn"), state.turn, command.turn,
            turn=command.turn)
    state.turn = command.turn


REPAIRS: Mapping[type[Command], Repair] = {
    r.SetSpice: set_spice, r.Put: put, r.SetSteps: set_steps, r.GiveCard: give_card,
    r.TakeCard: take_card, r.SetMapSpice: set_map_spice, r.SetStorm: set_storm,
    r.SetTurn: set_turn,
}

TURN_MARK = Reason("a mark of the turn something happened or is allowed: it follows the "
                   "turn (`set_turn`) and lapses with it")
SEALED = Reason("a seat's sealed answer of this phase: `force` gives the default, `undo` "
                "takes it back")
STEP = Reason("a counter's bookkeeping within the activity turn: it lapses at the turn's "
              "end; `put` moves the counter itself")

REPAIRED: Repairs = {
    "options": OPTIONS,
    "map": FIXED,
    "counters": FIXED,
    "rng": RNG,
    "turn": "set_turn",
    "phase": PROGRESS,
    "order": FIXED,
    "players.*.seat": FIXED,
    "players.*.faction": FIXED,
    "players.*.spice": "set_spice",
    "players.*.hand": "give_card",
    "players.*.home_modules": Reason("weirding modules follow their carriers and the cards "
                                     "that bring them: `put` and `give_card` mend those"),
    "players.*.harvested": HISTORY,
    "players.*.payment": SEALED,
    "players.*.die": Reason("the Fremen's d8, thrown from the seeded generator when the "
                            "initiative begins"),
    "players.*.initiative": DERIVED,
    "players.*.build": SEALED,
    "players.*.charismatic_lost": HISTORY,
    "players.*.kills": HISTORY,
    "players.*.strategic_used": PROGRESS,
    "players.*.reactions": STANDING,
    "players.*.reroll": STANDING,
    "players.*.recover": STANDING,
    "players.*.modifier": SEALED,
    "players.*.landsraad": SEALED,
    "players.*.rebuild": SEALED,
    "players.*.commands_minus": Reason("follows the \"Comandi -1\" leaders eliminated: "
                                       "`put` restores a leader, the rest is history"),
    "players.*.plotted": TURN_MARK,
    "players.*.offered": Reason("the cards Bene Gesserit drew, kept one of at once: `force` "
                                "keeps the first, `give_card` and `take_card` mend the hand"),
    "players.*.decoded": TURN_MARK,
    "units.*.place": "put",
    "units.*.steps": "set_steps",
    "units.*.id": FIXED,
    "units.*.faction": FIXED,
    "units.*.kind": FIXED,
    "units.*.veteran": HISTORY,
    "units.*.split": FIXED,
    "units.*.name": FIXED,
    "units.*.moved": STEP,
    "units.*.mp_used": STEP,
    "units.*.locked": STEP,
    "units.*.entered": HISTORY,
    "units.*.attacked": STEP,
    "units.*.modules": HISTORY,
    "units.*.stormed": HISTORY,
    "units.*.worm_turns": HISTORY,
    "next_id": DERIVED,
    "fortifications": HISTORY,
    "platforms": HISTORY,
    "spice": "set_map_spice",
    "atomics": HISTORY,
    "ground_modules": HISTORY,
    "storms.*.number": FIXED,
    "storms.*.hex": "set_storm",
    "storms.*.direction": RNG,
    "deck": "give_card",
    "discard": "take_card",
    "initiative": PROGRESS,
    "active": PROGRESS,
    "harvests": HISTORY,
    "events_this_turn": HISTORY,
    "winners": RESULT,
    "ending": RESULT,
    "pending": PROGRESS,
    "battle": PROGRESS,
    "attacked_hexes": STEP,
    "attacked_turn": TURN_MARK,
    "harvest_choices": Reason("a player's public standing choice of the spice counter a "
                              "harvester takes: the seat changes it with `harvest`"),
    "abundance": TURN_MARK,
    "violent_storms": TURN_MARK,
    "low_storms": TURN_MARK,
    "space_storms": TURN_MARK,
    "great_manoeuvres": TURN_MARK,
    "guild_rebate": TURN_MARK,
    "boosted": TURN_MARK,
    "infiltrated": TURN_MARK,
    "spy_aids": Reason("the aid cards played on a spy, spent by its next mission: "
                       "`put` moves or removes the spy"),
    "spied": TURN_MARK,
    "acted": TURN_MARK,
    "muaddib": HISTORY,
    "fremen_guards": HISTORY,
}
"""Each part of the state: the repair that mends it, or why none does."""
