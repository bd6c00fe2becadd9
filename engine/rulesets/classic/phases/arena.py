"""THE DUEL (1984), V.2-3 and VI: a fight opens (a Kanly duel between two players, or a War
of Assassins among all), each fighter secretly chooses a leader and places it face down in
an outer sector, Kanly fighters back their leaders with spice and every other player sends
a supporter to a side; then the duel (`arena_duel.py`) and its end (`arena_end.py`).

Play is suspended while `state.fight` is open (`play/rules.py`, the interruption)."""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, Text, joined

from ..board.leaders import leader_value
from ..board.order import playing, storm_order
from ..data import Faction, UnknownName, resolve_faction, resolve_leader
from ..data.main_leaders import is_main
from ..data.words import faction_word, leader_word
from ..model.duel import Fight, Second
from ..model.state import ClassicState
from . import capture
from .arena_world import arena_of
from .common import free_spice, unknown

MOVES = 2
"""V.4: one or two moves a turn."""
BACKING_MAX = 10
"""V.2: "from 1 to 10 spice" backing a Kanly leader."""


def available(state: ClassicState, faction: Faction) -> list[str]:
    """VI: the player's own leaders that may enter the arena or attend as a second: alive,
    not in the tanks, not held by the Harkonnen, not in a battle plan now, not in this
    fight already (a Cheap Hero never: it is a card, not a leader)."""
    fight = state.fight
    taken = set(fight.leaders.values()) | {s.leader for s in fight.seconds.values()} \
        if fight is not None else set()
    return [name for name in capture.own_leaders_alive(state, faction)
            if name not in taken and not in_current_plan(state, name)]


def in_current_plan(state: ClassicState, leader: str) -> bool:
    """A leader named in a battle plan of the battle being fought (it stays for it)."""
    b = state.battles.current if state.battles else None
    return b is not None and any(p.leader == leader for p in b.plans.values())


def backing_most(state: ClassicState, faction: Faction) -> int:
    """The most this fighter may back with: the cap, and spice its standing top bid does not
    need (a Kanly called by a bid is fought before the card is sold)."""
    return max(0, min(backing_cap(state), free_spice(state, faction)))


def backing_cap(state: ClassicState) -> int:
    """V.2: at most 10; with main leaders worth 8 (the Italian edition), at most 8."""
    return min(BACKING_MAX, state.options.main_leader)


def open_kanly(state: ClassicState, threatener: Faction, target: Faction,
               log: EventLog) -> None:
    """V.1-2: Kanly is called: play is suspended while the two players duel. A player
    with no leader to send cannot duel: the Kanly is called off (docs/rules-notes.md)."""
    log.public("kanly", T("classic-arena-kanly", faction=faction_word(threatener),
                          target=faction_word(target)), faction=threatener, target=target)
    if not available(state, threatener) or not available(state, target):
        log.public("kanly_off", T("classic-arena-no-leader"))
        return
    state.fight = Fight(kind="kanly", fighters=[threatener, target])


def open_war(state: ClassicState, log: EventLog) -> None:
    """VI: a nexus with no alliance: every player with a leader to send enters the arena,
    in the order of play (fewer than two: no war)."""
    order = [f for f in storm_order(state) if f not in state.out]
    fighters = [f for f in order if available(state, f)]
    if len(fighters) < 2:
        log.public("war_off", T("classic-arena-no-war"))
        return
    log.public("war", T("classic-arena-war", factions=joined(
        [faction_word(f) for f in fighters], ", ")), factions=[f.value for f in fighters])
    state.fight = Fight(kind="war", fighters=fighters)


def fight_now(state: ClassicState) -> Fight:
    fight = state.fight
    if fight is None:
        raise RuleError(T("classic-arena-no-fight"), rule="THE DUEL V")
    return fight


def _step_is(state: ClassicState, step: str, rule: str) -> Fight:
    fight = fight_now(state)
    if fight.step != step:
        raise RuleError(T("classic-arena-not-now", step=T(f"classic-arena-step-{fight.step}")),
                        rule=rule, hint=T(f"classic-arena-hint-{fight.step}"))
    return fight


# -- the leaders' secret choice (V.2) ------------------------------------------------------


def choosing(state: ClassicState) -> list[Faction]:
    fight = state.fight
    if fight is None or fight.step != "leaders":
        return []
    return [f for f in fight.fighters if f not in fight.leaders]


def check_leader(state: ClassicState, faction: Faction) -> None:
    fight = _step_is(state, "leaders", "THE DUEL V.2")
    if faction not in fight.fighters:
        raise RuleError(T("classic-arena-not-fighter"), rule="THE DUEL V.2")


def choose_leader(state: ClassicState, faction: Faction, text: str, log: EventLog) -> None:
    """V.2: each fighter secretly chooses a leader; it enters face down. A fighter may
    change its mind until the last fighter has chosen."""
    check_leader(state, faction)
    fight = fight_now(state)
    leader = pick_leader(state, faction, text)
    fight.leaders[faction] = leader
    log.private(state.players[faction].seat, "duel_leader",
                T("classic-arena-you-choose", leader=leader_word(leader)), leader=leader)
    log.public("duel_leader_chosen", T("classic-arena-chose", faction=faction_word(faction)),
               faction=faction)


def pick_leader(state: ClassicState, faction: Faction, text: str) -> str:
    """One of the faction's leaders free for the arena (a different one: the hint lists)."""
    fight = fight_now(state)
    own = fight.leaders.get(faction)
    free = [*available(state, faction), *([own] if own else [])]
    try:
        return resolve_leader(text, among=free)
    except UnknownName as err:
        raise RuleError(unknown(err), rule="THE DUEL V.2",
                        hint=T("classic-arena-leaders-free", leaders=_leaders(free))) from None


def _leaders(names: list[str]) -> Text:
    return joined([leader_word(n) for n in names], ", ") if names else T("classic-arena-none")


def default_leader(state: ClassicState, faction: Faction) -> str | None:
    """The default choice: the weakest leader (a main character last), risking least."""
    free = available(state, faction)
    return min(free, key=lambda n: (is_main(n), leader_value(state, n)), default=None)


# -- placing face down in an outer sector (V.2, VI) ----------------------------------------


def placer(state: ClassicState) -> Faction | None:
    """V.2: the threatener places first, then the other; VI: in the order of play."""
    fight = state.fight
    if fight is None or fight.step != "place":
        return None
    return next((f for f in fight.fighters if f not in fight.sectors), None)


def entries(state: ClassicState) -> list[str]:
    """The free sectors the placer may enter: the outer ring's, and when it is full (a
    sixth player, VI) the second level's."""
    fight = fight_now(state)
    arena = arena_of(state)
    taken = set(fight.sectors.values())
    free = [s for s in arena.outer if s not in taken]
    return free or [s for s in arena.inner if s not in taken]


def check_place(state: ClassicState, faction: Faction) -> None:
    _step_is(state, "place", "THE DUEL V.2")
    now = placer(state)
    if now != faction:
        raise RuleError(T("classic-arena-places-now", faction=faction_word(now)),
                        rule="THE DUEL V.2")


def place(state: ClassicState, faction: Faction, text: str, log: EventLog) -> None:
    check_place(state, faction)
    fight = fight_now(state)
    free = entries(state)
    sector = _sector(text, free)
    if sector is None:
        raise RuleError(T("classic-arena-not-entry", sector=text), rule="THE DUEL V.2",
                        hint=T("classic-arena-sectors-free", sectors=", ".join(free)))
    fight.sectors[faction] = sector
    log.public("duel_enter", T("classic-arena-enters", faction=faction_word(faction),
                               sector=sector), faction=faction, sector=sector)


def _sector(text: str, among: list[str]) -> str | None:
    return next((s for s in among if s.casefold() == text.strip().casefold()), None)


# -- backing spice (V.2) ------------------------------------------------------------------


def backers(state: ClassicState) -> list[Faction]:
    fight = state.fight
    if fight is None or fight.step != "backing":
        return []
    return [f for f in fight.fighters if f not in fight.pledges]


def check_back(state: ClassicState, faction: Faction) -> None:
    fight = _step_is(state, "backing", "THE DUEL V.2")
    if faction not in fight.fighters:
        raise RuleError(T("classic-arena-not-fighter"), rule="THE DUEL V.2")


def back(state: ClassicState, faction: Faction, amount: int, log: EventLog) -> None:
    """V.2: each fighter sets out spice to back its leader, chosen in secret and shown when
    both have chosen (0: none)."""
    check_back(state, faction)
    fight = fight_now(state)
    most = backing_most(state, faction)
    if not 0 <= amount <= most:
        raise RuleError(T("classic-arena-backing-range", most=most), rule="THE DUEL V.2",
                        hint=T("classic-arena-hint-backing"))
    fight.pledges[faction] = amount
    log.private(state.players[faction].seat, "duel_pledge",
                T("classic-arena-you-back", count=amount), amount=amount)


# -- supporters (V.3) ----------------------------------------------------------------------


def supporters(state: ClassicState) -> list[Faction]:
    """V.3: every other player in the game, who has not yet chosen."""
    fight = state.fight
    if fight is None or fight.step != "seconds":
        return []
    return [f for f in playing(state) if f not in fight.fighters
            and f not in fight.seconds and f not in fight.declined]


def may_decline(state: ClassicState, faction: Faction) -> bool:
    """V.3: a player need not send a supporter with only its main character left (nor, of
    course, with no leader at all)."""
    return all(is_main(n) for n in available(state, faction))


def check_second(state: ClassicState, faction: Faction) -> None:
    fight = _step_is(state, "seconds", "THE DUEL V.3")
    if faction in fight.fighters:
        raise RuleError(T("classic-arena-fighter-no-second"), rule="THE DUEL V.3")
    if faction not in supporters(state):
        raise RuleError(T("classic-arena-seconded"), rule="THE DUEL V.3")


def second(state: ClassicState, faction: Faction, side: str, leader: str | None,
           log: EventLog) -> None:
    """V.3: a supporter's leader goes face down beside the shield of a side, in secret
    until all have chosen; the sides are then shown, the leaders stay face down."""
    check_second(state, faction)
    fight = fight_now(state)
    seat = state.players[faction].seat
    if side.strip().casefold() == "none":
        if not may_decline(state, faction):
            raise RuleError(T("classic-arena-must-second"), rule="THE DUEL V.3",
                            hint=_second_hint(state, faction))
        fight.declined.append(faction)
        log.private(seat, "duel_second", T("classic-arena-you-decline"))
    else:
        chosen = _side(fight, side, state, faction)
        free = available(state, faction)
        if leader is None:
            raise RuleError(T("classic-arena-second-needs-leader"), rule="THE DUEL V.3",
                            hint=_second_hint(state, faction))
        try:
            name = resolve_leader(leader, among=free)
        except UnknownName as err:
            raise RuleError(unknown(err), rule="THE DUEL V.3",
                            hint=_second_hint(state, faction)) from None
        fight.seconds[faction] = Second(side=chosen, leader=name)
        log.private(seat, "duel_second", T("classic-arena-you-second", leader=leader_word(name),
                                           side=faction_word(chosen)), leader=name)


def _side(fight: Fight, text: str, state: ClassicState, faction: Faction) -> Faction:
    try:
        chosen = resolve_faction(text)
    except UnknownName as err:
        raise RuleError(unknown(err), rule="THE DUEL V.3",
                        hint=_second_hint(state, faction)) from None
    if chosen not in fight.fighters:
        raise RuleError(T("classic-arena-not-a-side", faction=faction_word(chosen)),
                        rule="THE DUEL V.3", hint=_second_hint(state, faction))
    return chosen


def _second_hint(state: ClassicState, faction: Faction) -> Text:
    fight = fight_now(state)
    return T("classic-arena-hint-second",
             sides=joined([faction_word(f) for f in fight.fighters], ", "),
             leaders=_leaders(available(state, faction)),
             decline="yes" if may_decline(state, faction) else "no")


def advance(state: ClassicState, log: EventLog) -> bool:
    """The fight's next step once everyone asked has answered (the flow's automatic step);
    True if something was done."""
    fight = state.fight
    if fight is None:
        return False
    if fight.step == "leaders" and not choosing(state):
        fight.step = "place"
        fight.worth = {f: leader_value(state, name) for f, name in fight.leaders.items()}
        log.public("duel_place", T("classic-arena-to-place"))
    elif fight.step == "place" and placer(state) is None:
        if fight.kind == "war":
            return _start(state, log)
        fight.step = "backing"
        log.public("duel_backing", T("classic-arena-to-back", most=backing_cap(state)))
    elif fight.step == "backing" and not backers(state):
        _show_backing(state, log)
    elif fight.step == "seconds":
        idle = [f for f in supporters(state) if not capture.own_leaders_alive(state, f)]
        fight.declined.extend(idle)  # V.3: with no leader alive, none is sent (public)
        if supporters(state):
            return bool(idle)
        for f, s in fight.seconds.items():
            log.public("duel_second_shown", T("classic-arena-second-shown",
                                              faction=faction_word(f),
                                              side=faction_word(s.side)),
                       faction=f, side=s.side)
        return _start(state, log)
    else:
        return False
    return True


def _show_backing(state: ClassicState, log: EventLog) -> None:
    """V.2: the backing chosen in secret is set out in front of the shields."""
    fight = fight_now(state)
    for f, n in fight.pledges.items():
        state.players[f].spice -= n
        fight.backing[f] = n
        log.public("duel_backed", T("classic-arena-backed", faction=faction_word(f), count=n),
                   faction=f, amount=n)
    fight.pledges = {}
    fight.step = "seconds"
    log.public("duel_seconds", T("classic-arena-to-second"))


def _start(state: ClassicState, log: EventLog) -> bool:
    """V.4: the duel begins: the threatener moves first (VI: the first in the order of
    play), two moves a turn."""
    fight = fight_now(state)
    fight.step = "duel"
    fight.turn = fight.fighters[0]
    fight.moves = MOVES
    log.public("duel_begins", T("classic-arena-begins", faction=faction_word(fight.turn)),
               faction=fight.turn)
    return True
