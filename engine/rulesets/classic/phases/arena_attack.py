"""THE DUEL (1984), V.7-8: an attack and its answer. The attacked player answers in secret
(a defence card from the side the attack came, or none); attack and defence are
simultaneous, so both leaders may die. Each leader's value is paid first from the other's
backing spice, then from the other leader's spice-worth (taken from the bank), which falls
by as much; at no worth left, the leader is dead."""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T

from ..data import Faction
from ..data.dueling import DEFENCES, dueling_word
from ..data.words import faction_word
from ..model.state import ClassicState
from . import arena_cards
from .arena import fight_now
from .arena_end import leader_killed
from .arena_names import resolve_dueling
from .arena_turns import next_turn, reveal

RULE = "THE DUEL V.8"


def check_defend(state: ClassicState, faction: Faction) -> None:
    fight = fight_now(state)
    if fight.attack is None or fight.attack.target != faction:
        raise RuleError(T("classic-arena-no-attack-on-you"), rule=RULE)


def defend(state: ClassicState, faction: Faction, text: str, log: EventLog) -> None:
    """V.8: the attacked player's answer: a defence card from the right side, or none."""
    check_defend(state, faction)
    fight = fight_now(state)
    attack = fight.attack
    assert attack is not None
    card = None
    if text.strip().casefold() != "none":
        held = [c for c in arena_cards.hand(state, faction) if c in DEFENCES]
        card = resolve_dueling(text, held)
        if DEFENCES[card] not in attack.sides:
            raise RuleError(T("classic-arena-wrong-side", card=dueling_word(card)), rule=RULE,
                            hint=T("classic-arena-hint-side", side=T(
                                f"classic-arena-side-{attack.sides[0]}")))
        arena_cards.discard(state, faction, card)
        log.public("duel_defence", T("classic-arena-defends", faction=faction_word(faction),
                                     card=dueling_word(card)), faction=faction, card=card)
        reveal(state, faction, log)
    fight.attack = None
    resolve(state, attack.attacker, faction, defended=card is not None, log=log)
    if fight_now(state).moves <= 0 or attack.attacker not in fight.standing:
        next_turn(state, log)


def resolve(state: ClassicState, attacker: Faction, target: Faction, *, defended: bool,
            log: EventLog) -> None:
    """V.7-8: both strikes are measured before either is paid (simultaneous)."""
    fight = fight_now(state)
    blows = [(attacker, target, fight.worth[attacker])]
    if defended:
        blows.append((target, attacker, fight.worth[target]))
    for striker, struck, value in blows:
        _pay(state, striker, struck, value, log)
    for f in (target, attacker):
        if fight.worth[f] <= 0 and f not in fight.dead:
            fight.dead.append(f)
            leader_killed(state, f, fight.leaders[f], log)


def _pay(state: ClassicState, striker: Faction, struck: Faction, value: int,
         log: EventLog) -> None:
    """V.7: the struck leader's backing pays first; the rest comes from its worth, paid
    from the bank, and the leader, revealed, is worth that much less."""
    fight = fight_now(state)
    from_backing = min(value, fight.backing.get(struck, 0))
    if from_backing:
        fight.backing[struck] -= from_backing
        state.players[striker].spice += from_backing
    rest = value - from_backing
    from_worth = min(rest, fight.worth[struck], state.bank)
    if rest > 0:
        reveal(state, struck, log)
        state.bank -= from_worth
        state.players[striker].spice += from_worth
        fight.worth[struck] -= min(rest, fight.worth[struck])
    log.public("duel_paid", T("classic-arena-paid", faction=faction_word(striker),
                              target=faction_word(struck), backing=from_backing,
                              worth=from_worth, count=fight.worth[struck]),
               faction=striker, target=struck, backing=from_backing, worth=from_worth)
