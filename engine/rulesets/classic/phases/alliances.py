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

from ..data import Faction
from ..model.state import ClassicState
from . import support, victory
from .moderator import faction_in_game


def is_open(state: ClassicState) -> bool:
    return state.nexus_ready is not None


def open_nexus(state: ClassicState, log: EventLog) -> None:
    state.nexus_ready = []
    state.invitations = {}
    log.public("nexus_open", "Nexus: alliances may be made, joined and broken (XII.B): "
               "`ally <faction>` (both sides ask; to join an alliance, every member asks "
               "for you), `unally`, then `ready`.")


def alliance_of(state: ClassicState, faction: Faction) -> list[Faction] | None:
    return next((a for a in state.alliances if faction in a), None)


def check_open(state: ClassicState, faction: Faction) -> None:
    """XII.C.5: alliances are asked for, left and settled only while a nexus is open."""
    require_open(state)


def require_open(state: ClassicState, rule: str = "XII.C.5") -> None:
    if state.options.no_alliances:
        raise RuleError("This game is played without alliances.", rule="XVIII.A.1",
                        hint="Its `no_alliances` option was chosen when it was created.")
    if not is_open(state):
        raise RuleError("Alliances are made and broken only at a nexus.", rule=rule,
                        hint="The next Shai-Hulud turned up in a spice blow opens one (XII.A).")


def _titles(factions: list[Faction]) -> str:
    return ", ".join(f.title for f in factions)


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
        raise RuleError("You cannot ally with yourself.")
    mine, theirs = alliance_of(state, faction), alliance_of(state, target)
    if mine is not None and mine is theirs:
        raise RuleError(f"{target.title} is already your ally.", rule="XII.C.2")
    if mine is not None and theirs is not None:
        raise RuleError(f"You are in an alliance and {target.title} is in another; no "
                        "player may be a member of more than one.", rule="XII.C.4",
                        hint="Break from yours with `unally`, then ask to join theirs "
                        "(XII.D.2).")
    joiner, group = _parties(state, faction, target)
    check_size(state, len(group) + 1)
    if target in state.invitations.get(faction, []):
        raise RuleError(f"You have already asked {target.title}.", rule="XII.C.2",
                        hint=f"Still to ask: {_titles(_missing(state, joiner, group))}.")


def check_size(state: ClassicState, size: int) -> None:
    """Raise unless an alliance of `size` players may exist in this game: none without
    alliances (XVIII.A.1), two at most in the Italian edition's (XVIII.A.1), and none the
    Italian victory table has no number for (IV: every player of a two- or three-player
    game). Shared by the nexus and the moderator's `form_alliance`."""
    options = state.options
    if options.no_alliances:
        raise RuleError("This game is played without alliances.", rule="XVIII.A.1")
    if options.pair_alliances and size > 2:
        raise RuleError(f"Alliances hold at most two players in this game; this one would "
                        f"hold {size}.", rule="XVIII.A.1 (Italian edition)",
                        hint="Only two players who are both outside any alliance may ally.")
    players = len(state.players)
    if options.victory_table and victory.table_entry(players, size) is None:
        raise RuleError(f"The victory table has no alliance of {size} in a game of "
                        f"{players}: it would hold every player.", rule="IV (Italian edition)",
                        hint="Ally with fewer players.")


def may_ask(state: ClassicState, faction: Faction, target: Faction) -> bool:
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
           missing: list[Faction]) -> str:
    if alliance_of(state, group[0]) is None:
        return f"{faction.title} asks {target.title} for an alliance."
    still = f"still to ask: {_titles(missing)}"
    if faction in group:
        return (f"{faction.title} asks {target.title} to join the alliance of "
                f"{_titles(group)} (every member must ask, XII.C.2; {still}).")
    return (f"{faction.title} asks to join the alliance of {_titles(group)} (every member "
            f"must agree, XII.C.2; {still}).")


def _form(state: ClassicState, joiner: Faction, group: list[Faction], log: EventLog) -> None:
    members = join(state, joiner, group)
    log.public("alliance", f"Alliance: {_titles(members)} (XII.C.2-3).",
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
        raise RuleError("You are not in an alliance.", rule="XII.D.1")


def unally(state: ClassicState, faction: Faction, log: EventLog) -> None:
    """XII.D: a player breaks from his alliance at a nexus, and may at once ally anew; the
    others stay allied while two or more remain."""
    check_unally(state, faction)
    still = leave(state, faction)
    log.public("alliance_broken", f"{faction.title} breaks from the alliance (XII.D)."
               + (f" Still allied: {_titles(still)}." if still else ""),
               faction=faction)


def prompt(state: ClassicState, faction: Faction) -> str:
    """The nexus question for one player, naming who awaits his answer: a player asking
    him, or asking to join his alliance."""
    awaiting: list[Faction] = []
    for asker, asked in state.invitations.items():
        for target in asked:
            joiner, group = _parties(state, asker, target)
            other = asker if faction == joiner else joiner
            if faction in _missing(state, joiner, group) and other not in awaiting:
                awaiting.append(other)
    mine = f"Awaiting your answer (`ally`): {_titles(awaiting)}. " if awaiting else ""
    return f"Nexus: {mine}`ally <faction>`, `unally`, then `ready` (XII.C-D)."


def unready(state: ClassicState, faction: Faction) -> None:
    if state.nexus_ready is not None and faction in state.nexus_ready:
        state.nexus_ready.remove(faction)


def ready(state: ClassicState, faction: Faction, log: EventLog) -> None:
    require_open(state)
    assert state.nexus_ready is not None
    if faction in state.nexus_ready:
        raise RuleError("You have already said you are ready.", rule="XII.C.5")
    state.nexus_ready.append(faction)
    if len(state.nexus_ready) == len(state.players):
        state.nexus_ready = None
        state.invitations = {}
        log.public("nexus_closed", "The nexus is over (XII.C.5).")


def waiting(state: ClassicState) -> list[Faction]:
    if state.nexus_ready is None:
        return []
    return [f for f in state.players if f not in state.nexus_ready]
