"""THE DUEL (1984): the arena as the phase that suspends play while a fight is open (V, VI):
its commands, whom it waits for (each with a default that keeps the fight going and tells
nothing) and the commands random games try."""

from __future__ import annotations

from engine.core import Command, Decision, EventLog
from engine.core.words import T

from ..data import Faction
from ..data.dueling import ATTACKS, DEFENCES, JUMP_BLOCK, KNIFE, PICK_UP_BLOCK, PLACE_BLOCK
from ..model.state import ClassicState
from ..phases import arena, arena_attack, arena_cards, arena_duel
from ..phases.arena_world import arena_of, knife_ways
from ..protocol import arena_commands as c
from .phase import PhaseSpec, Rule


def _advance(state: ClassicState, log: EventLog) -> bool:
    """The fight's automatic steps: the next stage once all have answered, forfeits, the end."""
    return arena.advance(state, log) or arena_duel.play_on(state, log)


def waits(state: ClassicState) -> list[Decision]:
    fight = state.fight
    if fight is None:
        return []
    seat = {f: p.seat for f, p in state.players.items()}
    if fight.step == "leaders":
        return [Decision(seat=seat[f], kind="duel_leader", secret=True,
                         prompt=T("classic-arena-prompt-leader"),
                         default={"name": "duel_leader",
                                  "leader": arena.default_leader(state, f)})
                for f in arena.choosing(state)]
    if fight.step == "place":
        now = arena.placer(state)
        if now is None:
            return []
        free = arena.entries(state)
        return [Decision(seat=seat[now], kind="duel_place",
                         prompt=T("classic-arena-prompt-place", sectors=", ".join(free)),
                         default={"name": "duel_place", "sector": free[0]})]
    if fight.step == "backing":
        return [Decision(seat=seat[f], kind="duel_back", secret=True,
                         prompt=T("classic-arena-prompt-back", most=arena.backing_cap(state)),
                         default={"name": "duel_back", "amount": 0})
                for f in arena.backers(state)]
    if fight.step == "seconds":
        return [Decision(seat=seat[f], kind="second", secret=True,
                         prompt=T("classic-arena-prompt-second"),
                         default=_default_second(state, f))
                for f in arena.supporters(state)]
    if fight.attack is not None:
        return [Decision(seat=seat[fight.attack.target], kind="defend", secret=True,
                         prompt=T("classic-arena-prompt-defend"),
                         default={"name": "defend", "card": "none"},
                         key=f"attack {fight.turns}.{fight.moves}")]
    if fight.turn is None:
        return []
    return [Decision(seat=seat[fight.turn], kind="duel_turn",
                     prompt=T("classic-arena-prompt-turn", count=fight.moves),
                     default={"name": "duel_done"}, key=f"turn {fight.turns}")]


def _default_second(state: ClassicState, faction: Faction) -> dict:
    """The default supporter: the weakest leader free, beside the first side (the
    threatener's); none when the player may send none."""
    fight = state.fight
    assert fight is not None
    if arena.may_decline(state, faction):
        return {"name": "second", "side": "none"}
    leader = arena.default_leader(state, faction)
    return {"name": "second", "side": fight.fighters[0].value, "leader": leader}


def candidates(state: ClassicState, faction: Faction) -> list[Command]:
    fight = state.fight
    if fight is None:
        return []
    if fight.step == "leaders":
        return [c.DuelLeader(leader=n) for n in arena.available(state, faction)]
    if fight.step == "place":
        return [c.DuelPlace(sector=s) for s in arena.entries(state)] \
            if arena.placer(state) == faction else []
    if fight.step == "backing":
        most = arena.backing_most(state, faction)
        return [c.DuelBack(amount=n) for n in sorted({0, min(1, most), most})]
    if fight.step == "seconds":
        free = arena.available(state, faction)[:2]
        decline = [c.Second(side="none")] if arena.may_decline(state, faction) else []
        return [*decline, *(c.Second(side=f.value, leader=n)
                            for f in fight.fighters for n in free)]
    if fight.attack is not None:
        held = [x for x in arena_cards.hand(state, faction)
                if x in DEFENCES and DEFENCES[x] in fight.attack.sides]
        return [c.Defend(card="none"), *(c.Defend(card=x) for x in held)]
    if fight.turn != faction:
        return []
    return [c.DuelDone(), *(c.DuelMove(sector=s) for s in arena_duel.steps(state, faction)),
            *_card_plays(state, faction)]


def _card_plays(state: ClassicState, faction: Faction) -> list[Command]:
    """Each card held, with the targets it may take (a few borders for blocks)."""
    fight = state.fight
    assert fight is not None
    arena_map = arena_of(state)
    here = fight.sectors[faction]
    out: list[Command] = []
    for card in dict.fromkeys(arena_cards.hand(state, faction)):
        if card in DEFENCES:
            continue
        if card == KNIFE:
            out += [c.DuelCard(card=card, target=fight.sectors[f]) for f in fight.standing
                    if f != faction and knife_ways(arena_map, fight, here, fight.sectors[f])]
        elif card in (PLACE_BLOCK, PICK_UP_BLOCK):
            borders = fight.blocks if card == PICK_UP_BLOCK else arena_duel.free_straight(state)
            out += [c.DuelCard(card=card, target=a, other=b) for a, b in borders[:3]]
        elif card == JUMP_BLOCK:
            out += [c.DuelCard(card=card, target=s) for s in arena_duel.jumps(state, faction)]
        elif card not in ATTACKS or arena_duel.playable(state, faction, card):
            out.append(c.DuelCard(card=card))
    return out


FIGHT = PhaseSpec(
    phase=None,
    step=_advance,
    finished=lambda state: state.fight is None,
    waits=waits,
    candidates=candidates,
    rules=(
        Rule(c.DuelLeader, arena.choose_leader, ("leader",), arena.check_leader),
        Rule(c.DuelPlace, arena.place, ("sector",), arena.check_place),
        Rule(c.DuelBack, arena.back, ("amount",), arena.check_back),
        Rule(c.Second, arena.second, ("side", "leader"), arena.check_second),
        Rule(c.DuelMove, arena_duel.move, ("sector",), arena_duel.check_turn),
        Rule(c.DuelCard, arena_duel.play_card, ("card", "target", "other"),
             arena_duel.check_turn),
        Rule(c.Defend, arena_attack.defend, ("card",), arena_attack.check_defend),
        Rule(c.DuelDone, arena_duel.done, (), arena_duel.check_turn),
    ),
)
"""The fight in the arena (`rules.ClassicRules.interrupt`)."""
