"""The classic game's presets: the basic game, the advanced game and the Italian edition,
each a set of `ClassicOptions` chosen at once (`preset=advanced`, single options on top:
`preset=advanced weather=no`). A preset selects rules; the rules themselves are written
once, where each option is read.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from engine.core.options import CoreOptions, Preset, preset
from engine.core.words import T, Text

from .options import ClassicOptions

ADVANCED: tuple[str, ...] = ("spice_flow", "double_blow", "weather", "advanced_combat",
                             "advantages", "karama_powers")
"""The advanced game's options (XX-XXIII, with the optional rules XV-XVII), the one list to
complete as each of them is written: XXIII, "Increased Spice Flow must be used in the
Advanced Game". XVIII (the longer game) stays a free choice, and so does every option
outside this list."""
ITALIAN: tuple[str, ...] = ("victory_table", "pair_alliances", "sietch_strongholds")
"""The Italian edition's differences from the English rules: the victory table (IV),
alliances of two (XVIII.A.1) and the sietches of the larger game (XVIII.C.1)."""
EXPANSIONS: tuple[str, ...] = ("spice_harvest", "duel")
"""The two 1984 expansions: THE SPICE HARVEST before the game, THE DUEL during it."""


def preset_words(name: str) -> Text:
    """A preset's description as a catalogue message (`classic-preset-<name>`)."""
    return T(f"classic-preset-{name}")


_ENGLISH = {
    "basic": "I-XIII: the basic game, every rule option off.",
    "advanced": "XX-XXIII: the advanced game, with the optional rules it is played with.",
    "italian": "The Italian edition: its victory table, alliances of two, and the sietches "
               "as strongholds with six players.",
    "expansions": "The 1984 expansions: THE SPICE HARVEST and THE DUEL.",
}


def _described(name: str) -> Text | str:
    """A preset's description: its message (`classic-preset-<name>`) where the core's
    `Preset` takes one, its English words where it takes a string."""
    if Preset.model_fields["description"].annotation is str:
        return _ENGLISH[name]
    return preset_words(name)


PRESETS: Mapping[str, Preset] = {
    p.name: p for p in (
        preset(ClassicOptions, "basic", _described("basic"), {}),
        preset(ClassicOptions, "advanced", _described("advanced"),
               dict.fromkeys(ADVANCED, True)),
        preset(ClassicOptions, "italian", _described("italian"),
               dict.fromkeys(ITALIAN, True)),
        preset(ClassicOptions, "expansions", _described("expansions"),
               dict.fromkeys(EXPANSIONS, True)),
    )
}

SWITCHES: tuple[str, ...] = tuple(
    name for name, field in ClassicOptions.model_fields.items()
    if name not in CoreOptions.model_fields and field.annotation is bool)
"""Every yes/no rule option, as the random games choose them: an option joins them as soon
as it is written."""
BASIC_SHARE = 1 / 3
"""The random games' share of basic games, which stay the most played."""


MAIN_LEADER_VALUES: tuple[int, ...] = (8, 10)
"""THE DUEL, III.1: the main leaders' value, 10; the Italian edition's recommended 8."""


def random_options(rng: random.Random) -> dict[str, bool | int]:
    """The basic game a third of the time; otherwise each yes/no rule option at random,
    and with THE DUEL either value of its main leaders."""
    if rng.random() < BASIC_SHARE:
        return {}
    options: dict[str, bool | int] = {name: rng.random() < 0.5 for name in SWITCHES}
    if options.get("duel"):
        options["main_leader"] = rng.choice(MAIN_LEADER_VALUES)
    return options

