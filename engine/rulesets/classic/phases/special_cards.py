"""Treachery cards played outside battle (player aid pad B): Truthtrance, Weather Control,
Family Atomics, Hajr and the Tleilaxu Ghola. Karama has its own module."""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, Text, joined

from ..board import forces, starred
from ..data import LEADERS, TERRITORIES, Faction, UnknownName, leaders_of, resolve_leader
from ..data.words import card_word, faction_word, leader_word, place_word
from ..model.state import ClassicState, Phase, Truthtrance
from . import movement, storm
from .moderator import aid_pad, faction_in_game, starred_word

SHIELD_WALL = "Shield Wall"


def play(state: ClassicState, faction: Faction, card: str, log: EventLog,
         *, remove: bool = False) -> None:
    """Take a played card from the hand to the discard pile (or out of the game)."""
    hand = state.players[faction].hand
    if card not in hand:
        raise RuleError(T("classic-special-not-held", card=card_word(card)),
                        rule=aid_pad("B"))
    hand.remove(card)
    (state.removed_cards if remove else state.treachery_discard).append(card)
    log.public("card_played", T("classic-special-plays", faction=faction_word(faction),
                                card=card_word(card)), faction=faction, card=card)


def truthtrance(state: ClassicState, faction: Faction, who: str, question: str,
                log: EventLog) -> None:
    """B.1: at any time, ask any player one yes/no question to be answered truthfully."""
    target = faction_in_game(state, who)
    if target == faction:
        raise RuleError(T("classic-special-ask-another"), rule=aid_pad("B.1"))
    if state.truthtrance is not None:
        raise RuleError(T("classic-special-question-waiting"))
    if not question.strip():
        raise RuleError(T("classic-special-ask-yes-no"))
    play(state, faction, "Truthtrance", log)
    state.truthtrance = Truthtrance(asker=faction, target=target, question=question.strip())
    log.public("truthtrance", T("classic-special-truthtrance", faction=faction_word(faction),
                                target=faction_word(target), question=question.strip()))


def answer(state: ClassicState, faction: Faction, yes: bool, log: EventLog) -> None:
    t = state.truthtrance
    if t is None or t.target != faction:
        raise RuleError(T("classic-special-no-question"))
    state.truthtrance = None
    log.public("truthtrance_answer", T("classic-special-answers-yes" if yes
                                       else "classic-special-answers-no",
                                       faction=faction_word(faction), question=t.question),
               answer=yes)


def check_weather_control(state: ClassicState, faction: Faction) -> None:
    if state.phase != Phase.STORM or not storm.waiting(state):
        raise RuleError(T("classic-special-weather-when"), rule=aid_pad("B.2"))
    if state.turn == 1:
        raise RuleError(T("classic-special-first-storm"), rule="VI.A")


def weather_control(state: ClassicState, faction: Faction, steps: int, log: EventLog) -> None:
    """B.2: at the start of a storm round, move the storm 0 to 10 sectors yourself."""
    check_weather_control(state, faction)
    if not 0 <= steps <= 10:
        raise RuleError(T("classic-special-storm-0-to-10"), rule=aid_pad("B.2"))
    play(state, faction, "Weather Control", log)
    storm.move_by(state, steps, T("classic-special-controls-weather",
                                  faction=faction_word(faction)), log)


def check_family_atomics(state: ClassicState, faction: Faction) -> None:
    if state.phase != Phase.STORM or not storm.waiting(state):
        raise RuleError(T("classic-special-atomics-when"), rule=aid_pad("B.5"))
    if not state.shield_wall:
        raise RuleError(T("classic-special-wall-destroyed-already"))
    near = {SHIELD_WALL, *TERRITORIES[SHIELD_WALL].neighbours}
    if not any(forces.total_in(state, faction, t) for t in near):
        raise RuleError(T("classic-special-need-tokens-near-wall"), rule=aid_pad("B.5"),
                        hint=T("classic-special-places",
                               territories=joined([place_word(t) for t in sorted(near)],
                                                  ", ")))


def family_atomics(state: ClassicState, faction: Faction, log: EventLog) -> None:
    """B.5: before the storm moves, a player on or next to the Shield Wall destroys it and
    every token on it; Arrakeen, Carthag and the Imperial Basin lose their shelter."""
    check_family_atomics(state, faction)
    play(state, faction, "Family Atomics", log, remove=True)
    for sector in list(state.forces.get(SHIELD_WALL, {})):
        for victim in list(state.forces.get(SHIELD_WALL, {}).get(sector, {})):
            n = forces.to_tanks(state, victim, SHIELD_WALL, sector)
            log.public("atomics_losses", T("classic-special-atomics-losses",
                                           faction=faction_word(victim), count=n),
                       faction=victim, n=n)
    state.shield_wall = False
    log.public("shield_wall", T("classic-special-wall-destroyed"))


def check_hajr(state: ClassicState, faction: Faction) -> None:
    """B.3: Hajr is played during your own move. Whether it is your move is movement's own
    check, so Hajr waits, like a shipment, while the Bene Gesserit decide on a spiritual
    advisor (docs/rules-notes.md, "Hajr waits for the advisor")."""
    try:
        movement.my_turn(state, faction)
    except RuleError:
        raise RuleError(T("classic-special-hajr-when"), rule=aid_pad("B.3")) from None


def hajr(state: ClassicState, faction: Faction, log: EventLog) -> None:
    """B.3: during your movement, one extra on-planet group move."""
    check_hajr(state, faction)
    play(state, faction, "Hajr", log)
    mv = state.movement
    assert mv is not None
    mv.extra_moves += 1


def check_ghola(state: ClassicState, faction: Faction) -> None:
    if state.phase in (Phase.SETUP, Phase.ENDED):
        raise RuleError(T("classic-special-not-under-way"))


def ghola(state: ClassicState, faction: Faction, what: str, log: EventLog) -> None:
    """B.4: at any time, one leader back from the tanks free, or up to five tokens (Q&A A.6:
    free)."""
    check_ghola(state, faction)
    revive_free(state, faction, what, 5, "Tleilaxu Ghola", aid_pad("B.4"), log)


def revive_free(state: ClassicState, faction: Faction, what: str, most: int, card: str,
                rule: Text, log: EventLog) -> None:
    """A card's free revival: `what` is a leader in the tanks or 1 to `most` tokens; the
    card is played once the choice is valid. Q&A A.5: a leader revived in a battle round
    fights next round at the earliest."""
    player = state.players[faction]
    word = what.strip()
    command = revive_command(card)
    usage = T("classic-special-revive-usage", command=command, most=most)
    if word.isdigit():
        n = int(word)
        if not player.tanks:
            raise RuleError(T("classic-special-no-tokens-in-tanks"), rule=rule,
                            hint=T("classic-special-revives-a-leader", command=command))
        room = starred.revivable(state, player)
        if not 1 <= n <= most or n > room:
            raise RuleError(T("classic-special-revive-1-to", count=min(most, room)),
                            rule=T("classic-cite-with-xv", rule=rule) if room < player.tanks
                            else rule)
        play(state, faction, card, log)
        elite = starred.revive(state, player, n)
        log.public("ghola", T("classic-special-revives-tokens-starred",
                              faction=faction_word(faction), count=n, starred=elite,
                              kind=starred_word(faction), card=card_word(card)) if elite
                   else T("classic-special-revives-tokens", faction=faction_word(faction),
                          count=n, card=card_word(card)), n=n)
        return
    try:
        leader = resolve_leader(word, among=[x.name for x in leaders_of(faction)])
    except UnknownName as err:
        raise RuleError(str(err), hint=usage) from None
    if leader not in player.leaders_in_tanks:
        raise RuleError(T("classic-special-leader-not-in-tanks", leader=leader_word(leader)),
                        rule=rule)
    play(state, faction, card, log)
    player.leaders_in_tanks.remove(leader)
    if state.battles is not None:
        state.battles.used_leaders[leader] = "(revived this round)"  # Q&A A.5
    log.public("ghola", T("classic-special-revives-leader", faction=faction_word(faction),
                          leader=leader_word(leader), card=card_word(card)), leader=leader,
               strength=LEADERS[leader].strength)


def revive_command(card: str) -> str:
    """The command a card's revival is typed with."""
    return "ghola" if card == "Tleilaxu Ghola" else "karama revive"
