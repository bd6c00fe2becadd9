"""The sealed decisions tell nothing before the reveal: two games that differ only in a
secret (a payment, a build order, the Fremen's d8) show every other seat the same events,
the same decisions and prompts."""

from __future__ import annotations

from engine.core.words import say
from engine.rulesets.santini.construction import Build
from engine.rulesets.santini.initiative import Initiative, Pay
from engine.rulesets.santini.ruleset import RULESET
from engine.rulesets.santini.state import Phase

from .helpers_phases_b import A, E, F, H, game, send


def _seen_by_others(state, logs, secret_seat):
    """What the seats other than `secret_seat` see: events and their decisions."""
    events = [say(e.text) for log in logs for e in log.events
              if e.visible_to(A if secret_seat != A else E) or e.is_public]
    decisions = [(d.seat, d.kind, say(d.prompt), d.default)
                 for d in RULESET.pending(state) if d.seat != secret_seat]
    return events, decisions


# Attività: il versamento segreto (a payment tells nothing before the reveal).
def test_a_payment_changes_nothing_another_seat_sees_before_the_reveal():
    seen = []
    for amount in (0, 6):
        state, _ = game(Phase.INITIATIVE)
        state.players[H].spice = 9
        logs = [send(state, H, Pay(amount=amount)), send(state, A, Pay(amount=0))]
        seen.append(_seen_by_others(state, logs, H))
    assert seen[0] == seen[1]


# Attività: the Fremen's d8 tells nothing to the others before the reveal.
def test_the_fremen_die_changes_nothing_another_seat_sees_before_the_reveal():
    seen = []
    for face in (1, 8):
        state, _ = game(Phase.INITIATIVE)
        state.players[F].die = face
        logs = [send(state, F, Initiative(modifier=0)), send(state, H, Pay(amount=0))]
        seen.append(_seen_by_others(state, logs, F))
    assert seen[0] == seen[1]


# Costruzione: i giocatori acquistano contemporaneamente (an order tells nothing before all
# are in).
def test_a_build_order_changes_nothing_another_seat_sees_before_the_reveal():
    seen = []
    for order in (Build(), Build(infantry=3, spy=1)):
        state, _ = game(Phase.CONSTRUCTION)
        state.players[E].spice = 9
        logs = [send(state, E, order), send(state, A, Build())]
        seen.append(_seen_by_others(state, logs, E))
    assert seen[0] == seen[1]
