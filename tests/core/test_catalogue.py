"""The message catalogue: every message in all four languages, with the same arguments,
every id the code names present, and the plural forms each language needs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from bot.words import CATALOGUE
from engine.core.words import LANGUAGES, T, listing, say
from engine.core.words.catalogue import Catalogue
from engine.core.words.pseudo import unmarked
from engine.core.words.text import BUILT_IN

ROOT = Path(__file__).resolve().parents[2]


class _Variables(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def _messages(language: str) -> dict[str, tuple[Path, set[str]]]:
    found: dict[str, tuple[Path, set[str]]] = {}
    for path in CATALOGUE.files(language):
        resource = FluentParser().parse(path.read_text("utf-8"))
        junk = [e for e in resource.body if isinstance(e, ast.Junk)]
        assert not junk, f"{path}: cannot read {junk[0].content[:80]!r}"
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                assert entry.id.name not in found, (
                    f"{entry.id.name} is in {path} and {found[entry.id.name][0]}")
                seen = _Variables()
                seen.visit(entry.value) if entry.value else None
                found[entry.id.name] = (path, seen.names)
    return found


@pytest.fixture(scope="module")
def catalogues() -> dict[str, dict[str, tuple[Path, set[str]]]]:
    return {lang: _messages(lang) for lang in LANGUAGES}


def test_every_message_is_in_every_language_with_the_same_arguments(catalogues):
    english = catalogues["en"]
    problems = []
    for lang in LANGUAGES[1:]:
        theirs = catalogues[lang]
        problems += [f"{lang}: {id} is missing" for id in english.keys() - theirs.keys()]
        problems += [f"{lang}: {id} is not an English message"
                     for id in theirs.keys() - english.keys()]
        for id in english.keys() & theirs.keys():
            ours, got = english[id][1], theirs[id][1]
            plain = {v for v in got if not v.endswith("_gender")}
            if plain != {v for v in ours if not v.endswith("_gender")}:
                problems.append(f"{lang}: {id} takes {sorted(plain)}, English {sorted(ours)}")
            orphans = {v for v in got if v.endswith("_gender") and v[:-7] not in ours}
            if orphans:
                problems.append(f"{lang}: {id} agrees with {sorted(orphans)}, no such argument")
    assert not problems, "\n".join(problems)


_NAMED = re.compile(r"""\bT\(\s*["']([a-z][a-z0-9-]*)["']""")


def test_every_message_the_code_names_is_in_the_catalogue(catalogues):
    missing = []
    for folder in ("engine", "bot", "cogs"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for id in _NAMED.findall(path.read_text("utf-8")):
                if id not in catalogues["en"] and id not in BUILT_IN:
                    missing.append(f"{path.relative_to(ROOT)}: {id}")
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize(("count", "words"), [
    (1, "1 żeton"), (2, "2 żetony"), (5, "5 żetonów"), (12, "12 żetonów"), (22, "22 żetony"),
])
def test_polish_counts_take_their_three_plural_forms(count, words):
    assert say(T("core-tokens", count=count), "pl") == words


def test_a_list_ends_as_each_language_ends_one():
    items = ["a", "b", "c"]
    assert [say(listing(items), lang) for lang in LANGUAGES] == [
        "a, b and c", "a, b e c", "a, b et c", "a, b i c"]


def test_the_pseudo_language_marks_the_catalogue_words_and_not_the_arguments():
    text = say(T("core-unknown-command", word="xyzzy"), "qps")
    assert "⟦" in text and unmarked(text) == []
    assert unmarked(text.replace("⟦", "").replace("⟧", "")) == ["Unknown", "command"]
    assert unmarked("Battle in Arrakeen") == ["Battle", "in", "Arrakeen"]


def test_a_message_the_catalogue_lacks_is_shown_by_its_id_not_an_error():
    assert say(T("no-such-message", n=3), "it") == "no-such-message n=3"


def test_a_message_worded_again_is_worded_as_the_first_time(tmp_path):
    """Words are kept by message, arguments and their types, per language, and forgotten
    when the catalogue gains a folder."""
    catalogue = Catalogue()
    tokens = [T("core-tokens", count=n) for n in (1, 2, 5, 1, 2.5, 5)]
    first = [catalogue.say(text, "pl") for text in tokens]
    assert [catalogue.say(text, "pl") for text in tokens] == first
    assert first[0] == first[3] and catalogue.say(listing(["a", 1]), "en") == "a and 1"
    assert catalogue.say(listing(["a", 1.0]), "en") == catalogue.say(listing(["a", 1.0]), "en")
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "extra.ftl").write_text("no-such-message = now it is\n", "utf-8")
    assert catalogue.say(T("no-such-message"), "en") == "no-such-message"
    catalogue.add_folder(tmp_path)
    assert catalogue.say(T("no-such-message"), "en") == "now it is"
