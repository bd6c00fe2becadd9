"""The rules object and its phases (V, the sequence of play): every command has one rule,
and the round is the rules' list of phases, so a variant changes the list, not the loop."""

from __future__ import annotations

from engine.core.moderation import CORE_COMMANDS
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.play import flow
from engine.rulesets.classic.play.rules import CLASSIC, EVERY_RULE, ClassicRules
from engine.rulesets.classic.protocol.commands import registry

from .conftest import Game
from .helpers import dial_storm, to_turn_storm

OUTSIDE_RULES = {cls.name for cls in CORE_COMMANDS}
"""The core moderator commands, which every game shares (engine/core/moderation.py)."""


def test_every_command_has_exactly_one_rule():
    players = [cls for cls in registry if not cls.moderator]
    moderators = [cls for cls in registry if cls.moderator and cls.name not in OUTSIDE_RULES]
    assert set(EVERY_RULE.rules) == set(players)  # the basic game's and the expansions'
    assert set(CLASSIC.moderator_rules) == set(moderators)
    specs = (EVERY_RULE.setup, *EVERY_RULE.opening, *EVERY_RULE.round_order,
             EVERY_RULE.anytime)
    registered = [rule.command for spec in specs for rule in spec.rules]
    assert len(registered) == len(set(registered))


def test_the_round_follows_the_rules_round_order():
    # V: storm, spice blow, bidding, revival, movement, battle, collection
    assert [spec.phase for spec in CLASSIC.round_order] == [
        Phase.STORM, Phase.SPICE_BLOW, Phase.BIDDING, Phase.REVIVAL, Phase.MOVEMENT,
        Phase.BATTLE, Phase.COLLECTION]


def test_a_variant_without_a_bidding_round_goes_from_the_spice_blow_to_revival(monkeypatch):
    # A variant is another ClassicRules: here a round without VIII, the bidding round.
    variant = ClassicRules(round_order=tuple(
        spec for spec in CLASSIC.round_order if spec.phase != Phase.BIDDING))
    monkeypatch.setattr(flow, "rules_for", lambda options: variant)
    game = Game()
    to_turn_storm(game, 1)
    hands = {f: list(p.hand) for f, p in game.state.players.items()}
    dial_storm(game, 0, 1)
    assert game.state.phase == Phase.MOVEMENT  # no tokens in the tanks: revival is empty
    assert {f: p.hand for f, p in game.state.players.items()} == hands
    kinds = [e.kind for e in game.events]
    assert "bidding_round" not in kinds and "movement_turn" in kinds
