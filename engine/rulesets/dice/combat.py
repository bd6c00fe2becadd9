"""Combat (COMBAT): in each region out of the storm (never the Polar Sink) where the active
player's troops meet a faction that is not his ally, in the order he chooses. The attacker's
ally fights with him; every enemy present fights with the defender, the faction that played
last before him. A Fortification first takes one attacking troop (not against the Harkonnen's
Infiltration). Side members may lend their leader. Both players then secretly commit troops
and leaders; the greater strength wins, the defender on a tie. Committed units and the
loser's other troops go back to their reserves; the winner's other troops hold the region.
Honourable duel (Atreides) and Evacuation (Guild) send some of them to the card instead."""

from __future__ import annotations

from engine.core import Command, Decision, EventLog, RuleError

from . import commands as c
from . import dancers
from .abilities import knot
from .data import FACTIONS, Construction, Faction
from .regions import resolve_region, take_off
from .setup import resolve_faction
from .state import DiceState, Fight, Pledge, Step, Units


def begin(state: DiceState, log: EventLog) -> None:
    state.step = Step.COMBAT
    state.turn.fought = []
    state.turn.fight = None


def contested(state: DiceState) -> list[str]:
    """Regions still to fight over this turn, in map order."""
    me, ally = state.active_faction, state.turn.ally
    out = []
    for region in state.map.names:
        here = state.board.get(region, {})
        if (region == state.map.polar_sink or state.in_storm(region)
                or region in state.turn.fought or me not in here):
            continue
        if any(f not in (me, ally) for f in here):
            out.append(region)
    return out


def finished(state: DiceState) -> bool:
    return state.turn.fight is None and not contested(state)



# -- opening a battle ----------------------------------------------------------------------------


def _open(state: DiceState, region: str, log: EventLog) -> None:
    me, ally = state.active_faction, state.turn.ally
    here = state.board[region]
    attackers = [me] + ([ally] if ally in here else [])
    enemies = []
    n = len(state.order)
    for back in range(1, n):
        faction = state.players[state.order[(state.active - back) % n]].faction
        if faction in here and faction not in attackers:
            enemies.append(faction)
    fight = Fight(region=region, attackers=attackers, defenders=enemies)
    fight.fortified = (state.constructions.get(region) != Construction.FORTIFICATION
                       or knot(state, me, Faction.HARKONNEN))
    fight.asked = [f for f in (*attackers[1:], *enemies[1:]) if _leaders(state, f)]
    state.turn.fight = fight
    fight.dancing = dancers.opens(state)
    log.public("battle", f"Battle in {region}: the {' and '.join(attackers)} attack; the "
               f"{enemies[0]} defend" + (f" with the {', '.join(enemies[1:])}"
                                         if enemies[1:] else "") + ".", region=region)


def _leaders(state: DiceState, faction: Faction) -> int:
    return state.player_of(faction).leaders_card


def auto(state: DiceState, log: EventLog) -> bool:
    if state.step != Step.COMBAT:
        return False
    fight = state.turn.fight
    if fight is None:
        battles = contested(state)
        if len(battles) != 1:
            return False
        _open(state, battles[0], log)
        return True
    if fight.dancing:
        return False
    if _deserted(state, log):
        return True
    if not fight.fortified:
        losses = fortress_losses(state)
        if len(losses) > 1:
            return False
        _fortify(state, *losses[0], log)
        return True
    if not fight.asked and len(fight.pledges) == 2:
        _resolve(state, log)
        return True
    return False


def _deserted(state: DiceState, log: EventLog) -> bool:
    """Face Dancers may leave a side with no cube in the region: then the region is no
    longer shared, and there is no battle."""
    fight = state.turn.fight
    assert fight is not None
    here = state.board.get(fight.region, {})
    for side, words in ((fight.attackers, "attacker"), (fight.defenders, "defender")):
        if not any(f in here for f in side):
            log.public("battle", f"No {words} is left in {fight.region}: no battle.")
            _close(state)
            return True
    return False


def check_battle(state: DiceState, seat: str) -> None:
    if state.step != Step.COMBAT or state.turn.fight is not None:
        raise RuleError("The next battle is chosen between battles (COMBAT).")
    if seat != state.active_seat:
        raise RuleError(f"{state.active_seat} chooses the order of the battles.")


def battle(state: DiceState, seat: str, name: str, log: EventLog) -> None:
    check_battle(state, seat)
    region = resolve_region(state, name)
    if region not in contested(state):
        raise RuleError(f"No battle in {region} (COMBAT).",
                        hint="Battles: " + ", ".join(contested(state)) + ".")
    _open(state, region, log)


# -- the Fortification -----------------------------------------------------------------------


def fortress_losses(state: DiceState) -> list[tuple[Faction, bool]]:
    """The attacking cubes the active player may give to the Fortification."""
    fight = state.turn.fight
    assert fight is not None
    here = state.board[fight.region]
    return [(f, large) for f in fight.attackers if f in here
            for large, n in ((False, here[f].troop), (True, here[f].elite)) if n]


def check_sacrifice(state: DiceState, seat: str) -> None:
    fight = state.turn.fight
    if state.step != Step.COMBAT or fight is None or fight.dancing or fight.fortified:
        raise RuleError("A Fortification takes its troop at the start of a battle "
                        "(Fortification).")
    if seat != state.active_seat:
        raise RuleError(f"{state.active_seat} chooses the troop the Fortification takes.")


def sacrifice(state: DiceState, seat: str, name: str, large: bool, log: EventLog) -> None:
    check_sacrifice(state, seat)
    faction = resolve_faction(name)
    losses = fortress_losses(state)
    if (faction, large) not in losses:
        raise RuleError("Not an attacking cube in this region.",
                        hint="Choose: " + ", ".join(
                            f"`sacrifice '{f}'{' large=yes' if g else ''}`"
                            for f, g in losses) + ".")
    _fortify(state, faction, large, log)


def _fortify(state: DiceState, faction: Faction, large: bool, log: EventLog) -> None:
    fight = state.turn.fight
    assert fight is not None
    del state.constructions[fight.region]
    state.reserve[Construction.FORTIFICATION] += 1
    fight.fortified = True
    log.public("fortification", f"The Fortification of {fight.region} takes a {faction} "
               "troop and returns to the reserve.", faction=faction.value)
    _withdraw(state, faction, Units(troop=not large, elite=large), log)
    _deserted(state, log)


# -- leaders lent ------------------------------------------------------------------------------


def check_lend(state: DiceState, seat: str) -> None:
    fight = state.turn.fight
    if state.step != Step.COMBAT or fight is None or fight.dancing or not fight.fortified:
        raise RuleError("Leaders are lent before the commitments of a battle (COMBAT).")
    faction = state.players[seat].faction
    if faction not in fight.asked:
        raise RuleError("You are not asked to lend a leader in this battle.")


def lend(state: DiceState, seat: str, yes: bool, log: EventLog) -> None:
    check_lend(state, seat)
    fight = state.turn.fight
    faction = state.players[seat].faction
    assert fight is not None and faction is not None
    fight.asked.remove(faction)
    if yes:
        fight.lent.append(faction)
    log.public("lend", f"The {faction} {'lend' if yes else 'do not lend'} their leader.",
               faction=faction.value, yes=yes)


# -- the secret commitments ------------------------------------------------------------------


def captains(state: DiceState) -> list[str]:
    """The seats of the two sides' players, attacker first."""
    fight = state.turn.fight
    assert fight is not None
    return [state.seat_of(fight.attackers[0]) or "", state.seat_of(fight.defenders[0]) or ""]


def _side(state: DiceState, seat: str) -> list[Faction]:
    fight = state.turn.fight
    assert fight is not None
    return fight.attackers if seat == captains(state)[0] else fight.defenders


def limits(state: DiceState, seat: str) -> Pledge:
    """The most a side's player may commit, field by field."""
    fight = state.turn.fight
    assert fight is not None
    here = state.board[fight.region]
    side = _side(state, seat)
    own = here.get(side[0], Units())
    others = [here[f] for f in side[1:] if f in here]
    most_leaders = min(_leaders(state, side[0]), FACTIONS[side[0]].leaders)
    return Pledge(troops=own.troop, large=own.elite,
                  allied=sum(u.troop for u in others),
                  allied_large=sum(u.elite for u in others), leaders=most_leaders,
                  lent=sum(f in fight.lent for f in side[1:]))


def check_commit(state: DiceState, seat: str) -> None:
    fight = state.turn.fight
    if (state.step != Step.COMBAT or fight is None or fight.dancing or not fight.fortified
            or fight.asked):
        raise RuleError("Units are committed once the battle is set (COMBAT).")
    if seat not in captains(state):
        raise RuleError("Only the attacker and the defender commit units.")
    if seat in fight.pledges:
        raise RuleError("Your commitment is made.")


def commit(state: DiceState, seat: str, troops: int, large: int, allied: int,
           allied_large: int, leaders: int, lent: int, log: EventLog) -> None:
    check_commit(state, seat)
    pledge = Pledge(troops=troops, large=large, allied=allied, allied_large=allied_large,
                    leaders=leaders, lent=lent)
    most = limits(state, seat)
    over = [name for name, n in pledge.model_dump().items() if n > getattr(most, name)]
    if over:
        raise RuleError("You may commit at most: " + ", ".join(
            f"{name} {n}" for name, n in most.model_dump().items()) + ".",
            hint=f"Too many: {', '.join(over)}.")
    fight = state.turn.fight
    assert fight is not None
    fight.pledges[seat] = pledge
    log.private(seat, "commit", f"Your commitment: {strength(state, seat, pledge)} strength "
                f"({_words(pledge)}).")
    log.public("committed", f"{seat} has committed units.", seat=seat)


def _words(pledge: Pledge) -> str:
    return ", ".join(f"{n} {name}" for name, n in pledge.model_dump().items() if n) or "none"


def _leader_strengths(faction: Faction) -> list[int]:
    spec = FACTIONS[faction]
    return [spec.strength] + ([spec.second_strength] if spec.leaders > 1 else [])


def strength(state: DiceState, seat: str, pledge: Pledge) -> int:
    """Troops 1, large cubes 2, leaders their strength (Leto 3, with Duncan Idaho 5)."""
    side = _side(state, seat)
    fight = state.turn.fight
    assert fight is not None
    lenders = [f for f in side[1:] if f in fight.lent][:pledge.lent]
    leaders = sum(_leader_strengths(side[0])[:pledge.leaders]) + sum(
        _leader_strengths(f)[0] for f in lenders)
    return pledge.troops + pledge.allied + 2 * (pledge.large + pledge.allied_large) + leaders


# -- resolution --------------------------------------------------------------------------------


def _resolve(state: DiceState, log: EventLog) -> None:
    fight = state.turn.fight
    assert fight is not None
    attack_seat, defend_seat = captains(state)
    attack, defend = (fight.pledges[attack_seat], fight.pledges[defend_seat])
    a, d = strength(state, attack_seat, attack), strength(state, defend_seat, defend)
    won = a > d
    log.public("reveal", f"{attack_seat} reveals {_words(attack)}: {a}; {defend_seat} "
               f"reveals {_words(defend)}: {d}. The "
               f"{(fight.attackers if won else fight.defenders)[0]} win"
               + (" (the defender wins a tie)." if a == d else "."),
               attack=a, defend=d, attacker_wins=won)
    duel = (attack.leaders + attack.lent) > 0 and (defend.leaders + defend.lent) > 0
    for seat, pledge in ((attack_seat, attack), (defend_seat, defend)):
        _spend(state, seat, pledge, duel, log)
    losers = fight.defenders if won else fight.attackers
    for faction in losers:
        units = state.board.get(fight.region, {}).get(faction, Units())
        _withdraw(state, faction, units, log, duel=duel, beaten=True)
    _close(state)


def _spend(state: DiceState, seat: str, pledge: Pledge, duel: bool, log: EventLog) -> None:
    """Committed cubes and leaders leave: the side's own first, then its others' in order."""
    fight = state.turn.fight
    assert fight is not None
    side = _side(state, seat)
    _withdraw(state, side[0], Units(troop=pledge.troops, elite=pledge.large), log, duel=duel)
    troops, large = pledge.allied, pledge.allied_large
    for faction in side[1:]:
        here = state.board.get(fight.region, {}).get(faction, Units())
        take = Units(troop=min(troops, here.troop), elite=min(large, here.elite))
        troops, large = troops - take.troop, large - take.elite
        _withdraw(state, faction, take, log, duel=duel)
    _leaders_out(state, side[0], pledge.leaders)
    for faction in [f for f in side[1:] if f in fight.lent][:pledge.lent]:
        _leaders_out(state, faction, 1)


def _withdraw(state: DiceState, faction: Faction, units: Units, log: EventLog, *,
              duel: bool = False, beaten: bool = False) -> None:
    """Cubes leave the battle's region for their faction's reserve, or for its card: the
    Atreides' after a duel of leaders (Honourable duel), the Guild's beaten ones
    (Evacuation)."""
    fight = state.turn.fight
    assert fight is not None
    if not units:
        return
    take_off(state, fight.region, faction, units, log)
    player = state.player_of(faction)
    if ((duel and knot(state, faction, Faction.ATREIDES))
            or (beaten and knot(state, faction, Faction.GUILD))):
        player.card += units
    else:
        player.reserve += units


def _leaders_out(state: DiceState, faction: Faction, n: int) -> None:
    player = state.player_of(faction)
    player.leaders_card -= n
    player.leaders_reserve += n


def _close(state: DiceState) -> None:
    fight = state.turn.fight
    assert fight is not None
    state.turn.fought.append(fight.region)
    state.turn.fight = None


# -- decisions -----------------------------------------------------------------------------------


def waits(state: DiceState) -> list[Decision]:
    fight = state.turn.fight
    if fight is not None and fight.dancing:
        return dancers.waits(state)
    if fight is None:
        first = contested(state)[0]
        return [Decision(seat=state.active_seat, kind="battle",
                         prompt="Choose the next battle: " + ", ".join(contested(state)),
                         default={"name": "battle", "region": first})]
    if not fight.fortified:
        faction, large = fortress_losses(state)[0]
        return [Decision(seat=state.active_seat, kind="sacrifice",
                         prompt=f"The Fortification of {fight.region} takes one of your "
                         "side's troops: which?",
                         default={"name": "sacrifice", "faction": faction.value,
                                  "large": large})]
    if fight.asked:
        return [Decision(seat=state.seat_of(f) or "", kind="lend",
                         prompt=f"Lend your leader to your side in {fight.region}?",
                         default={"name": "lend", "yes": False}) for f in fight.asked]
    return [Decision(seat=seat, kind="commit", secret=True, ui="form",
                     prompt=f"Battle in {fight.region}: secretly commit troops and leaders.",
                     default={"name": "commit", **_all_cubes(state, seat).model_dump()})
            for seat in captains(state) if seat not in fight.pledges]


def _all_cubes(state: DiceState, seat: str) -> Pledge:
    """The default commitment: every cube of the side, no leader."""
    most = limits(state, seat)
    return most.model_copy(update={"leaders": 0, "lent": 0})


def candidates(state: DiceState, seat: str) -> list[Command]:
    fight = state.turn.fight
    if fight is None:
        return [c.Battle(region=r) for r in contested(state)]
    if fight.dancing:
        return dancers.candidates(state, seat)
    if not fight.fortified:
        return [c.Sacrifice(faction=f.value, large=g) for f, g in fortress_losses(state)]
    if fight.asked:
        return [c.Lend(yes=True), c.Lend(yes=False)]
    if seat not in captains(state):
        return []
    most = limits(state, seat)
    cubes = _all_cubes(state, seat)
    out = [c.Commit(), c.Commit(**cubes.model_dump())]
    if most.leaders or most.lent:
        out.append(c.Commit(**most.model_dump()))
    return out
