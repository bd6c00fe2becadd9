"""The adapters know no game: no file of bot/ or cogs/ names a ruleset, a side, or a word of
one game's rules, and their modules import one another without a cycle. A new ruleset then
needs no change to them (tests/bot/test_pebbles.py plays one that was never named here). The
imports are read as tests/core/test_structure.py reads the engine's (tests/core/import_graph.py)."""

from __future__ import annotations

import re
from pathlib import Path

from engine.rulesets import catalog
from tests.conformance.pebbles import PEBBLES
from tests.core import import_graph

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("bot", "cogs")
RELEASED_MIGRATIONS = {"0001_initial.sql", "0002_lobbies_and_board.sql"}
"""Migrations already applied to databases in use name the old seat column; they cannot
change (a database records only the number it reached), so they are not read. Later ones
must say nothing of any game (0004 renames that column by copying rows by position)."""

GAME_WORDS = ("faction", "bidding", "bid", "storm", "spice", "territory", "leader", "traitor",
              "battle plan", "nexus", "worm", "sandworm", "dial", "shield", "karama",
              "treachery", "shipment", "arrakis", "arrakeen", "carthag", "sietch", "melange",
              "mentat", "kwisatz", "harkonnen", "atreides")
"""Words of the 1979 rules that no other game would use for its own parts: each one in
the adapters would mean they know that game (its sides are also read from the catalog)."""

DISCORD_WORDS = frozenset({"guild"})
"""Side names that are also Discord's words (a server is a "guild" in its API): alone they
are not checked, only within a longer name of the side ("Spacing Guild")."""

PRODUCT_WORDS = frozenset({"dune"})
"""The bot's own name (Dune Moderator, the `dune:` custom ids, the `dune.bot` logger): not
a word of the rules."""

LIBRARY_NAMES = ("asyncio.shield",)
"""Python's own names that happen to spell a game word; removed before the words are read."""

WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+")
"""Words within identifiers too: `high_bid`, `bidView` and `BIDS` are read as words."""


def words(text: str) -> list[str]:
    return [w.lower() for w in WORD.findall(text)]


def forbidden() -> set[tuple[str, ...]]:
    """Every name the adapters may not use, as a tuple of lower-case words."""
    names: set[str] = set(GAME_WORDS)
    for ruleset in [*catalog.RULESETS.values(), PEBBLES]:
        names |= {ruleset.name, *ruleset.sides.names, *ruleset.vocabulary("side")}
    out = set()
    for name in names:
        phrase = tuple(words(name))
        if phrase and not (len(phrase) == 1 and phrase[0] in DISCORD_WORDS | PRODUCT_WORDS):
            out.add(phrase)
    return out


def forms(word: str) -> set[str]:
    """A word and its plurals (`territory`, `territories`; `bid`, `bids`)."""
    out = {word, word + "s", word + "es"}
    if word.endswith("y"):
        out.add(word[:-1] + "ies")
    return out


def found(text: str, names: set[tuple[str, ...]]) -> list[str]:
    tokens = words(text)
    hits = []
    for phrase in names:
        *head, last = phrase
        for at in range(len(tokens) - len(phrase) + 1):
            if list(head) == tokens[at:at + len(head)] and tokens[at + len(head)] in forms(last):
                hits.append(" ".join(phrase))
                break
    return sorted(hits)


def without_library_names(text: str) -> str:
    for name in LIBRARY_NAMES:
        text = text.replace(name, "")
    return text


def adapter_files() -> list[Path]:
    files = [p for package in PACKAGES for p in sorted((ROOT / package).rglob("*"))
             if p.suffix in (".py", ".sql") and "__pycache__" not in p.parts]
    return [p for p in files if p.name not in RELEASED_MIGRATIONS]


def test_the_word_check_finds_words_in_identifiers_phrases_and_plurals():
    names = forbidden()
    assert found("payload['high_bid'] = bidView(BIDS)", names) == ["bid"]
    assert found("the Spacing Guild and its guild_id", names) == ["spacing guild"]
    assert found("guild_id = interaction.guild", names) == []
    assert found("Territories", names) == ["territory"]
    assert found("bene_gesserit", names) == ["bene gesserit"]
    assert ("classic",) in names and ("amber",) in names


def test_no_adapter_file_names_a_ruleset_a_side_or_a_word_of_one_game():
    names = forbidden()
    leaks = {str(p.relative_to(ROOT)): hits for p in adapter_files()
             if (hits := found(without_library_names(p.read_text()), names))}
    assert leaks == {}


def test_bot_and_cogs_import_without_a_cycle_counting_imports_inside_functions():
    found = import_graph.imports(ROOT, *PACKAGES)
    buttons = {imp.target for imp in found if imp.source == "cogs.buttons"}
    assert buttons >= {"bot.components", "bot.discord_bot"}  # it reads them
    tied = import_graph.circles(found)
    assert tied == [], "\n\n".join("\n".join(map(str, imports)) for imports in tied)
