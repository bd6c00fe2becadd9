"""The public end of a game (`Ruleset.result`): IV, the turn it ended on, and each faction's
record as it lies open on the board; XIII.B, spice stays behind the shield."""

from engine.core import Origin, SeatSpec, Session
from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.protocol.ruleset import RULESET

from .helpers import to_movement_round
from .test_victory import finish_turn


def test_a_won_game_ends_on_its_turn_with_the_strongholds_each_side_holds(make_game):
    # IV: three strongholds at the end of a turn win; the result says which are held
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.do("mod: set_tokens atreides 1 sietch tabr")
    game.do("mod: set_tokens atreides 1 habbanya sietch")
    finish_turn(game)
    assert game.state.phase == Phase.ENDED
    result = RULESET.result(game.state)
    records = {seat: say(r) for seat, r in result.records.items()}
    assert say(result.when) == f"Turn {game.state.turn} of 15, ended"
    assert records["a"].startswith("holds Arrakeen, Sietch Tabr, Habbanya Sietch; ")
    assert records["h"].startswith("holds Carthag; ")
    assert set(records) == {"a", "h", "e"}


def test_a_record_counts_the_tokens_on_the_planet_in_reserve_and_in_the_tanks(make_game):
    game = make_game("a:atreides,h:harkonnen", seed=2)
    harkonnen = game.state.players[Faction.HARKONNEN]
    harkonnen.reserves, harkonnen.tanks = 7, 3
    game.do("mod: kill_leader feyd-rautha")
    assert say(RULESET.result(game.state).records["h"]) == (
        "holds Carthag; 10 tokens on the planet, 7 in reserve, 3 in the tanks; "
        "1 leader(s) in the tanks")


def test_spice_is_left_out_of_the_result_unless_the_game_plays_with_open_spice():
    # XIII.B: spice is kept behind the shield; `open_spice` shows it, at the end too
    def record(open_spice: bool) -> str:
        session, _ = Session.new(RULESET, Origin(
            ruleset="classic", options={"open_spice": open_spice}, seed=2,
            seats=[SeatSpec(name="a", side="atreides"), SeatSpec(name="h", side="harkonnen")]))
        return say(RULESET.result(session.state).records["a"])

    assert "spice" not in record(False)
    assert record(True).endswith("; 10 spice")


def test_allies_are_named_in_each_others_record(make_game):
    # XII: alliances are public
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    game.do("mod: form_alliance atreides emperor")
    records = {seat: say(r) for seat, r in RULESET.result(game.state).records.items()}
    assert records["a"].endswith("; allied with Emperor")
    assert records["e"].endswith("; allied with Atreides")
    assert "allied" not in records["h"]
