"""The market card windows of the phases played at once (Kolejność zagrywania kart bazaru:
"Karty bazaru można zagrywać podczas wypisanych na nich faz"): before the storm's throw
(Weather Control), before the spice card (the Thumper) and before the collection (the
Harvester), every seat holding a market card is asked in order of play to play one or
`hold`. Two cards at one moment thus resolve in order of play. A seat holding none is not
asked: the number held is public, the cards are not."""

from __future__ import annotations

from engine.boards.arrakis.territories import TERRITORIES
from engine.core import EventLog, RuleError

from . import commands as c
from .board import count, typed_territory
from .market import in_hand, not_now
from .state import DiunaState, Phase
from .words import T, Text, card_word, card_words, joined, phase_word, territory_word

CARDS = {"storm": ("Weather Control",), "spice_blow": ("Thumper",),
         "collection": ("Harvester",)}


def opened(state: DiunaState, log: EventLog) -> bool:
    """Open the phase's window once a round; True when it waits for someone."""
    name = state.phase.value
    if name not in CARDS or name in state.windows:
        return False
    state.windows.append(name)
    state.window = [s for s in state.order if state.players[s].market_cards]
    if not state.window:
        return False
    state.waiting = "window"
    log.public("window", T("diuna-window", phase=phase_word(name),
                           seats=", ".join(state.window)))
    return True


def play(state: DiunaState, seat: str, command: c.Market, log: EventLog) -> None:
    _asked(state, seat)
    player = state.players[seat]
    name = in_hand(state, player, command.card)
    allowed = CARDS[state.windows[-1]]
    acts = state.cards.market_effect(name)
    if acts not in allowed:
        raise not_now(state, name, T("diuna-before-phase-cards",
                                     phase=phase_word(state.windows[-1]),
                                     cards=card_words(allowed)))
    if acts == "Weather Control":
        if command.sectors is None:
            raise RuleError(T("diuna-weather-how-far", card=card_word("Weather Control")))
        state.weather = command.sectors
        what = T("diuna-weather-effect", sectors=command.sectors)
    elif acts == "Thumper":
        if state.thumper:
            raise RuleError(T("diuna-thumper-down", card=card_word("Thumper")),
                            hint=T("diuna-keep-yours-hold"))
        state.thumper = True
        what = T("diuna-thumper-effect")
    else:
        place = _territory(command.territory)
        if place not in harvests(state, seat):
            raise RuleError(T("diuna-harvester-nothing", territory=territory_word(place),
                              card=card_word("Harvester")),
                            hint=_harvest_hint(state, seat))
        state.harvesters[seat] = place
        what = T("diuna-harvester-effect", territory=territory_word(place))
    player.market_cards.remove(name)
    state.decks.market_discard.append(name)
    log.public("market_card", T("diuna-plays-effect", seat=seat, card=card_word(name),
                                what=what), card=name)
    _answered(state)


def hold(state: DiunaState, seat: str, log: EventLog) -> None:
    _asked(state, seat)
    log.public("hold", T("diuna-hold-window", seat=seat))
    _answered(state)


def _answered(state: DiunaState) -> None:
    """The seat asked has played its card or held: the next is asked, or the phase goes
    on (one card a window is all a seat can use: each acts once)."""
    state.window.pop(0)
    if not state.window:
        state.waiting = ""


def _asked(state: DiunaState, seat: str) -> None:
    if state.waiting != "window":
        raise RuleError(T("diuna-no-window"))
    if state.window[0] != seat:
        raise RuleError(T("diuna-answers-first", seat=state.window[0]))


def harvests(state: DiunaState, seat: str) -> list[str]:
    """The territories where the seat's forces would collect spice this round: spice lies
    there and the seat has forces in its blow sector."""
    faction = state.players[seat].faction
    return [name for name, amount in state.spice.items() if amount
            and count(state, name, faction, (TERRITORIES[name].blow_sector or 0,))]


def _harvest_hint(state: DiunaState, seat: str) -> Text:
    places = harvests(state, seat)
    return (T("diuna-harvest-where", territories=joined(
                [territory_word(p) for p in places], ", ")) if places
            else T("diuna-harvest-nowhere"))


def _territory(text: str | None) -> str:
    if text is None:
        raise RuleError(T("diuna-harvester-names", card=card_word("Harvester")))

    return typed_territory(text)


def new_round(state: DiunaState) -> None:
    """A new round: every window opens again; the round's card effects are spent."""
    state.windows = []
    state.harvesters = {}
    state.thumper = False
    state.weather = None
    assert state.phase == Phase.STORM
