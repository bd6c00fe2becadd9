"""Controllo Carte: hand limits, discards face up, Recupero Informazioni as a standing
order."""

from __future__ import annotations

from engine.rulesets.santini.hand_check import Discard, Recover, waiting
from engine.rulesets.santini.hooks import DECISIONS
from engine.rulesets.santini.state import Phase

from .helpers_phases_b import A, E, F, H, game, private_words, public_words, refused, send

RECOVERY = "Recupero Informazioni"


def _hand(count, last=()):
    return ["Movimento"] * (count - len(last)) + list(last)


# Controllo Carte: l'Harkonnen non può avere più di dodici carte, gli altri non più di otto.
def test_the_harkonnen_hold_twelve_cards_and_the_others_eight():
    state, _ = game(Phase.HAND)
    state.players[H].hand = _hand(12)
    state.players[A].hand = _hand(9)
    state.players[E].hand = _hand(8)
    assert waiting(state) == [A]
    state.players[H].hand.append("Karama")
    assert waiting(state) == [H, A]


# Controllo Carte: the deadline's default discards the excess, the cards received last.
def test_the_default_discards_the_cards_received_last():
    state, _ = game(Phase.HAND)
    state.players[F].hand = _hand(10, last=["Karama", "Gholas"])
    default = DECISIONS["discard"].default(state, F)
    assert default == Discard()
    log = send(state, F, default)
    assert state.players[F].hand == _hand(8)
    assert state.discard[-2:] == ["Karama", "Gholas"]
    assert "Karama, Gholas" in public_words(log)


# Controllo Carte: è possibile inoltre scartare tutte le carte che si vuole (face up).
def test_named_cards_are_discarded_face_up_even_below_the_limit():
    state, _ = game(Phase.HAND)
    state.players[A].hand = ["Karama", "Gholas", "Movimento"]
    log = send(state, A, Discard(cards="gholas, karama"))
    assert state.players[A].hand == ["Movimento"]
    assert "Gholas, Karama" in public_words(log)
    refused(state, A, Discard(cards="Karama"))
    refused(state, A, Discard())


# Controllo Carte (ruling): outside this phase a seat discards only in its own activity.
def test_a_discard_outside_the_hand_check_is_only_in_ones_own_activity():
    state, _ = game(Phase.ACTIVITY)
    state.initiative = [H, A, F, E]
    state.players[A].hand = ["Karama"]
    state.players[H].hand = ["Gholas"]
    refused(state, A, Discard(cards="Karama"))
    send(state, H, Discard(cards="Gholas"))
    assert "Gholas" in state.discard


# Controllo Carte: recuperare una carta scartata da un altro giocatore.
def test_a_standing_recovery_takes_back_a_card_another_discards():
    state, _ = game(Phase.HAND)
    state.players[E].hand = [RECOVERY]
    set_log = send(state, E, Recover(card="karama"))
    assert public_words(set_log) == "" and "Karama" in private_words(set_log, E)
    state.players[A].hand = _hand(9, last=["Karama"])
    log = send(state, A, Discard())
    assert state.players[E].hand == ["Karama"]
    assert RECOVERY in state.discard and "Karama" not in state.discard
    assert "takes back Karama" in public_words(log)


# Controllo Carte: the order stays secret and nothing waits on it; one's own discards are not
# recovered.
def test_a_recovery_order_never_takes_ones_own_discard_nor_a_card_not_wanted():
    state, _ = game(Phase.HAND)
    state.players[H].hand = [RECOVERY, "Karama", "Gholas"]
    send(state, H, Recover(card="Karama"))
    send(state, H, Discard(cards="Karama"))
    state.players[A].hand = ["Gholas"]
    send(state, A, Discard(cards="Gholas"))
    assert state.players[H].hand == [RECOVERY, "Gholas"]
    assert waiting(state) == []


# Controllo Carte: se 2 o più giocatori giocano Recupero Informazioni per la stessa carta, si
# tira un dado e si considerano comunque giocate tutte le carte.
def test_two_seats_wanting_one_card_a_die_decides_and_both_cards_are_played():
    state, _ = game(Phase.HAND)
    for seat in (H, E):
        state.players[seat].hand = [RECOVERY]
        send(state, seat, Recover(card="any"))
    state.players[F].hand = ["Gholas"]
    log = send(state, F, Discard(cards="Gholas"))
    hands = [state.players[H].hand, state.players[E].hand]
    assert sorted(hands) == [[], ["Gholas"]]
    assert state.discard.count(RECOVERY) == 2
    assert "A die gives the card" in public_words(log)


# Recupero Informazioni: `off` withdraws the order; a card no hand holds is refused.
def test_a_recovery_order_is_withdrawn_with_off_and_names_a_card_a_hand_can_hold():
    state, _ = game(Phase.HAND)
    state.players[H].hand = [RECOVERY]
    send(state, H, Recover(card="any"))
    send(state, H, Recover(card="off"))
    assert state.players[H].recover == ""
    refused(state, H, Recover(card="Abbondanza Spezia"))
    refused(state, H, Recover(card="Nothing Such"))
    state.players[A].hand = ["Karama"]
    send(state, A, Discard(cards="Karama"))
    assert state.players[H].hand == [RECOVERY]
