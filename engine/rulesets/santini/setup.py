"""Piazzamento Iniziale: the seats, the map and counters kept in the game, the deck, the
starting placement, hands and spice, the storms and the first spice."""

from __future__ import annotations

from engine.core import EventLog, RuleError, SeatSpec, data_file, seed_state
from engine.core.commands import normalise
from engine.core.data_file import DataFile
from engine.core.errors import excerpt
from engine.core.sides import side_named
from engine.core.words import CATALOGUE

from . import deck, die, hexes
from .data.cards import deck_list, playable_by
from .data.counters import MIX, RULEBOOK_COUNTERS, CounterSet, Kind
from .data.hexmap import RULEBOOK_MAP, MapData
from .data.leaders import AT_HOME
from .data.placement import HANDS, HOME_PLACE, PLACEMENT, SPICE, Stack
from .factions import LETTER, Faction
from .options import SantiniOptions
from .state import HOME, Player, SantiniState, Storm, Work
from .units import new_unit
from .words import (
    T,
    Text,
    card_word,
    card_words,
    city_word,
    faction_word,
    kind_word,
    leader_word,
    listing,
    term,
)

ORDER = (Faction.HARKONNEN, Faction.ATREIDES, Faction.FREMEN, Faction.EMPEROR)
"""The Carte phase's order, which is also the seats' order."""


def load_map(source: str | DataFile | None) -> MapData:
    """The reconstructed map, or a group's own (`map_file`)."""
    if source is None:
        return RULEBOOK_MAP
    return data_file.load(source, MapData, kind=T("santini-map-file"),
                          noun=T("santini-map-file-noun"), option="map_file",
                          shape=T("santini-map-file-shape"))


def load_counters(source: str | DataFile | None) -> CounterSet:
    """The reconstructed counters, or a group's own (`counters_file`); a file without a
    counter mix takes the reconstructed one."""
    if source is None:
        return RULEBOOK_COUNTERS
    counters = data_file.load(source, CounterSet, kind=T("santini-counters-file"),
                              noun=T("santini-counters-file-noun"), option="counters_file",
                              shape=T("santini-counters-file-shape"))
    return counters if counters.mix is not None else counters.model_copy(update={"mix": MIX})


def resolve_faction(text: str) -> Faction:
    """A typed faction name -> the faction: its name in any language of the catalogue
    (`Impero`, `Atrydzi`) or another game's name of it (`Corrino`); RuleError listing
    the factions when it names none."""
    wanted = normalise(text)
    for faction in Faction:
        words = CATALOGUE.names(faction_word(faction).id).values()
        if wanted in {normalise(faction.value), *map(normalise, words)}:
            return faction
    found = side_named(text, [f.value for f in Faction])
    if found is None:
        raise RuleError(T("core-not-a-side", typed=excerpt(text), label=T("santini-side-label")),
                        hint=T("core-sides-are", label=T("santini-side-label-plural"),
                               sides=listing([faction_word(f) for f in ORDER])))
    return Faction(found)


def deal_sides(seats: list[SeatSpec]) -> dict[str, Faction]:
    """Each seat's faction: the one asked for, else the first left in the game's order."""
    asked = {s.name: resolve_faction(s.side) for s in seats if s.side}
    free = [f for f in ORDER if f not in asked.values()]
    return {s.name: asked[s.name] if s.name in asked else free.pop(0) for s in seats}


def create(options: SantiniOptions, seats: list[SeatSpec], seed: int,
           log: EventLog) -> SantiniState:
    sides = deal_sides(seats)
    state = SantiniState(options=options, rng=seed_state(seed),
                         map=load_map(options.map_file),
                         counters=load_counters(options.counters_file))
    state.order = sorted(sides, key=lambda s: ORDER.index(sides[s]))
    state.players = {s: Player(seat=s, faction=sides[s]) for s in state.order}
    state.next_id = {LETTER[f]: 1 for f in Faction}
    state.deck = deck_list()
    die.shuffle(state, state.deck)
    for seat in state.order:
        log.public("seated", T("santini-seated", seat=seat,
                               faction=faction_word(sides[seat])))
    for seat in state.order:
        place_faction(state, state.players[seat].faction, log)
    deal_hands(state, log)
    place_storms(state, log)
    place_spice(state, log)
    return state


def place_faction(state: SantiniState, faction: Faction, log: EventLog) -> None:
    """Piazzamento Iniziale: the faction's stacks, works, scouts and modules, its
    charismatic leader at home (Emperor, Atreides, Harkonnen), its spice; all public."""
    for stack in PLACEMENT[faction]:
        place_stack(state, faction, stack, log)
    if faction in AT_HOME:
        leader = state.counters.charismatic(faction)
        new_unit(state, faction, Kind.LEADER, HOME, name=leader.name)
        log.public("setup_leader", T("santini-setup-leader", faction=faction_word(faction),
                                     leader=leader_word(leader.name),
                                     place=home_word(faction)))
    state.player_of(faction).spice = SPICE[faction]
    log.public("setup_spice", T("santini-setup-spice-home", faction=faction_word(faction),
                                spice=SPICE[faction]))


def place_stack(state: SantiniState, faction: Faction, stack: Stack, log: EventLog) -> None:
    """One printed stack: its counters, a scout with it, weirding modules carried by its
    infantry (one each), a finished fortification and platform."""
    at_home = stack.place == HOME_PLACE
    where = HOME if at_home else state.map.cities[stack.place].hex
    made = [new_unit(state, faction, kind, where, veteran=veteran)
            for kind, veteran, count in stack.counts() for _ in range(count)]
    if stack.scout:
        new_unit(state, faction, Kind.SCOUT, where)
    carriers = [u for u in made if u.kind == Kind.INFANTRY][:stack.modules]
    for unit in carriers:
        unit.modules = 1
    if at_home:
        said = T("santini-setup-stack-home", faction=faction_word(faction),
                 place=home_word(faction), units=stack_words(stack))
    else:
        said = T("santini-setup-stack", faction=faction_word(faction),
                 place=city_word(stack.place), hex=where, units=stack_words(stack))
    log.public("setup_stack", said, faction=faction.value, place=where)
    if stack.works:
        state.fortifications[where] = Work(faction=faction, done=True)
        state.platforms[where] = Work(faction=faction, done=True)
        log.public("setup_works", T("santini-setup-works", faction=faction_word(faction),
                                    place=city_word(stack.place), hex=where),
                   faction=faction.value, hex=where)


def stack_words(stack: Stack) -> Text:
    """A printed stack as the table reads it: `1 × command, 3 × infantry and 1 × scout`."""
    words = [T("santini-setup-units-veteran" if veteran else "santini-setup-units",
               count=count, kind=kind_word(kind)) for kind, veteran, count in stack.counts()]
    if stack.scout:
        words.append(T("santini-setup-units", count=1, kind=kind_word(Kind.SCOUT)))
    if stack.modules:
        words.append(T("santini-setup-modules", count=stack.modules))
    return listing(words)


def home_word(faction: Faction) -> Text:
    """The faction's home planet (`santini-home-emperor`: Kaitain)."""
    return term("santini-home", faction.value)


def deal_hands(state: SantiniState, log: EventLog) -> None:
    """Piazzamento Iniziale: each seat in turn draws until its hand holds its count of
    common or own cards; events and other factions' cards are shown and set aside, then
    shuffled back into the deck."""
    aside: list[str] = []
    for seat in state.order:
        player = state.players[seat]
        while len(player.hand) < HANDS[player.faction]:
            name = deck.take(state)
            if name is None:
                break
            if playable_by(name, player.faction):
                player.hand.append(name)
                continue
            aside.append(name)
            log.public("setup_aside", T("santini-setup-aside", seat=seat,
                                        card=card_word(name)))
        log.public("setup_hand", T("santini-setup-hand-count", seat=seat,
                                   count=len(player.hand)))
        log.private(seat, "setup_hand", T("santini-setup-hand", cards=card_words(player.hand)))
    state.deck += aside
    die.shuffle(state, state.deck)
    log.public("setup_reshuffle", T("santini-setup-reshuffled", count=len(aside)))


def place_storms(state: SantiniState, log: EventLog) -> None:
    """The six storms placed like spice: storm N on sheet N, a d12 for the birth hex,
    facing the map's centre."""
    state.storms = []
    for number in range(1, hexes.SHEETS + 1):
        where = state.map.births[number][die.roll(state, 12) - 1]
        state.storms.append(Storm(number=number, hex=where,
                                  direction=hexes.toward(where, hexes.CENTRE)))
        log.public("setup_storm", T("santini-setup-storm", number=number, hex=where,
                                    sheet=number), storm=number, hex=where)


def place_spice(state: SantiniState, log: EventLog) -> None:
    """Two spice counters a sheet: a d6 for the quantity (1-2 one, 3-4 two, 5-6 three, as in
    the Spezia phase), a d6 for the place: the first among the sheet's birth hexes 1-6, the
    second among 7-12."""
    for sheet in range(1, hexes.SHEETS + 1):
        for half in (0, 6):
            value = (die.roll(state, 6) + 1) // 2
            where = state.map.births[sheet][half + die.roll(state, 6) - 1]
            state.spice.setdefault(where, []).append(value)
            log.public("setup_spice_counter", T("santini-setup-spice", count=value,
                                                hex=where, sheet=sheet), hex=where, spice=value)
