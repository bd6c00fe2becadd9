"""What Diuna players may type for a leader's or a card's name beyond its printed form.

Diuna's leaders are the classic cast's (data.py), so the 1979 player aid pad's spellings of
them serve ("Cpt. Nefud", "Thurfir Hawat"), with the novel's fuller names and the titles a
name may be typed without that every game shares (engine/core/people.py). Territories are
looked up by data.territory.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache

from engine.core import names
from engine.core.people import NOVEL_NAMES, TITLES
from engine.core.words import CATALOGUE

SPELLINGS: dict[str, str] = {
    # The 1979 player aid pad's spellings of these leaders and of the Lasgun.
    "Thurfir Hawat": "Thufir Hawat",
    "Cpt. Nefud": "Captain Iakin Nefud",
    "Cpt. Aramsham": "Captain Aramsham",
    "Ortheym": "Otheym",
    "Lasegun": "Lasgun",
}


@cache
def translated() -> dict[str, str]:
    """Every language's name of the reconstructed leaders and cards (the catalogue's
    `diuna-leader-*` and `diuna-card-*` terms) -> its name: a player types any of them,
    whatever the game's language."""
    found: dict[str, str] = {}
    for kind in ("diuna-leader-", "diuna-card-"):
        for id in CATALOGUE.ids(kind):
            words = CATALOGUE.names(id)
            for word in words.values():
                if word != words["en"]:
                    found.setdefault(word, words["en"])
    return found


def resolve_name(text: str, candidates: Iterable[str], what: str, *,
                 aliases: Mapping[str, str] | None = None) -> str:
    """The one of `candidates` that `text` means, with these spellings, titles (see
    engine/core/names.py) and every language's name (`translated`); UnknownName saying
    why not."""
    return names.resolve_name(text, candidates, what, titles=TITLES,
                              aliases={**translated(), **NOVEL_NAMES, **SPELLINGS,
                                       **(aliases or {})})
