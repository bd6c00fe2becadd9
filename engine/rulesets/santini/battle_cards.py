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

from . import units as u
from .combat_commands import Reroll
from .data.counters import Kind
from .hooks import plays
from .spy_mission import mission
from .state import Battle, Plan, SantiniState, Unit
from .words import T, card_word, card_words

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
_BY_KEY = {normalise(name): name for name in WHO}


def read(text: str | None) -> list[str]:
    """The battle cards named in `cards=` (commas between them), by their printed names."""
    names = []
    for part in (text or "").split(","):
        if not part.strip():
            continue
        name = _BY_KEY.get(normalise(part))
        if name is None:
            raise RuleError(T("santini-battle-card-unknown", card=part.strip()),
                            hint=T("santini-battle-cards-are", cards=card_words(WHO)))
        names.append(name)
    return names


def _spy(state: SantiniState, seat: str, hexes: list[str]) -> Unit | None:
    """The seat's spy for a spy card: a veteran first, in one of `hexes`."""
    faction = state.players[seat].faction
    spies = [p for h in hexes for p in u.at(state, h)
             if p.kind == Kind.SPY and p.faction == faction]
    return max(spies, key=lambda p: (p.veteran, p.id), default=None)


def check(state: SantiniState, seat: str, role: Role, names: list[str], battle_hex: str,
          spy_hexes: list[str], command: Unit | None) -> str:
    """Refuse cards the seat cannot play on this side of this battle; the id of the spy a
    spy card needs (or "")."""
    held = Counter(state.players[seat].hand)
    for name, count in Counter(names).items():
        if count > 1:
            raise RuleError(T("santini-battle-card-twice", card=card_word(name)),
                            rule="Carte")
        if held[name] < 1:
            raise RuleError(T("santini-battle-card-not-held", card=card_word(name)))
        if role not in WHO[name]:
            raise RuleError(T(f"santini-battle-card-not-{role}", card=card_word(name)))
        if name in NEEDS_COMMAND and command is None:
            raise RuleError(T("santini-battle-card-needs-command", card=card_word(name)))
        if name in CITY_ONLY and state.map.terrain.get(battle_hex) != "city":
            raise RuleError(T("santini-battle-card-needs-city", card=card_word(name)))
    spy_cards = [n for n in names if n in SPY_CARDS]
    if len(spy_cards) > 1:
        raise RuleError(T("santini-battle-one-spy-card"), rule="Nota sulle Spie")
    if not spy_cards:
        return ""
    spy = _spy(state, seat, spy_hexes)
    if spy is None:
        raise RuleError(T(f"santini-battle-card-needs-spy-{role}", card=card_word(spy_cards[0])))
    return spy.id


def take(state: SantiniState, seat: str, names: list[str]) -> None:
    """The cards leave the hand when the plan is made (they are spent at the reveal)."""
    for name in names:
        state.players[seat].hand.remove(name)


def in_effect(state: SantiniState, seat: str, plan: Plan, log: EventLog) -> set[str]:
    """At the reveal: the plan's cards go to the discards; a spy card's mission is rolled
    (its spy still where it was), and a complete failure cancels it."""
    state.discard.extend(plan.cards)
    working = set(plan.cards)
    spy = state.units.get(plan.spy) if plan.spy else None
    for name in plan.cards:
        if name not in SPY_CARDS:
            continue
        if spy is None or not spy.on_map or mission(state, seat, spy, name, log) == "failure":
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
