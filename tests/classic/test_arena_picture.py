"""THE DUEL's arena as a picture (III.2, V, VI): what the table sees of a fight and
nothing it does not. The picture is the board while a fight is open, so every secret of the
fight is checked by non-interference: two fights differing only in a secret draw the same
bytes."""

from __future__ import annotations

import re

import pytest

from engine.core.words import say
from engine.core.words.languages import PSEUDO
from engine.core.words.pseudo import unmarked
from engine.rulesets.classic.data.arena import ARENA, ArenaSpec, Sector
from engine.rulesets.classic.model.duel import DuelCards, Second
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.view.arena_layout import border_path, point, ring_order, wedges
from engine.rulesets.classic.view.arena_picture import arena_svg
from engine.rulesets.classic.view.arena_scene import arena_scene
from tests.golden import A, E, G, H
from tests.golden.arena import kanly, war
from tests.words_check import board_surfaces


def everything(state) -> tuple:
    """All the arena shows: the SVG and text in every language, and the board's mark."""
    drawn = [(p.svg, p.messages, p.key)
             for language in ("en", "it", "fr", "pl") for detail in (False, True)
             for p in [RULESET.board(state, detail=detail, language=language)]]
    return tuple(drawn), RULESET.board_mark(state)


def test_a_face_down_leader_is_not_told_by_the_picture():
    # V.2: "the identity of each player's leader disc is kept secret"
    one, other = kanly(), kanly()
    other.fight.leaders[H], other.fight.worth[H] = "Umman Kudu", 1
    assert everything(one) == everything(other)


def test_the_supporters_leaders_are_not_told():
    # V.3: "Players place one of their leaders face down next to the player shield"
    one, other = kanly(), kanly()
    other.fight.seconds = {E: Second(side=H, leader="Burseg"),
                           G: Second(side=A, leader="Master Bewt")}
    assert everything(one) == everything(other)
    (text,) = RULESET.board(one).messages
    assert "backed by 5 spice; supported by Emperor" in text
    assert "Bashar" not in text + RULESET.board(one).svg


def test_before_the_duel_the_supporters_and_a_backing_being_chosen_are_not_told():
    # V.2: the backing is chosen in secret; V.3: the sides are chosen in secret
    one, other = kanly(), kanly()
    for state in (one, other):
        state.fight.step, state.fight.turn, state.fight.moves = "seconds", None, 0
    other.fight.seconds = {E: Second(side=A, leader="Burseg")}
    other.fight.declined = [G]
    assert everything(one) == everything(other)
    assert "supported" not in RULESET.board(one).messages[0]
    for state in (one, other):
        state.fight.step, state.fight.backing = "backing", {}
    other.fight.pledges = {H: 7}
    assert everything(one) == everything(other)


def test_the_dueling_hands_are_not_told():
    # IV.3: "Players must keep their Dueling Cards secret"
    one, other = war(), war()
    one.dueling = DuelCards(hands={A: ["Attack In"], H: []})
    other.dueling = DuelCards(hands={A: ["Place Block", "Throwing Knife"], H: ["Attack Out"]})
    assert everything(one) == everything(other)


def test_the_picture_shows_the_public_arena():
    # V.7: a revealed leader shows its present value; V.2 backing; V.10 blocks; V.4 turns
    picture = RULESET.board(kanly())
    (text,) = picture.messages
    assert "Kanly duel: Atreides and Harkonnen" in text
    assert "Harkonnen to move: 2 moves left" in text
    assert "A=Atreides (alice): in sector O1; Duncan Idaho, worth 2; backed by 3 spice" in text
    assert "H=Harkonnen (bob): in sector I3; leader face down; backed by 5 spice" in text
    assert "Blocks in the arena: 2 of 6" in text
    map_lines = text.split("\n\n")[0]
    for label in ("A2", "H?", "$3", "$5", "O1", "I3"):
        assert label in map_lines
    assert map_lines.count("#") == 2
    for words in ("Duncan Idaho, worth 2", ">A2<", ">H?<", ">$5<", "Blocks in the arena"):
        assert words in picture.svg
    assert "Feyd" not in picture.svg + text


def test_an_attack_awaiting_its_answer_is_shown():
    # V.8: the attacked player may answer with a defence
    (text,) = RULESET.board(war()).messages
    assert "Fremen attacks Spacing Guild (Attack Left), who may defend" in text
    assert "F=Fremen (eve): in sector O5; Chani, worth 6" in text
    assert "War of Assassins" in text and "backed" not in text  # VI: no backing


def test_before_the_placing_the_leaders_are_not_in_the_arena():
    # V.2: leaders are chosen in secret, then placed
    state = kanly()
    fight = state.fight
    fight.step, fight.sectors, fight.revealed, fight.backing, fight.turn = (
        "leaders", {}, [], {}, None)
    (text,) = RULESET.board(state).messages
    assert "The fighters choose their leaders in secret" in text
    assert "A=Atreides (alice): not yet in the arena; leader face down" in text
    assert "<circle" not in arena_svg(arena_scene(state)).split('id="discs"')[1]


def test_each_public_change_of_the_arena_is_a_new_step_and_a_secret_one_is_not():
    state = kanly()
    seen = {RULESET.board_mark(state)}
    state.fight.sectors[H] = "I4"  # a move
    seen.add(RULESET.board_mark(state))
    state.fight.moves = 1
    seen.add(RULESET.board_mark(state))
    state.fight.blocks.append(("O3", "O4"))  # V.10 a block placed
    seen.add(RULESET.board_mark(state))
    state.fight.revealed.append(H)  # V.7 an attack reveals the attacker
    seen.add(RULESET.board_mark(state))
    assert len(seen) == 5 and len({step for step, _ in seen}) == 5
    before = RULESET.board_mark(state)
    state.fight.pledges[A] = 4
    state.fight.seconds[G] = Second(side=H, leader="Master Bewt")
    assert RULESET.board_mark(state) == before
    state.fight = None
    assert RULESET.board_mark(state)[1] == RULESET.board(state).key != before[1]


def test_the_arena_is_worded_in_every_language():
    words = {"it": ("Duello Kanly", "Muove", "Dentro", "leader coperto"),
             "fr": ("Duel Kanly", "Au tour de", "Int", "leader face cachée"),
             "pl": ("Pojedynek Kanly", "Ruch:", "Wewn", "przywódca zakryty")}
    for language, expected in words.items():
        picture = RULESET.board(kanly(), language=language)
        for word in expected:
            assert word in picture.svg + picture.messages[0], (language, word)
        assert not re.search(r"\b(In|Out|face down|to move)\b", picture.messages[0])


def test_the_first_outer_sector_is_at_the_bottom_and_right_runs_counter_clockwise():
    # V.4: leaders face the centre; the sector on a leader's Right is the next one
    # counter-clockwise, so O1 at the bottom has O2 on the screen's right
    places = wedges(ARENA)
    x1, y1 = places["O1"].middle
    x2, _ = places["O2"].middle
    assert abs(x1) < 1e-6 and y1 > 0 and x2 > 0
    assert places["I1"].r1 == pytest.approx(places["O1"].r0)  # I1 lies under O1
    assert (places["I1"].a0, places["I1"].a1) == (places["O1"].a0, places["O1"].a1)


def test_a_block_lies_on_the_straight_border_it_names():
    # V.10: "Place the block on any vertical border (straight line)"
    places = wedges(ARENA)
    drawn = border_path(places["O1"], places["O2"])
    assert drawn is not None
    d, (x, y) = drawn
    bx, by = point(1, places["O1"].a1)
    assert abs(x * by - y * bx) < 1e-6  # on the radial line at O1's Right edge
    assert d.startswith("M") and " L" in d
    assert border_path(places["O1"], places["O3"]) is None


def test_any_arena_of_the_spec_is_laid_out_and_drawn():
    # a group's own arena (arena_file): three outer sectors, three inner, one not walked to
    def sector(name, ring, **sides):
        return Sector(name=name, ring=ring, sides=sides)
    spec = ArenaSpec(origin="a test", sectors=(
        sector("a", "outer", right="b", left="c", **{"in": "x"}),
        sector("b", "outer", right="c", left="a", **{"in": "y"}),
        sector("c", "outer", right="a", left="b"),
        sector("x", "inner", out="a", right="y"),
        sector("y", "inner", out="b", left="x"),
        sector("z", "inner")), straight=(("a", "b"), ("x", "y")))
    assert ring_order(spec, "outer") == ["a", "b", "c"]
    assert ring_order(spec, "inner", "x") == ["x", "y", "z"]
    state = kanly()
    scene = arena_scene(state)
    svg = arena_svg(type(scene)(**{**{f: getattr(scene, f) for f in scene.__slots__},
                                   "arena": spec, "blocks": (("a", "b"),)}))
    assert svg.count('id="s-') == 6


@pytest.mark.parametrize("fight", [kanly, war])
def test_every_word_of_the_arena_comes_from_the_catalogue(fight):
    state = fight()
    seats = {p.seat for p in state.players.values()}
    found = [(surface, word) for surface, text in board_surfaces(RULESET, state)
             for word in unmarked(say(text, PSEUDO), seats)]
    assert not found


def test_a_dead_leader_leaves_the_arena_and_is_named():
    # V.7: a leader whose worth is gone is killed and goes to the Tanks (face up)
    state = war()
    state.fight.dead, state.fight.worth[G] = [G], 0
    (text,) = RULESET.board(state).messages
    assert "G=Spacing Guild (dan): in sector O4; leader killed" not in text
    assert "G=Spacing Guild (dan): leader killed; Esmar Tuek, worth 0" in text
    assert "G?" not in text.split("\n\n")[0] and "G0" not in text.split("\n\n")[0]
