"""The set-up (Przygotowanie do gry): factions dealt by traitor cards, the decks shuffled,
the traitors drawn and kept (1. Zdrajcy, the Harkonnen last by their board), spice and forces
from the faction boards (2. Przyprawa, 3. Oddziały), the round, phase and storm markers
(4.-6.), and the first player by the storm die (7. Wyłonienie pierwszego gracza)."""

from __future__ import annotations

import re

from engine.boards.arrakis.names import POLISH
from engine.boards.arrakis.territories import POLAR_SINK, STRONGHOLDS, TERRITORIES
from engine.core import EventLog, Rng, RuleError, SeatSpec, seed_state
from engine.core.commands import normalise
from engine.core.errors import excerpt
from engine.core.names import UnknownName
from engine.core.sides import side_named

from . import commands as c
from .board import typed_territory
from .data import (
    ALLIANCE_BOARDS,
    ALLIES,
    BLOCKED_BY_DIE,
    BOARDS,
    DEFAULT_CARDS,
    HARKONNEN_TRAITORS,
    STORM_START,
    STORM_SYMBOL,
    TRAITOR_DRAW,
    Faction,
    FactionBoard,
    die_rank,
    load_cards,
)
from .die import shuffle, throw
from .options import DiunaOptions
from .spellings import resolve_name
from .state import Decks, DiunaState, Phase, Player
from .words import (
    T,
    Text,
    faction_word,
    faction_words,
    joined,
    leader_word,
    leader_words,
    rule,
    territory_word,
)
from .words import names as word_names

POLISH_FACTIONS = {"Atrydzi": Faction.ATREIDES, "Fremeni": Faction.FREMEN,
                   "Harkonnenowie": Faction.HARKONNEN, "Imperium": Faction.IMPERIUM}
"""Zdolności frakcji: the factions' Polish names (ATRYDZI, FREMENI, HARKONNENOWIE,
IMPERIUM)."""


def resolve_faction(text: str) -> Faction:
    """A typed faction name (English or Polish) -> the faction; RuleError listing them."""
    wanted = normalise(text)
    for faction in Faction:
        if wanted in (normalise(faction.value), normalise(faction.name)):
            return faction
    polish = {normalise(name): faction for name, faction in POLISH_FACTIONS.items()}
    if wanted in polish:
        return polish[wanted]
    for faction in Faction:
        if wanted in {normalise(n) for n in word_names(faction_word(faction).id)}:
            return faction
    other_games = side_named(text, Faction)
    if other_games is not None:
        return Faction(other_games)
    raise RuleError(T("diuna-not-a-faction", typed=excerpt(text)),
                    hint=T("diuna-factions", factions=faction_words(Faction)))


def create(options: DiunaOptions, seats: list[SeatSpec], seed: int,
           log: EventLog) -> DiunaState:
    """The game made up to the traitor picks: seats keep the faction they asked for, the
    others are dealt one of the rest by its traitor card; the decks shuffled; the faction
    boards' spice and forces; the markers; every player but the Harkonnen draws 4 traitors.
    Seats are listed in order of play (counter-clockwise round the table)."""
    names = [s.name for s in seats]
    if not 2 <= len(seats) <= 4 or len(set(names)) != len(names):
        raise RuleError(T("diuna-seats", rule=rule("rozgrywka-2")))
    cards = load_cards(options.cards_file) if options.cards_file else DEFAULT_CARDS
    rng = Rng(seed_state(seed))
    factions = _deal_alliances(seats, rng) if options.alliances else _deal_factions(seats, rng)
    state = DiunaState(options=options, cards=cards, rng=rng.state, order=names,
                       players={}, storm=STORM_START)
    for seat, faction in zip(names, factions, strict=True):
        state.players[seat] = _faction_set(seat, faction, state)
    if options.alliances:
        _draw_rosters(state, log)
    _place_fremen(state)
    _shuffle_decks(state)
    _block_stronghold(state, log)
    log.public("begin", T("diuna-begin", count=len(names), plays=joined(
        [T("diuna-seat-plays", seat=seat, sides=_sides(state.players[seat]))
         for seat in names], ", "), storm=state.storm, rule=rule("poczatek-burzy")),
        factions={seat: state.players[seat].faction for seat in names}, storm=state.storm)
    for seat in names:
        board = board_of(state, state.players[seat].faction)
        log.public("faction_set", T("diuna-faction-set-sink", seat=seat, spice=board.spice,
                                    reserve=board.reserve, sink=territory_word(POLAR_SINK),
                                    count=board.polar_sink) if board.polar_sink else
                   T("diuna-faction-set", seat=seat, spice=board.spice, reserve=board.reserve))
    _draw_traitors(state, log)
    return state


def _sides(player: Player) -> Text:
    """The faction a seat plays, and in an alliance game its ally's too."""
    return (T("diuna-sides-allied", faction=faction_word(player.faction),
              ally=faction_word(player.ally)) if player.ally
            else T("diuna-sides", faction=faction_word(player.faction)))


def _block_stronghold(state: DiunaState, log: EventLog) -> None:
    """4 warownie: a 2-player game covers one stronghold, agreed on or by the storm die
    (the faces that name none are thrown again)."""
    choice = state.options.blocked_stronghold
    if len(state.order) != 2:
        if normalise(choice) != "die":
            raise RuleError(T("diuna-blocked-two-only", rule=rule("warownie")))
        return
    if normalise(choice) != "die":
        name = _stronghold_named(choice)
        state.blocked = name
        log.public("blocked", T("diuna-blocked-agreed", stronghold=territory_word(name),
                                rule=rule("warownie")),
                   stronghold=name)
        return
    faces: list[str] = []
    while state.blocked is None:
        face = throw(state)
        faces.append(str(face))
        state.blocked = BLOCKED_BY_DIE[face]
    log.public("blocked", T("diuna-blocked-die", faces=joined(
                   [T("diuna-die-storm") if f == STORM_SYMBOL else f for f in faces], ", "),
                   stronghold=territory_word(state.blocked), rule=rule("warownie")),
               stronghold=state.blocked, faces=faces)


def _stronghold_named(text: str) -> str:
    """The stronghold `blocked_stronghold` names: RuleError saying what is wrong and
    listing the strongholds (in English and Polish)."""
    polish = {name: pl for pl, name in reversed(POLISH.items())}
    choices = T("diuna-blocked-choices", strongholds=joined(
        [T("diuna-name-and-polish", name=territory_word(name), polish=polish[name])
         for name in STRONGHOLDS], ", "))
    name = typed_territory(text, hint=choices)
    if name not in STRONGHOLDS:
        raise RuleError(T("diuna-not-a-stronghold", territory=territory_word(name)),
                        hint=choices)
    return name


def _deal_factions(seats: list[SeatSpec], rng: Rng) -> list[Faction]:
    """Each seat's faction: the one asked for, or dealt from one traitor card of each
    faction left (Przygotowanie do gry)."""
    asked = {s.name: resolve_faction(s.side) for s in seats if s.side is not None}
    if len(set(asked.values())) != len(asked):
        raise RuleError(T("diuna-same-faction"), hint=T("diuna-same-faction-hint"))
    left = [f for f in Faction if f not in asked.values()]
    rng.shuffle(left)
    return [asked.get(s.name) or left.pop() for s in seats]


def board_of(state: DiunaState, faction: Faction) -> FactionBoard:
    """The faction board a seat plays on: its own, or the double board of its alliance."""
    return ALLIANCE_BOARDS[faction] if state.options.alliances else BOARDS[faction]


def _faction_set(seat: str, faction: Faction, state: DiunaState) -> Player:
    board = board_of(state, faction)
    roster = [leader.name for leader in state.cards.leaders_of(faction)]
    return Player(seat=seat, faction=faction, spice=board.spice, reserve=board.reserve,
                  roster=roster, leaders=list(roster), army=board.reserve + board.polar_sink,
                  ally=ALLIES[faction] if state.options.alliances else None)


def _alliance_of(seat: SeatSpec) -> Faction | None:
    """The alliance (by its leading faction) a seat asked for by either faction's name."""
    leads = {f: lead for lead, ally in ALLIES.items() for f in (lead, ally)}
    return leads[resolve_faction(seat.side)] if seat.side is not None else None


def alliances_open(seats: list[SeatSpec]) -> bool:
    """The seats may play the alliances: two of them, not both asking for one alliance."""
    asked = [_alliance_of(s) for s in seats]
    return len(seats) == 2 and (asked[0] is None or asked[0] != asked[1])


def _deal_alliances(seats: list[SeatSpec], rng: Rng) -> list[Faction]:
    """Sojusznicy: the Atreides (with the Fremen) and the Harkonnen (with the Imperium), asked
    by either faction's name or dealt."""
    if len(seats) != 2:
        raise RuleError(T("diuna-alliances-two", rule=rule("sojusznicy")),
                        hint=T("diuna-alliances-two-hint"))
    asked = [_alliance_of(s) for s in seats]
    if not alliances_open(seats):
        raise RuleError(T("diuna-same-alliance"), hint=T("diuna-same-alliance-hint"))
    pair = list(ALLIES)
    rng.shuffle(pair)
    if asked[0] is not None or asked[1] is not None:
        known = asked[0] if asked[0] is not None else asked[1]
        other = next(f for f in ALLIES if f != known)
        pair = [known, other] if asked[0] is not None else [other, known]
    return pair


def _draw_rosters(state: DiunaState, log: EventLog) -> None:
    """Sojusznicy, Przywódcy: each alliance's leaders mixed and drawn by their traitor cards,
    7 for the Atreides and Fremen, 5 for the Harkonnen and Imperium; the rest are out of the
    game. Each seat learns its own set by DM (the players may tell each other)."""
    for seat in state.order:
        player = state.players[seat]
        pool = [leader.name for leader in state.cards.leaders
                if leader.faction in (player.faction, player.ally)]
        shuffle(state, pool)
        player.roster = pool[:board_of(state, player.faction).leaders]
        player.leaders = list(player.roster)
        log.private(seat, "roster", T("diuna-your-leaders", leaders=joined(
            [_with_strength(state, name) for name in player.roster], ", ")),
            leaders=list(player.roster))
    log.public("rosters", T("diuna-rosters"))


def _place_fremen(state: DiunaState) -> None:
    """3. Oddziały: the Fremen's 5 forces in the Polar Sink (in an alliance, 5 Atreides
    forces)."""
    for player in state.players.values():
        count = board_of(state, player.faction).polar_sink
        if count:
            sector = TERRITORIES[POLAR_SINK].sectors[0]
            state.forces[POLAR_SINK] = {player.faction: {sector: count}}


def _shuffle_decks(state: DiunaState) -> None:
    """The spice, battle and market decks shuffled; the traitor deck holds only the leaders
    of the factions in play (1. Zdrajcy)."""
    decks = Decks(spice=list(range(len(state.cards.spice))),
                  battle=[card.name for card in state.cards.battle],
                  market=[card.name for card in state.cards.market],
                  traitors=[name for seat in state.order
                            for name in state.players[seat].roster])
    for deck in (decks.spice, decks.battle, decks.market, decks.traitors):
        shuffle(state, deck)
    state.decks = decks


def _draw_traitors(state: DiunaState, log: EventLog) -> None:
    """Every player but the Harkonnen draws 4 traitor cards, in order of play."""
    for seat in state.order:
        player = state.players[seat]
        if not player.has(Faction.HARKONNEN):
            _draw(state, player, TRAITOR_DRAW, log)
    log.public("traitors", T("diuna-traitors-drawn", rule=rule("zdrajcy")))


def _draw(state: DiunaState, player: Player, count: int, log: EventLog) -> None:
    player.drawn = state.decks.traitors[:count]
    del state.decks.traitors[:count]
    keep = (T("diuna-keep-several", count=keeps(state)) if player.has(Faction.HARKONNEN)
            else T("diuna-keep-one"))
    log.private(player.seat, "traitors_drawn", T("diuna-your-traitor-cards", cards=joined(
        [_with_strength(state, name) for name in player.drawn], ", "), keep=keep),
        drawn=list(player.drawn))


def _with_strength(state: DiunaState, name: str) -> Text:
    leader = state.cards.leader(name)
    return T("diuna-leader-strength", leader=leader_word(name),
             faction=faction_word(leader.faction), strength=leader.strength)


# -- the picks ---------------------------------------------------------------------------------


def choosing(state: DiunaState) -> list[str]:
    """Seats that must keep a traitor card now, in order of play."""
    if state.phase != Phase.SETUP:
        return []
    return [seat for seat in state.order if state.players[seat].drawn]


def keeps(state: DiunaState) -> int:
    """How many traitor cards the Harkonnen keep in this game (their board)."""
    return HARKONNEN_TRAITORS[len(state.order)][1]


def pick(state: DiunaState, seat: str, command: c.Traitor, log: EventLog) -> None:
    """Keep drawn traitor cards: one, or for the Harkonnen up to all they still keep, named
    at once and comma-separated (`traitor chani, paul atreides`); RuleError, before any
    change, if the seat has none to choose from or any name is not among them."""
    player = state.players[seat]
    if seat not in choosing(state):
        raise RuleError(T("diuna-no-traitors-to-choose"), hint=_not_choosing(state, player))
    names = _picked(state, player, command.leader)
    for name in names:
        player.drawn.remove(name)
        player.traitors.append(name)
    more = keeps(state) - len(player.traitors)
    log.private(seat, "traitor_kept", joined([T(
        "diuna-you-keep", count=len(names),
        cards=joined([_with_strength(state, name) for name in names], ", ")),
        T("diuna-keep-more", count=more, cards=leader_words(player.drawn))
        if player.has(Faction.HARKONNEN) and more else ""]),
        leaders=names)
    if not player.has(Faction.HARKONNEN):
        state.decks.traitors.extend(player.drawn)
        player.drawn = []
        log.public("traitor_kept", T("diuna-keeps-traitor", seat=seat))
    elif len(player.traitors) == keeps(state):
        state.decks.traitors.extend(player.drawn)
        player.drawn = []
        shuffle(state, state.decks.traitors)
        log.public("traitor_kept", T("diuna-harkonnen-keep", seat=seat, count=keeps(state)))
    if not choosing(state):
        _after_picks(state, log)


def still_to_keep(state: DiunaState, player: Player) -> int:
    """How many traitor cards the seat keeps yet: the Harkonnen those their board leaves,
    every other player one."""
    if player.has(Faction.HARKONNEN):
        return keeps(state) - len(player.traitors)
    return 1


def _picked(state: DiunaState, player: Player, text: str) -> list[str]:
    """The drawn cards a `traitor` command names, comma-separated, all or none: RuleError
    naming the first that fails (not drawn, or named twice) or too many names, and the
    cards the seat may still choose from."""
    wanted = [part.strip() for part in text.split(",")]
    most = still_to_keep(state, player)
    choices = _choices(player, most)
    if len(wanted) > most:
        raise RuleError(T("diuna-traitors-left", most=most, count=len(wanted)), hint=choices)
    left = list(player.drawn)
    names = []
    for part in wanted:
        if not part:
            raise RuleError(T("diuna-traitor-name-missing"), hint=choices)
        try:
            name = resolve_name(part, left, "traitor card")
        except UnknownName:
            twice = _resolves(part, names)
            raise RuleError(T("diuna-traitor-named-twice" if twice else "diuna-traitor-not-drawn",
                              typed=excerpt(part)), hint=choices) from None
        stray = _stray_number(part, name)
        if stray:
            raise RuleError(T("diuna-traitor-stray", typed=excerpt(part), stray=excerpt(stray)),
                            hint=joined([T("diuna-write-traitor", leader=leader_word(name)),
                                         choices]))
        left.remove(name)
        names.append(name)
    return names


def _stray_number(text: str, name: str) -> str | None:
    """A number typed with a card's name that the name does not hold (`-1 chani`,
    `count fenring 99`): the name's reader forgives it as a typo, but the words would be
    ignored, so the command is refused rather than read as something not typed."""
    held = set(name.lower().split())
    return next((word for word in text.split()
                 if re.fullmatch(r"[-+]?\d+", word) and word not in held), None)


def _resolves(text: str, names: list[str]) -> bool:
    """`text` names one of `names` (a card already named in the same command)."""
    try:
        resolve_name(text, names, "traitor card")
    except UnknownName:
        return False
    return True


def _choices(player: Player, most: int) -> Text:
    """What the seat may keep now: the cards it drew, and for several how to name them."""
    kept = (T("diuna-you-keep-already", leaders=leader_words(player.traitors))
            if player.traitors else "")
    if most == 1:
        return joined([T("diuna-choose-one", cards=leader_words(player.drawn)), kept])
    return joined([T("diuna-choose-several", count=most, cards=leader_words(player.drawn)),
                   kept])


def _not_choosing(state: DiunaState, player: Player) -> Text:
    """Why a seat has nothing to keep: it has kept its card, or the Harkonnen wait for the
    others, or the set-up is over."""
    if state.phase != Phase.SETUP:
        return T("diuna-traitors-at-setup", rule=rule("zdrajcy"))
    if player.traitors:
        return T("diuna-you-keep-others-choosing", leaders=leader_words(player.traitors))
    return T("diuna-harkonnen-wait", rule=rule("harkonnenowie-zdrajcy"))


def default_pick(state: DiunaState, seat: str) -> c.Traitor:
    """A deadline's choice: the strongest opponent's leader drawn, else the first card."""
    player = state.players[seat]
    rivals = [n for n in player.drawn if not player.has(state.cards.leader(n).faction)]
    pool = rivals or player.drawn
    return c.Traitor(leader=max(pool, key=lambda n: state.cards.leader(n).strength))


def _after_picks(state: DiunaState, log: EventLog) -> None:
    """Every pick made: the deck reshuffled; the Harkonnen draw theirs (once), else the
    first player is found and the first round begins."""
    harkonnen = state.seat_with(Faction.HARKONNEN)
    if harkonnen is not None and not state.players[harkonnen].traitors:
        shuffle(state, state.decks.traitors)
        drawn, kept = HARKONNEN_TRAITORS[len(state.order)]
        _draw(state, state.players[harkonnen], drawn, log)
        log.public("harkonnen_traitors", T("diuna-harkonnen-draw", seat=harkonnen, drawn=drawn,
                                           kept=kept, rule=rule("harkonnenowie-zdrajcy")))
        return
    if harkonnen is None:
        shuffle(state, state.decks.traitors)
    first_player(state, log)
    state.phase = Phase.STORM


def first_player(state: DiunaState, log: EventLog) -> None:
    """7. Wyłonienie pierwszego gracza: every player throws the storm die; the highest takes
    the marker, the storm symbol highest, the tied throw again. The order of play then
    starts from the first player."""
    rolling = list(state.order)
    while len(rolling) > 1:
        faces = {seat: throw(state) for seat in rolling}
        log.public("first_player_roll", T("diuna-first-player-roll", faces=joined(
            [T("diuna-seat-face", seat=seat,
               face=T("diuna-die-storm") if face == STORM_SYMBOL else face)
             for seat, face in faces.items()], ", ")),
            faces={seat: str(face) for seat, face in faces.items()})
        best = max(die_rank(face) for face in faces.values())
        rolling = [seat for seat in rolling if die_rank(faces[seat]) == best]
    first = state.order.index(rolling[0])
    state.order = state.order[first:] + state.order[:first]
    log.public("first_player", T("diuna-first-player-marker", seat=state.first,
                                 order=", ".join(state.order)), order=list(state.order))

