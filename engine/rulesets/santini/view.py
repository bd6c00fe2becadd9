"""What everyone sees of a game, and what each seat alone sees; the board picture."""

from __future__ import annotations

import hashlib
from typing import Any

from engine.core import BoardPicture

from .state import SantiniState


def view(state: SantiniState, seat: str | None) -> dict[str, Any]:
    public = {
        "turn": state.turn, "phase": state.phase.value,
        "units": {u.id: u.model_dump(mode="json") for u in state.units.values()},
        "storms": [s.model_dump(mode="json") for s in state.storms],
        "spice": state.spice,
        "players": {s: {"faction": p.faction.value, "spice": p.spice, "cards": len(p.hand)}
                    for s, p in state.players.items()},
    }
    out: dict[str, Any] = {"public": public}
    if seat in state.players:
        out["private"] = {"hand": list(state.players[seat].hand)}
    return out


def board(state: SantiniState, *, detail: bool = False, language: str = "en") -> BoardPicture:
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
           '<rect width="100" height="100" fill="#e8c987"/></svg>')
    text = f"Turn {state.turn}, {state.phase.value}"
    return BoardPicture(svg=svg, messages=["```\n" + text + "\n```"], key=key(state))


def key(state: SantiniState) -> str:
    data = state.model_dump_json(include={"units", "storms", "spice", "turn", "phase",
                                          "fortifications", "platforms"})
    return hashlib.sha1(data.encode()).hexdigest()[:16]
