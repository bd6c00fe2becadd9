"""Diuna's words as catalogue messages: its factions, leaders, cards and phases
(`locales/<language>/words.ftl`), the Polish rulebook's headings it cites, and counts. A
leader or card of a group's own list (the `cards_file` option) has no message: its name is
shown as written."""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.words import CATALOGUE, Say, T, Text, joined, lines, listing, say, term

__all__ = ["T", "Text", "joined", "lines", "listing", "say"]


def faction_word(f: str) -> Text:
    """A faction's name (`diuna-faction-atreides`)."""
    return term("diuna-faction", str(f))


def faction_words(items: Iterable[str]) -> Text:
    return listing([faction_word(f) for f in items])


def leader_word(name: str) -> Say:
    """A leader's name in the reader's language, or as written in a group's own list."""
    word = term("diuna-leader", name)
    return word if CATALOGUE.has(word.id) else name


def card_word(name: str) -> Say:
    """A battle or market card's name in the reader's language, or as written in a group's
    own list."""
    word = term("diuna-card", name)
    return word if CATALOGUE.has(word.id) else name


def leader_words(names: Iterable[str]) -> Text:
    """Leaders separated by commas, or `none`."""
    items = [leader_word(n) for n in names]
    return joined(items, ", ") if items else T("diuna-none")


def card_words(names: Iterable[str]) -> Text:
    """Cards separated by commas, or `none`."""
    items = [card_word(n) for n in names]
    return joined(items, ", ") if items else T("diuna-none")


def phase_word(value: str) -> Text:
    """A phase of the round (`diuna-phase-spice-blow`)."""
    return term("diuna-phase", str(value))


def territory_word(name: str) -> Say:
    """A territory of the board of Arrakis (the board's own words, `territory-<slug>`; its
    name as printed until the board's catalogue has it)."""
    word = term("territory", name)
    return word if CATALOGUE.has(word.id) else name


def rule(slug: str) -> Text:
    """A citation of the rulebook: its Polish heading, as printed, in every language."""
    return Text(id=f"diuna-rule-{slug}")


def forces(count: int) -> Text:
    """`1 force`, `3 forces`."""
    return T("diuna-forces", count=count)


def spice(count: int) -> Text:
    return T("core-spice", count=count)


def refused(err: Exception) -> Say:
    """A name look-up's refusal as a message (its words, or its English text)."""
    return getattr(err, "words", None) or str(err)


def names(id: str) -> set[str]:
    """Every language's name of a game word: what input accepts for it."""
    return set(CATALOGUE.names(id).values())
