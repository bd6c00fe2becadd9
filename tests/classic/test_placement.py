"""THE SPICE HARVEST, V.5-7 and VI.2: spice back to the reserves, troops committed in
secret, troop cards to spice, the strongholds read out and settled, the prediction."""

from engine.core.words import say
from engine.rulesets.classic.data import SHIELDS, Faction
from engine.rulesets.classic.model.options import ClassicOptions
from engine.rulesets.classic.model.state import SPICE_SUPPLY, Phase
from engine.rulesets.classic.phases.placement import read_out_order, settled

from .placement_helpers import at_placement, finish_trading

A, H, E, B = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR, Faction.BENE_GESSERIT


def committing(access: dict[str, list[str]], **options):
    game = at_placement(access, options=options)
    finish_trading(game)
    return game


def tokens(game, faction: Faction, territory: str) -> int:
    return sum(stack.get(faction, 0) for stack in game.state.forces.get(territory, {}).values())


def test_the_access_cards_come_over_from_the_harvest():
    # V.4: the cards bought in the Bids for Power are traded and committed afterwards
    game = at_placement({"atreides": ["5 troops", "Arrakeen"]})
    p = game.state.placement
    assert game.state.harvest is None
    assert p.access[A] == ["Arrakeen", "5 troops"] and p.access[H] == []
    assert p.trading == [A, H, E, B]


def test_leftover_spice_goes_back_to_the_reserves_after_the_trades():
    # V.5: after all trades have been announced, players return any leftover spice
    game = at_placement({})
    for player in game.state.players.values():
        game.state.bank += player.spice - 7
        player.spice = 7
    game.do("a: done_trading")
    assert game.state.players[A].spice == 7  # not yet: the others still trade
    events = finish_trading(game)
    assert all(p.spice == 0 for p in game.state.players.values())
    assert "leftover spice" in " ".join(game.public_texts(events))


def test_commitments_are_refused_with_what_the_seat_holds():
    game = committing({"atreides": ["Arrakeen", "Carthag", "10 troops", "8 troops",
                                    "5 troops", "3 troops"]})
    # V.6.a note: at most 20 troops in all
    game.rejects("a: commit_troops Arrakeen 10 8, Carthag 5", "23 troops", "at most 20",
                 "V.6.a")
    err = game.rejects("a: commit_troops Sietch Tabr 5", "no sietch tabr card")
    assert "Arrakeen" in say(err.hint) and "10 troops" in say(err.hint)
    game.rejects("a: commit_troops Arrakeen 7", "do not hold the troop cards 7 troops")
    game.rejects("a: commit_troops Arrakeen 10 10", "do not hold")
    game.rejects("a: commit_troops Arrakeen", "one or more troop cards")
    game.rejects("a: commit_troops Arrakeen 5, Arrakeen 3", "twice")
    game.rejects("a: commit_troops Red Chasm 5", "not a stronghold")
    game.rejects("h: commit_troops Arrakeen 5", "no arrakeen card")


def test_commitments_wait_for_the_trades():
    # V.6.a: once all trades have taken place, players commit troops
    game = at_placement({"atreides": ["Arrakeen", "5 troops"]})
    game.rejects("a: commit_troops Arrakeen 5", "once all trades", "V.6.a")
    game.do("a: done_trading")
    game.rejects("a: commit_troops Arrakeen 5", "once all trades")


def test_uncommitted_troop_cards_become_spice_and_shields_pay_their_allotment():
    # V.6.b: one spice for each troop on an uncommitted card, and the shield's allotment
    game = committing({"atreides": ["Arrakeen", "10 troops", "3 troops", "2 troops"]})
    game.do("a: commit_troops Arrakeen 10")
    for seat in "heb":
        game.do(f"{seat}: commit_troops nothing")
    state = game.state
    assert state.players[A].spice == 5 + SHIELDS[A].spice
    assert state.players[H].spice == SHIELDS[H].spice
    assert state.bank + sum(p.spice for p in state.players.values()) == SPICE_SUPPLY


def test_a_lone_claimant_places_its_troops_from_reserves():
    # V.6.c.1: only one player committed: that many of its tokens on the stronghold
    game = committing({"atreides": ["Arrakeen", "5 troops", "3 troops"]})
    reserves = game.state.players[A].reserves
    game.do("a: commit_troops Arrakeen 5 3")
    for seat in "heb":
        game.do(f"{seat}: commit_troops nothing")
    assert tokens(game, A, "Arrakeen") == 8
    assert game.state.players[A].reserves == reserves - 8
    assert any("Carthag is vacant" in t for t in game.public_texts())  # V.6.c.2


def test_twelve_against_eight_places_four():
    # V.6.c.3, the rulebook's example: 12 troops to Arrakeen against 8 occupy it with 4
    game = committing({"atreides": ["Arrakeen", "10 troops", "2 troops"],
                       "harkonnen": ["Arrakeen", "8 troops"]})
    game.do("a: commit_troops Arrakeen 10 2")
    game.do("h: commit_troops Arrakeen 8")
    game.do("e: commit_troops nothing")
    game.do("b: commit_troops nothing")
    assert tokens(game, A, "Arrakeen") == 4 and tokens(game, H, "Arrakeen") == 0
    texts = game.public_texts()
    assert "Atreides reveals Arrakeen with 10, 2 (12 troops)." in texts
    assert "Harkonnen reveals Arrakeen with 8 (8 troops)." in texts
    assert "Atreides occupies Arrakeen with 4 tokens." in texts


def test_a_tie_leaves_the_stronghold_vacant():
    # V.6.c.3 ruling: equal troops cancel out (docs/rules-notes.md)
    game = committing({"atreides": ["Carthag", "5 troops"],
                       "harkonnen": ["Carthag", "5 troops"]})
    game.script("a: commit_troops Carthag 5", "h: commit_troops Carthag 5",
                "e: commit_troops nothing", "b: commit_troops nothing")
    assert "Carthag" not in game.state.forces
    assert "Carthag stays vacant: the claims cancel out." in game.public_texts()


def test_three_claimants_the_most_troops_less_all_the_others():
    # ruling for three or more (docs/rules-notes.md): 10 against 3 and 2 places 5
    assert settled({A: 10, H: 3, E: 2}) == (A, 5)
    assert settled({A: 10, H: 6, E: 5}) is None
    assert settled({A: 7, H: 7, E: 1}) is None
    assert settled({A: 12, H: 8}) == (A, 4)
    assert settled({}) is None


def test_the_strongholds_are_read_out_counter_clockwise_from_carthag_to_arrakeen():
    # V.6.c: counter-clockwise is the storm's way, sector numbers rising
    assert read_out_order(ClassicOptions()) == [
        "Carthag", "Sietch Tabr", "Habbanya Sietch", "Tuek's Sietch", "Arrakeen"]
    assert read_out_order(ClassicOptions(sietch_strongholds=True)) == [
        "Carthag", "Sietch Tabr", "Habbanya Sietch", "Harg Pass", "Tuek's Sietch",
        "False Wall East", "Arrakeen"]
    game = committing({"atreides": ["Arrakeen", "1 troops"],
                       "harkonnen": ["Carthag", "1 troops"]})
    game.script("a: commit_troops Arrakeen 1", "h: commit_troops Carthag 1",
                "e: commit_troops nothing", "b: commit_troops nothing")
    said = [t for t in game.public_texts() if "reveals" in t]
    assert said == ["Harkonnen reveals Carthag with 1 (1 troop).",
                    "Atreides reveals Arrakeen with 1 (1 troop)."]


def test_the_bene_gesserit_predict_after_the_opening_positions():
    # VI.2: the prediction is made after the B.G. observe the opening positions on Dune
    game = committing({})
    game.rejects("b: predict atreides 3", "after the opening positions", "VI.2")
    game.script("a: commit_troops nothing", "h: commit_troops nothing", "e: commit_troops nothing")
    game.rejects("b: predict atreides 3", "after the opening positions")
    game.do("b: commit_troops nothing")
    assert game.state.phase == Phase.PLACEMENT
    asked = game.session.ruleset.pending(game.state)
    assert [(d.kind, d.secret) for d in asked] == [("predict", True)]
    game.do("b: predict harkonnen 4")
    assert game.state.prediction.faction == H and game.state.prediction.turn == 4
    # V.7: the main game begins, turn 1, with the storm
    assert game.state.phase == Phase.STORM and game.state.turn == 1
    assert game.state.placement is None


def test_every_decision_has_a_default_that_ends_the_placement():
    game = at_placement({"atreides": ["Arrakeen", "5 troops"]})
    kinds = []
    while game.state.phase == Phase.PLACEMENT:
        kinds.append(game.session.ruleset.pending(game.state)[0].kind)
        game.do("mod: force")
    assert {"trade", "commit_troops", "predict"} <= set(kinds)
    assert game.state.phase == Phase.STORM
    assert "Arrakeen" not in game.state.forces  # commit_troops nothing by default
    assert game.state.players[A].spice == 5 + SHIELDS[A].spice


def test_a_commitment_may_be_replaced_until_the_read_out():
    game = committing({"atreides": ["Arrakeen", "Carthag", "5 troops"]})
    game.do("a: commit_troops Arrakeen 5")
    game.do("a: commit_troops Carthag 5")
    assert game.state.placement.commitments[A] == {"Carthag": [5]}


def status_line(game) -> str:
    return say(game.session.ruleset.status(game.state).line)


def test_the_status_says_where_the_placement_stands():
    game = at_placement({})
    assert "4 still trading" in status_line(game)
    finish_trading(game)
    game.do("a: commit_troops nothing")
    assert "1 of 4 committed" in status_line(game)
