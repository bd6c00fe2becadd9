"""The roll (LANCER DE DES): seven dice thrown, at least one kept after each throw, the rest
thrown again, until every die is kept; the worm on the Spice die must be kept at once, unless
the player discards a Thumper to throw it again and keep another die instead."""

from __future__ import annotations

import re

from engine.core import Command, Decision, EventLog, RuleError
from engine.core.errors import excerpt

from . import commands as c
from .data import WORM, Die
from .dice import announce, throw
from .state import DiceState, Roll, Step, Turn
from .words import T, dice_faces, face, joined, names
from .words import die as die_word

DIE_NAMES = frozenset(d.value for d in Die)


def _die_named(word: str) -> Die | None:
    """A die by its name in any language (`spice`, `épice`)."""
    for d in Die:
        if word == d.value or word in {n.lower() for n in names(die_word(d).id)}:
            return d
    return None


def begin(state: DiceState, log: EventLog) -> None:
    """The active player's turn begins with a throw of all seven dice."""
    state.step = Step.ROLL
    state.turn = Turn()
    seat = state.active_seat
    faces = throw(state, list(Die))
    state.roll = Roll(faces=faces)
    announce(state, seat, faces, log)


def finished(state: DiceState) -> bool:
    return state.roll is not None and not state.roll.loose


def worm_pending(roll: Roll) -> bool:
    """The Spice die shows the worm, is not kept, and no Thumper freed it this throw."""
    return (Die.SPICE not in roll.kept and roll.faces[Die.SPICE] == WORM
            and not roll.thumper_used)


def keep_worm(state: DiceState, log: EventLog) -> bool:
    """A worm the player cannot escape (no Thumper, or the Spice die is the last die left)
    is kept for him; the obligation counts as the throw's kept die."""
    roll = state.roll
    if roll is None or state.step != Step.ROLL or not worm_pending(roll):
        return False
    if _may_thump(state, roll):
        return False
    roll.kept.append(Die.SPICE)
    roll.kept_since_throw = True
    log.public("worm", T("dice-worm-kept", seat=state.active_seat),
               seat=state.active_seat)
    return True


def _may_thump(state: DiceState, roll: Roll) -> bool:
    return state.players[state.active_seat].thumper and roll.loose != [Die.SPICE]


def check_turn(state: DiceState, seat: str) -> None:
    if state.step != Step.ROLL:
        raise RuleError(T("dice-roll-only"))
    if seat != state.active_seat:
        raise RuleError(T("dice-whose-roll", seat=state.active_seat))


def keep(state: DiceState, seat: str, die: str, log: EventLog) -> None:
    check_turn(state, seat)
    roll = state.roll
    assert roll is not None
    dice = named_dice(roll, die)
    roll.kept += dice
    roll.kept_since_throw = True
    log.public("keep", T("dice-keeps", seat=seat, dice=joined([
        T("dice-die-kept", die=die_word(d), face=face(d, roll.faces[d])) for d in dice],
        ", ")), seat=seat,
        dice=[d.value for d in dice])


def named_dice(roll: Roll, text: str) -> list[Die]:
    """The dice a `keep` names: one, several (`f3 f4 spice`, `f3, f4 and spice`: kept
    together, as kept one by one), or `all` the dice left; all or nothing, so a refusal
    says which name failed and changes nothing."""
    words = [w for w in re.split(r"[\s,]+", text.lower()) if w and w != "and"]
    left = T("dice-keep-some", dice=joined([die_word(d) for d in roll.loose], ", "))
    if words == ["all"]:
        return list(roll.loose)
    dice: list[Die] = []
    for word in words:
        named = _die_named(word)
        if named is None:
            raise RuleError(T("dice-not-a-die", text=excerpt(word)), hint=left)
        if named in roll.kept or named in dice:
            raise RuleError(T("dice-die-kept-already", die=die_word(named)), hint=left)
        dice.append(named)
    if not dice:
        raise RuleError(T("dice-name-dice"), hint=left)
    return dice


def reroll(state: DiceState, seat: str, log: EventLog) -> None:
    check_turn(state, seat)
    roll = state.roll
    assert roll is not None
    if worm_pending(roll):
        raise RuleError(T("dice-worm-must-be-kept"), hint=T("dice-worm-hint"))
    if not roll.kept_since_throw:
        raise RuleError(T("dice-keep-one-per-throw"),
                        hint=T("dice-keep-one", dice=joined([die_word(d) for d in roll.loose],
                                                            ", ")))
    faces = throw(state, roll.loose)
    roll.faces.update(faces)
    roll.kept_since_throw = False
    roll.thumper_used = False
    roll.throws += 1
    announce(state, seat, faces, log)


def thumper(state: DiceState, seat: str, log: EventLog) -> None:
    check_turn(state, seat)
    roll = state.roll
    assert roll is not None
    if not state.players[seat].thumper:
        raise RuleError(T("dice-no-thumper"))
    if not worm_pending(roll):
        raise RuleError(T("dice-thumper-only-worm"))
    if roll.loose == [Die.SPICE]:
        raise RuleError(T("dice-thumper-last-die"), hint=T("dice-typed", command="keep spice"))
    state.players[seat].thumper = False
    state.thumpers += 1
    roll.thumper_used = True
    log.public("thumper", T("dice-thumper-discarded", seat=seat), seat=seat)


def waits(state: DiceState) -> list[Decision]:
    roll = state.roll
    assert roll is not None
    faces = dice_faces((d, roll.faces[d]) for d in roll.loose)
    return [Decision(seat=state.active_seat, kind="roll",
                     prompt=T("dice-prompt-roll", seat=state.active_seat, faces=faces),
                     default={"name": "keep", "die": "all"})]


def candidates(state: DiceState, seat: str) -> list[Command]:
    roll = state.roll
    assert roll is not None
    out: list[Command] = [c.Keep(die=d.value) for d in roll.loose]
    if len(roll.loose) > 1:
        out.append(c.Keep(die="all"))
    if roll.kept_since_throw and not worm_pending(roll) and roll.loose:
        out.append(c.Reroll())
    if worm_pending(roll) and _may_thump(state, roll):
        out.append(c.Thumper())
    return out
