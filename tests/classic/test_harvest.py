"""THE SPICE HARVEST (1984), IV and V.1.a: the set-up, the first Manager, the tax, the
Harvest card, the Worm, the Guild's extra card (VI.3-5)."""

from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.data.harvest import WORM
from engine.rulesets.classic.model.state import Phase

from .conftest import Game
from .harvest_helpers import THREE, commit_all, harvest_game, manager_seat, spice, stack


def test_each_player_draws_ten_spice_and_places_nothing():
    # IV.1-2: no shield allotment, no troops on Dune; the traitors are still picked
    game = Game(options={"spice_harvest": True})
    assert all(p.spice == 10 and p.reserves == 20 for p in game.state.players.values())
    assert game.state.forces == {} and game.state.fremen_to_place == 0
    kinds = {d.kind for d in game.session.ruleset.pending(game.state)}
    assert kinds == {"traitor"}  # VI.2: the prediction waits for the opening positions
    game.rejects("b: predict atreides 3", "after the opening positions")


def test_the_pre_game_comes_before_turn_one():
    game = harvest_game()
    assert game.state.phase == Phase.HARVEST and game.state.turn == 0
    status = game.session.ruleset.status(game.state)
    assert "first Manager" in say(status.line) and "Turn" not in say(status.line)


def test_the_most_spice_committed_makes_the_manager_who_pays_the_next_highest():
    # IV.4: revealed together; the highest pays all of it to the next highest
    game = harvest_game()
    game.do("a: commit 3")
    assert game.state.players[Faction.ATREIDES].spice == 7  # hidden in hand
    assert "3" not in " ".join(game.public_texts())
    commit_all_but(game, {"h": 5, "e": 4}, done={"a"})
    h = game.state.harvest
    assert h.manager == Faction.HARKONNEN and h.round == 1
    money = spice(game)
    assert money["a"] == 10 and money["e"] == 10 + 5 + 1  # paid, and the tax
    assert money["h"] == 10 - 5 - 1


def commit_all_but(game, amounts, done):
    for player in list(game.state.players.values()):
        if player.seat not in done:
            game.do(f"{player.seat}: commit {amounts.get(player.seat, 0)}")


def test_a_tie_is_settled_by_a_die_roll_from_the_seed():
    # IV.4: "Ties may be settled by a die roll"
    managers = set()
    for seed in range(1, 7):
        game = harvest_game(THREE, seed=seed)
        commit_all(game, {"a": 2, "h": 2})
        managers.add(game.state.harvest.manager)
        assert any("die roll" in t for t in game.public_texts())
    assert managers <= {Faction.ATREIDES, Faction.HARKONNEN} and len(managers) == 2


def test_commitments_are_limited_to_the_spice_held():
    game = harvest_game()
    game.rejects("a: commit 11", "only 10")
    game.do("a: commit 0")
    game.rejects("a: commit 1", "nothing to commit")


def test_the_manager_pays_the_emperor_one_spice_before_each_harvest():
    # V.1.a, VI.5
    game = harvest_game()
    commit_all(game, {"a": 1})
    assert game.state.players[Faction.EMPEROR].spice == 11
    assert any("pays 1 spice to the Emperor" in t for t in game.public_texts())


def test_without_the_emperor_the_tax_goes_to_the_reserves():
    game = harvest_game(THREE.replace("e:emperor", "g:guild"))
    bank = game.state.bank
    commit_all(game, {"a": 1})
    assert game.state.bank == bank + 1


def test_the_post_passes_right_when_the_manager_has_nothing_left():
    game = harvest_game()
    commit_all(game, {"a": 10})  # the Atreides pay all ten to the next highest
    h = game.state.harvest
    assert h.manager == Faction.HARKONNEN  # the Atreides could not pay the tax
    assert any("cannot pay the tax" in t for t in game.public_texts())
    assert game.state.players[Faction.HARKONNEN].spice == 9


def test_the_harvest_card_is_read_by_the_manager_alone():
    # V.1.a: "secretly read the amount shown on the card"
    game = harvest_game()
    stack(game, 25)
    events = []
    for player in list(game.state.players.values()):
        events += game.do(f"{player.seat}: commit {1 if player.seat == 'e' else 0}")
    card = [e for e in events if e.kind == "harvest_card"]
    assert [e.audience for e in card] == ["seat:e"]
    assert card[0].data["card"] == 25
    assert not any("25" in say(e.text) for e in events if e.is_public)


def test_a_worm_harvests_nothing_and_the_fremen_become_manager():
    # VI.4: "you become DUNE's Manager automatically whenever a Worm comes up"
    game = harvest_game()
    stack(game, WORM)
    commit_all(game, {"a": 1})
    h = game.state.harvest
    assert h.manager == Faction.FREMEN and h.worm and h.step == "bid"
    assert h.auction is not None  # no report, no vote: straight to the Bid for Power


def test_a_worm_without_the_fremen_keeps_the_manager():
    game = harvest_game(THREE)
    stack(game, WORM)
    commit_all(game, {"a": 1})
    assert game.state.harvest.manager == Faction.ATREIDES
    assert game.state.harvest.step == "bid"


def test_the_guild_sell_an_extra_card_the_report_covers_both():
    # VI.3: a fee of 4-8 agreed; the Guild may not look at the card
    game = harvest_game()
    stack(game, 10, 8)
    commit_all(game, {"a": 2, "h": 1})
    assert game.state.harvest.step == "offer"
    game.rejects("g: sell 3", "4 to 8")
    game.rejects("a: sell 5", "only the guild")
    game.do("g: sell 5")
    events = game.do("a: buy yes")
    assert game.state.players[Faction.GUILD].spice == 15
    assert game.state.harvest.drawn == [10, 8]
    assert [e.data["card"] for e in events if e.kind == "harvest_card"] == [8]
    assert all(e.audience == f"seat:{manager_seat(game)}" for e in events
               if e.kind == "harvest_card")
    game.rejects("a: report 19 harkonnen 5, emperor 5, guild 5, fremen 2, bene_gesserit 1",
                 "at most", "18")
    game.do("a: report 18 harkonnen 5, emperor 5, guild 5, fremen 2, bene_gesserit 1")
    assert game.state.harvest.step == "vote"


def test_the_manager_may_decline_the_guilds_offer():
    game = harvest_game()
    commit_all(game, {"a": 1})
    game.do("g: sell 8")
    game.do("a: buy no")
    assert len(game.state.harvest.drawn) == 1 and game.state.harvest.step == "report"


def test_the_guild_as_manager_are_not_asked_to_sell():
    game = harvest_game()
    commit_all(game, {"g": 1})
    assert game.state.harvest.step == "report"


def test_the_emperor_as_manager_owes_himself_no_tax():
    # VI.5: the tax is the Emperor's; as Manager he pays nobody
    game = harvest_game()
    commit_all(game, {"e": 2, "a": 1})
    assert game.state.harvest.manager == Faction.EMPEROR
    assert game.state.players[Faction.EMPEROR].spice == 8
    assert not any("Tax" in t for t in game.public_texts())


def test_the_status_names_the_harvest_and_its_manager_in_every_language():
    game = harvest_game()
    commit_all(game, {"a": 1})
    line = game.session.ruleset.status(game.state).line
    assert say(line) == "Spice Harvest 1 of 5; Manager: Atreides"
    assert say(line, "it") == "Raccolta della Spezia 1 di 5; Amministratore: Atreides"
    assert say(line, "pl").startswith("Zbiory Przyprawy 1 z 5")
