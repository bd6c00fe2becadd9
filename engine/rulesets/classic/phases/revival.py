"""IX.B. Token revival, at the start of the revival and movement round: free revivals at
once, then paid ones (2 spice a token, three revivals a turn at most). The Fremen may give an
ally a free revival of three, and the Emperor's spice may pay for an ally's (XII.E.6)."""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, Text, joined

from ..board import forces, starred
from ..board.order import storm_order
from ..data import SHIELDS, Faction
from ..data.words import faction_word
from ..model.state import ClassicState, Phase
from . import alliance_powers
from .alliance_powers import RULE
from .common import factions_joined
from .moderator import faction_in_game

MAX_REVIVAL = 3


def begin_revival(state: ClassicState, log: EventLog) -> None:
    """Free revivals happen at once; players who may pay for more are asked how many. The
    Fremen are first asked whether an ally's free revival is three (Fremen shield)."""
    state.phase = Phase.REVIVAL
    state.revival = {}
    state.revival_gift = []
    for faction in storm_order(state):
        player = state.players[faction]
        free = min(SHIELDS[faction].free_revivals, starred.revivable(state, player))
        _revive_free(state, faction, free, log)
        if alliance_powers.gift_due(state, faction):
            state.revival_gift.append(faction)
        else:
            _offer_paid(state, faction, free)
    if state.revival_gift:
        log.public("revival_gift", T("classic-revival-gift-offer",
                                     count=len(state.revival_gift),
                                     allies=factions_joined(state.revival_gift)))
    if state.revival:
        asked = list(state.revival)
        log.public("revival_round", T("classic-revival-round", factions=faction_word(
            asked[0]) if len(asked) == 1 else factions_joined(asked)))


def _revive_free(state: ClassicState, faction: Faction, n: int, log: EventLog,
                 gift: bool = False) -> None:
    if n <= 0:
        return
    elite = starred.revive(state, state.players[faction], n)
    log.public("revival", T("classic-revives-free-gift" if gift else "classic-revives-free",
                            faction=faction_word(faction), count=n,
                            starred=starred.of_which(faction, elite)),
               faction=faction, n=n, paid=0)


def _offer_paid(state: ClassicState, faction: Faction, free: int) -> None:
    """IX.B.1-2: up to three revivals a turn; the rest at 2 spice each. Every faction with
    tokens left in the tanks is asked, since whether it can pay is behind its shield
    (XIII.B); with open spice, only one that could pay for one, with its own spice or what
    its Emperor ally may give it."""
    player = state.players[faction]
    count = min(MAX_REVIVAL - free, starred.revivable(state, player))
    affordable = not state.options.open_spice or _revival_spice(state, faction) >= 2
    if count > 0 and affordable:
        state.revival[faction] = count


def _revival_spice(state: ClassicState, faction: Faction) -> int:
    """Spice that may pay for this faction's revivals: its own, and its Emperor ally's,
    who may give spice for any use (Emperor shield, XII.E.6)."""
    spice = state.players[faction].spice
    if faction != Faction.EMPEROR and Faction.EMPEROR in forces.allies(state, faction):
        spice += state.players[Faction.EMPEROR].spice
    return spice


def emperor_may_pay(state: ClassicState, faction: Faction) -> Text | str:
    """A refusal's closing words when this faction's Emperor ally holds spice it may give
    for a revival (Emperor shield, XII.E.6); nothing for anyone else."""
    if _revival_spice(state, faction) > state.players[faction].spice:
        return T("classic-emperor-may-give")
    return ""


def paid_revival_limit(state: ClassicState, faction: Faction) -> int:
    """How many tokens this faction may pay to revive now (0 if it is not asked)."""
    return min(_paid_limits(state, faction).values())


def _paid_limits(state: ClassicState, faction: Faction) -> dict[str, int]:
    """Each bound on the faction's paid revivals now: what is left of its three revivals
    this turn (IX.B.2), what it may revive from the tanks, what its spice pays (2 each)."""
    player = state.players[faction]
    return {"turn": state.revival.get(faction, 0),
            "tanks": starred.revivable(state, player),
            "spice": player.spice // 2}


def _paid_refusal(state: ClassicState, faction: Faction, n: int) -> Text:
    """Why the faction may not pay for `n` revivals: the bounds that hold it, its own."""
    limits = _paid_limits(state, faction)
    limit = min(limits.values())
    spice = state.players[faction].spice
    why = {"turn": T("classic-revivals-left", count=limits["turn"]),
           "tanks": T("classic-revivable-from-tanks", count=limits["tanks"]),
           "spice": T("classic-spice-pays-for", spice=spice, count=limits["spice"])}
    return T("classic-paid-revival-refused", count=limit, n=n,
             why=joined([why[k] for k, v in limits.items() if v == limit], "; "))


def free_revival(state: ClassicState, faction: Faction, who: str, give: bool,
                 log: EventLog) -> None:
    """Fremen shield (XII.E.6): at the Fremen's discretion an ally's free revival is three
    tokens this turn, instead of its own shield's number."""
    ally = faction_in_game(state, who)
    if faction != Faction.FREMEN or state.phase != Phase.REVIVAL \
            or ally not in state.revival_gift:
        waiting = state.revival_gift
        raise RuleError(T("classic-no-gift-to-decide"), rule=RULE,
                        hint=T("classic-waiting-for", factions=factions_joined(waiting))
                        if waiting and faction == Faction.FREMEN
                        else T("classic-fremen-decide-at-revival"))
    state.revival_gift.remove(ally)
    own = SHIELDS[ally].free_revivals
    if give:
        extra = min(MAX_REVIVAL - own, starred.revivable(state, state.players[ally]))
        _revive_free(state, ally, extra, log, gift=True)
        return
    log.public("revival_gift", T("classic-gift-refused", faction=faction_word(ally)))
    _offer_paid(state, ally, own)
    if ally in state.revival:
        log.public("revival_round", T("classic-revival-round", factions=faction_word(ally)))


def check_revive(state: ClassicState, faction: Faction) -> None:
    if state.phase != Phase.REVIVAL or faction not in state.revival:
        raise RuleError(T("classic-no-revival-to-decide"), rule="IX.B")


def revive(state: ClassicState, faction: Faction, n: int, log: EventLog) -> None:
    check_revive(state, faction)
    player = state.players[faction]
    limit = paid_revival_limit(state, faction)
    if n > limit:
        raise RuleError(_paid_refusal(state, faction, n), rule="IX.B.2",
                        hint=joined([T("classic-revive-or-less", count=limit),
                                     emperor_may_pay(state, faction)]))
    player.spice -= 2 * n
    state.bank += 2 * n
    elite = starred.revive(state, player, n)
    del state.revival[faction]
    if n:
        log.public("revival", T("classic-pays-to-revive", faction=faction_word(faction),
                                cost=2 * n, count=n, starred=starred.of_which(faction, elite)),
                   faction=faction, n=n, paid=2 * n)
