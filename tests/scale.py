"""How hard the reliability tests push: small in `make test`, large in `make soak`."""

from __future__ import annotations

import os

SOAK = os.environ.get("DUNE_SOAK") == "1"


def scale(fast: int, soak: int) -> int:
    """`fast` runs in the ordinary suite; `soak` under `make soak` (DUNE_SOAK=1)."""
    return soak if SOAK else fast
