"""The end of a turn and of the game (FIN DE TOUR, FIN DE PARTIE, OBJECTIFS), the Guild's
default win (OPPORTUNISME), the Bene Gesserit's guess (LE PLAN ULTIME) and the Corrino's
store (PRESIDENCE DE LA CHOM)."""

from __future__ import annotations

from engine.core.words import say
from engine.rulesets.dice.data import Faction
from engine.rulesets.dice.regions import put
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import Step, Units

from .helpers import advance, first_turn_of, play, roll_to

FIVE = ("Corrino", "Fremen", "Spacing Guild", "Harkonnen", "Bene Gesserit")


def calm_strategic(state) -> list[str]:
    return [r for r in state.map.strategic if not state.in_storm(r)]


def hold(state, faction: Faction, regions: list[str]) -> None:
    for region in regions:
        state.board.pop(region, None)
        put(state, region, faction, Units(troop=1))


def end_first_turn(state, spice: str = "1") -> list:
    """Play the first turn to its end with the defaults; the events of its last command."""
    roll_to(state, Step.MOVE, spice=spice)
    events = []
    seat = state.active_seat
    while state.step != Step.ENDED and (state.step != Step.ROLL or state.active_seat == seat):
        events = RULESET.apply(state, "mod", RULESET.registry.parse("force"))
    return events


# OBJECTIFS: "l'unique joueur à contrôler 3 Régions Stratégiques ... à la fin de son tour"
def test_three_strategic_regions_held_alone_win_at_the_end_of_the_turn():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    hold(state, Faction.CORRINO, calm_strategic(state)[:3])
    end_first_turn(state)
    assert RULESET.finished(state) and RULESET.winners(state) == ["Corrino"]
    assert say(RULESET.status(state).line) == "Game over: Corrino won"


# FIN DE PARTIE: "un joueur contrôle seul 3 Régions Stratégiques"
def test_a_shared_region_does_not_count():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    regions = calm_strategic(state)[:3]
    hold(state, Faction.CORRINO, regions)
    put(state, regions[2], Faction.GUILD, Units(troop=1))
    state.storm = state.map.region(regions[2]).zone  # no battle in the storm
    end_first_turn(state)
    assert not RULESET.finished(state)


# OBJECTIFS: "Pour une partie à 2 joueurs, l'objectif est de contrôler 4 Régions"
def test_two_players_need_four():
    state = first_turn_of(Faction.CORRINO, "Corrino", "Fremen")
    hold(state, Faction.CORRINO, calm_strategic(state)[:3])
    end_first_turn(state)
    assert not RULESET.finished(state)


# LE PLAN ULTIME: the guessed faction's lone victory is the Bene Gesserit's
def test_the_bene_gesserit_win_in_place_of_the_faction_they_guessed():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    state.guess = Faction.CORRINO
    hold(state, Faction.CORRINO, calm_strategic(state)[:3])
    end_first_turn(state)
    assert RULESET.winners(state) == ["Bene Gesserit"]


# FIN DE PARTIE: allies holding 4 strategic regions together win together
def test_allies_holding_four_together_win_together():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    regions = calm_strategic(state)[:4]
    hold(state, Faction.CORRINO, regions[:2])
    hold(state, Faction.GUILD, regions[2:])
    roll_to(state, Step.ALLIANCE, spice="1", f1="Spacing Guild")
    seat = state.active_seat
    play(state, seat, "ally 'spacing guild'")
    play(state, state.seat_of(Faction.GUILD), "accept")
    advance(state, Step.ENDED)
    assert sorted(RULESET.winners(state)) == ["Corrino", "Spacing Guild"]


# FIN DE PARTIE, the example: A, B, AB, BC: the fourth region is shared with C
def test_a_region_shared_with_a_third_faction_does_not_count_for_allies():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    state.storm = next(z for z in range(1, 7)
                       if any(r in state.map.strategic for r in state.map.in_zone(z)))
    shared = next(r for r in state.map.strategic if state.in_storm(r))
    others = [r for r in state.map.strategic if r != shared][:3]
    hold(state, Faction.CORRINO, [others[0], others[2]])
    hold(state, Faction.GUILD, [others[1], shared])
    put(state, others[2], Faction.GUILD, Units(troop=1))
    put(state, shared, Faction.HARKONNEN, Units(troop=1))
    roll_to(state, Step.ALLIANCE, spice="1", f1="Spacing Guild")
    play(state, state.active_seat, "ally 'spacing guild'")
    play(state, state.seat_of(Faction.GUILD), "accept")
    seat = state.active_seat
    while state.step != Step.ENDED and (state.step != Step.ROLL or state.active_seat == seat):
        RULESET.apply(state, "mod", RULESET.registry.parse("force"))
    assert not RULESET.finished(state)


# FIN DE TOUR: the turn marker moves when the dice return to the first player; OPPORTUNISME:
# after six turns each, the Guild wins
def test_after_six_rounds_the_guild_wins_by_default():
    state = first_turn_of(Faction.CORRINO, "Corrino", "Harkonnen")
    rounds = []
    while not RULESET.finished(state):
        events = RULESET.apply(state, "mod", RULESET.registry.parse("force"))
        rounds += [e.data["round"] for e in events if e.kind == "round"]
    assert rounds == [2, 3, 4, 5, 6]
    assert RULESET.winners(state) == ["Spacing Guild"]
    assert say(RULESET.status(state).line) == (
        "Game over: Spacing Guild won by default after 6 turns")


# PRESIDENCE DE LA CHOM: unspent points of the Spice die, doubled, onto the marker (5 at most)
def test_the_corrino_store_twice_their_unspent_spice_die():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    corrino = state.players[state.active_seat]
    corrino.spice_store = 0
    end_first_turn(state, spice="2")
    assert corrino.spice_store == 4
