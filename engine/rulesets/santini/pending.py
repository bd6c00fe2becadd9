"""Whom the game waits for, as the protocol's decisions: each one's prompt with the public
facts that help answer it, the occurrence it belongs to, its form for a sealed answer, and
its default (a deadline's or a moderator's `force`)."""

from __future__ import annotations

from engine.core import Command, Decision, Registry
from engine.core.ruleset import Form, FormField
from engine.core.words import CATALOGUE

from . import flow
from .hooks import DECISIONS
from .state import SantiniState
from .units import movement
from .words import T, Text, joined

MOST_LISTED = 12
"""Counters a prompt names at most (the rest are counted)."""


def decisions(state: SantiniState, registry: Registry) -> list[Decision]:
    key = occurrence(state)
    out = []
    for seat, kind in flow.waiting_for(state):
        spec = DECISIONS[kind]
        out.append(Decision(seat=seat, kind=kind, secret=spec.secret, ui=spec.ui,
                            prompt=prompt(state, seat, kind), key=key,
                            default=registry.dump(spec.default(state, seat))))
    return out


def occurrence(state: SantiniState) -> str:
    """Which turn, phase and activity a decision belongs to (public), and which attack, so
    that a button posted for an earlier one is refused."""
    key = f"turn {state.turn}, {state.phase.value}, {state.active}"
    fight = state.battle
    if fight is not None:
        count = len(state.attacked_hexes.get(fight.attacker, []))
        key += f", attack {count} on {fight.hex}"
    return key


def prompt(state: SantiniState, seat: str, kind: str) -> Text:
    """The decision's own message (`santini-prompt-<kind>`), with what the seat's public
    position says about it."""
    id = f"santini-prompt-{kind.replace('_', '-')}"
    head = T(id) if CATALOGUE.has(id) else T("santini-prompt-decide", kind=kind)
    if kind == "activity":
        return joined([head, _activity(state, seat)])
    if kind == "initiative":
        player = state.players[seat]
        return joined([head, T("santini-prompt-initiative-facts", spice=player.spice,
                               harvested=player.harvested)])
    return head


def _activity(state: SantiniState, seat: str) -> Text:
    """The seat's counters on the map that may still move, and the combat units that may
    still attack (public: the board shows them)."""
    faction = state.players[seat].faction
    mine = [u for u in state.units.values() if u.faction == faction and u.on_map]
    moving = [u.id for u in mine if not u.locked and u.mp_used < movement(state, u)]
    attacking = [u.id for u in mine if u.combat and not u.attacked]
    return T("santini-prompt-activity-units", moving=_few(moving), attacking=_few(attacking))


def _few(ids: list[str]) -> Text:
    if not ids:
        return T("santini-none")
    shown = ", ".join(ids[:MOST_LISTED])
    more = len(ids) - MOST_LISTED
    return T("santini-listed-more", listed=shown, more=more) if more > 0 \
        else T("santini-listed", listed=shown)


FORM_FIELDS = 5
"""The most fields a Discord form holds: a sealed command with more (`build`) offers those
`shown` names, and the rest are typed (its prompt says how)."""


def form(registry: Registry, decision: Decision,
         shown: tuple[str, ...] = ()) -> Form | None:
    """A sealed answer's form: the fields of the command its default plays (or those
    `shown`), each labelled by `santini-form-<command>-<field>`, so a form fits any part's
    sealed command."""
    if decision.ui != "form" or decision.default is None:
        return None
    command: Command = registry.load(decision.default)
    cls = type(command)
    params = [p for p in registry.params(cls) if not shown or (p.alias or p.name) in shown]
    fields = tuple(FormField(name=p.alias or p.name,
                             label=T(f"santini-form-{cls.name}-{p.alias or p.name}"),
                             description=registry.help_words(cls, p), required=p.required,
                             max_length=60)
                   for p in params[:FORM_FIELDS])
    return Form(command=cls.name, title=T("santini-form-title"),
                button=T("santini-form-send"), fields=fields)
