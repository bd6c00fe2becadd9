"""Diuna's options, chosen at game creation."""

from __future__ import annotations

from pydantic import ConfigDict, Field

from engine.core.data_file import DataFileOption
from engine.core.options import DATA_FILE, CoreOptions


class DiunaOptions(CoreOptions):
    """Options of Diuna: the reconstructed cards unless a group brings its own; the first
    game's small bazaar."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    cards_file: DataFileOption = Field(
        None, json_schema_extra={DATA_FILE: True},
        description="The path of a JSON file with your printed game's leaders and cards "
        "(the shape of engine/rulesets/diuna/data.py's DEFAULT_CARDS), read once when the "
        "game is created and kept in the game; none: the reconstructed lists.",
    )
    blocked_stronghold: str = Field(
        "die", min_length=1, max_length=40,
        description="4 warownie, 2-player games only: the stronghold the players agree to "
        "cover, by name (in English or Polish), or `die` to roll the storm die for it.",
    )
    alliances: bool = Field(
        False,
        description="Sojusznicy - rozgrywka 2-osobowa: two players, the Atreides with the "
        "Fremen against the Harkonnen with the Imperium, on the double faction boards.",
    )
    small_bazaar: bool = Field(
        False,
        description="Pierwsza rozgrywka - mały bazar: at most 1 market card in hand, not 3.",
    )
