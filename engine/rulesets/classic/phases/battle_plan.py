"""X.B: secret battle plans, their simultaneous reveal, and traitor calls (X.D)."""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, Text, joined, listing

from ..board import forces
from ..board.strength import shown
from ..data import LEADERS, TREACHERY_CARDS, CardKind, Faction, UnknownName
from ..data.main_leaders import main_aliases
from ..data.spellings import resolve_name
from ..data.words import card_word, faction_word, leader_word, place_word
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
from .battle_powers import dial_text

NONE = "none"


def fought(state: ClassicState) -> Battle | None:
    """The battle being fought, or None outside the battle round or between battles."""
    r = state.battles
    return r.current if state.phase == Phase.BATTLE and r is not None else None


def current(state: ClassicState) -> Battle:
    b = fought(state)
    if b is None:
        raise RuleError(T("classic-plan-no-battle"), rule="X")
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
        raise RuleError(T("classic-plan-not-in-battle", territory=place_word(b.territory)),
                        rule="X.B")
    if b.revealed:
        raise RuleError(T("classic-plan-already-revealed"), rule="X.B.4")
    if b.voice_pending or b.prescience_pending:
        raise RuleError(T("classic-plan-wait-voice" if b.voice_pending
                          else "classic-plan-wait-prescience"), rule="Q&A 6")
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
        raise RuleError(T("classic-plan-seen-by-karama"),
                        rule=T("classic-cite-xvii-pad", section="B.6.B.2"))
    battle_powers.after_plan(state, b, faction, old, new, log)
    replaced = old is not None
    battle_spice.set_aside(state, b, faction, new.spice)
    b.plans[faction] = new
    seat = state.players[faction].seat
    log.private(seat, "battle_plan", T("classic-plan-yours-replaced" if replaced
                                       else "classic-plan-yours",
                                       territory=place_word(b.territory), plan=describe(new)),
                plan=new.model_dump())
    if not replaced:
        log.public("battle_plan_locked", T("classic-plan-sent", faction=faction_word(faction)))
    if len(b.plans) == 2:
        reveal(state, b, log)


def _validated(state: ClassicState, b: Battle, faction: Faction, dial: float, leader: str,
               weapon: str | None, defense: str | None, spice: int) -> BattlePlan:
    halves = battle_spice.dial_halves(state, dial)
    most = battle.tokens_in_battle(state, b, faction)
    if not state.options.advanced_combat and not 0 <= halves <= 2 * most:
        raise RuleError(_dial_limit(state, b, faction, most), rule="X.B.1")
    battle_spice.check_support(state, b, faction, halves, spice)
    dialed = {"dial": halves // 2, "half": bool(halves % 2), "spice": spice}
    if len(b.no_leaders) == 2:
        if leader.strip().lower() != NONE or _card(weapon) or _card(defense):
            raise RuleError(T("classic-plan-agreed-no-leaders"), rule="Q&A 7",
                            hint=T("classic-plan-command", command=f"plan {shown(halves)} none"))
        return BattlePlan(**dialed)
    available = leaders_available(state, faction, b.territory)
    heroes = heroes_in_hand(state, faction)
    if not available and battle_powers.forbids(b, faction, "cheap hero"):
        heroes = []  # the Voice outranks X.C.9: no leader, so no cards (X.C.10)
    chosen = _leader(leader, available, heroes)
    if chosen is None and (available or heroes):
        raise RuleError(T("classic-plan-must-play-leader"), rule="X.C.9",
                        hint=T("classic-plan-available", leaders=_leaders(available + heroes)))
    weapon, defense = _card(weapon), _card(defense)
    if chosen is None and (weapon or defense):
        raise RuleError(T("classic-plan-no-leader-no-cards"), rule="X.C.10")
    hand = list(state.players[faction].hand)
    for card, kinds, slot in ((chosen if chosen in heroes else None, (), "leader"),
                              (weapon, (CardKind.WEAPON, CardKind.WORTHLESS), "weapon"),
                              (defense, (CardKind.DEFENSE, CardKind.WORTHLESS), "defense")):
        if card is None:
            continue
        if card not in hand:
            raise RuleError(T("classic-plan-not-held-twice" if card in
                              state.players[faction].hand else "classic-plan-not-held",
                              card=card_word(card)), rule="X.B.3")
        hand.remove(card)
        if kinds and TREACHERY_CARDS[card].kind not in kinds:
            raise RuleError(T(f"classic-plan-not-a-{slot}", card=card_word(card)),
                            rule="X.B.3, Q&A B.2", hint=_slot_hint(state, faction, kinds))
    return BattlePlan(**dialed, leader=chosen, weapon=weapon, defense=defense)


def _dial_limit(state: ClassicState, b: Battle, faction: Faction, most: int) -> Text:
    if not forces.starred_in(state, faction, b.territory):
        return T("classic-plan-dial-limit", count=most)
    worth = battle.starred_worth(b, faction)
    return T("classic-plan-dial-limit-starred", count=most, worth=worth)


def _leaders(names: list[str]) -> Text:
    return listing([leader_word(n) for n in names])


def _leader(text: str, available: list[str], heroes: list[str]) -> str | None:
    if text.strip().lower() == NONE:
        return None
    names = available + heroes
    if not names:
        raise RuleError(T("classic-plan-no-leader-to-play"), rule="X.C.10")
    try:
        return resolve_name(text, names, "leader you can play", aliases=main_aliases())
    except UnknownName as err:
        raise RuleError(str(err), rule="X.C.8",
                        hint=T("classic-plan-you-can-play", leaders=_leaders(names))) from None


def _card(text: str | None) -> str | None:
    if text is None or text.strip().lower() == NONE:
        return None
    try:
        return resolve_name(text, TREACHERY_CARDS, "treachery card")
    except UnknownName as err:
        raise RuleError(str(err), rule="X.B.3") from None


def _slot_hint(state: ClassicState, faction: Faction, kinds: tuple[CardKind, ...]) -> Text:
    fits = sorted({c for c in state.players[faction].hand if TREACHERY_CARDS[c].kind in kinds})
    return (T("classic-plan-you-could-play", cards=listing([card_word(c) for c in fits]))
            if fits else T("classic-plan-play-none-there"))


def check_no_leaders(state: ClassicState, faction: Faction) -> Battle:
    """Q&A 7: agreed before any plan is sent; Q&A 6: like the plans, after the Voice and
    prescience (docs/rules-notes.md, "No leaders after the Voice")."""
    b = current(state)
    if faction not in b.sides or b.revealed or b.plans:
        raise RuleError(T("classic-plan-agree-before-plans"), rule="Q&A 7")
    if b.voice_pending or b.prescience_pending:
        raise RuleError(T("classic-plan-no-leaders-wait-voice" if b.voice_pending
                          else "classic-plan-no-leaders-wait-prescience"), rule="Q&A 6")
    if faction in b.no_leaders:
        raise RuleError(T("classic-plan-already-offered"))
    return b


def no_leaders(state: ClassicState, faction: Faction, log: EventLog) -> None:
    """Q&A 7: by common consent, announced before the plans are complete."""
    b = check_no_leaders(state, faction)
    b.no_leaders.append(faction)
    if len(b.no_leaders) == 2:
        log.public("no_leaders", T("classic-plan-both-no-leaders",
                                   territory=place_word(b.territory)))
    else:
        log.public("no_leaders", T("classic-plan-offers-no-leaders",
                                   faction=faction_word(faction),
                                   territory=place_word(b.territory)))


def describe(p: BattlePlan) -> Text:
    leader = leader_word(p.leader) if p.leader else T("classic-plan-no-leader")
    if p.kwisatz:
        leader = T("classic-plan-with-kwisatz", leader=leader)
    none = T("classic-plan-none")
    return T("classic-plan-described", dial=dial_text(p), leader=leader,
             weapon=card_word(p.weapon) if p.weapon else none,
             defense=card_word(p.defense) if p.defense else none)


def reveal(state: ClassicState, b: Battle, log: EventLog) -> None:
    """X.B.4: both plans revealed at once; then the traitor window (X.D.1).

    Every seat that could hold the revealed leader is asked, whether or not it does: each
    side facing a leader, and the Harkonnen allied to it (XII.E.6). Who is asked depends only
    on the revealed plans and the public alliances, and each seat asked is told privately
    whether it may call, so the waiting line, the view, the game's timing and the number of
    private messages tell nobody who holds a traitor (docs/rules-notes.md, "Traitors")."""
    b.revealed = True
    shown = joined([T("classic-plan-of", faction=faction_word(f), plan=describe(b.plans[f]))
                    for f in b.sides], "; ")
    log.public("battle_reveal", T("classic-plan-revealed", territory=place_word(b.territory),
                                  plans=shown),
               plans={f.value: b.plans[f].model_dump() for f in b.sides})
    for side in b.sides:
        leader = b.plans[opponent(b, side)].leader
        if leader not in LEADERS or b.plans[opponent(b, side)].kwisatz:
            continue  # no leader, a Cheap Hero(ine), one the Kwisatz Haderach joins (XV),
            # or a main leader, never a traitor (THE DUEL, IV.5; not in LEADERS)
        for asked in alliance_powers.traitor_askers(state, side):
            b.traitor_calls[asked] = None
            b.traitor_for[asked] = side
            log.private(state.players[asked].seat, "traitor_chance",
                        _chance(state, b, side, asked))
    if not b.traitor_calls:
        battle_resolution.resolve(state, log)
        return
    asked = joined([faction_word(f) for f in b.traitor_calls], ", ")
    log.public("traitor_window", T("classic-traitor-window", factions=asked))


def _chance(state: ClassicState, b: Battle, side: Faction, asked: Faction) -> Text:
    """What one asked seat is told privately: every seat asked gets one such message, so the
    number of messages a seat receives tells nobody whether it holds the leader."""
    leader = b.plans[opponent(b, side)].leader
    if alliance_powers.traitor_holder(state, side, leader) != asked:
        return T("classic-traitor-not-yours", leader=leader_word(leader))
    if asked == side:
        return T("classic-traitor-yours", leader=leader_word(leader))
    return T("classic-traitor-for-ally", leader=leader_word(leader),
             foe=faction_word(opponent(b, side)), ally=faction_word(side))


def asked_to_call(state: ClassicState, faction: Faction) -> bool:
    """X.D.1: the faction has a traitor question open in the battle fought: `check_call`
    as a yes or no, without a refusal's words, for the standing orders that look for one
    after every command (`orders.due`)."""
    b = fought(state)
    return b is not None and b.traitor_calls.get(faction, False) is None


def check_call(state: ClassicState, faction: Faction) -> Battle:
    b = current(state)
    if not asked_to_call(state, faction):
        raise RuleError(T("classic-traitor-not-asked"), rule="X.D.1",
                        hint=T("classic-traitor-who-answers"))
    return b


def call_traitor(state: ClassicState, faction: Faction, call: bool, log: EventLog) -> None:
    """X.D.1, Q&A 7: a secret yes or no; the calls are made public together, once every
    seat asked has answered."""
    b = check_call(state, faction)
    side = b.traitor_for[faction]
    leader = b.plans[opponent(b, side)].leader
    if call and alliance_powers.traitor_holder(state, side, leader) != faction:
        raise RuleError(T("classic-traitor-not-in-pay", leader=leader_word(leader)),
                        rule="X.D.1", hint=T("classic-traitor-answer-no"))
    b.traitor_calls[faction] = call
    seat = state.players[faction].seat
    log.private(seat, "traitor_answer", T("classic-traitor-you-call" if call
                                          else "classic-traitor-you-do-not-call"))
    if not awaiting_traitor_call(b):
        close_window(state, b, log)


def close_window(state: ClassicState, b: Battle, log: EventLog) -> None:
    """X.D.1: every seat asked has answered: the calls made are shown, the battle resolved."""
    for caller, called in b.traitor_calls.items():
        if called:
            side = b.traitor_for[caller]
            traitor = leader_word(b.plans[opponent(b, side)].leader)
            log.public("treachery", T("classic-traitor-revealed", faction=faction_word(caller),
                                      leader=traitor) if side == caller else
                       T("classic-traitor-revealed-for-ally", faction=faction_word(caller),
                         leader=traitor, ally=faction_word(side)))
    battle_resolution.resolve(state, log)


def resolve_when_answered(state: ClassicState, log: EventLog) -> bool:
    """X.D.1: a traitor window whose last open question lapsed (the seat asked went out of
    the game, THE DUEL VII) closes as if answered. True if it did."""
    r = state.battles
    b = r.current if r else None
    if b is None or not b.revealed or not b.traitor_calls or awaiting_traitor_call(b) \
            or b.winner is not None:
        return False
    close_window(state, b, log)
    return True


def opponent(b: Battle, faction: Faction) -> Faction:
    return b.defender if faction == b.aggressor else b.aggressor


def awaiting_traitor_call(b: Battle) -> list[Faction]:
    """Seats asked about a traitor that have not answered yet."""
    return [f for f, v in b.traitor_calls.items() if v is None]
