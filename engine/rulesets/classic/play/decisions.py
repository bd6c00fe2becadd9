"""Whom each phase waits for, and what happens by default (DESIGN.md step 5, deadlines)."""

from __future__ import annotations

from engine.core import Decision
from engine.core.ruleset import Raise
from engine.core.words import T, Text, joined

from ..board.leaders import leader_value
from ..board.strength import losses_words
from ..data import FREMEN_HOME, LEADERS, POLAR_SINK, Faction
from ..data.words import faction_word, leader_word, place_word
from ..model.state import Battle, ClassicState
from ..phases import (
    alliances,
    battle,
    battle_plan,
    battle_powers,
    coexist,
    movement,
    revival,
    storm,
    weather,
)
from ..phases import setup as setup_phase
from ..phases.spice_blow import last_territory
from ..protocol.commands import registry as RULES
from .candidates import battle_round as battle_candidates


def setup(state: ClassicState) -> list[Decision]:
    seat = _seats(state)
    return [
        Decision(seat=seat[f], kind=kind, prompt=prompt, secret=kind != "place",
                 default=_setup_default(state, f, kind))
        for f, kind, prompt in setup_phase.waiting(state)
    ]


def storm_round(state: ClassicState) -> list[Decision]:
    seat = _seats(state)
    if weather.active(state):
        return [Decision(seat=seat[f], kind="storm",
                         prompt=T("classic-prompt-weather", count=state.weather_shown),
                         default={"name": "storm"})
                for f in storm.waiting(state)]
    span = storm.dial_range(state)
    low, high = span.start, span.stop - 1
    return [
        Decision(seat=seat[f], kind="dial", secret=True,
                 prompt=T("classic-prompt-dial", low=low, high=high),
                 default={"name": "dial", "number": low})
        for f in storm.waiting(state)
    ]


def coexist_asks(state: ClassicState) -> list[Decision]:
    """XV.B.5: the Bene Gesserit's announcements (assumed coexistence by default)."""
    if not coexist.waiting(state):
        return []
    where = state.coexist_ask
    prompt = (T("classic-prompt-coexist", territory=place_word(where)) if where
              else T("classic-prompt-coexist-where",
                     territories=joined([place_word(t) for t in state.advisors], ", ")))
    return [Decision(seat=state.players[Faction.BENE_GESSERIT].seat, kind="coexist",
                     prompt=prompt, default={"name": "coexist", "yes": True})]


def spice_blow(state: ClassicState) -> list[Decision]:
    seat = _seats(state)
    if state.coexist_ask:
        return coexist_asks(state)
    if alliances.is_open(state):
        return [Decision(seat=seat[f], kind="nexus", prompt=alliances.prompt(state, f),
                         default={"name": "ready"}) for f in alliances.waiting(state)]
    if state.shelter == "ask":
        return [Decision(seat=seat[Faction.FREMEN], kind="protect",
                         prompt=T("classic-prompt-protect",
                                  territory=place_word(last_territory(state))),
                         default={"name": "protect", "yes": True})]
    if state.worm_ride:
        return [Decision(seat=seat[Faction.FREMEN], kind="ride",
                         prompt=T("classic-prompt-ride"),
                         default={"name": "ride"})]
    if state.worm_to_place:  # pad, Fremen 2 (XV)
        return [Decision(seat=seat[Faction.FREMEN], kind="place_worm",
                         prompt=T("classic-prompt-place-worm"),
                         default={"name": "place_worm", "territory": POLAR_SINK})]
    return []


def bidding(state: ClassicState) -> list[Decision]:
    b = state.bidding
    if not (b and b.turn):
        return []
    return [Decision(seat=state.players[b.turn].seat, kind="bid",
                     prompt=T("classic-prompt-bid", card=b.index + 1, bid=b.high_bid),
                     default={"name": "pass"}, ui="raise",
                     key=f"turn {state.turn}, card {b.index + 1}",
                     raise_=Raise(command="bid", amount="amount", base=b.high_bid,
                                  pass_command="pass"))]


def movement_round(state: ClassicState) -> list[Decision]:
    if not state.movement:
        return []
    seat = _seats(state)
    if coexist.waiting(state):
        return coexist_asks(state)
    if state.movement.advisor_for:
        where = coexist.advisor_target(state)[0]
        return [Decision(seat=seat[Faction.BENE_GESSERIT], kind="advise",
                         prompt=T("classic-prompt-advise", territory=(
                             T("classic-the-polar-sink") if where == POLAR_SINK
                             else place_word(where))),
                         default={"name": "advise", "send": False})]
    now = movement.current(state)
    if state.movement.guild_asked:  # pad, Guild 1 (XV)
        return [Decision(seat=seat[Faction.GUILD], kind="move_now",
                         prompt=T("classic-prompt-move-now", faction=faction_word(now))
                         if now else T("classic-prompt-move-now-next"),
                         default={"name": "move_now", "now": False})]
    if now:
        return [Decision(seat=seat[now], kind="move",
                         prompt=movement.move_prompt(state, now), default={"name": "done"},
                         ui="text")]  # moves are too many to offer: typed
    return []


def _seats(state: ClassicState) -> dict[Faction, str]:
    return {f: p.seat for f, p in state.players.items()}


def revival_round(state: ClassicState) -> list[Decision]:
    """IX.B: paid revivals; first, the Fremen's gift of free revival to allies (XII.E.6)."""
    seat = _seats(state)
    gifts = [Decision(seat=seat[Faction.FREMEN], kind="free_revival",
                      prompt=T("classic-prompt-free-revival", ally=faction_word(f),
                               command=f"free_revival {f.value} yes|no"),
                      default={"name": "free_revival", "ally": f.value, "yes": True})
             for f in state.revival_gift]
    return gifts + [
        Decision(seat=seat[f], kind="revive",
                 prompt=_revive_prompt(state, f, n),
                 default={"name": "revive", "count": 0})
        for f, n in state.revival.items()
    ]


def _revive_prompt(state: ClassicState, faction: Faction, n: int) -> Text:
    """How many the seat can pay for, in the public prompt only with open spice (XIII.B)."""
    if not state.options.open_spice:
        return T("classic-prompt-revive", count=n)
    return T("classic-prompt-revive-affordable", count=n,
             affordable=revival.paid_revival_limit(state, faction))


def _for_ally(served: Faction | None, power: Faction) -> Text | str:
    """" for your ally X" when a power serves an ally, in a prompt to the power's seat."""
    return (T("classic-prompt-for-your-ally", ally=faction_word(served))
            if served and served != power else "")


def battle_round(state: ClassicState) -> list[Decision]:
    seat = _seats(state)
    chooser = battle.aggressor_choosing(state)
    if chooser is not None:
        territory, foe = battle.options(state, chooser)[0]
        return [Decision(seat=seat[chooser], kind="battle",
                         prompt=T("classic-prompt-battle"),
                         default={"name": "battle", "territory": territory,
                                  "opponent": foe.value})]
    r = state.battles
    b = r.current if r else None
    if b is None:
        return []
    if b.voice_pending:
        ally = _for_ally(b.voice_for, Faction.BENE_GESSERIT)
        return [Decision(seat=seat[Faction.BENE_GESSERIT], kind="voice",
                         prompt=T("classic-prompt-voice", ally=ally),
                         default={"name": "voice", "command": "none"})]
    if b.prescience_pending:
        ally = _for_ally(b.prescience_for, Faction.ATREIDES)
        return [Decision(seat=seat[Faction.ATREIDES], kind="prescience",
                         prompt=T("classic-prompt-prescience", ally=ally),
                         default={"name": "prescience", "element": "none"})]
    if not b.revealed:
        return [Decision(seat=seat[f], kind="plan", secret=True,
                         prompt=T("classic-prompt-plan", territory=place_word(b.territory),
                                  usage=battle.PLAN_USAGE[state.options.advanced_combat]),
                         default=_default_plan(state, f, b), ui="form")
                for f in b.sides if f not in b.plans]
    calls = battle_plan.awaiting_traitor_call(b)
    if calls:  # asked of every side facing a leader, holder or not: nothing public leaks
        return [Decision(seat=seat[f], kind="call_traitor", secret=True,
                         prompt=T("classic-prompt-call-traitor"),
                         default={"name": "call_traitor", "call": False}) for f in calls]
    out = []
    if b.loss_choices and b.winner:
        ways = joined([T("classic-prompt-lose-way", number=i,
                         losses=losses_words(tuple(w.items())))
                       for i, w in enumerate(b.loss_choices, 1)], "; ")
        out.append(Decision(seat=seat[b.winner], kind="lose",
                            prompt=T("classic-prompt-lose-advanced" if
                                     state.options.advanced_combat else "classic-prompt-lose",
                                     ways=ways),
                            default={"name": "lose", "choice": 1}))
    if b.keep_pending and b.winner:
        out.append(Decision(seat=seat[b.winner], kind="keep",
                            prompt=T("classic-prompt-keep"),
                            default={"name": "keep", "what": "all"}))
    if b.capture:  # pad, Harkonnen 1 (XV)
        out.append(Decision(seat=seat[Faction.HARKONNEN], kind="capture",
                            prompt=T("classic-prompt-capture", leader=leader_word(b.capture)),
                            default={"name": "capture", "what": "keep"}))
    return out


def _default_plan(state: ClassicState, faction: Faction, b: Battle) -> dict:
    """The plan a passing deadline gives: no tokens dialed, the weakest leader, no cards;
    none without leaders by consent (Q&A 7); under the Voice, the least plan it allows."""
    if len(b.no_leaders) == 2:
        return {"name": "plan", "dial": 0, "leader": "none"}
    if b.voice and b.voice_for is not None and faction == battle_powers.foe(b, b.voice_for):
        plans = [p for p in battle_candidates(state, faction) if p.name == "plan"]
        best = min(plans, key=lambda p: (p.dial, -(p.weapon, p.defense).count(None),
                                         leader_value(state, p.leader)))
        return RULES.dump(best)
    leaders = sorted(battle_plan.leaders_available(state, faction, b.territory),
                     key=lambda n: leader_value(state, n))
    heroes = battle_plan.heroes_in_hand(state, faction)
    leader = (leaders or heroes or ["none"])[0]
    return {"name": "plan", "dial": 0, "leader": leader}


def _setup_default(state: ClassicState, faction: Faction, kind: str) -> dict:
    player = state.players[faction]
    if kind == "traitor":
        foes = [n for n in player.traitor_draw if LEADERS[n].faction != faction]
        return {"name": "traitor", "leader": foes[0] if foes else "none"}
    if kind == "predict":
        other = next(f for f in state.players if f != faction)
        return {"name": "predict", "faction": other.value, "turn": state.options.max_turns}
    if faction == Faction.BENE_GESSERIT:
        return {"name": "place", "count": 1, "territory": POLAR_SINK}  # XV.B.1
    return {"name": "place", "count": state.fremen_to_place, "territory": FREMEN_HOME[0]}
