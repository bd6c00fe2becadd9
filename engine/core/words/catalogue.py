"""The message catalogue: every language's words, in Fluent files, and `say`.

Fluent (`fluent.runtime`) is used because the translator decides plural forms and
agreement in the translation itself: Polish has three plural forms chosen by CLDR's rules
(`1 żeton`, `2 żetony`, `5 żetonów`), and an Italian or French sentence agrees with the
gender of the faction or leader it names through a select on `$<arg>_gender`, which `say`
passes for every game word whose message has a `.gender` attribute.

The catalogue of a language is every `locales/<language>/*.ftl` file found under the
engine's packages, plus the folders an adapter adds (`add_folder`) for its own words.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax.ast import Message

from .languages import DEFAULT, LANGUAGES, PSEUDO
from .text import BUILT_IN, JOINED, LINES, LISTING, Say, Text

ENGINE_ROOT = Path(__file__).resolve().parents[2]


class Catalogue:
    """The bundles of every language, loaded once on first use."""

    def __init__(self, folders: list[Path] | None = None) -> None:
        self._folders = list(folders) if folders is not None else engine_folders()
        self._bundles: dict[str, FluentBundle] = {}
        self._worded: dict[tuple[str, Hashable], str] = {}
        self._lock = threading.Lock()

    def add_folder(self, folder: Path) -> None:
        """An adapter's own `locales` folder (its replies, its commands' descriptions)."""
        with self._lock:
            if folder not in self._folders:
                self._folders.append(folder)
                self._bundles.clear()
                self._worded.clear()

    def files(self, language: str) -> list[Path]:
        """The catalogue's files of one language, in a stable order."""
        return sorted(p for f in self._folders for p in (f / language).glob("*.ftl"))

    def bundle(self, language: str) -> FluentBundle:
        bundle = self._bundles.get(language)
        if bundle is None:
            with self._lock:
                bundle = self._bundles.get(language) or self._load(language)
                self._bundles[language] = bundle
        return bundle

    def _load(self, language: str) -> FluentBundle:
        if language == PSEUDO:
            from .pseudo import pseudo_source

            sources = [pseudo_source(p.read_text("utf-8")) for p in self.files(DEFAULT)]
            locale = DEFAULT
        else:
            sources = [p.read_text("utf-8") for p in self.files(language)]
            locale = language
        bundle = FluentBundle([locale], use_isolating=False)
        for source in sources:
            bundle.add_resource(FluentResource(source))
        return bundle

    def has(self, id: str, language: str = DEFAULT) -> bool:
        return id in BUILT_IN or self.bundle(language).has_message(id)

    def say(self, value: Say | Any, language: str = DEFAULT) -> str:
        """The words of a message (or of a plain string, shown as it is) in `language`,
        falling back to English for a message not yet translated, and to its id and
        arguments for one the catalogue lacks (never an exception: a missing word must not
        cost a player the move it describes)."""
        if isinstance(value, Text):
            return self._remembered(value, language if language in _SPOKEN else DEFAULT)
        if isinstance(value, list):
            return self.say(Text(id=LISTING, args={"items": value}), language)
        return str(value)

    def _remembered(self, text: Text, language: str) -> str:
        """`_text`, worded once for the same message and arguments: a catalogue's words
        never change once loaded, and the same messages come back in every picture of a
        board (its keys, each side's shield, the headline in both the SVG and the text)
        while Fluent takes tens of microseconds to word one. Past `WORDED_KEPT` messages
        the memo starts again rather than grow."""
        key = (language, _frozen(text))
        words = self._worded.get(key)
        if words is None:
            words = self._text(text, language)
            if len(self._worded) >= WORDED_KEPT:
                self._worded.clear()
            self._worded[key] = words
        return words

    def _text(self, text: Text, language: str) -> str:
        if text.id in BUILT_IN:
            return self._built_in(text, language)
        for lang in (language, DEFAULT):
            bundle = self.bundle(lang)
            if bundle.has_message(text.id):
                message = bundle.get_message(text.id)
                if message.value is None:
                    break
                words, _errors = bundle.format_pattern(message.value, self._args(text, lang))
                return words
        return text.id + "".join(f" {k}={self.say(v, language)}" for k, v in text.args.items())

    def _args(self, text: Text, language: str) -> dict[str, Any]:
        args: dict[str, Any] = {}
        for name, value in text.args.items():
            if isinstance(value, (int, float)):
                args[name] = value
                continue
            args[name] = self.say(value, language)
            if isinstance(value, Text) and (gender := self.gender(value.id, language)):
                args[f"{name}_gender"] = gender
        return args

    def ids(self, prefix: str) -> list[str]:
        """The ids of the English messages that start with `prefix` (a kind of game word:
        `diuna-leader-`), in the catalogue's order."""
        found = []
        for path in self.files(DEFAULT):
            resource = FluentResource(path.read_text("utf-8"))
            found += [e.id.name for e in resource.body
                      if isinstance(e, Message) and e.id.name.startswith(prefix)]
        return found

    def names(self, id: str) -> dict[str, str]:
        """A game word in every language that has it (language -> its words): what a
        game accepts as input for it, whatever the language of the game."""
        found = {}
        for lang in LANGUAGES:
            bundle = self.bundle(lang)
            if bundle.has_message(id) and bundle.get_message(id).value is not None:
                found[lang] = bundle.format_pattern(bundle.get_message(id).value, {})[0]
        return found

    def gender(self, id: str, language: str) -> str | None:
        """The `.gender` attribute of a game word's message, if the language gives one."""
        bundle = self.bundle(language)
        if not bundle.has_message(id):
            return None
        attribute = bundle.get_message(id).attributes.get("gender")
        if attribute is None:
            return None
        words, _errors = bundle.format_pattern(attribute, {})
        return words

    def _built_in(self, text: Text, language: str) -> str:
        items = [self.say(i, language) for i in text.args.get("items", [])]
        if text.id == LINES:
            return "\n".join(items)
        if text.id == JOINED:
            return str(text.args.get("sep", " ")).join(items)
        if len(items) <= 1:
            return "".join(items)
        return self._text(Text(id="core-listing", args={
            "rest": ", ".join(items[:-1]), "last": items[-1]}), language)


_SPOKEN = (*LANGUAGES, PSEUDO)

WORDED_KEPT = 4096
"""Messages worded and kept at most (a few boards' and a game's worth)."""


def _frozen(value: Any) -> Hashable:
    """A message or argument as a key: equal only for equal values of the same types (an
    int and a float of the same value are worded apart, as Fluent may word them apart)."""
    if isinstance(value, Text):
        return (Text, value.id, tuple((k, _frozen(v)) for k, v in value.args.items()))
    if isinstance(value, list):
        return (list, *(_frozen(v) for v in value))
    return type(value), value


def engine_folders() -> list[Path]:
    """Every `locales` folder under the engine (the core's, each board's, each game's)."""
    return sorted(p for p in ENGINE_ROOT.rglob("locales") if p.is_dir())


CATALOGUE = Catalogue()


def say(value: Say | Any, language: str = DEFAULT) -> str:
    """The words of `value` in `language`: the one function that turns messages into text."""
    return CATALOGUE.say(value, language)
