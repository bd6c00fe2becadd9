"""XV, the player aid pad's additional advantages: the starred tokens, the Emperor's five
elite Sardaukar and the Fremen's three Fedaykin.

A starred token is a token like any other (it counts in `forces`, the reserves and the
tanks) that is also counted among its faction's starred ones: `ClassicState.starred` for
the board, `Player.starred_reserves` and `Player.starred_tanks` off it. It is worth two
tokens in battle and in taking losses (`strength.token_strength`) and one in revival, and
only one of a faction's starred tokens comes back from the tanks each turn.
"""

from __future__ import annotations

from engine.core import RuleError
from engine.core.words import Say, T, Text, term

from ..data import Faction
from ..model.state import ClassicState, Player
from .forces import from_tanks

STARRED: dict[Faction, int] = {Faction.EMPEROR: 5, Faction.FREMEN: 3}
"""Pad, Emperor 1 and Fremen 4: the starred tokens among each faction's twenty."""

STARRED_NAMES: dict[Faction, str] = {Faction.EMPEROR: "Sardaukar", Faction.FREMEN: "Fedaykin"}


def starred_total(state: ClassicState, faction: Faction) -> int:
    """How many starred tokens this faction has in this game (none without the option)."""
    return STARRED.get(faction, 0) if state.options.advantages else 0


def stock(state: ClassicState, player: Player) -> None:
    """Set-up: the starred tokens start among the reserves (docs/rules-notes.md, "XV")."""
    player.starred_reserves = starred_total(state, player.faction)


def starred_revivable(state: ClassicState, player: Player) -> int:
    """Pad, Emperor 1 and Fremen 4: one starred token a turn comes back from the tanks."""
    return 1 if player.starred_tanks and player.starred_revived < state.turn else 0


def revivable(state: ClassicState, player: Player) -> int:
    """Tokens in the tanks that may be revived now: the ordinary ones and, once a turn, a
    starred one (it counts as one token in revival)."""
    return player.tanks - player.starred_tanks + starred_revivable(state, player)


def revive(state: ClassicState, player: Player, n: int) -> int:
    """Bring `n` tokens from the tanks to the reserves, a starred one first when one may
    come back (it is never worth less); return how many were starred."""
    starred = min(n, starred_revivable(state, player))
    from_tanks(player, n, starred)
    player.reserves += n
    player.starred_reserves += starred
    if starred:
        player.starred_revived = state.turn
    return starred


def of_which(faction: Faction, starred: int) -> Text | str:
    """` (2 Sardaukar)` as a message for an event's text, or nothing."""
    if not starred:
        return ""
    return T("classic-of-which", count=starred, kind=_starred_word(faction))


def _starred_word(faction: Faction) -> Text:
    name = STARRED_NAMES.get(faction)
    return term("classic-starred", name) if name else T("classic-starred-tokens")


def check_starred(state: ClassicState, faction: Faction, n: int, starred: int | None,
                  total: int, starred_here: int, where: Say) -> None:
    """A command's `starred=K`: K of its `n` tokens are starred ones, taken from `total`
    tokens `where` of which `starred_here` are starred; refused (changing nothing) when
    that cannot be."""
    if starred is None:
        return
    if starred_total(state, faction) == 0:
        raise RuleError(T("classic-starred-none"), rule="XV",
                        hint=T("classic-starred-leave-out"))
    name = _starred_word(faction)
    if starred > min(n, starred_here):
        raise RuleError(T("classic-starred-too-many", have=starred_here, kind=name,
                          where=where, most=min(n, starred_here), count=n), rule="XV",
                        hint=T("classic-starred-or-less", most=min(n, starred_here)))
    ordinary = total - starred_here
    if n - starred > ordinary:
        raise RuleError(T("classic-starred-too-few", ordinary=ordinary, where=where, count=n,
                          least=n - ordinary, kind=name), rule="XV",
                        hint=T("classic-starred-or-more", least=n - ordinary))
