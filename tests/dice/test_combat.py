"""Combat (COMBAT), the Fortification (Fortification, INFILTRATION), the secret
commitments, leaders and their strength (DUNCAN IDAHO), lent leaders, the Honourable duel
(DUEL HONORABLE) and the Evacuation (EVACUATION)."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.core.words import say
from engine.rulesets.dice.combat import contested
from engine.rulesets.dice.data import Construction, Faction
from engine.rulesets.dice.regions import put
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import Step, Units

from .helpers import first_turn_of, play, roll_to

FIVE = ("Corrino", "Fremen", "Spacing Guild", "Harkonnen", "Bene Gesserit")
SIX = ("Atreides", "Corrino", "Fremen", "Spacing Guild", "Harkonnen", "Bene Gesserit")


def battlefield(active: Faction, factions=FIVE, **troops: Units):
    """The first turn of `active`, its cards empty, with these cubes in a strategic region
    out of the storm (by faction name), no construction there, at the combat."""
    state = first_turn_of(active, *factions)
    for player in state.players.values():
        player.card = Units()
    region = next(r for r in state.map.strategic if not state.in_storm(r))
    state.constructions.pop(region, None)
    state.board.pop(region, None)
    for name, units in troops.items():
        put(state, region, Faction[name], units)
    return state, region


def at_combat(state, **faces):
    roll_to(state, Step.COMBAT, spice="1", **faces)
    return state


def seat(state, faction: Faction) -> str:
    return state.seat_of(faction)


# COMBAT: "Si désormais le joueur actif partage des Régions avec des Troupes appartenant à
# des Factions non alliées, des combats sont déclenchés"; "Le joueur ayant envoyé le plus
# d'unités gagne"; resolution
def test_the_stronger_side_wins_and_losses_go_back_to_the_reserves():
    state, region = battlefield(Faction.CORRINO, CORRINO=Units(troop=3),
                                HARKONNEN=Units(troop=2))
    at_combat(state)
    fight = state.turn.fight
    assert fight.region == region and fight.attackers == [Faction.CORRINO]
    assert fight.defenders == [Faction.HARKONNEN]
    corrino, guild = seat(state, Faction.CORRINO), seat(state, Faction.HARKONNEN)
    corrino_reserve = state.players[corrino].reserve.troop
    guild_reserve = state.players[guild].reserve.troop
    events = play(state, corrino, "commit troops=2")
    assert all("2" not in say(e.text) for e in events if e.is_public)
    play(state, guild, "commit troops=1")
    assert state.board[region] == {Faction.CORRINO: Units(troop=1)}
    assert state.players[corrino].reserve.troop == corrino_reserve + 2
    assert state.players[guild].reserve.troop == guild_reserve + 2
    assert state.step != Step.COMBAT


# COMBAT: "En cas d'égalité, le défenseur gagne"
def test_the_defender_wins_a_tie():
    state, region = battlefield(Faction.CORRINO, CORRINO=Units(troop=2),
                                GUILD=Units(troop=2))
    at_combat(state)
    play(state, seat(state, Faction.CORRINO), "commit troops=1")
    play(state, seat(state, Faction.GUILD), "commit troops=1")
    assert state.board[region] == {Faction.GUILD: Units(troop=1)}


# COMBAT: the commitments are secret until both are made
def test_a_commitment_is_seen_only_by_its_player_until_the_reveal():
    state, _ = battlefield(Faction.CORRINO, CORRINO=Units(troop=2),
                                GUILD=Units(troop=2))
    at_combat(state)
    corrino, guild = seat(state, Faction.CORRINO), seat(state, Faction.GUILD)
    play(state, corrino, "commit troops=2")
    assert RULESET.view(state, corrino)["private"]["commitment"]["troops"] == 2
    assert "commitment" not in RULESET.view(state, guild).get("private", {})
    public = RULESET.view(state, None)
    changed = state.model_copy(deep=True)
    changed.turn.fight.pledges[corrino].troops = 0
    assert RULESET.view(changed, None) == public
    (decision,) = RULESET.pending(state)
    assert decision.seat == guild and decision.secret and decision.ui == "form"
    with pytest.raises(RuleError, match="made"):
        play(state, corrino, "commit troops=1")
    with pytest.raises(RuleError, match="at most"):
        play(state, guild, "commit troops=3")


# COMBAT: no battle in the Polar Sink, nor in the storm
def test_no_battle_in_the_polar_sink_or_the_storm():
    state, _ = battlefield(Faction.CORRINO)
    put(state, "Polar Sink", Faction.CORRINO, Units(troop=1))
    stormy = state.map.in_zone(state.storm)[0]
    put(state, stormy, Faction.CORRINO, Units(troop=1))
    put(state, stormy, Faction.GUILD, Units(troop=1))
    roll_to(state, Step.MOVE, spice="1")
    assert Faction.BENE_GESSERIT in state.board["Polar Sink"]
    assert contested(state) == []


# Fortification: one attacking troop, the active player's choice, then the marker goes
def test_a_fortification_takes_one_attacking_troop_of_the_attackers_choice():
    state, region = battlefield(Faction.CORRINO, CORRINO=Units(troop=2, elite=1),
                                GUILD=Units(troop=1))
    state.constructions[region] = Construction.FORTIFICATION
    state.reserve[Construction.FORTIFICATION] = 0
    at_combat(state)
    corrino = seat(state, Faction.CORRINO)
    assert RULESET.pending(state)[0].kind == "sacrifice"
    play(state, corrino, "sacrifice corrino large=yes")
    assert state.board[region][Faction.CORRINO] == Units(troop=2)
    assert region not in state.constructions
    assert state.reserve[Construction.FORTIFICATION] == 1


# Fortification: when the active player lets the deadline choose, the Fortification takes a
# regular troop, the cheapest cube, not his large one
def test_the_default_loss_to_a_fortification_is_a_regular_troop():
    state, region = battlefield(Faction.CORRINO, CORRINO=Units(troop=2, elite=1),
                                GUILD=Units(troop=1))
    state.constructions[region] = Construction.FORTIFICATION
    at_combat(state)
    assert RULESET.pending(state)[0].kind == "sacrifice"
    RULESET.apply(state, "mod", RULESET.registry.parse("force"))
    assert state.board[region][Faction.CORRINO] == Units(troop=1, elite=1)

# INFILTRATION: the Harkonnen ignore Fortifications when attacking
def test_the_harkonnen_ignore_fortifications():
    state, region = battlefield(Faction.HARKONNEN, HARKONNEN=Units(troop=2),
                                GUILD=Units(troop=1))
    state.constructions[region] = Construction.FORTIFICATION
    at_combat(state)
    assert state.turn.fight.fortified
    assert state.board[region][Faction.HARKONNEN] == Units(troop=2)
    assert state.constructions[region] == Construction.FORTIFICATION


# COMBAT: "le défenseur est la Faction ayant jouée en dernier et toutes les autres
# Factions ennemies sont considérées comme des alliés au défenseur"
def test_the_defender_is_the_enemy_who_played_last_and_commands_the_others():
    state, region = battlefield(Faction.CORRINO, CORRINO=Units(troop=4),
                                GUILD=Units(troop=1), FREMEN=Units(elite=1))
    at_combat(state)
    fight = state.turn.fight
    n = len(state.order)
    last = state.players[state.order[(state.active - 1) % n]].faction
    behind = [state.players[state.order[(state.active - k) % n]].faction
              for k in range(1, n)]
    assert fight.defenders == [f for f in behind if f in (Faction.GUILD, Faction.FREMEN)]
    captain = seat(state, fight.defenders[0])
    if last in fight.defenders:
        assert fight.defenders[0] == last
    while any(d.kind == "lend" for d in RULESET.pending(state)):
        RULESET.apply(state, "mod", RULESET.registry.parse("force"))
    other = fight.defenders[1]
    key = "allied_large" if other == Faction.FREMEN else "allied"
    play(state, captain, f"commit {key}=1")
    play(state, seat(state, Faction.CORRINO), "commit troops=1")
    assert other not in state.board[region]


# COMBAT: leaders count their strength; DUNCAN IDAHO: Leto 3, both 5
def test_leaders_count_their_strength_and_the_atreides_two_make_five():
    state, _ = battlefield(Faction.CORRINO, SIX, CORRINO=Units(troop=1),
                                ATREIDES=Units(troop=1))
    at_combat(state)
    atreides = seat(state, Faction.ATREIDES)
    assert state.players[atreides].leaders_card == 2
    play(state, seat(state, Faction.CORRINO), "commit troops=1 leaders=1")
    events = play(state, atreides, "commit troops=1 leaders=2")
    (reveal,) = [e for e in events if e.kind == "reveal"]
    assert (reveal.data["attack"], reveal.data["defend"]) == (1 + 3, 1 + 5)
    assert not reveal.data["attacker_wins"]
    assert state.players[atreides].leaders_reserve == 2


# DUEL HONORABLE: both sides used leaders: the Atreides' lost troops return to their card
def test_an_honourable_duel_sends_the_atreides_troops_to_their_card():
    state, _ = battlefield(Faction.CORRINO, SIX, CORRINO=Units(troop=3),
                                ATREIDES=Units(troop=2))
    at_combat(state)
    atreides = seat(state, Faction.ATREIDES)
    reserve = state.players[atreides].reserve.troop
    play(state, seat(state, Faction.CORRINO), "commit troops=3 leaders=1")
    play(state, atreides, "commit troops=1 leaders=1")
    assert state.players[atreides].card == Units(troop=2)
    assert state.players[atreides].reserve.troop == reserve
    assert state.players[atreides].leaders_reserve == 1


# EVACUATION: the Guild's troops lost without fighting return to their card
def test_the_guilds_troops_not_committed_in_a_lost_battle_return_to_its_card():
    state, _ = battlefield(Faction.CORRINO, CORRINO=Units(troop=3),
                                GUILD=Units(troop=3))
    at_combat(state)
    guild = seat(state, Faction.GUILD)
    reserve = state.players[guild].reserve.troop
    play(state, seat(state, Faction.CORRINO), "commit troops=3")
    play(state, guild, "commit troops=1")
    assert state.players[guild].card == Units(troop=2)
    assert state.players[guild].reserve.troop == reserve + 1


# COMBAT: the active player chooses the order of his battles; a deadline (or a moderator's
# `force`) fights the first still to fight in map order, not another
def test_the_default_battle_is_the_first_region_in_map_order():
    state, region = battlefield(Faction.CORRINO, CORRINO=Units(troop=2), GUILD=Units(troop=1))
    other = next(r for r in state.map.strategic if r != region and not state.in_storm(r))
    state.board.pop(other, None)
    put(state, other, Faction.CORRINO, Units(troop=2))
    put(state, other, Faction.HARKONNEN, Units(troop=1))
    at_combat(state)
    assert state.turn.fight is None
    regions = contested(state)
    assert len(regions) >= 2 and regions == [r for r in state.map.names if r in regions]
    RULESET.apply(state, "mod", RULESET.registry.parse("force"))
    assert state.turn.fight is not None and state.turn.fight.region == regions[0]
