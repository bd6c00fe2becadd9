"""Each decision names its occurrence (`Decision.key`, public), so a button posted for one
is refused once another is open: VIII, the cards are auctioned one at a time; and every
other decision belongs to its turn (II, the sequence of play)."""

from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.protocol.ruleset import RULESET

from .helpers import dial_storm, to_turn_storm


def test_every_decision_at_the_set_up_belongs_to_turn_zero(make_game):
    game = make_game("a:atreides,h:harkonnen,f:fremen", seed=3)
    decisions = RULESET.pending(game.state)
    assert decisions and {d.key for d in decisions} == {"turn 0"}


def test_each_card_up_for_bid_is_an_occurrence_of_its_own(make_game):
    # VIII: one card at a time; a raise for card 1 is not a raise for card 2
    game = make_game("a:atreides,h:harkonnen", seed=3)
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    assert game.state.phase == Phase.BIDDING
    (first,) = RULESET.pending(game.state)
    assert first.key == "turn 1, card 1"
    game.do(f"{first.seat}: bid 1")
    (other,) = RULESET.pending(game.state)
    assert other.key == "turn 1, card 1" and other.token() == first.token()
    game.do(f"{other.seat}: pass")
    (second,) = RULESET.pending(game.state)
    assert second.key == "turn 1, card 2" and second.token() != first.token()


def test_the_same_decision_in_a_later_turn_is_another_occurrence(make_game):
    # II: each turn runs the phases anew
    game = make_game("a:atreides,h:harkonnen", seed=3)
    to_turn_storm(game, 2)
    keys = {d.key for d in RULESET.pending(game.state)}
    assert keys == {"turn 2"}
