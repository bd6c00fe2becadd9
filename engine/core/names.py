"""Forgiving lookup of typed names (leaders, cards, territories, factions), for any game.

A player types what is printed on the pad or what they remember: "Cpt. Nefud", "feyd rautha",
"thufir", "Thurfir Hawat", "tueks sietch". The lookup ignores case, punctuation, spaces and a
leading "the"; accepts another printed spelling (an alias), a unique prefix of any word on,
a name without its title, and a small typo. It never picks silently between two names: when
a typed name fits several, the error lists them and asks which.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping

from .errors import excerpt
from .words import Say, T, joined, say, term


class Aliases(dict[str, str]):
    """Other spellings (alias -> name) that know which of them count only typed whole:
    `resolve_name` adds `whole_only` to its own, so a game passing the board's aliases
    gets their rule too."""

    def __init__(self, spellings: Mapping[str, str], whole_only: frozenset[str] = frozenset()
                 ) -> None:
        super().__init__(spellings)
        self.whole_only = frozenset(whole_only)


class UnknownName(ValueError):
    """A typed name that matches nothing (or too many things); the message suggests names.
    `words` is the message (a catalogue `Text`), `str()` its English words."""

    def __init__(self, message: Say) -> None:
        self.words: Say = message
        super().__init__(message)

    def __str__(self) -> str:
        return say(self.words)


SUGGEST_UP_TO = 64
"""Longest typed key compared for "did you mean" (names are far shorter)."""


def normalise(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _words(text: str) -> list[str]:
    return [w.lower() for w in re.findall(r"[A-Za-z0-9]+", text)]


def _word_tails(name: str) -> list[str]:
    """ "Dr. Yueh" -> ["dryueh", "yueh"]: a name may be typed from any of its words on."""
    words = _words(name)
    return ["".join(words[i:]) for i in range(len(words))]


def typos_allowed(key: str) -> int:
    """Letters that may be wrong, missing, extra or swapped: none in a short name."""
    return 0 if len(key) < 4 else 1 if len(key) < 8 else 2


def distance(a: str, b: str, limit: int) -> int:
    """Edits (insert, delete, change, swap two neighbours) from a to b; limit + 1 once it is
    clear there are more than `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before: list[int] | None = None
    row = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        new = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            new[j] = min(new[j - 1] + 1, row[j] + 1, row[j - 1] + cost)
            if before is not None and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                new[j] = min(new[j], before[j - 2] + 1)
        if min(new) > limit:
            return limit + 1
        before, row = row, new
    return row[-1]


class _Index:
    """The spellings of a set of names: each name, its aliases, and their keys."""

    def __init__(self, names: list[str], aliases: Mapping[str, str],
                 whole_only: frozenset[str] = frozenset()) -> None:
        self.names = names
        self.spellings: dict[str, list[str]] = {n: [n] for n in names}
        # The spellings that also count from a word on and a typo away: all but the aliases
        # that count only whole and as spelled.
        self.loose: dict[str, list[str]] = {n: [n] for n in names}
        for alias, name in aliases.items():
            if name in self.spellings:
                self.spellings[name].append(alias)
                if alias not in whole_only:
                    self.loose[name].append(alias)

    def keys(self, name: str, *, loose: bool = False) -> set[str]:
        """Whole-name keys: each spelling (each loose one), and without a leading "the"."""
        out = set()
        for spelling in (self.loose if loose else self.spellings)[name]:
            key = normalise(spelling)
            out.add(key)
            if spelling.lower().startswith("the "):
                out.add(key[3:])
        return out

    def exact(self, key: str) -> list[str]:
        return [n for n in self.names if key in self.keys(n)]

    def prefixed(self, key: str) -> list[str]:
        return [n for n in self.names
                if any(t.startswith(key) for s in self.loose[n] for t in _word_tails(s))]

    def near(self, key: str) -> list[str]:
        """Names one of whose spellings, word tails or words is a small typo away, nearest
        first."""
        limit = typos_allowed(key)
        if not limit or len(key) > SUGGEST_UP_TO:
            return []
        found: dict[str, int] = {}
        for n in self.names:
            forms = self.keys(n, loose=True) \
                | {t for s in self.loose[n] for t in _word_tails(s)} \
                | {w for s in self.loose[n] for w in _words(s)}
            best = min(distance(key, f, limit) for f in forms)
            if best <= limit:
                found[n] = best
        return sorted(found, key=found.__getitem__)

    def similar(self, key: str) -> list[str]:
        """Looser suggestions for a name that matched nothing."""
        if not key or len(key) > SUGGEST_UP_TO:
            return []
        forms = {k: n for n in self.names for k in self.keys(n)}
        close = difflib.get_close_matches(key, list(forms), n=5, cutoff=0.6)
        return list(dict.fromkeys(forms[c] for c in close))


def resolve_name(text: str, names: Iterable[str], what: Say, *,
                 aliases: Mapping[str, str] | None = None,
                 titles: frozenset[str] = frozenset(),
                 whole_only: frozenset[str] = frozenset(), kind: str = "") -> str:
    """The one name of `names` that `text` means; raises UnknownName saying why not.

    Tried in order, each first as typed and then without a title ("Cpt.", "Dr."): the whole
    name or another spelling of it, a unique prefix of any word on, then a unique name a
    small typo away. `what` is what a name names, as a refusal says it (`territory`, or a
    game's Text); `kind`, when given, is the catalogue kind of the names (`territory`), so
    a refusal lists them in the reader's language (`term(kind, name)`). `aliases` are the
    game's other spellings (alias -> name); an alias counts only when the name it stands
    for is one of `names`. `titles` are the words a
    game's names may be typed without ("captain", "dr"). `whole_only` are aliases that count
    only typed whole and as spelled (case, spaces and punctuation aside), never from a word
    on nor a typo away, so they change what no other typed name means: an alias whose words
    begin a printed name's ("Sietch Tuek" beside "Sietch Tabr") would otherwise make a
    prefix that named one thing ("sietcht") name two, and a typo of it ("sietch tubr") fit
    both.
    """
    unique = dict.fromkeys(names)
    whole_only = whole_only | getattr(aliases, "whole_only", frozenset())
    if text in unique:  # as printed: what buttons and menus send, with no index to build
        return text
    index = _Index(list(unique), aliases or {}, whole_only)
    shown = excerpt(text)
    keys = _keys(text, titles)
    for stage in (index.exact, index.prefixed):
        for key in keys:
            found = stage(key)
            if stage == index.exact and found:
                return found[0]  # several exact matches are spellings of one thing
            if len(found) == 1:
                return found[0]
            if found:
                raise UnknownName(T("core-name-could-be", typed=shown, names=_list(found, kind),
                                    what=what))
    near = list(dict.fromkeys(n for key in keys for n in index.near(key)))
    if len(near) == 1:
        return near[0]
    if near:
        raise UnknownName(T("core-name-unknown-near", typed=shown, names=_list(near, kind),
                            what=what))
    suggestions = index.similar(keys[0]) if keys else []
    if suggestions:
        raise UnknownName(T("core-name-unknown-near", typed=shown,
                            names=_list(suggestions, kind, 5), what=what))
    raise UnknownName(T("core-name-unknown", typed=shown, what=what))


def _keys(text: str, titles: frozenset[str]) -> list[str]:
    """The typed key, then the key without title words (when that leaves something)."""
    key = normalise(text)
    words = _words(text)
    untitled = "".join(w for w in words if w not in titles)
    keys = [k for k in (key, untitled) if k]
    return list(dict.fromkeys(keys))


def _list(names: list[str], kind: str = "", most: int = 6) -> Say:
    """The first `most` names, each a game word of `kind` when one is given."""
    if not kind:
        return ", ".join(names[:most])
    return joined([term(kind, n) for n in names[:most]], ", ")
