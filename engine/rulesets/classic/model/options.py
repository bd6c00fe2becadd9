"""The classic game's options, chosen at game creation (one typed model, DESIGN.md)."""

from __future__ import annotations

from pydantic import ConfigDict, Field

from engine.core.data_file import DataFileOption
from engine.core.options import DATA_FILE, CoreOptions
from engine.core.words import T, Text


class ClassicOptions(CoreOptions):
    """Options of the 1979 game. The basic game is the default; more rules arrive as options."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    max_turns: int = Field(15, ge=1, le=15, description="V: the game lasts at most 15 turns.")
    auto_charity: bool = Field(
        True,
        description="VIII.I: claim CHOAM Charity automatically for every player with no spice.",
    )
    open_spice: bool = Field(
        False,
        description="XIII.B keeps each player's spice behind the shield (only payments, "
        "collections and bribes are seen); on: every player's spice is shown on the board, "
        "the legend and the public view.",
    )
    # XXI
    double_blow: bool = Field(
        False,
        description="XXI: two spice blows a turn, on discard piles 1 and 2; a worm on a pile "
        "strikes only that pile's last territory; the spent deck is reshuffled whole (XXI.B).",
    )
    # XVI
    weather: bool = Field(
        False,
        description="XVI: after the first turn the storm moves by the marker (1-6) the Fremen "
        "drew in secret the turn before, not by dials; not played without the Fremen (XVI.D).",
    )
    # XVIII.A.1
    no_alliances: bool = Field(
        False, description="XVIII.A.1: a longer game without alliances: a worm still "
        "devours, but opens no nexus.",
    )
    # XVIII.A.2
    extra_stronghold: bool = Field(
        False, description="XVIII.A.2: a longer game: one more stronghold to win (four; "
        "five with two players), alliances too.",
    )
    # XVIII.B
    shield_wall: bool = Field(
        False, description="XVIII.B: the Shield Wall counts for victory as a sixth "
        "territory (four of six with XVIII.A.2); it stays a rock territory, not a "
        "stronghold.",
    )
    # XIX
    spice_flow: bool = Field(
        False, description="XIX: increased spice flow: each collection round every "
        "occupant of Carthag and Arrakeen collects 2 spice, of Tuek's Sietch 1.",
    )
    # Italian edition, IV
    victory_table: bool = Field(
        False, description="IV (Italian edition): strongholds to win by players and "
        "alliance size: 2 players 4; 3 players 4 alone, 5 allied; 4 or more 3 alone, 4 "
        "for two allies, 5 for three or more.",
    )
    # Italian edition, XVIII.A.1
    pair_alliances: bool = Field(
        False, description="XVIII.A.1 (Italian edition): alliances of at most two players.",
    )
    # Italian edition, XVIII.C.1
    sietch_strongholds: bool = Field(
        False, description="XVIII.C.1 (Italian edition, six players): the sietches of "
        "False Wall East and Harg Pass are strongholds too; two more needed to win, and "
        "Carthag and Arrakeen count two each.",
    )
    # XXII
    advanced_combat: bool = Field(
        False,
        description="XXII: advanced combat: spice committed secretly with the battle plan "
        "(`spice=N`) makes one token each count fully, the others count half; dials in "
        "halves (`plan 3.5 ...`); battle spice goes to the bank, win or lose (the winner "
        "keeps his if a traitor is called); the winner chooses losses fitting dial and spice.",
    )
    # XV
    advantages: bool = Field(
        False,
        description="XV: the additional character advantages of the player aid pad, the Bene "
        "Gesserit's coexistence included.",
    )
    # XVII
    karama_powers: bool = Field(
        False,
        description="XVII: a Karama card may also use its player's special Karama power "
        "once (player aid pad B.6.B): Harkonnen take cards, Atreides see a battle plan, "
        "Guild stop a shipment, Bene Gesserit play a worthless card as Karama, Fremen call "
        "a worm, Emperor revive free.",
    )
    # THE SPICE HARVEST (1984)
    spice_harvest: bool = Field(
        False,
        description="THE SPICE HARVEST (1984): a pre-game of five harvests, CHOAM votes and "
        "bids for Access cards replaces the starting spice and positions; five more "
        "treachery cards.",
    )
    # THE DUEL (1984)
    duel: bool = Field(
        False,
        description="THE DUEL (1984): main character leaders (a player whose main leader "
        "dies is out), Kanly duels, the War of Assassins at a nexus with no alliance; five "
        "more treachery cards.",
    )
    arena_file: DataFileOption = Field(
        None, json_schema_extra={DATA_FILE: True},
        description="THE DUEL, III.2-3: the path of a JSON file with a group's own Dueling "
        "Arena and Dueling card counts (same shape as engine/rulesets/classic/data/arena.py's "
        "ARENA), instead of the reconstructed one; read once when the game is created and "
        "kept in the game.",
    )
    main_leader: int = Field(
        10, ge=8, le=10,
        description="THE DUEL, III.1: a main character leader's value (10); the Italian "
        "edition recommends 8, which also caps Kanly backing at 8.",
    )


def option_words(name: str) -> Text:
    """An option's description as a catalogue message (`classic-option-<field>`), the one
    `engine/core/options.py` looks up by the same convention."""
    return T(f"classic-option-{name.replace('_', '-')}")
