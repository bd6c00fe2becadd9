"""The sheet behind a faction's shield (`/game view`): its spice, cards, traitors, leaders,
prediction and standing orders in words, and what it must decide with the default a
deadline would apply; never another faction's secrets (the conformance suite checks that
by dealing them anew; here, by name)."""

from __future__ import annotations

from engine.core.words import say
from engine.rulesets.classic.data import Faction, leaders_of
from engine.rulesets.classic.model.state import Bidding, Phase, Prediction
from engine.rulesets.classic.protocol.ruleset import RULESET

from .conftest import Game


def sections(game: Game, seat: str) -> dict[str, tuple[str, ...]]:
    return {say(s.title): tuple(say(x) for x in s.lines)
            for s in RULESET.sheet(game.state, seat).sections}


def test_the_sheet_names_the_seats_spice_cards_traitors_and_leaders(game):
    # XIII.B: spice behind the shield; III.E: the traitor kept
    atreides = game.state.players[Faction.ATREIDES]
    atreides.spice, atreides.hand = 7, ["Lasgun", "Snooper"]
    atreides.traitors, atreides.traitor_draw = ["Feyd-Rautha"], []
    atreides.leaders_in_tanks = ["Duncan Idaho"]
    shown = sections(game, "a")
    assert "Spice: 7" in shown["Spice and tokens"]
    assert shown["Cards (2 of 4)"] == ("Lasgun (weapon)", "Snooper (defence)")
    assert shown["Traitors"] == ("Feyd-Rautha (your traitor)",)
    assert "Duncan Idaho (2): in the tanks" in shown["Leaders"]
    assert len(shown["Leaders"]) == len(leaders_of(Faction.ATREIDES))


def test_the_traitor_pick_at_set_up_lists_the_leaders_drawn_and_the_default(game):
    # III.E.2: each faction keeps one of the four leaders drawn; the default keeps one
    drawn = game.state.players[Faction.ATREIDES].traitor_draw
    shown = sections(game, "a")
    assert shown["Traitors"] == ("To choose from: " + ", ".join(drawn),)
    waiting = shown["Waiting for you"]
    assert waiting[0].startswith("`traitor`: ")
    assert waiting[1].startswith("default if nobody answers: `traitor ")


def test_the_bene_gesserit_sheet_shows_its_prediction_and_no_other_does(game):
    # XII.E.5 (Bene Gesserit shield): the prediction is written secretly
    game.state.prediction = Prediction(faction=Faction.FREMEN, turn=4)
    assert sections(game, "b")["Prediction"] == ("Fremen win on turn 4",)
    for seat in "aheg" + "f":
        assert "Prediction" not in sections(game, seat)
        assert "turn 4" not in str(RULESET.sheet(game.state, seat))


def test_standing_orders_show_the_seats_own_standing_bid_and_battle_plan(game):
    # VIII standing bid; X.B the battle plan sent, before the reveal
    game.state.bidding = Bidding(cards=["Lasgun"], standing={Faction.HARKONNEN: 5,
                                                             Faction.EMPEROR: -1})
    assert sections(game, "h")["Standing orders"] == ("Standing bid: up to 5 on this card",)
    assert sections(game, "e")["Standing orders"] == (
        "Standing bid: pass for the rest of this round",)
    assert "Standing orders" not in sections(game, "g")


def test_another_seats_hand_and_traitors_never_appear_on_a_sheet():
    game = Game()
    game.force_until(Phase.STORM)
    game.state.players[Faction.ATREIDES].hand = []
    harkonnen = game.state.players[Faction.HARKONNEN]
    harkonnen.hand = ["Family Atomics"]
    shown = sections(game, "a")
    assert "Family Atomics" not in str(shown)
    assert not any(name in line for name in harkonnen.traitors for line in shown["Traitors"])


def test_a_spectator_has_an_empty_sheet(game):
    assert RULESET.sheet(game.state, None).sections == ()
    assert RULESET.sheet(game.state, "nobody").sections == ()
