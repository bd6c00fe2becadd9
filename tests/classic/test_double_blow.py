"""XXI. The advanced spice blow (option `double_blow`): two territory cards a blow, on
discard piles 1 and 2, each pile's worms striking only its own last territory."""

from collections import Counter

from engine.core import Event, Rng
from engine.rulesets.classic.data import SHAI_HULUD, SPICE_DECK, Faction, spice_card
from engine.rulesets.classic.model.state import Phase

from .conftest import Game
from .helpers import dial_storm, to_turn_storm
from .option_game import game_with
from .test_spice_blow import close_nexus

H = Faction.HARKONNEN


def advanced() -> Game:
    return game_with({"double_blow": True})


def stack(game: Game, *cards: str) -> None:
    """Put `cards` on top of the spice deck, the first named to be turned first."""
    for card in reversed(cards):
        game.do(f"mod: stack spice {card}")


def place_spice(game: Game, territory: str, amount: int) -> None:
    game.state.spice[territory] = {spice_card(territory).sector: amount}
    game.state.bank -= amount


def dial(game: Game, a: int, b: int) -> list[Event]:
    """Both storm dialers dial; the events of the storm and the blow up to its first wait."""
    d1, d2 = (game.state.players[f].seat for f in game.state.storm_dialers)
    return game.script(f"{d1}: dial {a}", f"{d2}: dial {b}")


def ready_all(game: Game) -> list[Event]:
    """XII.C.5: every player is done with the nexus; the events of the blow's remainder."""
    return game.script(*(f"{p.seat}: ready" for p in game.state.players.values()))


def worm_turn(game: Game) -> None:
    """Turn 2 with Harkonnen tokens and spice on pile 1's last territory (Red Chasm) and
    pile 2's (Old Gap); the storm will stop in sector 3, away from both."""
    to_turn_storm(game, 2)
    game.state.last_blow, game.state.last_blow_2 = "Red Chasm", "Old Gap"
    game.script("mod: set_tokens harkonnen 3 red chasm", "mod: set_tokens harkonnen 2 old gap 9",
                "mod: set_storm 1")
    place_spice(game, "Red Chasm", 5)
    place_spice(game, "Old Gap", 4)


def test_without_the_option_one_territory_card_is_turned(game):
    # VII.A: the basic blow turns cards until one territory card lands
    to_turn_storm(game, 1)
    stack(game, "the great flat", "south mesa")
    dial_storm(game, 0, 1)
    s = game.state
    assert "The Great Flat" in s.spice and "South Mesa" not in s.spice
    assert s.spice_discard == ["The Great Flat"] and s.spice_discard_2 == []
    assert "spice_discard_2" not in game.session.ruleset.view(s, None)["public"]


def test_two_territory_cards_are_turned_onto_piles_1_and_2():
    # XXI.A, XXI.A.1-2: a territory card for discard pile 1, then the same for pile 2
    game = advanced()
    to_turn_storm(game, 1)
    stack(game, "the great flat", "south mesa")
    dial_storm(game, 0, 1)
    s = game.state
    assert s.spice["The Great Flat"] == {14: 10}
    assert s.spice["South Mesa"] == {spice_card("South Mesa").sector: 10}
    assert (s.spice_discard, s.spice_discard_2) == (["The Great Flat"], ["South Mesa"])
    assert (s.last_blow, s.last_blow_2) == ("The Great Flat", "South Mesa")
    assert s.phase == Phase.BIDDING
    texts = game.public_texts()
    assert any("Spice blow (pile 1): 10 spice in The Great Flat" in t for t in texts)
    assert any("Spice blow (pile 2): 10 spice in South Mesa" in t for t in texts)


def test_first_turn_worms_of_either_pile_are_shuffled_back():
    # XXI.A.3: for the first round only, every worm turned over goes back into the deck
    game = advanced()
    to_turn_storm(game, 1)
    stack(game, "the great flat", SHAI_HULUD)
    dial_storm(game, 0, 1)
    s = game.state
    assert SHAI_HULUD not in s.spice_discard + s.spice_discard_2
    assert not s.nexus and s.phase == Phase.BIDDING
    assert len(s.spice_discard_2) == 1 and s.last_blow_2 == s.spice_discard_2[0]
    assert any("shuffled back" in t for t in game.public_texts())


def test_a_worm_on_pile_2_devours_pile_2s_last_territory_only():
    # XXI.A.4: worm cards for one discard pile have no effect on the other
    game = advanced()
    worm_turn(game)
    stack(game, "the great flat", SHAI_HULUD, "south mesa")
    tanks = game.state.players[H].tanks
    events = dial(game, 1, 1) + ready_all(game)
    s = game.state
    assert "Old Gap" not in s.forces and "Old Gap" not in s.spice  # pile 2's last territory
    assert s.players[H].tanks == tanks + 2
    assert s.forces["Red Chasm"] == {6: {H: 3}} and s.spice["Red Chasm"] == {6: 5}
    assert s.spice["The Great Flat"] == {14: 10}  # pile 1's card of this blow is untouched
    assert s.spice_discard_2[-2:] == [SHAI_HULUD, "South Mesa"]
    assert (s.last_blow, s.last_blow_2) == ("The Great Flat", "South Mesa")
    assert any("Shai-Hulud (pile 2)! A nexus" in t for t in game.public_texts(events))


def test_a_worm_on_pile_1_devours_pile_1s_last_territory_only():
    # XXI.A.4: the pile-1 worm strikes the territory last turned up on pile 1
    game = advanced()
    worm_turn(game)
    stack(game, SHAI_HULUD, "the great flat", "south mesa")
    dial_storm(game, 1, 1)
    close_nexus(game)
    s = game.state
    assert "Red Chasm" not in s.forces and "Red Chasm" not in s.spice
    assert s.forces["Old Gap"] == {9: {H: 2}} and s.spice["Old Gap"] == {9: 4}
    assert s.spice_discard[-2:] == [SHAI_HULUD, "The Great Flat"]


def test_a_worm_on_pile_2_after_one_on_pile_1_is_not_ignored():
    # Q&A E.5 and XXI.A.4: each discard pile is treated separately: a worm on pile 2 is
    # that pile's first worm (no "additional worm"), so it devours and calls its own nexus
    game = advanced()
    worm_turn(game)
    stack(game, SHAI_HULUD, "the great flat", SHAI_HULUD, "south mesa")
    events = dial(game, 1, 1) + ready_all(game) + ready_all(game)
    s = game.state
    assert "Red Chasm" not in s.forces and "Old Gap" not in s.forces
    texts = game.public_texts(events)
    assert sum("nexus (VII.B)" in t for t in texts) == 2
    assert not any("ignored" in t for t in texts)
    assert s.phase == Phase.BIDDING


def test_later_worms_of_the_same_pile_are_ignored():
    # VII.C within one pile: any additional worm drawn for that pile is ignored
    game = advanced()
    worm_turn(game)
    stack(game, SHAI_HULUD, SHAI_HULUD, "the great flat", "south mesa")
    texts = game.public_texts(dial(game, 1, 1) + ready_all(game))
    assert any("Another Shai-Hulud (pile 1): ignored" in t for t in texts)
    assert game.state.forces["Old Gap"] == {9: {H: 2}}


def turn_eight(game: Game, deck: list[str], pile_2: list[str]) -> None:
    """XXI.B: turn 8's storm round with `deck` left in the spice deck (turned from its end)
    and `pile_2` on discard pile 2, pile 1 empty; the blow follows the storm."""
    worm_turn(game)
    s = game.state
    s.turn = 8
    s.spice_deck, s.spice_discard, s.spice_discard_2 = list(deck), [], list(pile_2)
    assert Counter(deck + pile_2) == Counter(SPICE_DECK)


def test_turn_eight_worms_strike_pile_2_then_the_whole_deck_is_reshuffled():
    # XXI.B, XXI.B.1: the last territory card goes to pile 1; the worms left affect pile 2
    # (its last territory, turned the turn before); then all spice cards, the territory card
    # just turned included, are reshuffled (Q&A E.4: the entire deck)
    game = advanced()
    turn_eight(game, [SHAI_HULUD] * 6 + ["Habbanya Erg"],
               [c for c in SPICE_DECK if c not in ("Habbanya Erg", SHAI_HULUD)])
    tanks = game.state.players[H].tanks
    texts = game.public_texts(dial(game, 1, 1) + ready_all(game))
    s = game.state
    assert s.spice["Habbanya Erg"] == {spice_card("Habbanya Erg").sector: 8}
    assert "Old Gap" not in s.forces and s.players[H].tanks == tanks + 2  # pile 2's worm
    assert s.forces["Red Chasm"] == {6: {H: 3}}
    assert any("every spice card is shuffled" in t for t in texts)
    assert sum("A nexus" in t for t in texts) == 1  # VII.C: pile 2's later worms ignored
    assert s.spice_discard == []  # pile 1's card went back into the new deck
    assert Counter(s.spice_deck + s.spice_discard_2) == Counter(SPICE_DECK)
    *worms, land = s.spice_discard_2  # turned until a territory card appeared for pile 2
    assert set(worms) <= {SHAI_HULUD} and spice_card(land).territory == s.last_blow_2
    assert s.phase == Phase.BIDDING


def _seed_turning_up(cards: list[str], *wanted: str) -> int:
    """A generator state whose shuffle of `cards` puts `wanted` on top, first turned first
    (the deck is turned from its end)."""
    for seed in range(100_000):
        deck = list(cards)
        Rng(seed).shuffle(deck)
        if deck[::-1][:len(wanted)] == list(wanted):
            return seed
    raise AssertionError("no such seed")


def test_turn_eight_pile_2_may_blow_pile_1s_card_again():
    # XXI.B.2: after the reshuffle, cards are turned for pile 2 until a territory card
    # appears; it can be the card just turned for pile 1, which then gets a second spice
    # blow; a worm turned now is not reshuffled and strikes pile 2's last territory of the
    # previous turn
    game = advanced()
    turn_eight(game, ["Habbanya Erg"], [c for c in SPICE_DECK if c != "Habbanya Erg"])
    s = game.state
    s.rng = _seed_turning_up(["Habbanya Erg", *s.spice_discard_2], SHAI_HULUD, "Habbanya Erg")
    dial(game, 1, 1)
    ready_all(game)
    s = game.state
    assert s.spice["Habbanya Erg"] == {spice_card("Habbanya Erg").sector: 16}
    assert s.last_blow == s.last_blow_2 == "Habbanya Erg"
    assert s.spice_discard == [] and s.spice_discard_2 == [SHAI_HULUD, "Habbanya Erg"]
    assert "Old Gap" not in s.forces and "Old Gap" not in s.spice
    assert s.phase == Phase.BIDDING


def test_the_board_and_the_public_view_show_both_piles():
    # XXI.A.1: the two discard piles lie on the table; each pile's last territory is the one
    # its next worm devours
    game = advanced()
    to_turn_storm(game, 1)
    stack(game, "the great flat", "south mesa")
    dial_storm(game, 0, 1)
    ruleset = game.session.ruleset
    picture = ruleset.board(game.state)
    for text in (picture.svg, picture.messages[0]):
        assert "Spice pile 1: The Great Flat" in text and "Spice pile 2: South Mesa" in text
    public = ruleset.view(game.state, None)["public"]
    assert public["spice_discard"] == ["The Great Flat"]
    assert public["spice_discard_2"] == ["South Mesa"]
    assert public["last_blows"] == ["The Great Flat", "South Mesa"]


def test_the_basic_board_shows_no_piles(game):
    # VII: one discard pile, as before (the board does not change without the option)
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    picture = game.session.ruleset.board(game.state)
    assert "Spice pile" not in picture.svg and "Spice pile" not in picture.messages[0]
