"""The cards played in a battle (Descrizione Carte): which side may play each, what each
needs, and, at the reveal, the spy cards' missions (a complete failure cancels the card).

Battaglia Attacco +1 to the attacker's command, Battaglia Difesa +1 to the defender's,
Battaglia Forza +5 to a command's strength, Scudo Potenziato +1 to a defender in a city;
with a spy: Spia Diversivo +2 on the die, Spia Guastatore no armour and artillery
superiority for the enemy, Spia Incursore no doubling in the city, Spia Traditore no
modifier for the enemy command, Spia Infiltrato (defender) a retreat that ignores the
enemy's zones of control. Esito Incerto is set ahead (`reroll`)."""

from __future__ import annotations

from collections import Counter
from typing import Literal

from engine.core import EventLog, RuleError
from engine.core.commands import normalise

from . import spies
from . import units as u
from .combat_commands import Reroll
from .data.counters import Kind
from .hooks import plays
from .spy_mission import mission
from .state import Battle, Plan, SantiniState, Unit
from .words import T, Text, card_word, card_words, joined

Role = Literal["attack", "defence"]
WHO: dict[str, tuple[Role, ...]] = {
    "Battaglia Attacco": ("attack",),
    "Battaglia Difesa": ("defence",),
    "Battaglia Forza": ("attack", "defence"),
    "Scudo Potenziato": ("defence",),
    "Spia Diversivo": ("attack", "defence"),
    "Spia Guastatore": ("attack", "defence"),
    "Spia Incursore": ("attack",),
    "Spia Traditore": ("attack", "defence"),
    "Spia Infiltrato": ("defence",),
}
"""Each battle card and the sides that may play it."""
NEEDS_COMMAND = frozenset({"Battaglia Attacco", "Battaglia Difesa", "Battaglia Forza"})
CITY_ONLY = frozenset({"Scudo Potenziato", "Spia Incursore"})
SPY_CARDS = frozenset(name for name in WHO if name.startswith("Spia"))
STAND_INS = {
    "Mentat Computers Umani": frozenset(WHO),
    "Spia Commando": SPY_CARDS,
    "Spia Agente Speciale": SPY_CARDS,
}
"""Cards played as another (`Mentat Computers Umani as Battaglia Forza`): Mentat as any
card, Spia Commando as any spy card, Spia Agente Speciale as any spy card on a veteran
spy (Descrizione Carte)."""
VETERAN_ONLY = "Spia Agente Speciale"
_BY_KEY = {normalise(name): name for name in (*WHO, *STAND_INS)}


def _name(text: str) -> str:
    name = _BY_KEY.get(normalise(text))
    if name is None:
        raise RuleError(T("santini-battle-card-unknown", card=text.strip()),
                        hint=T("santini-battle-cards-are", cards=card_words(WHO)))
    return name


def read(text: str | None) -> list[tuple[str, str]]:
    """The cards named in `cards=` (commas between them), by their printed names: each as
    (the card played, the battle card it acts as)."""
    out = []
    for part in (text or "").split(","):
        if not part.strip():
            continue
        played, _, acts = part.replace(" AS ", " as ").partition(" as ")
        card = _name(played)
        effect = _name(acts) if acts.strip() else card
        if effect not in WHO or (card != effect and effect not in STAND_INS.get(card, ())):
            raise RuleError(T("santini-battle-card-not-as", card=card_word(card),
                              acts=card_word(effect)),
                            hint=T("santini-battle-cards-are", cards=card_words(WHO)))
        out.append((card, effect))
    return out


def _spy(state: SantiniState, seat: str, hexes: list[str]) -> Unit | None:
    """The seat's spy for a spy card: a veteran first, in one of `hexes`."""
    faction = state.players[seat].faction
    spies = [p for h in hexes for p in u.at(state, h)
             if p.kind == Kind.SPY and p.faction == faction]
    return max(spies, key=lambda p: (p.veteran, p.id), default=None)


def check(state: SantiniState, seat: str, role: Role, cards: list[tuple[str, str]],
          battle_hex: str, spy_hexes: list[str], command: Unit | None) -> Plan:
    """Refuse cards the seat cannot play on this side of this battle; else the plan's
    cards, with the spy a spy card needs."""
    held = Counter(state.players[seat].hand)
    for played, count in Counter(p for p, _ in cards).items():
        if held[played] < count:
            raise RuleError(T("santini-battle-card-not-held", card=card_word(played)))
    names = [effect for _, effect in cards]
    for name, count in Counter(names).items():
        if count > 1:
            raise RuleError(T("santini-battle-card-twice", card=card_word(name)),
                            rule="Carte")
        if role not in WHO[name]:
            raise RuleError(T(f"santini-battle-card-not-{role}", card=card_word(name)))
        if name in NEEDS_COMMAND and command is None:
            raise RuleError(T("santini-battle-card-needs-command", card=card_word(name)))
        if name in CITY_ONLY and state.map.terrain.get(battle_hex) != "city":
            raise RuleError(T("santini-battle-card-needs-city", card=card_word(name)))
    plan = Plan(cards=names, played=[p for p, _ in cards])
    spy_cards = [n for n in names if n in SPY_CARDS]
    if len(spy_cards) > 1:
        raise RuleError(T("santini-battle-one-spy-card"), rule="Nota sulle Spie")
    if not spy_cards:
        return plan
    spy = _spy(state, seat, spy_hexes)
    if spy is None:
        raise RuleError(T(f"santini-battle-card-needs-spy-{role}", card=card_word(spy_cards[0])))
    if VETERAN_ONLY in plan.played and not spy.veteran:
        raise RuleError(T("santini-battle-card-needs-veteran", card=card_word(VETERAN_ONLY)))
    plan.spy = spy.id
    return plan


def spend(state: SantiniState, seat: str, plan: Plan) -> None:
    """At the reveal the plan's cards leave the hand: they stay there until then, so that
    its size tells nothing; a card no longer held by then is left out of the plan."""
    hand = state.players[seat].hand
    kept = []
    for played, acts in zip(plan.played, plan.cards, strict=True):
        if played in hand:
            hand.remove(played)
            kept.append((played, acts))
    plan.played, plan.cards = [p for p, _ in kept], [a for _, a in kept]


def words(plan: Plan) -> Text:
    """The plan's cards as played: `Spia Commando (Spia Diversivo)` for a stand-in."""
    items = [card_word(p) if p == a else T("santini-battle-card-as", card=card_word(p),
                                           acts=card_word(a))
             for p, a in zip(plan.played, plan.cards, strict=True)]
    return joined(items, ", ") if items else T("santini-none")


def in_effect(state: SantiniState, seat: str, plan: Plan, log: EventLog) -> set[str]:
    """At the reveal: the plan's cards go to the discards; a spy card's mission is rolled
    (its spy still where it was), and a complete failure cancels it."""
    state.discard.extend(plan.played)
    working = set(plan.cards)
    spy = state.units.get(plan.spy) if plan.spy else None
    for name in plan.cards:
        if name not in SPY_CARDS:
            continue
        lost = spy is None or not spy.on_map
        if lost or mission(state, seat, spy, name, log,
                           bonus=spies.bonus(state, seat, spy, name)) == "failure":
            working.discard(name)
    return working


def spy_hexes(battle: Battle, state: SantiniState, role: Role) -> list[str]:
    """Where a side's spy must be: the attacker's in the hex attacked, the defender's in a
    hex the attack comes from (the enemy its mission counts)."""
    if role == "attack":
        return [battle.hex]
    return sorted({state.units[i].place for i in battle.units})


@plays(Reroll)
def set_reroll(state: SantiniState, seat: str, command: Reroll, log: EventLog) -> None:
    """Esito Incerto set ahead, at any time and in secret; it acts only while the card is
    in the hand."""
    state.players[seat].reroll = command.when
    log.private(seat, "reroll_set", T(f"santini-reroll-{command.when}"))
