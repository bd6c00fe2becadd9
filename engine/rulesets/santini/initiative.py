"""Attività, the initiative: the Emperor, the Harkonnen and the Atreides pay the Guild in
secret, the Fremen throw a d8 only they see and modify it by up to their cities; all is
revealed together, the order is by descending total, ties broken by a die, unless a
Landsraad card sent with an answer sets the order."""

from __future__ import annotations

from typing import Annotated

from engine.core import Arg, Command, EventLog, RuleError

from . import die, victory
from .cancelling import cancelled
from .commands import registry
from .factions import Faction
from .hooks import begins, candidates_for, decision, plays
from .state import Phase, SantiniState
from .words import T, card_word, faction_word, joined, phase_word

RULE = "Attività"
LANDSRAAD = "Landsraad"
TIE_DIE = 6
"""Ties: each tied seat throws a d6, the highest first, throwing again among those still
tied."""

Order = Annotated[str, Arg("text", "the factions in the order they will move, as "
                                   "`Fremen,Harkonnen,Atreides,Emperor`")]


@registry.command()
class Pay(Command):
    name = "pay"
    summary = "Pay the Guild in secret for the initiative (Attività), 0 allowed."
    secret = True
    amount: Annotated[int, Arg("number", "spice paid to the Guild")]
    landsraad: Order = ""


@registry.command()
class Initiative(Command):
    name = "initiative"
    summary = "Fremen: modify your secret d8 for the initiative (Attività) by up to your cities."
    secret = True
    modifier: Annotated[int, Arg("number", "the change to your d8, as +2, -1 or 0")]
    landsraad: Order = ""


def fremen_reach(state: SantiniState) -> int:
    """How far the Fremen may move their d8: one a city they hold, Carthag and Arrakeen
    two."""
    return victory.city_points(state, Faction.FREMEN)


def revealed(state: SantiniState) -> bool:
    """The answers are revealed: the totals are known, the sealed fields cleared."""
    return any(p.initiative is not None for p in state.players.values())


def _answered(state: SantiniState, seat: str) -> bool:
    player = state.players[seat]
    return (player.modifier if player.faction == Faction.FREMEN else player.payment) is not None


@begins(Phase.INITIATIVE)
def begin(state: SantiniState, log: EventLog) -> None:
    """The Fremen's d8, seen by them alone until the reveal; last turn's order is over."""
    state.initiative = []
    for player in state.players.values():
        player.payment = player.die = player.modifier = player.initiative = None
        player.landsraad = []
    fremen = state.player_of(Faction.FREMEN)
    fremen.die = die.roll(state, 8)
    log.private(fremen.seat, "initiative_die",
                T("santini-initiative-die", face=fremen.die, reach=fremen_reach(state)))


@decision("initiative", secret=True, ui="form",
          default=lambda state, seat: (Initiative(modifier=0)
                                       if state.players[seat].faction == Faction.FREMEN
                                       else Pay(amount=0)))
def waiting(state: SantiniState) -> list[str]:
    """Every seat until it answers (each has an answer to give, whatever it holds), until
    the reveal."""
    if state.phase != Phase.INITIATIVE or revealed(state):
        return []
    return [seat for seat in state.order if not _answered(state, seat)]


def _check_open(state: SantiniState, seat: str, fremen: bool) -> None:
    if state.phase != Phase.INITIATIVE or revealed(state) or _answered(state, seat):
        raise RuleError(T("santini-initiative-not-now"), rule=RULE,
                        hint=T("santini-turn-now", turn=state.turn,
                               phase=phase_word(state.phase)))
    if (state.players[seat].faction == Faction.FREMEN) != fremen:
        hint = T("santini-initiative-use-modifier", reach=fremen_reach(state)) if not fremen \
            else T("santini-initiative-use-guild", spice=state.players[seat].spice)
        raise RuleError(T("santini-initiative-wrong-command"), rule=RULE, hint=hint)


def landsraad_order(state: SantiniState, seat: str, command: Pay | Initiative) -> list[str]:
    """The seats in the order a Landsraad card asks for (factions or seats, comma
    separated, every seat once); refused when the seat holds no Landsraad."""
    text = command.landsraad
    if not text:
        return []
    if LANDSRAAD not in state.players[seat].hand:
        plain = registry.usage_of(command.model_copy(update={"landsraad": ""}))
        raise RuleError(T("santini-landsraad-not-held"), rule=RULE,
                        hint=T("santini-landsraad-leave-out", command=plain))
    names = {s.lower(): s for s in state.order}
    names |= {p.faction.value.lower(): s for s, p in state.players.items()}
    order = [names.get(word.strip().lower(), "") for word in text.split(",") if word.strip()]
    if "" in order or sorted(order) != sorted(state.order):
        raise RuleError(T("santini-landsraad-bad-order", count=len(state.order)), rule=RULE,
                        hint=T("santini-landsraad-order-like",
                               example=",".join(p.faction.value
                                                for p in state.players.values())))
    return order


@plays(Pay)
def pay(state: SantiniState, seat: str, command: Pay, log: EventLog) -> None:
    _check_open(state, seat, fremen=False)
    player = state.players[seat]
    if not 0 <= command.amount <= player.spice:
        raise RuleError(T("santini-guild-too-much", spice=player.spice), rule=RULE,
                        hint=T("santini-guild-between", spice=player.spice))
    player.landsraad = landsraad_order(state, seat, command)
    player.payment = command.amount
    log.private(seat, "initiative_sealed", T("santini-guild-sealed", amount=command.amount))
    _reveal_when_all_in(state, log)


@plays(Initiative)
def modify(state: SantiniState, seat: str, command: Initiative, log: EventLog) -> None:
    _check_open(state, seat, fremen=True)
    reach = fremen_reach(state)
    if abs(command.modifier) > reach:
        raise RuleError(T("santini-initiative-too-far", reach=reach), rule=RULE,
                        hint=T("santini-initiative-within", reach=reach))
    player = state.players[seat]
    player.landsraad = landsraad_order(state, seat, command)
    player.modifier = command.modifier
    log.private(seat, "initiative_sealed", T("santini-initiative-sealed",
                                             total=(player.die or 0) + command.modifier))
    _reveal_when_all_in(state, log)


def _reveal_when_all_in(state: SantiniState, log: EventLog) -> None:
    if not waiting(state):
        reveal(state, log)


def reveal(state: SantiniState, log: EventLog) -> None:
    """Every answer at once: payments to the Guild (lost), the Fremen's die and modifier,
    the totals, the order (a Landsraad's, else by total and dice); the sealed fields
    cleared."""
    for seat in state.order:
        player = state.players[seat]
        if player.faction == Faction.FREMEN:
            player.initiative = (player.die or 0) + (player.modifier or 0)
            log.public("initiative_revealed", T(
                "santini-initiative-fremen", seat=seat, face=player.die or 0,
                modifier=player.modifier or 0, total=player.initiative))
            continue
        paid = min(player.payment or 0, player.spice)
        player.spice -= paid
        player.initiative = player.harvested + paid
        log.public("initiative_revealed", T(
            "santini-initiative-payer", seat=seat, faction=faction_word(player.faction),
            harvested=player.harvested, paid=paid, total=player.initiative))
    state.initiative = _landsraad(state, log) or _by_totals(state, log)
    log.public("initiative_order", T("santini-initiative-order", order=joined(
        [faction_word(state.players[s].faction) for s in state.initiative], ", ")))
    for player in state.players.values():
        player.payment = player.die = player.modifier = None
        player.landsraad = []


def _by_totals(state: SantiniState, log: EventLog) -> list[str]:
    """Descending totals; each group of equal totals ordered by a d6 each, thrown again
    among those still equal."""
    totals = {s: state.players[s].initiative or 0 for s in state.order}
    order: list[str] = []
    for total in sorted(set(totals.values()), reverse=True):
        order += _break_tie(state, [s for s in state.order if totals[s] == total], log)
    return order


def _break_tie(state: SantiniState, seats: list[str], log: EventLog) -> list[str]:
    if len(seats) < 2:
        return seats
    faces = {s: die.roll(state, TIE_DIE) for s in seats}
    for seat in seats:
        log.public("initiative_tie", T("santini-initiative-tie", seat=seat, face=faces[seat]))
    order: list[str] = []
    for face in sorted(set(faces.values()), reverse=True):
        order += _break_tie(state, [s for s in seats if faces[s] == face], log)
    return order


def _landsraad(state: SantiniState, log: EventLog) -> list[str]:
    """The order a Landsraad sent with an answer asks for, the card played at the reveal
    (Karama may cancel it); empty when none was sent or it was cancelled."""
    for seat in state.order:
        player = state.players[seat]
        if not player.landsraad or LANDSRAAD not in player.hand:
            continue
        player.hand.remove(LANDSRAAD)
        state.discard.append(LANDSRAAD)
        log.public("card_played", T("santini-landsraad-played", seat=seat,
                                    card=card_word(LANDSRAAD)))
        if cancelled(state, seat, LANDSRAAD, log):
            continue
        return list(player.landsraad)
    return []


@candidates_for("initiative")
def _answers(state: SantiniState, seat: str) -> list[Command]:
    """A few answers; with a Landsraad in hand, also one that moves the seat first."""
    player = state.players[seat]
    first = ",".join([seat, *(s for s in state.order if s != seat)])
    if player.faction == Faction.FREMEN:
        reach = fremen_reach(state)
        out: list[Command] = [Initiative(modifier=m) for m in sorted({-reach, 0, reach})]
        landsraad: Command = Initiative(modifier=0, landsraad=first)
    else:
        out = [Pay(amount=a) for a in sorted({0, min(2, player.spice), player.spice // 2})]
        landsraad = Pay(amount=0, landsraad=first)
    return out + ([landsraad] if LANDSRAAD in player.hand else [])
