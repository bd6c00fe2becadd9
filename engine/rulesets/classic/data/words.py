"""Classic's game words as catalogue messages (engine/rulesets/classic/locales/*/words.ftl):
a faction, a leader, a card, a territory, a phase is never written in English in a sentence
but named by its term, worded in the reader's language."""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.words import Text, listing, term

from .cards import TREACHERY_CARDS
from .factions import Faction


def faction_word(faction: Faction | str) -> Text:
    """A faction's name (its title, `Spacing Guild`) as a game word. Looked up in a table
    made once: a replayed 6-faction game names a faction about 1,800 times, and each
    conversion of the value and look-up of the title cost more than the table. A value
    that is no faction still raises as `Faction(value)` does."""
    word = _FACTION_WORDS.get(faction)
    return word if word is not None else term("classic-faction", Faction(faction).title)


_FACTION_WORDS: dict[str, Text] = {f: term("classic-faction", f.title) for f in Faction}


def factions_word(factions: Iterable[Faction | str]) -> Text:
    """Several factions as the language lists them (`Atreides and Fremen`)."""
    return listing([faction_word(f) for f in factions])


def leader_word(name: str) -> Text:
    """A leader as a game word; a Cheap Hero(ine) played in a leader's place is a card."""
    return term("classic-card" if name in TREACHERY_CARDS else "classic-leader", name)


def card_word(name: str) -> Text:
    """A treachery card or a spice card (a spice card is named after its territory)."""
    return term("classic-card", name)


def place_word(name: str) -> Text:
    """A territory of the board of Arrakis."""
    return term("territory", name)


def phase_word(phase: str) -> Text:
    """A phase of the turn (`spice_blow` is `classic-phase-spice-blow`)."""
    return term("classic-phase", str(phase))
