"""The Bene Gesserit Voice and Atreides prescience in battle (the shields; Q&A 6).

The Voice comes first, then prescience; only then are plans sent. The opponent named by
prescience answers by sending a plan: the asked element is told to the Atreides at once
and may not change afterwards, though the rest of the plan may (Q&A 6).

Both powers also serve an ally in the ally's battle (XII.E.6): the Voice binds the ally's
opponent, and prescience makes the ally's opponent show the element to the ally.
"""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, Text

from ..board.strength import plan_halves, shown
from ..data import TREACHERY_CARDS, CardKind, Faction
from ..data.words import card_word, faction_word, leader_word
from ..model.state import Battle, BattlePlan, ClassicState

VOICE_KINDS: dict[str, tuple[CardKind, str | None]] = {
    "projectile weapon": (CardKind.WEAPON, "projectile"),
    "poison weapon": (CardKind.WEAPON, "poison"),
    "lasgun": (CardKind.WEAPON, "lasgun"),
    "projectile defense": (CardKind.DEFENSE, "projectile"),
    "poison defense": (CardKind.DEFENSE, "poison"),
    "worthless card": (CardKind.WORTHLESS, None),
    "cheap hero": (CardKind.LEADER_SUBSTITUTE, None),
}
ELEMENTS = ("leader", "dial", "weapon", "defense")


def foe(b: Battle, faction: Faction) -> Faction:
    return b.defender if faction == b.aggressor else b.aggressor


def _matches(card: str | None, kind: str) -> bool:
    if card is None or card not in TREACHERY_CARDS:
        return False
    want, subtype = VOICE_KINDS[kind]
    c = TREACHERY_CARDS[card]
    return c.kind == want and (subtype is None or c.subtype == subtype)


def ally_served(served: Faction | None, power: Faction) -> Faction | None:
    """The ally a power serves in the ally's battle (XII.E.6), or None when it serves its
    own faction."""
    return served if served and served != power else None


def kind_word(kind: str) -> Text:
    """A kind of card the Voice names (`projectile weapon`, `cheap hero`)."""
    return T(f"classic-voice-kind-{kind.replace(' ', '-')}")


def element_word(element: str) -> Text:
    """An element of a battle plan prescience asks for (`leader`, `dial`, ...)."""
    return T(f"classic-plan-element-{element}")


def check_voice_open(b: Battle, faction: Faction) -> None:
    if faction != Faction.BENE_GESSERIT or not b.voice_pending or b.voice_for is None:
        raise RuleError(T("classic-voice-not-now"), rule=T("classic-cite-bg-shield"))


def voice(state: ClassicState, faction: Faction, b: Battle, command: str, kind: str | None,
          log: EventLog) -> None:
    check_voice_open(b, faction)
    if command != "none" and (kind is None or kind not in VOICE_KINDS):
        raise RuleError(T("classic-voice-name-kind"),
                        hint=T("classic-voice-one-of", kinds=", ".join(VOICE_KINDS)))
    b.voice_pending = False
    if command == "none":
        log.public("voice", T("classic-voice-unused"))
        return
    assert kind is not None
    b.voice = f"{command} {kind}"
    target = foe(b, b.voice_for)
    ally = ally_served(b.voice_for, faction)
    if ally:
        words = T(f"classic-voice-commands-{command}-ally", target=faction_word(target),
                  kind=kind_word(kind), ally=faction_word(ally))
    else:
        words = T(f"classic-voice-commands-{command}", target=faction_word(target),
                  kind=kind_word(kind))
    log.public("voice", words, command=command, voice_kind=kind, target=target)


def forbids(b: Battle, faction: Faction, kind: str) -> bool:
    """The Voice binds this faction not to play this kind."""
    return b.voice_for is not None and faction == foe(b, b.voice_for) and b.voice == f"not {kind}"


def voice_binds(b: Battle, faction: Faction) -> bool:
    """Whether a Voice binds this faction's plan: only the opponent of the side the Voice
    serves is bound, and without leaders by consent no card can be played (Q&A 7), so
    there is nothing to obey."""
    return bool(b.voice) and b.voice_for is not None and faction == foe(b, b.voice_for) \
        and len(b.no_leaders) != 2


def check_voice(state: ClassicState, b: Battle, faction: Faction, plan: BattlePlan) -> None:
    """A plan obeys the Voice: `not` forbids the kind; `play` requires it if possible."""
    if not voice_binds(b, faction):
        return
    assert b.voice is not None
    command, kind = b.voice.split(" ", 1)
    cards = [plan.leader, plan.weapon, plan.defense]
    if command == "not" and any(_matches(c, kind) for c in cards):
        raise RuleError(T("classic-voice-forbids", kind=kind_word(kind)),
                        rule=T("classic-cite-bg-shield"))
    if command == "play" and not any(_matches(c, kind) for c in cards):
        hand = state.players[faction].hand
        if any(_matches(c, kind) for c in hand) and (plan.leader or kind == "cheap hero"):
            raise RuleError(T("classic-voice-commands-you", kind=kind_word(kind)),
                            rule=T("classic-cite-bg-shield"))


def check_prescience_open(b: Battle, faction: Faction) -> None:
    if faction != Faction.ATREIDES or not b.prescience_pending or b.prescience_for is None:
        raise RuleError(T("classic-prescience-not-now"), rule=T("classic-cite-atreides-shield"))
    if b.voice_pending:
        raise RuleError(T("classic-prescience-after-voice"), rule="Q&A 6")


def prescience(state: ClassicState, faction: Faction, b: Battle, element: str,
               log: EventLog) -> None:
    check_prescience_open(b, faction)
    if element != "none" and element not in ELEMENTS:
        raise RuleError(T("classic-prescience-not-element", element=element),
                        hint=T("classic-prescience-ask-for", elements=", ".join(ELEMENTS)))
    b.prescience_pending = False
    if element == "none":
        log.public("prescience", T("classic-prescience-unused"))
        return
    b.prescience = element
    served = b.prescience_for
    words = (T("classic-prescience-must-show", faction=faction_word(foe(b, served)),
               element=element_word(element)) if served == faction
             else T("classic-prescience-must-show-ally", faction=faction_word(foe(b, served)),
                    ally=faction_word(served), element=element_word(element)))
    log.public("prescience", words, element=element, shown=served)


def after_plan(state: ClassicState, b: Battle, faction: Faction, old: BattlePlan | None,
               new: BattlePlan, log: EventLog) -> None:
    """Show the foreseen element to the side prescience serves (the Atreides, or their ally:
    "forcing their opponents to show them"), and to no one else; keep it fixed on a changed
    plan."""
    served = b.prescience_for
    if not b.prescience or served is None or faction != foe(b, served):
        return
    element = b.prescience
    if old is not None and foreseen(old, element) != foreseen(new, element):
        raise RuleError(T("classic-prescience-seen-they" if served == Faction.ATREIDES
                          else "classic-prescience-seen-it",
                          faction=faction_word(served), element=element_word(element)),
                        rule=T("classic-cite-atreides-shield-qa-6"))
    if old is None:
        value = getattr(new, element)
        log.private(state.players[served].seat, "prescience_seen",
                    T("classic-prescience-seen", faction=faction_word(faction),
                      element=element_word(element), value=_seen_words(new, element)),
                    element=element, value=value, **_spice_seen(new, element))


def _seen_words(plan: BattlePlan, element: str) -> Text | str:
    """What prescience shows of the element, in words."""
    if element == "dial":
        return dial_text(plan)
    value = getattr(plan, element)
    if value is None:
        return T("classic-plan-none")
    return leader_word(value) if element == "leader" else card_word(value)


def dial_text(plan: BattlePlan) -> Text | str:
    """The dial as a plan shows it: `3`, or in advanced combat `3.5 with 2 spice`."""
    dial = shown(plan_halves(plan))
    return T("classic-plan-dial-with-spice", dial=dial, spice=plan.spice) if plan.spice \
        else dial


def foreseen(plan: BattlePlan, element: str) -> object:
    """What prescience sees of an element: the dial comes with its half step and the spice
    supporting it (XXII.A.2: the spice is set aside with the number dialed; the number
    means nothing without it; docs/rules-notes.md, "Advanced combat")."""
    if element == "dial":
        return plan.dial, plan.half, plan.spice
    return getattr(plan, element)


def _spice_seen(plan: BattlePlan, element: str) -> dict[str, object]:
    """The event data prescience adds in advanced combat: the half step and the spice."""
    if element != "dial" or not (plan.half or plan.spice):
        return {}
    return {"half": plan.half, "spice": plan.spice}
