"""The options of Santini's DUNE, chosen at game creation."""

from __future__ import annotations

from pydantic import ConfigDict, Field

from engine.core.data_file import DataFileOption
from engine.core.options import DATA_FILE, CoreOptions


class SantiniOptions(CoreOptions):
    """The reconstructed map and counters unless a group brings its printed game's."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    map_file: DataFileOption = Field(
        None, json_schema_extra={DATA_FILE: True},
        description="The path of a JSON file with your printed game's map (the shape of "
        "engine/rulesets/santini/data/hexmap.py's MapData), read once when the game is "
        "created and kept in the game; none: the reconstructed map.",
    )
    counters_file: DataFileOption = Field(
        None, json_schema_extra={DATA_FILE: True},
        description="The path of a JSON file with your printed game's counter values (the "
        "shape of engine/rulesets/santini/data/counters.py's CounterSet, its `mix` the "
        "counters of each kind on a faction's sheet), read once when the game is created "
        "and kept in the game; none: the reconstructed values and mix.",
    )
