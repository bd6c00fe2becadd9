"""III. Set-up for play: factions, decks, starting spice, tokens and cards, traitors,
the Bene Gesserit prediction and the Fremen placement."""

from __future__ import annotations

from typing import Protocol

from engine.core import EventLog, Rng, RuleError, SeatSpec, seed_state
from engine.core.words import T, Text, joined

from ..board import forces, starred
from ..board.order import dots_for
from ..board.strongholds import SIETCH_SEATS
from ..data import (
    FREMEN_HOME,
    LEADERS,
    SHIELDS,
    TOKENS_PER_FACTION,
    Faction,
    UnknownName,
    leaders_of,
    resolve_faction,
    resolve_leader,
    resolve_territory,
)
from ..data.harvest import SPICE_ALLOTMENT
from ..data.words import faction_word, leader_word, place_word
from ..model.options import ClassicOptions
from ..model.state import ClassicState, Phase, Player, Prediction
from ..model.upgrade import RULES_VERSION
from . import arena_cards, coexist
from .common import choose_sector, deal_treachery, factions_joined, unknown


class Pieces(Protocol):
    """What set-up deals from the game's rules (`rules.ClassicRules` or a variant's): named
    here, as those rules are built from the phase tables that hold this module."""

    @property
    def factions(self) -> tuple[Faction, ...]: ...

    @property
    def treachery_deck(self) -> tuple[str, ...]: ...

    @property
    def spice_deck(self) -> tuple[str, ...]: ...


def create(
    options: ClassicOptions, seats: list[SeatSpec], seed: int, log: EventLog,
    rules: Pieces,
) -> ClassicState:
    """III.A-E: a new game with every secret dealt, waiting for the set-up choices. The
    rules (the factions, the decks) are the caller's: their phase table holds this
    module's functions, so this module does not look them up."""
    needed = (Faction.FREMEN,) if options.weather else ()
    factions = _assign_factions(seats, rules.factions, Rng(seed_state(seed) ^ 1), needed)
    asked, options = options, _fitted(options, factions)
    rng = Rng(seed_state(seed))
    players = {
        faction: Player(seat=seat.name, faction=faction, dot=dot)
        for seat, faction, dot in zip(seats, factions, dots_for(len(seats)), strict=True)
    }
    state = ClassicState(options=options, rng=rng.state, players=players, rules=RULES_VERSION)
    state.spice_deck = list(rules.spice_deck)
    state.treachery_deck = list(rules.treachery_deck)
    rng.shuffle(state.spice_deck)
    rng.shuffle(state.treachery_deck)
    state.rng = rng.state
    seating = joined([T("classic-seating", seat=p.seat, faction=faction_word(p.faction),
                        dot=p.dot) for p in players.values()], ", ")
    log.public("setup", T("classic-game-begins", seats=seating))
    if asked.sietch_strongholds != options.sietch_strongholds:
        log.public("options_fitted", T("classic-no-sietches", needed=SIETCH_SEATS,
                                       count=len(seats)))
    if asked.weather != options.weather:
        log.public("options_fitted", T("classic-no-weather"))
    for player in players.values():
        _stock_shield(state, player)
    if not options.spice_harvest:
        coexist.hold_starting_token(state)
    for player in players.values():
        deal_treachery(state, player, SHIELDS[player.faction].starting_cards, log)
    _draw_traitors(state, log)
    if options.duel:
        arena_cards.deal(state, log)  # THE DUEL, IV.3
    if Faction.FREMEN in players and not options.spice_harvest:
        state.fremen_to_place = SHIELDS[Faction.FREMEN].fremen_choice
    return state


def _fitted(options: ClassicOptions, factions: list[Faction]) -> ClassicOptions:
    """The options as these factions play them: the sietches are a rule of the larger
    game (XVIII.C, six players), so a smaller game (the Italian preset with four, or
    sides still to come when the options were chosen) plays without them; the weather is
    not played without the Fremen (XVI.D), so an advanced game without them keeps the
    dials. The set-up says so; the game's options are its rules, so they say what is
    played."""
    update = {}
    if options.sietch_strongholds and len(factions) < SIETCH_SEATS:
        update["sietch_strongholds"] = False
    if options.weather and Faction.FREMEN not in factions:
        update["weather"] = False
    return options.model_copy(update=update) if update else options


def _assign_factions(seats: list[SeatSpec], offered: tuple[Faction, ...],
                     rng: Rng, needed: tuple[Faction, ...] = ()) -> list[Faction]:
    if not 2 <= len(seats) <= 6:
        raise RuleError(T("classic-players-2-to-6"), rule="I",
                        hint=T("classic-got-players", count=len(seats)))
    names = [s.name for s in seats]
    if len(set(names)) != len(names) or any(not n or n == "mod" for n in names):
        raise RuleError(T("classic-seat-names"))
    chosen: list[Faction | None] = []
    for seat in seats:
        try:
            chosen.append(resolve_faction(seat.side) if seat.side else None)
        except UnknownName as err:
            raise RuleError(unknown(err), rule="III.E") from None
    taken = [f for f in chosen if f]
    if len(set(taken)) != len(taken):
        raise RuleError(T("classic-same-faction-twice"), rule="III.E")
    free = [f for f in offered if f not in taken]
    rng.shuffle(free)
    open_seats = chosen.count(None)
    for faction in (f for f in needed if f not in taken):
        _deal_needed(free, open_seats, faction, rng)
    return [f if f else free.pop() for f in chosen]


def _deal_needed(free: list[Faction], open_seats: int, faction: Faction, rng: Rng) -> None:
    """XVI.D: the weather rule is played with the Fremen, who draw its markers. A faction
    the options need and no seat chose goes to one of the seats left to chance (the seats
    take `free` from its end); with no such seat the rule is not played (`_fitted`)."""
    if faction in free[len(free) - open_seats:] or not open_seats or faction not in free:
        return
    i, j = free.index(faction), len(free) - 1 - rng.below(open_seats)
    free[i], free[j] = free[j], free[i]


def _stock_shield(state: ClassicState, player: Player) -> None:
    """III.E.4-5: starting spice from the bank, tokens on the planet and in reserve. THE
    SPICE HARVEST, IV.1-2: ten spice each instead, and every token in reserve (the
    pre-game places them)."""
    shield = SHIELDS[player.faction]
    if state.options.spice_harvest:
        player.spice, player.reserves = SPICE_ALLOTMENT, TOKENS_PER_FACTION
        state.bank -= SPICE_ALLOTMENT
        starred.stock(state, player)
        return
    player.spice = shield.spice
    state.bank -= shield.spice
    player.reserves = shield.reserves + shield.fremen_choice
    starred.stock(state, player)
    for territory, sector, n in shield.placement:
        forces.add(state, player.faction, territory, sector, n)


def _draw_traitors(state: ClassicState, log: EventLog) -> None:
    """III.E.2: each draws four leaders; the Harkonnen keep every opponent's leader drawn.

    Every other player is asked to choose, even one who drew a single opponent's leader or
    none (`traitor none`): whom the game waits for must not tell the table what was drawn."""
    rng = Rng(state.rng)
    pool = [name for f in state.players for name in (x.name for x in leaders_of(f))]
    rng.shuffle(pool)
    state.rng = rng.state
    for player in state.players.values():
        drawn, pool = pool[:4], pool[4:]
        foes = [n for n in drawn if LEADERS[n].faction != player.faction]
        if SHIELDS[player.faction].keeps_all_traitors:
            player.traitors = foes
            text = _leaders(foes) if foes else T("classic-no-opponent-leaders")
            log.private(player.seat, "traitors", T("classic-your-traitors", leaders=text),
                        leaders=foes)
            continue
        player.traitor_draw = drawn
        ask = (T("classic-keep-a-traitor", leaders=_leaders(foes)) if foes
               else T("classic-no-opponent-drawn"))
        log.private(player.seat, "traitor_draw",
                    T("classic-you-drew", leaders=_leaders(drawn), ask=ask), leaders=drawn)


def _leaders(names: list[str]) -> Text:
    return joined([leader_word(n) for n in names], ", ")


def check_traitor(state: ClassicState, faction: Faction) -> None:
    if not state.players[faction].traitor_draw:
        raise RuleError(T("classic-no-traitor-to-choose"), rule="III.E.2")


def pick_traitor(state: ClassicState, faction: Faction, text: str, log: EventLog) -> None:
    check_traitor(state, faction)
    player = state.players[faction]
    foes = [n for n in player.traitor_draw if LEADERS[n].faction != faction]
    choices = (T("classic-choose-one-of", leaders=_leaders(foes)) if foes
               else T("classic-answer-traitor-none"))
    if text.strip().lower() == "none":
        if foes:
            raise RuleError(T("classic-must-keep-traitor"),
                            rule="III.E.2", hint=choices)
        name = None
    else:
        try:
            name = resolve_leader(text, among=player.traitor_draw)
        except UnknownName as err:
            raise RuleError(unknown(err), rule="III.E.2", hint=choices) from None
        if LEADERS[name].faction == faction:
            raise RuleError(T("classic-own-leader", leader=leader_word(name)),
                            rule="III.E.2", hint=choices)
    player.traitors = [name] if name else []
    player.traitor_draw = []
    told = (T("classic-traitor-in-your-pay", leader=leader_word(name)) if name
            else T("classic-you-have-no-traitor"))
    log.private(player.seat, "traitor", told, leader=name)
    log.public("traitor_chosen", T("classic-traitor-chosen", faction=faction_word(faction)))


def check_predict(state: ClassicState, faction: Faction) -> None:
    if faction != Faction.BENE_GESSERIT:
        raise RuleError(T("classic-only-bg-predict"), rule=T("classic-rule-bg-shield"))
    if state.options.spice_harvest and _before_positions(state):
        raise RuleError(T("classic-harvest-predict-later"), rule="VI.2")
    if state.prediction is not None:
        raise RuleError(T("classic-prediction-written"), rule=T("classic-rule-bg-shield"))


def _before_positions(state: ClassicState) -> bool:
    """THE SPICE HARVEST, VI.2: before the placement has read out the strongholds
    (`phases/placement.py`), the opening positions are not yet placed."""
    if state.phase == Phase.PLACEMENT:
        return state.placement is None or not state.placement.revealed
    return state.phase in (Phase.SETUP, Phase.HARVEST)


def predict(state: ClassicState, faction: Faction, who: str, turn: int, log: EventLog) -> None:
    check_predict(state, faction)
    try:
        target = resolve_faction(who)
    except UnknownName as err:
        raise RuleError(unknown(err)) from None
    if target not in state.players or target == faction:
        others = factions_joined([f for f in state.players if f != faction])
        raise RuleError(T("classic-predict-another", factions=others))
    if turn > state.options.max_turns:
        raise RuleError(T("classic-game-lasts", count=state.options.max_turns),
                        hint=T("classic-choose-turn", count=state.options.max_turns))
    state.prediction = Prediction(faction=target, turn=turn)
    seat = state.players[faction].seat
    log.private(seat, "prediction", T("classic-you-predict", faction=faction_word(target),
                                      turn=turn), faction=target, turn=turn)
    log.public("prediction_made", T("classic-prediction-made"))


def check_place(state: ClassicState, faction: Faction) -> None:
    if faction == Faction.BENE_GESSERIT and state.advisor_to_place:
        if state.fremen_to_place:
            raise RuleError(T("classic-bg-place-after-fremen"), rule="XV.B.1")
        return
    if faction != Faction.FREMEN or state.fremen_to_place == 0:
        raise RuleError(T("classic-only-fremen-place"))


def place(state: ClassicState, faction: Faction, n: int, where: str, sector: int | None,
          starred_named: int | None, log: EventLog) -> None:
    """Fremen shield: ten tokens spread over Sietch Tabr, False Wall South and West; XV.B.1:
    the Bene Gesserit's one token anywhere."""
    check_place(state, faction)
    if faction == Faction.BENE_GESSERIT:
        coexist.place_start(state, where, sector, n, log)
        return
    territory = _territory(where)
    if territory not in FREMEN_HOME:
        raise RuleError(T("classic-fremen-start-in",
                          home=joined([place_word(t) for t in FREMEN_HOME], ", "),
                          territory=place_word(territory)))
    if n > state.fremen_to_place:
        raise RuleError(T("classic-left-to-place", count=state.fremen_to_place, n=n),
                        rule=T("classic-rule-fremen-shield"),
                        hint=T("classic-place-or-less", count=state.fremen_to_place))
    sector = choose_sector(state, territory, sector, allow_storm=True)
    player = state.players[faction]
    starred.check_starred(state, faction, n, starred_named, player.reserves,
                          player.starred_reserves, "in reserve")
    elite = forces.from_reserves(player, n, starred_named)
    state.fremen_to_place -= n
    forces.add(state, faction, territory, sector, n, elite)
    log.public("placed", T("classic-fremen-places", n=n,
                           starred=starred.of_which(faction, elite),
                           territory=place_word(territory), sector=sector,
                           count=state.fremen_to_place),
               territory=territory, sector=sector, n=n)


def _territory(text: str) -> str:
    try:
        return resolve_territory(text)
    except UnknownName as err:
        raise RuleError(unknown(err)) from None


def complete(state: ClassicState) -> bool:
    """All set-up choices made: traitors, prediction, Fremen (and Bene Gesserit) placement."""
    return (
        all(not p.traitor_draw for p in state.players.values())
        and not _prediction_due(state)
        and state.fremen_to_place == 0
        and state.advisor_to_place == 0
    )


def _prediction_due(state: ClassicState) -> bool:
    """The Bene Gesserit predict at the set-up; with THE SPICE HARVEST, after the opening
    positions (VI.2), so not here."""
    return (Faction.BENE_GESSERIT in state.players and state.prediction is None
            and not state.options.spice_harvest)


def waiting(state: ClassicState) -> list[tuple[Faction, str, Text]]:
    """(faction, kind, prompt) for every set-up choice still open."""
    out = []
    for player in state.players.values():
        if player.traitor_draw:
            out.append((player.faction, "traitor", T("classic-ask-traitor")))
    if _prediction_due(state):
        out.append((Faction.BENE_GESSERIT, "predict", T("classic-ask-prediction")))
    if state.fremen_to_place:
        out.append((Faction.FREMEN, "place", T("classic-ask-fremen-place",
                                               count=state.fremen_to_place)))
    elif state.advisor_to_place:
        out.append((Faction.BENE_GESSERIT, "place", T("classic-ask-advisor-place")))
    return out

