"""Santini's words as catalogue messages (`locales/<language>/*.ftl`): its factions, phases,
kinds of counter, cards and cities, and the Italian rulebook's headings it cites. A card,
leader or city of a group's own files has no message: its name is shown as written."""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.words import CATALOGUE, Say, T, Text, joined, lines, listing, say, term

__all__ = ["T", "Text", "joined", "lines", "listing", "say"]


def faction_word(faction: str) -> Text:
    """A faction's name (`santini-faction-fremen`)."""
    return term("santini-faction", str(faction))


def phase_word(phase: str) -> Text:
    """A phase of the turn (`santini-phase-activity`)."""
    return term("santini-phase", str(phase))


def kind_word(kind: str) -> Text:
    """A kind of counter (`santini-kind-infantry`)."""
    return term("santini-kind", str(kind))


def _named(kind: str, name: str) -> Say:
    word = term(kind, name)
    return word if CATALOGUE.has(word.id) else name


def card_word(name: str) -> Say:
    """A card's name (the printed Italian name in every language, as players call it)."""
    return _named("santini-card", name)


def leader_word(name: str) -> Say:
    """A leader's name (`santini-leader-<name>`)."""
    return _named("santini-leader", name)


def city_word(name: str) -> Say:
    return _named("santini-city", name)


def card_words(names: Iterable[str]) -> Text:
    """Cards separated by commas, or `none`."""
    items = [card_word(n) for n in names]
    return joined(items, ", ") if items else T("santini-none")


def rule(heading: str) -> Text:
    """An Italian rulebook heading cited by a refusal (`santini-rule-attivita`): the same
    words in every language, the only rulebook there is."""
    return term("santini-rule", heading)
