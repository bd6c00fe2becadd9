"""THE DUEL (1984), V.4-6, V.10-12 and VI: the duel's turns: one or two moves, each a step
across a border or a Dueling card played; attacks wait for the attacked player's secret
answer (`arena_attack.py`); a fighter who can do nothing forfeits its moves."""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, Text

from ..data import Faction
from ..data.arena import OPPOSITE, border
from ..data.dueling import (
    ATTACKS,
    DEFENCES,
    FLEE,
    JUMP_BLOCK,
    KNIFE,
    MOVE_THREE,
    PICK_UP_BLOCK,
    PLACE_BLOCK,
    dueling_word,
)
from ..data.words import faction_word
from ..model.duel import Attack, Fight
from ..model.state import ClassicState
from . import arena_cards
from .arena import fight_now
from .arena_end import finish, over
from .arena_names import resolve_dueling
from .arena_turns import next_turn, reveal
from .arena_world import arena_of, blocked, knife_ways, open_sides

RULE = "THE DUEL V.4"
EXTRA_MOVES = 3
"""V.6: Move or Attack Three: up to three more moves, as one of the turn's two."""


def check_turn(state: ClassicState, faction: Faction) -> Fight:
    """V.4: the fighter whose turn it is, with moves left, no attack waiting."""
    fight = fight_now(state)
    if fight.step != "duel":
        raise RuleError(T("classic-arena-not-now", step=T(f"classic-arena-step-{fight.step}")),
                        rule=RULE, hint=T(f"classic-arena-hint-{fight.step}"))
    if fight.attack is not None:
        raise RuleError(T("classic-arena-wait-defence",
                          faction=faction_word(fight.attack.target)), rule="THE DUEL V.8")
    if fight.turn != faction:
        raise RuleError(T("classic-arena-turn-of", faction=faction_word(fight.turn)), rule=RULE)
    return fight


def occupant(fight: Fight, sector: str) -> Faction | None:
    return next((f for f in fight.standing if fight.sectors.get(f) == sector), None)


def steps(state: ClassicState, faction: Faction) -> list[str]:
    """V.4: free sectors across an unblocked border from the fighter's."""
    fight = fight_now(state)
    here = fight.sectors[faction]
    return [s for s in open_sides(arena_of(state), fight, here).values()
            if occupant(fight, s) is None]


def move(state: ClassicState, faction: Faction, text: str, log: EventLog) -> None:
    """V.4: a leader steps into an adjacent free sector; a step in toward the centre draws
    a Dueling card (unless the hand holds four)."""
    check_turn(state, faction)
    free = steps(state, faction)
    sector = _named(text, free)
    if sector is None:
        raise RuleError(T("classic-arena-cannot-step", sector=text), rule=RULE,
                        hint=_moves_hint(state, faction))
    _step_to(state, faction, sector, log)
    _spend(state, log)


def _step_to(state: ClassicState, faction: Faction, sector: str, log: EventLog) -> None:
    fight = fight_now(state)
    here = fight.sectors[faction]
    side = arena_of(state).side_towards(here, sector)
    fight.sectors[faction] = sector
    log.public("duel_move", T("classic-arena-moves", faction=faction_word(faction),
                              sector=sector), faction=faction, sector=sector)
    if side == "in":
        arena_cards.draw(state, faction, log)


def _named(text: str, among: list[str]) -> str | None:
    return next((s for s in among if s.casefold() == text.strip().casefold()), None)


def _moves_hint(state: ClassicState, faction: Faction) -> Text:
    free = steps(state, faction)
    return T("classic-arena-hint-steps", sectors=", ".join(free) if free else "-")


def _spend(state: ClassicState, log: EventLog) -> None:
    """One move spent; with none left (and no attack waiting) the turn passes."""
    fight = fight_now(state)
    fight.moves -= 1
    if fight.moves <= 0 and fight.attack is None:
        next_turn(state, log)


def done(state: ClassicState, faction: Faction, log: EventLog) -> None:
    """V.4: the fighter makes no more moves this turn."""
    check_turn(state, faction)
    log.public("duel_done", T("classic-arena-ends-turn", faction=faction_word(faction)),
               faction=faction)
    next_turn(state, log)


def play_on(state: ClassicState, log: EventLog) -> bool:
    """The duel's automatic steps: the end once decided; VI: a fighter who can neither
    move nor play a card forfeits the turn's moves."""
    fight = state.fight
    if fight is None or fight.step != "duel" or fight.attack is not None:
        return False
    if over(state):
        finish(state, log)
        return True
    assert fight.turn is not None
    if steps(state, fight.turn) or any(playable(state, fight.turn, c)
                                       for c in arena_cards.hand(state, fight.turn)):
        return False
    log.public("duel_forfeit", T("classic-arena-forfeits", faction=faction_word(fight.turn)),
               faction=fight.turn)
    next_turn(state, log)
    return True


# -- Dueling cards (V.5-6, V.10-11) ---------------------------------------------------------


def playable(state: ClassicState, faction: Faction, card: str) -> bool:
    """Whether the card can be played now on the fighter's turn (a defence never: it
    answers an attack)."""
    fight = fight_now(state)
    arena = arena_of(state)
    here = fight.sectors[faction]
    if card in ATTACKS:
        return _attack_target(state, faction, card) is not None
    if card == KNIFE:
        return any(knife_ways(arena, fight, here, fight.sectors[f])
                   for f in fight.standing if f != faction)
    if card == PLACE_BLOCK:
        return bool(free_straight(state))
    if card == JUMP_BLOCK:
        return bool(jumps(state, faction))
    if card == PICK_UP_BLOCK:
        return bool(fight.blocks)
    return card in (MOVE_THREE, FLEE)


def _attack_target(state: ClassicState, faction: Faction, card: str) -> Faction | None:
    fight = fight_now(state)
    here = fight.sectors[faction]
    there = arena_of(state).beyond(here, ATTACKS[card])
    if there is None or blocked(fight, here, there):
        return None
    return occupant(fight, there)


def free_straight(state: ClassicState) -> list[tuple[str, str]]:
    """V.10: straight borders with no block, while fewer than six blocks are out."""
    fight = fight_now(state)
    arena = arena_of(state)
    if len(fight.blocks) >= arena.blocks:
        return []
    return [border(a, b) for a, b in arena.straight if not blocked(fight, a, b)]


def jumps(state: ClassicState, faction: Faction) -> list[str]:
    """V.10: free sectors across a blocked border from the fighter's."""
    fight = fight_now(state)
    here = fight.sectors[faction]
    return [s for s in arena_of(state).sector(here).sides.values()
            if blocked(fight, here, s) and occupant(fight, s) is None]


def _held(state: ClassicState, faction: Faction, text: str) -> str:
    return resolve_dueling(text, arena_cards.hand(state, faction))


def play_card(state: ClassicState, faction: Faction, text: str, target: str | None,
              other: str | None, log: EventLog) -> None:
    """V.5: a Dueling card played as one of the turn's moves, then discarded (V.12)."""
    check_turn(state, faction)
    card = _held(state, faction, text)
    if card in DEFENCES:
        raise RuleError(T("classic-arena-defence-only"), rule="THE DUEL V.6",
                        hint=T("classic-arena-hint-defend"))
    if not playable(state, faction, card):
        raise RuleError(T("classic-arena-not-playable", card=dueling_word(card)), rule=RULE,
                        hint=T("classic-arena-hint-duel"))
    ACTIONS[_kind(card)](state, faction, card, target, other, log)


def _kind(card: str) -> str:
    return "attack" if card in ATTACKS else card


def _played(state: ClassicState, faction: Faction, card: str, log: EventLog) -> None:
    arena_cards.discard(state, faction, card)
    log.public("duel_card", T("classic-arena-plays", faction=faction_word(faction),
                              card=dueling_word(card)), faction=faction, card=card)


def _attack(state: ClassicState, faction: Faction, card: str, target: str | None,
            other: str | None, log: EventLog) -> None:
    """V.6-7: an attack on the leader beyond that side; the attacker is revealed, and the
    attacked player is asked for a defence (always, whatever it holds)."""
    foe = _attack_target(state, faction, card)
    assert foe is not None
    _open_attack(state, faction, foe, card, [OPPOSITE[ATTACKS[card]]], log)


def _knife(state: ClassicState, faction: Faction, card: str, target: str | None,
           other: str | None, log: EventLog) -> None:
    """V.6: the throwing knife reaches a leader one or two sectors away."""
    fight = fight_now(state)
    here = fight.sectors[faction]
    reach = {fight.sectors[f]: f for f in fight.standing if f != faction
             and knife_ways(arena_of(state), fight, here, fight.sectors[f])}
    sector = _named(target or "", list(reach))
    if sector is None:
        raise RuleError(T("classic-arena-knife-target"), rule="THE DUEL V.6",
                        hint=T("classic-arena-hint-sectors", sectors=", ".join(reach)))
    foe = reach[sector]
    ways = knife_ways(arena_of(state), fight, here, sector)
    _open_attack(state, faction, foe, card, list(ways), log)


def _open_attack(state: ClassicState, faction: Faction, foe: Faction, card: str,
                 sides: list[str], log: EventLog) -> None:
    fight = fight_now(state)
    _played(state, faction, card, log)
    reveal(state, faction, log)
    fight.attack = Attack(attacker=faction, target=foe, card=card, sides=sides)
    fight.moves -= 1
    log.public("duel_attack", T("classic-arena-attacks", faction=faction_word(faction),
                                target=faction_word(foe)), faction=faction, target=foe)


def _place_block(state: ClassicState, faction: Faction, card: str, target: str | None,
                 other: str | None, log: EventLog) -> None:
    """V.10: a block on a straight border (at most six in the arena)."""
    free = free_straight(state)
    chosen = border(target or "", other or "") if target and other else None
    found = next((b for b in free if chosen and [x.casefold() for x in b]
                  == [x.casefold() for x in chosen]), None)
    if found is None:
        raise RuleError(T("classic-arena-block-where"), rule="THE DUEL V.10",
                        hint=T("classic-arena-hint-borders",
                               borders=", ".join(f"{a} {b}" for a, b in free)))
    _played(state, faction, card, log)
    fight_now(state).blocks.append(found)
    log.public("duel_block", T("classic-arena-block-placed", first=found[0], second=found[1]),
               border=list(found))
    _spend(state, log)


def _pick_up(state: ClassicState, faction: Faction, card: str, target: str | None,
             other: str | None, log: EventLog) -> None:
    """V.10: a block taken out of the arena."""
    fight = fight_now(state)
    chosen = border(target or "", other or "") if target and other else None
    found = next((b for b in fight.blocks if chosen and [x.casefold() for x in b]
                  == [x.casefold() for x in chosen]), None)
    if found is None:
        raise RuleError(T("classic-arena-no-block-there"), rule="THE DUEL V.10",
                        hint=T("classic-arena-hint-borders",
                               borders=", ".join(f"{a} {b}" for a, b in fight.blocks)))
    _played(state, faction, card, log)
    fight.blocks.remove(found)
    log.public("duel_unblock", T("classic-arena-block-removed", first=found[0],
                                 second=found[1]), border=list(found))
    _spend(state, log)


def _jump(state: ClassicState, faction: Faction, card: str, target: str | None,
          other: str | None, log: EventLog) -> None:
    """V.10: over a block into the free sector beyond."""
    free = jumps(state, faction)
    sector = _named(target or "", free)
    if sector is None:
        raise RuleError(T("classic-arena-cannot-jump"), rule="THE DUEL V.10",
                        hint=T("classic-arena-hint-sectors", sectors=", ".join(free)))
    _played(state, faction, card, log)
    _step_to(state, faction, sector, log)
    _spend(state, log)


def _move_three(state: ClassicState, faction: Faction, card: str, target: str | None,
                other: str | None, log: EventLog) -> None:
    """V.6: as one of the turn's moves, up to three more (moves or attacks)."""
    _played(state, faction, card, log)
    fight = fight_now(state)
    fight.moves += EXTRA_MOVES - 1
    log.public("duel_three", T("classic-arena-three-more", faction=faction_word(faction),
                               count=fight.moves), faction=faction)


def _flee(state: ClassicState, faction: Faction, card: str, target: str | None,
          other: str | None, log: EventLog) -> None:
    """V.11: the leader leaves the arena with honour, nobody losing anything for it."""
    _played(state, faction, card, log)
    fight = fight_now(state)
    fight.fled.append(faction)
    log.public("duel_flee", T("classic-arena-flees", faction=faction_word(faction)),
               faction=faction)
    next_turn(state, log)


ACTIONS = {
    "attack": _attack, KNIFE: _knife, PLACE_BLOCK: _place_block, PICK_UP_BLOCK: _pick_up,
    JUMP_BLOCK: _jump, MOVE_THREE: _move_three, FLEE: _flee,
}
