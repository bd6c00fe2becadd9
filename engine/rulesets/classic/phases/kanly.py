"""THE DUEL, V.1: threats of Kanly, and Kanly declared when the action threatened is taken;
VI: the War of Assassins when a nexus closes with no alliance formed.

"You may threaten Kanly only once per turn and you are bound to duel in only one Kanly
which has been threatened against you during a turn. The threat of Kanly for the action you
name remains in effect only for the duration of that turn. You may not threaten Kanly
against an ally. Threats may not be repeated by other players in the same turn." Threats
are public (`state.threats`, cleared at the end of every turn by `collection.end_turn`);
the actions they may name and how a command takes one are in `kanly_actions`.
"""

from __future__ import annotations

from engine.core import Command, Event, EventLog, RuleError
from engine.core.words import T, Text

from ..board import forces
from ..data import Faction
from ..data.words import faction_word, factions_word
from ..model.kanly import Threat
from ..model.state import ClassicState, Phase
from . import arena, kanly_actions
from .moderator import faction_in_game

IN_PLAY = frozenset({Phase.STORM, Phase.SPICE_BLOW, Phase.BIDDING, Phase.REVIVAL,
                     Phase.MOVEMENT, Phase.BATTLE, Phase.COLLECTION})
"""The phases of a turn: a threat lasts for "the duration of that turn", so none is made
in the set-up or THE SPICE HARVEST's pre-game, before turn 1."""


def in_effect(state: ClassicState) -> list[Threat]:
    """The threats that may still be called this turn: not against a player already bound
    to a Kanly this turn (V.1), nor between players allied since, nor by or against a
    player out of the game (VII)."""
    if not state.threats:  # most commands of a game: no threat is made yet this turn
        return []
    bound = {t.against for t in state.threats if t.called}
    return [t for t in state.threats
            if t.against not in bound and t.by not in state.out and t.against not in state.out
            and not forces.allied(state, t.by, t.against)]


def targets(state: ClassicState, faction: Faction) -> list[Faction]:
    """The players `faction` may threaten now: another player in the game, not an ally,
    not already bound to a Kanly this turn."""
    bound = {t.against for t in state.threats if t.called}
    allies = forces.allies(state, faction)
    return [f for f in state.players if f != faction and f not in allies
            and f not in bound and f not in state.out]


def check_threaten(state: ClassicState, faction: Faction) -> None:
    """V.1 and VIII.3: whether `faction` may threaten Kanly now, whoever the target."""
    if state.phase not in IN_PLAY:
        raise RuleError(T("classic-kanly-not-yet"), rule="V.1",
                        hint=T("classic-kanly-during-turns"))
    if faction in state.out:
        raise RuleError(T("classic-kanly-out"), rule="VII")
    if faction in state.silenced:
        raise RuleError(T("classic-kanly-silenced"), rule="VIII.3",
                        hint=T("classic-kanly-silence-ends"))
    made = next((t for t in state.threats if t.by == faction), None)
    if made is not None:
        raise RuleError(T("classic-kanly-once", target=faction_word(made.against),
                          action=kanly_actions.words(made)), rule="V.1",
                        hint=T("classic-kanly-next-turn"))
    if not targets(state, faction):
        raise RuleError(T("classic-kanly-nobody"), rule="V.1",
                        hint=T("classic-kanly-nobody-hint"))


def threaten(state: ClassicState, faction: Faction, who: str, action: str,
             log: EventLog) -> None:
    """V.1: name a player and an action; if that player takes it this turn, Kanly."""
    check_threaten(state, faction)
    target = faction_in_game(state, who)
    _check_target(state, faction, target)
    name, argument = kanly_actions.parse(state, target, action)
    threat = Threat(by=faction, against=target, action=name, argument=argument)
    repeated = next((t for t in state.threats
                     if (t.against, t.action, t.argument) == (target, name, argument)), None)
    if repeated is not None:
        raise RuleError(T("classic-kanly-repeated", faction=faction_word(repeated.by),
                          target=faction_word(target), action=kanly_actions.words(threat)),
                        rule="V.1", hint=T("classic-kanly-another-action"))
    state.threats.append(threat)
    log.public("kanly_threat", T("classic-kanly-threat", faction=faction_word(faction),
                                 target=faction_word(target),
                                 action=kanly_actions.words(threat)),
               faction=faction, target=target, action=name, argument=argument)


def _check_target(state: ClassicState, faction: Faction, target: Faction) -> None:
    if target == faction:
        raise RuleError(T("classic-kanly-yourself"), rule="V.1")
    if target in targets(state, faction):
        return
    hint = T("classic-kanly-may-threaten",
             factions=factions_word(targets(state, faction)))
    if target in state.out:
        raise RuleError(T("classic-kanly-target-out", target=faction_word(target)),
                        rule="VII", hint=hint)
    if target in forces.allies(state, faction):
        raise RuleError(T("classic-kanly-ally", target=faction_word(target)), rule="V.1",
                        hint=hint)
    raise RuleError(T("classic-kanly-bound", target=faction_word(target)), rule="V.1",
                    hint=hint)


def after(state: ClassicState, faction: Faction | None, command: Command | None,
          events: list[Event], log: EventLog) -> None:
    """After a player's command (or an automatic step of play, with no command): Kanly if
    it took an action threatened this turn (V.1), or the War of Assassins if it closed a
    nexus where no alliance was formed (VI)."""
    if state.nexus_ready is not None and any(e.kind == "alliance" for e in events):
        state.nexus_allied = True
    if any(e.kind == "nexus_closed" for e in events):
        allied, state.nexus_allied = state.nexus_allied, False
        if not allied and state.fight is None:
            log.public("war_declared", T("classic-kanly-war"))
            arena.open_war(state, log)
            return
    if state.fight is not None:
        return  # one fight at a time: an action taken while one is fought calls nothing
    threat = next((t for t in in_effect(state)
                   if kanly_actions.taken(state, t, command if t.against == faction
                                          else None, events)), None)
    if threat is None:
        return
    threat.called = True
    log.public("kanly_called", T("classic-kanly-declared", faction=faction_word(threat.by),
                          target=faction_word(threat.against),
                          action=kanly_actions.words(threat)),
               faction=threat.by, target=threat.against)
    arena.open_kanly(state, threat.by, threat.against, log)


def status(state: ClassicState) -> list[Text]:
    """The threats in effect, one a line, for the game's status: they are public (V.1)."""
    return [T("classic-kanly-status", faction=faction_word(t.by),
              target=faction_word(t.against), action=kanly_actions.words(t))
            for t in in_effect(state)]
