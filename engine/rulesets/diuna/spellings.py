"""What Diuna players may type for a leader's or a card's name beyond its printed form.

Diuna's leaders are the classic cast's (data.py), so the same other spellings serve: the
1979 player aid pad's ("Cpt. Nefud", "Thurfir Hawat"), the novel's fuller names, and the
titles a name may be typed without. Territories are looked up by data.territory.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.core import names

SPELLINGS: dict[str, str] = {
    # The 1979 player aid pad's spellings of these leaders and of the Lasgun.
    "Thurfir Hawat": "Thufir Hawat",
    "Cpt. Nefud": "Captain Iakin Nefud",
    "Cpt. Aramsham": "Captain Aramsham",
    "Ortheym": "Otheym",
    "Lasegun": "Lasgun",
    # Fuller names from Frank Herbert's novel Dune, which players also use.
    "Wellington Yueh": "Dr. Yueh",
    "Glossu Rabban": "Beast Rabban",
    "Hasimir Fenring": "Count Fenring",
}

TITLES: frozenset[str] = frozenset({
    # Titles and their usual abbreviations: a player may leave one out or use another
    # ("Capt. Nefud", "Doctor Yueh", "Nefud").
    "captain", "capt", "cpt", "dr", "doctor", "count", "lady", "master", "mother",
    "princess", "shadout", "beast",
})


def resolve_name(text: str, candidates: Iterable[str], what: str, *,
                 aliases: Mapping[str, str] | None = None) -> str:
    """The one of `candidates` that `text` means, with these spellings and titles (see
    engine/core/names.py); UnknownName saying why not."""
    return names.resolve_name(text, candidates, what, titles=TITLES,
                              aliases={**SPELLINGS, **(aliases or {})})
