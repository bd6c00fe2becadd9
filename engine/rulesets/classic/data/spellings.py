"""What classic players may type for a name beyond its printed form: the player aid pad's
and the rulebook's other spellings, the novel's fuller names, leaders' titles, and the
board's abbreviations; `resolve_name` and `resolve_territory` look names up with all of them.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.boards.arrakis.names import territory_aliases
from engine.boards.arrakis.territories import TERRITORIES
from engine.core import names

PAD_SPELLINGS: dict[str, str] = {
    # The player aid pad's LEADERS lists (shared/seeds/classic-1979-rules-en.txt), where they
    # differ from the names above by more than spaces and punctuation.
    "Thurfir Hawat": "Thufir Hawat",
    "Cpt. Nefud": "Captain Iakin Nefud",
    "Cpt. Aramsham": "Captain Aramsham",
    "Ortheym": "Otheym",
    "Lady Fenring": "Margot Lady Fenring",
    # Fuller names from Frank Herbert's novel Dune, which players also use.
    "Wellington Yueh": "Dr. Yueh",
    "Glossu Rabban": "Beast Rabban",
    "Hasimir Fenring": "Count Fenring",
}

TITLES: frozenset[str] = frozenset({
    # Titles on the pad, and their usual abbreviations: a player may leave one out or use
    # another ("Capt. Nefud", "Doctor Yueh", "Nefud").
    "captain", "capt", "cpt", "dr", "doctor", "count", "lady", "master", "mother",
    "princess", "shadout", "beast",
})


RULEBOOK_SPELLINGS: dict[str, str] = {
    # Other spellings of card names in shared/seeds/classic-1979-rules-en.txt (by more
    # than spaces and punctuation: "Lase gun" reads as "Lasegun").
    "Lasegun": "Lasgun",
}


def resolve_name(text: str, candidates: Iterable[str], what: str, *,
                 aliases: dict[str, str] | None = None) -> str:
    """The one of `candidates` that `text` means, with classic's spellings and titles (see
    engine/core/names.py); UnknownName saying why not."""
    return names.resolve_name(text, candidates, what, titles=TITLES,
                              aliases={**PAD_SPELLINGS, **RULEBOOK_SPELLINGS, **(aliases or {})})


def resolve_territory(text: str) -> str:
    """The territory `text` names: its name, a map abbreviation, or see resolve_name."""
    return resolve_name(text, TERRITORIES, "territory", aliases=territory_aliases())
