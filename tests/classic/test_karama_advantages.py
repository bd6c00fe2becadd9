"""Karama against the additional character advantages (pad B.6.A.4-6, XVII.B, with XV): a
Karama card stops one opponent's Kwisatz Haderach, capture, Fedaykin or Sardaukar bonus in
one battle, or the Guild's move out of turn."""

from engine.rulesets.classic.board import forces
from engine.rulesets.classic.board.order import storm_order
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases.movement import current
from engine.rulesets.classic.play.invariants import problems
from engine.rulesets.classic.protocol.commands import Karama
from engine.rulesets.classic.protocol.ruleset import RULESET

from .helpers import answer_traitors, end_movement, to_movement_round
from .option_game import OptionGame

A, E, F, G, H = (Faction.ATREIDES, Faction.EMPEROR, Faction.FREMEN, Faction.GUILD,
                 Faction.HARKONNEN)


def give_karama(game: OptionGame, holder: str) -> None:
    """The one Karama card goes to `holder`, from wherever it is."""
    for faction, player in game.state.players.items():
        if "Karama" in player.hand:
            game.do(f"mod: take_card {faction.value} karama")
    game.do(f"mod: give_card {holder} karama")


def battle(seats: str, faction: Faction, ordinary: int, starred: int, *,
           advantages: bool = True, losses: int = 0, holder: str = "harkonnen") -> OptionGame:
    """`faction`'s tokens (some starred) attack or defend Harkonnen Carthag; no traitors;
    `holder` holds the Karama card."""
    game = OptionGame(seats, seed=2, advantages=advantages)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    game.state.kwisatz_losses = losses
    player = game.state.players[faction]
    elite = forces.from_reserves(player, ordinary + starred, starred)
    forces.add(game.state, faction, "Carthag", 10, ordinary + starred, elite)
    give_karama(game, holder)
    end_movement(game)
    assert game.state.phase == Phase.BATTLE
    if game.state.battles.current.prescience_pending:
        game.do("a: prescience none")
    return game


def test_karama_stops_the_sardaukar_bonus_in_one_battle():
    # pad B.6.A.5 (optional rule): "prevents the Emperor from counting Sardaukar bonus in one
    # battle": 3 tokens and 2 Sardaukar dial up to 5, not 7
    game = battle("e:emperor,h:harkonnen,a:atreides", E, 3, 2)
    assert Karama(use="sardaukar") in RULESET.legal(game.state, "h")
    game.do("h: karama sardaukar")
    assert "Karama" not in game.state.players[H].hand
    game.rejects("e: plan 7 count fenring", "0 to the 5", "starred tokens as 1")
    game.do("mod: give_card atreides karama")  # from the discard pile
    game.rejects("a: karama sardaukar", "already")
    game.do("e: plan 5 count fenring")
    assert problems(game.state) == []


def test_without_the_karama_the_sardaukar_count_two():
    # pad, Emperor 1: worth two; the Karama is still in hand
    game = battle("e:emperor,h:harkonnen,a:atreides", E, 3, 2)
    game.do("e: plan 7 count fenring")
    game.rejects("h: karama sardaukar", "sent their plan", "before")
    assert "Karama" in game.state.players[H].hand


def test_karama_stops_the_fedaykin_bonus_in_one_battle():
    # pad B.6.A.4 (optional rule): "prevents the Fremen ... from counting Fedaykin bonus in
    # one battle"
    game = battle("f:fremen,h:harkonnen,a:atreides", F, 2, 1)
    game.do("h: karama fedaykin")
    game.rejects("f: plan 4 stilgar", "0 to the 3")
    game.do("f: plan 3 stilgar")


def test_karama_needs_the_advantage_it_stops():
    # XV: without the additional advantages there is no bonus to stop
    game = battle("e:emperor,h:harkonnen,a:atreides", E, 5, 0, advantages=False)
    assert Karama(use="sardaukar") not in RULESET.legal(game.state, "h")
    game.rejects("h: karama sardaukar", "additional advantages")
    assert "Karama" in game.state.players[H].hand


def test_a_karama_stops_an_opponents_advantage_not_ones_own():
    # XVII.B: "prevent one opponent from using one of his character's advantages"
    game = battle("e:emperor,h:harkonnen,a:atreides", E, 3, 2, holder="emperor")
    game.rejects("e: karama sardaukar", "an opponent's advantage")


def test_karama_stops_the_kwisatz_haderach_in_one_battle():
    # pad, Atreides 1 with XVII.B: the Kwisatz Haderach is one of the Atreides' advantages
    game = battle("a:atreides,h:harkonnen,e:emperor", A, 5, 0, losses=7)
    assert Karama(use="kwisatz") in RULESET.legal(game.state, "h")
    game.do("h: karama kwisatz")
    game.rejects("a: plan 1 duncan idaho kwisatz=yes", "Karama")
    assert not any(getattr(c, "kwisatz", False) for c in RULESET.legal(game.state, "a"))
    game.do("a: plan 1 duncan idaho")


def test_karama_against_a_sleeping_kwisatz_haderach_is_refused():
    # pad, Atreides 1: before seven tokens are lost there is nothing to stop
    game = battle("a:atreides,h:harkonnen,e:emperor", A, 5, 0, losses=3)
    game.rejects("h: karama kwisatz", "cannot join")
    assert "Karama" in game.state.players[H].hand


def test_karama_stops_the_harkonnen_capture_after_their_win():
    # pad, Harkonnen 1 with XVII.B: the capture is one of the Harkonnen's advantages
    game = battle("a:atreides,h:harkonnen,e:emperor", A, 5, 0, holder="atreides")
    events = game.do("a: karama capture")
    assert "capture no leader" in " ".join(game.public_texts(events))
    game.do("a: plan 0 duncan idaho")
    game.do("h: plan 1 feyd rautha")
    answer_traitors(game)
    assert game.state.captured == []
    assert not game.state.battles or not game.state.battles.current  # no capture decision
    assert problems(game.state) == []


def test_karama_after_the_reveal_cannot_stop_the_capture():
    # played ahead (docs/rules-notes.md): before the plans are revealed
    game = battle("a:atreides,h:harkonnen,e:emperor", A, 5, 0, holder="atreides")
    game.do("a: plan 0 duncan idaho")
    game.do("h: plan 1 feyd rautha")
    game.rejects("a: karama capture", "before the battle plans are revealed")


def test_karama_makes_the_guild_move_in_their_turn():
    # pad B.6.A.6 (optional rule): "prevents the Guild from taking his move when he wants.
    # He must make his move in his proper turn in the movement sequence."
    game = OptionGame("a:atreides,h:harkonnen,g:guild", seed=2, advantages=True)
    give_karama(game, "harkonnen")
    to_movement_round(game, storm=(10, 10))  # the order: Harkonnen, Guild, Atreides
    assert game.state.movement.guild_asked
    assert Karama(use="guild") in RULESET.legal(game.state, "h")
    game.do("h: karama guild")
    order = storm_order(game.state)
    assert game.state.movement.order == order
    assert not game.state.movement.guild_asked and not game.state.movement.guild_waits
    while current(game.state) != G:
        game.do(f"{game.state.players[current(game.state)].seat}: done")
        assert not game.state.movement.guild_asked  # asked no more
    game.rejects("g: move_now yes", "not asked")
    assert problems(game.state) == []


def test_karama_against_the_guild_is_refused_once_their_turn_has_passed():
    # pad B.6.A.6: played ahead, before the Guild's place in the order comes
    game = OptionGame("a:atreides,h:harkonnen,g:guild", seed=2, advantages=True)
    give_karama(game, "harkonnen")
    to_movement_round(game, storm=(10, 10))  # the order: Harkonnen, Guild, Atreides
    place = storm_order(game.state).index(G)
    assert place == 1
    while game.state.movement.current <= place:
        if game.state.movement.guild_asked:
            game.do("g: move_now no")
        else:
            game.do(f"{game.state.players[current(game.state)].seat}: done")
    game.rejects("h: karama guild", "has passed")


def test_karama_against_a_bonus_of_a_faction_not_in_the_battle_is_refused():
    # XVII.B, pad B.6.A.5: the Karama stops the bonus "in one battle", the Emperor's own; in
    # a battle between the Fremen and the Harkonnen the Emperor has no bonus to stop
    game = battle("f:fremen,h:harkonnen,e:emperor", F, 2, 1)
    assert Karama(use="sardaukar") not in RULESET.legal(game.state, "h")
    game.rejects("h: karama sardaukar", "Emperor are not fighting a battle now")
    assert "Karama" in game.state.players[H].hand


def test_karama_against_a_bonus_with_no_battle_being_fought_is_refused():
    # XVII.B: the bonus is stopped in a battle; while the aggressor has not yet chosen which
    # battle to fight, none is being fought
    game = OptionGame("e:emperor,h:harkonnen,a:atreides", seed=2, advantages=True)
    to_movement_round(game)
    for faction in (E, H):
        for territory, sector in (("Carthag", 10), ("Arrakeen", 9)):
            elite = forces.from_reserves(game.state.players[faction], 2, 0)
            forces.add(game.state, faction, territory, sector, 2, elite)
    give_karama(game, "harkonnen")
    end_movement(game)
    assert game.state.phase == Phase.BATTLE and game.state.battles.current is None
    game.rejects("h: karama sardaukar", "Emperor are not fighting a battle now")
    assert "Karama" in game.state.players[H].hand
