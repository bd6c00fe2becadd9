"""What a classic seat is sent for a decision answered by a form, and the facts the table
looks up about one territory."""

from __future__ import annotations

from typing import Any

from engine.core.ruleset import Form, FormField, Offer
from engine.core.words import Say, T, Text, joined, lines

from ..board.leaders import is_leader
from ..data import TERRITORIES
from ..data.words import card_word, leader_word
from ..protocol.commands import Plan

PLAN_FORM = Form(command="plan", title=T("classic-form-title"),
                 button=T("classic-form-button"),
                 fields=(
                     FormField(name="dial", label=T("classic-form-dial"),
                               description=T("classic-form-dial-help"),
                               max_length=2),
                     FormField(name="leader", label=T("classic-form-leader"),
                               description=T("classic-form-leader-help")),
                     FormField(name="weapon", label=T("classic-form-weapon"), required=False,
                               description=T("classic-form-weapon-help")),
                     FormField(name="defense", label=T("classic-form-defense"), required=False,
                               description=T("classic-form-defense-help")),
                 ))
"""X.B: the plan's four parts; the engine checks them as it checks a typed `plan`."""

ADVANCED_PLAN_FORM = PLAN_FORM.model_copy(update={"fields": (
    FormField(name="dial", label=T("classic-form-strength"),
              description=T("classic-form-strength-help"),
              max_length=4),
    *PLAN_FORM.fields[1:],
    FormField(name="spice", label=T("classic-form-spice"), required=False,
              description=T("classic-form-spice-help"), max_length=3),
)})
"""XXII.A-B: the plan with its spice, and a dial in halves."""


def plan_offer(prompt: Say, plans: list[Plan], advanced: bool) -> Offer:
    """The battle plan builder's invitation: what this seat may put in its plan (only its
    own leaders and cards, so only it may read it), and the form (with the spice in
    advanced combat)."""
    leaders = sorted({p.leader for p in plans if p.leader and p.leader != "none"})
    cards = sorted({c for p in plans for c in (p.weapon, p.defense) if c})
    most = max((p.dial for p in plans), default=0)
    spice = max((p.spice or 0 for p in plans), default=0)
    named = joined([_plan_leader(n) for n in leaders], ", ") if leaders \
        else T("classic-offer-no-leaders")
    playable = joined([card_word(c) for c in cards], ", ") if cards \
        else T("classic-offer-no-cards")
    dial = (T("classic-offer-dial-advanced", most=most, spice=spice, leaders=named)
            if advanced else T("classic-offer-dial", most=most, leaders=named))
    text = lines(prompt, dial, T("classic-offer-cards", cards=playable),
                 T("classic-offer-press"))
    return Offer(text=text, form=ADVANCED_PLAN_FORM if advanced else PLAN_FORM)


def _plan_leader(name: str) -> Text:
    """A leader, or a Cheap Hero(ine) played in place of one."""
    return leader_word(name) if is_leader(name) else card_word(name)


def territory_facts(name: str) -> tuple[dict[str, Any], str]:
    """One territory's printed facts, as data and as a line of text."""
    t = TERRITORIES[name]
    data = {"name": t.name, "kind": t.kind.value, "sectors": list(t.sectors),
            "spice_blow_sector": t.blow_sector, "neighbours": list(t.neighbours),
            "shield_wall": t.shield_wall}
    text = (f"{t.name}: {t.kind.value}, sector(s) {', '.join(map(str, t.sectors))}"
            + (f", spice blows in sector {t.blow_sector}" if t.blow_sector else "")
            + (", sheltered by the Shield Wall" if t.shield_wall else "")
            + f"\n  neighbours: {', '.join(t.neighbours)}")
    return {"territory": data}, text
