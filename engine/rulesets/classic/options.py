"""The classic game's options, chosen at game creation (one typed model, DESIGN.md)."""

from __future__ import annotations

from pydantic import ConfigDict, Field

from engine.core.options import CoreOptions


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
        "drew in secret the turn before, not by dials; needs the Fremen in the game (XVI.D).",
    )
