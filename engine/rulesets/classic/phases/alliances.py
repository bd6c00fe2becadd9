"""XII. Alliances: made, joined and broken only at a nexus, always in public.

XII.C.2: "An alliance may contain any number of players." Two players form an alliance when
each has asked for the other (`ally X`). A player joins an existing alliance when he has asked
one of its members and every member has asked for him: an alliance shares its victory
(XII.E.1), so nobody enters it without every member's consent (docs/rules-notes.md). A player
belongs to one alliance at most (XII.C.4): to change he breaks from his own first (XII.D.2).
Requests to and from an alliance's members lapse whenever its membership changes, since they
were made to, or for, the alliance as it was. A request puts everyone whose answer it still
needs back in the nexus's waiting line; the nexus closes when every player is `ready`.
"""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, Text, joined

from ..board.order import playing
from ..data import Faction
from ..data.words import faction_word
from ..model.state import ClassicState
from . import support, victory
from .common import factions_joined
from .moderator import faction_in_game


def is_open(state: ClassicState) -> bool:
    return state.nexus_ready is not None


def open_nexus(state: ClassicState, log: EventLog) -> None:
    state.nexus_ready = []
    state.invitations = {}
    log.public("nexus_open", T("classic-nexus-open"))


def alliance_of(state: ClassicState, faction: Faction) -> list[Faction] | None:
    return next((a for a in state.alliances if faction in a), None)


def check_open(state: ClassicState, faction: Faction) -> None:
    """XII.C.5: alliances are asked for, left and settled only while a nexus is open."""
    require_open(state)


def require_open(state: ClassicState, rule: str = "XII.C.5") -> None:
    if state.options.no_alliances:
        raise RuleError(T("classic-no-alliances"), rule="XVIII.A.1",
                        hint=T("classic-no-alliances-hint"))
    if not is_open(state):
        raise RuleError(T("classic-only-at-nexus"), rule=rule, hint=T("classic-nexus-hint"))


def _titles(factions: list[Faction]) -> Text:
    return factions_joined(factions)


def _parties(state: ClassicState, asker: Faction,
             asked: Faction) -> tuple[Faction, list[Faction]]:
    """The player who would join, and the group he would join: an existing alliance, or
    the other player when neither is allied yet."""
    mine = alliance_of(state, asker)
    if mine is not None:
        return asked, mine
    return asker, alliance_of(state, asked) or [asked]


def _missing(state: ClassicState, joiner: Faction, group: list[Faction]) -> list[Faction]:
    """Who has still to ask: the joiner (for any member of the group), and every member
    of the group (for the joiner). Empty when the alliance forms."""
    asked = state.invitations.get(joiner, [])
    out = [] if any(g in asked for g in group) else [joiner]
    return out + [g for g in group if joiner not in state.invitations.get(g, [])]


def check_request(state: ClassicState, faction: Faction, target: Faction) -> None:
    """Raise unless `faction` may ask `target` for an alliance (XII.C.2, XII.C.4)."""
    if target == faction:
        raise RuleError(T("classic-ally-yourself"))
    if faction in state.silenced or target in state.silenced:  # THE DUEL VIII.3
        raise RuleError(T("classic-cards-silenced-no-alliance",
                          faction=faction_word(target if target in state.silenced
                                               else faction)),
                        rule="THE DUEL VIII.3")
    mine, theirs = alliance_of(state, faction), alliance_of(state, target)
    if mine is not None and mine is theirs:
        raise RuleError(T("classic-already-ally", faction=faction_word(target)),
                        rule="XII.C.2")
    if mine is not None and theirs is not None:
        raise RuleError(T("classic-in-another-alliance", faction=faction_word(target)),
                        rule="XII.C.4", hint=T("classic-unally-first"))
    joiner, group = _parties(state, faction, target)
    check_size(state, len(group) + 1)
    if target in state.invitations.get(faction, []):
        raise RuleError(T("classic-already-asked", faction=faction_word(target)),
                        rule="XII.C.2",
                        hint=T("classic-still-to-ask",
                               factions=_titles(_missing(state, joiner, group))))


def check_size(state: ClassicState, size: int) -> None:
    """Raise unless an alliance of `size` players may exist in this game: none without
    alliances (XVIII.A.1), two at most in the Italian edition's (XVIII.A.1), and none the
    Italian victory table has no number for (IV: every player of a two- or three-player
    game). Shared by the nexus and the moderator's `form_alliance`."""
    options = state.options
    if options.no_alliances:
        raise RuleError(T("classic-no-alliances"), rule="XVIII.A.1")
    if options.pair_alliances and size > 2:
        raise RuleError(T("classic-pairs-only", size=size),
                        rule=T("classic-rule-italian-edition", section="XVIII.A.1"),
                        hint=T("classic-pairs-only-hint"))
    players = len(state.players)
    if options.victory_table and victory.table_entry(players, size) is None:
        raise RuleError(T("classic-table-no-alliance", size=size, players=players),
                        rule=T("classic-rule-italian-edition", section="IV"),
                        hint=T("classic-ally-with-fewer"))


def may_ask(state: ClassicState, faction: Faction, target: Faction) -> bool:
    if target in state.out:
        return False  # THE DUEL, VII: a player out of the game is named by no command
    try:
        check_request(state, faction, target)
    except RuleError:
        return False
    return True


def ally(state: ClassicState, faction: Faction, who: str, log: EventLog) -> None:
    require_open(state)
    target = faction_in_game(state, who)
    check_request(state, faction, target)
    state.invitations.setdefault(faction, []).append(target)
    unready(state, faction)
    joiner, group = _parties(state, faction, target)
    missing = _missing(state, joiner, group)
    if not missing:
        _form(state, joiner, group, log)
        return
    log.public("alliance_offer", _offer(state, faction, target, group, missing),
               faction=faction, to=target)
    for f in missing:
        unready(state, f)


def _offer(state: ClassicState, faction: Faction, target: Faction, group: list[Faction],
           missing: list[Faction]) -> Text:
    if alliance_of(state, group[0]) is None:
        return T("classic-asks-alliance", faction=faction_word(faction),
                 target=faction_word(target))
    if faction in group:
        return T("classic-asks-to-join-us", faction=faction_word(faction),
                 target=faction_word(target), group=_titles(group), missing=_titles(missing))
    return T("classic-asks-to-join", faction=faction_word(faction), group=_titles(group),
             missing=_titles(missing))


def _form(state: ClassicState, joiner: Faction, group: list[Faction], log: EventLog) -> None:
    members = join(state, joiner, group)
    log.public("alliance", T("classic-alliance-formed", members=_titles(members)),
               members=[f.value for f in members])


def join(state: ClassicState, joiner: Faction, group: list[Faction]) -> list[Faction]:
    """`joiner` joins the alliance of `group` (or allies with its one player); requests to
    and from the members lapse. Returns the members. Shared by the nexus and the
    moderator's `form_alliance`, so both change an alliance the same way."""
    members = alliance_of(state, group[0])
    if members is None:
        state.alliances.append([group[0], joiner])
        members = state.alliances[-1]
    else:
        members.append(joiner)
    _lapse(state, members)
    return members


def _lapse(state: ClassicState, members: list[Faction]) -> None:
    """Requests to and from these players lapse: their alliance is not the one asked."""
    for asker in list(state.invitations):
        asked = [] if asker in members else \
            [f for f in state.invitations[asker] if f not in members]
        if asked:
            state.invitations[asker] = asked
        else:
            del state.invitations[asker]


def leave(state: ClassicState, faction: Faction) -> list[Faction]:
    """XII.D: `faction` leaves its alliance, which ends below two members; pledged support
    goes back to its givers (XII.E.3-4), requests to and from the old membership lapse, and
    every old member is un-readied at a nexus (XII.D.2: each may ally anew). Returns who
    stays allied (empty if the alliance is over). Shared by `unally` and the moderator's
    `break_alliance`."""
    mine = alliance_of(state, faction)
    assert mine is not None
    before = list(mine)
    mine.remove(faction)
    support.release(state, faction)
    if len(mine) < 2:  # the alliance is over: its last member's pledges go back too
        state.alliances.remove(mine)
        for member in mine:
            support.release(state, member)
    if faction in state.revival_gift:
        state.revival_gift.remove(faction)  # no longer the Fremen's ally: its own revival
    _lapse(state, before)
    for member in before:
        unready(state, member)
    return mine if len(mine) >= 2 else []


def check_unally(state: ClassicState, faction: Faction) -> None:
    require_open(state, "XII.D.1")
    if alliance_of(state, faction) is None:
        raise RuleError(T("classic-not-in-alliance"), rule="XII.D.1")


def unally(state: ClassicState, faction: Faction, log: EventLog) -> None:
    """XII.D: a player breaks from his alliance at a nexus, and may at once ally anew; the
    others stay allied while two or more remain."""
    check_unally(state, faction)
    still = leave(state, faction)
    broken = T("classic-breaks-alliance", faction=faction_word(faction))
    log.public("alliance_broken", joined([broken, T("classic-still-allied",
                                                    factions=_titles(still))])
               if still else broken, faction=faction)


def prompt(state: ClassicState, faction: Faction) -> Text:
    """The nexus question for one player, naming who awaits his answer: a player asking
    him, or asking to join his alliance."""
    awaiting: list[Faction] = []
    for asker, asked in state.invitations.items():
        for target in asked:
            joiner, group = _parties(state, asker, target)
            other = asker if faction == joiner else joiner
            if faction in _missing(state, joiner, group) and other not in awaiting:
                awaiting.append(other)
    if awaiting:
        return T("classic-nexus-prompt-awaiting", factions=_titles(awaiting))
    return T("classic-nexus-prompt")


def unready(state: ClassicState, faction: Faction) -> None:
    if state.nexus_ready is not None and faction in state.nexus_ready:
        state.nexus_ready.remove(faction)


def ready(state: ClassicState, faction: Faction, log: EventLog) -> None:
    require_open(state)
    assert state.nexus_ready is not None
    if faction in state.nexus_ready:
        raise RuleError(T("classic-already-ready"), rule="XII.C.5")
    state.nexus_ready.append(faction)
    if set(playing(state)) <= set(state.nexus_ready):
        state.nexus_ready = None
        state.invitations = {}
        log.public("nexus_closed", T("classic-nexus-closed"))


def waiting(state: ClassicState) -> list[Faction]:
    if state.nexus_ready is None:
        return []
    return [f for f in playing(state) if f not in state.nexus_ready]
