"""Stored states of earlier rules versions, brought up to the current one when loaded.

A game saved by an earlier release must load and play on under this one. Each version's
change of shape is one step here, applied to the state's JSON data before validation
(`ClassicState` calls `upgrade`). A state carries the version that wrote it in `rules`;
a state without it was written by version 1.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

RULES_VERSION = 2
"""The rules version this engine plays. 1: a battle asked only the holder of a traitor
(`Battle.traitor_callers`), moves ended by themselves, no `traitor none`. 2: the traitor
window asks every seat that could hold one (`Battle.traitor_for`), moves end on `done`.
Raise it with a new step below whenever a stored state or a recorded command log of the
previous version would no longer load or replay the same."""


def _traitor_window(data: dict[str, Any]) -> None:
    """1 -> 2. Version 1 kept `traitor_calls` by battle side (the side whose opponent's leader
    may betray it) and `traitor_callers` side -> the Harkonnen deciding for an ally (absent:
    the side decides). Version 2 keeps `traitor_calls` by the seat asked and `traitor_for`
    seat asked -> the side its call serves."""
    battle = (data.get("battles") or {}).get("current")
    if not battle:
        return
    callers = battle.pop("traitor_callers", None) or {}
    calls = battle.get("traitor_calls") or {}
    battle["traitor_calls"] = {callers.get(side, side): call for side, call in calls.items()}
    battle["traitor_for"] = {callers.get(side, side): side for side in calls}


STEPS: dict[int, Callable[[dict[str, Any]], None]] = {1: _traitor_window}
"""Version -> the step that brings a state of that version to the next."""


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """`data` (a stored state's JSON data) in the current version's shape; a copy when any
    step applies, so the caller's data is never changed."""
    version = data.get("rules", 1)
    if version == RULES_VERSION:
        return data
    if not isinstance(version, int) or not 1 <= version < RULES_VERSION:
        raise ValueError(f"a state of rules version {version!r}; this engine plays versions "
                         f"1 to {RULES_VERSION}")
    data = copy.deepcopy(data)
    for step in range(version, RULES_VERSION):
        STEPS[step](data)
    data["rules"] = RULES_VERSION
    return data
