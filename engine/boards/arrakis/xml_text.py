"""The board's element tree as XML text, as `ET.tostring(root, encoding="unicode")` writes it.

The standard library's writer is generic (namespaces, comments, qualified names looked up for
every tag and attribute) and took a third of a board's drawing. The drawing's trees hold
none of that: plain tags and string attributes only, so a direct writer gives the same text
in a fraction of the time, and a subtree the same in every picture (the territories) is
written once and its text reused.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from xml.sax.saxutils import escape


def xml_text(root: ET.Element, written: Mapping[ET.Element, str] | None = None) -> str:
    """`root` as XML text; an element in `written` is given by that text (its `markup`),
    for subtrees whose text is already known."""
    out: list[str] = []
    _write(root, out, written or {})
    if root.tail:
        out.append(_characters(root.tail))
    return "".join(out)


def markup(element: ET.Element) -> str:
    """`element` as XML text without its tail: what `xml_text` takes as a known subtree."""
    out: list[str] = []
    _write(element, out, {})
    return "".join(out)


def _write(element: ET.Element, out: list[str], written: Mapping[ET.Element, str]) -> None:
    known = written.get(element)
    if known is not None:
        out.append(known)
        return
    tag = element.tag
    out.append("<" + tag)
    for key, value in element.items():
        out.append(f' {key}="{_attribute(value)}"')
    if not element.text and not len(element):
        out.append(" />")
        return
    out.append(">")
    if element.text:
        out.append(_characters(element.text))
    for child in element:
        _write(child, out, written)
        if child.tail:
            out.append(_characters(child.tail))
    out.append(f"</{tag}>")


def _characters(text: str) -> str:
    """Character data escaped as the standard library escapes it; most of a board's text
    has nothing to escape, and one search finds that faster than escaping."""
    if _TEXT_SPECIAL.search(text) is None:
        return text
    return escape(text)


_TEXT_SPECIAL = re.compile("[&<>]")


_ATTRIBUTE_ENTITIES = {'"': "&quot;", "\r": "&#13;", "\n": "&#10;", "\t": "&#09;"}
"""What an attribute escapes beyond character data: line ends and tabs as character
references, so they survive being parsed back."""


_ATTRIBUTE_SPECIAL = re.compile('[&<>"\r\n\t]')


def _attribute(value: str) -> str:
    """An attribute value escaped as the standard library escapes it (most have nothing to
    escape: escaping them anyway was half of writing a board)."""
    if _ATTRIBUTE_SPECIAL.search(value) is None:
        return value
    return escape(value, _ATTRIBUTE_ENTITIES)
