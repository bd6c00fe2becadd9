"""The pseudo-language of the tests: every word of the English catalogue between marks.

Only the catalogue's own text is marked, not the arguments put into it, so in a game played
in the pseudo-language any letters outside the marks came from somewhere else: a player's
name, a typed command, or a string that never went through the catalogue (`unmarked`).
"""

from __future__ import annotations

import re

from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.visitor import Transformer

OPEN, CLOSE = "⟦", "⟧"


class _Mark(Transformer):
    def visit_Message(self, node: ast.Message) -> ast.Message:
        if node.value is not None:
            self.generic_visit(node.value)
        return node

    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        if node.value.strip():
            lead = node.value[: len(node.value) - len(node.value.lstrip())]
            trail = node.value[len(node.value.rstrip()):]
            node.value = f"{lead}{OPEN}{node.value.strip()}{CLOSE}{trail}"
        return node


def pseudo_source(source: str) -> str:
    """An English Fluent file with every message's own words marked (attributes, such as a
    word's gender, are left as they are)."""
    resource = FluentParser(with_spans=False).parse(source)
    return FluentSerializer().serialize(_Mark().visit(resource))


_QUOTED = re.compile(r"`[^`]*`|\b[a-z_]+=[^\s,;]+")
_WORD = re.compile(r"[^\W\d_]{2,}")
_NUMERAL = re.compile(r"[IVXL]+")


def unmarked(text: str, allowed: set[str] = frozenset()) -> list[str]:
    """The words of `text` that came from no catalogue message: what is left once the
    marked words, the quoted commands (`pass`, marked or not) and options as typed
    (`open_spice=yes`), the `allowed` words
    (players' names) and Roman numerals (a rule's section) are taken out."""
    plain, marked, inside = [], [], False
    for c in text:
        if c in (OPEN, CLOSE):
            inside = c == OPEN
            continue
        plain.append(c)
        marked.append(inside)
    flat = "".join(plain)
    for quote in _QUOTED.finditer(flat):
        marked[quote.start():quote.end()] = [True] * (quote.end() - quote.start())
    rest = "".join(" " if m else c for c, m in zip(flat, marked, strict=True))
    folded = {a.casefold() for a in allowed}
    return [w for w in _WORD.findall(rest)
            if w.casefold() not in folded and not _NUMERAL.fullmatch(w)]
