"""Several commands typed in one line (`pass; bid 3`), as every adapter words them.

Each command is applied on its own, in order, as if typed alone (each is its own entry in
the game's log, so `undo` takes them back one by one), and the first refusal stops the
rest: a line never half-applies one command, and the typist learns what was applied.
"""

from __future__ import annotations

from .errors import excerpt
from .tokens import split_commands

__all__ = ["refused_after", "split_commands"]


def refused_after(applied: list[str], total: int, refused: str, reason: str) -> str:
    """`Applied 2 of 3: `pass`; `bid 3`; refused `ship 9`: reason`, for a batch that
    stopped at a refusal (`applied` were kept)."""
    done = "; ".join(f"`{excerpt(a)}`" for a in applied)
    head = f"Applied {len(applied)} of {total}" + (f": {done}" if done else "")
    return f"{head}; refused `{excerpt(refused)}`: {reason}"
