"""The commands worth trying for a decision (the ruleset's `legal` keeps those the game
accepts), and a random agent that weighs them towards the objective (Cel gry: strongholds),
so random games of the simulator, the demo and the tests ship, move, buy and fight, and end
by 3 strongholds or on points."""

from __future__ import annotations

import random

from engine.boards.arrakis.territories import STRONGHOLDS
from engine.core import Command

from . import battle, cards, movement, pending, window
from . import commands as c
from .data import Faction
from .market import GHOLA_FORCES
from .pending import DEFAULT_STORM
from .state import DiunaState

PASSIVE = frozenset({"done", "pass", "hold", "stay"})
"""Commands that let a chance go: still chosen now and then."""

WEAPON_KINDS = ("poison", "hand", "special")
ELEMENTS = ("forces", "leader", "weapon", "defence")


def candidates(state: DiunaState, seat: str, kind: str) -> list[Command]:
    """The commands worth trying for one decision of `seat`, built only from what the seat
    may know (its own hand and traitors, the public board), the default among them."""
    player = state.players[seat]
    out: list[Command] = []
    if kind == "traitor":
        out += [c.Traitor(leader=name) for name in player.drawn]
    elif kind == "storm":
        out += [c.Storm(sectors=n) for n in range(7)]
    elif kind == "ride":
        out += _rides(state)
    elif kind == "buy":
        out += [c.Buy(count=n) for n in range(1, cards.can_buy(state, player) + 1)]
    elif kind == "revive":
        out += [c.Revive(forces=n) for n in range(1, min(3, player.tanks) + 1)]
        out += [c.Revive(leader=name) for name in player.dead]
    elif kind == "move":
        out += _movement(state, seat)
    elif kind == "battle":
        out += [c.Battle(territory=name, opponent=state.players[other].faction.value)
                for name, other in battle.battles_of(state, seat)]
        if player.has(Faction.HARKONNEN):
            out.append(c.DrawTraitor(yes=True))  # before choosing (HARKONNENOWIE, Zdrajcy)
    elif kind == "swap":
        out += [c.DrawTraitor(yes=True)]
    elif kind == "return_traitor":
        out += [c.ReturnTraitor(leader=name) for name in player.traitors]
    elif kind == "voice":
        out += [c.Voice(order=order, kind=k) for order in ("must", "not") for k in WEAPON_KINDS]
    elif kind == "foresee":
        out += [c.Foresee(element=e) for e in ELEMENTS]
    elif kind == "plan":
        out += _plans(state, seat)
    elif kind == "call":
        out += [c.Call(yes=False)]
    if kind in ("market", "window", "prebattle", "buy", "revive", "move"):
        out += market_plays(state, seat)
    out.append(pending.default(state, seat, kind))
    return list({repr(command): command for command in out}.values())


def market_plays(state: DiunaState, seat: str) -> list[c.Market]:
    """Each market card in hand played with the values its effect takes (and no other, so
    that the suggestions shown to the player read as they would type them): the Weather
    Control 3 sectors, the Harvester where it pays, the Tleilaxu Ghola forces or a leader."""
    player = state.players[seat]
    out: list[c.Market] = []
    for name in dict.fromkeys(player.market_cards):
        acts = state.cards.market_effect(name)
        if acts == "Weather Control":
            out.append(c.Market(card=name, sectors=DEFAULT_STORM))
        elif acts == "Harvester":
            out += [c.Market(card=name, territory=t) for t in window.harvests(state, seat)[:1]]
        elif acts == "Tleilaxu Ghola":
            out += [c.Market(card=name, forces=min(GHOLA_FORCES, player.tanks) or 1)]
            out += [c.Market(card=name, leader=leader) for leader in player.dead[:1]]
        else:
            out.append(c.Market(card=name))
    return out


def _rides(state: DiunaState) -> list[Command]:
    fremen = state.tokens_with(Faction.FREMEN)
    out: list[Command] = []
    for source in state.riding if fremen is not None else ():
        here = state.forces.get(source, {}).get(fremen, {})
        for sector, count in here.items():
            reach = movement.reachable(state, fremen, (source, sector), 3)
            targets = sorted({t for t, _ in reach if t in STRONGHOLDS and t != source})
            out += [c.Ride(count=count, source=source, target=t) for t in targets[:4]]
    return out


def _movement(state: DiunaState, seat: str) -> list[Command]:
    """Shipments of a few forces to each stronghold, and each group moved whole towards a
    stronghold within reach."""
    player = state.players[seat]
    out: list[Command] = [c.Done()]
    if not state.shipped and player.reserve:
        for count in sorted({1, min(5, player.reserve)}):
            out += [c.Ship(count=count, territory=t) for t in STRONGHOLDS]
            out.append(c.Ship(count=count, territory="Polar Sink"))
    for source, by_faction in state.forces.items():
        for sector, count in by_faction.get(player.faction, {}).items():
            reach = movement.reachable(state, player.faction, (source, sector), 3)
            targets = sorted({t for t, _ in reach if t in STRONGHOLDS and t != source})
            out += [c.Move(count=count, source=source, target=t, from_sector=sector)
                    for t in targets]
    return out


def _plans(state: DiunaState, seat: str) -> list[Command]:
    """The default plan with fewer forces, and with each pair of cards from the hand."""
    base = pending.default(state, seat, "plan")
    assert isinstance(base, c.Plan)
    hand = list(dict.fromkeys(state.players[seat].battle_cards))
    out: list[Command] = [base.model_copy(update={"forces": n})
                          for n in sorted({0, base.forces // 2})]
    if base.leader is not None:
        out += [base.model_copy(update={"weapon": w, "defence": d})
                for w in [None, *hand] for d in [None, *hand] if w is None or w != d]
    return out


def weight(state: DiunaState, seat: str, command: Command) -> float:
    """Strongholds are the objective: shipping and moving there is worth much, into one
    another faction holds (a battle) most; passing and declining least, but still chosen now
    and then."""
    if command.name in PASSIVE:
        return 0.3
    if isinstance(command, c.Ship | c.Move | c.Ride):
        target = command.territory if isinstance(command, c.Ship) else command.target
        if target not in STRONGHOLDS:
            return 1.0
        faction = state.players[seat].faction
        held = any(f != faction for f in state.forces.get(target, {}))
        return 8.0 if held else 4.0
    if isinstance(command, c.Buy):
        return 2.0
    return 1.0


def choose(state: DiunaState, seat: str, options: list[Command],
           rng: random.Random) -> Command | None:
    if not options:
        return None
    return rng.choices(options, weights=[weight(state, seat, o) for o in options])[0]
