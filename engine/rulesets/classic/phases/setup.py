"""III. Set-up for play: factions, decks, starting spice, tokens and cards, traitors,
the Bene Gesserit prediction and the Fremen placement."""

from __future__ import annotations

from typing import Protocol

from engine.core import EventLog, Rng, RuleError, SeatSpec, seed_state

from ..board import forces, starred
from ..board.order import dots_for
from ..board.strongholds import SIETCH_SEATS
from ..data import (
    FREMEN_HOME,
    LEADERS,
    SHIELDS,
    Faction,
    UnknownName,
    leaders_of,
    resolve_faction,
    resolve_leader,
    resolve_territory,
)
from ..model.options import ClassicOptions
from ..model.state import ClassicState, Player, Prediction
from ..model.upgrade import RULES_VERSION
from . import coexist
from .common import choose_sector, deal_treachery


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
    seating = ", ".join(f"{p.seat} ({p.faction.title}, dot {p.dot})" for p in players.values())
    log.public("setup", f"A game of Dune begins. Seats: {seating}.")
    if asked.sietch_strongholds != options.sietch_strongholds:
        log.public("options_fitted", f"The sietch strongholds are for a game of "
                   f"{SIETCH_SEATS} players (XVIII.C): this game of {len(seats)} is played "
                   "without them.")
    if asked.weather != options.weather:
        log.public("options_fitted", "No seat plays the Fremen, who draw the weather "
                   "markers: the storm moves by the dials, as in the basic game (XVI.D).")
    for player in players.values():
        _stock_shield(state, player)
    coexist.hold_starting_token(state)
    for player in players.values():
        deal_treachery(state, player, SHIELDS[player.faction].starting_cards, log)
    _draw_traitors(state, log)
    if Faction.FREMEN in players:
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
        raise RuleError("Dune is played by 2 to 6 players.", rule="I", hint=f"Got {len(seats)}.")
    names = [s.name for s in seats]
    if len(set(names)) != len(names) or any(not n or n == "mod" for n in names):
        raise RuleError("Every seat needs its own name (and `mod` is the moderator's).")
    chosen: list[Faction | None] = []
    for seat in seats:
        try:
            chosen.append(resolve_faction(seat.side) if seat.side else None)
        except UnknownName as err:
            raise RuleError(str(err), rule="III.E") from None
    taken = [f for f in chosen if f]
    if len(set(taken)) != len(taken):
        raise RuleError("Two seats chose the same faction.", rule="III.E")
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
    """III.E.4-5: starting spice from the bank, tokens on the planet and in reserve."""
    shield = SHIELDS[player.faction]
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
            text = ", ".join(foes) or "none of your opponents' leaders"
            log.private(player.seat, "traitors", f"Your traitors: {text}.", leaders=foes)
            continue
        player.traitor_draw = drawn
        ask = (f"Keep one opponent's leader as your traitor ({', '.join(foes)}): "
               "`traitor <leader>`." if foes else "None is an opponent's: answer `traitor none`.")
        log.private(player.seat, "traitor_draw", f"You drew {', '.join(drawn)}. {ask}",
                    leaders=drawn)


def check_traitor(state: ClassicState, faction: Faction) -> None:
    if not state.players[faction].traitor_draw:
        raise RuleError("You have no traitor to choose now.", rule="III.E.2")


def pick_traitor(state: ClassicState, faction: Faction, text: str, log: EventLog) -> None:
    check_traitor(state, faction)
    player = state.players[faction]
    foes = [n for n in player.traitor_draw if LEADERS[n].faction != faction]
    choices = f"Choose one of: {', '.join(foes)}." if foes else "Answer `traitor none`."
    if text.strip().lower() == "none":
        if foes:
            raise RuleError("You drew an opponent's leader: keep one as your traitor.",
                            rule="III.E.2", hint=choices)
        name = None
    else:
        try:
            name = resolve_leader(text, among=player.traitor_draw)
        except UnknownName as err:
            raise RuleError(str(err), rule="III.E.2", hint=choices) from None
        if LEADERS[name].faction == faction:
            raise RuleError(f"{name} is your own leader.", rule="III.E.2", hint=choices)
    player.traitors = [name] if name else []
    player.traitor_draw = []
    told = f"{name} is in your pay as a traitor." if name else "You have no traitor."
    log.private(player.seat, "traitor", told, leader=name)
    log.public("traitor_chosen", f"{faction.title} has made its traitor choice.")


def check_predict(state: ClassicState, faction: Faction) -> None:
    if faction != Faction.BENE_GESSERIT:
        raise RuleError("Only the Bene Gesserit make a prediction.", rule="Bene Gesserit shield")
    if state.prediction is not None:
        raise RuleError("You have already written your prediction.", rule="Bene Gesserit shield")


def predict(state: ClassicState, faction: Faction, who: str, turn: int, log: EventLog) -> None:
    check_predict(state, faction)
    try:
        target = resolve_faction(who)
    except UnknownName as err:
        raise RuleError(str(err)) from None
    if target not in state.players or target == faction:
        others = ", ".join(f.title for f in state.players if f != faction)
        raise RuleError(f"Predict one of the other factions in this game: {others}.")
    if turn > state.options.max_turns:
        raise RuleError(f"The game lasts {state.options.max_turns} turns.",
                        hint=f"Choose a turn from 1 to {state.options.max_turns}.")
    state.prediction = Prediction(faction=target, turn=turn)
    seat = state.players[faction].seat
    log.private(seat, "prediction", f"You predict: {target.title} wins on turn {turn}.",
                faction=target, turn=turn)
    log.public("prediction_made", "The Bene Gesserit have written their secret prediction.")


def check_place(state: ClassicState, faction: Faction) -> None:
    if faction == Faction.BENE_GESSERIT and state.advisor_to_place:
        if state.fremen_to_place:
            raise RuleError("The Bene Gesserit place their token after the Fremen.",
                            rule="XV.B.1")
        return
    if faction != Faction.FREMEN or state.fremen_to_place == 0:
        raise RuleError("Only the Fremen place tokens at set-up, and only until all ten are down.")


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
        raise RuleError(f"The Fremen start in {', '.join(FREMEN_HOME)}, not {territory}.")
    if n > state.fremen_to_place:
        raise RuleError(f"Only {state.fremen_to_place} tokens are left to place, not {n}.",
                        rule="Fremen shield",
                        hint=f"`place {state.fremen_to_place} <territory> [sector]` or less.")
    sector = choose_sector(state, territory, sector, allow_storm=True)
    player = state.players[faction]
    starred.check_starred(state, faction, n, starred_named, player.reserves,
                          player.starred_reserves, "in reserve")
    elite = forces.from_reserves(player, n, starred_named)
    state.fremen_to_place -= n
    forces.add(state, faction, territory, sector, n, elite)
    log.public("placed", f"Fremen places {n}{starred.of_which(faction, elite)} in {territory} "
               f"(sector {sector}); "
               f"{state.fremen_to_place} left to place.", territory=territory, sector=sector, n=n)


def _territory(text: str) -> str:
    try:
        return resolve_territory(text)
    except UnknownName as err:
        raise RuleError(str(err)) from None


def complete(state: ClassicState) -> bool:
    """All set-up choices made: traitors, prediction, Fremen (and Bene Gesserit) placement."""
    return (
        all(not p.traitor_draw for p in state.players.values())
        and (Faction.BENE_GESSERIT not in state.players or state.prediction is not None)
        and state.fremen_to_place == 0
        and state.advisor_to_place == 0
    )


def waiting(state: ClassicState) -> list[tuple[Faction, str, str]]:
    """(faction, kind, prompt) for every set-up choice still open."""
    out = []
    for player in state.players.values():
        if player.traitor_draw:
            out.append((player.faction, "traitor", "Choose your traitor: `traitor <leader>` "
                        "(`traitor none` if you drew only your own leaders)."))
    if Faction.BENE_GESSERIT in state.players and state.prediction is None:
        out.append((Faction.BENE_GESSERIT, "predict", "Write your prediction: "
                    "`predict <faction> <turn>`."))
    if state.fremen_to_place:
        out.append((Faction.FREMEN, "place", f"Place {state.fremen_to_place} tokens: "
                    "`place <count> <territory> [sector]`."))
    elif state.advisor_to_place:
        out.append((Faction.BENE_GESSERIT, "place", "Place your starting token in any "
                    "territory: `place 1 <territory> [sector]` (XV.B.1)."))
    return out

