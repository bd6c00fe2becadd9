"""The Italian edition's territory names (engine/boards/arrakis/names.py ITALIAN): classic
players may type them wherever a territory is typed, and they change what no English name,
map abbreviation, or prefix or small typo of one, names. Diuna accepts the catalogue's
names (tests/boards/test_languages.py)."""

import pytest

from engine.boards.arrakis.names import (
    ABBREVIATIONS,
    ITALIAN,
    ITALIAN_WHOLE_ONLY,
    territory_aliases,
)
from engine.boards.arrakis.territories import TERRITORIES
from engine.core.names import UnknownName, normalise, resolve_name
from engine.core.people import TITLES
from engine.rulesets.classic.data import Faction, resolve_territory
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.diuna.data import territory as diuna_territory

from .test_movement import to_movement, to_turn_of

ENGLISH = territory_aliases(catalogue=False)
WITH_ITALIAN = territory_aliases(ITALIAN)


def _word_tails(name: str) -> list[str]:
    """ "Hole In The Rock" -> holeintherock, intherock, therock, rock."""
    words = [normalise(w) for w in name.split()]
    return ["".join(words[i:]) for i in range(len(words))]


def english_inputs() -> list[str]:
    """Every printed name, every map abbreviation, every prefix of three letters or more of
    every word tail of a printed name, and a letter left out of or two neighbours swapped in
    every printed name (the small typos the lookup forgives)."""
    out = set(TERRITORIES) | set(ABBREVIATIONS.values())
    for name in TERRITORIES:
        for tail in _word_tails(name):
            out.update(tail[:k] for k in range(3, len(tail) + 1))
        key = normalise(name)
        out.update(key[:i] + key[i + 1:] for i in range(len(key)))
        out.update(key[:i] + key[i + 1] + key[i] + key[i + 2:] for i in range(len(key) - 1))
    return sorted(out)


def outcome(text: str, aliases: dict[str, str], whole_only: frozenset[str] = frozenset()):
    """The territory `text` names, or the refusal's message."""
    try:
        return resolve_name(text, TERRITORIES, "territory", aliases=aliases, titles=TITLES,
                            whole_only=whole_only)
    except UnknownName as err:
        return UnknownName, str(err)


def test_no_english_name_abbreviation_prefix_or_typo_names_anything_else():
    # Only an input unknown before may gain a meaning (a prefix of an Italian word); one that
    # named a territory names the same one, one that was ambiguous lists the same candidates.
    changed = []
    for text in english_inputs():
        before = outcome(text, ENGLISH)
        if isinstance(before, tuple) and before[1].startswith("No territory called"):
            continue
        after = outcome(text, WITH_ITALIAN, ITALIAN_WHOLE_ONLY)
        if after != before:
            changed.append((text, before, after))
    assert changed == []


def test_without_whole_only_sietch_tuek_would_take_a_prefix_of_sietch_tabr():
    # Why "Sietch Tuek" counts only whole: by its words it would make "sietcht" (Sietch
    # Tabr's alone in English) ask which of two sietches, and a typo of Sietch Tabr too.
    assert outcome("sietcht", ENGLISH) == "Sietch Tabr"
    loose = dict(WITH_ITALIAN)  # the names alone, without the board's whole-only rule
    assert outcome("sietcht", loose)[0] is UnknownName
    assert outcome("sietchtubr", loose)[0] is UnknownName
    assert outcome("sietcht", WITH_ITALIAN, ITALIAN_WHOLE_ONLY) == "Sietch Tabr"
    assert outcome("sietchtubr", WITH_ITALIAN, ITALIAN_WHOLE_ONLY) == "Sietch Tabr"


@pytest.mark.parametrize(("italian", "territory"), sorted(ITALIAN.items()))
def test_each_italian_name_resolves_to_its_territory(italian, territory):
    assert territory in TERRITORIES
    assert resolve_territory(italian) == territory
    assert resolve_territory(italian.lower()) == territory
    assert resolve_territory(italian.upper().replace(" ", "")) == territory


@pytest.mark.parametrize(("italian", "territory"), sorted(ITALIAN.items()))
def test_each_italian_name_is_read_whole_on_a_typed_line(italian, territory):
    # No quotes needed: the name's words are one argument, the sector the next.
    command = RULESET.registry.parse(f"ship 2 {italian.lower()} 5", RULESET.vocabulary)
    assert resolve_territory(command.territory) == territory
    assert command.sector == 5


@pytest.mark.parametrize(("typed", "territory"), [
    ("pozzo", "Polar Sink"),          # a word of one Italian name: a prefix as any other
    ("polare", "Polar Sink"),
    ("imperiale", "Imperial Basin"),
    ("scudo", "Shield Wall"),
    ("falso muro", "False Wall East"),
    ("pozzo polar", "Polar Sink"),     # a small typo of an Italian name
    ("bacino imperial", "Imperial Basin"),
    ("Harga Pass", "Harg Pass"),       # the text's "Harga" (1642), a typo of the map's name
])
def test_italian_words_and_small_typos_resolve(typed, territory):
    assert resolve_territory(typed) == territory


@pytest.mark.parametrize(("typed", "candidates"), [
    ("bacino", ("Polar Sink", "Imperial Basin")),  # Bacino Polare, Bacino Imperiale
    ("muro", ("False Wall East", "Shield Wall")),  # Falso Muro Est, Muro Scudo
])
def test_an_italian_word_of_two_names_asks_which(typed, candidates):
    with pytest.raises(UnknownName) as err:
        resolve_territory(typed)
    assert all(c in str(err.value) for c in candidates)


def test_a_whole_only_name_is_not_guessed_from_a_typo_but_suggested():
    with pytest.raises(UnknownName, match="Did you mean: Tuek's Sietch"):
        resolve_territory("sietch tuk")


@pytest.mark.parametrize(("italian", "territory"), sorted(ITALIAN.items()))
def test_diuna_accepts_the_italian_names_too(italian, territory):
    # Every language's names of the board (its catalogue) count in every game on it.
    if italian not in territory_aliases():
        return  # the text's second spelling (Bacino Polare): classic's only
    assert diuna_territory(italian) == territory


def test_the_table_looks_a_territory_up_by_its_italian_name():
    facts, _ = RULESET.reference("territory", "Muro Scudo")
    assert facts["territory"]["name"] == "Shield Wall"


def test_the_rulebooks_movement_example_typed_in_italian(game):
    # IX.C.2.a.1, Italian 900-906: with tokens in Arrakeen, "dal Sietch Tuek attraverso
    # Pasty Mesa e il Muro Scudo fino al Bacino Imperiale"; the moderator's line too
    to_movement(game, "mod: set_tokens atreides 4 sietch tuek")
    assert game.state.forces["Tuek's Sietch"][4][Faction.ATREIDES] == 4
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.ATREIDES)
    game.do("a: move 4 sietch tuek bacino imperiale 8")
    assert game.state.forces["Imperial Basin"][8][Faction.ATREIDES] == 4


def test_a_shipment_and_a_move_named_in_italian(game):
    # IX.C.1: ship to any territory, 2 spice a token off the strongholds; IX.C.2.a.2: one
    # territory on foot, False Wall East to the Polar Sink
    to_movement(game)
    to_turn_of(game, Faction.EMPEROR)
    spice = game.state.players[Faction.EMPEROR].spice
    game.do("e: ship 3 falso muro est 6")
    assert game.state.forces["False Wall East"][6][Faction.EMPEROR] == 3
    assert game.state.players[Faction.EMPEROR].spice == spice - 6
    game.do("b: advise no")
    game.do("e: move 3 falso muro est pozzo polare")
    assert game.state.forces["Polar Sink"][0][Faction.EMPEROR] == 3
