"""What classic players may type for a name beyond its printed form: the player aid pad's
and the rulebook's other spellings, the novel's fuller names and leaders' titles that every
game shares (engine/core/people.py), the board's abbreviations and the Italian edition's
territory names; `resolve_name` and `resolve_territory` look names up with all of them.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.boards.arrakis.names import ITALIAN, ITALIAN_WHOLE_ONLY, territory_aliases
from engine.boards.arrakis.territories import TERRITORIES
from engine.core import names
from engine.core.people import NOVEL_NAMES, TITLES

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


def resolve_name(text: str, candidates: Iterable[str], what: str, *,
                 aliases: dict[str, str] | None = None,
                 whole_only: frozenset[str] = frozenset()) -> str:
    """The one of `candidates` that `text` means, with classic's spellings and titles (see
    engine/core/names.py); UnknownName saying why not."""
    return names.resolve_name(text, candidates, what, titles=TITLES, whole_only=whole_only,
                              aliases={**NOVEL_NAMES, **PAD_SPELLINGS, **RULEBOOK_SPELLINGS,
                                       **(aliases or {})})


TERRITORY_ALIASES: dict[str, str] = territory_aliases(ITALIAN)
"""The maps' abbreviations and the Italian names: classic is also played from the Italian
edition, whose players type its names (`ship 3 muro scudo`). None changes what an English
name or abbreviation, or a prefix or small typo of one, names; the sietches' names count
only whole for that (ITALIAN_WHOLE_ONLY; tests/classic/test_italian_names.py)."""


def resolve_territory(text: str) -> str:
    """The territory `text` names: its name, a map abbreviation, an Italian name, or see
    resolve_name."""
    return resolve_name(text, TERRITORIES, "territory", aliases=TERRITORY_ALIASES,
                        whole_only=ITALIAN_WHOLE_ONLY)
