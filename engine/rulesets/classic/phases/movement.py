"""IX. Movement: in turn order each player ships once, moves one group once, and may revive
a leader at the end of the move. Token revival (IX.B) is in revival.py."""

from __future__ import annotations

from math import ceil

from engine.core import EventLog, RuleError

from ..board import advantages, forces
from ..board.order import storm_order
from ..board.reach import near_great_flat, reachable
from ..board.starred import check_starred, of_which
from ..board.strongholds import is_stronghold
from ..data import (
    GREAT_FLAT,
    LEADERS,
    Faction,
    UnknownName,
    leaders_of,
    resolve_leader,
)
from ..model.state import ClassicState, Movement, Phase
from . import alliance_powers, coexist, kwisatz, revival, storm, support
from .common import choose_sector, landing_sector, source_section, territory

RESERVES = "reserves"


# -- IX.C movement turns ---------------------------------------------------------------------


def begin_movement(state: ClassicState, log: EventLog) -> None:
    state.phase = Phase.MOVEMENT
    state.movement = Movement(order=storm_order(state))
    if advantages.has(state, Faction.GUILD):  # pad, Guild 1 (XV)
        state.movement.order.remove(Faction.GUILD)
        state.movement.order.append(Faction.GUILD)
        state.movement.guild_waits = True
        log.public("guild_waits", "The Guild may take its move before any player's move: "
                   "they are asked before each one (`move_now yes|no`), and move last if they "
                   "never say yes (XV, pad Guild 1).")
    atreides = state.players.get(Faction.ATREIDES)
    if atreides:
        top = state.spice_deck[-1] if state.spice_deck else None
        text = f"the next spice card is {top}" if top else "the spice deck will be reshuffled"
        log.private(atreides.seat, "prescience_spice", f"Prescience: {text}.", card=top)
    if not coexist.open_announcement(state, log):
        _start_turn(state, log)


def announce(state: ClassicState, faction: Faction, yes: bool, where: str | None,
             log: EventLog) -> None:
    """XV.B.5: a Bene Gesserit announcement; the first move begins once the one before the
    moves is over."""
    if coexist.coexist(state, faction, yes, where, log):
        _start_turn(state, log)


def current(state: ClassicState) -> Faction | None:
    mv = state.movement
    if state.phase != Phase.MOVEMENT or mv is None or mv.current >= len(mv.order):
        return None
    return mv.order[mv.current]


def _start_turn(state: ClassicState, log: EventLog) -> None:
    """Open the next seat's move. Every seat gets one, even one that seems to have nothing
    to do: what it may do depends on its spice and cards, which are behind its shield
    (XIII.B), so skipping it would tell the table (docs/rules-notes.md, "Moves end on done")."""
    mv = state.movement
    assert mv is not None
    faction = current(state)
    if faction is None:
        return
    if mv.guild_waits and faction != Faction.GUILD:
        # pad, Guild 1 (XV): asked before every move, so nobody learns when they will move
        mv.guild_asked = True
        log.public("guild_asked", f"The Guild: move now, before {faction.title}? "
                   "(`move_now yes|no`, XV, pad Guild 1)", faction=faction)
        return
    _open_move(state, faction, log)


def _open_move(state: ClassicState, faction: Faction, log: EventLog) -> None:
    mv = state.movement
    assert mv is not None
    mv.shipped = mv.moved = mv.leader_revived = mv.karama_ship = False
    mv.extra_moves = 0
    mv.ornithopters = forces.has_ornithopters(state, faction)
    reach = 3 if mv.ornithopters else (2 if faction == Faction.FREMEN else 1)
    log.public("movement_turn", f"{faction.title}: ship and move (range {reach}), then "
               "`done`.", faction=faction)


def move_prompt(state: ClassicState, faction: Faction) -> str:
    """What the seat whose move it is may still do, with its costs, from public facts only
    (its spice is behind its shield, XIII.B): the shipment's price (IX.C.1.b), its reach
    (IX.C.2.a) and the sector in storm (IX.C.1.c, IX.C.2.c)."""
    mv = state.movement
    assert mv is not None
    parts = []
    if not mv.shipped:
        parts.append(_shipping_offer(state, faction))
    if not mv.moved or mv.extra_moves:
        reach = move_range(state, faction)
        why = ("ornithopters: you have tokens in Arrakeen or Carthag" if mv.ornithopters
               else "no ornithopters: no tokens of yours in Arrakeen or Carthag")
        parts.append(f"Move one group up to {reach} territor{'y' if reach == 1 else 'ies'} "
                     f"({why}): `move N <from> <to> [sector]`.")
    parts.append(f"The storm is over sector {state.storm}: nothing enters, leaves or "
                 "crosses it. Then `done`.")
    return " ".join(parts)


def _shipping_offer(state: ClassicState, faction: Faction) -> str:
    reserves = state.players[faction].reserves
    if faction == Faction.FREMEN:
        price = f"free, to {GREAT_FLAT} or within two territories of it"
    else:
        half = alliance_powers.guild_rate(state, faction)
        price = ("half price, rounded up: 1 spice per 2 tokens into a stronghold, 1 per "
                 "token elsewhere (the Guild's rate)" if half
                 else "1 spice per token into a stronghold, 2 elsewhere")
    text = (f"Ship up to {reserves} reserve token(s), {price}: "
            "`ship N <territory> [sector]`.")
    if alliance_powers.may_cross_ship(state, faction):
        text += " You may also ship from a territory: `ship N <territory> from=<territory>`."
    return text


def finished(state: ClassicState) -> bool:
    return state.phase == Phase.MOVEMENT and current(state) is None


def my_turn(state: ClassicState, faction: Faction) -> Movement:
    """IX.C: the faction's own move, and no decision of the Bene Gesserit's holds it up."""
    mv = state.movement
    now = current(state)
    if now is None or mv is None:
        raise RuleError("It is not the movement round.", rule="IX.C")
    own = faction == Faction.BENE_GESSERIT
    if mv.advisor_for is not None:
        raise RuleError("First say whether a spiritual advisor goes: `advise yes` or "
                        "`advise no`." if own else
                        "Waiting for the Bene Gesserit to decide on a spiritual advisor.")
    if coexist.waiting(state):
        raise RuleError("First announce where you coexist: `coexist yes|no [territory]`."
                        if own else "Waiting for the Bene Gesserit to announce where they "
                        "coexist.", rule="XV.B.5")
    if mv.guild_asked:
        raise RuleError("First say whether you move now: `move_now yes` or `move_now no`."
                        if faction == Faction.GUILD else
                        "Waiting for the Guild to say whether they move now.",
                        rule="XV, pad Guild 1")
    if now != faction:
        raise RuleError(f"It is {now.title}'s move.", rule="IX.C")
    return mv


def check_move_now(state: ClassicState, faction: Faction) -> Movement:
    """Pad, Guild 1 (XV): the Guild are asked between two moves, never during one."""
    advantages.require(state, "move_now")
    mv = state.movement
    if faction != Faction.GUILD or mv is None or not mv.guild_asked:
        raise RuleError("You are not asked whether to move now.", rule="XV, pad Guild 1",
                        hint="With the additional advantages the Guild are asked before "
                        "each other player's move until they take theirs.")
    return mv


def move_now(state: ClassicState, faction: Faction, now: bool, log: EventLog) -> None:
    """The Guild's move, taken at once (the player it came before moves after it), or
    the next player's move."""
    mv = check_move_now(state, faction)
    mv.guild_asked = False
    if now:
        mv.order.remove(faction)
        mv.order.insert(mv.current, faction)
        mv.guild_waits = False
        log.public("guild_steps_in", "The Guild take their move now (XV, pad Guild 1).",
                   faction=faction)
    mover = current(state)
    assert mover is not None
    _open_move(state, mover, log)


def check_guild_in_turn(state: ClassicState) -> None:
    """Pad B.6.A.6: a Karama sends the Guild back to their proper turn only while it is
    still to come (or comes now, while they are asked about that very move)."""
    mv = state.movement
    assert mv is not None
    place = storm_order(state).index(Faction.GUILD)
    if place < mv.current or (place == mv.current and not mv.guild_asked):
        raise RuleError("The Guild's turn in the movement sequence has passed.",
                        rule="Pad B.6.A.6, XV",
                        hint="Play it before their place in the order comes.")


def guild_in_turn(state: ClassicState, log: EventLog) -> None:
    """Pad B.6.A.6: the Guild move in their proper turn of the storm order and are asked no
    more; a move that waited for their answer opens."""
    mv = state.movement
    assert mv is not None
    mv.order.remove(Faction.GUILD)
    mv.order.insert(storm_order(state).index(Faction.GUILD), Faction.GUILD)
    mv.guild_waits = False
    if mv.guild_asked:
        mv.guild_asked = False
        mover = current(state)
        assert mover is not None
        _open_move(state, mover, log)


def move_range(state: ClassicState, faction: Faction) -> int:
    """IX.C.2.a: ornithopters give 3; Fremen shield: 2 on foot; everyone else 1."""
    mv = state.movement
    if mv is not None and mv.ornithopters:
        return 3
    return 2 if faction == Faction.FREMEN else 1


def shipping_cost(state: ClassicState, faction: Faction, n: int, target: str, *,
                  from_reserves: bool = True) -> int:
    """IX.C.1.b: 1 per token into a stronghold, 2 elsewhere; the Guild and its allies pay
    half, rounded up (Q&A E.6, XII.E.6); the Fremen bring their reserves free."""
    if faction == Faction.FREMEN and from_reserves:
        return 0
    if target == RESERVES:
        return ceil(n / 2)  # Q&A E.2: one spice per two tokens.
    cost = n * (1 if is_stronghold(state.options, target) else 2)
    return ceil(cost / 2) if alliance_powers.guild_rate(state, faction) else cost


def ship(state: ClassicState, faction: Faction, n: int, where: str, sector: int | None,
         source: str | None, source_sector: int | None, starred: int | None,
         log: EventLog) -> None:
    mv = my_turn(state, faction)
    if mv.shipped:
        raise RuleError("You have already shipped this turn.", rule="IX.C.1.a")
    player = state.players[faction]
    target = RESERVES if where.strip().lower() == RESERVES else territory(where)
    origin = _shipping_origin(state, faction, n, source, source_sector, target)
    if origin is None and faction in mv.stopped:
        raise RuleError("The Guild's Karama stopped your shipment from off-planet this turn.",
                        rule="XVII, pad B.6.B.3")
    if target != RESERVES:
        sector = _landing(state, faction, target, sector, origin is None)
    _check_starred_from(state, faction, n, starred, origin)
    cost = _price(state, faction, n, target, origin is None)
    if cost > support.available(state, faction):
        most = _affordable(state, faction, n, target, origin is None)
        raise RuleError(f"Shipping {n} token(s) to {target} costs {cost} spice; you have "
                        f"{support.means(state, faction)}.", rule="IX.C.1.b, XII.E.4",
                        hint=f"You can pay to ship {most} there." if most else
                        "You cannot pay to ship any token there.")
    _pay_shipment(state, faction, cost, log, to_bank=mv.karama_ship)
    if origin is None:
        elite = forces.from_reserves(player, n, starred)
    else:
        elite = forces.remove(state, faction, origin[0], origin[1], n, starred)
    asked = None
    if target == RESERVES:
        player.reserves += n
        player.starred_reserves += elite
    else:
        assert sector is not None
        asked = coexist.arrival(state, faction, target)
        forces.add(state, faction, target, sector, n, elite)
    mv.shipped = True
    _announce_shipment(state, faction, n, target, sector, origin, cost, log, elite)
    if target != RESERVES and storm_landing(state, faction, origin is None):
        assert sector is not None
        _storm_toll(state, faction, target, sector, n, log)
    coexist.ask(state, asked, log)
    if origin is None and faction not in (Faction.FREMEN, Faction.BENE_GESSERIT):
        assert sector is not None
        _offer_advisor(state, faction, target, sector, log)


def _price(state: ClassicState, faction: Faction, n: int, target: str,
           from_reserves: bool) -> int:
    """What this shipment costs now: IX.C.1.b, or a Karama shipment from off-planet at the
    Guild's rate (pad B.6.A.6)."""
    cost = shipping_cost(state, faction, n, target, from_reserves=from_reserves)
    mv = state.movement
    return ceil(cost / 2) if mv is not None and mv.karama_ship and from_reserves else cost


def _affordable(state: ClassicState, faction: Faction, n: int, target: str,
                from_reserves: bool) -> int:
    """The most of `n` tokens (already found in reserve or on the board) this faction can
    pay to ship to `target` now."""
    spice = support.available(state, faction)
    return next((k for k in range(n, 0, -1)
                 if _price(state, faction, k, target, from_reserves) <= spice), 0)


def _check_starred_from(state: ClassicState, faction: Faction, n: int, starred: int | None,
                        origin: tuple[str, int] | None) -> None:
    """XV: the starred tokens named in a shipment are among those it takes."""
    if origin is None:
        player = state.players[faction]
        total, here, where = player.reserves, player.starred_reserves, "in reserve"
    else:
        total = forces.count(state, faction, *origin)
        here, where = forces.starred_count(state, faction, *origin), f"in {origin[0]}"
    check_starred(state, faction, n, starred, total, here, where)


def _shipping_origin(state: ClassicState, faction: Faction, n: int, source: str | None,
                     source_sector: int | None, target: str) -> tuple[str, int] | None:
    """None for reserves; a section for the Guild's on-planet shipments."""
    player = state.players[faction]
    if source is None:
        if target == RESERVES:
            raise RuleError("Tokens cannot be shipped from the board back to reserves.",
                            rule="IX.C.1.d",
                            hint="Only the Guild can: `ship N reserves from=<territory>`.")
        if n > player.reserves:
            raise RuleError(f"You have {player.reserves} token(s) in reserve, not {n}.",
                            rule="IX.C.1.a", hint=f"Ship at most {player.reserves}."
                            if player.reserves else "Revive tokens first (IX.B).")
        return None
    if not alliance_powers.may_cross_ship(state, faction):
        raise RuleError("Only the Guild and its allies may ship from one territory to "
                        "another.", rule="Guild shield, XII.E.6",
                        hint="Ship from your reserves instead.")
    if target == RESERVES and faction != Faction.GUILD:
        raise RuleError("Only the Guild ships tokens from the board back to reserves; its "
                        "allies may ship between territories.", rule="IX.C.1.d, XII.E.6",
                        hint="`ship N <territory> from=<territory>`.")
    origin = territory(source)
    sector = source_section(state, player, origin, source_sector, n)
    if forces.in_storm(state, origin, sector):
        raise RuleError(f"Your tokens in {origin} are in the storm.", rule="IX.C.2.c")
    if origin == target:
        raise RuleError("Ship to a different territory.")
    return origin, sector


def _landing(state: ClassicState, faction: Faction, target: str, sector: int | None,
             from_reserves: bool) -> int:
    if faction == Faction.FREMEN and from_reserves and target not in near_great_flat():
        raise RuleError(f"The Fremen bring reserves only to {GREAT_FLAT} or a territory "
                        f"within two of it, not {target}.", rule="Fremen shield, Q&A E.7",
                        hint="For example: " + ", ".join(sorted(near_great_flat())[:6]) + ".")
    return landing_sector(state, faction, target, sector, "IX.C.1.c",
                          into_storm=storm_landing(state, faction, from_reserves))


def storm_landing(state: ClassicState, faction: Faction, from_reserves: bool) -> bool:
    """Pad, Fremen 3 (XV): "You may bring your reserves into a storm at half loss." """
    return faction == Faction.FREMEN and from_reserves and advantages.has(state, faction)


def _storm_toll(state: ClassicState, faction: Faction, target: str, sector: int, n: int,
                log: EventLog) -> None:
    """Pad, Fremen 3: half of the tokens brought into a deadly storm die, rounded up."""
    if not (forces.in_storm(state, target, sector) and storm.deadly(state, target)):
        return
    dead = advantages.storm_kills(state, faction, n)
    elite = forces.send_to_tanks(state, faction, target, sector, dead)
    log.public("storm_losses", f"The storm kills {dead} of the {n} {faction.title} token(s)"
               f"{of_which(faction, elite)} arriving in {target} (sector {sector}; XV, pad "
               "Fremen 3).", faction=faction, territory=target, sector=sector, n=dead)


def _pay_shipment(state: ClassicState, faction: Faction, cost: int, log: EventLog, *,
                  to_bank: bool) -> None:
    """Guild shield: shipment payments go to the Guild (Q&A E.1: allies' too); the Guild's
    own, and Karama shipments (pad B.6.A.6), go to the bank."""
    support.charge(state, faction, cost, log)
    guild = state.players.get(Faction.GUILD)
    if guild is not None and faction != Faction.GUILD and not to_bank:
        guild.spice += cost
    else:
        state.bank += cost


def _announce_shipment(state: ClassicState, faction: Faction, n: int, target: str,
                       sector: int | None, origin: tuple[str, int] | None, cost: int,
                       log: EventLog, elite: int = 0) -> None:
    src = "reserves" if origin is None else origin[0]
    dst = "their reserves" if target == RESERVES else f"{target} (sector {sector})"
    karama = state.movement is not None and state.movement.karama_ship
    to_guild = Faction.GUILD in state.players and faction != Faction.GUILD and not karama
    payee = "the Guild" if to_guild else "the bank"
    price = f"for {cost} spice to {payee}" if cost else "free"
    log.public("shipment", f"{faction.title} ships {n} token(s){of_which(faction, elite)} "
               f"from {src} to {dst}, {price}.", faction=faction, n=n, territory=target,
               sector=sector, cost=cost,
               source=None if origin is None else origin[0])


def _offer_advisor(state: ClassicState, shipper: Faction, territory: str, sector: int,
                   log: EventLog) -> None:
    """Bene Gesserit shield: after another's shipment they may send one token to the Sink
    (with coexistence, to the shipment's territory, XV.B.3)."""
    bg = state.players.get(Faction.BENE_GESSERIT)
    mv = state.movement
    if bg is None or bg.reserves == 0 or mv is None:
        return
    mv.advisor_territory, mv.advisor_sector = territory, sector
    target = coexist.advisor_target(state)[0]
    if coexist.fighters_in(state, target) and state.coexist_ask != target:
        mv.advisor_territory = mv.advisor_sector = None
        return  # XV.B.5: no advisor may join fighters
    mv.advisor_for = shipper
    where = coexist.named(coexist.advisor_target(state)[0])
    log.public("advisor_offer", f"The Bene Gesserit may send a spiritual advisor to {where} "
               "(`advise yes` or `advise no`).")


def check_advise(state: ClassicState, faction: Faction) -> None:
    """Bene Gesserit shield: the decision open after another faction's shipment (once the
    Bene Gesserit have said whether they coexist there, XV.B.5)."""
    mv = state.movement
    if faction != Faction.BENE_GESSERIT or mv is None or mv.advisor_for is None \
            or state.coexist_ask is not None:
        raise RuleError("There is no shipment to accompany now.", rule="Bene Gesserit shield")


def advise(state: ClassicState, faction: Faction, send: bool, log: EventLog) -> None:
    check_advise(state, faction)
    mv = state.movement
    assert mv is not None
    where, sector = coexist.advisor_target(state)
    if send:
        coexist.check_advisor_landing(state, where)
    mv.advisor_for = mv.advisor_territory = mv.advisor_sector = None
    if send:
        state.players[faction].reserves -= 1
        coexist.land_advisor(state, where, sector)
        log.public("advisor", "The Bene Gesserit send a spiritual advisor to "
                   f"{coexist.named(where)}.", faction=faction, territory=where)
    else:
        log.public("advisor", "The Bene Gesserit send no advisor.")


def move(state: ClassicState, faction: Faction, n: int, source: str, where: str,
         sector: int | None, source_sector: int | None, starred: int | None,
         log: EventLog) -> None:
    mv = my_turn(state, faction)
    if mv.moved and not mv.extra_moves:
        raise RuleError("You have already moved a group this turn.", rule="IX.C.2.b")
    player = state.players[faction]
    origin, target = territory(source), territory(where)
    if origin == target:
        raise RuleError("A move goes from one territory into another.", rule="IX.C.2.a")
    start = source_section(state, player, origin, source_sector, n)
    if forces.in_storm(state, origin, start):
        raise RuleError(f"Your tokens in {origin} sector {start} are in the storm and cannot "
                        "move.", rule="IX.C.2.c")
    budget = move_range(state, faction)
    routes = reachable(state, faction, (origin, start), budget)
    sector = choose_sector(state, target, sector, legal=lambda s: (target, s) in routes)
    if forces.ally_blocks(state, target, faction):
        raise RuleError(f"Your ally already has tokens in {target}.", rule="XII.E.5")
    if (target, sector) not in routes:
        raise RuleError(_unreachable(state, faction, target, sector, budget, routes),
                        rule="IX.C.2")
    check_starred(state, faction, n, starred, forces.count(state, faction, origin, start),
                  forces.starred_count(state, faction, origin, start), f"in {origin}")
    elite = forces.remove(state, faction, origin, start, n, starred)
    asked = coexist.arrival(state, faction, target)
    forces.add(state, faction, target, sector, n, elite)
    if mv.moved:
        mv.extra_moves -= 1  # Hajr
    mv.moved = True
    log.public("move", f"{faction.title} moves {n} token(s){of_which(faction, elite)} from "
               f"{origin} to {target} (sector {sector}).", faction=faction, n=n, source=origin,
               territory=target, sector=sector)
    coexist.ask(state, asked, log)


def _unreachable(state: ClassicState, faction: Faction, target: str, sector: int, budget: int,
                 routes: dict) -> str:
    if forces.in_storm(state, target, sector):
        return f"{target} sector {sector} is in the storm."
    if forces.stronghold_full(state, target, faction):
        return f"{target} already holds two other factions."
    options = sorted({t for t, _ in routes} - {next(iter(routes))[0]})
    return (f"{target} (sector {sector}) is out of reach: this group moves {budget} "
            f"territor{'y' if budget == 1 else 'ies'}, not through storm or full strongholds. "
            f"Reachable: {', '.join(options) or 'nowhere'}.")


def revive_leader(state: ClassicState, faction: Faction, text: str, log: EventLog) -> None:
    mv = my_turn(state, faction)
    player = state.players[faction]
    extra = [kwisatz.NAME] if faction == kwisatz.ATREIDES and kwisatz.awake(state) else []
    try:
        name = resolve_leader(text, among=[x.name for x in leaders_of(faction)] + extra)
    except UnknownName as err:
        raise RuleError(str(err)) from None
    allowed = revivable_leaders(state, faction)
    if mv.leader_revived or name not in allowed:
        raise RuleError(f"{name} cannot be revived now.", rule="IX.D",
                        hint=_leader_hint(state, faction, allowed))
    if name == kwisatz.NAME:
        kwisatz.revive(state, log)
        mv.leader_revived = True
        done(state, faction, log)  # IX.D.4
        return
    cost = LEADERS[name].strength
    if cost > player.spice:
        raise RuleError(f"Reviving {name} costs {cost} spice; you have {player.spice}.",
                        rule="IX.D.2", hint=revival.emperor_may_pay(state, faction).strip())
    player.spice -= cost
    state.bank += cost
    player.leaders_in_tanks.remove(name)
    cycle = player.revival_cycle if player.revival_cycle is not None else []
    cycle.append(name)
    everyone = {x.name for x in leaders_of(faction)}
    player.revival_cycle = None if everyone <= set(cycle) else cycle
    mv.leader_revived = True
    log.public("leader_revived", f"{faction.title} revives {name} for {cost} spice.",
               faction=faction, leader=name, cost=cost)
    done(state, faction, log)  # IX.D.4: a leader is revived only at the end of the move.


def revivable_leaders(state: ClassicState, faction: Faction) -> list[str]:
    """IX.D.1 and 5: only once all leaders are in the tanks, one per turn, each once a cycle;
    Q&A D.2: leaders the Harkonnen hold (XV) count as gone."""
    player = state.players[faction]
    own = [x.name for x in leaders_of(faction)]
    cycle = player.revival_cycle
    if cycle is None and not all(n in player.leaders_in_tanks or n in state.captured
                                 for n in own):
        return []
    extra = kwisatz.revivable(state) if faction == kwisatz.ATREIDES else []
    return [n for n in player.leaders_in_tanks if n not in (cycle or [])] + extra


def _leader_hint(state: ClassicState, faction: Faction, allowed: list[str]) -> str:
    if allowed:
        return "Revivable now: " + ", ".join(allowed) + "."
    return "A leader may be revived only when all your leaders are in the tanks (IX.D.1)."


def done(state: ClassicState, faction: Faction, log: EventLog) -> None:
    mv = my_turn(state, faction)
    log.public("move_done", f"{faction.title} ends its move.", faction=faction)
    mv.current += 1
    _start_turn(state, log)
