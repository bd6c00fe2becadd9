"""Diuna as the bot and the table see it: the core protocol over `flow.play`, `pending`
and `invariants` (in the catalog; README.md, STATUS)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar

from engine.boards.arrakis.names import POLISH
from engine.boards.arrakis.territories import POLAR_SINK, TERRITORIES
from engine.core import BoardPicture, Command, Decision, EventLog, RuleError, SeatSpec
from engine.core.base import RulesetBase
from engine.core.events import Event
from engine.core.repairs import Repairs, repair
from engine.core.ruleset import (
    Form,
    FormField,
    Offer,
    Seen,
    Sheet,
    SheetSection,
    Sides,
    Status,
)

from . import (
    agents,
    battle,
    bot,
    cards,
    collection,
    flow,
    invariants,
    pending,
    repairs,
    setup,
    standing,
    view,
)
from . import commands as c
from .data import DEFAULT_CARDS, STRONGHOLDS, STRONGHOLDS_TO_WIN, VICTORY_ROUNDS, Faction
from .disguise import disguise
from .options import DiunaOptions
from .spellings import translated
from .state import DiunaState, Phase
from .words import (
    Say,
    T,
    Text,
    card_word,
    card_words,
    faction_word,
    joined,
    leader_word,
    leader_words,
    lines,
    phase_word,
    territory_word,
)
from .words import names as word_names

PLAN_FORM = Form(command="plan", title=T("diuna-plan-form-title"),
                 button=T("diuna-plan-form-button"),
                 fields=(FormField(name="forces", label=T("diuna-plan-form-forces"),
                                   max_length=2,
                                   description=T("diuna-plan-form-forces-about")),
                         FormField(name="leader", label=T("diuna-plan-form-leader"),
                                   required=False,
                                   description=T("diuna-plan-form-leader-about")),
                         FormField(name="weapon", label=T("diuna-plan-form-weapon"),
                                   required=False,
                                   description=T("diuna-plan-form-card-about")),
                         FormField(name="defence", label=T("diuna-plan-form-defence"),
                                   required=False,
                                   description=T("diuna-plan-form-card-about"))))
"""Plan bitwy: the disk and the cards, by DM."""

PROMPTS = {kind: T(f"diuna-prompt-{kind.replace('_', '-')}") for kind in (
    "traitor", "storm", "window", "ride", "buy", "revive", "move", "battle", "swap",
    "return_traitor", "voice", "foresee", "plan", "prebattle", "market", "call")}
"""Each decision's prompt (`diuna-prompt-<kind>`)."""
SECRET_KINDS = frozenset({"traitor", "return_traitor", "plan"})
STANDING_RATE = 0.05
"""How often the random agent gives a standing order it has not yet given."""


def prompt(state: DiunaState, seat: str, kind: str) -> Text:
    """The decision's prompt, with the public facts that bound it: what the seat may buy,
    revive, or where the storm is and what shipping costs."""
    player = state.players[seat]
    if kind == "traitor" and setup.still_to_keep(state, player) > 1:
        return T("diuna-prompt-traitors", count=setup.still_to_keep(state, player))
    if kind == "buy":
        most = cards.can_buy(state, player)
        full = len(player.market_cards) >= cards.hand_limit(state)
        why = T("diuna-why-full-hand") if full else T("core-spice", count=player.spice)
        return joined([PROMPTS[kind], T("diuna-prompt-buy-most", seat=seat, most=most)
                       if most else T("diuna-prompt-buy-none", seat=seat, why=why,
                                      card=card_word("Black Market"))])
    if kind == "revive":
        return joined([PROMPTS[kind], T(
            "diuna-prompt-revive-tanks", tanks=player.tanks, seat=seat, spice=player.spice,
            leaders=joined([leader_word(n) for n in player.dead], ", "),
            dead=len(player.dead))])
    if kind == "move":
        shipping = (T("diuna-shipping-fremen", sink=territory_word(POLAR_SINK))
                    if player.has(Faction.FREMEN)
                    else T("diuna-shipping-price", seat=seat, spice=player.spice))
        return joined([PROMPTS[kind], T("diuna-prompt-move-storm", shipping=shipping,
                                        storm=state.storm)])
    return PROMPTS[kind]


def occurrence(state: DiunaState) -> str:
    """Which round, phase, turn and battle step a decision belongs to (public), so a button
    posted for an earlier one is refused. A battle is named by its sides and its side of the
    storm too: the holder may fight several in one territory. One side's plan or call leaves
    the other's decision open, so neither count is in the key: its buttons stay good."""
    key = f"round {state.round}, {state.phase.value}, {state.waiting or 'auto'} {state.turn}"
    if state.fight is not None:
        fight = state.fight
        key += (f", battle in {fight.territory} ({' against '.join(fight.sides)}, sector "
                f"{fight.sectors[0]}) {fight.step} ({len(state.fought)}, "
                f"{sum(map(len, fight.played.values()))})")
    if state.waiting == "window":
        key += f", window {len(state.windows)} {len(state.window)}"
    return key


class DiunaRuleset(RulesetBase):
    """Gale Force Nine's Dune: A Game of Conquest and Diplomacy (2021), Polish rulebook."""

    name = "diuna"
    title = "Diuna (Dune: A Game of Conquest and Diplomacy)"
    rules_version = 1
    registry = c.registry
    state_model = DiunaState
    options_model = DiunaOptions
    sides = Sides(label=T("diuna-side-label"), names=tuple(f.value for f in Faction),
                  min_seats=2, max_seats=4)
    topics = ()
    answers: ClassVar[Mapping[str, frozenset[str]]] = {
        "ride": frozenset({"ride", "stay"}), "buy": frozenset({"buy", "pass", "market"}),
        "revive": frozenset({"revive", "done", "market"}),
        "move": frozenset({"ship", "move", "done", "market"}),
        "swap": frozenset({"draw_traitor"}), "battle": frozenset({"battle", "draw_traitor"}),
        "window": frozenset({"market", "hold"}), "prebattle": frozenset({"market", "hold"}),
        "market": frozenset({"market", "hold"})}
    vocabularies: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "territory": (*sorted(TERRITORIES), *POLISH),
        "leader": (*(leader.name for leader in DEFAULT_CARDS.leaders),
                   *sorted(w for w, n in translated().items()
                           if n in {leader.name for leader in DEFAULT_CARDS.leaders})),
        "card": (*(name for card in (*DEFAULT_CARDS.battle, *DEFAULT_CARDS.market)
                   for name in (card.name, card.pl)),
                 *sorted(w for w, n in translated().items()
                         if n not in {leader.name for leader in DEFAULT_CARDS.leaders})),
        "side": (*(f.value for f in Faction), *setup.POLISH_FACTIONS,
                 *sorted({w for f in Faction for w in word_names(faction_word(f).id)}))}
    repaired_by: ClassVar[Repairs] = repairs.REPAIRED
    """The names a typed line may hold, so that a name of several words is read whole
    (`market tleilaxu ghola leader=duke leto`, `move 3 niecka polarna arrakin`): in English,
    Polish and every language of the catalogue, of the reconstructed cards and leaders (a
    group's own, from `cards_file`, are read by the fewest words, as any unknown name)."""

    def setup(self, options: DiunaOptions, seats: list[SeatSpec],
              seed: int) -> tuple[DiunaState, list[Event]]:
        log = EventLog()
        state = setup.create(options, seats, seed, log)
        flow.settle(state, log)
        return state, log.events

    def play(self, state: DiunaState, seat: str, command: Command, log: EventLog) -> None:
        flow.play(state, seat, command, log)

    def moderate(self, state: DiunaState, command: Command, log: EventLog) -> None:
        repair(self, repairs.REPAIRS, state, command, log)

    def settle(self, state: DiunaState, log: EventLog) -> None:
        flow.settle(state, log)

    def seats(self, state: DiunaState) -> dict[str, str]:
        return {seat: state.players[seat].faction.value for seat in state.order}

    def turn(self, state: DiunaState) -> int:
        """The round (`state.turn` is the player on turn within a phase)."""
        return state.round

    def sides_for(self, seats: int) -> tuple[str, ...]:
        return self.sides.names

    def pending(self, state: DiunaState) -> list[Decision]:
        key = occurrence(state)
        return [Decision(seat=seat, kind=kind, prompt=prompt(state, seat, kind),
                         secret=kind in SECRET_KINDS, key=key + _picks_left(state, seat, kind),
                         ui="form" if kind == "plan" else "choices",
                         default=self.registry.dump(pending.default(state, seat, kind)))
                for seat, kind in pending.waiting_for(state)]

    def legal(self, state: DiunaState, seat: str) -> list[Command]:
        """The agents' candidates for the seat's decisions that the game accepts, each tried
        on a copy. A refused command changes nothing (every check comes before any change),
        so its copy serves the next candidate: a copy is made only after an accepted one."""
        self._check_seat(state, seat)
        out: list[Command] = []
        trial: DiunaState | None = None
        for waiter, kind in pending.waiting_for(state):
            if waiter != seat:
                continue
            for command in agents.candidates(state, seat, kind):
                trial = trial or state.model_copy(deep=True)
                if _accepted(trial, seat, command):
                    out.append(command)
                    trial = None
        return out

    def offer(self, state: DiunaState, decision: Decision) -> Offer | None:
        """A plan is made with its form; the other decisions with a button an answer."""
        offer = super().offer(state, decision)
        if decision.kind != "plan" or offer is None:
            return offer
        player = state.players[decision.seat]
        text = lines(decision.prompt, T("diuna-plan-yours",
                                        leaders=leader_words(player.leaders),
                                        cards=card_words(player.battle_cards)))
        return offer.model_copy(update={"text": text, "form": PLAN_FORM})

    def view(self, state: DiunaState, seat: str | None) -> dict[str, Any]:
        return view.view(state, seat)

    def sheet(self, state: DiunaState, seat: str | None) -> Sheet:
        """The seat's secrets (traitors, hands, an alliance's leaders, the cards drawn, its
        standing orders, its plan until the reveal), its faction board as the table sees
        it, and the decisions it is asked with their defaults."""
        if seat not in state.players:
            return Sheet(title=T("diuna-sheet-spectator"), sections=())
        player = state.players[seat]
        mine = view.private(state, seat)
        known: list[Text] = [
            T("diuna-sheet-traitors", leaders=leader_words(player.traitors)),
            T("diuna-sheet-battle-cards", cards=card_words(player.battle_cards)),
            T("diuna-sheet-market-cards", cards=card_words(player.market_cards))]
        if player.ally:
            known.append(T("diuna-sheet-leaders", leaders=leader_words(player.leaders)))
        if player.drawn:
            known.append(T("diuna-sheet-drawn", leaders=leader_words(player.drawn)))
        known.append(T("diuna-sheet-orders", orders=", ".join(
            f"`auto {o}`" for o in player.orders) or T("diuna-none")))
        if "plan" in mine and state.fight is not None:
            known.append(T("diuna-sheet-plan", plan=battle.plan_words(
                state.fight.plans[seat])))
        faction = (T("diuna-allied", faction=faction_word(player.faction),
                     ally=faction_word(player.ally)) if player.ally
                   else faction_word(player.faction))
        seen = [T("diuna-sheet-faction", faction=faction),
                T("diuna-sheet-spice", count=player.spice),
                T("diuna-sheet-reserve", count=player.reserve),
                T("diuna-sheet-tanks", count=player.tanks),
                T("diuna-sheet-leaders", leaders=T("diuna-sheet-count", count=len(
                    player.leaders))) if player.ally
                else T("diuna-sheet-leaders", leaders=leader_words(sorted(player.leaders))),
                T("diuna-sheet-dead", leaders=leader_words(sorted(player.dead))),
                T("diuna-sheet-hand", battle=len(player.battle_cards),
                  market=len(player.market_cards), traitors=len(player.traitors))]
        sections = [SheetSection(title=T("diuna-sheet-known"), lines=tuple(known)),
                    SheetSection(title=T("diuna-sheet-seen"), lines=tuple(seen))]
        waiting: list[Say] = []
        for d in self.pending(state):
            if d.seat != seat:
                continue
            waiting.append(d.prompt)
            if d.default is not None:
                default = self.registry.usage_of(self.registry.load(d.default))
                waiting.append(T("diuna-sheet-default", command=default))
        if waiting:
            sections.append(SheetSection(title=T("diuna-sheet-waiting"),
                                         lines=tuple(waiting)))
        return Sheet(title=T("diuna-sheet-title", seat=seat, faction=faction),
                     sections=tuple(sections))

    def status(self, state: DiunaState) -> Status:
        if state.phase == Phase.ENDED:
            line = T("diuna-status-over", ending=collection.ending(state))
        elif state.phase == Phase.SETUP:
            line = T("diuna-status-setup")
        else:
            line = T("diuna-status-round", round=state.round, rounds=view.MAX_ROUNDS,
                     phase=phase_word(state.phase))
        return Status(line=line, block=lines(*view.lines(state)))

    def board(self, state: DiunaState, *, detail: bool = False,
              language: str = "en") -> BoardPicture:
        return view.board(state, language)

    def board_mark(self, state: DiunaState) -> tuple[str, str]:
        """A step is a player's turn of a phase played in turn, or one battle."""
        battle = f".{state.fight.territory}" if state.fight is not None else ""
        return f"{state.round}.{state.phase.value}.{state.turn}{battle}", view.key(state)

    def random_options(self, rng: random.Random, seats: list[SeatSpec]) -> dict[str, Any]:
        """The small bazaar in any game; two players play the alliances (when their seats
        ask for no one alliance twice) or cover a stronghold they name, else by the die."""
        options: dict[str, Any] = {"small_bazaar": rng.random() < 0.3}
        if len(seats) == 2 and setup.alliances_open(seats) and rng.random() < 0.4:
            options["alliances"] = True
        elif len(seats) == 2 and rng.random() < 0.3:
            options["blocked_stronghold"] = rng.choice(STRONGHOLDS)
        return options

    def choose(self, state: DiunaState, seat: str, rng: random.Random) -> Command | None:
        """A random legal answer; now and then a standing order first, so that random games
        play them too."""
        orders = self.standing_orders(state, seat)
        if orders and rng.random() < STANDING_RATE:
            return rng.choice(orders)
        return agents.choose(state, seat, self.legal(state, seat), rng)

    def standing_orders(self, state: DiunaState, seat: str) -> list[Command]:
        """`auto call` and `auto hold`, those the seat has not given: each answers only a
        decision whose answer is settled ahead."""
        self._check_seat(state, seat)
        return [] if state.phase == Phase.ENDED else standing.to_give(state, seat)

    def bot(self, seen: Seen, rng: random.Random) -> Command | None:
        """Diuna's bot (`bot.py`): it decides from what the seat may know."""
        return bot.decide(seen, rng)

    def would_win(self, state: DiunaState) -> list[str]:
        """The seats holding 3 strongholds in a round whose end checks them (Sprawdzenie
        warunków zwycięstwa: rounds 3, 4 and 5); points after round 5 are not a threat
        anyone stops by force."""
        if state.phase == Phase.ENDED or state.round not in VICTORY_ROUNDS:
            return []
        return [seat for seat in state.order
                if len(collection.strongholds_held(state, state.players[seat].faction))
                >= STRONGHOLDS_TO_WIN]

    def problems(self, state: DiunaState, events: Iterable[Event] = ()) -> list[str]:
        return invariants.problems(state)

    def finished(self, state: DiunaState) -> bool:
        return state.phase == Phase.ENDED

    def winners(self, state: DiunaState) -> list[str]:
        return [f.value for f in state.winners]

    def disguise(self, state: DiunaState, seat: str | None,
                 rng: random.Random) -> DiunaState:
        return disguise(state, seat, rng)


def _picks_left(state: DiunaState, seat: str, kind: str) -> str:
    """The Harkonnen keep their traitor cards one at a time: each pick is a new decision,
    offered anew with the cards left (how many is public; which, only theirs)."""
    return f", {len(state.players[seat].drawn)} drawn" if kind == "traitor" else ""


def _accepted(trial: DiunaState, seat: str, command: Command) -> bool:
    """Play the command on `trial`, a copy of the game: True if the game takes it."""
    try:
        flow.play(trial, seat, command, EventLog())
    except RuleError:
        return False
    return True


RULESET = DiunaRuleset()
