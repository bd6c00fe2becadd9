"""THE DUEL, VII: losing your main leader. "If your Main Character Leader is killed in a
battle on DUNE, a Kanly Duel, or a War of Assassins, you are out of the game. All of your
holdings are vacated and all of your spice is returned to the spice reserves in the box."

An out player keeps his seat in `state.players`, emptied, and is named in `state.out` with
the turn he went out: the board still shows his dot, the number of players the victory
needs is the one the game began with, and every order of play (`board.order.playing`)
passes him by (docs/rules-notes.md, "Leaders").
"""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T

from ..board import forces
from ..board.order import first_storm_dialers, in_game, playing
from ..data import Faction
from ..data.main_leaders import EVERY_LEADER, MAIN_LEADERS, is_main
from ..data.words import faction_word, leader_word
from ..model.state import ClassicState, Phase
from . import alliances, battle, movement, support


def leader_died(state: ClassicState, leader: str, log: EventLog) -> None:
    """Called once a leader has gone to the tanks: a main leader's death puts its player
    out of the game (VII)."""
    if is_main(leader):
        eliminate(state, EVERY_LEADER[leader].faction, log)


def eliminate(state: ClassicState, faction: Faction, log: EventLog) -> None:
    """VII: the player is out; everything he holds leaves the game."""
    if not in_game(state, faction):
        return
    state.out[faction] = state.turn
    log.public("player_out", T("classic-leaders-player-out", faction=faction_word(faction),
                               leader=leader_word(MAIN_LEADERS[faction].name)),
               faction=faction)
    _vacate(state, faction)
    _release(state, faction)
    _lift_duel(state, faction)
    _leave_turns(state, faction, log)


def check_in_game(state: ClassicState, faction: Faction) -> None:
    """Refuse every command of a player who is out (VII)."""
    if faction in state.out:
        raise RuleError(T("classic-leaders-you-are-out", turn=state.out[faction]),
                        rule="THE DUEL VII", hint=T("classic-leaders-out-hint"))


def _vacate(state: ClassicState, faction: Faction) -> None:
    """Tokens leave the board and the game; spice goes to the bank; cards to the discard
    pile; leaders and traitors out of the game."""
    for territory, sector, n in forces.sections_of(state, faction):
        forces.remove(state, faction, territory, sector, n)
    player = state.players[faction]
    support.release(state, faction)  # XII.E.3-4: pledges go back to the givers first
    state.bank += player.spice + _aside(state, faction)
    state.treachery_discard += player.hand
    player.spice = player.reserves = player.tanks = 0
    player.starred_reserves = player.starred_tanks = 0
    player.hand, player.traitors, player.traitor_draw = [], [], []
    player.leaders_in_tanks, player.revival_cycle = [], None
    if state.dueling is not None:  # THE DUEL, V.12: his Dueling cards are discarded
        state.dueling.discard += state.dueling.hands.pop(faction, [])


def _aside(state: ClassicState, faction: Faction) -> int:
    """XXII.A.2: spice set aside with a battle plan goes to the bank with the rest."""
    b = state.battles.current if state.battles else None
    return b.spice_aside.pop(faction, 0) if b is not None else 0


def _lift_duel(state: ClassicState, faction: Faction) -> None:
    """THE DUEL: his threats, those against him, his Cone of Silence, his debts and the
    Residual Poisons he laid or faced end with him; a poison's card goes unseen under the
    treachery deck, as a retracted one does (VIII.4), so its secret stays kept."""
    state.threats = [t for t in state.threats if faction not in (t.by, t.against)]
    state.silenced = [f for f in state.silenced if f != faction]
    state.debts = [d for d in state.debts if faction not in (d.debtor, d.creditor)]
    for poison in [p for p in state.poisons if faction in (p.by, p.target)]:
        state.poisons.remove(poison)
        state.treachery_deck.insert(0, poison.card)
        if poison.target == faction:  # his spice went to the bank: so does what he set aside
            state.bank += poison.held
        else:
            state.players[poison.target].spice += poison.held


def _release(state: ClassicState, faction: Faction) -> None:
    """His alliance is broken for his allies (XII.D); leaders the Harkonnen held go home,
    his own held ones leave the game with the rest (pad, Harkonnen 1)."""
    if alliances.alliance_of(state, faction) is not None:
        alliances.leave(state, faction)
    if faction == Faction.HARKONNEN:
        state.captured.clear()
    state.captured = [n for n in state.captured if EVERY_LEADER[n].faction != faction]
    state.revival.pop(faction, None)
    if faction in state.revival_gift:
        state.revival_gift.remove(faction)
    state.orders.pop(faction, None)
    b = state.bidding
    if b is not None:  # his standing bids lapse; his top bid is withdrawn
        b.standing.pop(faction, None)
        b.round_limits.pop(faction, None)
        if b.karama_buyer == faction:
            b.karama_buyer = None
        if b.high_bidder == faction:
            b.high_bid, b.high_bidder, b.passes = 0, None, 0
    state.invitations.pop(faction, None)
    for asker in list(state.invitations):
        state.invitations[asker] = [f for f in state.invitations[asker] if f != faction]
        if not state.invitations[asker]:
            del state.invitations[asker]


def _leave_turns(state: ClassicState, faction: Faction, log: EventLog) -> None:
    """He no longer dials the storm, answers a nexus, moves or fights."""
    state.storm_dials.pop(faction, None)
    if faction == Faction.FREMEN:  # XVI.D: no weather without the Fremen
        state.weather_marker = state.weather_shown = None
        if state.options.weather and state.phase == Phase.STORM and state.turn > 1 \
                and not state.storm_dialers:
            state.storm_dialers = first_storm_dialers(state)
    if faction in state.storm_dialers:
        state.storm_dialers = [f for f in state.storm_dialers if f != faction]
        if len(state.storm_dialers) < 2 and len(playing(state)) >= 2:
            state.storm_dialers = first_storm_dialers(state)  # VI.A, among those left
    if state.nexus_ready is not None and set(playing(state)) <= set(state.nexus_ready):
        state.nexus_ready, state.invitations = None, {}
        log.public("nexus_closed", T("classic-nexus-closed"))
    _drop_questions(state, faction)
    mv = state.movement
    asked = faction == Faction.GUILD and mv is not None and mv.guild_asked
    if mv is not None and faction == Faction.GUILD:
        mv.guild_waits = mv.guild_asked = False  # pad, Guild 1: no more stepping in
    if mv is not None and faction in mv.order[mv.current + 1:]:
        mv.order.remove(faction)
    if mv is not None and movement.current(state) == faction:
        mv.current += 1  # his move is over: the next player's opens
        movement.start_next(state, log)
    elif asked:
        movement.start_next(state, log)  # the move the Guild were asked about opens
    if state.battles is not None:
        _end_battle(state, faction, log)


def _drop_questions(state: ClassicState, faction: Faction) -> None:
    """The questions only he was asked lapse: the Bene Gesserit's advisor and coexistence
    (XV.B), the Fremen's protection of their allies, worm ride and worm to place."""
    if faction == Faction.BENE_GESSERIT:
        state.coexist_ask, state.advisor_to_place = None, 0
        if state.movement is not None:
            state.movement.advisor_for = None
            state.movement.advisor_territory = state.movement.advisor_sector = None
    if faction == Faction.FREMEN:
        state.shelter = "no" if state.shelter == "ask" else state.shelter
        state.worm_ride, state.worm_to_place = None, False


def _end_battle(state: ClassicState, faction: Faction, log: EventLog) -> None:
    """A battle not yet resolved loses a side: it is not fought (the plans stay secret; the
    cards in them never left the hands). Asked about a traitor for an ally, he answers no.
    A resolved battle waits for nothing of his (losses, cards to keep, a capture); one
    being resolved goes on (battle_resolution passes him by)."""
    r = state.battles
    assert r is not None
    b = r.current
    if b is None:
        return  # an aggressor left without tokens is passed over (battle.pass_over)
    calling = None in b.traitor_calls.values()  # X.D.1: the traitor window is open
    if faction in b.sides and (not b.revealed or calling):
        log.public("battle_ended", T("classic-leaders-battle-ended",
                                     faction=faction_word(faction)))
        for side, spice in b.spice_aside.items():  # XXII.A.2: back behind the shield
            state.players[side].spice += spice
        b.spice_aside.clear()
        battle.finish(state, log)
        return
    if faction not in b.sides:  # an ally's Voice or prescience (XII.E.6) is his no more
        if faction == Faction.BENE_GESSERIT and b.voice_pending:
            b.voice_pending, b.voice_for = False, None
        if faction == Faction.ATREIDES and b.prescience_pending:
            b.prescience_pending, b.prescience_for = False, None
    if b.traitor_calls.get(faction, False) is None:
        b.traitor_calls[faction] = False  # the battle resolves once all have answered
        return
    waiting = b.keep_pending or b.capture is not None or b.loss_choices
    if b.winner == faction and waiting:
        b.keep_pending, b.loss_choices = False, []
        if faction == Faction.HARKONNEN:
            b.capture = None
        if not (b.keep_pending or b.capture or b.loss_choices):
            battle.finish(state, log)
