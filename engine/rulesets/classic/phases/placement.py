"""THE SPICE HARVEST (1984), V.5-7 and VI.2: spice back to the reserves, troops committed
in secret to strongholds, uncommitted troop cards turned into spice with the shields'
allotments, the strongholds read out and settled, and the Bene Gesserit's prediction made
after the opening positions. The trades of V.4 are in `placement_trades.py`."""

from __future__ import annotations

from collections import Counter

from engine.core import EventLog, RuleError
from engine.core.words import T, Text, joined

from ..board import forces
from ..board.strongholds import strongholds
from ..data import SHIELDS, TERRITORIES, Faction, UnknownName, resolve_territory
from ..data.words import faction_word, place_word
from ..model.options import ClassicOptions
from ..model.placement import Placement
from ..model.state import ClassicState, Phase
from . import access
from .common import unknown

TROOP_CAP = 20
"""V.6.a note: the troops a player commits to all strongholds together."""
START = "Carthag"
"""V.6.c: the read-out begins with Carthag and goes counter-clockwise, as the storm does
(sector numbers rising), ending with Arrakeen."""
NOTHING = ("nothing", "none")


def begin(state: ClassicState, log: EventLog) -> None:
    """V.4 opens: the Access cards bought in the harvests come over from the harvest,
    which is over; every player may trade."""
    state.phase = Phase.PLACEMENT
    handed = state.harvest.access if state.harvest is not None else {}
    state.harvest = None
    state.placement = Placement(
        access={f: access.sort(list(handed.get(f, []))) for f in state.players},
        trading=list(state.players))
    log.public("placement", T("classic-placement-begins"))
    for faction, player in state.players.items():
        cards = state.placement.access[faction]
        log.private(player.seat, "access", T("classic-placement-your-access",
                                             cards=access.cards_word(cards)), cards=cards)


def placing(state: ClassicState) -> Placement:
    """The placement in progress (every rule of it is refused outside the phase)."""
    if state.phase != Phase.PLACEMENT or state.placement is None:
        raise RuleError(T("classic-placement-not-now"), rule="V.4")
    return state.placement


def close_trading(state: ClassicState, log: EventLog) -> None:
    """V.5: once all trades are announced, every player's spice goes back to the
    reserves (how much each had stays behind the shields)."""
    for player in state.players.values():
        state.bank += player.spice
        player.spice = 0
    log.public("spice_returned", T("classic-placement-spice-returned"))


# -- V.6.a: committing troops ------------------------------------------------------------


def check_commit(state: ClassicState, faction: Faction) -> None:
    p = placing(state)
    if p.trading:
        raise RuleError(T("classic-placement-commit-after-trades"), rule="V.6.a",
                        hint=T("classic-placement-trading-hint"))
    if p.revealed:
        raise RuleError(T("classic-placement-revealed"), rule="V.6.c")


def commit(state: ClassicState, faction: Faction, plan: str, log: EventLog) -> None:
    """V.6.a: stronghold cards face down, each with one or more troop cards beside it,
    at most 20 troops in all; given again, it replaces the last until the read-out."""
    check_commit(state, faction)
    p = state.placement
    assert p is not None
    hand = p.access[faction]
    chosen = {} if plan.strip().lower() in NOTHING else _read_plan(state, hand, plan)
    p.commitments[faction] = chosen
    seat = state.players[faction].seat
    log.private(seat, "committed", T("classic-placement-you-commit",
                                     plan=commitment_word(chosen)),
                commitment=chosen)
    log.public("commitment_made", T("classic-placement-committed",
                                    faction=faction_word(faction)))


def _read_plan(state: ClassicState, hand: list[str], plan: str) -> dict[str, list[int]]:
    """`Arrakeen 5 3, Carthag 10`: each stronghold with the troop cards beside it."""
    held = T("classic-placement-you-hold", cards=access.cards_word(hand))
    chosen: dict[str, list[int]] = {}
    for entry in (e.strip() for e in plan.split(",")):
        words = entry.split()
        values: list[int] = []
        while words and words[-1].isdigit():
            values.insert(0, int(words.pop()))
        name = _stronghold(state.options, " ".join(words), held)
        if not values:
            raise RuleError(T("classic-placement-commit-no-troops", stronghold=place_word(name)),
                            rule="V.6.a", hint=T("classic-placement-commit-usage"))
        if name in chosen:
            raise RuleError(T("classic-placement-commit-twice", stronghold=place_word(name)),
                            rule="V.6.a", hint=T("classic-placement-commit-usage"))
        if name not in hand:
            raise RuleError(T("classic-placement-no-stronghold-card",
                              stronghold=place_word(name)), rule="V.6.a", hint=held)
        chosen[name] = sorted(values, reverse=True)
    cards = [access.troop_card(n) for values in chosen.values() for n in values]
    if not access.holds(hand, cards):
        raise RuleError(T("classic-placement-no-troop-cards",
                          cards=access.cards_word(cards)), rule="V.6.a", hint=held)
    total = sum(map(sum, chosen.values()))
    if total > TROOP_CAP:
        raise RuleError(T("classic-placement-over-cap", count=total, cap=TROOP_CAP),
                        rule="V.6.a", hint=held)
    order = read_out_order(state.options)
    return {s: chosen[s] for s in order if s in chosen}


def _stronghold(options: ClassicOptions, text: str, held: Text) -> str:
    if not text:
        raise RuleError(T("classic-placement-commit-usage"), rule="V.6.a", hint=held)
    try:
        name = resolve_territory(text)
    except UnknownName as err:
        raise RuleError(unknown(err), rule="V.6.a", hint=held) from None
    if name not in strongholds(options):
        raise RuleError(T("classic-placement-not-a-stronghold", territory=place_word(name)),
                        rule="V.6.a", hint=held)
    return name


def commitment_word(chosen: dict[str, list[int]]) -> Text:
    """A commitment in words: `Arrakeen: 5, 3 (8 troops); Carthag: 10 (10 troops)`."""
    if not chosen:
        return T("classic-placement-nothing")
    return joined([_claim_word(s, v) for s, v in chosen.items()], "; ")


def _claim_word(stronghold: str, values: list[int]) -> Text:
    return T("classic-placement-claim", stronghold=place_word(stronghold),
             cards=", ".join(map(str, values)), count=sum(values))


# -- V.6.b-c: the read-out ---------------------------------------------------------------


def read_out_order(options: ClassicOptions) -> list[str]:
    """The game's strongholds counter-clockwise from Carthag (sector 10): Sietch Tabr (13),
    Habbanya Sietch (16), Tuek's Sietch (4) and Arrakeen (9); with the sietches of the
    Italian edition, Harg Pass (3-4) before Tuek's Sietch and False Wall East (4-8) after."""
    start = TERRITORIES[START].sectors[0]

    def distance(name: str) -> tuple[int, int]:
        steps = [(s - start) % 18 for s in TERRITORIES[name].sectors]
        return min(steps), max(steps)

    return sorted(strongholds(options), key=distance)


def ready_to_reveal(state: ClassicState) -> bool:
    p = state.placement
    return (p is not None and not p.trading and not p.revealed
            and len(p.commitments) == len(state.players))


def reveal(state: ClassicState, log: EventLog) -> None:
    """V.6.b then V.6.c; the Access cards are not used after this (V.7)."""
    p = state.placement
    assert p is not None
    _collect(state, p, log)
    for stronghold in read_out_order(state.options):
        claims = {f: sum(c[stronghold]) for f, c in p.commitments.items() if stronghold in c}
        for f, c in p.commitments.items():
            if stronghold in c:
                log.public("claim", T("classic-placement-reveals", faction=faction_word(f),
                                      claim=_claim_word(stronghold, c[stronghold])),
                           faction=f, territory=stronghold, troops=c[stronghold])
        _settle(state, stronghold, claims, log)
    p.revealed, p.access, p.commitments, p.offers = True, {}, {}, []
    log.public("placement_done", T("classic-placement-positions-placed"))


def _collect(state: ClassicState, p: Placement, log: EventLog) -> None:
    """V.6.b: uncommitted troop cards become spice one for one, and each player collects
    the spice on his shield, both from the reserves (the bank)."""
    log.public("collect", T("classic-placement-collect"))
    for faction, player in state.players.items():
        used = [access.troop_card(n) for v in p.commitments.get(faction, {}).values() for n in v]
        left = Counter(p.access[faction]) - Counter(used)
        converted = sum(access.troops(c) or 0 for c in left.elements())
        allotment = SHIELDS[faction].spice
        state.bank -= converted + allotment
        player.spice += converted + allotment
        log.private(player.seat, "converted", T("classic-placement-converted",
                                                converted=converted, allotment=allotment,
                                                spice=player.spice),
                    converted=converted, allotment=allotment)


def settled(claims: dict[Faction, int]) -> tuple[Faction, int] | None:
    """V.6.c: who occupies a stronghold and with how many tokens. One claimant places his
    troops; of two, the larger places the difference (12 against 8 places 4); a tie for
    the most leaves it vacant; with three or more, the most troops place what is left
    after every other claimant's troops are taken off (none left: vacant)."""
    if not claims:
        return None
    ranked = sorted(claims.values(), reverse=True)
    if len(ranked) > 1 and ranked[0] == ranked[1]:
        return None
    winner = max(claims, key=lambda f: claims[f])
    left = ranked[0] - sum(ranked[1:])
    return (winner, left) if left > 0 else None


def _settle(state: ClassicState, stronghold: str, claims: dict[Faction, int],
            log: EventLog) -> None:
    outcome = settled(claims)
    where = place_word(stronghold)
    if outcome is None:
        key = "classic-placement-vacant" if not claims else "classic-placement-cancelled"
        log.public("vacant", T(key, stronghold=where), territory=stronghold)
        return
    faction, n = outcome
    player = state.players[faction]
    n = min(n, player.reserves)
    elite = forces.from_reserves(player, n)
    forces.add(state, faction, stronghold, TERRITORIES[stronghold].sectors[0], n, elite)
    log.public("occupied", T("classic-placement-occupies", faction=faction_word(faction),
                             stronghold=where, count=n),
               faction=faction, territory=stronghold, n=n)


# -- VI.2 and the end --------------------------------------------------------------------


def predicting(state: ClassicState) -> bool:
    """VI.2: the Bene Gesserit write their prediction once the positions are placed."""
    p = state.placement
    return (p is not None and p.revealed and Faction.BENE_GESSERIT in state.players
            and state.prediction is None)


def finished(state: ClassicState) -> bool:
    p = state.placement
    return p is not None and p.revealed and not predicting(state)


def end(state: ClassicState) -> None:
    """V.7: the main game begins with turn 1's storm; the shields' opening positions (the
    Fremen's ten tokens among them) are ignored."""
    state.placement = None
    state.turn = 1


# -- what the views show -----------------------------------------------------------------


def public_view(state: ClassicState) -> dict[str, object]:
    """Who still trades and who has committed (the waiting line says as much); nothing of
    the cards or the commitments."""
    p = state.placement
    assert p is not None
    return {"trading": [f.value for f in p.trading],
            "committed": [f.value for f in state.players if f in p.commitments],
            "revealed": p.revealed}


def private_view(state: ClassicState, faction: Faction) -> dict[str, object]:
    """A player's own Access cards, open offers to and from him (the proposer's cards
    only when shown) and his commitment, until the read-out."""
    p = state.placement
    if p is None or p.revealed:
        return {}
    out: dict[str, object] = {"access": list(p.access[faction])}
    offers = [{"from": o.proposer.value, "gives": list(o.gives) if o.shown else len(o.gives),
               "takes": list(o.takes)} for o in p.offers if o.partner == faction]
    offers += [{"to": o.partner.value, "gives": list(o.gives), "takes": list(o.takes)}
               for o in p.offers if o.proposer == faction]
    if offers:
        out["offers"] = offers
    if faction in p.commitments:
        out["commitment"] = {s: list(v) for s, v in p.commitments[faction].items()}
    return out


def status(state: ClassicState) -> Text:
    """The placement's public line: trading, committing or the prediction, with counts
    the waiting line shows anyway."""
    p = state.placement
    assert p is not None
    if p.trading:
        return T("classic-placement-status-trading", count=len(p.trading))
    if not p.revealed:
        return T("classic-placement-status-committing", count=len(p.commitments),
                 players=len(state.players))
    return T("classic-placement-status-prediction")
