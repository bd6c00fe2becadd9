"""The languages the bot speaks, and how a Discord locale or a typed choice maps to one."""

from __future__ import annotations

LANGUAGES: tuple[str, ...] = ("en", "it", "fr", "pl")
"""English (the original rulebooks'), Italian, French and Polish, in that order."""

DEFAULT = "en"

NAMES: dict[str, str] = {
    "en": "English",
    "it": "Italiano",
    "fr": "Français",
    "pl": "Polski",
}
"""Each language named in itself, as a menu shows it."""

PSEUDO = "qps"
"""The pseudo-language of the tests: English with every catalogue word marked, so a
string that bypassed the catalogue stands out (`pseudo.py`). Never offered to users."""


def language_of(locale: str | None) -> str | None:
    """One of LANGUAGES for a Discord locale or a typed name (`pl`, `en-GB`, `fr`,
    `Italiano`, `polish`), or None when the bot does not speak it."""
    if not locale:
        return None
    text = locale.strip().lower().replace("_", "-")
    code = text.split("-", 1)[0]
    if code in LANGUAGES:
        return code
    for lang, name in NAMES.items():
        if text in (name.lower(), _ENGLISH_NAMES[lang]):
            return lang
    return None


_ENGLISH_NAMES = {"en": "english", "it": "italian", "fr": "french", "pl": "polish"}
