"""The one error a player ever sees from the engine.

A `RuleError` names the rule that forbids the command and, where it helps, what would be
legal instead. The engine raises it before changing anything, so the state is untouched.
"""

from __future__ import annotations

import unicodedata

from .words import Say, T, Text, joined, say


class RuleError(Exception):
    """A command the rules do not allow now: what is wrong (`message`), the rule that says
    so (`rule`, a section of the rulebook, cited as it is printed) and what would work
    instead (`hint`). `words` is the refusal as a message, worded in the reader's language
    at the edge; `text` and `str()` are its English words, for logs and the table, worded
    only when read: the agents and the legal-move search raise and catch refusals by the
    thousand, and never read them."""

    def __init__(self, message: Say, *, rule: Say = "", hint: Say = "") -> None:
        self.message = message
        self.rule = rule
        self.hint = hint
        super().__init__(message)

    def __str__(self) -> str:
        return self.text

    @property
    def words(self) -> Text:
        cited = T("core-rule-cited", message=self.message, rule=self.rule) if self.rule \
            else self.message
        return joined([cited, self.hint])

    @property
    def text(self) -> str:
        return say(self.words)


class CommandSyntaxError(RuleError):
    """The words of a typed command could not be read (unknown command, bad number ...).

    `command` names the command whose arguments were being read ('' when none was), so
    whoever knows the game's state can add the choices that command has now."""

    def __init__(self, message: Say, *, rule: Say = "", hint: Say = "",
                 command: str = "") -> None:
        super().__init__(message, rule=rule, hint=hint)
        self.command = command


class UnknownCommand(CommandSyntaxError):
    """The first word names no command of the game; `word` is what was typed, kept so
    the refusal can point to the nearest commands the typing seat may use now."""

    def __init__(self, word: str, *, hint: Say = "") -> None:
        super().__init__(T("core-unknown-command", word=excerpt(word)), hint=hint)
        self.word = word


EXCERPT_LENGTH = 40
"""How much of a user's text an error quotes back: enough to recognise, never a flood."""


def excerpt(text: str, limit: int = EXCERPT_LENGTH) -> str:
    """User text made safe to quote in a message: control and format characters (escape
    sequences, bidi overrides) become `?`, backticks become `'`, and a long text is cut."""
    clean = "".join("?" if _unprintable(c) else c for c in text[: limit + 1]).replace("`", "'")
    return clean if len(text) <= limit else clean[:limit] + "…"


def _unprintable(c: str) -> bool:
    return unicodedata.category(c) in {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}


class OptionValueError(ValueError):
    """A value check's refusal (an option's validator, a data file's name) as a message
    (`words`); `str()` is its English. Raised inside pydantic, it reaches the refusal that
    names the option, so the reader reads it in their language; a game's validators may
    raise it too."""

    def __init__(self, words: Text) -> None:
        self.words = words
        super().__init__(say(words))
