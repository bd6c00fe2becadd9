"""Costruzione: every player orders in secret, all orders revealed together. The
Harkonnen, the Emperor and the Atreides buy new units and rebuild lost steps with spice; the
Fremen build 3 + half their minor cities + their major cities pieces, or rebuild two steps
for each piece they do not build."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from engine.core import Arg, Command, EventLog, RuleError

from . import counter_mix
from .commands import registry
from .data.counters import COMBAT, Kind
from .factions import Faction
from .hooks import begins, candidates_for, decision, plays
from .state import DEAD, Phase, SantiniState, Unit
from .units import in_enemy_zoc, new_unit
from .victory import cities_of
from .words import T, Text, faction_word, joined, kind_word, listing, phase_word

RULE = "Costruzione"
COST = {Kind.INFANTRY: 1, Kind.ARMOUR: 2, Kind.ARTILLERY: 2, Kind.GUARD: 3, Kind.SPY: 1,
        Kind.COMMAND: 3, Kind.WING: 2, Kind.HARVESTER: 1}
"""Costruzione: the price of a new unit."""
REBUILD_COST = {Kind.INFANTRY: 1, Kind.ARMOUR: 2, Kind.ARTILLERY: 2, Kind.GUARD: 3}
"""Costruzione: the price of one step rebuilt."""
FREMEN_KINDS = (Kind.INFANTRY, Kind.COMMAND, Kind.SPY)
FREMEN_GUARDS = 3
"""Nota su Muad'Dib ed Alia: the Fremen's three guards, built once one of them entered."""
STEPS_PER_PIECE = 2

Count = Annotated[int, Field(ge=0), Arg("number", "how many to build")]


@registry.command()
class Build(Command):
    name = "build"
    summary = "Your sealed order for Costruzione: new units by kind, and units to rebuild."
    secret = True
    infantry: Count = 0
    armour: Count = 0
    artillery: Count = 0
    guard: Count = 0
    spy: Count = 0
    command: Count = 0
    wing: Count = 0
    harvester: Count = 0
    rebuild: Annotated[str, Arg("text", "units that lost a step, as `H3,H4`")] = ""

    def counts(self) -> dict[str, int]:
        """The new units asked for, by kind (those asked at least once)."""
        return {k.value: getattr(self, k.value) for k in COST if getattr(self, k.value)}

    def rebuilt(self) -> list[str]:
        return [word.strip().upper() for word in self.rebuild.split(",") if word.strip()]


def fremen_pieces(state: SantiniState) -> int:
    """3 + half the minor cities (rounded down) + the major cities the Fremen hold."""
    held = [state.map.cities[c].major for c in cities_of(state, Faction.FREMEN)]
    return 3 + held.count(False) // 2 + held.count(True)


@begins(Phase.CONSTRUCTION)
def begin(state: SantiniState, log: EventLog) -> None:
    for player in state.players.values():
        player.build = None
        player.rebuild = []


FREMEN_FORM = ("infantry", "command", "spy", "guard", "rebuild")
HOUSE_FORM = ("infantry", "armour", "artillery", "harvester", "rebuild")
"""The five fields of a seat's build form (a Discord form holds five): what the Fremen
may build, or the troops and harvesters a house buys most; the rest are typed."""


def form_fields(state: SantiniState, seat: str) -> tuple[str, ...]:
    return FREMEN_FORM if state.players[seat].faction == Faction.FREMEN else HOUSE_FORM


@decision("construction", secret=True, ui="form", default=lambda state, seat: Build())
def waiting(state: SantiniState) -> list[str]:
    """Every seat until it orders: each may build, whatever it holds."""
    if state.phase != Phase.CONSTRUCTION:
        return []
    return [seat for seat in state.order if state.players[seat].build is None]


@plays(Build)
def order(state: SantiniState, seat: str, command: Build, log: EventLog) -> None:
    if state.phase != Phase.CONSTRUCTION or state.players[seat].build is not None:
        raise RuleError(T("santini-build-not-now"), rule=RULE,
                        hint=T("santini-turn-now", turn=state.turn,
                               phase=phase_word(state.phase)))
    counts, rebuilt = command.counts(), command.rebuilt()
    check(state, seat, counts, rebuilt)
    player = state.players[seat]
    player.build, player.rebuild = counts, rebuilt
    log.private(seat, "build_sealed", T("santini-build-sealed",
                                        order=_order_words(counts, rebuilt)))
    if not waiting(state):
        reveal(state, log)


def check(state: SantiniState, seat: str, counts: dict[str, int], rebuilt: list[str]) -> None:
    """Refuse an order the seat cannot carry out now: kinds, rebuilds, price or pieces."""
    faction = state.players[seat].faction
    units = [_rebuildable(state, faction, uid) for uid in rebuilt]
    if len(set(rebuilt)) != len(rebuilt):
        raise RuleError(T("santini-rebuild-twice"), rule=RULE,
                        hint=_rebuildable_words(state, faction))
    if faction == Faction.FREMEN:
        _check_fremen(state, counts, len(units))
        _check_mix(state, faction, counts)
        return
    _check_mix(state, faction, counts)
    price = sum(COST[Kind(k)] * n for k, n in counts.items())
    price += sum(REBUILD_COST[u.kind] for u in units)
    spice = state.players[seat].spice
    if price > spice:
        raise RuleError(T("santini-build-too-dear", price=price, spice=spice), rule=RULE,
                        hint=T("santini-build-costs"))


def _check_mix(state: SantiniState, faction: Faction, counts: dict[str, int]) -> None:
    """Refuse more units of a kind than the faction's sheet has counters left."""
    for key, count in counts.items():
        available = counter_mix.left(state, faction, key)
        if available is not None and count > available:
            raise RuleError(T("santini-build-mix", kind=kind_word(Kind(key)), count=count,
                              left=available), rule=RULE,
                            hint=T("santini-build-mix-left", left=_left_words(state, faction)))


def _left_words(state: SantiniState, faction: Faction) -> Text:
    """The counters the faction may still build, kind by kind."""
    kinds = fremen_kinds(state) if faction == Faction.FREMEN else tuple(COST)
    return listing([T("santini-mix-left", kind=kind_word(k),
                      count=counter_mix.left(state, faction, k.value)) for k in kinds])


def _rebuildable(state: SantiniState, faction: Faction, uid: str) -> Unit:
    """A unit of the faction that lost a step (not a split Fremen unit), not dead and not
    in an enemy's zoc."""
    unit = state.units.get(uid)
    if unit is None or unit.faction != faction or unit.place == DEAD:
        raise RuleError(T("santini-rebuild-unknown", unit=uid), rule=RULE,
                        hint=_rebuildable_words(state, faction))
    if unit.kind not in COMBAT or unit.split or unit.steps >= 2:
        raise RuleError(T("santini-rebuild-whole", unit=uid), rule=RULE,
                        hint=_rebuildable_words(state, faction))
    if unit.on_map and in_enemy_zoc(state, unit.place, faction):
        raise RuleError(T("santini-rebuild-zoc", unit=uid, hex=unit.place), rule=RULE,
                        hint=_rebuildable_words(state, faction))
    return unit


def rebuildable(state: SantiniState, faction: Faction) -> list[str]:
    """The faction's units that may have a step rebuilt now."""
    return [u.id for u in state.units.values() if u.faction == faction and u.combat
            and u.steps == 1 and not u.split and u.place != DEAD
            and not (u.on_map and in_enemy_zoc(state, u.place, faction))]


def _rebuildable_words(state: SantiniState, faction: Faction) -> Text:
    units = rebuildable(state, faction)
    return T("santini-rebuild-which", count=len(units),
             units=joined(units, ", ") if units else T("santini-none"))


def fremen_kinds(state: SantiniState) -> tuple[Kind, ...]:
    """What the Fremen build: infantry, commands and spies, and their guards once Muad'Dib
    or Alia entered."""
    return FREMEN_KINDS + ((Kind.GUARD,) if state.fremen_guards else ())


def _check_fremen(state: SantiniState, counts: dict[str, int], rebuilt: int) -> None:
    kinds = fremen_kinds(state)
    if any(Kind(k) not in kinds for k in counts):
        pieces = fremen_pieces(state)
        hint = T("santini-build-fremen-guards", pieces=pieces) if state.fremen_guards \
            else T("santini-build-fremen-kinds", pieces=pieces)
        raise RuleError(T("santini-build-fremen-kind"), rule=RULE, hint=hint)
    guards = sum(1 for u in state.units.values() if u.faction == Faction.FREMEN
                 and u.kind == Kind.GUARD and u.place != DEAD)
    if guards + counts.get(Kind.GUARD.value, 0) > FREMEN_GUARDS:
        raise RuleError(T("santini-build-fremen-three-guards", left=FREMEN_GUARDS - guards),
                        rule="Nota su Muad'Dib ed Alia")
    pieces, built = fremen_pieces(state), sum(counts.values())
    if built > pieces or rebuilt > STEPS_PER_PIECE * (pieces - built):
        raise RuleError(T("santini-build-fremen-pieces", pieces=pieces, built=built,
                          rebuilt=rebuilt), rule=RULE, hint=T("santini-build-fremen-trade"))


def reveal(state: SantiniState, log: EventLog) -> None:
    """Every order at once, in the seats' order: an order no longer possible (the spice
    given away since) builds nothing. The orders stay as carried out, public now, until the
    next Costruzione begins."""
    for seat in state.order:
        player = state.players[seat]
        counts, rebuilt = player.build or {}, player.rebuild
        try:
            check(state, seat, counts, rebuilt)
        except RuleError:
            player.build, player.rebuild = {}, []
            log.public("build_void", T("santini-build-void", seat=seat,
                                       faction=faction_word(player.faction)))
            continue
        _carry_out(state, seat, counts, rebuilt, log)


def _carry_out(state: SantiniState, seat: str, counts: dict[str, int], rebuilt: list[str],
               log: EventLog) -> None:
    player = state.players[seat]
    fremen = player.faction == Faction.FREMEN
    price = 0
    new: list[str] = []
    for kind, count in counts.items():
        price += COST[Kind(kind)] * count
        new += [new_unit(state, player.faction, Kind(kind)).id for _ in range(count)]
    for uid in rebuilt:
        unit = state.units[uid]
        price += REBUILD_COST[unit.kind]
        unit.steps, unit.veteran = 2, False
    paid = 0 if fremen else price
    player.spice -= paid
    log.public("built", T("santini-built", seat=seat, faction=faction_word(player.faction),
                          order=_order_words(counts, rebuilt), spice=paid,
                          units=joined(new, ", ") if new else T("santini-none")))


def _order_words(counts: dict[str, int], rebuilt: list[str]) -> Text:
    items = [T(f"santini-build-{kind}", count=n) for kind, n in counts.items()]
    if rebuilt:
        items.append(T("santini-build-rebuild", units=", ".join(rebuilt)))
    return listing(items) if items else T("santini-build-nothing")


@candidates_for("construction")
def _orders(state: SantiniState, seat: str) -> list[Command]:
    player = state.players[seat]
    faction = player.faction
    reduced = ",".join(rebuildable(state, faction)[:2])
    if faction == Faction.FREMEN:
        pieces = fremen_pieces(state)
        infantry = counter_mix.capped(state, faction, Kind.INFANTRY.value, pieces)
        orders = [Build(), Build(infantry=infantry),
                  Build(infantry=min(infantry, pieces - 1), rebuild=reduced)]
        if infantry < pieces:  # the sheet ran out of infantry: commands fill the order
            orders.append(Build(infantry=infantry, command=pieces - infantry))
    else:
        orders = [Build(), Build(infantry=min(player.spice, 2)), Build(rebuild=reduced),
                  Build(infantry=1, armour=1, spy=1)]
    return [o for o in orders if fits(state, faction, o)]


def fits(state: SantiniState, faction: Faction, order: Build) -> bool:
    """Whether the faction's sheet still has a counter for each unit the order builds."""
    return all(counter_mix.capped(state, faction, k, n) == n for k, n in order.counts().items())
