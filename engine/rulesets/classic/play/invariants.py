"""Conservation laws of the physical game, checked after every command in tests and
simulations: nothing is created or lost except by the rules; and the laws of alliances
(XII.C.4, XII.E.3-5), which no command may break."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from engine.core import Event

from ..board import advantages, forces
from ..board.starred import starred_total
from ..data import LEADERS, POLAR_SINK, SPICE_DECK, TOKENS_PER_FACTION, Faction
from ..data.main_leaders import EVERY_LEADER, is_main
from ..model.state import SPICE_SUPPLY, ClassicState
from .invariants_1984 import expansion_problems
from .invariants_arena import arena_problems
from .rules import rules_for

ARRIVALS = ("shipment", "move", "worm_ride")
"""Events of tokens entering a territory by a player's own command."""


def problems(state: ClassicState, events: Iterable[Event] = ()) -> list[str]:
    """Every broken invariant, in words; empty when the state is sound. `events` are those
    of the command just applied, for the laws about what a command did."""
    out: list[str] = (_alliance_problems(state) + _arrival_problems(state, events)
                      + _advisor_problems(state) + _starred_problems(state)
                      + _captured_problems(state) + _out_problems(state))
    for faction, player in state.players.items():
        if faction in state.out:
            continue  # THE DUEL, VII: his tokens left the game (`_out_problems`)
        total = forces.on_planet(state, faction) + player.reserves + player.tanks
        if total != TOKENS_PER_FACTION:
            out.append(f"{faction.value}: {total} tokens accounted for, not 20")
        if min(player.spice, player.reserves, player.tanks) < 0:
            out.append(f"{faction.value}: negative spice, reserves or tanks")
        if any(EVERY_LEADER[n].faction != faction for n in player.leaders_in_tanks):
            out.append(f"{faction.value}: another faction's leader in its tanks")
        if state.fight is None and any(is_main(n) for n in player.leaders_in_tanks):
            # a main leader killed in the arena puts its player out when the fight is over
            out.append(f"{faction.value}: its main leader in the tanks, yet in the game")
    board = sum(n for sectors in state.spice.values() for n in sectors.values())
    held = sum(p.spice for p in state.players.values()) + sum(
        n for pledges in state.support.values() for n in pledges.values()) + sum(
        state.battles.current.spice_aside.values() if state.battles and state.battles.current
        else ()) + (sum(state.fight.backing.values()) if state.fight else 0)
    # XXII.A.2: spice set aside with the battle plans; THE DUEL V.2: backing in the arena
    held += state.harvest.held() if state.harvest else 0  # THE SPICE HARVEST, IV.4
    held += sum(p.held for p in state.poisons)  # THE DUEL, VIII.4: bribes set aside
    if state.bank + board + held != SPICE_SUPPLY:
        out.append(f"spice: bank {state.bank} + board {board} + players {held} != {SPICE_SUPPLY}")
    up = state.bidding.cards[state.bidding.index:] if state.bidding else []
    cards = Counter(state.treachery_deck + state.treachery_discard + state.removed_cards + up)
    for player in state.players.values():
        cards.update(player.hand)
    cards.update(p.card for p in state.poisons)  # THE DUEL VIII.4: face down before shields
    deck = Counter(rules_for(state.options).treachery_deck)
    if cards != deck:
        out.append(f"treachery cards: {sorted((cards - deck).elements())} "
                   f"extra, {sorted((deck - cards).elements())} missing")
    if Counter(state.spice_deck + state.spice_discard + state.spice_discard_2) \
            != Counter(SPICE_DECK):
        out.append("spice deck: cards missing or duplicated")
    for territory, sectors in state.forces.items():
        for sector, stack in sectors.items():
            if not stack or any(n <= 0 for n in stack.values()):
                out.append(f"{territory} {sector}: empty or non-positive stack")
    return out + _option_problems(state) + arena_problems(state) + expansion_problems(state)


def _option_problems(state: ClassicState) -> list[str]:
    """XXI: a second discard pile only in the advanced blow; XVI: a weather game has the
    Fremen, who hold one marker of six."""
    out: list[str] = []
    o = state.options
    if not o.double_blow and (state.spice_discard_2 or state.blow_pile != 1):
        out.append("spice blow: discard pile 2 used without the advanced blow (XXI)")
    if o.weather and Faction.FREMEN not in state.players:
        out.append("weather: no Fremen to draw the storm markers (XVI.D)")
    for marker in (state.weather_marker, state.weather_shown):
        if marker is not None and (not o.weather or not 1 <= marker <= 6):
            out.append(f"weather: a storm marker {marker} (XVI.B: six markers, 1 to 6)")
    return out


def _starred_problems(state: ClassicState) -> list[str]:
    """XV: each faction's starred tokens are all accounted for (board, reserves, tanks), and
    every count of them lies within the tokens it is part of."""
    out: list[str] = []
    for faction, player in state.players.items():
        if faction in state.out:
            continue
        on_board = sum(stack.get(faction, 0) for sectors in state.starred.values()
                       for stack in sectors.values())
        total = on_board + player.starred_reserves + player.starred_tanks
        if total != starred_total(state, faction):
            out.append(f"{faction.value}: {total} starred tokens accounted for, not "
                       f"{starred_total(state, faction)}")
        if not (0 <= player.starred_reserves <= player.reserves
                and 0 <= player.starred_tanks <= player.tanks):
            out.append(f"{faction.value}: starred tokens outside its reserves or tanks")
    for territory, sectors in state.starred.items():
        for sector, stack in sectors.items():
            for faction, n in stack.items():
                if not 0 < n <= forces.count(state, faction, territory, sector):
                    out.append(f"{territory} {sector}: {n} starred {faction.value} tokens "
                               "among fewer")
    return out


def _captured_problems(state: ClassicState) -> list[str]:
    """Pad, Harkonnen 1 (XV): the Harkonnen hold each captured leader once; it is another
    player's, alive, and held only with the advantages."""
    out: list[str] = []
    if state.captured and not advantages.has(state, Faction.HARKONNEN):
        out.append("captured leaders without the Harkonnen's advantage")
    if len(state.captured) != len(set(state.captured)):
        out.append(f"captured leaders held twice: {state.captured}")
    for name in state.captured:
        if name not in LEADERS:
            out.append(f"{name}: captured, yet a main leader (docs/rules-notes.md)")
            continue
        owner = LEADERS[name].faction
        if owner == Faction.HARKONNEN or owner not in state.players \
                or name in state.players[owner].leaders_in_tanks:
            out.append(f"{name}: captured, yet Harkonnen, absent or in the tanks")
    return out


def _out_problems(state: ClassicState) -> list[str]:
    """THE DUEL, VII: a player out of the game holds nothing (no tokens anywhere, spice,
    cards, traitors or leaders in the tanks), is in no alliance, and only with THE DUEL."""
    out: list[str] = []
    if state.out and not state.options.duel:
        out.append(f"players out {sorted(state.out)} without THE DUEL")
    allied = {f for a in state.alliances for f in a}
    for faction in state.out:
        p = state.players[faction]
        held = (forces.on_planet(state, faction), p.reserves, p.tanks, p.spice, len(p.hand),
                len(p.traitors), len(p.leaders_in_tanks), p.starred_reserves, p.starred_tanks)
        if any(held) or faction in allied or state.support.get(faction):
            out.append(f"{faction.value}: out of the game, yet holding {held} or allied")
    return out


def _alliance_problems(state: ClassicState) -> list[str]:
    """XII.C.4: one alliance at most per player, each of two or more; XII.E.3-4: pledges
    only between allies; XII.E.5: allies never battle."""
    out: list[str] = []
    members = [f for a in state.alliances for f in a]
    if len(members) != len(set(members)) or any(len(a) < 2 for a in state.alliances):
        out.append(f"alliances: {state.alliances} overlap or have fewer than two members")
    for ally, pledges in state.support.items():
        if any(giver not in forces.allies(state, ally) for giver in pledges):
            out.append(f"support: a pledge to {ally.value} from a non-ally")
    b = state.battles.current if state.battles else None
    if b is not None and b.defender in forces.allies(state, b.aggressor):
        out.append(f"battle: allies {b.aggressor.value} and {b.defender.value} fight")
    for asker, asked in state.invitations.items():
        if set(asked) & forces.allies(state, asker):
            out.append(f"nexus: {asker.value} asks an ally for an alliance")
    return out


def _advisor_problems(state: ClassicState) -> list[str]:
    """XV.B.4: advisors only with the option, only where Bene Gesserit tokens stand (never
    the Polar Sink), listed once in order; and they never fight a battle."""
    out: list[str] = []
    bg = Faction.BENE_GESSERIT
    if state.advisors and not state.options.advantages:
        out.append("advisors without coexistence (XV.B)")
    if state.advisors != sorted(set(state.advisors)) or POLAR_SINK in state.advisors \
            or any(not forces.total_in(state, bg, t) for t in state.advisors):
        out.append(f"advisors: {state.advisors} not where the Bene Gesserit stand, in order")
    b = state.battles.current if state.battles else None
    if b is not None and bg in b.sides and forces.advising(state, bg, b.territory):
        out.append(f"battle: Bene Gesserit advisors fight in {b.territory}")
    return out


def _arrival_problems(state: ClassicState, events: Iterable[Event]) -> list[str]:
    """XII.E.5: no player's tokens enter a territory (but the Polar Sink) where an ally
    stands. Within one command nothing else enters or leaves, so the state after it shows
    who stood there."""
    out: list[str] = []
    for e in events:
        if e.kind not in ARRIVALS or "territory" not in e.data:
            continue
        rider = Faction.FREMEN  # a worm ride's event names no faction: only Fremen ride
        faction, territory = Faction(e.data.get("faction", rider)), e.data["territory"]
        shared = forces.present(state, territory) & forces.allies(state, faction)
        if territory != POLAR_SINK and shared:
            out.append(f"{faction.value} entered {territory}, where its ally "
                       f"{min(shared).value} stands")
    return out
