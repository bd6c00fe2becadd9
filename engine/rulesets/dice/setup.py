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


def resolve_faction(text: str) -> Faction:
    """A typed faction name -> the faction; RuleError listing the factions if unknown."""
    wanted = normalise(text)
    for faction in FACTION_ORDER:
        if wanted in (normalise(faction.value), normalise(faction.name)):
            return faction
    other_games = side_named(text, FACTION_ORDER)
    if other_games is not None:
        return Faction(other_games)
    raise RuleError(f"`{excerpt(text)}` is not a faction of this game.",
                    hint="Factions: " + ", ".join(FACTION_ORDER) + ".")


def create(options: DiceOptions, seats: list[SeatSpec], seed: int,
           log: EventLog) -> DiceState:
    """The board set: turn track on 1, the storm where the Region die says, a random
    construction on each strategic region, the common reserve; seats in order of play from
    a first player drawn by lot; factions asked for at creation taken at once."""
    names = [s.name for s in seats]
    if not 2 <= len(seats) <= 8 or len(set(names)) != len(names):
        raise RuleError("The dice game takes 2 to 8 seats, each named once.")
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
    log.public("begin", f"Dune The Dice Game for {len(order)}. Order of play: "
               f"{', '.join(order)}; {order[0]} plays first. The Region die places the "
               f"storm on zone {state.storm} ({', '.join(world.in_zone(state.storm))}).",
               order=order, storm=state.storm)
    log.public("constructions", "Constructions: " + ", ".join(
        f"{kind} on {region}" for region, kind in state.constructions.items()) + "; "
        + _reserve_words(state) + ".")
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


def _reserve_words(state: DiceState) -> str:
    left = [f"{n} {kind}" for kind, n in state.reserve.items() if n]
    return "in the reserve: " + (", ".join(left) if left else "no construction")


def _available(state: DiceState, text: str) -> Faction:
    faction = resolve_faction(text)
    offered = factions_for(len(state.order))
    if faction not in offered:
        raise RuleError(f"The {faction} play only in games of "
                        f"{FACTIONS[faction].min_players} or more (MISE EN PLACE).",
                        hint=_left_words(state))
    if faction in state.factions:
        raise RuleError(f"The {faction} are taken.", hint=_left_words(state))
    return faction


def left(state: DiceState) -> list[Faction]:
    """Factions still free to choose, in the rulebook's order."""
    return [f for f in factions_for(len(state.order)) if f not in state.factions]


def _left_words(state: DiceState) -> str:
    return "Free: " + ", ".join(left(state)) + "."


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
        raise RuleError("Factions are chosen only at set-up.")
    if state.choosers[0] != seat:
        raise RuleError(f"{state.choosers[0]} chooses a faction now (MISE EN PLACE: from the "
                        "first player's right, counter-clockwise).")


def choose(state: DiceState, seat: str, name: str, log: EventLog) -> None:
    check_choose(state, seat)
    faction = _available(state, name)
    _take(state, seat, faction)
    state.choosers.pop(0)
    log.public("faction", f"{seat} plays the {faction}.", seat=seat, faction=faction.value)


def choice_waits(state: DiceState) -> list[Decision]:
    seat = state.choosers[0]
    return [Decision(seat=seat, kind="faction",
                     prompt=f"{seat}: choose your faction ({', '.join(left(state))}).",
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
    log.public("setup", "Fremen set-up: Liet Kynes on the card, one troop on "
               + (", ".join(free) or "no region") + ".")


def _tleilax(state: DiceState, log: EventLog) -> None:
    """BENE TLEILAX (4): 2 troops in the Polar Sink; the leader and 2 troops on the card."""
    player = state.player_of(Faction.TLEILAX)
    _to_board(state, player, state.map.polar_sink, troop=2)
    player.to_card(Units(troop=2), leaders=1)
    log.public("setup", "Bene Tleilax set-up: 2 troops in the Polar Sink; Scytale and 2 "
               "troops on the card.")


def _corrino(state: DiceState, log: EventLog) -> None:
    """CORRINO (5): the leader, 1 troop, 1 Sardaukar and 3 spice on the card."""
    player = state.player_of(Faction.CORRINO)
    player.to_card(Units(troop=1, elite=1), leaders=1)
    player.spice_store = 3
    log.public("setup", "Corrino set-up: Shaddam IV, 1 troop, 1 Sardaukar and 3 spice on "
               "the card.")


def _guild(state: DiceState, log: EventLog) -> None:
    """LA GUILDE SPATIALE (6): the leader, 3 troops and 1 spice on the card."""
    player = state.player_of(Faction.GUILD)
    player.to_card(Units(troop=3), leaders=1)
    player.spice_store = 1
    log.public("setup", "Spacing Guild set-up: Edric, 3 troops and 1 spice on the card.")


def _smugglers(state: DiceState, log: EventLog) -> None:
    """LES CONTREBANDIERS (8): the leader on the card, 3 troops in the Polar Sink."""
    player = state.player_of(Faction.SMUGGLERS)
    player.to_card(Units(), leaders=1)
    _to_board(state, player, state.map.polar_sink, troop=3)
    log.public("setup", "Smugglers set-up: Esmar Tuek on the card, 3 troops in the Polar "
               "Sink.")


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
        raise RuleError("`place` is the Atreides' and the Harkonnen's set-up.")
    if state.seat_of(state.setups[0]) != seat:
        raise RuleError(f"The {state.setups[0]} place their troops now.")


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
        raise RuleError(f"The {state.setups[0]} set up on a non-strategic region "
                        f"{'that is free ' if state.setups[0] == Faction.HARKONNEN else ''}"
                        "(MISE EN PLACE).", hint="Choose: " + ", ".join(allowed) + ".")
    faction = state.setups[0]
    kind = _construction(state, faction, region, construction)
    player = state.players[seat]
    _to_board(state, player, region, troop=2)
    if faction == Faction.ATREIDES:
        player.to_card(Units(), leaders=2)
        text = "Atreides set-up: Leto and Duncan Idaho on the card, 2 troops on " + region
    else:
        text = "Harkonnen set-up: 2 troops on " + region
        if kind is not None:
            state.reserve[kind] -= 1
            state.constructions[region] = kind
            text += f" with a {kind}"
    state.setups.pop(0)
    log.public("setup", text + ".", faction=faction.value, region=region)


def _construction(state: DiceState, faction: Faction, region: str,
                  name: str | None) -> Construction | None:
    """The Harkonnen's construction: one of the reserve, unless it is empty or the region
    holds one already (at most one a region, CONSTRUCTION)."""
    kinds = construction_choices(state, region) if faction == Faction.HARKONNEN else []
    if name is None and not kinds:
        return None
    if faction != Faction.HARKONNEN or not kinds:
        raise RuleError("No construction goes with these troops.",
                        hint=f"`place {region}`.")
    if name is None or Construction(name) not in kinds:
        raise RuleError("The Harkonnen take one construction from the reserve "
                        "(MISE EN PLACE).",
                        hint="Choose: " + ", ".join(f"`place \"{region}\" {k}`"
                                                    for k in kinds) + ".")
    return Construction(name)


def construction_choices(state: DiceState, region: str) -> list[Construction]:
    if region in state.constructions:
        return []
    return [kind for kind, n in state.reserve.items() if n]


def check_guess(state: DiceState, seat: str) -> None:
    if state.step != Step.PLACE or state.setups[0] != Faction.BENE_GESSERIT:
        raise RuleError("The Bene Gesserit guess at their set-up (LE PLAN ULTIME).")
    if state.seat_of(Faction.BENE_GESSERIT) != seat:
        raise RuleError("Only the Bene Gesserit guess.")


def guessable(state: DiceState) -> list[Faction]:
    """The other factions in the game, and the Guild even if unplayed (its default win)."""
    return [f for f in FACTION_ORDER if f != Faction.BENE_GESSERIT
            and (f in state.factions or f == Faction.GUILD)]


def guess(state: DiceState, seat: str, name: str, log: EventLog) -> None:
    check_guess(state, seat)
    faction = resolve_faction(name)
    if faction not in guessable(state):
        raise RuleError("Guess another faction in the game, or the Spacing Guild "
                        "(LE PLAN ULTIME).",
                        hint="Choose: " + ", ".join(guessable(state)) + ".")
    player = state.players[seat]
    player.to_card(Units(), leaders=1)
    _to_board(state, player, state.map.polar_sink, troop=3)
    state.guess = faction
    state.setups.pop(0)
    log.private(seat, "guess", f"Your secret guess: the {faction}.", faction=faction.value)
    log.public("setup", "Bene Gesserit set-up: the Reverend Mother on the card, 3 troops in "
               "the Polar Sink, and a secret guess made.")


def placing_waits(state: DiceState) -> list[Decision]:
    faction = state.setups[0]
    seat = state.seat_of(faction)
    assert seat is not None
    if faction == Faction.BENE_GESSERIT:
        return [Decision(seat=seat, kind="guess", secret=True,
                         prompt="Bene Gesserit: secretly guess the faction that will win.",
                         default={"name": "guess", "faction": guessable(state)[0].value})]
    first = placing_candidates(state, seat)[0]
    return [Decision(seat=seat, kind="place",
                     prompt=f"{faction}: choose the non-strategic region of your troops.",
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
