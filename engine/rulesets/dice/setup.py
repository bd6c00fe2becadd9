"""The set-up (MISE EN PLACE): the game made, the factions chosen in turn, each faction's
own set-up in the cards' order (1-8), then the first turn."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Command, Decision, EventLog, Rng, RuleError, SeatSpec, seed_state
from engine.core.commands import normalise
from engine.core.errors import excerpt
from engine.core.sides import side_named

from . import commands as c
from .data import (
    CONSTRUCTIONS,
    DEFAULT_MAP,
    FACTION_ORDER,
    FACTIONS,
    THUMPERS,
    Construction,
    Die,
    Faction,
    factions_for,
    load_map,
)
from .dice import throw
from .options import DiceOptions
from .regions import occupants, put, resolve_region
from .state import DiceState, Player, Step, Units
from .words import T, Text, factions, joined, names
from .words import construction as construction_word
from .words import faction as word
from .words import region as region_word
from .words import regions as region_list


def resolve_faction(text: str) -> Faction:
    """A typed faction name -> the faction; RuleError listing the factions if unknown."""
    wanted = normalise(text)
    for faction in FACTION_ORDER:
        if wanted in (normalise(faction.value), normalise(faction.name),
                      *(normalise(n) for n in names(word(faction).id))):
            return faction
    other_games = side_named(text, FACTION_ORDER)
    if other_games is not None:
        return Faction(other_games)
    raise RuleError(T("dice-not-a-faction", text=excerpt(text)),
                    hint=T("dice-factions-are", factions=factions(FACTION_ORDER)))


def create(options: DiceOptions, seats: list[SeatSpec], seed: int,
           log: EventLog) -> DiceState:
    """The board set: turn track on 1, the storm where the Region die says, a random
    construction on each strategic region, the common reserve; seats in order of play from
    a first player drawn by lot; factions asked for at creation taken at once."""
    names = [s.name for s in seats]
    if not 2 <= len(seats) <= 8 or len(set(names)) != len(names):
        raise RuleError(T("dice-seats"))
    world = load_map(options.map_file) if options.map_file else DEFAULT_MAP
    rng = Rng(seed_state(seed))
    first = rng.below(len(seats))
    order = names[first:] + names[:first]
    state = DiceState(options=options, map=world, rng=rng.state, order=order,
                      players={n: Player(seat=n) for n in order}, storm=1, thumpers=THUMPERS)
    for spec in seats:
        if spec.side is not None:
            _take(state, spec.name, _available(state, spec.side))
    state.storm = int(throw(state, [Die.REGION])[Die.REGION])
    _place_constructions(state)
    state.choosers = [s for s in reversed(order) if state.players[s].faction is None]
    log.public("begin", T("dice-begin", count=len(order), order=", ".join(order),
                          first=order[0], zone=state.storm,
                          regions=region_list(world.in_zone(state.storm))),
               order=order, storm=state.storm)
    log.public("constructions", T("dice-constructions", placed=joined([
        T("dice-construction-on", construction=construction_word(kind), region=region_word(where))
        for where, kind in state.constructions.items()], ", "),
        reserve=_reserve_words(state)))
    return state


def _place_constructions(state: DiceState) -> None:
    markers = [kind for kind, n in CONSTRUCTIONS.items() for _ in range(n)]
    rng = Rng(state.rng)
    rng.shuffle(markers)
    state.rng = rng.state
    for region in state.map.strategic:
        if markers:
            state.constructions[region] = markers.pop()
    state.reserve = {kind: markers.count(kind) for kind in Construction}


def _reserve_words(state: DiceState) -> Text:
    left = [T("dice-construction-count", count=n, construction=construction_word(kind))
            for kind, n in state.reserve.items() if n]
    return T("dice-in-reserve", left=joined(left, ", ")) if left else T("dice-reserve-empty")


def _available(state: DiceState, text: str) -> Faction:
    faction = resolve_faction(text)
    offered = factions_for(len(state.order))
    if faction not in offered:
        raise RuleError(T("dice-faction-needs-players", faction=word(faction),
                          count=FACTIONS[faction].min_players), hint=_left_words(state))
    if faction in state.factions:
        raise RuleError(T("dice-faction-taken", faction=word(faction)),
                        hint=_left_words(state))
    return faction


def left(state: DiceState) -> list[Faction]:
    """Factions still free to choose, in the rulebook's order."""
    return [f for f in factions_for(len(state.order)) if f not in state.factions]


def _left_words(state: DiceState) -> Text:
    return T("dice-factions-free", factions=factions(left(state)))


def _take(state: DiceState, seat: str, faction: Faction) -> None:
    spec = FACTIONS[faction]
    state.players[seat] = Player(seat=seat, faction=faction,
                                 reserve=Units(troop=spec.troops, elite=spec.elite),
                                 leaders_reserve=spec.leaders)


# -- the choice of factions --------------------------------------------------------------------


def begin_choice(state: DiceState, log: EventLog) -> None:
    state.step = Step.CHOOSE


def check_choose(state: DiceState, seat: str) -> None:
    if state.step != Step.CHOOSE:
        raise RuleError(T("dice-choose-at-setup"))
    if state.choosers[0] != seat:
        raise RuleError(T("dice-chooses-now", seat=state.choosers[0]))


def choose(state: DiceState, seat: str, name: str, log: EventLog) -> None:
    check_choose(state, seat)
    faction = _available(state, name)
    _take(state, seat, faction)
    state.choosers.pop(0)
    log.public("faction", T("dice-plays-faction", seat=seat, faction=word(faction)),
               seat=seat, faction=faction.value)


def choice_waits(state: DiceState) -> list[Decision]:
    seat = state.choosers[0]
    return [Decision(seat=seat, kind="faction",
                     prompt=T("dice-prompt-faction", seat=seat, factions=factions(left(state))),
                     default={"name": "faction", "faction": left(state)[0].value})]


def choice_candidates(state: DiceState, seat: str) -> list[Command]:
    return [c.ChooseFaction(faction=f.value) for f in left(state)]


# -- each faction's set-up, in the cards' order --------------------------------------------------


def begin_placing(state: DiceState, log: EventLog) -> None:
    state.step = Step.PLACE
    state.setups = [f for f in FACTION_ORDER if f in state.factions]


def _to_board(state: DiceState, player: Player, region: str, troop: int = 0,
              elite: int = 0) -> None:
    units = Units(troop=troop, elite=elite)
    player.reserve -= units
    assert player.faction is not None
    put(state, region, player.faction, units)


def _fremen(state: DiceState, log: EventLog) -> None:
    """FREMEN (3): the leader on the card, one troop on each unoccupied non-strategic
    region."""
    player = state.player_of(Faction.FREMEN)
    player.to_card(Units(), leaders=1)
    free = [r for r in state.map.plain if not occupants(state, r)]
    for region in free[:player.reserve.elite]:
        _to_board(state, player, region, elite=1)
    log.public("setup", T("dice-setup-fremen", regions=region_list(free) if free
                          else T("dice-no-region")))


def _tleilax(state: DiceState, log: EventLog) -> None:
    """BENE TLEILAX (4): 2 troops in the Polar Sink; the leader and 2 troops on the card."""
    player = state.player_of(Faction.TLEILAX)
    _to_board(state, player, state.map.polar_sink, troop=2)
    player.to_card(Units(troop=2), leaders=1)
    log.public("setup", T("dice-setup-tleilax"))


def _corrino(state: DiceState, log: EventLog) -> None:
    """CORRINO (5): the leader, 1 troop, 1 Sardaukar and 3 spice on the card."""
    player = state.player_of(Faction.CORRINO)
    player.to_card(Units(troop=1, elite=1), leaders=1)
    player.spice_store = 3
    log.public("setup", T("dice-setup-corrino"))


def _guild(state: DiceState, log: EventLog) -> None:
    """LA GUILDE SPATIALE (6): the leader, 3 troops and 1 spice on the card."""
    player = state.player_of(Faction.GUILD)
    player.to_card(Units(troop=3), leaders=1)
    player.spice_store = 1
    log.public("setup", T("dice-setup-guild"))


def _smugglers(state: DiceState, log: EventLog) -> None:
    """LES CONTREBANDIERS (8): the leader on the card, 3 troops in the Polar Sink."""
    player = state.player_of(Faction.SMUGGLERS)
    player.to_card(Units(), leaders=1)
    _to_board(state, player, state.map.polar_sink, troop=3)
    log.public("setup", T("dice-setup-smugglers"))


AUTOMATIC: dict[Faction, Callable[[DiceState, EventLog], None]] = {
    Faction.FREMEN: _fremen, Faction.TLEILAX: _tleilax, Faction.CORRINO: _corrino,
    Faction.GUILD: _guild, Faction.SMUGGLERS: _smugglers,
}
"""The set-ups that need no choice; the Atreides, Harkonnen and Bene Gesserit choose."""


def run_automatic(state: DiceState, log: EventLog) -> bool:
    """Do the next set-up if it needs no choice."""
    if not state.setups or state.setups[0] not in AUTOMATIC:
        return False
    AUTOMATIC[state.setups.pop(0)](state, log)
    return True


def check_place(state: DiceState, seat: str) -> None:
    if state.step != Step.PLACE or state.setups[0] not in (Faction.ATREIDES,
                                                           Faction.HARKONNEN):
        raise RuleError(T("dice-place-is-setup"))
    if state.seat_of(state.setups[0]) != seat:
        raise RuleError(T("dice-places-now", faction=word(state.setups[0])))


def place_regions(state: DiceState) -> list[str]:
    """Where the Atreides or the Harkonnen may set up: a non-strategic region; for the
    Harkonnen an unoccupied one (rules-notes: the Fremen's "2 to 4 regions")."""
    if state.setups[0] == Faction.ATREIDES:
        return list(state.map.plain)
    return [r for r in state.map.plain if not occupants(state, r)]


def place(state: DiceState, seat: str, name: str, construction: str | None,
          log: EventLog) -> None:
    check_place(state, seat)
    region = resolve_region(state, name)
    allowed = place_regions(state)
    if region not in allowed:
        raise RuleError(T("dice-place-free-region" if state.setups[0] == Faction.HARKONNEN
                          else "dice-place-region", faction=word(state.setups[0])),
                        hint=T("dice-choose", choices=region_list(allowed)))
    faction = state.setups[0]
    kind = _construction(state, faction, region, construction)
    player = state.players[seat]
    _to_board(state, player, region, troop=2)
    if faction == Faction.ATREIDES:
        player.to_card(Units(), leaders=2)
        text = T("dice-setup-atreides", region=region_word(region))
    elif kind is not None:
        state.reserve[kind] -= 1
        state.constructions[region] = kind
        text = T("dice-setup-harkonnen-with", region=region_word(region),
                 construction=construction_word(kind))
    else:
        text = T("dice-setup-harkonnen", region=region_word(region))
    state.setups.pop(0)
    log.public("setup", text, faction=faction.value, region=region)


def _construction(state: DiceState, faction: Faction, region: str,
                  name: str | None) -> Construction | None:
    """The Harkonnen's construction: one of the reserve, unless it is empty or the region
    holds one already (at most one a region, CONSTRUCTION)."""
    kinds = construction_choices(state, region) if faction == Faction.HARKONNEN else []
    if name is None and not kinds:
        return None
    if faction != Faction.HARKONNEN or not kinds:
        raise RuleError(T("dice-no-construction-here"),
                        hint=T("dice-typed", command=f"place {region}"))
    if name is None or name not in {k.value for k in kinds}:
        raise RuleError(T("dice-harkonnen-construction"),
                        hint=T("dice-choose", choices=", ".join(
                            f"`place \"{region}\" {k}`" for k in kinds)))
    return Construction(name)


def construction_choices(state: DiceState, region: str) -> list[Construction]:
    if region in state.constructions:
        return []
    return [kind for kind, n in state.reserve.items() if n]


def check_guess(state: DiceState, seat: str) -> None:
    if state.step != Step.PLACE or state.setups[0] != Faction.BENE_GESSERIT:
        raise RuleError(T("dice-guess-at-setup"))
    if state.seat_of(Faction.BENE_GESSERIT) != seat:
        raise RuleError(T("dice-only-bene-gesserit-guess"))


def guessable(state: DiceState) -> list[Faction]:
    """The other factions in the game, and the Guild even if unplayed (its default win)."""
    return [f for f in FACTION_ORDER if f != Faction.BENE_GESSERIT
            and (f in state.factions or f == Faction.GUILD)]


def guess(state: DiceState, seat: str, name: str, log: EventLog) -> None:
    check_guess(state, seat)
    faction = resolve_faction(name)
    if faction not in guessable(state):
        raise RuleError(T("dice-guess-another"),
                        hint=T("dice-choose", choices=factions(guessable(state))))
    player = state.players[seat]
    player.to_card(Units(), leaders=1)
    _to_board(state, player, state.map.polar_sink, troop=3)
    state.guess = faction
    state.setups.pop(0)
    log.private(seat, "guess", T("dice-your-guess", faction=word(faction)),
                faction=faction.value)
    log.public("setup", T("dice-setup-bene-gesserit"))


def placing_waits(state: DiceState) -> list[Decision]:
    faction = state.setups[0]
    seat = state.seat_of(faction)
    assert seat is not None
    if faction == Faction.BENE_GESSERIT:
        return [Decision(seat=seat, kind="guess", secret=True,
                         prompt=T("dice-prompt-guess"),
                         default={"name": "guess", "faction": guessable(state)[0].value})]
    first = placing_candidates(state, seat)[0]
    return [Decision(seat=seat, kind="place",
                     prompt=T("dice-prompt-place", faction=word(faction)),
                     default={"name": "place", **first.model_dump(mode="json")})]


def placing_candidates(state: DiceState, seat: str) -> list[Command]:
    if state.setups[0] == Faction.BENE_GESSERIT:
        return [c.Guess(faction=f.value) for f in guessable(state)]
    out: list[Command] = []
    for region in place_regions(state):
        kinds = (construction_choices(state, region)
                 if state.setups[0] == Faction.HARKONNEN else [])
        out += [c.Place(region=region, construction=k.value) for k in kinds] or [
            c.Place(region=region)]
    return out
