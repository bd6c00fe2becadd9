"""The map of Santini's DUNE: six sheets of hexes, their terrain, the nine cities and each
sheet's twelve spice-birth hexes.

Origin: the printed map did not survive in the rulebook; this is a reconstruction faithful
to every rule of the text (docs/rules-notes.md, "Santini: the map"). A group that owns the
printed game loads its own with the `map_file` option (same shape as `MapData`).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from .. import hexes

Terrain = Literal["light", "dark", "rock", "city"]
"""Legenda Terreno: deserto chiaro, deserto scuro, roccia (mountains), città."""


class City(BaseModel):
    model_config = ConfigDict(frozen=True)

    hex: str
    major: bool = False
    """Carthag and Arrakeen: two victory points, two for the Fremen's counts."""


class MapData(BaseModel):
    model_config = ConfigDict(frozen=True)

    terrain: dict[str, Terrain]
    """Every hex of the map -> its terrain (a city's hex: `city`)."""
    cities: dict[str, City]
    births: dict[int, list[str]]
    """Sheet (1-6) -> its twelve spice-birth hexes, in the order of the d12."""
    ranges: dict[str, list[str]] = {}
    """Named mountain ranges (The Great Wall) -> their hexes, for the picture."""

    def city_at(self, hex_: str) -> str | None:
        return next((n for n, c in self.cities.items() if c.hex == hex_), None)


MAJOR = ("Carthag", "Arrakeen")
MINOR = ("Mesa Sietch", "Sietch Erg", "Plastic Sietch", "Sietch Basin", "Tuek Sietch",
         "Meridian Sietch", "Sietch Tabr")


def _skeleton() -> MapData:
    """A plain map to build on while the reconstruction is drawn: light desert, the nine
    cities spread over the sheets, twelve birth hexes a sheet."""
    terrain: dict[str, Terrain] = {h: "light" for h in hexes.all_hexes()}
    spots = ["0705", "1108", "1805", "2507", "3006", "0615", "1414", "2316", "3115"]
    cities = {n: City(hex=spots[i], major=n in MAJOR) for i, n in enumerate((*MAJOR, *MINOR))}
    for city in cities.values():
        terrain[city.hex] = "city"
    births = {s: [h for h in hexes.sheet_hexes(s) if terrain[h] == "light"][5::7][:12]
              for s in range(1, 7)}
    return MapData(terrain=terrain, cities=cities, births=births)


RULEBOOK_MAP = _skeleton()
