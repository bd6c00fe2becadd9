"""X. Battles: which battles must be fought, in which order, and the round's progress.

The first player is the aggressor until all his battles are fought, choosing their order
and opponents; then the next player in turn order (X.A.3-4). Plans are in battle_plan.py,
resolution in battle_resolution.py.
"""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, joined, listing

from ..board import forces
from ..board.order import storm_order
from ..board.starred import STARRED_NAMES
from ..board.strength import Stack, stack, token_strength, worth
from ..data import POLAR_SINK, TERRITORIES, Faction
from ..data.words import faction_word, place_word
from ..model.state import Battle, BattleRound, ClassicState, Phase
from . import alliance_powers
from .battle_powers import ally_served
from .common import territory as resolve_territory
from .moderator import faction_in_game

PLAN_USAGE = {False: "plan <dial> <leader> [weapon] [defense]",
              True: "plan <dial> <leader> [weapon] [defense] spice=<n>"}
"""The command as typed (its English words are the command's own, in every language)."""
"""The plan as typed, without and with advanced combat (XXII: halves like 3.5, spice)."""


def parts(state: ClassicState, territory: str) -> list[list[int]]:
    """Sectors of a territory that can fight together: the storm splits a territory into the
    sectors before it, the storm sector itself, and the sectors after it (X.A.2.a)."""
    order = list(TERRITORIES[territory].sectors)
    if forces.protected(state, territory) or state.storm not in order:
        return [order]
    cut = order.index(state.storm)
    return [p for p in (order[:cut], [state.storm], order[cut + 1:]) if p]


def groups(state: ClassicState, territory: str) -> list[set[Faction]]:
    """The factions that can fight together in each part; coexisting advisors fight no one
    (XV.B.4)."""
    sectors = state.forces.get(territory, {})
    return [{f for s in part for f in sectors.get(s, {})
             if not forces.advising(state, f, territory)} for part in parts(state, territory)]


def battle_sectors(state: ClassicState, territory: str, a: Faction, b: Faction) -> list[int]:
    """The sectors where these two factions meet in this territory."""
    for part, group in zip(parts(state, territory), groups(state, territory), strict=True):
        if {a, b} <= group:
            return part
    return []


def battle_stack(state: ClassicState, b: Battle, faction: Faction) -> Stack:
    """The side's tokens in the sectors where the battle is fought, by kind and worth."""
    sectors = battle_sectors(state, b.territory, *b.sides)
    return stack(state, faction, b.territory, sectors, starred_worth(b, faction))


def starred_worth(b: Battle, faction: Faction) -> int:
    """What each of the side's starred tokens is worth in this battle (XV), one when a
    Karama card stopped their bonus (pad B.6.A.4-5)."""
    foe = b.defender if faction == b.aggressor else b.aggressor
    bonus = STARRED_NAMES.get(faction, "").lower() not in b.barred
    return token_strength(faction, bonus, foe)


def tokens_in_battle(state: ClassicState, b: Battle, faction: Faction) -> int:
    """X.B.1: the most a side may dial, its tokens' worth against its opponent (one a
    token; two a starred one, XV)."""
    return worth(battle_stack(state, b, faction))


def _enemies(state: ClassicState, group: set[Faction], faction: Faction) -> set[Faction]:
    """Others in the group who are not allies: allies never battle (XII.E.5)."""
    return group - {faction} - forces.allies(state, faction)


def contested(state: ClassicState) -> list[str]:
    """X.A: territories where two factions must fight; never the Polar Sink (X.A.2.b). One
    faction alone has no enemies, and most territories and groups hold one."""
    return [
        t for t in state.forces
        if t != POLAR_SINK and forces.at_least(state, t, 2)
        and any(len(g) > 1 and any(_enemies(state, g, f) for f in g) for g in groups(state, t))
    ]


def options(state: ClassicState, aggressor: Faction) -> list[tuple[str, Faction]]:
    """(territory, opponent) for every battle this aggressor must still fight; a pair
    appears twice when the storm splits the territory between two fights (X.A.2.a), which
    are fought one after the other."""
    out = []
    for territory in contested(state):
        for group in groups(state, territory):
            if aggressor in group:
                foes = _enemies(state, group, aggressor)
                out += [(territory, f) for f in sorted(foes, key=str)]
    return out


def begin(state: ClassicState, log: EventLog) -> None:
    state.phase = Phase.BATTLE
    state.battles = BattleRound(order=storm_order(state))
    where = contested(state)
    if not where:
        log.public("battle_round", T("classic-battle-round-none"))
    else:
        log.public("battle_round", T("classic-battle-round", territories=listing(
            [place_word(t) for t in where])), territories=where)
    advance(state, log)


def advance(state: ClassicState, log: EventLog) -> None:
    """Start the next battle, or wait for the aggressor to choose among several."""
    r = state.battles
    assert r is not None
    while r.current is None and r.order:
        aggressor = r.order[0]
        choices = options(state, aggressor)
        if not choices:
            r.order.pop(0)
            continue
        if len(set(choices)) == 1:  # one battle, or the same one split by the storm
            start(state, *choices[0], log)
        else:
            text = joined([T("classic-battle-foe-in", faction=faction_word(o),
                             territory=place_word(t)) for t, o in choices], "; ")
            log.public("battle_choice", T("classic-battle-aggressor-chooses",
                                          faction=faction_word(aggressor), battles=text))
        return


def pass_over(state: ClassicState, log: EventLog) -> bool:
    """An aggressor left with no battle to choose (a moderator moved the tokens away) is
    passed over, so the round never waits for a choice that does not exist. True if so."""
    chooser = aggressor_choosing(state)
    if chooser is None or options(state, chooser):
        return False
    advance(state, log)
    return True


def finished(state: ClassicState) -> bool:
    r = state.battles
    return r is None or (r.current is None and not r.order)


def aggressor_choosing(state: ClassicState) -> Faction | None:
    r = state.battles
    if state.phase != Phase.BATTLE or r is None or r.current is not None or not r.order:
        return None
    return r.order[0]


def check_choose(state: ClassicState, faction: Faction) -> None:
    if aggressor_choosing(state) != faction:
        raise RuleError(T("classic-battle-not-aggressor"), rule="X.A.3")


def choose(state: ClassicState, faction: Faction, where: str, opponent: str | None,
           log: EventLog) -> None:
    """X.A.3-4: the aggressor picks the territory and, if several, the opponent."""
    check_choose(state, faction)
    territory = resolve_territory(where)
    choices = [(t, o) for t, o in options(state, faction) if t == territory]
    if opponent is not None:
        foe = faction_in_game(state, opponent)
        choices = [(t, o) for t, o in choices if o == foe]
    if len(set(choices)) != 1:
        listed = joined([T("classic-battle-in-against", territory=place_word(t),
                           faction=faction_word(o)) for t, o in options(state, faction)], "; ")
        what = ("classic-battle-name-opponent" if len(choices) > 1
                else "classic-battle-name-battle")
        raise RuleError(T(what), rule="X.A.4", hint=T("classic-battle-your-battles",
                                                       battles=listed))
    start(state, *choices[0], log)


def start(state: ClassicState, territory: str, defender: Faction, log: EventLog) -> None:
    r = state.battles
    assert r is not None
    aggressor = r.order[0]
    sides = (aggressor, defender)
    # The shields, and XII.E.6 for an ally's battle: who may use the Voice and prescience.
    voice_for = alliance_powers.helped_side(state, sides, Faction.BENE_GESSERIT)
    prescience_for = alliance_powers.helped_side(state, sides, Faction.ATREIDES)
    r.current = Battle(territory=territory, aggressor=aggressor, defender=defender,
                       voice_pending=voice_for is not None, voice_for=voice_for,
                       prescience_pending=prescience_for is not None,
                       prescience_for=prescience_for)
    first = []
    if voice_for:
        ally = ally_served(voice_for, Faction.BENE_GESSERIT)
        first.append(T("classic-battle-voice-may-ally", ally=faction_word(ally)) if ally
                     else T("classic-battle-voice-may"))
    if prescience_for:
        ally = ally_served(prescience_for, Faction.ATREIDES)
        first.append(T("classic-battle-prescience-may-ally", ally=faction_word(ally)) if ally
                     else T("classic-battle-prescience-may"))
    log.public("battle", joined([
        T("classic-battle-starts", territory=place_word(territory),
          aggressor=faction_word(aggressor), defender=faction_word(defender)),
        *first, T("classic-battle-send-plans", usage=PLAN_USAGE[state.options.advanced_combat]),
    ]), territory=territory, aggressor=aggressor, defender=defender)


def finish(state: ClassicState, log: EventLog) -> None:
    r = state.battles
    assert r is not None
    r.current = None
    advance(state, log)
