"""The dice game's options, chosen at game creation."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from engine.core.data_file import DataFileOption
from engine.core.options import DATA_FILE, CoreOptions


class DiceOptions(CoreOptions):
    """Options of Dune The Dice Game: the rulebook's map unless a moderator brings one."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    map_file: DataFileOption = Field(
        None, json_schema_extra={DATA_FILE: True},
        description="LA CARTE: the path of a JSON map file to play on instead of the "
        "rulebook's map (same shape as engine/rulesets/dice/data.py's DEFAULT_MAP); read "
        "once when the game is created and kept in the game.",
    )
    face_dancers: Literal["dice", "spice"] = Field(
        "dice",
        description="LES DANSEURS-VISAGES: the Bene Tleilax replace an enemy troop at the "
        "start of a battle for each unused Faction die on its symbol (dice), or for 1 spice "
        "each on their own turn (spice, the variant).",
    )
