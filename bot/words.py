"""The bot's words: the engine's catalogue with the bot's own messages added, and `say`,
the one function that turns a message into the words of one language (an adapter calls it
when it writes what a person will read: a channel post, a DM, an answer, a button)."""

from __future__ import annotations

from pathlib import Path

from engine.core.words import CATALOGUE, say

CATALOGUE.add_folder(Path(__file__).resolve().parent / "locales")

__all__ = ["CATALOGUE", "say"]
