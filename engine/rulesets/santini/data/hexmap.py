"""The map of Santini's DUNE: six sheets of hexes, their terrain, the nine cities, each
sheet's twelve spice-birth hexes and the named mountain ranges.

Origin: the printed map did not survive in the rulebook; this is a reconstruction faithful
to every rule of the text (docs/rules-notes.md, "Santini: the map"): the table "Esagoni
Raccolta Spezia" (how many birth hexes an air wing reaches from each city in 8 movement
points) holds exactly, the birth hexes lie on light desert of their own sheet, every city
has free light desert around it for the Guild's transfers, and the south is open desert
with many "pieno deserto" hexes for the worms. A group that owns the printed game loads
its own with the `map_file` option (same shape as `MapData`, checked by `MapData`).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, model_validator

from engine.core.data_file import typable
from engine.core.errors import OptionValueError

from .. import hexes
from ..words import T

Terrain = Literal["light", "dark", "rock", "city"]
"""Legenda Terreno: deserto chiaro, deserto scuro, roccia (mountains), città."""

MAJOR = ("Carthag", "Arrakeen")
MINOR = ("Mesa Sietch", "Sietch Erg", "Plastic Sietch", "Sietch Basin", "Tuek Sietch",
         "Meridian Sietch", "Sietch Tabr")
ALIASES = {"Meridien Sietch": "Meridian Sietch"}
"""Other spellings of the rulebook: its table of birth hexes writes "Meridien"."""
BIRTHS_PER_SHEET = 12
"""A d12 picks a sheet's birth hex (Spezia)."""


class City(BaseModel):
    model_config = ConfigDict(frozen=True)

    hex: str
    major: bool = False
    """Carthag and Arrakeen: two victory points, two for the Fremen's counts."""


def _problem(id_: str, **args: object) -> OptionValueError:
    return OptionValueError(T(f"santini-map-{id_}", **args))


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

    @model_validator(mode="after")
    def _sound(self) -> MapData:
        """A group's map file plays only if every rule that reads the map finds what it
        needs; the first problem is named, in the reader's language."""
        _check_terrain(self)
        _check_cities(self)
        _check_births(self)
        _check_ranges(self)
        return self


def _check_terrain(m: MapData) -> None:
    grid = set(hexes.all_hexes())
    stray = next((h for h in m.terrain if h not in grid), None)
    if stray is not None:
        raise _problem("not-a-hex", hex=stray)
    missing = next((h for h in hexes.all_hexes() if h not in m.terrain), None)
    if missing is not None:
        raise _problem("no-terrain", hex=missing)


def _check_cities(m: MapData) -> None:
    wanted = (*MAJOR, *MINOR)
    name = next((n for n in wanted if n not in m.cities), None)
    if name is not None:
        raise _problem("city-missing", city=name)
    name = next((n for n in m.cities if n not in wanted), None)
    if name is not None:
        raise _problem("city-unknown", city=name)
    seen: dict[str, str] = {}
    for name, city in m.cities.items():
        if city.major != (name in MAJOR):
            raise _problem("city-major", city=name)
        if city.hex not in m.terrain or m.terrain[city.hex] != "city":
            raise _problem("city-terrain", city=name, hex=city.hex)
        if city.hex in seen:
            raise _problem("city-shared", city=name, other=seen[city.hex], hex=city.hex)
        seen[city.hex] = name
    loose = next((h for h, t in m.terrain.items() if t == "city" and h not in seen), None)
    if loose is not None:
        raise _problem("city-nameless", hex=loose)


def _check_births(m: MapData) -> None:
    sheet = next((s for s in range(1, hexes.SHEETS + 1) if s not in m.births), None)
    if sheet is not None:
        raise _problem("births-missing", sheet=sheet)
    sheet = next((s for s in m.births if not 1 <= s <= hexes.SHEETS), None)
    if sheet is not None:
        raise _problem("births-sheet-unknown", sheet=sheet)
    for sheet, spots in sorted(m.births.items()):
        if len(spots) != BIRTHS_PER_SHEET:
            raise _problem("births-count", sheet=sheet, count=len(spots),
                           wanted=BIRTHS_PER_SHEET)
        for spot in spots:
            if not hexes.is_hex(spot) or hexes.sheet_of(spot) != sheet:
                raise _problem("birth-off-sheet", sheet=sheet, hex=spot)
            if m.terrain[spot] != "light":
                raise _problem("birth-not-light", sheet=sheet, hex=spot)
        twice = next((h for i, h in enumerate(spots) if h in spots[:i]), None)
        if twice is not None:
            raise _problem("birth-twice", sheet=sheet, hex=twice)


def _check_ranges(m: MapData) -> None:
    for name, spots in m.ranges.items():
        typable(name)
        bad = next((h for h in spots if m.terrain.get(h) != "rock"), None)
        if bad is not None:
            raise _problem("range-not-rock", range=name, hex=bad)


def city_named(text: str, m: MapData) -> str | None:
    """The city a player typed (any case, the rulebook's other spelling too), or None."""
    wanted = " ".join(text.split()).casefold()
    names = {n.casefold(): n for n in m.cities} | {
        a.casefold(): n for a, n in ALIASES.items() if n in m.cities}
    return names.get(wanted)


TERRAIN_MARK: dict[str, Terrain] = {".": "light", ":": "dark", "^": "rock", "C": "city"}
"""The marks of `ROWS`: one character a hex."""

ROWS = (
    # columns 01-36 left to right; "." light desert, ":" dark, "^" rock, "C" a city
    "..^^..::..:.........^C^...C.:::.C...",  # 01
    ".::^:..:::::...........^^:.:.:......",  # 02
    "..^::::...........^^::.^..::......::",  # 03
    ".:.:.:....:..:..::::^^^..:::.....:::",  # 04
    ":.^::::..::::::::^.::....:......^^:.",  # 05
    ":C.::::..:^.:::^^:^.:...:::.....:.^^",  # 06
    "^^.::.::::::^^^:...::....::^::..:.:.",  # 07
    "..:::::::::.:::...^.^^.....:^^......",  # 08
    "....:.:.:...:....:^.C^....:.:^......",  # 09
    "....:^^C.:::^C.:::^:.::...:::.......",  # 10
    "C..^^.^..:.:^^.:.:^:::::.....^.::..C",  # 11
    "^.^..:::::..::.::^^::::......^.:::.^",  # 12
    "..^...:......:.^^::::........^..:...",  # 13
    ".^^..:::::.......:...........^......",  # 14
    "......:.:.......:...................",  # 15
    "..............:::::.......^^........",  # 16
    "..............:::.:......::^........",  # 17
    "................::...:.^.^^......:::",  # 18
    ".........:.:.:..:.::.:.:^::.....::.:",  # 19
    "........:.:......::.....:........::.",  # 20
)

CITIES = {  # the seven sietches sit in the rocks, Carthag and Arrakeen in the north
    "Carthag": "2701",
    "Arrakeen": "2201",
    "Mesa Sietch": "0206",
    "Sietch Erg": "3301",
    "Plastic Sietch": "2109",
    "Tuek Sietch": "3611",
    "Sietch Basin": "0111",
    "Meridian Sietch": "1410",
    "Sietch Tabr": "0810",
}

BIRTHS = {
    1: "0101 0104 0201 0304 0501 0602 0804 0901 1001 1103 1201 1206",
    2: "1301 1302 1304 1601 1602 1709 1803 1901 1907 2401 2409 2410",
    3: "2510 2708 3010 3102 3105 3108 3310 3403 3508 3601 3602 3605",
    4: "0120 0216 0217 0419 0512 0515 0518 0720 0817 1020 1118 1220",
    5: "1319 1420 1615 1618 1720 1817 2020 2118 2220 2416 2417 2420",
    6: "2517 2518 2620 2715 2818 2917 3020 3118 3218 3315 3320 3620",
}

RANGES = {
    "Shield Wall": ("1903", "2003", "2104", "2204", "2304", "2403", "2402", "2502"),
    "The Great Wall": ("0305", "0303", "0402", "0401", "0301"),
    "False Wall East": ("3305", "3405", "3506", "3606"),
    "False Wall South": ("1613", "1713", "1812", "1912", "1911", "1910", "1909", "1908"),
    "False Wall West": ("0214", "0314", "0313", "0312", "0411", "0511", "0610", "0710"),
    "Habbanya Ridge": ("2716", "2816", "2817", "2718", "2618", "2519", "2418"),
    "Red Wall": ("1106", "1307", "1407", "1507", "1606", "1706", "1805", "1906"),
    "Rimwall": ("2807", "2908", "3008", "3009", "3011", "3012", "3013", "3014"),
}


def _rulebook() -> MapData:
    """The reconstruction, from the literal rows above."""
    terrain = {hexes.name(col, row): TERRAIN_MARK[mark]
               for row, line in enumerate(ROWS, 1) for col, mark in enumerate(line, 1)}
    cities = {n: City(hex=h, major=n in MAJOR) for n, h in CITIES.items()}
    return MapData(terrain=terrain, cities=cities,
                   births={s: spots.split() for s, spots in BIRTHS.items()},
                   ranges={n: list(spots) for n, spots in RANGES.items()})


RULEBOOK_MAP = _rulebook()
