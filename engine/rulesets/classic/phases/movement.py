"""IX. Movement: in turn order each player ships once, moves one group once, and may revive
a leader at the end of the move. Token revival (IX.B) is in revival.py."""

from __future__ import annotations

from math import ceil

from engine.core import EventLog, RuleError
from engine.core.words import T, Text, joined

from ..board import advantages, forces
from ..board.order import in_game, player_in_game, storm_order
from ..board.reach import near_great_flat, reachable
from ..board.starred import check_starred, of_which
from ..board.strongholds import is_stronghold
from ..data import (
    GREAT_FLAT,
    LEADERS,
    SHAI_HULUD,
    Faction,
    UnknownName,
    leaders_of,
    resolve_leader,
)
from ..data.words import faction_word, leader_word, place_word
from ..model.state import ClassicState, Movement, Phase
from . import alliance_powers, coexist, kwisatz, revival, storm, support
from .common import choose_sector, landing_sector, source_section, territory, unknown

RESERVES = "reserves"


# -- IX.C movement turns ---------------------------------------------------------------------


def begin_movement(state: ClassicState, log: EventLog) -> None:
    state.phase = Phase.MOVEMENT
    state.movement = Movement(order=storm_order(state))
    if advantages.has(state, Faction.GUILD):  # pad, Guild 1 (XV)
        state.movement.order.remove(Faction.GUILD)
        state.movement.order.append(Faction.GUILD)
        state.movement.guild_waits = True
        log.public("guild_waits", T("classic-guild-waits"))
    atreides = player_in_game(state, Faction.ATREIDES)
    if atreides:
        top = state.spice_deck[-1] if state.spice_deck else None
        text = (T("classic-next-spice-card", card=_spice_card(top)) if top
                else T("classic-spice-deck-reshuffled"))
        log.private(atreides.seat, "prescience_spice", T("classic-prescience", what=text),
                    card=top)
    if not coexist.open_announcement(state, log):
        _start_turn(state, log)


def _spice_card(name: str) -> Text:
    """A spice card by what it shows: a territory, or Shai-Hulud."""
    return T("classic-shai-hulud") if name == SHAI_HULUD else place_word(name)


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


def start_next(state: ClassicState, log: EventLog) -> None:
    """Open the next seat's move once a player has gone out in the middle of his
    (THE DUEL, VII); his own move's questions are dropped."""
    mv = state.movement
    assert mv is not None
    mv.advisor_for = None
    mv.guild_asked = False
    _start_turn(state, log)


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
        log.public("guild_asked", T("classic-guild-asked", faction=faction_word(faction)),
                   faction=faction)
        return
    _open_move(state, faction, log)


def _open_move(state: ClassicState, faction: Faction, log: EventLog) -> None:
    mv = state.movement
    assert mv is not None
    mv.shipped = mv.moved = mv.leader_revived = mv.karama_ship = False
    mv.extra_moves = 0
    mv.ornithopters = forces.has_ornithopters(state, faction)
    reach = 3 if mv.ornithopters else (2 if faction == Faction.FREMEN else 1)
    log.public("movement_turn", T("classic-movement-turn", faction=faction_word(faction),
                                  reach=reach), faction=faction)


def move_prompt(state: ClassicState, faction: Faction) -> Text:
    """What the seat whose move it is may still do, with its costs, from public facts only
    (its spice is behind its shield, XIII.B): the shipment's price (IX.C.1.b), its reach
    (IX.C.2.a) and the sector in storm (IX.C.1.c, IX.C.2.c)."""
    mv = state.movement
    assert mv is not None
    parts: list[Text] = []
    if not mv.shipped:
        parts.append(_shipping_offer(state, faction))
    if not mv.moved or mv.extra_moves:
        reach = move_range(state, faction)
        why = (T("classic-ornithopters") if mv.ornithopters else T("classic-no-ornithopters"))
        parts.append(T("classic-move-offer", count=reach, why=why))
    parts.append(T("classic-storm-over", sector=state.storm))
    return joined(parts)


def _shipping_offer(state: ClassicState, faction: Faction) -> Text:
    reserves = state.players[faction].reserves
    if faction == Faction.FREMEN:
        price = T("classic-price-fremen", territory=place_word(GREAT_FLAT))
    else:
        half = alliance_powers.guild_rate(state, faction)
        price = T("classic-price-half") if half else T("classic-price-full")
    text = T("classic-ship-offer", count=reserves, price=price)
    if alliance_powers.may_cross_ship(state, faction):
        return joined([text, T("classic-cross-ship-offer")])
    return text


def finished(state: ClassicState) -> bool:
    return state.phase == Phase.MOVEMENT and current(state) is None


def my_turn(state: ClassicState, faction: Faction) -> Movement:
    """IX.C: the faction's own move, and no decision of the Bene Gesserit's holds it up."""
    mv = state.movement
    now = current(state)
    if now is None or mv is None:
        raise RuleError(T("classic-not-movement-round"), rule="IX.C")
    own = faction == Faction.BENE_GESSERIT
    if mv.advisor_for is not None:
        raise RuleError(T("classic-first-advise") if own else T("classic-waiting-advisor"))
    if coexist.waiting(state):
        raise RuleError(T("classic-first-coexist") if own else T("classic-waiting-coexist"),
                        rule="XV.B.5")
    if mv.guild_asked:
        raise RuleError(T("classic-first-move-now") if faction == Faction.GUILD
                        else T("classic-waiting-guild"), rule=T("classic-rule-pad-guild-1"))
    if now != faction:
        raise RuleError(T("classic-their-move", faction=faction_word(now)), rule="IX.C")
    return mv


def check_move_now(state: ClassicState, faction: Faction) -> Movement:
    """Pad, Guild 1 (XV): the Guild are asked between two moves, never during one."""
    advantages.require(state, "move_now")
    mv = state.movement
    if faction != Faction.GUILD or mv is None or not mv.guild_asked:
        raise RuleError(T("classic-not-asked-move-now"), rule=T("classic-rule-pad-guild-1"),
                        hint=T("classic-move-now-hint"))
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
        log.public("guild_steps_in", T("classic-guild-steps-in"), faction=faction)
    mover = current(state)
    assert mover is not None
    _open_move(state, mover, log)


def check_guild_in_turn(state: ClassicState) -> None:
    """Pad B.6.A.6: a Karama sends the Guild back to their proper turn only while it is
    still to come (or comes now, while they are asked about that very move)."""
    mv = state.movement
    assert mv is not None
    order = storm_order(state)
    place = order.index(Faction.GUILD) if Faction.GUILD in order else -1
    if place < mv.current or (place == mv.current and not mv.guild_asked):
        raise RuleError(T("classic-guild-turn-passed"), rule=T("classic-rule-pad-b6a6-xv"),
                        hint=T("classic-guild-turn-hint"))


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
        raise RuleError(T("classic-already-shipped"), rule="IX.C.1.a")
    player = state.players[faction]
    target = RESERVES if where.strip().lower() == RESERVES else territory(where)
    origin = _shipping_origin(state, faction, n, source, source_sector, target)
    if origin is None and faction in mv.stopped:
        raise RuleError(T("classic-karama-stopped-shipment"),
                        rule=T("classic-rule-xvii-pad-b6b3"))
    if target != RESERVES:
        sector = _landing(state, faction, target, sector, origin is None)
    _check_starred_from(state, faction, n, starred, origin)
    cost = _price(state, faction, n, target, origin is None)
    if cost > support.available(state, faction):
        most = _affordable(state, faction, n, target, origin is None)
        raise RuleError(T("classic-shipping-costs", n=n, territory=_destination(target),
                          cost=cost, means=support.means(state, faction)),
                        rule="IX.C.1.b, XII.E.4",
                        hint=T("classic-can-ship", count=most) if most else
                        T("classic-cannot-ship"))
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


def _destination(target: str) -> Text:
    return T("classic-reserves") if target == RESERVES else place_word(target)


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
        total, here, where = player.reserves, player.starred_reserves, "in reserve"  # board
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
            raise RuleError(T("classic-no-ship-to-reserves"), rule="IX.C.1.d",
                            hint=T("classic-only-guild-to-reserves-hint"))
        if n > player.reserves:
            raise RuleError(T("classic-in-reserve-not", count=player.reserves, n=n),
                            rule="IX.C.1.a", hint=T("classic-ship-at-most", count=player.reserves)
                            if player.reserves else T("classic-revive-first"))
        return None
    if not alliance_powers.may_cross_ship(state, faction):
        raise RuleError(T("classic-only-guild-cross-ship"),
                        rule=T("classic-rule-guild-shield-xii-e-6"),
                        hint=T("classic-ship-from-reserves"))
    if target == RESERVES and faction != Faction.GUILD:
        raise RuleError(T("classic-only-guild-to-reserves"), rule="IX.C.1.d, XII.E.6",
                        hint=T("classic-cross-ship-usage"))
    origin = territory(source)
    sector = source_section(state, player, origin, source_sector, n)
    if forces.in_storm(state, origin, sector):
        raise RuleError(T("classic-tokens-in-storm", territory=place_word(origin)),
                        rule="IX.C.2.c")
    if origin == target:
        raise RuleError(T("classic-ship-elsewhere"))
    return origin, sector


def _landing(state: ClassicState, faction: Faction, target: str, sector: int | None,
             from_reserves: bool) -> int:
    if faction == Faction.FREMEN and from_reserves and target not in near_great_flat():
        raise RuleError(T("classic-fremen-reserves-only", flat=place_word(GREAT_FLAT),
                          territory=place_word(target)),
                        rule=T("classic-rule-fremen-shield-qa-e7"),
                        hint=T("classic-for-example", territories=joined(
                            [place_word(t) for t in sorted(near_great_flat())[:6]], ", ")))
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
    log.public("storm_losses", T("classic-storm-toll", dead=dead, count=n,
                                 faction=faction_word(faction),
                                 starred=of_which(faction, elite),
                                 territory=place_word(target), sector=sector),
               faction=faction, territory=target, sector=sector, n=dead)


def _pay_shipment(state: ClassicState, faction: Faction, cost: int, log: EventLog, *,
                  to_bank: bool) -> None:
    """Guild shield: shipment payments go to the Guild (Q&A E.1: allies' too); the Guild's
    own, and Karama shipments (pad B.6.A.6), go to the bank."""
    support.charge(state, faction, cost, log)
    guild = player_in_game(state, Faction.GUILD)
    if guild is not None and faction != Faction.GUILD and not to_bank:
        guild.spice += cost
    else:
        state.bank += cost


def _announce_shipment(state: ClassicState, faction: Faction, n: int, target: str,
                       sector: int | None, origin: tuple[str, int] | None, cost: int,
                       log: EventLog, elite: int = 0) -> None:
    src = T("classic-reserves") if origin is None else place_word(origin[0])
    dst = (T("classic-their-reserves") if target == RESERVES
           else T("classic-territory-sector", territory=place_word(target), sector=sector))
    karama = state.movement is not None and state.movement.karama_ship
    to_guild = in_game(state, Faction.GUILD) and faction != Faction.GUILD and not karama
    price = (T("classic-paid-to-guild" if to_guild else "classic-paid-to-the-bank", count=cost)
             if cost else T("classic-free"))
    log.public("shipment", T("classic-ships", faction=faction_word(faction), count=n,
                             starred=of_which(faction, elite), source=src, target=dst,
                             price=price), faction=faction, n=n, territory=target,
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
    where = coexist.named_word(coexist.advisor_target(state)[0])
    log.public("advisor_offer", T("classic-advisor-offer", territory=where))


def check_advise(state: ClassicState, faction: Faction) -> None:
    """Bene Gesserit shield: the decision open after another faction's shipment (once the
    Bene Gesserit have said whether they coexist there, XV.B.5)."""
    mv = state.movement
    if faction != Faction.BENE_GESSERIT or mv is None or mv.advisor_for is None \
            or state.coexist_ask is not None:
        raise RuleError(T("classic-no-shipment-to-accompany"),
                        rule=T("classic-rule-bg-shield"))


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
        log.public("advisor", T("classic-advisor-sent", territory=coexist.named_word(where)),
                   faction=faction, territory=where)
    else:
        log.public("advisor", T("classic-no-advisor-sent"))


def move(state: ClassicState, faction: Faction, n: int, source: str, where: str,
         sector: int | None, source_sector: int | None, starred: int | None,
         log: EventLog) -> None:
    mv = my_turn(state, faction)
    if mv.moved and not mv.extra_moves:
        raise RuleError(T("classic-already-moved"), rule="IX.C.2.b")
    player = state.players[faction]
    origin, target = territory(source), territory(where)
    if origin == target:
        raise RuleError(T("classic-move-elsewhere"), rule="IX.C.2.a")
    start = source_section(state, player, origin, source_sector, n)
    if forces.in_storm(state, origin, start):
        raise RuleError(T("classic-group-in-storm", territory=place_word(origin),
                          sector=start), rule="IX.C.2.c")
    budget = move_range(state, faction)
    routes = reachable(state, faction, (origin, start), budget)
    sector = choose_sector(state, target, sector, legal=lambda s: (target, s) in routes)
    if forces.ally_blocks(state, target, faction):
        raise RuleError(T("classic-ally-already-in", territory=place_word(target)),
                        rule="XII.E.5")
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
    log.public("move", T("classic-moves", faction=faction_word(faction), count=n,
                         starred=of_which(faction, elite), origin=place_word(origin),
                         territory=place_word(target), sector=sector),
               faction=faction, n=n, source=origin,
               territory=target, sector=sector)
    coexist.ask(state, asked, log)


def _unreachable(state: ClassicState, faction: Faction, target: str, sector: int, budget: int,
                 routes: dict) -> Text:
    if forces.in_storm(state, target, sector):
        return T("classic-sector-in-storm", territory=place_word(target), sector=sector)
    if forces.stronghold_full(state, target, faction):
        return T("classic-holds-two-others", territory=place_word(target))
    options = sorted({t for t, _ in routes} - {next(iter(routes))[0]})
    reachable_ = (joined([place_word(t) for t in options], ", ") if options
                  else T("classic-nowhere"))
    return T("classic-out-of-reach", territory=place_word(target), sector=sector,
             count=budget, reachable=reachable_)


def revive_leader(state: ClassicState, faction: Faction, text: str, log: EventLog) -> None:
    mv = my_turn(state, faction)
    player = state.players[faction]
    extra = [kwisatz.NAME] if faction == kwisatz.ATREIDES and kwisatz.awake(state) else []
    try:
        name = resolve_leader(text, among=[x.name for x in leaders_of(faction)] + extra)
    except UnknownName as err:
        raise RuleError(unknown(err)) from None
    allowed = revivable_leaders(state, faction)
    if mv.leader_revived or name not in allowed:
        raise RuleError(T("classic-cannot-revive", leader=leader_word(name)), rule="IX.D",
                        hint=_leader_hint(state, faction, allowed))
    if name == kwisatz.NAME:
        kwisatz.revive(state, log)
        mv.leader_revived = True
        done(state, faction, log)  # IX.D.4
        return
    cost = LEADERS[name].strength
    if cost > player.spice:
        raise RuleError(T("classic-leader-revival-costs", leader=leader_word(name),
                          cost=cost, count=player.spice),
                        rule="IX.D.2", hint=revival.emperor_may_pay(state, faction))
    player.spice -= cost
    state.bank += cost
    player.leaders_in_tanks.remove(name)
    cycle = player.revival_cycle if player.revival_cycle is not None else []
    cycle.append(name)
    everyone = {x.name for x in leaders_of(faction)}
    player.revival_cycle = None if everyone <= set(cycle) else cycle
    mv.leader_revived = True
    log.public("leader_revived", T("classic-leader-revived", faction=faction_word(faction),
                                   leader=leader_word(name), count=cost),
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


def _leader_hint(state: ClassicState, faction: Faction, allowed: list[str]) -> Text:
    if allowed:
        return T("classic-revivable-now",
                 leaders=joined([leader_word(n) for n in allowed], ", "))
    return T("classic-leader-revival-rule")


def done(state: ClassicState, faction: Faction, log: EventLog) -> None:
    mv = my_turn(state, faction)
    log.public("move_done", T("classic-ends-move", faction=faction_word(faction)),
               faction=faction)
    mv.current += 1
    _start_turn(state, log)
