"""III. Set-up for play."""

from engine.core.words import say
from engine.rulesets.classic.data import LEADERS, SHIELDS, Faction
from engine.rulesets.classic.model.state import Phase

from .conftest import Game


def test_shields_stock_spice_tokens_and_cards(game):
    # III.E.4-6 and the shields: starting spice, tokens, reserves; Harkonnen get 2 cards
    s = game.state
    for faction, player in s.players.items():
        shield = SHIELDS[faction]
        assert player.spice == shield.spice
        assert len(player.hand) == (2 if faction == Faction.HARKONNEN else 1)
    assert s.forces["Arrakeen"][9] == {Faction.ATREIDES: 10}
    assert s.forces["Carthag"][10] == {Faction.HARKONNEN: 10}
    assert s.forces["Tuek's Sietch"][4] == {Faction.GUILD: 5}
    assert s.forces["Polar Sink"][0] == {Faction.BENE_GESSERIT: 1}
    assert s.players[Faction.EMPEROR].reserves == 20


def test_each_player_learns_only_their_own_cards_and_traitor_draw(game):
    # III.E.2, III.E.6: leaders drawn and cards dealt are secret
    for e in game.events:
        if e.kind in {"card", "traitor_draw", "traitors"}:
            assert e.audience.startswith("seat:")
    assert not [e for e in game.events if e.is_public and "receive" in say(e.text)]


def test_harkonnen_keep_every_opponent_leader_they_drew(game):
    # Harkonnen shield: they keep all traitors drawn
    h = game.state.players[Faction.HARKONNEN]
    assert h.traitor_draw == []
    assert all(LEADERS[n].faction != Faction.HARKONNEN for n in h.traitors)


def test_traitor_pick_must_be_an_opponent_from_the_draw(make_game):
    # III.E.2: select one of the opponents' leaders drawn
    for seed in range(1, 40):
        g = make_game(seed=seed)
        a = g.state.players[Faction.ATREIDES]
        own = [n for n in a.traitor_draw if LEADERS[n].faction == Faction.ATREIDES]
        foes = [n for n in a.traitor_draw if LEADERS[n].faction != Faction.ATREIDES]
        if own and len(foes) > 1:
            break
    else:
        raise AssertionError("no seed gave the Atreides an own leader and two foes")
    g.rejects(f"a: traitor {own[0]}", "your own leader", foes[0])
    g.rejects("a: traitor nobody-at-all", "no leader called", "choose one of", foes[0])
    g.do(f"a: traitor {foes[0]}")
    assert g.state.players[Faction.ATREIDES].traitors == [foes[0]]
    assert g.state.players[Faction.ATREIDES].traitor_draw == []
    private = [e for e in g.events if e.kind == "traitor"]
    assert private and all(e.audience == "seat:a" for e in private)
    g.rejects(f"a: traitor {foes[1]}", "no traitor to choose")


def test_prediction_is_secret_and_checked(game):
    # Bene Gesserit shield: a secret prediction of the winner and the turn
    game.rejects("a: predict fremen 3", "only the bene gesserit")
    game.rejects("b: predict bene gesserit 3", "other factions")
    game.rejects("b: predict fremen 16", "turn")
    events = game.do("b: predict fremen 9")
    assert game.state.prediction.faction == Faction.FREMEN
    assert all("fremen" not in say(e.text).lower() for e in events if e.is_public)
    game.rejects("b: predict emperor 3", "already")


def test_fremen_place_ten_tokens_in_their_home_territories(game):
    # Fremen shield: 10 tokens spread as the Fremen wish over three territories
    game.rejects("f: place 3 arrakeen", "fremen start in")
    game.rejects("f: place 3 false wall south", "spans sectors 3, 4")
    game.rejects("f: place 11 sietch tabr", "Only 10 tokens are left to place, not 11")
    game.do("f: place 4 sietch tabr")
    # the tokens left bind, not the ten of the shield
    game.rejects("f: place 10 false wall south 4", "Only 6 tokens are left to place, not 10",
                 "`place 6 <territory> [sector]` or less")
    game.do("f: place 3 false wall south 4")
    game.rejects("f: place 4 false wall west 16", "only 3")
    game.do("f: place 3 false wall west 16")
    s = game.state
    assert s.fremen_to_place == 0
    assert s.forces["Sietch Tabr"][13][Faction.FREMEN] == 4
    assert s.players[Faction.FREMEN].reserves == 10
    game.rejects("f: place 1 sietch tabr", "only until all ten")


def test_setup_complete_starts_the_first_storm(game):
    assert game.state.phase == Phase.SETUP
    game.do("mod: force")
    assert game.state.phase == Phase.STORM and game.state.turn == 1


def test_random_factions_when_not_chosen():
    g = Game("x,y,z", seed=5)
    assert len(set(g.state.players)) == 3


def test_seat_rules(make_game):
    import pytest

    from engine.core import RuleError

    with pytest.raises(RuleError, match="2 to 6"):
        make_game("a:atreides")
    with pytest.raises(RuleError, match="same faction"):
        make_game("a:atreides,b:atreides")
    with pytest.raises(RuleError, match="Did you mean"):  # two letters off: not a small typo
        make_game("a:atredez,b:fremen")
