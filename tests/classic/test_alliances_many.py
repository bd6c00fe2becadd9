"""XII.C.2: "An alliance may contain any number of players." Alliances of three and four:
joining with every member's consent, leaving, the nexus's waiting line, victory together
(XII.E.1), territories (XII.E.5), and every payment (XII.E.3-4) and shield power (XII.E.6)
for every ally."""

import pytest

from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases import battle

from .helpers import answer_traitors, end_movement, to_movement_round
from .test_alliance_powers import ally, battle_in, nexus, ready_all, to_move_of

A, H, E, G, F, B = (Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR, Faction.GUILD,
                    Faction.FREMEN, Faction.BENE_GESSERIT)
THREE = "alice:atreides,bob:harkonnen,carol:emperor"


def join(game, joiner: str, *members: str) -> None:
    """The joiner asks the first member; then every member asks for the joiner."""
    game.do(f"{game.seat_of(joiner)}: ally {members[0]}")
    for member in members:
        game.do(f"{game.seat_of(member)}: ally {joiner}")


def alliance(game, *factions: str) -> None:
    """At the open nexus: the first two ally, then each next one joins all before him."""
    ally(game, factions[0], factions[1])
    for i, joiner in enumerate(factions[2:], start=2):
        join(game, joiner, *factions[:i])


def allied_to_movement(game, *factions: str):
    """Turn 2: one alliance made at the nexus, then on to the movement round."""
    nexus(game)
    alliance(game, *factions)
    ready_all(game)
    game.force_until(Phase.MOVEMENT)
    for p in game.state.players.values():
        p.traitors = []
    return game


def waiting_at_nexus(game) -> set[str]:
    return {d.seat for d in game.session.ruleset.pending(game.state) if d.kind == "nexus"}


# -- joining (XII.C.2) ------------------------------------------------------------------------


def test_a_third_player_joins_when_every_member_asks_for_him(make_game):
    # XII.C.2: "An alliance may contain any number of players"; joining takes the consent
    # of every member (docs/rules-notes.md, "Alliances")
    game = nexus(make_game(THREE))
    game.do("bob: ally emperor")
    game.do("carol: ally harkonnen")
    assert game.state.alliances == [[H, E]]
    events = game.do("alice: ally harkonnen")
    assert any(e.is_public and "Atreides asks to join the alliance of Harkonnen, Emperor"
               in e.text and "still to ask: Harkonnen, Emperor" in e.text for e in events)
    game.do("bob: ally atreides")
    assert game.state.alliances == [[H, E]]  # one member's word is not enough
    events = game.do("carol: ally atreides")
    assert game.state.alliances == [[H, E, A]]
    assert any(e.is_public and "Alliance: Harkonnen, Emperor, Atreides" in e.text
               for e in events)


def test_members_may_ask_for_a_player_before_he_asks(make_game):
    # XII.C.2: the order of the requests does not matter
    game = nexus(make_game(THREE))
    ally(game, "harkonnen", "emperor")
    events = game.do("bob: ally atreides")
    assert any(e.is_public and "Harkonnen asks Atreides to join the alliance of Harkonnen, "
               "Emperor" in e.text for e in events)
    game.do("carol: ally atreides")
    assert game.state.alliances == [[H, E]]  # Atreides have not asked
    game.do("alice: ally emperor")  # asking any member is asking the alliance
    assert game.state.alliances == [[H, E, A]]


def test_a_member_who_does_not_agree_keeps_the_player_out(make_game):
    # XII.C.2 and XII.C.5: without every member's request the nexus ends with two allied
    game = nexus(make_game(THREE))
    ally(game, "harkonnen", "emperor")
    game.script("alice: ally harkonnen", "bob: ally atreides", "carol: ready",
                "alice: ready", "bob: ready")
    assert game.state.nexus_ready is None
    assert game.state.alliances == [[H, E]]
    game.rejects("alice: ally harkonnen", "only at a nexus")


def test_four_players_ally_and_requests_lapse_when_the_alliance_changes(game):
    # XII.C.2: any number; a request made to or for the alliance as it was lapses when a
    # member joins, since the new member has not agreed to it
    nexus(game)
    ally(game, "atreides", "harkonnen")
    game.script("f: ally atreides", "g: ally atreides", "a: ally guild", "h: ally guild")
    assert game.state.alliances == [[A, H, G]]
    assert game.state.invitations == {}  # the Fremen's request lapsed
    events = game.do("a: ally fremen")
    assert any("still to ask: Fremen, Harkonnen, Spacing Guild" in t
               for t in game.public_texts(events))
    game.script("f: ally guild", "h: ally fremen")
    assert game.state.alliances == [[A, H, G]]
    game.do("g: ally fremen")
    assert game.state.alliances == [[A, H, G, F]]
    game.rejects("g: ally atreides", "already your ally")


def test_a_request_puts_those_who_must_answer_back_in_the_waiting_line(game):
    # XII.B: "All players have a chance to make, join or break alliances"
    nexus(game)
    ally(game, "atreides", "harkonnen")
    game.script("a: ready", "h: ready", "g: ready")
    assert waiting_at_nexus(game) == {"e", "f", "b"}
    game.do("e: ally harkonnen")
    assert waiting_at_nexus(game) == {"a", "h", "e", "f", "b"}  # both members, not Guild
    prompts = {d.seat: say(d.prompt) for d in game.session.ruleset.pending(game.state)}
    assert "answer (`ally`): Emperor." in prompts["a"] and "answer" not in prompts["f"]
    game.do("a: ally emperor")
    game.rejects("a: ally emperor", "already asked", "still to ask: Harkonnen")


def test_each_prompt_names_once_whoever_awaits_that_players_answer(game):
    # XII.C.2: when a member asks an outsider to join, the other members must agree too, so
    # their prompts name the outsider (not the member who asked); an outsider who asks both
    # members is named once in each prompt
    nexus(game)
    ally(game, "atreides", "harkonnen")
    game.do("a: ally emperor")
    prompts = {d.seat: say(d.prompt) for d in game.session.ruleset.pending(game.state)}
    assert "answer (`ally`): Emperor. `ally" in prompts["h"]
    assert "answer (`ally`): Atreides. `ally" in prompts["e"]
    game.do("a: unally")
    ally(game, "atreides", "harkonnen")
    game.script("e: ally atreides", "e: ally harkonnen")
    prompts = {d.seat: say(d.prompt) for d in game.session.ruleset.pending(game.state)}
    assert "answer (`ally`): Emperor. `ally" in prompts["a"]
    assert "answer (`ally`): Emperor. `ally" in prompts["h"]


def test_a_free_player_is_offered_every_request_he_may_make(game):
    # XII.C.2-4: at a nexus a player in no alliance may ask any other player, allied or not
    nexus(game)
    ally(game, "atreides", "harkonnen")
    offered = {game.session.ruleset.registry.usage_of(c)
               for c in game.session.ruleset.legal(game.state, "f") if c.name == "ally"}
    assert offered == {"ally atreides", "ally harkonnen", "ally emperor", "ally guild",
                       "ally bene_gesserit"}


def test_no_player_is_in_two_alliances_but_he_may_break_and_join_another(game):
    # XII.C.4: several alliances at one nexus, nobody in two; XII.D.2: a player who breaks
    # may at once join another
    nexus(game)
    ally(game, "atreides", "harkonnen")
    ally(game, "emperor", "guild")
    assert game.state.alliances == [[A, H], [E, G]]
    game.rejects("a: ally emperor", "another", "XII.C.4", "unally")
    game.rejects("e: ally harkonnen", "another", "XII.C.4")
    game.do("a: unally")
    assert game.state.alliances == [[E, G]]
    join(game, "atreides", "emperor", "guild")
    assert game.state.alliances == [[E, G, A]]


# -- leaving (XII.D) --------------------------------------------------------------------------


def test_a_member_leaves_and_the_others_stay_allied(game):
    # XII.D.1: any player may break from an alliance at a nexus; the rest, two or more,
    # stay allied; only the leaver's pledges (XII.E.3-4) go back
    nexus(game)
    alliance(game, "atreides", "harkonnen", "emperor")
    spice = {f: game.state.players[f].spice for f in (A, H, E)}
    game.script("e: support atreides 3", "a: support harkonnen 2", "h: support emperor 1")
    events = game.do("e: unally")
    assert game.state.alliances == [[A, H]]
    assert any(e.is_public and "Still allied: Atreides, Harkonnen" in e.text for e in events)
    assert game.state.support == {H: {A: 2}}
    assert game.state.players[E].spice == spice[E]
    assert game.state.players[H].spice == spice[H]
    events = game.do("h: unally")
    assert game.state.alliances == []  # one member left: the alliance is over
    assert not any("Still allied" in e.text for e in events)
    assert game.state.support == {}
    assert game.state.players[A].spice == spice[A]


# -- victory (IV, XII.E.1) --------------------------------------------------------------------


def finish_turn(game) -> None:
    turn = game.state.turn
    while game.state.phase != Phase.ENDED and game.state.turn == turn:
        game.do("mod: force")


def test_three_allies_need_three_strongholds_not_more(make_game):
    # XII.E.1: "If, together, they hold three strongholds at the end of the turn, they have
    # jointly won" — three, however many the allies
    game = nexus(make_game(THREE))
    alliance(game, "atreides", "harkonnen", "emperor")
    ready_all(game)
    finish_turn(game)  # Arrakeen and Carthag: two
    assert game.state.phase != Phase.ENDED
    game.do("mod: set_tokens emperor 1 tueks sietch")
    finish_turn(game)
    assert game.state.winners == [A, H, E]


def test_four_allies_win_together_with_three_strongholds(game):
    # XII.E.1 and IV: the Emperor holds none, and wins with his allies
    nexus(game)
    game.state.prediction = None
    alliance(game, "atreides", "harkonnen", "guild", "emperor")
    ready_all(game)
    finish_turn(game)
    assert game.state.winners == [A, H, E, G]


# -- territories (XII.E.5) --------------------------------------------------------------------


def test_no_ally_enters_a_territory_where_any_ally_stands(game):
    # XII.E.5: "Allies may not enter any territory (except the Polar Sink) in which one of
    # their allies already has a token(s)"
    allied_to_movement(game, "atreides", "harkonnen", "emperor")
    to_move_of(game, E)
    game.rejects("e: ship 2 arrakeen", "ally already has tokens", "XII.E.5")
    game.rejects("e: ship 2 carthag", "ally already has tokens", "XII.E.5")
    game.script("e: ship 2 polar sink", "b: advise no")
    game.do("e: move 2 polar sink imperial basin 8")  # shipped and moved: the turn ends
    to_move_of(game, A)
    game.rejects("a: move 2 arrakeen imperial basin 8", "ally already has tokens")


def test_allies_in_one_territory_never_battle_each_other(game):
    # XII.E.5: "may never battle one another" — allied while sharing Carthag, the Harkonnen
    # and the Emperor each fight only the Atreides there
    nexus(game)
    game.script("mod: set_tokens emperor 4 carthag", "mod: set_tokens atreides 3 carthag")
    alliance(game, "harkonnen", "emperor", "guild")
    ready_all(game)
    game.force_until(Phase.MOVEMENT)
    end_movement(game)
    assert battle.options(game.state, H) == [("Carthag", A)]
    assert battle.options(game.state, E) == [("Carthag", A)]
    assert battle.options(game.state, A) == [("Carthag", E), ("Carthag", H)]


# -- payments (XII.E.3-4) ---------------------------------------------------------------------


def test_two_allies_pay_for_the_third_allys_card(game):
    # XII.E.3: "allies may help each other by paying some or all of the cost of each
    # other's treachery cards"
    nexus(game)
    alliance(game, "atreides", "harkonnen", "emperor")
    ready_all(game)
    game.script("a: support harkonnen 3", "e: support harkonnen 4")
    b = game.state.bidding
    own = game.state.players[H].spice
    while b.turn != H:
        game.do(f"{game.state.players[b.turn].seat}: pass")
    game.rejects(f"h: bid {own + 8}", f"only {own + 7} spice")
    game.do(f"h: bid {own + 6}")
    game.rejects("e: support harkonnen 0", "backs")
    while game.state.bidding and game.state.bidding.index == 0:
        game.do(f"{game.state.players[game.state.bidding.turn].seat}: pass")
    texts = game.public_texts()
    assert game.state.players[H].spice == 0
    assert "Atreides pays 3 spice for their ally Harkonnen (XII.E.3-4)." in texts
    assert "Emperor pays 3 spice for their ally Harkonnen (XII.E.3-4)." in texts
    assert game.state.support == {H: {E: 1}}  # the rest returns at the end of the turn


def test_every_ally_of_the_guild_ships_at_half_rate_paid_to_the_guild(game):
    # XII.E.4 with the Guild shield and Q&A E.1: both allies' shipments, one paid with the
    # other's pledge, go to the Guild at half the normal rate
    allied_to_movement(game, "guild", "harkonnen", "emperor")
    game.do("mod: set_spice harkonnen 1")
    game.do("e: support harkonnen 3")
    guild = game.state.players[G].spice
    to_move_of(game, H)
    game.rejects("h: ship 8 the great flat", "4")  # 16, or 8 at the Guild's rate: too much
    game.script("h: ship 4 the great flat", "b: advise no")  # 1 their own, 3 the Emperor's
    assert game.state.players[G].spice == guild + 4
    assert game.state.players[H].spice == 0 and game.state.support == {}
    game.do("h: done")
    to_move_of(game, E)
    spice = game.state.players[E].spice
    game.script("e: ship 5 funeral plain", "b: advise no")
    assert game.state.players[E].spice == spice - 5
    assert game.state.players[G].spice == guild + 4 + 5


# -- shield powers (XII.E.6) ------------------------------------------------------------------


def test_the_emperor_gives_spice_to_each_ally(game):
    # XII.E.6, Emperor shield: to every ally, and to nobody else
    nexus(game)
    alliance(game, "emperor", "atreides", "harkonnen")
    spice = {f: game.state.players[f].spice for f in (A, H, E)}
    game.script("e: grant atreides 2", "e: grant harkonnen 3")
    assert [game.state.players[f].spice for f in (A, H, E)] == [
        spice[A] + 2, spice[H] + 3, spice[E] - 5]
    game.rejects("e: grant guild 1", "not your ally", "Your allies: Atreides, Harkonnen")


def test_the_fremen_shelter_every_ally_from_the_worm(game):
    # XII.E.6, Fremen shield: all their allies in the worm's territory are spared
    nexus(game)
    game.script("mod: set_tokens harkonnen 3 red chasm", "mod: set_tokens emperor 2 red chasm")
    alliance(game, "fremen", "harkonnen", "emperor")
    ready_all(game)
    assert any("(Emperor, Harkonnen)" in t for t in game.public_texts())
    game.do("f: protect yes")
    assert game.state.forces["Red Chasm"] == {6: {H: 3, E: 2}}


def test_the_fremen_offer_every_ally_a_free_revival_of_three(game):
    # XII.E.6, Fremen shield: each ally's free revival may be three
    nexus(game)
    alliance(game, "fremen", "harkonnen", "emperor")
    ready_all(game)
    for f in (H, E):
        game.state.players[f].tanks = 5
        game.state.players[f].reserves -= 5
    game.force_until(Phase.BIDDING)
    while game.state.phase == Phase.BIDDING:
        game.do("mod: force")
    assert game.state.revival_gift == [H, E]
    assert any("may let their allies Harkonnen, Emperor revive" in t
               for t in game.public_texts())
    game.do("f: free_revival emperor yes")
    game.do("f: free_revival harkonnen yes")
    assert game.state.players[E].tanks == 2 and game.state.players[H].tanks == 2


@pytest.mark.parametrize("fighter", ["emperor", "guild"])
def test_atreides_prescience_serves_every_ally(game, fighter):
    # XII.E.6, Atreides shield: in each ally's battle, shown to that ally
    allied_to_movement(game, "atreides", "emperor", "guild")
    b = battle_in(game, "Carthag", f"mod: set_tokens {fighter} 5 carthag")
    assert b.prescience_pending and b.prescience_for == Faction(fighter)
    game.do("a: prescience dial")
    events = game.do("h: plan 4 feyd rautha")
    seen = [e for e in events if e.kind == "prescience_seen"]
    assert [e.audience for e in seen] == [f"seat:{game.seat_of(fighter)}"]


@pytest.mark.parametrize("fighter", ["emperor", "guild"])
def test_the_voice_serves_every_ally(game, fighter):
    # XII.E.6, Bene Gesserit shield: the Voice on any ally's opponent
    allied_to_movement(game, "bene_gesserit", "emperor", "guild")
    b = battle_in(game, "Carthag", f"mod: set_tokens {fighter} 5 carthag",
                  "mod: give_card harkonnen crysknife")
    assert b.voice_pending and b.voice_for == Faction(fighter)
    game.do("b: voice not projectile weapon")
    game.rejects("h: plan 2 feyd rautha crysknife", "voice forbids")


@pytest.mark.parametrize(("fighter", "leader"), [("emperor", "bashar"), ("guild", "guild rep")])
def test_harkonnen_traitors_serve_every_ally(game, fighter, leader):
    # XII.E.6, Harkonnen shield: a traitor in their pay betrays any ally's opponent
    allied_to_movement(game, "harkonnen", "emperor", "guild")
    battle_in(game, "Arrakeen", f"mod: set_tokens {fighter} 5 arrakeen")
    game.state.players[H].traitors = ["Duncan Idaho"]
    side = Faction(fighter)
    spice = game.state.players[side].spice
    game.do("a: prescience none")
    game.do(f"{game.seat_of(fighter)}: plan 1 {leader}")
    game.do("a: plan 5 duncan idaho")
    asked = {d.seat for d in game.session.ruleset.pending(game.state)}
    assert asked == {"a", game.seat_of(fighter), "h"}
    answer_traitors(game, "h")
    assert game.state.forces["Arrakeen"][9] == {side: 5}
    assert game.state.players[side].spice == spice + 2


def test_the_moderator_may_not_ally_a_fighter_to_his_opponents_alliance(make_game):
    # XII.E.5: allies never battle — nor when the Atreides would join, by a repair, the
    # alliance of the Emperor, who fights them now
    game = make_game("a:atreides,h:harkonnen,e:emperor,g:guild", seed=2)
    to_movement_round(game)
    game.do("mod: form_alliance emperor guild")
    game.do("mod: set_tokens emperor 5 arrakeen")
    end_movement(game)
    assert set(game.state.battles.current.sides) == {A, E}
    game.rejects("mod: form_alliance guild atreides", "Atreides and Emperor are fighting",
                 "XII.E.5")
    game.rejects("mod: form_alliance atreides guild", "fighting")
    game.do("mod: form_alliance guild harkonnen")
    assert game.state.alliances == [[E, G, H]]
