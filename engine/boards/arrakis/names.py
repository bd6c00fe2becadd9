"""Every printed name of a territory, the maps' abbreviations, and the names other
languages' rulebooks give them: each game chooses which of these its players may type.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.core.names import Aliases
from engine.core.words import CATALOGUE, LANGUAGES, say, term

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


ITALIAN: dict[str, str] = {
    # Line numbers are those of shared/seeds/classic-1979-rules-it.txt; each passage is set
    # beside the same passage of the English rulebook (classic-1979-rules-en.txt).
    # III.A.1-2: the four kinds of territory, "Bacino Polare — blu" (English "Polar
    # Sink—blue"), and the sectors "dal bordo del Bacino Polare" ("from the edge of the
    # Polar Sink"): 287, 292-293.
    "Bacino Polare": POLAR_SINK,
    # IX.C.2.e "Il pozzo polare non è mai soggetto alle tempeste" ("The Polar Sink is never
    # in storm"): 956-957; X.A.2.b no battle "sul Pozzo Polare": 1037-1038; XII.E.5 "tranne
    # il Pozzo Polare": 1378-1380; XV.B.1 and 3 (Bene Gesserit) "invece del Pozzo Polare":
    # 1458-1461, 1473-1475; the strategy tips: 1941. Two spellings of one place in one text.
    "Pozzo Polare": POLAR_SINK,
    # VI.C "tranne il Bacino Imperiale" ("except the Imperial Basin"): 612-614; the IX.C.2.a
    # example's end "fino al Bacino Imperiale" ("to the Imperial Basin"): 905-906; Q&A A.1,
    # the storm over "Arrakeen, Carthag o ... Bacino Imperiale": 2837-2839.
    "Bacino Imperiale": "Imperial Basin",
    # The IX.C.2.a example starts "dal Sietch Tuek" ("starting in Tuek's Sietch"): 903;
    # XIX, "l'occupante del Sietch Tuek riceve 1 punto-spezia" ("the occupant of Tuek's
    # Sietch collects one spice"): 1690-1691.
    "Sietch Tuek": "Tuek's Sietch",
    # The IX.C.2.a example "attraverso Pasty Mesa e il Muro Scudo" ("through Pasty Mesa and
    # Shield Wall"): 904-905; XVIII.B, the wall as a sixth territory for victory, rock:
    # 1627, 1631 (OCR "1l Muro Scudo" is "Il Muro Scudo"); Q&A A.2 Family Atomics: 2852.
    "Muro Scudo": "Shield Wall",
    # XVIII.C (no English counterpart): "il Falso Muro Est" becomes a sietch "adiacente al
    # Pozzo Polare e anche al Muro Scudo": 1638-1640, 1649-1652. Of the three False Walls
    # only the East one touches both the Polar Sink and the Shield Wall.
    "Falso Muro Est": "False Wall East",
    # XVIII.C: the same territory as a stronghold, "Sietch del Falso Muro Est": 1639-1640,
    # 1649-1650.
    "Sietch del Falso Muro Est": "False Wall East",
    # XVIII.C: the other sietch, "il Sietch Harga Pass": 1642-1643. The board has Harg Pass
    # and no "Harga" (a slip of the OCR or of the text): the corrected form only.
    "Sietch Harg Pass": "Harg Pass",
}
"""The Italian names the Italian edition's rulebook (shared/seeds/classic-1979-rules-it.txt,
an OCR text) makes certain, each read beside the English rulebook's same passage. The text
keeps the English names of Arrakeen, Carthag and Pasty Mesa, so they need no entry; it
translates no other territory's name, and none is invented here."""

ITALIAN_WHOLE_ONLY: frozenset[str] = frozenset({
    "Sietch Tuek", "Sietch del Falso Muro Est", "Sietch Harg Pass", "Grande Plaine"})
"""Italian names that count only typed whole and as spelled, not from a word on nor a typo
away (engine/core/names.py), so that what an English name, or a prefix or typo of one, names
stays as it was: by its words "Sietch Tuek" would make "sietcht", Sietch Tabr's alone, name
Tuek's Sietch too, and "sietch tubr" a typo of both; the two sietches of XVIII.C would join
the places "sie" may mean. Their other words need nothing more: "tuek" names Tuek's Sietch by
its printed name, "falso" False Wall East by its Italian one, "harg" Harg Pass."""

WHOLE_ONLY: frozenset[str] = ITALIAN_WHOLE_ONLY
"""Every alias that counts only typed whole (territory_aliases() carries it to the lookup;
classic passes it by its older name, ITALIAN_WHOLE_ONLY, which holds them all): the Italian
sietches above, and the French "Grande Plaine" (The Great Flat), whose "plaine" would make
"pla" (Plastic Basin's alone in English) and "plain" (Funeral Plain's) ask which.
tests/boards/test_languages.py checks that no other name of the catalogue changes what an
English name, abbreviation, prefix or small typo names."""


def territory_aliases(*languages: Mapping[str, str], catalogue: bool = True) -> Aliases:
    """Every other name a game accepts for a territory (alias -> printed name): the maps'
    abbreviations, the given languages' names and (unless `catalogue=False`) every
    language's name and map abbreviation in the catalogue (territories.ftl), so a player
    types the board's names in any language in any game on it. The names of WHOLE_ONLY
    among them count only typed whole (`Aliases.whole_only`, which the lookup reads)."""
    out = {short: name for name, short in ABBREVIATIONS.items()}
    if catalogue:
        out |= catalogue_names()
    for names in languages:
        out |= names
    return Aliases(out, WHOLE_ONLY & out.keys())


def catalogue_names() -> dict[str, str]:
    """Every language's name and map abbreviation of each territory (alias -> printed
    name), from the catalogue, but the printed names themselves."""
    out: dict[str, str] = {}
    for language in LANGUAGES:
        for name, short in short_names(language).items():
            out[short] = name
    for name in ABBREVIATIONS:
        for words in CATALOGUE.names(term("territory", name).id).values():
            out[words] = name
    return {alias: name for alias, name in out.items() if alias != name}


def territory_name(territory: str, language: str) -> str:
    """A territory's name in `language` (the catalogue's `territory-<slug>`)."""
    return say(term("territory", territory), language)


def short_names(language: str) -> dict[str, str]:
    """The abbreviation the map prints for each territory in `language` (the `.short`
    attribute of its catalogue message; the English map's are ABBREVIATIONS)."""
    bundle = CATALOGUE.bundle(language)
    out = {}
    for name in ABBREVIATIONS:
        message = term("territory", name).id
        short = bundle.get_message(message).attributes.get("short") \
            if bundle.has_message(message) else None
        out[name] = bundle.format_pattern(short, {})[0] if short else ABBREVIATIONS[name]
    return out
