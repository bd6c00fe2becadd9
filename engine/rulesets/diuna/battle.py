"""Bitwa: every territory but the Polar Sink where two factions' forces meet, outside the
storm and on one side of it, is fought over, one pair of factions at a time.

The seat with the battle advantage (the first player, then each in order of play) fights
all its battles, choosing their order and, where three or more factions meet, its
opponents' order; it wins ties. Before the plans, the Imperium's Voice and the Atreides'
Prescience (the advantage holder first); secret plans; the reveal; Traitor calls; then the
weapons, defences, strengths, losses and the dead leaders' spice. Before each of their
battles the Harkonnen may take the top traitor card and return one (before choosing the
order, when they hold the advantage). After the reveal, the market cards that act then (the
Counter-attack, Family Atomics) are played in turn, the advantage holder first, until both
hold; a traitor revealed cancels the betrayed side's market cards (Zdrajcy a karty
bazaru)."""

from __future__ import annotations

from collections.abc import Callable

from engine.boards.arrakis.territories import POLAR_SINK, TERRITORIES
from engine.core import EventLog, RuleError
from engine.core.errors import excerpt
from engine.core.names import UnknownName
from engine.core.tokens import quote

from . import commands as c
from .board import count, take, typed_territory
from .data import BattleCard, Faction
from .market import in_hand, not_now
from .setup import resolve_faction
from .spellings import resolve_name
from .state import DiunaState, Fight, Phase, Plan, Player
from .words import (
    Say,
    T,
    Text,
    card_word,
    card_words,
    faction_word,
    forces,
    joined,
    leader_word,
    leader_words,
    rule,
    territory_word,
)

# -- which battles -----------------------------------------------------------------------------


def fronts(state: DiunaState, name: str) -> list[set[Faction]]:
    """The factions that may fight each other in a territory: those with forces in one run
    of its sectors between storms (Warunki rozpoczęcia bitwy: not under the storm, not on
    opposite sides of it)."""
    here = state.forces.get(name, {})
    return [{f for f, by_sector in here.items() if any(by_sector.get(s) for s in run)}
            for run in runs(state, name)]


def runs(state: DiunaState, name: str) -> list[list[int]]:
    """The territory's sectors in runs parted by the storm (none in the Polar Sink)."""
    if name == POLAR_SINK:
        return []
    runs: list[list[int]] = [[]]
    for sector in TERRITORIES[name].sectors:
        if sector == state.storm:
            runs.append([])
        else:
            runs[-1].append(sector)
    return [run for run in runs if run]


def _front(state: DiunaState, name: str, sides: tuple[str, str]) -> list[int]:
    """The first run of sectors where both sides have forces: the battle's side of the
    storm (a second run holding both is the next battle)."""
    factions = {state.players[s].faction for s in sides}
    here = state.forces.get(name, {})
    return next(run for run in runs(state, name)
                if all(any(here.get(f, {}).get(s) for s in run) for f in factions))


def battles_of(state: DiunaState, seat: str) -> list[tuple[str, str]]:
    """(territory, opponent seat) of every battle the seat can fight now."""
    mine = state.players[seat].faction
    found: list[tuple[str, str]] = []
    for name in state.forces:
        foes = {f for front in fronts(state, name) if mine in front for f in front} - {mine}
        found += [(name, state.seat_of(f)) for f in sorted(foes)]
    return found


def advance(state: DiunaState, log: EventLog) -> None:
    """Start the advantage holder's next battle, ask it to choose, or end the phase."""
    while state.advantage < len(state.order):
        seat = state.order[state.advantage]
        options = battles_of(state, seat)
        if len(options) == 1:
            _start(state, *options[0], log)
            return
        if options:
            state.waiting = "battle"
            log.public("battle_choice", T("diuna-battle-choice", seat=seat))
            return
        state.advantage += 1
    state.advantage = 0
    state.fought = {}
    state.waiting = ""
    state.phase = Phase.COLLECTION


def choose(state: DiunaState, seat: str, command: c.Battle, log: EventLog) -> None:
    if state.waiting != "battle" or state.fight is not None:
        raise RuleError(T("diuna-no-battle-to-choose"), hint=_next_words(state))
    holder = state.order[state.advantage]
    if seat != holder:
        raise RuleError(T("diuna-advantage-chooses", seat=holder, rule=rule("przewaga")))
    if state.swap == "returning":
        raise RuleError(T("diuna-return-first"))
    name = typed_territory(command.territory)
    options = [o for t, o in battles_of(state, seat) if t == name]
    if command.opponent is not None:
        opponent = state.seat_of(resolve_faction(command.opponent))
        options = [o for o in options if o == opponent]
    if len(options) != 1:
        raise RuleError(T("diuna-no-single-battle-with" if command.opponent
                          else "diuna-no-single-battle", territory=territory_word(name)),
                        hint=T("diuna-your-battles", battles=joined(
                            [T("diuna-battle-against", territory=territory_word(t),
                               faction=faction_word(state.players[o].faction))
                             for t, o in battles_of(state, seat)], ", ")))
    _start(state, name, options[0], log)


def _start(state: DiunaState, name: str, opponent: str, log: EventLog) -> None:
    holder = state.order[state.advantage]
    abilities = [s for s in (holder, opponent)
                 if state.players[s].has(Faction.IMPERIUM)
                 or state.players[s].has(Faction.ATREIDES)]
    before = [s for s in (holder, opponent) if state.players[s].market_cards]
    state.fight = Fight(territory=name, sides=(holder, opponent),
                        sectors=_front(state, name, (holder, opponent)), abilities=abilities,
                        before=before, step="prebattle" if before else "voice")
    state.waiting = "battle"
    log.public("battle", T("diuna-battle", territory=territory_word(name), holder=holder,
                           holder_faction=faction_word(state.players[holder].faction),
                           opponent=opponent,
                           opponent_faction=faction_word(state.players[opponent].faction)),
               territory=name, sides=[holder, opponent])
    if not before:
        _next_step(state)


def _harkonnen_side(state: DiunaState) -> str | None:
    fight = state.fight
    assert fight is not None
    return next((s for s in fight.sides if state.players[s].has(Faction.HARKONNEN)), None)


def _blocked(state: DiunaState, fight: Fight, seat: str) -> bool:
    """The seat's faction ability is barred in this battle by its opponent's Karama."""
    return _market_played(state, _opponent(fight, seat), "Karama") > 0


def _next_step(state: DiunaState) -> None:
    fight = state.fight
    assert fight is not None
    fight.abilities = [s for s in fight.abilities if not _blocked(state, fight, s)]
    harkonnen = _harkonnen_side(state)
    if harkonnen and not _blocked(state, fight, harkonnen) and state.swap != "done" \
            and state.decks.traitors:
        fight.step = "swap"
    elif fight.abilities:
        first = state.players[fight.abilities[0]]
        fight.step = "voice" if first.has(Faction.IMPERIUM) else "foresee"
    else:
        fight.step = "plan"


# -- the Harkonnen's traitor draw (HARKONNENOWIE, Zdrajcy) -------------------------------------


def draw_traitor(state: DiunaState, seat: str, command: c.DrawTraitor, log: EventLog) -> None:
    """Take the top traitor card before a battle, or decline; when the Harkonnen hold the
    advantage and choose among battles, they may draw before choosing."""
    _may_swap(state, seat)
    if state.swap == "returning":
        raise RuleError(T("diuna-drew-already"))
    player = state.players[seat]
    if not command.yes:
        state.swap = "done"
        log.public("draw_traitor", T("diuna-draw-traitor-no", seat=seat))
        _after_swap(state)
        return
    if not state.decks.traitors:
        raise RuleError(T("diuna-traitor-deck-empty"), hint=T("diuna-hint-draw-traitor-no"))
    drawn = state.decks.traitors.pop(0)
    player.traitors.append(drawn)
    state.swap = "returning"
    log.public("draw_traitor", T("diuna-draw-traitor", seat=seat))
    log.private(seat, "traitor_drawn", T("diuna-you-draw-traitor", leader=leader_word(drawn)),
                leader=drawn)


def return_traitor(state: DiunaState, seat: str, command: c.ReturnTraitor,
                   log: EventLog) -> None:
    _may_swap(state, seat)
    if state.swap != "returning":
        raise RuleError(T("diuna-draw-first"))
    player = state.players[seat]
    name = _pick(command.leader, player.traitors, T("diuna-what-traitor-held"),
                 word=leader_word)
    player.traitors.remove(name)
    state.decks.traitors.append(name)
    state.swap = "done"
    log.public("return_traitor", T("diuna-return-traitor", seat=seat))
    _after_swap(state)


def _may_swap(state: DiunaState, seat: str) -> None:
    """The Harkonnen may swap at the swap step of their battle, or before choosing their
    next battle while they hold the advantage."""
    if not state.players[seat].has(Faction.HARKONNEN):
        raise RuleError(T("diuna-only-harkonnen-draw", rule=rule("harkonnenowie-zdrajcy")))
    fight = state.fight
    at_step = fight is not None and fight.step == "swap"
    choosing = (fight is None and state.waiting == "battle"
                and state.order[state.advantage] == seat and state.swap != "done")
    if not (at_step or choosing):
        raise RuleError(T("diuna-draw-when"), hint=_next_words(state))


def _after_swap(state: DiunaState) -> None:
    if state.fight is not None:
        _next_step(state)


# -- before the plans (Kolejność używania zdolności frakcji) -----------------------------------


def voice(state: DiunaState, seat: str, command: c.Voice, log: EventLog) -> None:
    fight = _step(state, seat, "voice")
    if command.order != "none" and command.kind is None:
        raise RuleError(T("diuna-voice-kind"))
    fight.abilities.pop(0)
    if command.order == "none":
        log.public("voice", T("diuna-voice-none", seat=seat))
    else:
        assert command.kind is not None
        fight.voice = (command.order, command.kind)
        log.public("voice", T("diuna-voice-must" if command.order == "must"
                              else "diuna-voice-not", seat=_opponent(fight, seat),
                              kind=T(f"diuna-weapon-{command.kind}")),
                   order=command.order, weapon=command.kind)
    _next_step(state)


def foresee(state: DiunaState, seat: str, command: c.Foresee, log: EventLog) -> None:
    fight = _step(state, seat, "foresee")
    fight.abilities.pop(0)
    if command.element != "none":
        fight.foresee = command.element
        log.public("foresee", T("diuna-foresee", seat=seat, opponent=_opponent(fight, seat),
                                element=T(f"diuna-element-{command.element}")),
                   element=command.element)
    else:
        log.public("foresee", T("diuna-foresee-none", seat=seat))
    _next_step(state)


def _opponent(fight: Fight, seat: str) -> str:
    return fight.sides[1] if seat == fight.sides[0] else fight.sides[0]


def _step(state: DiunaState, seat: str, step: str) -> Fight:
    fight = state.fight
    if fight is None or fight.step != step:
        raise RuleError(T("diuna-no-battle-waits-for", step=step), hint=_next_words(state))
    if seat not in deciders(state):
        done = T("diuna-plan-made-already") if seat in fight.plans and step == "plan" else ""
        raise RuleError(joined([T("diuna-battle-not-waiting-for-you"), done]),
                        hint=T("diuna-it-waits-for", seats=", ".join(deciders(state))))
    return fight


def _next_words(state: DiunaState) -> Text:
    if state.fight is None:
        return T("diuna-no-battle-fought") if state.waiting != "battle" else \
            T("diuna-advantage-chooses-next")
    return T("diuna-battle-waits-for", step=T(f"diuna-step-{state.fight.step}"))



def deciders(state: DiunaState) -> list[str]:
    """The seats the battle waits for now (public: who, never what)."""
    fight = state.fight
    if fight is None:
        return [state.order[state.advantage]] if state.waiting == "battle" else []
    if fight.step == "swap":
        return [s for s in fight.sides if state.players[s].has(Faction.HARKONNEN)]
    if fight.step == "prebattle":
        return fight.before[:1]
    if fight.step in ("voice", "foresee"):
        return fight.abilities[:1]
    if fight.step == "market":
        return fight.market[:1]
    if fight.step == "plan":
        waiting = [s for s in fight.sides if s not in fight.plans]
        seer = next((s for s in waiting if fight.foresee
                     and state.players[s].has(Faction.ATREIDES)), None)
        return [s for s in waiting if s != seer] or waiting
    return [s for s in _callers(state) if s not in fight.calls]


# -- the plans (Plan bitwy, Dysk bitewny, Przywódcy, Karty bitwy) -------------------------------


def plan(state: DiunaState, seat: str, command: c.Plan, log: EventLog) -> None:
    fight = _step(state, seat, "plan")
    made = _check_plan(state, seat, command)
    fight.plans[seat] = made
    log.private(seat, "plan", T("diuna-your-plan", territory=territory_word(fight.territory),
                                plan=plan_words(made)), **made.model_dump())
    log.public("plan_made", T("diuna-plan-made", seat=seat))
    seer = _opponent(fight, seat)
    if _market_played(state, seer, "Truthtrance"):
        log.private(seer, "truthtrance", T("diuna-truthtrance", seat=seat, forces=made.forces,
                                           card=card_word("Truthtrance")),
                    forces=made.forces)
    if fight.foresee and state.players[seer].has(Faction.ATREIDES) \
            and seer not in fight.plans:
        seen = getattr(made, fight.foresee)
        shown: Say = (T("diuna-none") if seen is None else
                      seen if fight.foresee == "forces" else
                      leader_word(seen) if fight.foresee == "leader" else card_word(seen))
        log.private(seer, "foresight", T("diuna-foresight", seat=seat,
                                         element=T(f"diuna-element-{fight.foresee}"),
                                         seen=shown), element=fight.foresee, value=seen)
    if len(fight.plans) == 2:
        _reveal(state, log)


def _check_plan(state: DiunaState, seat: str, command: c.Plan) -> Plan:
    """The plan as the rules allow it, or RuleError saying what would; nothing changes."""
    fight = state.fight
    assert fight is not None
    player = state.players[seat]
    have = fighting(state, player.faction)
    if command.forces > have:
        raise RuleError(T("diuna-plan-forces", have=have, territory=territory_word(
            fight.territory), count=command.forces, rule=rule("dysk-bitewny")))
    free = [n for n in player.leaders if state.fought.get(n, fight.territory) == fight.territory]
    leader = _pick(command.leader, free, T("diuna-what-leader-free"), word=leader_word) \
        if command.leader else None
    if leader is None and free:
        raise RuleError(T("diuna-plan-must-leader", rule=rule("przywodcy")),
                        hint=T("diuna-free-leaders", leaders=leader_words(free)))
    if leader is None and (command.weapon or command.defence):
        raise RuleError(T("diuna-plan-no-leader", rule=rule("brak-przywodcy")))
    weapon = _card(state, player, command.weapon, ("weapon", "worthless"))
    defence = _card(state, player, command.defence, ("defence", "worthless"))
    if weapon and weapon == defence and player.battle_cards.count(weapon) < 2:
        raise RuleError(T("diuna-plan-one-card", card=card_word(weapon)))
    _obey_voice(state, seat, player, leader, weapon)
    return Plan(forces=command.forces, leader=leader, weapon=weapon, defence=defence)


def _obey_voice(state: DiunaState, seat: str, player: Player, leader: str | None,
                weapon: str | None) -> None:
    fight = state.fight
    assert fight is not None
    if fight.voice is None or state.players[seat].has(Faction.IMPERIUM):
        return
    order, kind = fight.voice
    played = _spec(state, weapon)
    is_kind = played is not None and played.kind == "weapon" and played.against == kind
    if order == "not" and is_kind:
        raise RuleError(T("diuna-voice-forbids", kind=T(f"diuna-weapon-{kind}")))
    held = voiced_weapons(state, player, kind)
    if order == "must" and leader is not None and held and not is_kind:
        raise RuleError(T("diuna-voice-orders", kind=T(f"diuna-weapon-{kind}")),
                        hint=T("diuna-yours-play", cards=card_words(held),
                               command=f"weapon={quote(held[0])}"))


def voiced_weapons(state: DiunaState, player: Player, kind: str) -> list[str]:
    """The weapons of the Voice's kind in the seat's hand, each once, in hand order: what
    "must play" binds it to play when it plays a leader."""
    return [n for n in dict.fromkeys(player.battle_cards)
            if (card := state.cards.battle_card(n)).kind == "weapon" and card.against == kind]


def _card(state: DiunaState, player: Player, text: str | None,
          kinds: tuple[str, ...]) -> str | None:
    if text is None:
        return None
    name = _pick(text, player.battle_cards, T("diuna-what-battle-card"), word=card_word,
                 aliases=state.cards.polish())
    spec = _spec(state, name)
    assert spec is not None
    if spec.kind not in kinds:
        side = "defence" if spec.kind == "defence" else "weapon"
        raise RuleError(T("diuna-wrong-side", card=card_word(name),
                          kind=T(f"diuna-card-kind-{spec.kind}"),
                          kinds=T("diuna-sides-take-defence-worthless") if "defence" in kinds
                          else T("diuna-sides-take-weapon-worthless")),
                        hint=T("diuna-play-it-as", command=f"{side}={quote(name)}"))
    return name


def _spec(state: DiunaState, name: str | None) -> BattleCard | None:
    return state.cards.battle_card(name) if name else None


def _pick(text: str, names: list[str], what: Text, *, word: Callable[[str], Say],
          aliases: dict[str, str] | None = None) -> str:
    try:
        return resolve_name(text, names, "name", aliases=aliases)
    except UnknownName:
        raise RuleError(T("diuna-not-one-of", typed=excerpt(text), what=what),
                        hint=T("diuna-yours-list", items=joined(
                            [word(n) for n in dict.fromkeys(names)], ", ")) if names
                        else T("diuna-you-have-none")) from None


def fighting(state: DiunaState, faction: Faction) -> int:
    """A faction's forces in the battle: in its territory, on its side of the storm."""
    fight = state.fight
    assert fight is not None
    return count(state, fight.territory, faction, tuple(fight.sectors))


def plan_words(made: Plan) -> Text:
    """A plan in words: its forces, leader, weapon and defence."""
    return T("diuna-plan-words", forces=made.forces,
             leader=leader_word(made.leader) if made.leader else T("diuna-none"),
             weapon=card_word(made.weapon) if made.weapon else T("diuna-none"),
             defence=card_word(made.defence) if made.defence else T("diuna-none"))



# -- the reveal and the traitors (Odkrycie planów, Zdrajcy) ------------------------------------


def _reveal(state: DiunaState, log: EventLog) -> None:
    fight = state.fight
    assert fight is not None
    for seat in fight.sides:
        made = fight.plans[seat]
        log.public("reveal", T("diuna-reveal", seat=seat, plan=plan_words(made)), seat=seat,
                   **made.model_dump())
    fight.market = [s for s in fight.sides if state.players[s].market_cards]
    fight.step = "market"
    _after_market(state, log)


# -- market cards after the reveal (Kolejność zagrywania kart bazaru) --------------------------

AFTER_REVEAL = ("Counter-attack", "Family Atomics")
"""The reconstructed market cards played once the plans are revealed."""
BEFORE_PLANS = ("Truthtrance", "Karama")
"""The reconstructed market cards played before the plans are made."""
COUNTER_ATTACK = 4


def market(state: DiunaState, seat: str, command: c.Market, log: EventLog) -> None:
    """Play a market card now; the seat stays on turn and may play another. Both sides
    holding in a row closes the window."""
    fight = state.fight
    early = fight is not None and fight.step == "prebattle"
    fight = _step(state, seat, "prebattle" if early else "market")
    player = state.players[seat]
    name = in_hand(state, player, command.card)
    allowed = BEFORE_PLANS if early else AFTER_REVEAL
    if state.cards.market_effect(name) not in allowed:
        raise not_now(state, name, T("diuna-now-cards", cards=card_words(allowed)))
    player.market_cards.remove(name)
    fight.played.setdefault(seat, []).append(name)
    queue = fight.before if early else fight.market
    other = _opponent(fight, seat)
    if other not in queue and state.players[other].market_cards:
        queue.append(other)
    log.public("market_card", T("diuna-market-card", seat=seat, card=card_word(name)),
               seat=seat, card=name)


def hold(state: DiunaState, seat: str, log: EventLog) -> None:
    fight = state.fight
    if fight is None or fight.step not in ("prebattle", "market"):
        raise RuleError(T("diuna-hold-nothing"), hint=_next_words(state) if fight else "")
    early = fight.step == "prebattle"
    fight = _step(state, seat, "prebattle" if early else "market")
    (fight.before if early else fight.market).pop(0)
    log.public("hold", T("diuna-hold", seat=seat))
    if not early:
        _after_market(state, log)
    elif not fight.before:
        _next_step(state)


def _after_market(state: DiunaState, log: EventLog) -> None:
    fight = state.fight
    assert fight is not None
    if fight.market:
        return
    fight.step = "call"
    if not _callers(state):
        resolve(state, log)


def _callers(state: DiunaState) -> list[str]:
    """Seats whose opponent played a leader: each is asked, whether or not it holds that
    leader's traitor card, so that whom the game waits for never tells who holds one."""
    fight = state.fight
    assert fight is not None
    return [s for s in fight.sides if fight.plans[_opponent(fight, s)].leader is not None]


def holds_traitor(state: DiunaState, seat: str) -> bool:
    """The seat holds the traitor card of its opponent's leader in this battle."""
    fight = state.fight
    assert fight is not None
    return fight.plans[_opponent(fight, seat)].leader in state.players[seat].traitors


def call(state: DiunaState, seat: str, command: c.Call, log: EventLog) -> None:
    fight = _step(state, seat, "call")
    if command.yes and not holds_traitor(state, seat):
        betrayer = fight.plans[_opponent(fight, seat)].leader
        raise RuleError(T("diuna-not-your-traitor",
                          leader=leader_word(betrayer) if betrayer else T("diuna-none")),
                        hint=T("diuna-answer-call-no"))
    fight.calls[seat] = command.yes
    if command.yes:
        traitor = fight.plans[_opponent(fight, seat)].leader
        log.public("traitor", T("diuna-traitor-called", seat=seat,
                                leader=leader_word(traitor) if traitor else T("diuna-none")),
                   seat=seat, leader=traitor)
    if not deciders(state):
        resolve(state, log)


# -- the outcome (Rozstrzygnięcie bitwy) -------------------------------------------------------


def resolve(state: DiunaState, log: EventLog) -> None:
    fight = state.fight
    assert fight is not None
    callers = [s for s, yes in fight.calls.items() if yes]
    if len(callers) == 2:
        _both_betrayed(state, log)
    elif callers:
        _betrayed(state, callers[0], log)
    else:
        _fought(state, log)
    for names in fight.played.values():
        state.decks.market_discard.extend(names)
    if _harkonnen_side(state):
        state.swap = ""
    state.fight = None
    state.waiting = ""


def _both_betrayed(state: DiunaState, log: EventLog) -> None:
    """Dwóch zdrajców: both lose their forces there, their cards and their leaders; no one
    wins or takes spice."""
    fight = state.fight
    assert fight is not None
    for seat in fight.sides:
        _lose_everything(state, seat, log)
    log.public("battle_end", T("diuna-two-traitors", territory=territory_word(fight.territory)))


def _betrayed(state: DiunaState, caller: str, log: EventLog) -> None:
    """Zdrajcy: the caller wins at once and loses nothing; the betrayed side loses its
    forces there and its cards; the traitor goes to the tanks and its strength in spice to
    the caller, whose leader stays free to fight here or in one other territory."""
    fight = state.fight
    assert fight is not None
    other = _opponent(fight, caller)
    traitor = fight.plans[other].leader
    assert traitor is not None
    _lose_everything(state, other, log)
    gain = state.cards.leader(traitor).strength
    state.players[caller].spice += gain
    if fight.played.get(other):
        log.public("market_cancelled", T("diuna-market-cancelled", seat=other,
                                         cards=card_words(fight.played[other]),
                                         rule=rule("zdrajcy-bazar")))
    log.public("battle_end", T("diuna-wins-by-treachery", seat=caller,
                               territory=territory_word(fight.territory), spice=gain),
               winner=caller, spice=gain)


def _fought(state: DiunaState, log: EventLog) -> None:
    fight = state.fight
    assert fight is not None
    a, b = fight.sides
    dead = _deaths(state)
    specs = [_spec(state, fight.plans[s].weapon) for s in fight.sides]
    lasgun = any(s is not None and s.acts_as == "Lasgun" for s in specs)
    shields = any((d := _spec(state, fight.plans[s].defence)) is not None
                  and d.kind == "defence" and d.against == "hand" for s in fight.sides)
    if lasgun and shields:
        for seat in fight.sides:
            _lose_everything(state, seat, log)
        log.public("battle_end", T("diuna-lasgun-shield", lasgun=card_word("Lasgun"),
                                   shield=card_word("Shield"),
                                   territory=territory_word(fight.territory)))
        return
    strength = {s: fight.plans[s].forces
                + COUNTER_ATTACK * _market_played(state, s, "Counter-attack")
                + _leader_strength(state, fight.plans[s].leader, s in dead)
                for s in fight.sides}
    winner = a if strength[a] >= strength[b] else b
    loser = _opponent(fight, winner)
    gain = sum(state.cards.leader(fight.plans[s].leader).strength for s in dead)
    log.public("battle_strength", T(
        "diuna-strength-tie" if strength[a] == strength[b] else "diuna-strength",
        first=a, first_strength=strength[a], second=b, second_strength=strength[b],
        winner=winner, gain=gain),
               strength=strength, winner=winner, spice=gain)
    for seat in (s for s in fight.sides if s in dead):  # the sides' order, not the set's
        _kill(state, seat, fight.plans[seat].leader, log)
    state.players[winner].spice += gain
    _lose_all(state, loser, log)
    _discard(state, loser, _played(fight.plans[loser]))
    _lose(state, winner, fight.plans[winner].forces, log)
    _discard(state, winner, [n for n in _played(fight.plans[winner])
                             if (s := _spec(state, n)) is not None
                             and (s.kind == "worthless" or s.against == "special")])
    _mark(state, winner)
    if loser not in dead:
        _mark(state, loser)


def _lose_everything(state: DiunaState, seat: str, log: EventLog) -> None:
    """The side loses its forces in the battle, the cards of its plan and its leader: a
    betrayed side (Zdrajcy), both sides of two traitors or of the Lasgun and a Shield."""
    fight = state.fight
    assert fight is not None
    made = fight.plans[seat]
    _lose_all(state, seat, log)
    _discard(state, seat, _played(made))
    _kill(state, seat, made.leader, log)


def _market_played(state: DiunaState, seat: str, effect: str) -> int:
    """How many market cards acting as `effect` the seat played in this battle."""
    fight = state.fight
    assert fight is not None
    return sum(state.cards.market_effect(n) == effect for n in fight.played.get(seat, []))


def _deaths(state: DiunaState) -> set[str]:
    """Seats whose leader the weapons kill (Broń i osłona): a hand weapon unless a hand
    defence, poison unless a poison defence, the Lasgun always; the Poison Tooth kills both
    leaders, each unless poison-defended; the Artillery Strike both, each unless
    shielded."""
    fight = state.fight
    assert fight is not None
    dead: set[str] = set()
    if any(_market_played(state, s, "Family Atomics") for s in fight.sides):
        return {s for s in fight.sides if fight.plans[s].leader}
    for seat in fight.sides:
        other = _opponent(fight, seat)
        weapon = _spec(state, fight.plans[seat].weapon)
        if weapon is None or weapon.kind != "weapon":
            continue
        targets = [other] if weapon.against != "special" or weapon.acts_as == "Lasgun" \
            else [seat, other]
        stops = {"hand": "hand", "poison": "poison", "Poison Tooth": "poison",
                 "Artillery Strike": "hand"}.get(
            weapon.acts_as if weapon.against == "special" else weapon.against)
        for target in targets:
            defence = _spec(state, fight.plans[target].defence)
            guarded = defence is not None and defence.kind == "defence" \
                and defence.against == stops
            if fight.plans[target].leader and not guarded:
                dead.add(target)
    return dead


def _leader_strength(state: DiunaState, leader: str | None, dead: bool) -> int:
    return 0 if leader is None or dead else state.cards.leader(leader).strength


def _played(made: Plan) -> list[str]:
    return [n for n in (made.weapon, made.defence) if n is not None]


def _discard(state: DiunaState, seat: str, names: list[str]) -> None:
    for name in names:
        state.players[seat].battle_cards.remove(name)
        state.decks.battle_discard.append(name)


def _kill(state: DiunaState, seat: str, leader: str | None, log: EventLog) -> None:
    player = state.players[seat]
    if leader is None or leader not in player.leaders:
        return
    player.leaders.remove(leader)
    player.dead.append(leader)
    state.fought.pop(leader, None)
    log.public("leader_dies", T("diuna-leader-dies", leader=leader_word(leader),
                                faction=faction_word(player.faction)), leader=leader)


def _mark(state: DiunaState, seat: str) -> None:
    """A surviving leader stays in this territory for the round (Ocalali przywódcy)."""
    fight = state.fight
    assert fight is not None
    leader = fight.plans[seat].leader
    if leader is not None and leader in state.players[seat].leaders:
        state.fought[leader] = fight.territory


def _lose_all(state: DiunaState, seat: str, log: EventLog) -> None:
    fight = state.fight
    assert fight is not None
    _lose(state, seat, fighting(state, state.players[seat].faction), log)


def _lose(state: DiunaState, seat: str, n: int, log: EventLog) -> None:
    """n of the seat's forces in the battle (its territory, its side of the storm) to the
    tanks."""
    fight = state.fight
    assert fight is not None
    player = state.players[seat]
    left = n
    for sector in fight.sectors:
        if not left:
            break
        here = min(left, count(state, fight.territory, player.faction, (sector,)))
        if here:
            take(state, fight.territory, player.faction, sector, here)
            left -= here
    player.tanks += n
    if n:
        log.public("forces_lost", T("diuna-forces-lost", seat=seat, forces=forces(n),
                                    territory=territory_word(fight.territory)),

                   seat=seat, count=n)
