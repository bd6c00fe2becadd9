"""What a classic seat is sent for a decision answered by a form, and the facts the table
looks up about one territory."""

from __future__ import annotations

from typing import Any

from engine.core.ruleset import Form, FormField, Offer

from ..data import TERRITORIES
from ..protocol.commands import Plan

PLAN_FORM = Form(command="plan", title="Secret battle plan", button="Build battle plan",
                 fields=(
                     FormField(name="dial", label="Tokens dialed",
                               description="0 up to your tokens in the territory",
                               max_length=2),
                     FormField(name="leader", label="Leader",
                               description="one of your leaders, a Cheap Hero(ine), or none"),
                     FormField(name="weapon", label="Weapon", required=False,
                               description="a weapon card you hold (empty: none)"),
                     FormField(name="defense", label="Defense", required=False,
                               description="a defense card you hold (empty: none)"),
                 ))
"""X.B: the plan's four parts; the engine checks them as it checks a typed `plan`."""

ADVANCED_PLAN_FORM = PLAN_FORM.model_copy(update={"fields": (
    FormField(name="dial", label="Strength dialed",
              description="whole or half (3.5): supported tokens count 1, others 1/2",
              max_length=4),
    *PLAN_FORM.fields[1:],
    FormField(name="spice", label="Spice supporting tokens", required=False,
              description="one spice per token at full strength (empty: none)", max_length=3),
)})
"""XXII.A-B: the plan with its spice, and a dial in halves."""


def plan_offer(prompt: str, plans: list[Plan], advanced: bool) -> Offer:
    """The battle plan builder's invitation: what this seat may put in its plan (only its
    own leaders and cards, so only it may read it), and the form (with the spice in
    advanced combat)."""
    leaders = sorted({p.leader for p in plans if p.leader and p.leader != "none"})
    cards = sorted({c for p in plans for c in (p.weapon, p.defense) if c})
    most = max((p.dial for p in plans), default=0)
    spice = max((p.spice or 0 for p in plans), default=0)
    dial = (f"Dial 0 to {most}, in halves; spice 0 to {spice}, one per token at full strength"
            if advanced else f"Dial 0 to {most}")
    lines = [prompt, f"{dial}. Leaders: {', '.join(leaders) or 'none available'}.",
             f"Cards you may play: {', '.join(cards) or 'none'}.",
             "Press the button for the form, or send `/do plan ...`."]
    return Offer(text="\n".join(lines), form=ADVANCED_PLAN_FORM if advanced else PLAN_FORM)


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
