"""Words: what the engine says, kept apart from the language it is read in.

The engine never writes a sentence. It names a message of the catalogue and gives its
arguments (`T(<id>, faction=..., where=...)`), and an
adapter turns that into words once, at the edge, in the reader's language (`say`). Stored
events, replay and the secrecy checks therefore never depend on a language, and a
translator works only in the catalogue's files (`locales/<language>/*.ftl`, Fluent syntax).
"""

from .catalogue import CATALOGUE, Catalogue, say
from .languages import DEFAULT, LANGUAGES, language_of
from .text import Say, T, Text, joined, lines, listing, term

__all__ = [
    "CATALOGUE", "DEFAULT", "LANGUAGES", "Catalogue", "Say", "T", "Text", "joined",
    "language_of", "lines", "listing", "say", "term",
]
