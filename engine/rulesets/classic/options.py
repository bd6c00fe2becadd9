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
    # XV
    advantages: bool = Field(
        False,
        description="XV: the additional character advantages of the player aid pad, the Bene "
        "Gesserit's coexistence included.",
    )
