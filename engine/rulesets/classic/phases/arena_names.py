"""THE DUEL (1984): a Dueling card as a player types it, in any of the catalogue's
languages (`Attacco a destra`), among the cards that player may play."""

from __future__ import annotations

import functools

from engine.core import RuleError, names
from engine.core.words import CATALOGUE, T, joined

from ..data.arena import ARENA
from ..data.dueling import DUELING_CARDS, dueling_word
from .common import unknown


def resolve_dueling(text: str, held: list[str]) -> str:
    """The card of `held` that `text` names; RuleError listing what is held otherwise."""
    try:
        return names.resolve_name(text, held, T("classic-arena-a-card"), aliases=_aliases())
    except names.UnknownName as err:
        shown = joined([dueling_word(c) for c in dict.fromkeys(held)], ", ") if held \
            else T("classic-arena-none")
        raise RuleError(unknown(err), rule="THE DUEL V.5",
                        hint=T("classic-arena-hint-held", cards=shown)) from None


@functools.cache
def _aliases() -> dict[str, str]:
    """Every language's name of each card (alias -> the rulebook's English name)."""
    return {words: card.name for card in DUELING_CARDS
            for words in CATALOGUE.names(dueling_word(card.name).id).values()
            if words != card.name}


def arena_vocabulary() -> dict[str, tuple[str, ...]]:
    """The names a player types in the arena's commands, so that several words are read
    whole (`duel_card attack right`, `defend poison attacker from left`)."""
    cards = (*(card.name for card in DUELING_CARDS), *_aliases(), "none")
    return {"dueling_card": cards, "arena_sector": ARENA.names}
