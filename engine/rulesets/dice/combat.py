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
from .words import T, Text, factions, joined, regions
from .words import faction as word
from .words import region as region_word


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
    log.public("battle", T("dice-battle-with" if enemies[1:] else "dice-battle",
                           region=region_word(region), attackers=factions(attackers, " / "),
                           defender=word(enemies[0]), others=factions(enemies[1:])),
               region=region)


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
    for side, words in ((fight.attackers, "dice-no-attacker-left"),
                        (fight.defenders, "dice-no-defender-left")):
        if not any(f in here for f in side):
            log.public("battle", T(words, region=region_word(fight.region)))
            _close(state)
            return True
    return False


def check_battle(state: DiceState, seat: str) -> None:
    if state.step != Step.COMBAT or state.turn.fight is not None:
        raise RuleError(T("dice-battle-between"))
    if seat != state.active_seat:
        raise RuleError(T("dice-chooses-battles", seat=state.active_seat))


def battle(state: DiceState, seat: str, name: str, log: EventLog) -> None:
    check_battle(state, seat)
    region = resolve_region(state, name)
    if region not in contested(state):
        raise RuleError(T("dice-no-battle", region=region_word(region)),
                        hint=T("dice-battles-are", regions=regions(contested(state))))
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
        raise RuleError(T("dice-fortification-when"))
    if seat != state.active_seat:
        raise RuleError(T("dice-chooses-sacrifice", seat=state.active_seat))


def sacrifice(state: DiceState, seat: str, name: str, large: bool, log: EventLog) -> None:
    check_sacrifice(state, seat)
    faction = resolve_faction(name)
    losses = fortress_losses(state)
    if (faction, large) not in losses:
        raise RuleError(T("dice-not-attacking-cube"), hint=T("dice-choose", choices=", ".join(
            f"`sacrifice '{f}'{' large=yes' if g else ''}`" for f, g in losses)))
    _fortify(state, faction, large, log)


def _fortify(state: DiceState, faction: Faction, large: bool, log: EventLog) -> None:
    fight = state.turn.fight
    assert fight is not None
    del state.constructions[fight.region]
    state.reserve[Construction.FORTIFICATION] += 1
    fight.fortified = True
    log.public("fortification", T("dice-fortification-takes",
                                  region=region_word(fight.region), faction=word(faction)),
               faction=faction.value)
    _withdraw(state, faction, Units(troop=not large, elite=large), log)
    _deserted(state, log)


# -- leaders lent ------------------------------------------------------------------------------


def check_lend(state: DiceState, seat: str) -> None:
    fight = state.turn.fight
    if state.step != Step.COMBAT or fight is None or fight.dancing or not fight.fortified:
        raise RuleError(T("dice-lend-when"))
    faction = state.players[seat].faction
    if faction not in fight.asked:
        raise RuleError(T("dice-not-asked-to-lend"))


def lend(state: DiceState, seat: str, yes: bool, log: EventLog) -> None:
    check_lend(state, seat)
    fight = state.turn.fight
    faction = state.players[seat].faction
    assert fight is not None and faction is not None
    fight.asked.remove(faction)
    if yes:
        fight.lent.append(faction)
    log.public("lend", T("dice-lends" if yes else "dice-does-not-lend", faction=word(faction)),
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
        raise RuleError(T("dice-commit-when"))
    if seat not in captains(state):
        raise RuleError(T("dice-only-captains-commit"))
    if seat in fight.pledges:
        raise RuleError(T("dice-commitment-made"))


def commit(state: DiceState, seat: str, troops: int, large: int, allied: int,
           allied_large: int, leaders: int, lent: int, log: EventLog) -> None:
    check_commit(state, seat)
    pledge = Pledge(troops=troops, large=large, allied=allied, allied_large=allied_large,
                    leaders=leaders, lent=lent)
    most = limits(state, seat)
    over = [name for name, n in pledge.model_dump().items() if n > getattr(most, name)]
    if over:
        raise RuleError(T("dice-commit-at-most", most=pledge_fields(most)),
                        hint=T("dice-too-many", fields=joined(
                            [T(f"dice-pledge-{name.replace('_', '-')}") for name in over],
                            ", ")))
    fight = state.turn.fight
    assert fight is not None
    fight.pledges[seat] = pledge
    log.private(seat, "commit", T("dice-your-commitment", strength=strength(state, seat, pledge),
                                  units=_words(pledge)))
    log.public("committed", T("dice-committed", seat=seat), seat=seat)


def pledge_fields(pledge: Pledge, every: bool = True) -> Text:
    """`troops 3, large 1, ...`: a commitment's fields and their numbers."""
    return joined([T("dice-pledge-field", field=T(f"dice-pledge-{name.replace('_', '-')}"),
                     count=n) for name, n in pledge.model_dump().items() if every or n], ", ")


def _words(pledge: Pledge) -> Text:
    items = [T("dice-pledge-count", field=T(f"dice-pledge-{name.replace('_', '-')}"), count=n)
             for name, n in pledge.model_dump().items() if n]
    return joined(items, ", ") if items else T("dice-none")


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
    log.public("reveal", T("dice-reveal-tie" if a == d else "dice-reveal",
                           attacker=attack_seat, attack=_words(attack), a=a,
                           defender=defend_seat, defend=_words(defend), d=d,
                           winner=word((fight.attackers if won else fight.defenders)[0])),
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
                         prompt=T("dice-prompt-battle", regions=regions(contested(state))),
                         default={"name": "battle", "region": first})]
    if not fight.fortified:
        faction, large = fortress_losses(state)[0]
        return [Decision(seat=state.active_seat, kind="sacrifice",
                         prompt=T("dice-prompt-sacrifice", region=region_word(fight.region)),
                         default={"name": "sacrifice", "faction": faction.value,
                                  "large": large})]
    if fight.asked:
        return [Decision(seat=state.seat_of(f) or "", kind="lend",
                         prompt=T("dice-prompt-lend", region=region_word(fight.region)),
                         default={"name": "lend", "yes": False}) for f in fight.asked]
    return [Decision(seat=seat, kind="commit", secret=True, ui="form",
                     prompt=T("dice-prompt-commit", region=region_word(fight.region)),
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
