"""What Diuna players may type for a leader's or a card's name beyond its printed form.

Diuna's leaders are the classic cast's (data.py), so the 1979 player aid pad's spellings of
them serve ("Cpt. Nefud", "Thurfir Hawat"), with the novel's fuller names and the titles a
name may be typed without that every game shares (engine/core/people.py). Territories are
looked up by data.territory.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.core import names
from engine.core.people import NOVEL_NAMES, TITLES

SPELLINGS: dict[str, str] = {
    # The 1979 player aid pad's spellings of these leaders and of the Lasgun.
    "Thurfir Hawat": "Thufir Hawat",
    "Cpt. Nefud": "Captain Iakin Nefud",
    "Cpt. Aramsham": "Captain Aramsham",
    "Ortheym": "Otheym",
    "Lasegun": "Lasgun",
}


def resolve_name(text: str, candidates: Iterable[str], what: str, *,
                 aliases: Mapping[str, str] | None = None) -> str:
    """The one of `candidates` that `text` means, with these spellings and titles (see
    engine/core/names.py); UnknownName saying why not."""
    return names.resolve_name(text, candidates, what, titles=TITLES,
                              aliases={**NOVEL_NAMES, **SPELLINGS, **(aliases or {})})
