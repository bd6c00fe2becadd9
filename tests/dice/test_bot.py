"""Judgement tests of the dice game's bot: positions from the rulebook where a seat that
plays to win must choose well. Each position is made with the game's set-up and commands,
the bot is given only what its seat sees (`engine.core.bots.seen`)."""

from __future__ import annotations

import random

from engine.core.bots import seen
from engine.rulesets.dice import commands as c
from engine.rulesets.dice.data import Construction, Faction
from engine.rulesets.dice.regions import put
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import Step, Units

from .helpers import arrange, first_turn_of, new_game, play, roll_to

FIVE = ("Corrino", "Fremen", "Spacing Guild", "Harkonnen", "Bene Gesserit")


def bot(state, seat: str | None = None):
    seat = seat or state.active_seat
    return RULESET.bot(seen(RULESET, state, seat, []), random.Random(1))


def calm_strategic(state) -> list[str]:
    return [r for r in state.map.strategic if not state.in_storm(r)]


def clear(state) -> None:
    """An empty board: the scenario puts its own cubes."""
    state.board.clear()


def hold(state, faction: Faction, region: str, troops: int = 1) -> None:
    state.board.pop(region, None)
    put(state, region, faction, Units(troop=troops))


# OBJECTIFS: the lone holder of 3 strategic regions at the end of his turn wins; the table's
# "could win" watch asks who would if the turn ended now
def test_would_win_names_the_active_seat_holding_enough_regions_alone():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    clear(state)
    for region in calm_strategic(state)[:3]:
        hold(state, Faction.CORRINO, region)
    assert RULESET.would_win(state) == [state.active_seat]
    state.board[calm_strategic(state)[0]][Faction.GUILD] = Units(troop=1)
    assert RULESET.would_win(state) == []


# LE PLAN ULTIME: the guessed faction's lone victory is the Bene Gesserit's
def test_would_win_names_the_bene_gesserit_when_they_guessed_the_winner():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    state.guess = Faction.CORRINO
    for region in calm_strategic(state)[:3]:
        hold(state, Faction.CORRINO, region)
    assert RULESET.would_win(state) == [state.seat_of(Faction.BENE_GESSERIT)]


# KANLY: a rival one region short of winning loses the last cube of a region it holds alone
def test_kanly_frees_a_region_of_the_rival_about_to_win():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    clear(state)
    calm = calm_strategic(state)
    hold(state, Faction.HARKONNEN, calm[0], troops=3)
    hold(state, Faction.HARKONNEN, calm[1], troops=1)
    hold(state, Faction.FREMEN, calm[2], troops=1)
    roll_to(state, Step.KANLY, kanly="crysknife")
    choice = bot(state)
    assert choice == c.Kill(faction="Harkonnen", region=calm[1])


# KANLY: never against one's own side
def test_kanly_spares_the_bot_itself():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    clear(state)
    hold(state, Faction.CORRINO, calm_strategic(state)[0])
    hold(state, Faction.GUILD, state.map.plain[0], troops=2)
    roll_to(state, Step.KANLY, kanly="crysknife")
    choice = bot(state)
    assert choice == c.Kill(faction="Spacing Guild", region=state.map.plain[0]), repr(choice)


def _zone_of(state, region: str) -> str:
    return str(state.map.region(region).zone)


# DEPLACEMENT DES TROUPES + OBJECTIFS: with two regions held alone, the target that is a
# third (reachable from the Polar Sink) wins the game
def test_the_target_is_the_region_that_wins():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    clear(state)
    calm = calm_strategic(state)
    hold(state, Faction.CORRINO, calm[0])
    hold(state, Faction.CORRINO, calm[1])
    hold(state, Faction.FREMEN, calm[2], troops=1)
    put(state, state.map.polar_sink, Faction.CORRINO, Units(troop=4))
    roll_to(state, Step.MOVE, region=_zone_of(state, calm[2]))
    assert bot(state) == c.Target(region=calm[2])


def no_leaders(state, faction: Faction) -> None:
    player = state.players[state.seat_of(faction)]
    player.leaders_reserve, player.leaders_card = player.leaders_reserve + \
        player.leaders_card, 0


# DEPLACEMENT DES TROUPES: troops move in from a region with an Ornithopter, but a region
# held alone keeps a cube
def test_moves_in_without_giving_up_a_region_held():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    clear(state)
    goal, near = calm_strategic(state)[:2]
    hold(state, Faction.CORRINO, near, troops=5)
    state.constructions[near] = Construction.ORNITHOPTER
    state.constructions.pop(goal, None)
    put(state, goal, Faction.FREMEN, Units(elite=1))
    no_leaders(state, Faction.FREMEN)
    roll_to(state, Step.MOVE, region=_zone_of(state, goal))
    play(state, state.active_seat, f"target {goal}")
    assert bot(state) == c.Move(count=4, source=near)


# DEPLACEMENT DES TROUPES + COMBAT: the Fremen's large cube and Liet Kynes on their card
# could send 5; two troops would die for nothing, so none go
def test_sends_no_troops_into_a_battle_they_cannot_win():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    clear(state)
    goal, near = calm_strategic(state)[:2]
    hold(state, Faction.CORRINO, near, troops=3)
    state.constructions[near] = Construction.ORNITHOPTER
    state.constructions.pop(goal, None)
    put(state, goal, Faction.FREMEN, Units(elite=1))
    roll_to(state, Step.MOVE, region=_zone_of(state, goal))
    play(state, state.active_seat, f"target {goal}")
    assert bot(state) == c.Done()


# DEPLACEMENT DES TROUPES: an empty target wants two cubes (one to spare against a Kanly
# kill); the others stay in the Polar Sink, which borders next turn's target whatever it is
def test_sends_only_what_an_empty_target_needs():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    clear(state)
    goal = calm_strategic(state)[0]
    put(state, state.map.polar_sink, Faction.CORRINO, Units(troop=6))
    roll_to(state, Step.MOVE, region=_zone_of(state, goal))
    play(state, state.active_seat, f"target {goal}")
    assert bot(state) == c.Move(count=2, source=state.map.polar_sink)
    RULESET.apply(state, state.active_seat, c.Move(count=2, source=state.map.polar_sink))
    assert bot(state) == c.Done()


# LANCER DE DES: the Region die showing the zone of the winning region is kept at once
def test_keeps_the_region_die_that_names_the_winning_region():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    clear(state)
    calm = calm_strategic(state)
    hold(state, Faction.CORRINO, calm[0])
    hold(state, Faction.CORRINO, calm[1])
    put(state, state.map.polar_sink, Faction.CORRINO, Units(troop=3))
    arrange(state, f1="Fremen", f2="Fremen", f3="Fremen", f4="Fremen", kanly="snooper",
            spice="1", region=_zone_of(state, calm[2]))
    assert bot(state) == c.Keep(die="region")


# LE PLAN ULTIME + OPPORTUNISME: the Guild wins when no one else does: the guess to make
def test_the_bene_gesserit_guess_the_guild():
    state = new_game(*FIVE)
    bg = state.seat_of(Faction.BENE_GESSERIT)
    while state.step in (Step.CHOOSE, Step.PLACE):
        if any(d.seat == bg and d.kind == "guess" for d in RULESET.pending(state)):
            assert bot(state, bg) == c.Guess(faction="Spacing Guild")
            return
        RULESET.apply(state, "mod", RULESET.registry.parse("force"))
    raise AssertionError("the Bene Gesserit were never asked their guess")


# COMBAT: committed units are lost, the winner's too: the cheapest hand that beats what the
# defender can send (here his lone troop, his leader off the card) is the leader alone
def test_commits_no_more_than_the_battle_needs():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    clear(state)
    goal = calm_strategic(state)[0]
    corrino, harkonnen = state.active_seat, state.seat_of(Faction.HARKONNEN)
    for seat, on_card in ((corrino, 1), (harkonnen, 0)):
        player = state.players[seat]
        player.leaders_reserve, player.leaders_card = 1 - on_card, on_card
    hold(state, Faction.HARKONNEN, goal)
    put(state, state.map.polar_sink, Faction.CORRINO, Units(troop=5))
    roll_to(state, Step.MOVE, region=_zone_of(state, goal))
    play(state, corrino, f"target {goal}")
    RULESET.apply(state, corrino, c.Move(count=5, source=state.map.polar_sink))
    while not any(d.seat == corrino and d.kind == "commit" for d in RULESET.pending(state)):
        RULESET.apply(state, "mod", RULESET.registry.parse("force"))
    assert bot(state, corrino) == c.Commit(leaders=1)


def share(state, region: str, *factions: Faction) -> None:
    state.board.pop(region, None)
    for faction in factions:
        put(state, region, faction, Units(troop=1))


# ALLIANCE + OBJECTIFS + OPPORTUNISME: two allies win with four regions together and the
# Guild wins when no one does; one region shared with a partner is too little an alliance
# early on, but worth offering once the turns run out
def test_allies_sooner_as_the_turns_run_out():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    clear(state)
    share(state, calm_strategic(state)[0], Faction.CORRINO, Faction.HARKONNEN)
    roll_to(state, Step.ALLIANCE, f1="Harkonnen")
    assert bot(state) == c.Alone()
    state.round = 5
    assert bot(state) == c.Ally(faction="Harkonnen")


# ALLIANCE + OBJECTIFS: with three regions held together with the Harkonnen, a Faction die
# on their symbol makes the alliance that can take the fourth: it is kept before the rest
def test_keeps_the_faction_die_of_a_partner_one_region_short_of_a_shared_win():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    clear(state)
    for region in calm_strategic(state)[:3]:
        share(state, region, Faction.CORRINO, Faction.HARKONNEN)
    arrange(state, f1="Atreides", f2="Harkonnen", f3="Atreides", f4="Atreides",
            kanly="snooper", spice="1", region="1")
    assert bot(state) == c.Keep(die="f2")
