"""The board picture and the text views: they fit Discord, name what lies on the map, speak
every language, and `look` answers the asking seat alone and changes nothing."""

from __future__ import annotations

import pytest

from engine.core import EventLog, RuleError
from engine.core.words import LANGUAGES, say
from engine.render.text import render_text
from engine.rulesets.santini import flow, hexes, view_text
from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.look import Look
from engine.rulesets.santini.state import Work
from engine.rulesets.santini.view_board import board_svg

from .helpers_map import game, put

LIMIT = 2000


def position():
    """Mesa Sietch fortified with a platform and three Imperial infantry; two Harkonnen
    infantry in Carthag under storm 2; spice 2 and 3 in 0512; a Fremen worm with two
    infantry in 1515; atomics in Arrakeen."""
    state = game()
    put(state, Faction.EMPEROR, Kind.INFANTRY, "0206", 3)
    put(state, Faction.HARKONNEN, Kind.INFANTRY, "2701", 2)
    put(state, Faction.FREMEN, Kind.WORM, "1515")
    put(state, Faction.FREMEN, Kind.INFANTRY, "1515", 2)
    state.storms[1].hex = "2701"
    state.spice["0512"] = [2, 3]
    state.fortifications["0206"] = Work(faction=Faction.EMPEROR, done=True)
    state.platforms["0206"] = Work(faction=Faction.EMPEROR, done=True)
    state.atomics.append("2201")
    return state


def crowded():
    """A counter of each faction in turn on every other hex of the map: far more than
    one message holds."""
    state = game()
    factions = list(Faction)
    for i, hex_ in enumerate(hexes.all_hexes()[::2]):
        put(state, factions[i % 4], Kind.INFANTRY, hex_)
        state.spice[hex_] = [1 + i % 3]
    return state


def test_the_compact_board_names_storms_spice_stacks_works_and_worms() -> None:
    text = view_text.board(position(), language="en").messages[0]
    assert "2701 Carthag Hx2 storm 2" in text
    assert "0512 spice 2+3" in text
    assert "0206 Mesa Sietch Ex3 fortification (Emperor) platform (Emperor)" in text
    assert "1515 Fx2 worm" in text
    assert "2201 Arrakeen atomics" in text
    assert text.startswith("```\nTurn 1 of 30:")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_compact_board_of_a_crowded_map_fits_one_message_in_every_language(
        language: str) -> None:
    messages = view_text.board(crowded(), language=language).messages
    assert len(messages) == 1
    assert len(messages[0]) <= LIMIT
    assert messages[0].rstrip("`\n").splitlines()[-1].startswith("(+")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_detailed_board_is_one_message_a_sheet_within_the_limit(language: str) -> None:
    messages = view_text.board(crowded(), detail=True, language=language).messages
    assert len(messages) == 6
    assert all(len(m) <= LIMIT and m.startswith("```") for m in messages)


def test_a_sheets_text_map_shows_stacks_cities_and_its_birth_hexes() -> None:
    text = "\n".join(say(i) for i in view_text.sheet_view(position(), 3))
    assert "H2" in text and "#" in text and "Key:" in text
    text = "\n".join(say(i) for i in view_text.sheet_view(position(), 1))
    assert "E3" in text and "Spice births (d12): 1:0101 2:0104" in text


def test_the_board_speaks_polish() -> None:
    text = view_text.board(position(), language="pl").messages[0]
    assert "burza 2" in text and "przyprawa 2+3" in text and "Tura 1 z 30" in text


def test_the_svg_names_cities_storms_and_counts_and_stays_small() -> None:
    svg = board_svg(position(), "it")
    assert "Mesa Sietch" in svg and "@2" in svg and "Turno 1 di 30" in svg
    assert "#7B3FA0" in svg and "#C0392B" in svg and "#2C6FBF" in svg
    assert len(svg.encode()) < 400_000


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_text_renderer_reads_the_svg_in_every_language(language: str) -> None:
    picture = str(render_text(board_svg(position(), language), 150))
    assert "Carthag" in picture and "^" in picture


def test_the_board_key_changes_when_a_hand_grows_but_not_its_contents_secretly() -> None:
    state = position()
    before = view_text.key(state)
    hand = state.players["hana"].hand
    hand.append("Karama")
    grown = view_text.key(state)
    hand[0] = "Voce"
    assert before != grown == view_text.key(state)


def look(state, seat: str, command: Look) -> EventLog:
    log = EventLog()
    flow.play(state, seat, command, log)
    return log


def test_look_answers_the_asking_seat_alone_and_changes_nothing() -> None:
    state = position()
    before = state.model_dump_json()
    log = look(state, "fred", Look(what="around", where="1515", radius=2))
    assert state.model_dump_json() == before
    assert [e.audience for e in log.events] == ["seat:fred"]
    text = say(log.events[0].text, "fr")
    assert text.startswith("```") and "Autour de 1515" in text and len(text) <= LIMIT


@pytest.mark.parametrize("language", LANGUAGES)
def test_look_at_a_crowded_sheet_fits_one_message(language: str) -> None:
    log = look(crowded(), "hana", Look(what="sheet", where="2"))
    assert len(say(log.events[0].text, language)) <= LIMIT


def test_look_stacks_of_one_faction_lists_its_counters_with_their_kind() -> None:
    log = look(position(), "ema", Look(what="stacks", where="fremen"))
    text = say(log.events[0].text)
    assert "1515:" in text and "F1" in text and "E1" not in text


@pytest.mark.parametrize("command,words", [
    (Look(what="sheet", where="7"), "no sheet 7"),
    (Look(what="around", where="3721"), "not a hex"),
    (Look(what="around", where="0512", radius=9), "too many"),
    (Look(what="stacks", where="guild"), "not a faction"),
])
def test_a_bad_look_is_refused_and_changes_nothing(command: Look, words: str) -> None:
    state = position()
    before = state.model_dump_json()
    with pytest.raises(RuleError) as caught:
        look(state, "aldo", command)
    assert words in say(caught.value.words)
    assert state.model_dump_json() == before
