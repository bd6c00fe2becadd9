"""Market cards played on one's own turn of a phase (Kolejność zagrywania kart bazaru:
"podczas wypisanych na nich faz"); the cards are the reconstructed ones (docs/rules-notes.md,
"Diuna")."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.core.words import say
from engine.rulesets.diuna.board import put
from engine.rulesets.diuna.data import Faction
from engine.rulesets.diuna.state import Phase

from .helpers import play, ready, settle

A, F, H, IMP = Faction.ATREIDES, Faction.FREMEN, Faction.HARKONNEN, Faction.IMPERIUM


def on_turn(phase, faction, cards, storm=3, **setup):
    """A game at `phase` with `faction` first in order of play, holding these market cards."""
    state = ready("Atreides", "Fremen", "Harkonnen", "Imperium")
    seats = {state.players[s].faction: s for s in state.order}
    state.order = [seats[faction]] + [seats[f] for f in Faction if f != faction]
    state.storm = storm
    player = state.players[seats[faction]]
    player.market_cards = list(cards)
    for name in cards:
        state.decks.market.remove(name)
    for key, value in setup.items():
        setattr(player, key, value)
    state.phase = phase
    settle(state)
    return state, player


def test_smugglers_make_the_shipment_free():
    state, player = on_turn(Phase.MOVEMENT, H, ["Smugglers"])
    spice = player.spice
    play(state, player.seat, "market Smugglers")
    play(state, player.seat, "ship 5 Basin")
    assert player.spice == spice and state.decks.market_discard == ["Smugglers"]


def test_smugglers_come_before_the_shipment():
    state, player = on_turn(Phase.MOVEMENT, H, ["Smugglers"])
    play(state, player.seat, "ship 1 Basin")
    with pytest.raises(RuleError, match="before you ship"):
        play(state, player.seat, "market Smugglers")


def test_an_ornithopter_adds_three_territories():
    state, player = on_turn(Phase.MOVEMENT, H, ["Ornithopter"])
    put(state, "Hole In The Rock", H, 8, 2)
    play(state, player.seat, "market Ornithopter")
    play(state, player.seat, "move 2 'Hole In The Rock' 'Rock Outcroppings'")  # 4 away
    assert H in state.forces["Rock Outcroppings"]


def test_a_hajr_moves_a_second_group():
    state, player = on_turn(Phase.MOVEMENT, H, ["Hajr"])
    put(state, "Hole In The Rock", H, 8, 2)
    put(state, "Basin", H, 8, 2)
    play(state, player.seat, "market Hajr")
    play(state, player.seat, "move 2 'Hole In The Rock' 'Imperial Basin'")
    assert state.order[state.turn] == player.seat
    play(state, player.seat, "move 2 Basin 'Old Gap'")
    assert state.order[state.turn] != player.seat


def test_the_black_market_trades_worthless_cards():
    state = ready("Atreides", "Fremen", "Harkonnen", "Imperium")
    first = state.players[state.first]
    first.battle_cards = ["Baliset", "Kulon", "Shield"]
    for name in first.battle_cards:
        state.decks.battle.remove(name)
    first.market_cards = ["Black Market"]
    state.decks.market.remove("Black Market")
    state.phase = Phase.CARDS
    settle(state)
    play(state, first.seat, "market 'Black Market'")
    assert "Shield" in first.battle_cards and len(first.battle_cards) == 4
    assert not {"Baliset", "Kulon"} & set(first.battle_cards)
    assert state.decks.battle_discard == ["Baliset", "Kulon"]


def test_the_black_market_needs_a_worthless_card():
    state = ready("Atreides", "Fremen", "Harkonnen", "Imperium")
    first = state.players[state.first]
    first.market_cards = ["Black Market"]
    state.decks.market.remove("Black Market")
    state.decks.battle = [n for n in state.decks.battle
                          if n not in ("Baliset", "Jubba Cloak", "Kulon", "La La La",
                                       "Trip to Gamont")]
    state.decks.battle_discard = ["Baliset", "Jubba Cloak", "Kulon", "La La La",
                                  "Trip to Gamont"]
    state.phase = Phase.CARDS
    settle(state)
    before = state.model_copy(deep=True)
    with pytest.raises(RuleError, match="no worthless battle card"):
        play(state, first.seat, "market 'Black Market'")
    assert state == before


def test_the_tleilaxu_ghola_revives_a_leader_or_three_forces_free():
    state, player = on_turn(Phase.REVIVAL, F, ["Tleilaxu Ghola", "Tleilaxu Ghola"],
                            spice=0, tanks=5, reserve=10, leaders=["Chani", "Otheym",
                                                                   "Shadout Mapes", "Jamis"],
                            dead=["Stilgar"])
    assert player.tanks == 3  # the 2 free ones
    with pytest.raises(RuleError, match="one of the two"):
        play(state, player.seat, "market 'Tleilaxu Ghola'")
    play(state, player.seat, "market 'Tleilaxu Ghola' leader=Stilgar")
    assert "Stilgar" in player.leaders and player.spice == 0
    play(state, player.seat, "market 'Tleilaxu Ghola' forces=3")
    assert player.tanks == 0 and player.reserve == 10 + 2 + 3


# A number typed where the Ghola's leader goes (`market 'Tleilaxu Ghola' 3`) is refused with
# the leaders in the tanks and how to revive forces instead
def test_a_ghola_without_such_a_leader_says_how_to_revive_forces():
    state, player = on_turn(Phase.REVIVAL, F, ["Tleilaxu Ghola"], spice=0, tanks=5,
                            reserve=10, leaders=["Chani", "Otheym", "Shadout Mapes", "Jamis"],
                            dead=["Stilgar"])
    with pytest.raises(RuleError) as refused:
        play(state, player.seat, "market 'Tleilaxu Ghola' 3")
    assert refused.value.text == ("`3` is not one of your leaders in the Tleilaxu tanks. In "
                                  "the tanks: Stilgar. Forces: `market \"Tleilaxu Ghola\" "
                                  "forces=<1-3>`.")


def test_a_card_of_another_phase_or_turn_is_refused():
    state, player = on_turn(Phase.MOVEMENT, H, ["Black Market"])
    with pytest.raises(RuleError) as refused:
        play(state, player.seat, "market 'Black Market'")
    assert refused.value.text == ("Black Market is played on your turn of the cards phase, "
                                  "not now. Now: Smugglers, Ornithopter, Hajr.")
    with pytest.raises(RuleError) as refused:
        play(state, player.seat, "market Smugglers")
    assert refused.value.text == ("`Smugglers` is not a market card in your hand. Yours: "
                                  "Black Market.")
    other = state.order[1]
    state.players[other].market_cards = ["Hajr"]
    state.decks.market.remove("Hajr")
    with pytest.raises(RuleError) as refused:
        play(state, other, "market Hajr")
    assert say(refused.value.message) == (f"Hajr is played on your own turn; {player.seat} is on "
                                     "turn now.")


# A battle's market card named outside a battle says when it is played, not that it waits
# for one's turn
def test_a_battle_card_outside_a_battle_says_when_it_is_played():
    state, _ = on_turn(Phase.MOVEMENT, H, [])
    other = state.order[1]
    state.players[other].market_cards = ["Counter-attack"]
    state.decks.market.remove("Counter-attack")
    with pytest.raises(RuleError) as refused:
        play(state, other, "market Counter-attack")
    assert say(refused.value.message) == ("Counter-attack is played in a battle, after the plans "
                                     "are revealed, not now.")


# `hold` outside a window or a battle's market cards says what it answers
def test_hold_outside_the_market_windows_says_what_it_answers():
    state, player = on_turn(Phase.MOVEMENT, H, ["Hajr"])
    with pytest.raises(RuleError) as refused:
        play(state, player.seat, "hold")
    assert say(refused.value.message).startswith("No market cards are being played now: `hold` "
                                            "answers the window before the storm")


# Karty bazaru: a card takes only what its effect uses; anything else is refused, not
# ignored (the player may have meant another card), and nothing changes
def test_arguments_a_market_card_does_not_use_are_refused():
    state = ready("Harkonnen", "Fremen")
    seat = state.order[0]
    state.players[seat].market_cards = ["Karama", "Tleilaxu Ghola"]
    before = state.model_copy(deep=True)
    with pytest.raises(RuleError, match="Karama takes no `forces`") as err:
        play(state, seat, "market Karama forces=2")
    assert "`market Karama`" in err.value.text
    with pytest.raises(RuleError, match="Tleilaxu Ghola takes no `sectors`") as err:
        play(state, seat, "market 'Tleilaxu Ghola' sectors=2")
    assert "leader=<leader>` or `market Tleilaxu Ghola forces=<1-3>`" in err.value.text
    assert state == before
