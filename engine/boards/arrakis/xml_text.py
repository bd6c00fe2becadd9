"""The board's element tree as XML text, as `ET.tostring(root, encoding="unicode")` writes it.

The standard library's writer is generic (namespaces, comments, qualified names looked up for
every tag and attribute) and took a third of a board's drawing. The drawing's trees hold
none of that: plain tags and string attributes only, so a direct writer gives the same text
in a fraction of the time, and a subtree the same in every picture (the territories) is
written once and its text reused. It also indents as `ET.indent` would have indented the
tree first, without changing the tree (indenting it was a walk of its own, over a map group
the text map shares).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Mapping
from xml.sax.saxutils import escape


def xml_text(root: ET.Element, written: Mapping[ET.Element, str] | None = None,
             space: str | None = None) -> str:
    """`root` as XML text, indented by `space` a level as `ET.indent(root, space)` indents
    (not indented when None); an element in `written` is given by that text (its `markup`
    at its level), for subtrees whose text is already known."""
    out: list[str] = []
    _write(root, out, written or {}, space, 0)
    if root.tail:
        out.append(_characters(root.tail))
    return "".join(out)


def markup(element: ET.Element, space: str | None = None, level: int = 0) -> str:
    """`element` as XML text without its tail, indented as it is at `level` of a document:
    what `xml_text` takes as a known subtree."""
    out: list[str] = []
    _write(element, out, {}, space, level)
    return "".join(out)


def _write(element: ET.Element, out: list[str], written: Mapping[ET.Element, str],
           space: str | None, level: int) -> None:
    known = written.get(element)
    if known is not None:
        out.append(known)
        return
    tag = element.tag
    out.append("<" + tag)
    for key, value in element.items():
        out.append(f' {key}="{_attribute(value)}"')
    text = element.text
    if not len(element):  # ET.indent leaves a leaf's text as it is
        if text:
            out.append(f">{_characters(text)}</{tag}>")
        else:
            out.append(" />")
        return
    if space is not None and (not text or not text.strip()):
        text = "\n" + space * (level + 1)
    out.append(">")
    if text:
        out.append(_characters(text))
    last = element[-1]
    for child in element:
        _write(child, out, written, space, level + 1)
        tail = child.tail
        if space is not None and (not tail or not tail.strip()):
            tail = "\n" + space * (level + (child is not last))
        if tail:
            out.append(_characters(tail))
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
