"""The board's XML writer gives exactly the standard library's text: for whole boards in every
language (their territories' text written once and reused), and for the characters that
must be escaped in text and in attributes."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from engine.boards.arrakis.drawing import board_svg, board_tree
from engine.boards.arrakis.xml_text import markup, xml_text
from engine.rulesets.classic.view.picture import board_scene
from engine.rulesets.classic.view.scene import scene
from tests.classic.board_geometry import random_board
from tests.golden import crowded


@pytest.mark.parametrize("language", ["en", "it", "fr", "pl"])
@pytest.mark.parametrize("legend", [True, False])
def test_a_board_is_written_as_the_standard_library_writes_it(language: str,
                                                              legend: bool) -> None:
    for state in (crowded(), random_board(random.Random(7))):
        drawn = board_scene(scene(state))
        root = board_tree(drawn, legend=legend, language=language)
        ET.indent(root, space=" ")
        expected = ET.tostring(root, encoding="unicode")
        assert xml_text(root) == expected
        assert board_svg(drawn, legend=legend, language=language) == expected


def test_escapes_and_tails_are_the_standard_librarys() -> None:
    root = ET.Element("svg", {"a": 'x & y < z > "q"\r\n\t', "b": ""})
    child = ET.SubElement(root, "text", {"c": "1"})
    child.text = "A & B <C> \"D\"\r\n"
    child.tail = " & tail > "
    ET.SubElement(root, "g")
    root.tail = "<end>"
    assert xml_text(root) == ET.tostring(root, encoding="unicode")
    assert xml_text(root, {child: markup(child)}) == ET.tostring(root, encoding="unicode")


def test_indenting_as_it_writes_is_indenting_the_tree_first() -> None:
    root = ET.fromstring('<svg a="1"><g>  <title>T</title><text>x<title>n</title> tail </text>'
                         '<g><g /></g>kept</g><text>  </text>\n<rect /></svg>')
    written = xml_text(root, space=" ")
    nested = root[0][2]
    known = {nested: markup(nested, " ", 2)}
    ET.indent(root, space=" ")
    assert written == ET.tostring(root, encoding="unicode")
    assert xml_text(root, known, space=" ") == written
    assert xml_text(root, space=" ") == written  # an indented tree is written the same
