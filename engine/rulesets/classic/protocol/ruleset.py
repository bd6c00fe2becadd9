"""The classic ruleset as the bot and the table see it: setup, apply, pending, legal, view."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar

from engine.boards.arrakis.names import ITALIAN
from engine.core import BoardPicture, Command, Decision, EventLog, RuleError, SeatSpec
from engine.core.base import RulesetBase
from engine.core.events import Event
from engine.core.options import summary
from engine.core.repairs import repair
from engine.core.ruleset import Offer, Result, Seen, Sheet, Sides, Status
from engine.core.words import T, Text, lines

from ..bot.decide import decide
from ..data import (
    FACTION_ORDER,
    LEADERS,
    SPICE_CARDS,
    TERRITORIES,
    TREACHERY_CARDS,
    Faction,
    UnknownName,
    resolve_faction,
    resolve_territory,
)
from ..data.main_leaders import MAIN_NAMES, main_aliases
from ..data.spellings import catalogue_aliases
from ..data.words import factions_word, phase_word
from ..model.options import ClassicOptions
from ..model.presets import PRESETS, random_options
from ..model.repaired import REPAIRED
from ..model.state import ClassicState, Phase
from ..model.upgrade import RULES_VERSION
from ..phases import kanly, moderator, orders, placement, setup, victory
from ..phases.arena_names import arena_vocabulary
from ..phases.battle_powers import VOICE_KINDS
from ..play import flow, invariants
from ..play import result as ending
from ..play.handlers import handle
from ..play.offers import plan_offer, territory_facts
from ..play.rules import rules_for
from ..view import harvest_view, static
from ..view.arena_text import arena_mark, arena_picture
from ..view.board_text import board_mark, board_picture
from ..view.sheet import duel_status, sheet
from ..view.view import view
from . import agents, disguise
from . import commands as c
from .legal import legal, may_act
from .pending import pending

_SIDE_WORDS: dict[str, Any] = (
    {"label": T("classic-side"), "kind": "classic-faction"} if "kind" in Sides.model_fields
    else {"label": "faction"})
"""The sides as the catalogue says them (`classic-side`, its plural the list's heading; each
faction its `classic-faction-<name>` term), where the core reads `Sides.kind`; the plain
English label where it does not yet."""


class ClassicRuleset(RulesetBase):
    """Frank Herbert's Dune, Avalon Hill 1979."""

    name = "classic"
    title = "Dune (Avalon Hill, 1979)"
    rules_version = RULES_VERSION
    registry = c.registry
    state_model = ClassicState
    options_model = ClassicOptions
    presets = PRESETS
    sides = Sides(**_SIDE_WORDS, names=tuple(f.value for f in FACTION_ORDER),
                  min_seats=2, max_seats=6)
    topics = ("territory",)
    repaired_by = REPAIRED
    answers: ClassVar[Mapping[str, frozenset[str]]] = {
        "nexus": frozenset({"ally", "unally", "ready"})}

    def setup(
        self, options: ClassicOptions, seats: list[SeatSpec], seed: int
    ) -> tuple[ClassicState, list[Event]]:
        log = EventLog()
        state = setup.create(options, seats, seed, log, rules_for(options))
        flow.settle(state, log)
        return state, log.events

    def play(self, state: ClassicState, seat: str, command: Command, log: EventLog) -> None:
        handle(state, self._faction(state, seat), command, log)

    def moderate(self, state: ClassicState, command: Command, log: EventLog) -> None:
        """A repair of the rules of this game, tried first on a copy (engine.core.repairs):
        none leaves the game unsound or stuck."""
        rules = rules_for(state.options).moderator_rules
        repair(self, {cls: rule.play for cls, rule in rules.items()}, state, command, log)

    def settle(self, state: ClassicState, log: EventLog) -> None:
        flow.settle(state, log)

    def where(self, state: ClassicState) -> Text:  # type: ignore[override]
        """Where the game stands and whom it waits for (a refusal's hint)."""
        waiting = "; ".join(f"{d.seat} (`{d.kind}`)" for d in pending(state))
        if waiting:
            return T("classic-where-waiting", turn=state.turn, phase=phase_word(state.phase),
                     waiting=waiting)
        return T("classic-where", turn=state.turn, phase=phase_word(state.phase))

    def faction_of(self, state: ClassicState, seat: str) -> Faction:
        return self._faction(state, seat)

    def _faction(self, state: ClassicState, seat: str) -> Faction:
        for faction, player in state.players.items():
            if player.seat == seat:
                return faction
        self._check_seat(state, seat)
        raise AssertionError("unreachable: the seat check raises")

    def _check_seat(self, state: ClassicState, seat: str) -> None:
        """The base check, with the seats looked through in place first: every command
        asks it, and building `seats`' map each time was a fiftieth of a command's cost."""
        for player in state.players.values():
            if player.seat == seat:
                return
        super()._check_seat(state, seat)

    def seats(self, state: ClassicState) -> dict[str, str]:
        return {p.seat: f for f, p in state.players.items()}  # a Faction is its name

    def turn(self, state: ClassicState) -> int:
        return state.turn

    def seat_named(self, state: ClassicState, text: str) -> str:
        return state.players[moderator.faction_in_game(state, text)].seat

    def resolve_side(self, text: str) -> str:
        try:
            return resolve_faction(text).value
        except UnknownName as err:
            raise RuleError(getattr(err, "words", None) or str(err),
                            hint=T("classic-factions-hint",
                                   factions=", ".join(self.sides.names))) from None

    def pending(self, state: ClassicState) -> list[Decision]:
        return pending(state)

    def legal(self, state: ClassicState, seat: str) -> list[Command]:
        return legal(state, self._faction(state, seat))

    def offer(self, state: ClassicState, decision: Decision) -> Offer | None:
        if decision.ui == "form":
            plans = [p for p in self.legal(state, decision.seat) if isinstance(p, c.Plan)]
            return plan_offer(decision.prompt, plans, state.options.advanced_combat)
        if decision.kind == "move":
            # IX.C: what a shipment costs is public, what the seat can pay is behind its
            # shield (XIII.B): only its own DM says it (moves are typed: no buttons).
            spice = state.players[self.faction_of(state, decision.seat)].spice
            return Offer(text=T("classic-offer-with-spice", prompt=decision.prompt,
                                spice=spice))
        return super().offer(state, decision)

    def view(self, state: ClassicState, seat: str | None) -> dict[str, Any]:
        return view(state, seat)

    def sheet(self, state: ClassicState, seat: str | None) -> Sheet:
        if seat not in self.seats(state):
            return super().sheet(state, seat)
        return sheet(state, seat, self.decision_lines(state, seat))

    def status(self, state: ClassicState) -> Status:
        phase = phase_word(state.phase)
        line = T("classic-status-line", turn=state.turn, phase=phase)
        block: list[Text] = [T("classic-status-turn", turn=state.turn,
                               turns=state.options.max_turns, phase=phase, sector=state.storm)]
        if state.harvest is not None:  # THE SPICE HARVEST: the pre-game, before turn 1
            line = harvest_view.status(state.harvest)
            block = [line]
        if state.placement is not None:  # THE SPICE HARVEST, V.4-7: still before turn 1
            line = placement.status(state)
            block = [line]
        rules = summary(state.options, PRESETS)
        if rules:
            block.append(T("classic-status-options", options=rules))
        if state.options.duel:  # THE DUEL: the main leaders' value, and who is out (VII)
            block.append(duel_status(state))
        block += kanly.status(state)  # THE DUEL, V.1: threats are public
        if state.winners:
            block.append(T("classic-status-won", winners=factions_word(state.winners)))
        return Status(line=line, block=lines(*block))

    def board(self, state: ClassicState, *, detail: bool = False,
              language: str = "en") -> BoardPicture:
        """The map, or the arena while a fight is open (THE DUEL: play waits for it)."""
        if state.fight is not None:
            return arena_picture(state, detail=detail, language=language)
        return board_picture(state, detail=detail, language=language)

    def board_mark(self, state: ClassicState) -> tuple[str, str]:
        return arena_mark(state) if state.fight is not None else board_mark(state)

    def finished(self, state: ClassicState) -> bool:
        return state.phase == Phase.ENDED

    def winners(self, state: ClassicState) -> list[str]:
        return [f.value for f in state.winners]

    def result(self, state: ClassicState) -> Result:
        return ending.result(state)

    def vocabulary(self, kind: str) -> Iterable[str]:
        return VOCABULARY.get(kind, ())

    def reference(self, topic: str, name: str) -> tuple[dict[str, Any], str]:
        if topic != "territory":
            return super().reference(topic, name)
        try:
            return territory_facts(resolve_territory(name))
        except UnknownName as err:
            raise RuleError(getattr(err, "words", None) or str(err)) from None

    def static_data(self) -> dict[str, Any]:
        return static.static_data()

    def static_text(self) -> str:
        return static.static_text()

    def random_options(self, rng: random.Random, seats: list[SeatSpec]) -> dict[str, Any]:
        return random_options(rng)

    def choose(self, state: ClassicState, seat: str, rng: random.Random) -> Command | None:
        return agents.choose(state, seat, rng)

    def bot(self, seen: Seen, rng: random.Random) -> Command | None:
        return decide(seen, rng)

    def would_win(self, state: ClassicState) -> list[str]:
        """IV, XII.E.1: the seats of every team (an alliance together) that holds enough
        strongholds now to win were the turn to end, counted by the victory rules."""
        if state.phase == Phase.ENDED:
            return []
        return [state.players[f].seat for team in victory.teams(state)
                if victory.team_worth(state, team) >= victory.needed(state, len(team))
                for f in state.players if f in team]

    def standing_orders(self, state: ClassicState, seat: str) -> list[Command]:
        """None when the seat may give no command (`may_act`): `auto` is refused then."""
        faction = self._faction(state, seat)
        return list(orders.suggested(state, faction)) if may_act(state, faction) else []

    def problems(self, state: ClassicState, events: Iterable[Event] = ()) -> list[str]:
        return invariants.problems(state, events)

    def disguise(self, state: ClassicState, seat: str | None,
                 rng: random.Random) -> ClassicState:
        return disguise.disguise(state, seat, rng)


_SPOKEN = {what: tuple(catalogue_aliases(what)) for what in ("leader", "card", "faction")}
"""Every language's names of the leaders, cards and factions (the catalogue's)."""

_MAIN = (*sorted(MAIN_NAMES), *main_aliases())
"""THE DUEL's main leaders, in every language (data/main_leaders.py)."""

VOCABULARY: dict[str, tuple[str, ...]] = {
    # The Italian names too, so that one of several words is read whole without quotes
    # (`move 3 pozzo polare bacino imperiale`); and every language's names of the leaders,
    # cards and factions (`plan 3 "conte fenring" "pistola laser"`).
    "territory": (*TERRITORIES, *ITALIAN, "reserves"),
    "leader": (*LEADERS, *_SPOKEN["leader"], *_MAIN),
    "faction": tuple(f.value for f in FACTION_ORDER) + tuple(f.title for f in FACTION_ORDER)
    + _SPOKEN["faction"],
    "card": (*TREACHERY_CARDS, *_SPOKEN["card"]),
    "plan_leader": (*LEADERS, "Cheap Hero", "Cheap Heroine", "none", *_SPOKEN["leader"],
                    *_MAIN),
    "plan_card": (*TREACHERY_CARDS, "none", "all", *_SPOKEN["card"]),
    "voice_kind": tuple(VOICE_KINDS),
    "deck_card": tuple(TREACHERY_CARDS) + tuple(SPICE_CARDS) + ("Shai-Hulud",)
    + _SPOKEN["card"],
}
VOCABULARY["side"] = VOCABULARY["faction"]
VOCABULARY.update(arena_vocabulary())

RULESET = ClassicRuleset()
