"""The roll (LANCER DE DES): throws from the seeded generator, public and logged; at least
one die kept after each throw; the worm kept at once unless a Thumper is discarded."""

from __future__ import annotations

import pytest

from engine.core import RuleError, SeatSpec
from engine.core.words import say
from engine.rulesets.dice.data import DICE, WORM, Die
from engine.rulesets.dice.options import DiceOptions
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import Step

from .helpers import arrange, finish_setup, new_game, play


def rolling(seed: int = 1):
    state = finish_setup(new_game("Fremen", "Corrino", seed=seed))
    assert state.step == Step.ROLL
    return state, state.active_seat


def rolling_still(state, seat) -> bool:
    return state.step == Step.ROLL and state.active_seat == seat


def no_worm(state) -> None:
    arrange(state, spice="2")


# LANCER DE DES: "Le joueur actif commence par lancer les 7 dés"
def test_the_turn_begins_with_a_public_throw_of_all_seven_dice():
    state = finish_setup(new_game("Fremen", "Corrino"))
    assert sorted(state.roll.faces) == sorted(Die)
    assert all(state.roll.faces[d] in DICE[d] for d in Die)
    again, events = RULESET.setup(DiceOptions(), [SeatSpec(name="p1", side="Fremen"),
                                                  SeatSpec(name="p2", side="Corrino")], 1)
    (roll,) = [e for e in events if e.kind == "roll"]
    assert roll.is_public and roll.data["seat"] == state.active_seat
    assert roll.data["faces"] == {d.value: f for d, f in again.roll.faces.items()}


# LANCER DE DES: "Il doit cependant en réserver au moins un après chaque jet"
def test_a_reroll_needs_a_die_kept_since_the_last_throw():
    state, seat = rolling()
    no_worm(state)
    with pytest.raises(RuleError, match="at least one"):
        play(state, seat, "reroll")
    play(state, seat, "keep f1")
    kept = state.roll.faces[Die.F1]
    events = play(state, seat, "reroll")
    assert state.roll.faces[Die.F1] == kept and state.roll.throws == 2
    assert [e.kind for e in events] and all(e.is_public for e in events)
    assert set(events[0].data["faces"]) == {d.value for d in state.roll.loose}
    with pytest.raises(RuleError, match="at least one"):
        play(state, seat, "reroll")


# LANCER DE DES: "L'action est répétée jusqu'à ce que tous les dés soient réservés"
def test_the_roll_ends_when_every_die_is_kept():
    state, seat = rolling()
    no_worm(state)
    play(state, seat, "keep f1")
    with pytest.raises(RuleError, match="kept already"):
        play(state, seat, "keep f1")
    play(state, seat, "keep all")
    assert not rolling_still(state, seat)


# LANCER DE DES: "Le joueur actif commence par lancer les 7 dés"
def test_only_the_active_player_rolls():
    state, seat = rolling()
    other = next(s for s in state.order if s != seat)
    with pytest.raises(RuleError, match="roll"):
        play(state, other, "keep f1")
    assert RULESET.legal(state, other) == []


# LANCER DE DES: the worm "doit être réservé" without a Thumper; the obligation counts as the
# throw's kept die ("il n'est pas obligé d'en réserver un autre avant de relancer")
def test_the_worm_is_kept_at_once_without_a_thumper_and_counts_as_the_kept_die():
    state, seat = rolling()
    events = arrange(state, spice=WORM)
    assert state.roll.kept == [Die.SPICE] and events[0].kind == "worm"
    play(state, seat, "reroll")
    assert state.roll.faces[Die.SPICE] == WORM and state.roll.throws == 2


# LANCER DE DES: with a Thumper, discard it to keep another die instead
def test_a_thumper_frees_the_worm_and_another_die_must_be_kept():
    state, seat = rolling()
    state.players[seat].thumper = True
    state.thumpers -= 1
    arrange(state, spice=WORM)
    assert state.roll.kept == []
    play(state, seat, "keep f1")
    with pytest.raises(RuleError, match="worm"):
        play(state, seat, "reroll")
    assert "thumper" in [c.name for c in RULESET.legal(state, seat)]
    state.roll.kept.clear()
    state.roll.kept_since_throw = False
    play(state, seat, "thumper")
    assert not state.players[seat].thumper and state.thumpers == 4
    with pytest.raises(RuleError, match="at least one"):
        play(state, seat, "reroll")
    play(state, seat, "keep kanly")
    play(state, seat, "reroll")
    assert Die.SPICE in state.roll.loose and state.roll.throws == 2
    with pytest.raises(RuleError, match="no Thumper"):
        play(state, seat, "thumper")


# LANCER DE DES: "sauf s'il s'agit du dernier dé à réserver"
def test_the_last_die_on_a_worm_is_kept_even_with_a_thumper():
    state, seat = rolling()
    state.players[seat].thumper = True
    state.thumpers -= 1
    no_worm(state)
    for die in ("f1", "f2", "f3", "f4", "kanly", "region"):
        state.roll.kept.append(Die(die))
    state.roll.kept_since_throw = True
    play_reroll_to_worm(state, seat)


def play_reroll_to_worm(state, seat) -> None:
    """Throw the last die (the Spice die) until a worm shows; it is kept for the player,
    whose Thumper stays, since it may not serve on the last die."""
    while True:
        events = play(state, seat, "reroll")
        if any(e.kind == "worm" for e in events):
            break
        if not rolling_still(state, seat):
            raise AssertionError("the roll ended without a worm")
        state.roll.kept_since_throw = True
    assert state.players[seat].thumper


# the default of the roll keeps every die left
def test_the_default_keeps_all_the_dice():
    state, _ = rolling()
    no_worm(state)
    (decision,) = RULESET.pending(state)
    assert decision.kind == "roll" and decision.default == {"name": "keep", "die": "all"}
    offered = RULESET.offer(state, decision).choices
    assert "keep f1" in offered and "keep all" in offered and "reroll" not in offered


# LANCER DE DES: "Il doit cependant en réserver au moins un après chaque jet": one or more,
# so several dice are kept in one command as they would be one by one
def test_several_dice_are_kept_in_one_command_as_one_by_one():
    state, seat = rolling()
    no_worm(state)
    alone = state.model_copy(deep=True)
    events = play(state, seat, "keep f3, f4 and spice")
    assert state.roll.kept == [Die.F3, Die.F4, Die.SPICE]
    assert events[0].text == f"{seat} keeps " + ", ".join(
        f"{d} ({state.roll.faces[Die(d)]})" for d in ("f3", "f4", "spice")) + "."
    play(alone, seat, "keep f3 f4 spice")
    assert alone.roll.kept == state.roll.kept


def test_a_keep_naming_a_wrong_or_kept_die_keeps_none():
    state, seat = rolling()
    no_worm(state)
    play(state, seat, "keep f1")
    before = state.model_dump_json()
    with pytest.raises(RuleError, match="`f9` is not a die") as wrong:
        play(state, seat, "keep f2 f9")
    assert "Keep one or more of: f2," in say(wrong.value.hint)
    with pytest.raises(RuleError, match="The f1 die is kept already"):
        play(state, seat, "keep f2 f1")
    assert state.model_dump_json() == before
