"""The one error a player ever sees from the engine.

A `RuleError` names the rule that forbids the command and, where it helps, what would be
legal instead. The engine raises it before changing anything, so the state is untouched.
"""

from __future__ import annotations


class RuleError(Exception):
    """A command the rules do not allow now. `str()` is the message shown to the player."""

    def __init__(self, message: str, *, rule: str = "", hint: str = "") -> None:
        self.message = message
        self.rule = rule
        self.hint = hint
        super().__init__(self.text)

    @property
    def text(self) -> str:
        parts = [f"{self.message}" + (f" ({self.rule})" if self.rule else "")]
        if self.hint:
            parts.append(self.hint)
        return " ".join(parts)


class CommandSyntaxError(RuleError):
    """The words of a typed command could not be read (unknown command, bad number ...)."""
