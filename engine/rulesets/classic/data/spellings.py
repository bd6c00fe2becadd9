"""What classic players may type for a name beyond its printed form: the player aid pad's
and the rulebook's other spellings, the novel's fuller names and leaders' titles that every
game shares (engine/core/people.py), the board's abbreviations and the Italian edition's
territory names; `resolve_name` and `resolve_territory` look names up with all of them.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from engine.boards.arrakis.names import ITALIAN, ITALIAN_WHOLE_ONLY, territory_aliases
from engine.boards.arrakis.territories import TERRITORIES
from engine.core import names
from engine.core.names import Aliases
from engine.core.people import NOVEL_NAMES, TITLES
from engine.core.words import CATALOGUE, term

PAD_SPELLINGS: dict[str, str] = {
    # The player aid pad's LEADERS lists (shared/seeds/classic-1979-rules-en.txt), where they
    # differ from the names above by more than spaces and punctuation.
    "Thurfir Hawat": "Thufir Hawat",
    "Cpt. Nefud": "Captain Iakin Nefud",
    "Cpt. Aramsham": "Captain Aramsham",
    "Ortheym": "Otheym",
    "Lady Fenring": "Margot Lady Fenring",
}

RULEBOOK_SPELLINGS: dict[str, str] = {
    # Other spellings of card names in shared/seeds/classic-1979-rules-en.txt (by more
    # than spaces and punctuation: "Lase gun" reads as "Lasegun").
    "Lasegun": "Lasgun",
}


KINDS = {"card": "classic-card", "leader": "classic-leader", "faction": "classic-faction"}
"""The catalogue's kind of each name a player types (data/words.py)."""


def resolve_name(text: str, candidates: Iterable[str], what: str, *,
                 aliases: dict[str, str] | None = None,
                 whole_only: frozenset[str] = frozenset()) -> str:
    """The one of `candidates` that `text` means, with classic's spellings and titles (see
    engine/core/names.py), and the catalogue's name of it in every language (`Pistola
    laser`, `Gilda Spaziale`, `Hrabia Fenring`); UnknownName saying why not."""
    candidates = dict.fromkeys(candidates)
    if text in candidates:  # as printed (every command a button or a replay sends): the
        return text         # merged spellings below are built only for a typed name
    spoken = catalogue_aliases(what)
    return names.resolve_name(text, candidates, what, titles=TITLES,
                              whole_only=whole_only | spoken.whole_only,
                              aliases={**spoken, **NOVEL_NAMES, **PAD_SPELLINGS,
                                       **RULEBOOK_SPELLINGS, **(aliases or {})})


@functools.cache
def catalogue_aliases(what: str) -> Aliases:
    """Every language's name of each card, leader or faction (alias -> printed name), from
    the catalogue (words.ftl). A name that would change what an English name, or a prefix
    or small typo of one, names counts only typed whole (`Pistolet laser`, whose "pistol"
    is Maula Pistol's too)."""
    kind = KINDS.get(what)
    if kind is None:
        return Aliases({})
    printed = _printed(what)
    out = {words: name for name in printed
           for words in CATALOGUE.names(term(kind, name).id).values() if words != name}
    whole = frozenset(alias for alias, name in out.items()
                      if _would_confuse(alias, name, printed))
    return Aliases(out, whole)


PRINTED: dict[str, list[str]] = {}
"""The printed names of each kind, registered by the modules that define them (cards.py,
leaders.py, factions.py import this one, not the other way round)."""


def register(what: str, names: Iterable[str]) -> None:
    """The printed names of a kind (`card`, `leader`, `faction`), for `catalogue_aliases`."""
    PRINTED.setdefault(what, []).extend(n for n in names if n not in PRINTED.get(what, ()))
    catalogue_aliases.cache_clear()


def _printed(what: str) -> list[str]:
    return PRINTED.get(what, [])


def _would_confuse(alias: str, name: str, printed: list[str]) -> bool:
    """Whether a word of `alias` begins like, or is a small typo of, a word of another
    printed name (or of its English spellings)."""
    others = [n for n in printed if n != name]
    others += [a for a, n in {**NOVEL_NAMES, **PAD_SPELLINGS, **RULEBOOK_SPELLINGS}.items()
               if n in others]
    theirs = {t for n in others for t in names._word_tails(n)}
    own = {t for n in [name, *(a for a, n in NOVEL_NAMES.items() if n == name)]
           for t in names._word_tails(n)}
    for tail in names._word_tails(alias):
        if tail in own:
            continue
        for other in theirs:
            if tail[:3] == other[:3] or names.distance(
                    tail, other, names.typos_allowed(tail)) <= names.typos_allowed(tail):
                return True
    return False


TERRITORY_ALIASES: dict[str, str] = territory_aliases(ITALIAN)
"""The maps' abbreviations and the Italian names: classic is also played from the Italian
edition, whose players type its names (`ship 3 muro scudo`). None changes what an English
name or abbreviation, or a prefix or small typo of one, names; the sietches' names count
only whole for that (ITALIAN_WHOLE_ONLY; tests/classic/test_italian_names.py)."""


@functools.lru_cache(maxsize=1024)
def resolve_territory(text: str) -> str:
    """The territory `text` names: its name, a map abbreviation, an Italian name, or see
    resolve_name. Kept per typed text (the names and spellings are the board's, fixed):
    a command's territory is read again each time its game is replayed, and a name typed
    otherwise than printed built the whole index of spellings each time; a name that
    names nothing raises, and is not kept."""
    return resolve_name(text, TERRITORIES, "territory", aliases=TERRITORY_ALIASES,
                        whole_only=ITALIAN_WHOLE_ONLY)
