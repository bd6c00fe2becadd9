"""Attività, first paragraph: the sealed initiative (payments to the Pay, the Fremen's d8
and its change, the order, ties, Landsraad)."""

from __future__ import annotations

from engine.rulesets.santini import cancelling
from engine.rulesets.santini.commands import registry
from engine.rulesets.santini.data.hexmap import MAJOR, MINOR
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.hooks import DECISIONS
from engine.rulesets.santini.initiative import Initiative, Pay, waiting
from engine.rulesets.santini.reactions import Auto
from engine.rulesets.santini.state import Phase

from .helpers_phases_b import A, E, F, H, game, hold, private_words, public_words, refused, send


def _answer_all(state, fremen=0, **paid):
    """Every seat answers: the payers as `paid` says (0 else), the Fremen `fremen`."""
    logs = []
    for seat in (H, A, E):
        logs.append(send(state, seat, Pay(amount=paid.get(seat, 0))))
    logs.append(send(state, F, Initiative(modifier=fremen)))
    return logs


# Attività: il Fremen tira un dado da otto (seen by the Fremen alone until the reveal).
def test_the_fremen_die_is_private_until_the_reveal():
    state, log = game(Phase.INITIATIVE)
    face = state.players[F].die
    assert public_words(log) == ""
    assert str(face) in private_words(log, F)
    assert private_words(log, H) == ""
    logs = _answer_all(state)
    assert f"d8 {face}" in public_words(logs[-1])


# Attività: il versamento segreto effettuato contemporaneamente alla Gilda Spaziale.
def test_a_sealed_payment_shows_in_no_public_event_before_the_reveal():
    state, _ = game(Phase.INITIATIVE)
    state.players[H].spice = 9
    log = send(state, H, Pay(amount=7))
    assert public_words(log) == ""
    assert "7" in private_words(log, H)
    assert state.players[H].spice == 9


# Attività: every seat concerned is waited for, whatever it holds (waiting tells no secret).
def test_every_seat_is_waited_for_until_it_answers_whatever_it_holds():
    state, _ = game(Phase.INITIATIVE)
    assert waiting(state) == [H, A, F, E]
    send(state, A, Pay(amount=0))
    assert waiting(state) == [H, F, E]


# Attività: the decision's default at the deadline pays nothing and keeps the d8.
def test_the_defaults_pay_nothing_and_keep_the_die():
    state, _ = game(Phase.INITIATIVE)
    spec = DECISIONS["initiative"]
    assert spec.secret
    assert spec.default(state, H) == Pay(amount=0)
    assert spec.default(state, F) == Initiative(modifier=0)


# Attività: il totale sommando la spezia raccolta il turno precedente al versamento.
def test_a_payers_total_is_last_harvest_plus_payment_and_the_payment_is_lost():
    state, _ = game(Phase.INITIATIVE)
    state.players[H].harvested, state.players[H].spice = 3, 10
    _answer_all(state, **{H: 4})
    assert state.players[H].initiative == 7
    assert state.players[H].spice == 6


# Attività: si muove poi in ordine decrescente di valore.
def test_the_order_is_by_descending_totals():
    state, _ = game(Phase.INITIATIVE)
    state.players[F].die = 1
    for seat, (harvested, spice) in {H: (2, 5), A: (9, 0), E: (4, 9)}.items():
        state.players[seat].harvested, state.players[seat].spice = harvested, spice
    logs = _answer_all(state, **{H: 5, E: 1})
    # H 2+5=7, A 9, E 4+1=5, F 1+0=1
    assert state.initiative == [A, H, E, F]
    assert "Atreides, Harkonnen, Emperor, Fremen" in public_words(logs[-1])


# Attività: in caso di parità si tira un dado (a d6 each, again among those still tied).
def test_ties_are_broken_by_a_die_each_the_highest_first():
    state, _ = game(Phase.INITIATIVE, seed=4)
    state.players[F].die = 3
    logs = _answer_all(state)
    words = public_words(logs[-1])
    assert words.count("Tie:") >= 3
    assert state.initiative[0] == F
    assert sorted(state.initiative[1:]) == sorted([H, A, E])
    faces = {}
    for event in logs[-1].events:
        if event.kind == "initiative_tie":
            faces[event.text.args["seat"]] = event.text.args["face"]
    payers = state.initiative[1:]
    assert [faces[s] for s in payers] == sorted((faces[s] for s in payers), reverse=True)


# Attività: the Fremen's change is at most the cities they control, Carthag and Arrakeen two.
def test_the_fremen_change_is_bounded_by_their_cities_the_major_ones_counting_two():
    state, _ = game(Phase.INITIATIVE)
    hold(state, Faction.HARKONNEN, "Arrakeen", *MINOR[1:])
    # The Fremen keep Carthag (2) and one minor city (1): 3.
    error = refused(state, F, Initiative(modifier=4))
    assert "3" in str(error)
    refused(state, F, Initiative(modifier=-4))
    send(state, F, Initiative(modifier=-3))
    assert state.players[F].modifier == -3


# Attività: a payment is at most one's spice.
def test_a_payment_beyond_ones_spice_is_refused_and_changes_nothing():
    state, _ = game(Phase.INITIATIVE)
    state.players[E].spice = 3
    refused(state, E, Pay(amount=4))
    refused(state, E, Pay(amount=-1))


# Attività: each faction answers its own way, once.
def test_the_fremen_do_not_pay_and_the_payers_do_not_throw():
    state, _ = game(Phase.INITIATIVE)
    refused(state, F, Pay(amount=0))
    refused(state, H, Initiative(modifier=0))
    send(state, H, Pay(amount=0))
    refused(state, H, Pay(amount=0))


# Attività: the sealed answers are cleared once revealed; the totals stay public.
def test_the_sealed_fields_are_cleared_after_the_reveal():
    state, _ = game(Phase.INITIATIVE)
    _answer_all(state, fremen=1)
    for player in state.players.values():
        assert player.payment is None and player.die is None and player.modifier is None
        assert player.initiative is not None


# Descrizione Carte, Landsraad: "Il giocatore decide con che ordine muoveremo".
def test_a_landsraad_sent_with_the_answer_sets_the_order_at_the_reveal():
    state, _ = game(Phase.INITIATIVE)
    state.players[E].hand = ["Landsraad"]
    state.players[A].harvested = 9
    log = send(state, E, Pay(amount=0, landsraad="Fremen,Emperor,Harkonnen,Atreides"))
    assert "Landsraad" not in public_words(log)
    assert state.players[E].hand == ["Landsraad"]
    logs = [send(state, H, Pay(amount=0)), send(state, A, Pay(amount=0)),
            send(state, F, Initiative(modifier=0))]
    assert state.initiative == [F, E, H, A]
    assert "Landsraad" in public_words(logs[-1])
    assert state.players[E].hand == [] and "Landsraad" in state.discard


# Landsraad: only its holder names an order, and the order names every faction once.
def test_a_landsraad_order_needs_the_card_and_every_faction_once():
    state, _ = game(Phase.INITIATIVE)
    refused(state, H, Pay(amount=0, landsraad="Fremen,Emperor,Harkonnen,Atreides"))
    state.players[H].hand = ["Landsraad"]
    refused(state, H, Pay(amount=0, landsraad="Fremen,Emperor,Harkonnen"))
    refused(state, H, Pay(amount=0, landsraad="Fremen,Fremen,Harkonnen,Atreides"))
    send(state, H, Pay(amount=0, landsraad="fremen, emperor, harko, atreides"))
    assert state.players[H].landsraad == [F, E, H, A]


# Karama: "Annullano qualsiasi carta non evento" (a canceller registered by the cards).
def test_a_cancelled_landsraad_is_spent_and_the_totals_decide():
    state, _ = game(Phase.INITIATIVE)
    state.players[H].hand = ["Landsraad"]
    state.players[A].harvested, state.players[F].die = 9, 1
    cancelling.CANCELLERS.append(lambda s, seat, card, log: card == "Landsraad")
    try:
        send(state, H, Pay(amount=0, landsraad="Harkonnen,Fremen,Emperor,Atreides"))
        send(state, A, Pay(amount=0))
        send(state, E, Pay(amount=0))
        send(state, F, Initiative(modifier=0))
    finally:
        cancelling.CANCELLERS.pop()
    assert state.initiative[0] == A
    assert "Landsraad" in state.discard and state.players[H].hand == []


# Nota Bene (Condizioni Vittoria): a city without combat units is the Fremen's, so it counts.
def test_every_city_without_combat_units_counts_for_the_fremen_reach():
    _, log = game(Phase.INITIATIVE)
    reach = 2 * len(MAJOR) + len(MINOR)
    assert f"by up to {reach} " in private_words(log, F)


# Attività: once revealed, the initiative waits for no one (the activity follows).
def test_after_the_reveal_no_seat_is_waited_for_and_a_second_answer_is_refused():
    state, _ = game(Phase.INITIATIVE)
    _answer_all(state)
    assert waiting(state) == []
    refused(state, H, Pay(amount=0))


# Attività: the sealed answers as typed, a Landsraad's order with them.
def test_the_initiative_answers_read_as_typed():
    assert registry.parse("pay 3 landsraad=Fremen,Harkonnen,Atreides,Emperor") == Pay(
        amount=3, landsraad="Fremen,Harkonnen,Atreides,Emperor")
    assert registry.parse("initiative +2") == Initiative(modifier=2)
    assert registry.parse("initiative -1") == Initiative(modifier=-1)


# Landsraad is not an event: a standing Karama (Carte: annullano qualsiasi carta non
# evento) cancels it at the reveal, and the totals decide.
def test_a_standing_karama_cancels_a_landsraad_at_the_reveal():
    state, _ = game(Phase.INITIATIVE)
    state.players[E].hand = ["Landsraad"]
    state.players[H].hand = ["Karama"]
    state.players[A].harvested = 9
    send(state, H, Auto(reaction="karama", answer="Landsraad"))
    send(state, E, Pay(amount=0, landsraad="Fremen,Emperor,Harkonnen,Atreides"))
    send(state, H, Pay(amount=0))
    send(state, A, Pay(amount=0))
    send(state, F, Initiative(modifier=0))
    assert state.initiative[0] == A
    assert state.players[H].hand == [] and "Karama" in state.discard
    assert "Landsraad" in state.discard
