"""Every printed name of a territory, the maps' abbreviations, and the names other
languages' rulebooks give them: each game chooses which of these its players may type.
"""

from __future__ import annotations

from collections.abc import Mapping

from .territories import POLAR_SINK

ABBREVIATIONS: dict[str, str] = {
    "Polar Sink": "PS", "Imperial Basin": "IB", "Carthag": "CAR", "Arrakeen": "ARR",
    "Tuek's Sietch": "TUE", "Sietch Tabr": "TAB", "Habbanya Sietch": "HAB",
    "Cielago North": "CN", "Cielago Depression": "CD", "Meridian": "Mer", "Cielago South": "CS",
    "Cielago East": "CE", "Harg Pass": "HP", "False Wall South": "FWS", "False Wall East": "FWE",
    "The Minor Erg": "ME", "Pasty Mesa": "PM", "Red Chasm": "RC", "South Mesa": "SM",
    "Basin": "Bas", "Rim Wall West": "RWW", "Hole In The Rock": "HIR", "Sihaya Ridge": "SR",
    "Shield Wall": "SW", "Gara Kulon": "GK", "Old Gap": "OG", "Broken Land": "BL",
    "Tsimpo": "Tsi", "Arsunt": "Ars", "Rock Outcroppings": "RO", "Plastic Basin": "PB",
    "Hagga Basin": "HB", "Bight Of The Cliff": "BoC", "Funeral Plain": "FP",
    "The Great Flat": "GF", "Wind Pass": "WP", "The Greater Flat": "GrF", "Habbanya Erg": "HE",
    "False Wall West": "FWW", "Wind Pass North": "WPN", "Habbanya Ridge Flat": "HRF",
    "Cielago West": "CW",
}
"""Short names the maps print where full names do not fit (the legends spell them out);
every one is also accepted wherever a territory is typed (`ship 3 FWE`, `territory HE`)."""

POLISH: dict[str, str] = {
    "Kartagin": "Carthag",
    "Arrakin": "Arrakeen",
    "Sicz Tabr": "Sietch Tabr",
    "Sicz Habbanja": "Habbanya Sietch",
    "Sicz Tuek": "Tuek's Sietch",
    "Sicz Tueka": "Tuek's Sietch",
    "Niecka polarna": POLAR_SINK,
    "Dziura w Ziemi": "Hole In The Rock",
    "Wychodnie skalne": "Rock Outcroppings",
}
"""The Polish names the Diuna rulebook (shared/seeds/diuna-4faction-rules-pl.txt) gives,
where the text makes them certain: the five strongholds (2-player table), the Polar Sink,
and the two examples' places (Hole In The Rock, two territories from Carthag; Rock
Outcroppings, a sand territory with a blow)."""


def territory_aliases(*languages: Mapping[str, str]) -> dict[str, str]:
    """Every other name a game accepts for a territory (alias -> printed name): the maps'
    abbreviations and the given languages' names."""
    out = {short: name for name, short in ABBREVIATIONS.items()}
    for names in languages:
        out |= names
    return out
