"""The words of a typed command: bare words, quoted values and `key=value` pairs.

One left-to-right pass, so reading a line costs time in proportion to its length. Quotes
(double or single) group words into one value: `"Tuek's Sietch"`, `kind='projectile weapon'`,
`what="Maula Pistol"`. A quote opens only at the start of a word (or right after `key=`) and
closes only before white space or the end of the line, so the apostrophe in `Tuek's` is a
letter. Inside quotes a backslash escapes a quote or a backslash; nothing else is special.
A quote that never closes is a letter too (`'cause`, `"Lasgun"?`): free text may hold any
quotes, and the command's parser takes a free-text value as typed (`Registry.parse`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

QUOTES = "\"'"
_BARE = re.compile(r"\S+")
_KEY = re.compile(r"([A-Za-z_][A-Za-z0-9_-]*)=")
_NEEDS_QUOTES = re.compile(r"""[\s"'=\\]""")


@dataclass(frozen=True, slots=True)
class Token:
    """One word or quoted value. `key` is set for `key=value`; `raw` is the text as typed,
    from index `start` of the line."""

    text: str
    raw: str
    key: str | None = None
    quoted: bool = False
    start: int = 0


def tokenize(line: str) -> list[Token]:
    """Split a line into tokens (never fails: an unclosed quote is read as a letter)."""
    tokens: list[Token] = []
    i, n = 0, len(line)
    while i < n:
        if line[i].isspace():
            i += 1
            continue
        key_match = _KEY.match(line, i)
        value_at = key_match.end() if key_match else i
        closed = _quoted(line, value_at) if value_at < n and line[value_at] in QUOTES else None
        if closed is not None:
            text, end = closed
            key = key_match[1] if key_match else None
            tokens.append(Token(text, line[i:end], key, quoted=True, start=i))
        else:
            end = _BARE.match(line, i).end()  # type: ignore[union-attr]
            word = line[i:end]
            if key_match:
                tokens.append(Token(word[key_match.end() - i:], word, key_match[1], start=i))
            else:
                tokens.append(Token(word, word, start=i))
        i = end
    return tokens


def split_commands(line: str) -> list[str]:
    """The commands of a line that holds several, split at each `;` or line break outside
    quotes (`pass; bid 3`; in `"a;b"` the `;` is the value's; a message of lines is a batch
    too): each stripped, empty ones left out.
    A quote here also closes before a `;`, so `"Great Flat"; pass` is two commands."""
    parts, start, i, n = [], 0, 0, len(line)
    while i < n:
        opens = line[i] in QUOTES and (i == 0 or line[i - 1].isspace() or line[i - 1] in "=;")
        closed = _quoted(line, i, also_before=";\n") if opens else None
        if closed is not None:
            i = closed[1]
            continue
        if line[i] in ";\n":
            parts.append(line[start:i])
            start = i + 1
        i += 1
    parts.append(line[start:])
    return [p.strip() for p in parts if p.strip()]


def _quoted(line: str, start: int, also_before: str = "") -> tuple[str, int] | None:
    """The value of the quoted group opening at `start` and the index just after it; None
    when the quote never closes (before white space, the end, or one of `also_before`)."""
    quote, out, i, n = line[start], [], start + 1, len(line)
    while i < n:
        c = line[i]
        if c == "\\" and i + 1 < n and line[i + 1] in (quote, "\\"):
            out.append(line[i + 1])
            i += 2
            continue
        if c == quote and (i + 1 == n or line[i + 1].isspace() or line[i + 1] in also_before):
            return "".join(out), i + 1
        out.append(c)
        i += 1
    return None


def quote(text: str) -> str:
    """`text` as one token that `tokenize` reads back unchanged (quoted only when needed: a
    word beginning with `#` too, which a line would read as the start of a comment)."""
    if text and not _NEEDS_QUOTES.search(text) and not text.startswith("#"):
        return text
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
