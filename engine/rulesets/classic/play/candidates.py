"""The commands each phase offers a faction, before the checks of `legal` filter them.

Counts are representative (one, half, all) rather than every number, which keeps the
lists short; arguments are chosen to be valid, and the rules' checks decide whether the
command may be given now.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, overload

from engine.core import Command, RuleError

from ..board import forces, starred
from ..board.order import playing
from ..board.reach import near_great_flat, reachable
from ..board.strength import dial_span, halves, number, plan_halves
from ..board.strongholds import is_sand, is_stronghold
from ..data import (
    FREMEN_HOME,
    LEADERS,
    POLAR_SINK,
    SECTION_NEIGHBOURS,
    TERRITORIES,
    TREACHERY_CARDS,
    CardKind,
    Faction,
)
from ..model.state import Battle as Fight
from ..model.state import BattlePlan, ClassicState, Phase
from ..phases import (
    alliance_powers,
    alliances,
    battle,
    battle_plan,
    battle_powers,
    battle_resolution,
    battle_spice,
    coexist,
    karama,
    karama_powers,
    kwisatz,
    movement,
    revival,
    storm,
    support,
    weather,
)
from ..phases.battle_powers import ELEMENTS, VOICE_KINDS
from ..phases.movement import RESERVES, shipping_cost
from ..protocol.commands import (
    Advise,
    Ally,
    Battle,
    Bid,
    CallTraitor,
    Capture,
    Coexist,
    Dial,
    Done,
    FamilyAtomics,
    FreeRevival,
    Ghola,
    Grant,
    Hajr,
    Karama,
    Keep,
    Lose,
    Move,
    MoveNow,
    NoLeaders,
    Pass,
    Place,
    PlaceWorm,
    Plan,
    Predict,
    Prescience,
    Protect,
    Ready,
    Revive,
    ReviveLeader,
    Ride,
    Ship,
    Storm,
    Support,
    Traitor,
    Unally,
    Voice,
    WeatherControl,
)


def anytime(state: ClassicState, faction: Faction) -> list[Command]:
    """Commands of no one phase: pledges of support, Karama, the Ghola, the Emperor's grants."""
    return _support(state, faction) + _karama(state, faction) + _ghola(state, faction) \
        + _grants(state, faction) + _coexist(state, faction)


def _coexist(state: ClassicState, faction: Faction) -> list[Command]:
    """XV.B.5: the Bene Gesserit's answer where asked, or their announcement before the
    moves (each advisor territory may turn to fighters)."""
    if faction != Faction.BENE_GESSERIT or not coexist.waiting(state):
        return []
    if state.coexist_ask:
        return [Coexist(yes=True), Coexist(yes=False)]
    return [Coexist(yes=True), *(Coexist(yes=False, territory=t) for t in state.advisors)]


def _grants(state: ClassicState, faction: Faction) -> list[Command]:
    """Emperor shield (XII.E.6): spice to an ally at any time; listed where the ally may
    spend it soon (bids, revivals, shipments), in two representative amounts."""
    if faction != Faction.EMPEROR or state.phase not in (
            Phase.BIDDING, Phase.REVIVAL, Phase.MOVEMENT):
        return []
    spice = state.players[faction].spice
    return [Grant(ally=ally.value, amount=n)
            for ally in sorted(forces.allies(state, faction), key=str)
            for n in sorted({min(2, spice), spice})
            if alliance_powers.may_grant(state, faction, ally, n)]


def _support(state: ClassicState, faction: Faction) -> list[Command]:
    """XII.E.3-4: pledges, listed where the ally may spend them (bids and shipments): none
    and all; when neither may be pledged now (the pledge backs the ally's high bid, the
    giver's own bid is owed), the least pledge that may."""
    out: list[Command] = []
    if state.phase not in (Phase.BIDDING, Phase.MOVEMENT):
        return out
    spice = state.players[faction].spice
    for ally in sorted(forces.allies(state, faction), key=str):
        pledges = [n for n in sorted({0, spice}) if support.allowed(state, faction, ally, n)]
        if not pledges:
            most = spice + state.support.get(ally, {}).get(faction, 0)
            pledges = [n for n in range(most + 1) if support.allowed(state, faction, ally, n)][:1]
        out += [Support(ally=ally.value, amount=n) for n in pledges]
    return out


def _karama(state: ClassicState, faction: Faction) -> list[Command]:
    if karama.card_to_play(state, faction) is None:
        return []
    basic = [Karama(use=u) for u in karama.BASIC_USES if karama.usable(state, faction, u)]
    if not state.options.karama_powers:
        return basic
    return basic + [Karama(use=u, target=t) for u, t in _power_targets(state, faction)
                    if karama.usable(state, faction, u, t)]


def _power_targets(state: ClassicState, faction: Faction) -> list[tuple[str, str]]:
    """XVII: the faction's own special power with representative targets."""
    use = next((u for u, f in karama_powers.OWNER.items() if f == faction), None)
    if use is None or state.phase not in karama_powers.WHEN[use]:
        return []
    player = state.players[faction]
    others = [f for f in playing(state) if f != faction]
    if use == "take":
        mine = sorted(c for c in player.hand if c != karama.card_to_play(state, faction))
        return [(use, f"{f.value}: {', '.join(mine[:n])}") for f in others
                for n in sorted({1, min(len(mine), len(state.players[f].hand))}) if n]
    if use == "worm":
        prey = {t for t in state.forces if forces.occupants(state, t) - {Faction.FREMEN}}
        return [(use, t) for t in sorted(prey | set(state.spice))
                if is_sand(state.options, t)]
    if use == "revive":
        counts = [str(n) for n in range(1, min(3, player.tanks) + 1)]
        return [(use, w) for w in [*player.leaders_in_tanks, *counts]]
    return [(use, f.value) for f in others]  # see, stop


def _ghola(state: ClassicState, faction: Faction) -> list[Command]:
    player = state.players[faction]
    if "Tleilaxu Ghola" not in player.hand:
        return []
    return [Ghola(what=n) for n in player.leaders_in_tanks] + \
        [Ghola(what=str(n)) for n in range(1, min(5, starred.revivable(state, player)) + 1)]


def storm_round(state: ClassicState, faction: Faction) -> list[Command]:
    """VI: the dials, or with weather the Fremen's marker (XVI.C); then the cards played
    as the storm round opens (pad B.2, B.5)."""
    out: list[Command] = []
    if faction in storm.waiting(state):
        out += [Storm()] if weather.active(state) else \
            [Dial(number=n) for n in storm.dial_range(state)]
    hand = state.players[faction].hand
    if "Weather Control" in hand:
        out += [WeatherControl(steps=n) for n in range(11)]
    if "Family Atomics" in hand:
        out.append(FamilyAtomics())
    return out


def spice_blow(state: ClassicState, faction: Faction) -> list[Command]:
    """A nexus (XII.C-D), the Fremen's shelter of their allies (XII.E.6), a worm ride.
    A faction that has said it is ready may still ask and leave while the nexus is open."""
    if alliances.is_open(state):
        ready = [Ready()] if faction in alliances.waiting(state) else []
        leave = [Unally()] if alliances.alliance_of(state, faction) else []
        return [*ready, *leave, *(Ally(faction=f.value) for f in state.players
                                  if alliances.may_ask(state, faction, f))]
    if state.shelter == "ask" and faction == Faction.FREMEN:
        return [Protect(yes=True), Protect(yes=False)]
    if state.worm_ride and faction == Faction.FREMEN:
        return [Ride(), *(Ride(territory=t, sector=s) for t, s in _landings(state, faction)
                          if t != state.worm_ride.territory)]
    if state.worm_to_place and faction == Faction.FREMEN:  # pad, Fremen 2 (XV)
        return [PlaceWorm(territory=t) for t in sorted(
            {POLAR_SINK} | {t for t in state.forces if is_sand(state.options, t)})]
    return []


def bidding(state: ClassicState, faction: Faction) -> list[Command]:
    if state.bidding and state.bidding.turn == faction:
        return _bids(state, faction)
    return []


def revival_round(state: ClassicState, faction: Faction) -> list[Command]:
    """The Fremen's gift of free revival to allies (XII.E.6), then paid revivals (IX.B)."""
    if faction == Faction.FREMEN and state.revival_gift:
        return [FreeRevival(ally=f.value, yes=g) for f in state.revival_gift
                for g in (True, False)]
    if faction in state.revival:
        limit = revival.paid_revival_limit(state, faction)
        return [Revive(count=n) for n in range(limit + 1)]
    return []


def movement_round(state: ClassicState, faction: Faction) -> list[Command]:
    """The Bene Gesserit's advisor decision, or the moving faction's turn, Hajr last."""
    mv = state.movement
    if mv is None:
        return []
    if coexist.waiting(state):
        return []  # the Bene Gesserit announce first (anytime: `coexist`)
    if mv.advisor_for:
        if faction != Faction.BENE_GESSERIT:
            return []
        try:
            coexist.check_advisor_landing(state, coexist.advisor_target(state)[0])
        except RuleError:
            return [Advise(send=False)]
        return [Advise(send=True), Advise(send=False)]
    if mv.guild_asked:  # pad, Guild 1 (XV): the next move waits for the Guild's answer
        return [MoveNow(now=True), MoveNow(now=False)] if faction == Faction.GUILD else []
    out: list[Command] = []
    if movement.current(state) == faction:
        out = [c for group in movement_options(state, faction).values() for c in group()]
    if "Hajr" in state.players[faction].hand:
        out.append(Hajr())
    return out


def battle_round(state: ClassicState, faction: Faction) -> list[Command]:
    """X: choosing a battle, the Voice, prescience, plans, traitors, cards kept."""
    if battle.aggressor_choosing(state) == faction:
        return [Battle(territory=t, opponent=o.value) for t, o in battle.options(state, faction)]
    r = state.battles
    b = r.current if r else None
    if b is None:
        return []
    if b.voice_pending:
        if faction != Faction.BENE_GESSERIT:
            return []
        return [Voice(command="none"), *(Voice(command=c, kind=k) for c in ("play", "not")
                                         for k in VOICE_KINDS)]
    if b.prescience_pending:
        if faction != Faction.ATREIDES:
            return []
        return [Prescience(element=e) for e in (*ELEMENTS, "none")]
    if faction in battle_plan.awaiting_traitor_call(b):
        side = b.traitor_for[faction]
        leader = b.plans[battle_plan.opponent(b, side)].leader
        holds = alliance_powers.traitor_holder(state, side, leader) == faction
        return [CallTraitor(call=True), CallTraitor(call=False)] if holds \
            else [CallTraitor(call=False)]
    if faction not in b.sides:
        return []
    if not b.revealed:
        if len(b.no_leaders) == 2:
            plans = [Plan(dial=d, leader="none", spice=x) for d, x in _dials(state, b, faction)]
        else:
            plans = _plans(state, faction, b)
            if battle_powers.voice_binds(b, faction):  # each plan built to be checked
                plans = [p for p in plans if _obeys(state, b, faction, p)]
        offer = [NoLeaders()] if not b.plans and faction not in b.no_leaders else []
        return offer + _replacing(b, faction, plans)
    out: list[Command] = []
    if b.loss_choices and b.winner == faction:
        out += [Lose(choice=i) for i in range(1, len(b.loss_choices) + 1)]
    if b.keep_pending and b.winner == faction:
        cards = battle_resolution.keepable(b.plans[faction])
        out += [Keep(what="all"), Keep(what="none"), *(Keep(what=c) for c in cards)]
    if b.capture and faction == Faction.HARKONNEN:  # pad, Harkonnen 1 (XV)
        out += [Capture(what="kill"), Capture(what="keep"), Capture(what="free")]
    return out


def _replacing(b: Fight, faction: Faction, plans: list[Plan]) -> list[Plan]:
    """X.B, Q&A 6: a plan sent may be replaced until the reveal, keeping the element
    prescience has seen; the plan as sent is offered again, so one always fits."""
    old = b.plans.get(faction)
    if old is None:
        return plans
    fixed = b.prescience if b.prescience_for is not None and b.prescience \
        and faction == battle_powers.foe(b, b.prescience_for) else None
    if fixed is not None:
        plans = [p for p in plans if battle_powers.foreseen(_as_plan(p), fixed)
                 == battle_powers.foreseen(old, fixed)]
    sent = Plan(dial=number(plan_halves(old)), leader=old.leader or "none", weapon=old.weapon,
                defense=old.defense, spice=old.spice or None, kwisatz=old.kwisatz)
    return plans if sent in plans else [*plans, sent]


def _as_plan(plan: Plan) -> BattlePlan:
    dial = halves(plan.dial) or 0
    return BattlePlan(dial=dial // 2, half=bool(dial % 2), spice=plan.spice or 0,
                      leader=None if plan.leader == "none" else plan.leader,
                      weapon=plan.weapon, defense=plan.defense, kwisatz=plan.kwisatz)


def _obeys(state: ClassicState, b, faction: Faction, plan: Plan) -> bool:
    """Plans the Voice allows (legal lists only what `plan` will accept)."""
    try:
        battle_powers.check_voice(state, b, faction, _as_plan(plan))
    except RuleError:
        return False
    return True


def _dials(state: ClassicState, b: Fight, faction: Faction) -> list[tuple[int | float,
                                                                          int | None]]:
    """Representative (dial, spice) pairs: dials none/half/all; in advanced combat, with no
    spice and with all the spice that can support tokens, each from its least to its most
    dial (XXII.A-B)."""
    most = battle.tokens_in_battle(state, b, faction)
    if not state.options.advanced_combat:
        return [(d, None) for d in sorted({0, most // 2, most})]
    tokens = battle_spice.stack(state, b, faction)
    held = battle_spice.behind_shield(state, faction)
    count = sum(n for _, n, _ in tokens)  # one spice a token, whatever its worth (Q&A B.4)
    out = []
    for spice in sorted({0, min(held, count)}):
        span = dial_span(tokens, spice)
        out += [(number(d), spice or None) for d in sorted({span[0], span[len(span) // 2],
                                                            span[-1]})]
    return out


def _plans(state: ClassicState, faction: Faction, b) -> list[Plan]:
    """Representative plans: every leader, dials none/half/all (with spice in advanced
    combat), each card or none."""
    leaders = battle_plan.leaders_available(state, faction, b.territory)
    if leaders or not battle_powers.forbids(b, faction, "cheap hero"):
        leaders += battle_plan.heroes_in_hand(state, faction)
    dials = _dials(state, b, faction)
    if not leaders:
        return [Plan(dial=d, leader="none", spice=x) for d, x in dials]
    hand = state.players[faction].hand
    weapons = [None, *sorted({c for c in hand if TREACHERY_CARDS[c].kind in
                              (CardKind.WEAPON, CardKind.WORTHLESS)})]
    defenses = [None, *sorted({c for c in hand if TREACHERY_CARDS[c].kind in
                               (CardKind.DEFENSE, CardKind.WORTHLESS)})]
    out: list[Plan] = []
    for leader in leaders:
        for d, spice in dials:
            for w in weapons:
                for x in defenses:
                    if w is not None and w == x and hand.count(w) < 2:
                        continue
                    out.append(Plan(dial=d, leader=leader, weapon=w, defense=x, spice=spice))
    if faction == Faction.ATREIDES and kwisatz.usable(state):  # pad, Atreides 1 (XV)
        out += [p.model_copy(update={"kwisatz": True}) for p in out]
    return out


def setup(state: ClassicState, faction: Faction) -> list[Command]:
    """III.E: traitors, the prediction, the Fremen's placement."""
    player = state.players[faction]
    foes = [n for n in player.traitor_draw if LEADERS[n].faction != faction]
    out: list[Command] = [Traitor(leader=n) for n in foes]
    if player.traitor_draw and not foes:
        out.append(Traitor(leader="none"))
    if faction == Faction.BENE_GESSERIT and state.prediction is None:
        out += [
            Predict(faction=f.value, turn=t)
            for f in state.players if f != faction
            for t in range(1, state.options.max_turns + 1)
        ]
    if faction == Faction.BENE_GESSERIT and state.advisor_to_place \
            and not state.fremen_to_place:
        out += [Place(count=1, territory=t, sector=s) for t, s in SECTION_NEIGHBOURS]
    if faction == Faction.FREMEN and state.fremen_to_place:
        left = state.fremen_to_place
        for t in FREMEN_HOME:
            for s in TERRITORIES[t].sectors:
                stars = player.starred_reserves
                out += [Place(count=n, territory=t, sector=s, starred=k)
                        for n in sorted({1, left})
                        for k in _starred_choices(n, player.reserves, stars)]
    return out


def _bids(state: ClassicState, faction: Faction) -> list[Command]:
    """VIII.B: one and two more than the high bid, and all one has; a Karama buyer's bids
    are not limited by spice (pad B.6.A.5)."""
    b = state.bidding
    assert b is not None
    spice = support.available(state, faction)
    most = max(spice, b.high_bid + 2) if b.karama_buyer == faction else spice
    amounts = sorted({b.high_bid + 1, b.high_bid + 2, spice} & set(range(b.high_bid + 1,
                                                                            most + 1)))
    return [Pass(), *(Bid(amount=a) for a in amounts)]


def _landings(state: ClassicState, faction: Faction,
              into_storm: bool = False) -> list[tuple[str, int]]:
    """Sections a shipment may land in (storm, unless `into_storm`, full strongholds and
    allies excluded)."""
    out = []
    for territory, sector in SECTION_NEIGHBOURS:
        if (
            (forces.in_storm(state, territory, sector) and not into_storm)
            or forces.stronghold_full(state, territory, faction)
            or forces.ally_blocks(state, territory, faction)
        ):
            continue
        out.append((territory, sector))
    return out


def _counts(n: int) -> list[int]:
    return sorted({1, max(1, n // 2), n}) if n > 0 else []


def _starred_choices(n: int, total: int, starred_here: int) -> list[int | None]:
    """XV: a group of `n` taken from `total` tokens (`starred_here` starred) goes with
    ordinary tokens first (no `starred=`) or with as many starred ones as it can."""
    most = min(n, starred_here)
    return [None] if most <= forces.split(total, starred_here, n) else [None, most]


def movement_options(state: ClassicState, faction: Faction) -> dict[str, Callable[[], list]]:
    """The movement turn's choices by kind, each computed only when asked for: the random
    agents pick a kind first, so they need not enumerate every shipment and move."""
    mv = state.movement
    assert mv is not None
    out: dict[str, Callable[[], list]] = {"done": lambda: [Done()]}
    if not mv.shipped:
        out["ship"] = lambda: _shipments(state, faction)
    if not mv.moved or mv.extra_moves:
        out["move"] = lambda: _moves(state, faction)
    if not mv.leader_revived:
        out["revive_leader"] = lambda: _leader_revivals(state, faction)
    return out


class Unbuilt(Sequence[Command]):
    """Commands of one kind kept as their arguments, each built when it is read: a
    movement turn offers hundreds of shipments and moves, a random seat reads one, and
    building (validating) each was a tenth of a random game's time. Read by index or in
    order, it holds the same commands, in the same order, as the list it stands for."""

    def __init__(self, kind: type[Command], args: list[dict[str, Any]]) -> None:
        self.kind, self.args = kind, args

    def __len__(self) -> int:
        return len(self.args)

    @overload
    def __getitem__(self, index: int) -> Command: ...

    @overload
    def __getitem__(self, index: slice) -> list[Command]: ...

    def __getitem__(self, index: int | slice) -> Command | list[Command]:
        if isinstance(index, slice):
            return [self.kind(**a) for a in self.args[index]]
        return self.kind(**self.args[index])


def _moves(state: ClassicState, faction: Faction) -> Sequence[Command]:
    out: list[dict[str, Any]] = []
    budget = movement.move_range(state, faction)
    for territory, sector, n in forces.sections_of(state, faction):
        if forces.in_storm(state, territory, sector):
            continue
        stars = forces.starred_count(state, faction, territory, sector)
        groups = [(c, k) for c in _counts(n) for k in _starred_choices(c, n, stars)]
        for (t, s), _ in reachable(state, faction, (territory, sector), budget).items():
            if t == territory or forces.ally_blocks(state, t, faction):
                continue
            out += [dict(count=c, source=territory, source_sector=sector, territory=t,
                         sector=s, starred=k) for c, k in groups]
    return Unbuilt(Move, out)


def _leader_revivals(state: ClassicState, faction: Faction) -> list[Command]:
    spice = state.players[faction].spice
    return [ReviveLeader(leader=name) for name in movement.revivable_leaders(state, faction)
            if (LEADERS[name].strength if name in LEADERS else kwisatz.BONUS) <= spice]


def _shipments(state: ClassicState, faction: Faction) -> Sequence[Command]:
    player = state.players[faction]
    out: list[dict[str, Any]] = []
    near = near_great_flat() if faction == Faction.FREMEN else None
    stopped = state.movement is not None and faction in state.movement.stopped
    landings = [] if stopped else _landings(state, faction,
                                            movement.storm_landing(state, faction, True))
    money = support.available(state, faction)
    counts = [(n, _starred_choices(n, player.reserves, player.starred_reserves))
              for n in _counts(player.reserves)]
    for territory, sector in landings:
        if near is not None and territory not in near:
            continue
        for n, starred_ways in counts:
            if shipping_cost(state, faction, n, territory) <= money:
                out += [dict(count=n, territory=territory, sector=sector, starred=k)
                        for k in starred_ways]
    if alliance_powers.may_cross_ship(state, faction):
        out += _cross_shipments(state, faction)
    return Unbuilt(Ship, out)


def _cross_shipments(state: ClassicState, faction: Faction) -> list[dict[str, Any]]:
    """Guild shield (and its allies, XII.E.6): from a territory back to reserves (the Guild
    only) or to another territory; strongholds stand for every destination."""
    out: list[dict[str, Any]] = []
    money = support.available(state, faction)
    strongholds = [(t, s) for t, s in _landings(state, faction)
                   if is_stronghold(state.options, t)]
    for territory, sector, n in forces.sections_of(state, faction):
        if forces.in_storm(state, territory, sector):
            continue
        for c in _counts(n):
            if faction == Faction.GUILD and shipping_cost(state, faction, c, RESERVES) <= money:
                out.append(dict(count=c, territory=RESERVES, source=territory,
                                source_sector=sector))
            out += [dict(count=c, territory=t, sector=s, source=territory,
                         source_sector=sector)
                    for t, s in strongholds if t != territory
                    and shipping_cost(state, faction, c, t, from_reserves=False) <= money]
    return out
