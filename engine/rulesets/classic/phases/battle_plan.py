"""X.B: secret battle plans, their simultaneous reveal, and traitor calls (X.D)."""

from __future__ import annotations

from engine.core import EventLog, RuleError

from ..board import forces
from ..board.strength import dial_words, shown
from ..data import LEADERS, TREACHERY_CARDS, CardKind, Faction, UnknownName
from ..data.spellings import resolve_name
from ..model.state import Battle, BattlePlan, ClassicState, Phase
from . import (
    alliance_powers,
    battle,
    battle_powers,
    battle_resolution,
    battle_spice,
    capture,
    kwisatz,
)

NONE = "none"


def fought(state: ClassicState) -> Battle | None:
    """The battle being fought, or None outside the battle round or between battles."""
    r = state.battles
    return r.current if state.phase == Phase.BATTLE and r is not None else None


def current(state: ClassicState) -> Battle:
    b = fought(state)
    if b is None:
        raise RuleError("No battle is being fought now.", rule="X")
    return b


def leaders_available(state: ClassicState, faction: Faction, territory: str) -> list[str]:
    """X.C.8: living leaders that have not fought in another territory this round; not
    those the Harkonnen hold, whom the Harkonnen may play (pad, Harkonnen 1, XV)."""
    used = state.battles.used_leaders if state.battles else {}
    mine = capture.own_leaders_alive(state, faction)
    if faction == Faction.HARKONNEN:
        mine += state.captured
    return [name for name in mine if used.get(name, territory) == territory]


def heroes_in_hand(state: ClassicState, faction: Faction) -> list[str]:
    hand = state.players[faction].hand
    return sorted({c for c in hand if TREACHERY_CARDS[c].kind == CardKind.LEADER_SUBSTITUTE})


def check_plan(state: ClassicState, faction: Faction) -> Battle:
    """X.B: a side sends its plan after the Voice and prescience, before the reveal."""
    b = current(state)
    if faction not in b.sides:
        raise RuleError(f"You are not in the battle in {b.territory}.", rule="X.B")
    if b.revealed:
        raise RuleError("The battle plans are already revealed.", rule="X.B.4")
    if b.voice_pending or b.prescience_pending:
        who = "the Bene Gesserit's Voice" if b.voice_pending else "Atreides prescience"
        raise RuleError(f"Wait for {who} before sending plans.", rule="Q&A 6")
    return b


def plan(state: ClassicState, faction: Faction, dial: float, leader: str, weapon: str | None,
         defense: str | None, spice: int | None, kwisatz_haderach: bool,
         log: EventLog) -> None:
    b = check_plan(state, faction)
    new = _validated(state, b, faction, dial, leader, weapon, defense, spice or 0)
    if kwisatz_haderach:
        new = new.model_copy(update={"kwisatz": True})
    kwisatz.check_plan(state, faction, new)
    battle_powers.check_voice(state, b, faction, new)
    old = b.plans.get(faction)
    if old is not None and faction in b.seen and old != new:
        raise RuleError("The Atreides have seen your whole plan by Karama: it cannot change.",
                        rule="XVII, pad B.6.B.2")
    battle_powers.after_plan(state, b, faction, old, new, log)
    replaced = old is not None
    battle_spice.set_aside(state, b, faction, new.spice)
    b.plans[faction] = new
    seat = state.players[faction].seat
    log.private(seat, "battle_plan", f"Your battle plan in {b.territory}: {describe(new)}."
                + (" (replaces your earlier plan)" if replaced else ""), plan=new.model_dump())
    if not replaced:
        log.public("battle_plan_locked", f"{faction.title} has sent a battle plan.")
    if len(b.plans) == 2:
        reveal(state, b, log)


def _validated(state: ClassicState, b: Battle, faction: Faction, dial: float, leader: str,
               weapon: str | None, defense: str | None, spice: int) -> BattlePlan:
    halves = battle_spice.dial_halves(state, dial)
    most = battle.tokens_in_battle(state, b, faction)
    if not state.options.advanced_combat and not 0 <= halves <= 2 * most:
        raise RuleError(f"Dial from 0 to the {most} token(s) you have here"
                        f"{_counting_starred(state, b, faction)}.", rule="X.B.1")
    battle_spice.check_support(state, b, faction, halves, spice)
    dialed = {"dial": halves // 2, "half": bool(halves % 2), "spice": spice}
    if len(b.no_leaders) == 2:
        if leader.strip().lower() != NONE or _card(weapon) or _card(defense):
            raise RuleError("You agreed to fight without leaders: only the dial counts.",
                            rule="Q&A 7", hint=f"`plan {shown(halves)} none`.")
        return BattlePlan(**dialed)
    available = leaders_available(state, faction, b.territory)
    heroes = heroes_in_hand(state, faction)
    if not available and battle_powers.forbids(b, faction, "cheap hero"):
        heroes = []  # the Voice outranks X.C.9: no leader, so no cards (X.C.10)
    chosen = _leader(leader, available, heroes)
    if chosen is None and (available or heroes):
        raise RuleError("You must play a leader or a Cheap Hero(ine) if you have one.",
                        rule="X.C.9", hint="Available: " + ", ".join(available + heroes) + ".")
    weapon, defense = _card(weapon), _card(defense)
    if chosen is None and (weapon or defense):
        raise RuleError("Without a leader you cannot play treachery cards.", rule="X.C.10")
    hand = list(state.players[faction].hand)
    for card, kinds, slot in ((chosen if chosen in heroes else None, (), "leader"),
                              (weapon, (CardKind.WEAPON, CardKind.WORTHLESS), "weapon"),
                              (defense, (CardKind.DEFENSE, CardKind.WORTHLESS), "defense")):
        if card is None:
            continue
        if card not in hand:
            raise RuleError(f"You do not hold {card}" + (" twice" if card in
                            state.players[faction].hand else "") + ".", rule="X.B.3")
        hand.remove(card)
        if kinds and TREACHERY_CARDS[card].kind not in kinds:
            raise RuleError(f"{card} cannot be played as a {slot}.", rule="X.B.3, Q&A B.2",
                            hint=_slot_hint(state, faction, kinds))
    return BattlePlan(**dialed, leader=chosen, weapon=weapon, defense=defense)


def _counting_starred(state: ClassicState, b: Battle, faction: Faction) -> str:
    if not forces.starred_in(state, faction, b.territory):
        return ""
    worth = battle.starred_worth(b, faction)
    return f", counting each of your starred tokens as {worth} (XV)"


def _leader(text: str, available: list[str], heroes: list[str]) -> str | None:
    if text.strip().lower() == NONE:
        return None
    names = available + heroes
    if not names:
        raise RuleError("You have no leader to play: use `none`.", rule="X.C.10")
    try:
        return resolve_name(text, names, "leader you can play")
    except UnknownName as err:
        raise RuleError(str(err), rule="X.C.8",
                        hint="You can play: " + ", ".join(names) + ".") from None


def _card(text: str | None) -> str | None:
    if text is None or text.strip().lower() == NONE:
        return None
    try:
        return resolve_name(text, TREACHERY_CARDS, "treachery card")
    except UnknownName as err:
        raise RuleError(str(err), rule="X.B.3") from None


def _slot_hint(state: ClassicState, faction: Faction, kinds: tuple[CardKind, ...]) -> str:
    fits = sorted({c for c in state.players[faction].hand if TREACHERY_CARDS[c].kind in kinds})
    return ("You could play: " + ", ".join(fits) + ".") if fits else "Play `none` there."


def check_no_leaders(state: ClassicState, faction: Faction) -> Battle:
    """Q&A 7: agreed before any plan is sent; Q&A 6: like the plans, after the Voice and
    prescience (docs/rules-notes.md, "No leaders after the Voice")."""
    b = current(state)
    if faction not in b.sides or b.revealed or b.plans:
        raise RuleError("Agree to fight without leaders before any plan is sent.",
                        rule="Q&A 7")
    if b.voice_pending or b.prescience_pending:
        who = "the Bene Gesserit's Voice" if b.voice_pending else "Atreides prescience"
        raise RuleError(f"Wait for {who} before agreeing to fight without leaders.",
                        rule="Q&A 6")
    if faction in b.no_leaders:
        raise RuleError("You have already offered to fight without leaders.")
    return b


def no_leaders(state: ClassicState, faction: Faction, log: EventLog) -> None:
    """Q&A 7: by common consent, announced before the plans are complete."""
    b = check_no_leaders(state, faction)
    b.no_leaders.append(faction)
    if len(b.no_leaders) == 2:
        log.public("no_leaders", f"In {b.territory} both sides agree to fight without "
                   "leaders: only the tokens dialed count (Q&A 7).")
    else:
        log.public("no_leaders", f"{faction.title} offers to fight in {b.territory} without "
                   "leaders (`no_leaders` to agree).")


def describe(p: BattlePlan) -> str:
    leader = (p.leader or "no leader") + (f" with the {kwisatz.NAME}" if p.kwisatz else "")
    return (f"dial {dial_words(p)}, {leader}, weapon {p.weapon or 'none'}, "
            f"defense {p.defense or 'none'}")


def reveal(state: ClassicState, b: Battle, log: EventLog) -> None:
    """X.B.4: both plans revealed at once; then the traitor window (X.D.1).

    Every seat that could hold the revealed leader is asked, whether or not it does: each
    side facing a leader, and the Harkonnen allied to it (XII.E.6). Who is asked depends only
    on the revealed plans and the public alliances, and each seat asked is told privately
    whether it may call, so the waiting line, the view, the game's timing and the number of
    private messages tell nobody who holds a traitor (docs/rules-notes.md, "Traitors")."""
    b.revealed = True
    shown = "; ".join(f"{f.title}: {describe(b.plans[f])}" for f in b.sides)
    log.public("battle_reveal", f"Battle plans in {b.territory} — {shown}.",
               plans={f.value: b.plans[f].model_dump() for f in b.sides})
    for side in b.sides:
        leader = b.plans[opponent(b, side)].leader
        if leader not in LEADERS or b.plans[opponent(b, side)].kwisatz:
            continue  # no leader, a Cheap Hero(ine), or one the Kwisatz Haderach joins (XV)
        for asked in alliance_powers.traitor_askers(state, side):
            b.traitor_calls[asked] = None
            b.traitor_for[asked] = side
            log.private(state.players[asked].seat, "traitor_chance",
                        _chance(state, b, side, asked))
    if not b.traitor_calls:
        battle_resolution.resolve(state, log)
        return
    asked = ", ".join(f.title for f in b.traitor_calls)
    log.public("traitor_window", f"Traitors? {asked}: each answers in secret "
               "`call_traitor yes` or `call_traitor no` (every battle asks, X.D.1).")


def _chance(state: ClassicState, b: Battle, side: Faction, asked: Faction) -> str:
    """What one asked seat is told privately: every seat asked gets one such message, so the
    number of messages a seat receives tells nobody whether it holds the leader."""
    leader = b.plans[opponent(b, side)].leader
    if alliance_powers.traitor_holder(state, side, leader) != asked:
        return (f"{leader} is not a traitor in your pay: answer `call_traitor no` "
                "(X.D.1); `auto call` answers for you in every battle.")
    if asked == side:
        return (f"{leader} is your traitor! `call_traitor yes` to reveal him and win, "
                "or `call_traitor no` (Q&A 7).")
    return (f"{leader}, in your pay, leads {opponent(b, side).title} against your ally "
            f"{side.title}! `call_traitor yes` to reveal him: your ally wins as if the "
            "traitor were theirs (Harkonnen shield, XII.E.6); or `call_traitor no`.")


def check_call(state: ClassicState, faction: Faction) -> Battle:
    b = current(state)
    if b.traitor_calls.get(faction, False) is not None:
        raise RuleError("You are not asked about a traitor in this battle now.", rule="X.D.1",
                        hint="After the plans are revealed each side (and the Harkonnen, "
                        "for an ally) answers `call_traitor yes|no` once.")
    return b


def call_traitor(state: ClassicState, faction: Faction, call: bool, log: EventLog) -> None:
    """X.D.1, Q&A 7: a secret yes or no; the calls are made public together, once every
    seat asked has answered."""
    b = check_call(state, faction)
    side = b.traitor_for[faction]
    leader = b.plans[opponent(b, side)].leader
    if call and alliance_powers.traitor_holder(state, side, leader) != faction:
        raise RuleError(f"{leader} is not a traitor in your pay.", rule="X.D.1",
                        hint="Answer `call_traitor no`.")
    b.traitor_calls[faction] = call
    seat = state.players[faction].seat
    log.private(seat, "traitor_answer", f"You answer: {'call' if call else 'no call'}.")
    if awaiting_traitor_call(b):
        return
    for caller, called in b.traitor_calls.items():
        if called:
            side = b.traitor_for[caller]
            helped = "" if side == caller else f" for their ally {side.title} (XII.E.6)"
            log.public("treachery", f"Treachery! {caller.title} reveal "
                       f"{b.plans[opponent(b, side)].leader} as their traitor{helped}.")
    battle_resolution.resolve(state, log)


def opponent(b: Battle, faction: Faction) -> Faction:
    return b.defender if faction == b.aggressor else b.aggressor


def awaiting_traitor_call(b: Battle) -> list[Faction]:
    """Seats asked about a traitor that have not answered yet."""
    return [f for f, v in b.traitor_calls.items() if v is None]
