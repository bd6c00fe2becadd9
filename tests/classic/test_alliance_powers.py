"""XII.E.6: "Allies may assist one another as specified on their shields" — the alliance
powers of the published shields (docs/rules-notes.md, "Alliance powers")."""

from engine.core import EventLog
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.phases import spice_blow
from engine.rulesets.classic.phases.movement import current, shipping_cost
from engine.rulesets.classic.state import Phase

from .helpers import end_movement, to_movement_round

A, H, E, B, G, F = (Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR,
                    Faction.BENE_GESSERIT, Faction.GUILD, Faction.FREMEN)
FIVE = "a:atreides,h:harkonnen,e:emperor,b:bene_gesserit,g:guild"


def battle_in_carthag(make_game, alliance, seats=FIVE, emperor=5):
    """The Emperor lands beside the Harkonnen in Carthag; the alliance is set by hand."""
    game = make_game(seats, seed=2)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    game.state.alliances = [list(alliance)]
    game.do(f"mod: set_tokens emperor {emperor} carthag")
    end_movement(game)
    assert game.state.phase == Phase.BATTLE
    b = game.state.battles.current
    assert set(b.sides) == {E, H} and b.territory == "Carthag"
    return game


def give(game, faction: str, card: str) -> None:
    holder = next((p.seat for p in game.state.players.values() if card in p.hand), None)
    if holder is not None:
        game.do(f"mod: take_card {holder} {card}")
    game.do(f"mod: give_card {faction} {card}")


def test_the_atreides_foresee_for_their_ally(make_game):
    # XII.E.6, Atreides shield: prescience in an ally's battle
    game = battle_in_carthag(make_game, (A, E))
    assert [d.kind for d in game.session.ruleset.pending(game.state)] == ["prescience"]
    game.do("a: prescience leader")
    events = game.do("h: plan 3 feyd-rautha")
    seen = {e.audience for e in events if e.kind == "prescience_seen"}
    assert seen == {"seat:a", "seat:e"}  # the Atreides and their ally, nobody else
    game.rejects("h: plan 3 beast rabban", "cannot change")


def test_no_prescience_for_a_stranger(make_game):
    # XII.E.6: the power serves the Atreides' own battles and their ally's, no one else's
    game = battle_in_carthag(make_game, (B, G))
    assert not game.state.battles.current.prescience_pending
    game.rejects("a: prescience dial", "cannot use prescience")


def test_the_bene_gesserit_voice_their_allys_opponent(make_game):
    # XII.E.6, Bene Gesserit shield: the Voice in an ally's battle binds the ally's foe
    game = battle_in_carthag(make_game, (B, E))
    give(game, "harkonnen", "Crysknife")
    give(game, "emperor", "Maula Pistol")
    game.do("b: voice not projectile weapon")
    game.rejects("h: plan 3 feyd-rautha crysknife", "forbids")
    game.do("e: plan 2 bashar maula pistol")  # the Voice binds the foe, not the ally


def test_harkonnen_traitors_betray_their_allys_opponent(make_game):
    # XII.E.6, Harkonnen shield: traitors held by the Harkonnen serve an ally's battle
    game = make_game(FIVE, seed=2)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    game.state.players[H].traitors = ["Duncan Idaho"]
    game.state.alliances = [[H, E]]
    game.do("mod: set_tokens emperor 6 arrakeen")
    end_movement(game)
    while game.state.battles.current is None or set(game.state.battles.current.sides) != {A, E}:
        seat, kind = next((d.seat, d.kind) for d in game.session.ruleset.pending(game.state))
        game.do(f"{seat}: battle arrakeen" if kind == "battle" else "mod: force")
    for line in ("a: prescience none", "a: plan 4 duncan idaho", "e: plan 1 bashar"):
        if "prescience" in line and not game.state.battles.current.prescience_pending:
            continue
        game.do(line)
    assert [(d.seat, d.kind) for d in game.session.ruleset.pending(game.state)] == [
        ("h", "call_traitor")]
    game.rejects("e: call_traitor yes", "no traitor")
    events = game.do("h: call_traitor yes")
    assert any("for their ally Emperor" in e.text for e in events if e.is_public)
    assert game.state.forces.get("Arrakeen", {}).get(9, {}).get(A, 0) == 0  # X.D.1
    assert game.state.forces["Arrakeen"][9][E] == 6


def test_the_guilds_allies_ship_at_half_price(make_game):
    # XII.E.6, Guild shield: allies ship at the Guild's rate (half, rounded up)
    game = make_game(FIVE, seed=2)
    to_movement_round(game)
    assert shipping_cost(game.state, E, 3, "The Great Flat") == 6
    game.state.alliances = [[G, E]]
    assert shipping_cost(game.state, E, 3, "The Great Flat") == 3
    assert shipping_cost(game.state, A, 3, "The Great Flat") == 6
    while current(game.state) != E:
        game.do(f"{game.state.players[current(game.state)].seat}: done")
    spice = game.state.players[E].spice
    game.do("e: ship 3 the great flat")
    assert game.state.players[E].spice == spice - 3


def test_the_fremen_protect_their_allies_from_the_worm(make_game):
    # XII.E.6, Fremen shield: the worm does not devour the Fremen's allies
    game = make_game("a:atreides,h:harkonnen,e:emperor,f:fremen", seed=2)
    to_movement_round(game)
    state = game.state
    state.alliances = [[F, E]]
    game.do("mod: set_tokens emperor 3 the great flat")
    game.do("mod: set_tokens harkonnen 2 the great flat")
    state.last_blow = "The Great Flat"
    log = EventLog()
    spice_blow._devour(state, log)
    assert state.forces["The Great Flat"][14] == {E: 3}
    assert any("protect their ally Emperor" in e.text for e in log.events)
