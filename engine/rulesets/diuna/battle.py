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
from .words import counted

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
            log.public("battle_choice", f"{seat} has the battle advantage: choose the next "
                       "battle (`battle <territory> [opponent]`).")
            return
        state.advantage += 1
    state.advantage = 0
    state.fought = {}
    state.waiting = ""
    state.phase = Phase.COLLECTION


def choose(state: DiunaState, seat: str, command: c.Battle, log: EventLog) -> None:
    if state.waiting != "battle" or state.fight is not None:
        raise RuleError("No battle is to be chosen now.", hint=_next_words(state))
    holder = state.order[state.advantage]
    if seat != holder:
        raise RuleError(f"{holder} has the battle advantage and chooses (Przewaga bitewna).")
    if state.swap == "returning":
        raise RuleError("Return one traitor card first (`return_traitor <leader>`).")
    name = typed_territory(command.territory)
    options = [o for t, o in battles_of(state, seat) if t == name]
    if command.opponent is not None:
        opponent = state.seat_of(resolve_faction(command.opponent))
        options = [o for o in options if o == opponent]
    if len(options) != 1:
        raise RuleError(f"No single battle of yours in {name}" + (
            " with that opponent" if command.opponent else "") + ".",
            hint="Your battles: " + ", ".join(
                f"{t} against the {state.players[o].faction}"
                for t, o in battles_of(state, seat)) + ".")
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
    log.public("battle", f"Battle in {name}: {holder} ({state.players[holder].faction}, "
               f"battle advantage) against {opponent} ({state.players[opponent].faction}).",
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
        raise RuleError("You drew already: return one traitor card (`return_traitor "
                        "<leader>`).")
    player = state.players[seat]
    if not command.yes:
        state.swap = "done"
        log.public("draw_traitor", f"{seat} (Harkonnen) draws no traitor card.")
        _after_swap(state)
        return
    if not state.decks.traitors:
        raise RuleError("The traitor deck is empty.", hint="`draw_traitor no`.")
    drawn = state.decks.traitors.pop(0)
    player.traitors.append(drawn)
    state.swap = "returning"
    log.public("draw_traitor", f"{seat} (Harkonnen) draws a traitor card; one goes back.")
    log.private(seat, "traitor_drawn", f"You draw the traitor card {drawn}; return one with "
                "`return_traitor <leader>`.", leader=drawn)


def return_traitor(state: DiunaState, seat: str, command: c.ReturnTraitor,
                   log: EventLog) -> None:
    _may_swap(state, seat)
    if state.swap != "returning":
        raise RuleError("Draw first (`draw_traitor`); then return one.")
    player = state.players[seat]
    name = _pick(command.leader, player.traitors, "traitor card you hold")
    player.traitors.remove(name)
    state.decks.traitors.append(name)
    state.swap = "done"
    log.public("return_traitor", f"{seat} (Harkonnen) returns a traitor card under the deck.")
    _after_swap(state)


def _may_swap(state: DiunaState, seat: str) -> None:
    """The Harkonnen may swap at the swap step of their battle, or before choosing their
    next battle while they hold the advantage."""
    if not state.players[seat].has(Faction.HARKONNEN):
        raise RuleError("Only the Harkonnen draw traitor cards before a battle "
                        "(HARKONNENOWIE, Zdrajcy).")
    fight = state.fight
    at_step = fight is not None and fight.step == "swap"
    choosing = (fight is None and state.waiting == "battle"
                and state.order[state.advantage] == seat and state.swap != "done")
    if not (at_step or choosing):
        raise RuleError("You draw a traitor card only before one of your battles, once its "
                        "market cards before the plans are played.", hint=_next_words(state))


def _after_swap(state: DiunaState) -> None:
    if state.fight is not None:
        _next_step(state)


# -- before the plans (Kolejność używania zdolności frakcji) -----------------------------------


def voice(state: DiunaState, seat: str, command: c.Voice, log: EventLog) -> None:
    fight = _step(state, seat, "voice")
    if command.order != "none" and command.kind is None:
        raise RuleError("Name the kind of weapon: `voice must poison`, `voice not hand`, "
                        "`voice must special`.")
    fight.abilities.pop(0)
    if command.order == "none":
        log.public("voice", f"{seat} (Imperium) does not use the Voice.")
    else:
        assert command.kind is not None
        fight.voice = (command.order, command.kind)
        word = "must play" if command.order == "must" else "may not play"
        log.public("voice", f"The Voice: {_opponent(fight, seat)} {word} a {command.kind} "
                   "weapon, if they can.", order=command.order, weapon=command.kind)
    _next_step(state)


def foresee(state: DiunaState, seat: str, command: c.Foresee, log: EventLog) -> None:
    fight = _step(state, seat, "foresee")
    fight.abilities.pop(0)
    if command.element != "none":
        fight.foresee = command.element
        log.public("foresee", f"Prescience: {seat} (Atreides) will see the {command.element} "
                   f"of {_opponent(fight, seat)}'s plan; {_opponent(fight, seat)} plans first.",
                   element=command.element)
    else:
        log.public("foresee", f"{seat} (Atreides) does not use Prescience.")
    _next_step(state)


def _opponent(fight: Fight, seat: str) -> str:
    return fight.sides[1] if seat == fight.sides[0] else fight.sides[0]


def _step(state: DiunaState, seat: str, step: str) -> Fight:
    fight = state.fight
    if fight is None or fight.step != step:
        raise RuleError(f"No battle waits for `{step}` now.", hint=_next_words(state))
    if seat not in deciders(state):
        done = " You have made your plan." if seat in fight.plans and step == "plan" else ""
        raise RuleError("The battle does not wait for you now." + done,
                        hint="It waits for " + ", ".join(deciders(state)) + ".")
    return fight


_STEP_WORDS = {
    "swap": "the Harkonnen's traitor draw (`draw_traitor`, then return one with "
            "`return_traitor`, or `draw_traitor no`)",
    "voice": "the Imperium's Voice (`voice ...`)",
    "foresee": "the Atreides' Prescience (`foresee ...`)",
    "plan": "the battle plans (`plan ...`)",
    "prebattle": "the market cards before the plans (`market <card>` or `hold`)",
    "market": "the market cards after the reveal (`market <card>` or `hold`)",
    "call": "the Traitor calls (`call` or `call no`)",
}


def _next_words(state: DiunaState) -> str:
    if state.fight is None:
        return "No battle is being fought." if state.waiting != "battle" else \
            "The battle advantage chooses the next battle (`battle ...`)."
    return f"The battle waits for {_STEP_WORDS[state.fight.step]}."


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
    log.private(seat, "plan", f"Your plan in {fight.territory}: {_words(made)}.",
                **made.model_dump())
    log.public("plan_made", f"{seat} has made a battle plan.")
    seer = _opponent(fight, seat)
    if _market_played(state, seer, "Truthtrance"):
        log.private(seer, "truthtrance", f"Truthtrance: {seat} dials {made.forces}.",
                    forces=made.forces)
    if fight.foresee and state.players[seer].has(Faction.ATREIDES) \
            and seer not in fight.plans:
        seen = getattr(made, fight.foresee)
        log.private(seer, "foresight", f"Prescience: {seat}'s {fight.foresee} is "
                    f"{seen if seen is not None else 'none'}.", element=fight.foresee,
                    value=seen)
    if len(fight.plans) == 2:
        _reveal(state, log)


def _check_plan(state: DiunaState, seat: str, command: c.Plan) -> Plan:
    """The plan as the rules allow it, or RuleError saying what would; nothing changes."""
    fight = state.fight
    assert fight is not None
    player = state.players[seat]
    have = fighting(state, player.faction)
    if command.forces > have:
        raise RuleError(f"You have {have} forces fighting in {fight.territory}, not "
                        f"{command.forces} (Dysk bitewny: 0 to your forces there).")
    free = [n for n in player.leaders if state.fought.get(n, fight.territory) == fight.territory]
    leader = _pick(command.leader, free, "leader free to fight here") if command.leader \
        else None
    if leader is None and free:
        raise RuleError("You have a leader free to fight: you must play one (Przywódcy).",
                        hint="Free: " + ", ".join(free) + ".")
    if leader is None and (command.weapon or command.defence):
        raise RuleError("Without a leader no battle card may be played (Brak przywódcy).")
    weapon = _card(state, player, command.weapon, ("weapon", "worthless"))
    defence = _card(state, player, command.defence, ("defence", "worthless"))
    if weapon and weapon == defence and player.battle_cards.count(weapon) < 2:
        raise RuleError(f"You hold one {weapon}; it cannot be played on both sides.")
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
        raise RuleError(f"The Voice forbids you a {kind} weapon.")
    held = voiced_weapons(state, player, kind)
    if order == "must" and leader is not None and held and not is_kind:
        raise RuleError(f"The Voice orders you to play a {kind} weapon, and you hold one.",
                        hint="Yours: " + ", ".join(held) + f" (`weapon={quote(held[0])}`).")


def voiced_weapons(state: DiunaState, player: Player, kind: str) -> list[str]:
    """The weapons of the Voice's kind in the seat's hand, each once, in hand order: what
    "must play" binds it to play when it plays a leader."""
    return [n for n in dict.fromkeys(player.battle_cards)
            if (card := state.cards.battle_card(n)).kind == "weapon" and card.against == kind]


def _card(state: DiunaState, player: Player, text: str | None,
          kinds: tuple[str, ...]) -> str | None:
    if text is None:
        return None
    name = _pick(text, player.battle_cards, "battle card in your hand", state.cards.polish())
    spec = _spec(state, name)
    assert spec is not None
    if spec.kind not in kinds:
        side = "defence" if spec.kind == "defence" else "weapon"
        raise RuleError(f"{name} is a {spec.kind} card; this side of the disk takes "
                        + " or ".join(kinds) + " cards.",
                        hint=f"Play it as `{side}={quote(name)}`.")
    return name


def _spec(state: DiunaState, name: str | None) -> BattleCard | None:
    return state.cards.battle_card(name) if name else None


def _pick(text: str, names: list[str], what: str,
          aliases: dict[str, str] | None = None) -> str:
    try:
        return resolve_name(text, names, what, aliases=aliases)
    except UnknownName:
        raise RuleError(f"`{excerpt(text)}` is not a {what}.",
                        hint=("Yours: " + ", ".join(dict.fromkeys(names)) + ".") if names
                        else "You have none.") from None


def fighting(state: DiunaState, faction: Faction) -> int:
    """A faction's forces in the battle: in its territory, on its side of the storm."""
    fight = state.fight
    assert fight is not None
    return count(state, fight.territory, faction, tuple(fight.sectors))


def _words(made: Plan) -> str:
    return (f"{made.forces} forces, leader {made.leader or 'none'}, weapon "
            f"{made.weapon or 'none'}, defence {made.defence or 'none'}")


# -- the reveal and the traitors (Odkrycie planów, Zdrajcy) ------------------------------------


def _reveal(state: DiunaState, log: EventLog) -> None:
    fight = state.fight
    assert fight is not None
    for seat in fight.sides:
        made = fight.plans[seat]
        log.public("reveal", f"{seat} reveals: {_words(made)}.", seat=seat,
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
        raise not_now(state, name, "Now: " + ", ".join(allowed) + "; or `hold`.")
    player.market_cards.remove(name)
    fight.played.setdefault(seat, []).append(name)
    queue = fight.before if early else fight.market
    other = _opponent(fight, seat)
    if other not in queue and state.players[other].market_cards:
        queue.append(other)
    log.public("market_card", f"{seat} plays the market card {name}.", seat=seat, card=name)


def hold(state: DiunaState, seat: str, log: EventLog) -> None:
    fight = state.fight
    if fight is None or fight.step not in ("prebattle", "market"):
        raise RuleError("No market cards are being played now: `hold` answers the window "
                        "before the storm, the spice card or the collection, or a battle's "
                        "market cards.", hint=_next_words(state) if fight else "")
    early = fight.step == "prebattle"
    fight = _step(state, seat, "prebattle" if early else "market")
    (fight.before if early else fight.market).pop(0)
    log.public("hold", f"{seat} plays no more market cards now.")
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
        raise RuleError(f"{fight.plans[_opponent(fight, seat)].leader} is not a traitor in "
                        "your pay.", hint="Answer `call no`.")
    fight.calls[seat] = command.yes
    if command.yes:
        traitor = fight.plans[_opponent(fight, seat)].leader
        log.public("traitor", f"Traitor! {seat} reveals {traitor} as their traitor.",
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
    log.public("battle_end", f"Two traitors in {fight.territory}: no one wins.")


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
        log.public("market_cancelled", f"The traitor cancels {other}'s market cards: "
                   + ", ".join(fight.played[other]) + " (Zdrajcy a karty bazaru).")
    log.public("battle_end", f"{caller} wins in {fight.territory} by treachery and takes "
               f"{gain} spice.", winner=caller, spice=gain)


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
        log.public("battle_end", f"Lasgun and Shield: everything in {fight.territory} is "
                   "destroyed; no one wins.")
        return
    strength = {s: fight.plans[s].forces
                + COUNTER_ATTACK * _market_played(state, s, "Counter-attack")
                + _leader_strength(state, fight.plans[s].leader, s in dead)
                for s in fight.sides}
    winner = a if strength[a] >= strength[b] else b
    loser = _opponent(fight, winner)
    gain = sum(state.cards.leader(fight.plans[s].leader).strength for s in dead)
    log.public("battle_strength", f"Strength: {a} {strength[a]}, {b} {strength[b]}; "
               f"{winner} wins" + (" (the battle advantage wins ties)"
                                   if strength[a] == strength[b] else "")
               + (f" and takes {gain} spice for the dead leaders" if gain else "") + ".",
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
    log.public("leader_dies", f"{leader} ({player.faction}) dies and goes to the Tleilaxu "
               "tanks.", leader=leader)


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
        log.public("forces_lost", f"{seat} loses {counted(n, 'force')} in {fight.territory}.",
                   seat=seat, count=n)
