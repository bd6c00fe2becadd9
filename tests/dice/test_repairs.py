"""The moderator's repairs of a dice game: each mends one part of the position, refuses a
wrong one with what would work and changes nothing, keeps every component counted once
(MATERIEL), and keeps the Bene Gesserit's guess secret (LE PLAN ULTIME)."""

from __future__ import annotations

import pytest

from engine.core import MODERATOR, PUBLIC, RuleError, to_seat
from engine.core.words import say
from engine.rulesets.dice import repair_commands as r
from engine.rulesets.dice.data import WORM, Construction, Die, Faction
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import DiceState, Step
from tests.repaired_games import check_secret_repair, refused_repair, repair

from .helpers import first_turn_of, new_game

FIVE = ("Corrino", "Fremen", "Spacing Guild", "Harkonnen", "Bene Gesserit")


def mod(state: DiceState, line: str) -> list:
    return repair(RULESET, state, line)


def refused(state: DiceState, line: str, *words: str) -> RuleError:
    """The repair is refused, saying `words`, and nothing changes."""
    return refused_repair(RULESET, state, line, *words)


def public(events: list) -> list[str]:
    return [say(e.text) for e in events if e.audience == PUBLIC]


@pytest.fixture
def game() -> DiceState:
    """Five factions at the first roll of the Corrino."""
    return first_turn_of(Faction.CORRINO, *FIVE)


def test_repairs_wait_for_the_set_up_to_end():
    # MISE EN PLACE: the set-up's choices are the players'; `force` ends it
    state = new_game(*FIVE)
    refused(state, "set_storm 3", "set up", "`force`")


def test_a_misread_die_of_the_throw_is_turned_to_the_face_the_table_saw(game):
    # LANCER DE DES: every throw is public, so is its repair
    before = game.roll.faces[Die.F1]
    face = "Fremen" if before != "Fremen" else "Atreides"
    events = mod(game, f"set_die f1 {face.lower()}")
    assert game.roll.faces[Die.F1] == face
    assert public(events) == [f"Moderator sets the f1 die from {before} to {face}."]
    refused(game, "set_die f1 Smugglers", "not a face of the f1 die", "Atreides")
    refused(game, f"set_die f1 {face}", "already")


def test_a_die_turned_to_the_worm_must_be_kept(game):
    # LANCER DE DES: the worm on the Spice die is kept at once (the Corrino hold no Thumper)
    if game.roll.faces[Die.SPICE] == WORM:
        mod(game, "set_die spice 2")
    events = mod(game, "set_die spice worm")
    assert Die.SPICE in game.roll.kept
    assert any("must keep the Spice die" in text for text in public(events))


def test_dice_are_mended_only_while_the_roll_is_kept(game):
    RULESET.apply(game, "mod", RULESET.registry.parse("force"))  # keep all
    assert game.step != Step.ROLL
    refused(game, "set_die kanly shield", "roll", "`undo`")


def test_spice_markers_hold_five_and_only_the_corrino_and_the_guild_have_one(game):
    # CORRINO, LA GUILDE SPATIALE: a marker holds 5 spice at most
    mod(game, "set_spice Corrino 5")
    assert game.player_of(Faction.CORRINO).spice_store == 5
    refused(game, "set_spice Corrino 6", "from 0 to 5")
    refused(game, "set_spice Fremen 2", "no spice marker", "Corrino, Spacing Guild")
    refused(game, "set_spice Fremen 2 pool=turn", "active player's", "Corrino")
    mod(game, "set_spice Corrino 4 pool=turn")
    assert game.turn.spice == 4


def test_cubes_come_from_and_return_to_the_reserve(game):
    # MATERIEL: the game is limited by its cubes
    guild = game.player_of(Faction.GUILD)
    spare = guild.reserve.troop
    region = next(r for r in game.map.plain if Faction.GUILD not in game.board.get(r, {}))
    mod(game, f"set_tokens guild 2 '{region}'")
    assert game.board[region][Faction.GUILD].troop == 2
    assert guild.reserve.troop == spare - 2
    refused(game, f"set_tokens guild 12 '{region}'", f"only {spare - 2} troops",
            f"at most {spare}")
    refused(game, f"set_tokens guild 1 '{region}' elite=yes", "no large cubes")
    mod(game, f"set_tokens guild 0 '{region}'")
    assert Faction.GUILD not in game.board.get(region, {})
    mod(game, "set_tokens guild 3 card")
    assert guild.card.troop == 3


def empty_region(state: DiceState, but: tuple[str, ...] = ()) -> str:
    """A region out of the Polar Sink with no cubes and no construction."""
    region = next(r for r in state.map.names[1:] if not state.board.get(r) and r not in but)
    if region in state.constructions:
        mod(state, f"set_construction '{region}' none")
    return region


def with_fortification(state: DiceState, region: str) -> None:
    """A Fortification on `region`, taken back from another region if none is spare."""
    if not state.reserve[Construction.FORTIFICATION]:
        elsewhere = next(r for r, k in state.constructions.items()
                         if k == Construction.FORTIFICATION)
        mod(state, f"set_construction '{elsewhere}' none")
    mod(state, f"set_construction '{region}' fortification")


def test_a_fortification_no_one_holds_returns_to_the_reserve(game):
    # Fortification: it stays only while someone holds its region
    region = empty_region(game)
    with_fortification(game, region)
    mod(game, f"set_tokens fremen 1 '{region}' elite=yes")
    events = mod(game, f"set_tokens fremen 0 '{region}' elite=yes")
    assert region not in game.constructions
    assert game.reserve[Construction.FORTIFICATION] >= 1
    assert any("Fortification returns" in text for text in public(events))


def test_constructions_come_from_the_reserve_and_never_go_to_the_polar_sink(game):
    # CONSTRUCTION: one marker a region, none in the Polar Sink, taken from the reserve
    refused(game, "set_construction 'Polar Sink' harvester", "Polar Sink")
    used: tuple[str, ...] = ()
    while game.reserve[Construction.HARVESTER]:
        used += (empty_region(game, used),)
        mod(game, f"set_construction '{used[-1]}' harvester")
    refused(game, f"set_construction '{empty_region(game, used)}' harvester",
            "No harvester is in the reserve", "none`")
    region = next(r for r, k in game.constructions.items() if k == Construction.HARVESTER)
    events = mod(game, f"set_construction '{region}' none")
    assert public(events) == [f"Moderator sets the construction on {region} from harvester "
                              "to none."]
    assert game.reserve[Construction.HARVESTER] == 1


def test_markers_pass_between_the_factions_and_the_reserve(game):
    # KANLY: the Shield and the Snooper are taken from their holder; one Thumper a player
    mod(game, "give_marker shield fremen")
    events = mod(game, "give_marker shield harkonnen")
    assert game.shield == Faction.HARKONNEN
    assert "from the Fremen" in public(events)[0]
    mod(game, "take_marker shield harkonnen")
    assert game.shield is None
    refused(game, "take_marker snooper fremen", "do not hold")
    mod(game, "give_marker thumper fremen")
    refused(game, "give_marker thumper fremen", "already", "one a player")
    mod(game, "take_marker thumper fremen")
    assert game.thumpers == 4


def test_the_first_player_marker_turns_the_order_and_the_player_on_turn_keeps_it(game):
    active = game.active_seat
    other = next(s for s in game.order if s != game.order[0])
    faction = game.players[other].faction
    mod(game, f"set_first '{faction}'")
    assert game.order[0] == other and game.active_seat == active
    refused(game, f"set_first '{faction}'", "already")


def test_the_turn_marker_and_the_storm(game):
    # TEMPETE DE SABLE: six zones; the turn track: six turns
    mod(game, "set_turn 4")
    assert game.round == 4
    zone = game.storm % 6 + 1
    mod(game, f"set_storm {zone}")
    assert game.storm == zone


def test_leaders_move_between_the_card_and_beside_it(game):
    mod(game, "set_leaders corrino 0")
    player = game.player_of(Faction.CORRINO)
    assert (player.leaders_card, player.leaders_reserve) == (0, 1)
    refused(game, "set_leaders corrino 2", "from 0 to 1")


def test_the_guess_is_told_only_to_the_bene_gesserit_and_the_moderators(game):
    # LE PLAN ULTIME: the guess stays secret until the end
    seat = game.seat_of(Faction.BENE_GESSERIT)
    target = "Fremen" if game.guess != Faction.FREMEN else "Corrino"
    events = mod(game, f"set_guess {target}")
    assert game.guess == Faction(target)
    assert [say(e.text) for e in events if e.audience == PUBLIC] == [
        "Moderator changes the Bene Gesserit's guess."]
    told = {e.audience for e in events if target in say(e.text)}
    assert told == {to_seat(seat), MODERATOR}
    check_secret_repair(RULESET, game, r.SetGuess(faction="Corrino"),
                        r.SetGuess(faction="Harkonnen"), seat)
    refused(game, "set_guess 'Bene Gesserit'", "another faction")
    refused(game, "set_guess Smugglers", "another faction", "Spacing Guild")


def test_a_faction_not_in_the_game_is_refused_with_those_playing(game):
    refused(game, "set_spice Atreides 1", "not in this game", "Playing: Corrino")
