"""The dice game's words as catalogue messages: its factions, leaders, regions, dice, faces,
markers and constructions (`locales/<language>/words.ftl`), and lists of them. A region of a
moderator's own map (the `map_file` option) has no message: its name is shown as written."""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.words import CATALOGUE, Say, T, Text, joined, lines, listing, term

from .data import FACTION_FACES, KANLY_FACES, WORM, Construction, Die, Faction

__all__ = ["T", "Text", "joined", "lines", "listing"]


def faction(f: Faction | str) -> Text:
    """A faction's name (`dice-faction-atreides`)."""
    return term("dice-faction", Faction(f).value)


def factions(items: Iterable[Faction | str], sep: str = ", ") -> Text:
    return joined([faction(f) for f in items], sep)


def region(name: str) -> Say:
    """A region's name in the reader's language, or as written on a moderator's map."""
    word = term("dice-region", name)
    return word if CATALOGUE.has(word.id) else name


def regions(names: Iterable[str], sep: str = ", ") -> Text:
    return joined([region(n) for n in names], sep)


def leader(name: str) -> Text:
    return term("dice-leader", name)


def construction(kind: Construction | str) -> Text:
    return term("dice-construction", Construction(kind).value)


def constructions(kinds: Iterable[Construction | str], sep: str = ", ") -> Text:
    return joined([construction(k) for k in kinds], sep)


def marker(name: str) -> Text:
    """The Kanly die's markers and weapons: poison, crysknife, hunter-seeker, snooper,
    shield, thumper."""
    return term("dice-face", name)


def die(d: Die | str) -> Text:
    return term("dice-die", Die(d).value)


def face(d: Die | str, value: str) -> Say:
    """A die's face: a faction's symbol, a Kanly face, the worm, or a number."""
    if value in {f.value for f in FACTION_FACES}:
        return faction(value)
    if value in KANLY_FACES or value == WORM:
        return term("dice-face", value)
    return value


def thrown(d: Die | str, value: str) -> Text:
    """`f1 Atreides`, `spice 3`: a die and its face."""
    return T("dice-die-face", die=die(d), face=face(d, value))


def dice_faces(faces: Iterable[tuple[Die, str]], sep: str = ", ") -> Text:
    return joined([thrown(d, v) for d, v in faces], sep)


def rule(slug: str) -> Text:
    """A citation of the rulebook: its French heading, as printed, in every language."""
    return Text(id=f"dice-rule-{slug}")


def names(id: str) -> set[str]:
    """Every language's name of a game word: what input accepts for it."""
    return set(CATALOGUE.names(id).values())


def either(items: list[Say]) -> Say:
    """`A, B or C`: one of several, as the language offers a choice."""
    if len(items) == 1:
        return items[0]
    return T("dice-either", rest=joined(items[:-1], ", "), last=items[-1])
