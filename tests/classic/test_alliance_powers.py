"""XII.E.6: "Allies may assist one another as specified on their shields" — the six alliance
powers (docs/rules-notes.md, "Alliance powers"), their refusals, and their secrecy."""

import pytest

from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase

from .helpers import answer_traitors, dial_storm, end_movement, to_turn_storm

A, H, E, G = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR, Faction.GUILD


def nexus(game):
    """Turn 2: a worm opens a nexus (XII.A) before devouring Red Chasm (XII.B); the nexus
    stays open until `ready_all`."""
    to_turn_storm(game, 2)
    game.state.last_blow = "Red Chasm"
    game.do("mod: stack spice the great flat")
    game.do("mod: stack spice shai-hulud")
    dial_storm(game, 1, 1)
    assert game.state.nexus_ready == []
    return game


def ally(game, one: str, other: str) -> None:
    """Both seats ask: the alliance forms (XII.C)."""
    game.do(f"{game.seat_of(one)}: ally {other}")
    game.do(f"{game.seat_of(other)}: ally {one}")


def ready_all(game) -> None:
    for p in list(game.state.players.values()):
        if game.state.nexus_ready is not None and p.faction not in game.state.nexus_ready:
            game.do(f"{p.seat}: ready")


def allied(game, *pairs: tuple[str, str]):
    """Turn 2, alliances made at the nexus, then on to the movement round."""
    nexus(game)
    for one, other in pairs:
        ally(game, one, other)
    ready_all(game)
    game.force_until(Phase.MOVEMENT)
    for p in game.state.players.values():
        p.traitors = []
    return game


def battle_in(game, territory: str, *lines: str):
    """Set the board with moderator lines, end the movement round: the battle starts."""
    for line in lines:
        game.do(line)
    end_movement(game)
    b = game.state.battles.current
    assert b is not None and b.territory == territory
    return b


# -- Atreides: prescience in an ally's battle ----------------------------------------------


def test_atreides_prescience_shows_the_allys_opponent_element_to_the_ally(game):
    # XII.E.6, Atreides shield: "assist your allies by forcing their opponents to show them
    # one element of their battle plan"
    allied(game, ("atreides", "emperor"))
    b = battle_in(game, "Carthag", "mod: set_tokens emperor 5 carthag")
    assert {b.aggressor, b.defender} == {E, H}
    assert b.prescience_pending and b.prescience_for == E
    waiting = game.session.ruleset.pending(game.state)
    assert [(d.seat, d.kind) for d in waiting] == [("a", "prescience")]
    game.rejects("e: plan 3 count fenring", "wait for atreides prescience")
    game.rejects("e: prescience dial", "cannot use prescience")
    events = game.do("a: prescience dial")
    assert any(e.is_public and "show Emperor" in say(e.text) for e in events)
    events = game.do("h: plan 4 feyd rautha")
    seen = [e for e in events if e.kind == "prescience_seen"]
    assert [e.audience for e in seen] == ["seat:e"]  # shown to the ally, and no one else
    assert "dial is 4" in say(seen[0].text)
    assert not any(e.is_public and "4" in say(e.text) for e in events)
    game.rejects("h: plan 5 feyd rautha", "seen your dial", "cannot change")
    game.do("h: plan 4 beast rabban")  # Q&A 6: the rest of the plan may change


def test_prescience_is_refused_outside_an_allys_battle(game):
    # XII.E.6: only in the Atreides' battle or an ally's; not your battle, wrong phase
    allied(game, ("atreides", "guild"))
    game.rejects("a: prescience dial", "no battle is being fought")  # wrong phase
    b = battle_in(game, "Carthag", "mod: set_tokens emperor 5 carthag")
    assert not b.prescience_pending and b.prescience_for is None  # neither side an ally
    assert [d.kind for d in game.session.ruleset.pending(game.state)] == ["plan", "plan"]
    game.rejects("a: prescience dial", "cannot use prescience", "allies'")


def test_karama_stops_prescience_used_for_an_ally(game):
    # Pad B.6.A.1 with XII.E.6: the Atreides do not see the future, in an ally's battle too
    allied(game, ("atreides", "emperor"))
    battle_in(game, "Carthag", "mod: set_tokens emperor 5 carthag",
              "mod: give_card harkonnen karama")
    game.do("a: prescience leader")
    game.do("h: karama atreides")
    events = game.do("h: plan 4 feyd rautha")
    assert not [e for e in events if e.kind == "prescience_seen"]


# -- Bene Gesserit: the Voice on an ally's opponent ----------------------------------------


def test_bene_gesserit_voice_binds_the_allys_opponent_only(game):
    # XII.E.6, Bene Gesserit shield: the Voice used on an ally's opponent
    allied(game, ("bene_gesserit", "emperor"))
    b = battle_in(game, "Carthag", "mod: set_tokens emperor 5 carthag",
                  "mod: give_card harkonnen crysknife", "mod: give_card emperor maula pistol")
    assert b.voice_pending and b.voice_for == E
    game.rejects("h: voice not lasgun", "cannot use the voice")
    game.rejects("b: voice not", "name what the opponent")
    assert game.state.battles.current.voice_pending  # a refused Voice is still to come
    events = game.do("b: voice not projectile weapon")
    assert any(e.is_public and "for their ally Emperor command Harkonnen" in say(e.text)
               for e in events)
    game.rejects("h: plan 2 feyd rautha crysknife", "voice forbids")
    game.do("h: plan 2 feyd rautha")
    game.do("e: plan 2 count fenring maula pistol")  # the ally is not bound


def test_voice_is_refused_when_no_ally_fights(game):
    # XII.E.6: not the Bene Gesserit's battle nor an ally's
    allied(game, ("bene_gesserit", "guild"))
    game.rejects("b: voice not lasgun", "no battle is being fought")  # wrong phase
    b = battle_in(game, "Carthag", "mod: set_tokens emperor 5 carthag")
    assert not b.voice_pending
    game.rejects("b: voice not poison weapon", "cannot use the voice")


# -- Harkonnen: traitors against an ally's opponent ----------------------------------------


@pytest.fixture
def traitor_battle(game):
    """Harkonnen allied with the Emperor; the Emperor fights the Atreides in Arrakeen, and
    Duncan Idaho is in the Harkonnen's pay."""
    allied(game, ("harkonnen", "emperor"))
    battle_in(game, "Arrakeen", "mod: set_tokens emperor 5 arrakeen")
    game.state.players[H].traitors = ["Duncan Idaho"]
    game.do("a: prescience none")
    return game


def test_harkonnen_traitor_betrays_the_allys_opponent(traitor_battle):
    # XII.E.6, Harkonnen shield: a traitor in their pay is revealed in an ally's battle;
    # the ally wins as if the traitor were his own (X.D.1-2)
    game = traitor_battle
    spice = game.state.players[E].spice
    game.do("e: plan 1 bashar")
    events = game.do("a: plan 5 duncan idaho")
    chance = [e for e in events if e.kind == "traitor_chance"]
    # X.D.1: every seat asked is told privately whether it may call; only the Harkonnen may
    assert sorted(e.audience for e in chance) == ["seat:a", "seat:e", "seat:h"]
    assert [e.audience for e in chance if "in your pay, leads" in say(e.text)] == ["seat:h"]
    # X.D.1: both sides are asked, and the Harkonnen for their ally, holder or not
    assert {(d.seat, d.kind) for d in game.session.ruleset.pending(game.state)} == {
        ("a", "call_traitor"), ("e", "call_traitor"), ("h", "call_traitor")}
    game.rejects("e: call_traitor yes", "not a traitor in your pay")
    game.rejects("a: call_traitor yes", "not a traitor in your pay")
    events = answer_traitors(game, "h")
    assert any(e.is_public and "for their ally Emperor" in say(e.text) for e in events)
    s = game.state
    assert s.forces["Arrakeen"][9] == {E: 5}  # the ally loses nothing, not even the dial
    assert "Duncan Idaho" in s.players[A].leaders_in_tanks
    assert s.players[E].spice == spice + 2  # the traitor's strength goes to the ally


def test_harkonnen_may_keep_their_traitor_hidden_in_an_allys_battle(traitor_battle):
    # Q&A 7 with XII.E.6: the traitor need not be revealed
    game = traitor_battle
    game.do("e: plan 1 bashar")
    game.do("a: plan 5 duncan idaho")
    answer_traitors(game)
    assert game.state.forces["Arrakeen"][9] == {A: 5}  # fought as if no traitor
    assert "Duncan Idaho" not in game.state.players[A].leaders_in_tanks


def test_a_harkonnen_traitor_does_not_serve_a_non_ally(game):
    # XII.E.6: only an ally's battle
    allied(game, ("harkonnen", "guild"))
    battle_in(game, "Arrakeen", "mod: set_tokens emperor 5 arrakeen")
    game.state.players[H].traitors = ["Duncan Idaho"]
    game.do("a: prescience none")
    game.do("e: plan 1 bashar")
    events = game.do("a: plan 5 duncan idaho")
    chance = [e for e in events if e.kind == "traitor_chance"]
    assert sorted(e.audience for e in chance) == ["seat:a", "seat:e"]  # the sides asked
    assert all("not a traitor in your pay" in say(e.text) for e in chance)
    asked = {d.seat for d in game.session.ruleset.pending(game.state)}
    assert asked == {"a", "e"}  # the Harkonnen are not asked for a non-ally
    answer_traitors(game)
    assert game.state.forces["Arrakeen"][9] == {A: 5}  # fought out: 7 beats 3


# -- Emperor: spice to an ally at any time -------------------------------------------------


def test_emperor_gives_spice_to_an_ally_at_any_time(game):
    # XII.E.6, Emperor shield
    nexus(game)
    game.rejects("e: grant harkonnen 3", "not your ally", "no ally")
    ally(game, "emperor", "harkonnen")
    e, h = game.state.players[E].spice, game.state.players[H].spice
    events = game.do("e: grant harkonnen 3")  # during the nexus: any time
    assert game.state.players[E].spice == e - 3 and game.state.players[H].spice == h + 3
    assert any(e.is_public and "Emperor gives 3 spice" in say(e.text) for e in events)
    game.rejects("h: grant emperor 1", "only the emperor")
    game.rejects(f"e: grant harkonnen {e - 3 + 1}", "1 to the")
    game.rejects("e: grant atreides 1", "not your ally", "Harkonnen")


def test_emperor_spice_pays_for_an_allys_revival(game):
    # XII.E.6, Emperor shield, with IX.B: an ally without spice may still be asked to pay
    # for revivals, which the Emperor's gift pays for
    nexus(game)
    ally(game, "emperor", "harkonnen")
    ready_all(game)
    game.do("mod: set_tokens harkonnen 0 carthag via=tanks")
    game.do("mod: set_spice harkonnen 0")
    game.force_until(Phase.REVIVAL)
    assert game.state.revival.get(H) == 1  # 2 free, 1 more a turn (IX.B.2)
    game.rejects("h: revive 1", "at most 0", "emperor may give you spice")
    game.do("e: grant harkonnen 2")
    game.do("h: revive 1")
    h = game.state.players[H]
    assert h.spice == 0 and h.tanks == 7


# -- Fremen: allies sheltered from the worm, and a free revival of three -------------------


def test_fremen_protect_their_allies_from_the_worm(game):
    # XII.E.6, Fremen shield: allies in the worm's territory survive if the Fremen wish
    nexus(game)
    game.do("mod: set_tokens harkonnen 3 red chasm")
    ally(game, "fremen", "harkonnen")
    game.rejects("f: protect yes", "no worm threatens")  # the nexus comes first (XII.B)
    ready_all(game)
    assert [(d.seat, d.kind) for d in game.session.ruleset.pending(game.state)] == [
        ("f", "protect")]
    game.rejects("h: protect yes", "no worm threatens")
    game.do("f: protect yes")
    assert game.state.forces["Red Chasm"] == {6: {H: 3}}
    assert game.state.phase == Phase.BIDDING


def test_fremen_may_leave_their_allies_to_the_worm(game):
    nexus(game)
    game.do("mod: set_tokens harkonnen 3 red chasm")
    game.do("mod: set_tokens emperor 2 red chasm")
    ally(game, "fremen", "harkonnen")
    ready_all(game)
    tanks = game.state.players[H].tanks
    game.do("f: protect no")
    assert "Red Chasm" not in game.state.forces
    assert game.state.players[H].tanks == tanks + 3


def test_karama_stops_the_fremen_sheltering_their_allies(game):
    # Pad B.6.A.4 with XII.E.6: the Fremen do not control this worm
    nexus(game)
    game.do("mod: set_tokens harkonnen 3 red chasm")
    game.do("mod: give_card emperor karama")
    ally(game, "fremen", "harkonnen")
    ready_all(game)
    game.do("e: karama fremen")
    game.rejects("f: protect yes", "no worm threatens")
    assert "Red Chasm" not in game.state.forces


def test_the_fremen_are_not_asked_when_no_ally_is_in_the_worms_way(game):
    # XII.E.6: only allies are sheltered; a non-ally is devoured without a question
    nexus(game)
    game.do("mod: set_tokens emperor 2 red chasm")
    ally(game, "fremen", "harkonnen")
    ready_all(game)
    assert "Red Chasm" not in game.state.forces
    assert game.state.phase == Phase.BIDDING


def to_emperors_revival_gift(game) -> None:
    """The Fremen ally with the Emperor, who has 5 tokens in the tanks, and the game goes on
    to the revival round, where the Fremen may give him three free revivals."""
    nexus(game)
    ally(game, "fremen", "emperor")
    ready_all(game)
    game.state.players[E].tanks, game.state.players[E].reserves = 5, 15
    game.force_until(Phase.BIDDING)
    while game.state.phase == Phase.BIDDING:
        game.do("mod: force")


def test_fremen_let_an_ally_revive_three_tokens_free(game):
    # XII.E.6, Fremen shield: at their discretion an ally's free revival is three (IX.B)
    to_emperors_revival_gift(game)
    assert game.state.revival_gift == [E] and E not in game.state.revival
    game.rejects("e: revive 2", "no revival to decide")
    game.rejects("f: free_revival harkonnen yes", "no ally's free revival")
    game.do("f: free_revival emperor yes")
    e = game.state.players[E]
    assert e.tanks == 2 and e.reserves == 18  # 1 of its own and 2 given: three in all
    assert E not in game.state.revival  # IX.B.2: no more than three a turn


def test_fremen_may_refuse_the_free_revival(game):
    nexus(game)
    ally(game, "fremen", "emperor")
    ready_all(game)
    game.state.players[E].tanks, game.state.players[E].reserves = 5, 15
    while game.state.phase != Phase.REVIVAL:
        game.do("mod: force")
    game.do("f: free_revival emperor no")
    assert game.state.players[E].tanks == 4
    assert game.state.revival[E] == 2  # the usual paid revivals are offered instead
    game.rejects("f: free_revival emperor yes", "no ally's free revival")


# -- Spacing Guild: allies ship at half rate and between territories -----------------------


def to_move_of(game, faction: Faction) -> None:
    from engine.rulesets.classic.phases.movement import current

    while current(game.state) != faction:
        game.do(f"{game.state.players[current(game.state)].seat}: done")


def test_guild_allies_ship_at_half_rate_paid_to_the_guild(game):
    # XII.E.6, Guild shield: allies ship at the Guild's rate; Q&A E.1: they pay the Guild
    allied(game, ("guild", "emperor"))
    to_move_of(game, E)
    e, g = game.state.players[E], game.state.players[G]
    spice, guild = e.spice, g.spice
    game.do("e: ship 5 the great flat")  # 10 at the normal rate
    assert e.spice == spice - 5 and g.spice == guild + 5


def test_guild_allies_may_ship_between_territories_but_not_home(game):
    # XII.E.6, Guild shield: cross-shipping; IX.C.1.d: only the Guild ships back to reserves
    allied(game, ("guild", "emperor"))
    game.do("mod: set_tokens emperor 4 the great flat")
    to_move_of(game, E)
    game.do("mod: give_card emperor karama")
    game.rejects("e: karama ship", "no more than the guild's rate")
    game.rejects("e: ship 2 reserves from=the great flat", "only the guild ships")
    e, g = game.state.players[E], game.state.players[G]
    spice, guild = e.spice, g.spice
    game.do("e: ship 3 sietch tabr from=the great flat")  # 3 at half rate: 2
    assert e.spice == spice - 2 and g.spice == guild + 2
    assert game.state.forces["Sietch Tabr"][13][E] == 3
    assert game.state.movement.advisor_for is None  # not a shipment from off-planet


def test_non_allies_of_the_guild_pay_full_and_cannot_cross_ship(game):
    # IX.C.1.b, Guild shield: the rate and cross-shipping are the Guild's and its allies'
    allied(game, ("guild", "emperor"))
    to_move_of(game, H)
    game.rejects("h: ship 2 arrakeen from=carthag", "only the guild and its allies")
    h = game.state.players[H]
    spice = h.spice
    game.do("h: ship 2 the great flat")
    assert h.spice == spice - 4


def test_deadline_defaults_shelter_and_give_the_free_revival(game):
    # XII.E.6 in asynchronous play: a passing deadline protects the allies and gives the
    # free revival (both help the ally and cost the Fremen nothing)
    nexus(game)
    game.do("mod: set_tokens emperor 3 red chasm")
    ally(game, "fremen", "emperor")
    ready_all(game)
    game.do("mod: expire")
    assert game.state.forces["Red Chasm"] == {6: {E: 3}}
    game.state.players[E].tanks, game.state.players[E].reserves = 5, 12
    while game.state.phase != Phase.REVIVAL:
        game.do("mod: force")
    game.do("mod: expire")
    assert game.state.players[E].tanks == 2
