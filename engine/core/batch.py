"""Several commands typed in one line (`pass; bid 3`), as every adapter words them.

Each command is applied on its own, in order, as if typed alone (each is its own entry in
the game's log, so `undo` takes them back one by one), and the first refusal stops the
rest: a line never half-applies one command, and the typist learns what was applied.
"""

from __future__ import annotations

from .errors import excerpt
from .tokens import split_commands
from .words import Say, T, Text

__all__ = ["refusal_after", "split_commands"]


def refusal_after(applied: list[str], total: int, refused: str, reason: Say) -> Text:
    """`Applied 2 of 3: `pass`; `bid 3`; refused `ship 9`: reason`, for a batch that
    stopped at a refusal (`applied` were kept), as a message (`reason` is the refusal's
    message, `RuleError.words`)."""
    done = "; ".join(f"`{excerpt(a)}`" for a in applied)
    return T("core-batch-refused" if done else "core-batch-refused-first", applied=len(applied),
             total=total, done=done, refused=excerpt(refused), reason=reason)

